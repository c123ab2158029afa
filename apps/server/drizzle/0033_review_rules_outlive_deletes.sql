CREATE TABLE "deleted_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deleted_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"article_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"status" "review_status" NOT NULL,
	"written_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deleted_reviews" ADD CONSTRAINT "deleted_reviews_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deleted_reviews" ADD CONSTRAINT "deleted_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_reviews_author_written_idx" ON "deleted_reviews" USING btree ("author_id","written_at");--> statement-breakpoint
CREATE INDEX "deleted_reviews_article_author_idx" ON "deleted_reviews" USING btree ("article_id","author_id");--> statement-breakpoint
-- Replies an admin hid before this migration count as hidden once: written again, they wait for an admin.
UPDATE "reviews" SET "reply_hidden_at" = now() FROM "review_replies" WHERE "review_replies"."review_id" = "reviews"."id" AND "review_replies"."hidden_reason" IS NOT NULL;