ALTER TABLE "media" ADD COLUMN "variant_widths" integer[];--> statement-breakpoint
CREATE INDEX "media_url_idx" ON "media" USING btree ("url");