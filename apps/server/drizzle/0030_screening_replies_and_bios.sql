ALTER TABLE "review_replies" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maker_profiles" ADD COLUMN "bio_held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maker_profiles" ADD COLUMN "bio_hidden_reason" text;--> statement-breakpoint
CREATE INDEX "review_replies_held_idx" ON "review_replies" USING btree ("held_at") WHERE "review_replies"."held_at" is not null;--> statement-breakpoint
CREATE INDEX "maker_profiles_bio_held_idx" ON "maker_profiles" USING btree ("bio_held_at") WHERE "maker_profiles"."bio_held_at" is not null;