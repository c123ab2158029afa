-- Links made before this migration have no delivery key and could never deliver; they last 5 minutes anyway.
DELETE FROM "session_links";--> statement-breakpoint
ALTER TABLE "session_links" ADD COLUMN "delivery_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "session_links" ADD COLUMN "sealed_delivery" text;--> statement-breakpoint
ALTER TABLE "session_links" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "session_links_expires_idx" ON "session_links" USING btree ("expires_at");