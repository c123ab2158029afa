ALTER TABLE "articles" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "previous_rejection_reason" text;--> statement-breakpoint
-- Articles already in review were last submitted at their last change at the latest.
UPDATE "articles" SET "submitted_at" = "updated_at" WHERE "status" = 'PENDING_APPROVAL';
