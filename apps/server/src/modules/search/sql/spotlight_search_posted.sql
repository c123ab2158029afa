-- Up to `wanted` public articles of one rank holding any of `lexemes`, newest first, after the cursor's row when
-- `after_date` is given: each word's postings walked newest first (at most `wanted` each), merged. Rank 1 leaves
-- out what another of the words puts in rank 2 (a word in the title, another in the description). PL/pgSQL, as
-- spotlight_search_posted_count: their plans are kept (a SQL function's are made again at every call).
CREATE OR REPLACE FUNCTION public.spotlight_search_posted(lexemes text[], posted_rank integer, today date, category integer, after_date date, after_id integer, wanted integer, OUT ids integer[], OUT dates date[])
 RETURNS record
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
  begin
    select coalesce(array_agg(hit.id order by hit.publish_date desc, hit.id desc), '{}'),
        coalesce(array_agg(hit.publish_date order by hit.publish_date desc, hit.id desc), '{}')
      into ids, dates
      from (
        select distinct walked.article_id as id, walked.publish_date
        from unnest(lexemes) as word(lexeme)
        cross join lateral (
          select p.article_id, p.publish_date from search_postings p
          where p.lexeme = word.lexeme and p.rank = posted_rank and p.publish_date <= today
            and (category is null or p.category_id = category)
            and (after_date is null or (p.publish_date, p.article_id) < (after_date, after_id))
            and (posted_rank = 2 or cardinality(lexemes) = 1 or not exists (
              select 1 from search_postings t
              where t.article_id = p.article_id and t.lexeme = any(lexemes) and t.rank = 2))
          order by p.publish_date desc nulls last, p.article_id desc nulls last
          limit wanted
        ) as walked
        order by walked.publish_date desc, walked.article_id desc
        limit wanted
      ) as hit;
  end
  $function$;
