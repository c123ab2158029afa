ALTER TABLE "articles" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_head" "tsvector";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_names" text;--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "articles_search_names_idx" ON "articles" USING gin ("search_names" gin_trgm_ops);