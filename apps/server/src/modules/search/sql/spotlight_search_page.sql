-- One page of public articles matching `query`, rank by rank (title, head, body), newest first within a rank,
-- after the cursor's row, stopping once it holds `wanted` rows, and the count up to `count_bound` + 1 on a first
-- page (decision 0010, "Ranking"). Words alone read ranks 2 and 1 from the postings (spotlight_search_posted); a
-- phrase or AND of words whose words are each in many titles walks the titles (spotlight_search_title_walk);
-- anything else, and when the walk gives up, reads the GIN indexes. With `accented` (a query's accented words as
-- typed, spotlight_search_exact), the titles holding them come first, as rank 3, and rank 2 is read through the
-- title's GIN index without them (its postings cannot tell the two apart).
CREATE OR REPLACE FUNCTION public.spotlight_search_page(query tsquery, accented tsquery, today date, category_slug text, after_rank integer, after_date date, after_id integer, wanted integer, count_bound integer, OUT ids integer[], OUT ranks integer[], OUT dates date[], OUT total integer)
 RETURNS record
 LANGUAGE plpgsql
 STABLE PARALLEL RESTRICTED
AS $function$
  declare
    category integer;
    filtered boolean := category_slug is not null;
    negated boolean := position('!' in query::text) > 0;
    words_only boolean := spotlight_search_words_only(query);
    -- Every word of it in every match: phrases and ANDs of quoted lexemes only (no OR, no exclusion, no weight).
    conjunction boolean := not words_only and not negated
      and query::text ~ '^(''[^''\\]+''|[ &()]|<[0-9]*-?>)+$';
    lexemes text[];
    paged boolean := after_rank is not null;
    resumed boolean;
    rank_ids integer[];
    rank_dates date[];
    -- How many public articles match in the ranks read through GIN (their candidates are all sorted anyway).
    rank_matched integer;
    matched integer := 0;
  begin
    ids := '{}';
    ranks := '{}';
    dates := '{}';
    if words_only or conjunction then
      lexemes := spotlight_search_words(query);
    end if;
    if filtered then
      select c.id into category from categories c where c.slug = category_slug;
      if category is null then
        total := case when count_bound is not null then 0 end;
        return;
      end if;
    end if;
    -- Ranks above the cursor's were read by the pages before; its own rank resumes after its last row.
    for this_rank in reverse 3..0 loop
      continue when paged and this_rank > after_rank;
      continue when this_rank = 3 and accented is null;
      exit when wanted <= 0;
      resumed := paged and this_rank = after_rank;
      rank_matched := 0;
      rank_ids := null;
      if conjunction and this_rank = 2 and accented is null then
        select w.ids, w.dates, w.matched into rank_ids, rank_dates, rank_matched
          from spotlight_search_title_walk(query, lexemes, today, category,
            case when resumed then after_date end, case when resumed then after_id end, wanted,
            case when count_bound is null then wanted else greatest(wanted, count_bound + 1) end) as w;
      end if;
      if rank_ids is not null then
        -- Walked: the page's rows of this rank and, on a first page, enough matches to pass the count's bound.
        null;
      elsif words_only and (this_rank = 1 or (this_rank = 2 and accented is null)) then
        select p.ids, p.dates into rank_ids, rank_dates
          from spotlight_search_posted(lexemes, this_rank, today, category,
            case when resumed then after_date end, case when resumed then after_id end, wanted) as p;
      -- One query per rank, not one with the rank as a parameter: each is planned for its own index.
      elsif this_rank = 3 then
        select coalesce(array_agg(hit.id order by hit.publish_date desc, hit.id desc), '{}'),
            coalesce(array_agg(hit.publish_date order by hit.publish_date desc, hit.id desc), '{}'), coalesce(max(hit.matched), 0)
          into rank_ids, rank_dates, rank_matched
          from (select a.id, a.publish_date, count(*) over () as matched from articles a
            where a.search_title @@ accented and a.search_title @@ query and (not negated or a.search_vector @@ query)
              and (a.status = 'PUBLISHED' and a.publish_date <= today) is true and (not filtered or a.category_id = category)
              and (not resumed or (a.publish_date, a.id) < (after_date, after_id))
            order by a.publish_date desc, a.id desc limit wanted) as hit;
      elsif this_rank = 2 then
        select coalesce(array_agg(hit.id order by hit.publish_date desc, hit.id desc), '{}'),
            coalesce(array_agg(hit.publish_date order by hit.publish_date desc, hit.id desc), '{}'), coalesce(max(hit.matched), 0)
          into rank_ids, rank_dates, rank_matched
          from (select a.id, a.publish_date, count(*) over () as matched from articles a
            where a.search_title @@ query and (not negated or a.search_vector @@ query)
              and (accented is null or not a.search_title @@ accented)
              and (a.status = 'PUBLISHED' and a.publish_date <= today) is true and (not filtered or a.category_id = category)
              and (not resumed or (a.publish_date, a.id) < (after_date, after_id))
            order by a.publish_date desc, a.id desc limit wanted) as hit;
      elsif this_rank = 1 then
        select coalesce(array_agg(hit.id order by hit.publish_date desc, hit.id desc), '{}'),
            coalesce(array_agg(hit.publish_date order by hit.publish_date desc, hit.id desc), '{}'), coalesce(max(hit.matched), 0)
          into rank_ids, rank_dates, rank_matched
          from (select a.id, a.publish_date, count(*) over () as matched from articles a
            where a.search_head @@ query and not a.search_title @@ query and (not negated or a.search_vector @@ query)
              and (a.status = 'PUBLISHED' and a.publish_date <= today) is true and (not filtered or a.category_id = category)
              and (not resumed or (a.publish_date, a.id) < (after_date, after_id))
            order by a.publish_date desc, a.id desc limit wanted) as hit;
      else
        select coalesce(array_agg(hit.id order by hit.publish_date desc, hit.id desc), '{}'),
            coalesce(array_agg(hit.publish_date order by hit.publish_date desc, hit.id desc), '{}'), coalesce(max(hit.matched), 0)
          into rank_ids, rank_dates, rank_matched
          from (select a.id, a.publish_date, count(*) over () as matched from articles a
            where a.search_vector @@ query and not a.search_head @@ query
              and (a.status = 'PUBLISHED' and a.publish_date <= today) is true and (not filtered or a.category_id = category)
              and (not resumed or (a.publish_date, a.id) < (after_date, after_id))
            order by a.publish_date desc, a.id desc limit wanted) as hit;
      end if;
      ids := ids || rank_ids;
      ranks := ranks || array_fill(this_rank, array[cardinality(rank_ids)]);
      dates := dates || rank_dates;
      wanted := wanted - cardinality(rank_ids);
      matched := matched + rank_matched;
    end loop;
    if count_bound is null then
      total := null;
    elsif wanted > 0 then
      -- Every rank read to its end: the matches are the page's.
      total := least(cardinality(ids), count_bound + 1);
    elsif matched > count_bound then
      total := count_bound + 1;
    elsif words_only and spotlight_search_posted_count(lexemes, today, category, count_bound) > count_bound then
      total := count_bound + 1;
    else
      total := spotlight_search_count(query, today, category_slug, count_bound);
    end if;
  end
  $function$;
