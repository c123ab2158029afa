-- A deleted category no longer takes its slider's promotions with it: a category is deleted only once
-- they ended (the server refuses it before), and their rows stay, with no category, so the receipts of
-- the payments that bought them keep the term they bought.
ALTER TABLE "promotions" DROP CONSTRAINT "promotions_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;