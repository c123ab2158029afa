CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text,
	"description" text,
	CONSTRAINT "category_translations_category_id_language_pk" PRIMARY KEY("category_id","language")
);
--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every Spanish name or description moves to the translation table before its column goes.
INSERT INTO "category_translations" ("category_id", "language", "name", "description")
SELECT "id", 'es', "name_es", "description_es" FROM "categories"
WHERE "name_es" IS NOT NULL OR "description_es" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" DROP COLUMN "name_es";--> statement-breakpoint
ALTER TABLE "categories" DROP COLUMN "description_es";