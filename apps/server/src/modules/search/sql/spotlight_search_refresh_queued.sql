-- Re-indexes up to `size` queued articles (the fields trigger recomputes them with their category's current name,
-- and the description's marks, cleared here, with the current segmentation)
-- and takes them off the queue, in the caller's one statement; rows another instance is taking are skipped.
-- Gives how many it took (0: the queue is empty).
CREATE OR REPLACE FUNCTION public.spotlight_search_refresh_queued(size integer)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
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
    update articles set category_id = category_id, search_marks = null where id = any(taken);
    return cardinality(taken);
  end
  $function$;
