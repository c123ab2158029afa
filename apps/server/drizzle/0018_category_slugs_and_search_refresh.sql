CREATE TABLE "category_slug_aliases" (
	"slug" text PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_refresh_queue" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_slug_aliases" ADD CONSTRAINT "category_slug_aliases_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_refresh_queue" ADD CONSTRAINT "search_refresh_queue_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_slug_aliases_category_idx" ON "category_slug_aliases" USING btree ("category_id");--> statement-breakpoint
-- A renamed category's articles hold its old name in their search fields. 0007 re-indexed them all inside the
-- rename's own statement: 1,830 articles held an embedded database (and every request waiting on it) for 1.2 s.
-- The rename now only queues them (an insert of ids, a few ms); the search module re-indexes the queue a small
-- batch at a time after the rename has answered (spotlight_search_refresh_queued), so searches follow it within
-- seconds.
create or replace function spotlight_category_search_rename() returns trigger
  language plpgsql
  as $$
  begin
    insert into search_refresh_queue (article_id)
      select id from articles where category_id = new.id
      on conflict do nothing;
    return null;
  end
  $$;--> statement-breakpoint
-- Re-indexes up to `size` queued articles (the fields trigger recomputes them with their category's current name)
-- and takes them off the queue, in the caller's one statement; rows another instance is taking are skipped.
-- Gives how many it took (0: the queue is empty).
create or replace function spotlight_search_refresh_queued(size integer) returns integer
  language plpgsql
  as $$
  declare
    taken integer[];
  begin
    with batch as (
      delete from search_refresh_queue
      where article_id in (
        select article_id from search_refresh_queue order by article_id limit size for update skip locked
      )
      returning article_id
    )
    select coalesce(array_agg(article_id), '{}') into taken from batch;
    update articles set category_id = category_id where id = any(taken);
    return cardinality(taken);
  end
  $$;
