-- A renamed category's articles hold its old name in their search fields. Re-indexing them inside the rename's
-- own statement held an embedded database (and every request waiting on it) for 1.2 s with 1,830 articles; the
-- rename only queues them (an insert of ids, a few ms), and the search module re-indexes the queue a small batch
-- at a time after the rename has answered (spotlight_search_refresh_queued), so searches follow it within seconds.
CREATE OR REPLACE FUNCTION public.spotlight_category_search_rename()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  begin
    insert into search_refresh_queue (article_id)
      select id from articles where category_id = new.id
      on conflict do nothing;
    return null;
  end
  $function$;

-- Only a rename: the name is what the articles' search fields hold.
CREATE OR REPLACE TRIGGER categories_search_rename AFTER UPDATE OF name ON public.categories FOR EACH ROW WHEN ((old.name IS DISTINCT FROM new.name)) EXECUTE FUNCTION spotlight_category_search_rename();
