CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "articles_search_idx";--> statement-breakpoint
DROP INDEX "articles_search_names_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "articles_search_names_idx" ON "articles" USING gin ("search_names" gin_trgm_ops) WITH (fastupdate=false);