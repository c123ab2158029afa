-- Issue 18: a phrase's title rank without reading every title that holds its words (decision 0010, section
-- "A phrase's titles walked (drizzle/0017)").
--
-- `"travel guide"` read all 433 public articles whose title holds both words through the title's GIN index, each
-- article's row fetched to check the words' places, to sort them for the first 21 and count them for the bound:
-- ~0.4-0.6 ms, most of what the phrase costs the database. Every article matching a phrase or an AND of words in its
-- title has each of those words in its title postings (0015, rank 2), newest first; walking one word's postings and
-- checking each article's title stops at the page's rows and, on a first page, at the count's bound + 1: 101 rows
-- for that phrase.
--
-- Up to `wanted` public articles whose title matches `query` (each of `lexemes` must be in every match), newest
-- first, after the cursor's row when `after_date` is given, and `matched`: `need` (>= wanted), the matches the walk
-- found. Null `ids` when it did not walk or gave up, and the caller reads the index: when a word is in `examine`
-- titles or fewer (the index's candidates are then at most that many, cheaper to read in one pass than to walk, a
-- row being fetched by its key), or when `examine` titles of the walked word held fewer than `need` matches (a
-- phrase of two common words that seldom meet).
create or replace function spotlight_search_title_walk(
  query tsquery, lexemes text[], today date, category integer, after_date date, after_id integer,
  wanted integer, need integer,
  out ids integer[], out dates date[], out matched integer
)
  language plpgsql stable parallel safe
  -- Their generic plans are the walk itself (as 0015's).
  set plan_cache_mode = force_generic_plan
  as $$
  declare
    examine constant integer := 2 * need;
    word text;
  begin
    if cardinality(lexemes) = 0 then
      return;
    end if;
    foreach word in array lexemes loop
      perform 1 from search_postings p
        where p.lexeme = word and p.rank = 2 and p.publish_date <= today and (category is null or p.category_id = category)
          and (after_date is null or (p.publish_date, p.article_id) < (after_date, after_id))
        offset examine limit 1;
      if not found then
        return;
      end if;
    end loop;
    select coalesce((array_agg(hit.article_id order by hit.publish_date desc, hit.article_id desc))[1:wanted], '{}'),
        coalesce((array_agg(hit.publish_date order by hit.publish_date desc, hit.article_id desc))[1:wanted], '{}'),
        count(*)::integer
      into ids, dates, matched
      from (
        select walked.article_id, walked.publish_date
        from (
          select p.article_id, p.publish_date, a.search_title
          from search_postings p
          join articles a on a.id = p.article_id
          where p.lexeme = lexemes[1] and p.rank = 2 and p.publish_date <= today
            and (category is null or p.category_id = category)
            and (after_date is null or (p.publish_date, p.article_id) < (after_date, after_id))
          order by p.publish_date desc nulls last, p.article_id desc nulls last
          limit examine
        ) as walked
        where walked.search_title @@ query
        limit need
      ) as hit;
    if matched < need then
      ids := null;
      dates := null;
      matched := null;
    end if;
  end
  $$;--> statement-breakpoint
-- 0015's page, the title rank of a phrase or AND of words (no OR, no exclusion) walked as above when each of its
-- words is in more titles than the walk may read; else, and when the walk gives up, read through GIN as before.
create or replace function spotlight_search_page(
  query tsquery, today date, category_slug text, after_rank integer, after_date date, after_id integer,
  wanted integer, count_bound integer,
  out ids integer[], out ranks integer[], out dates date[], out total integer
)
  language plpgsql stable parallel restricted
  as $$
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
    for this_rank in reverse 2..0 loop
      continue when paged and this_rank > after_rank;
      exit when wanted <= 0;
      resumed := paged and this_rank = after_rank;
      rank_matched := 0;
      rank_ids := null;
      if conjunction and this_rank = 2 then
        select w.ids, w.dates, w.matched into rank_ids, rank_dates, rank_matched
          from spotlight_search_title_walk(query, lexemes, today, category,
            case when resumed then after_date end, case when resumed then after_id end, wanted,
            case when count_bound is null then wanted else greatest(wanted, count_bound + 1) end) as w;
      end if;
      if rank_ids is not null then
        -- Walked: the page's rows of this rank and, on a first page, enough matches to pass the count's bound.
        null;
      elsif words_only and this_rank > 0 then
        select p.ids, p.dates into rank_ids, rank_dates
          from spotlight_search_posted(lexemes, this_rank, today, category,
            case when resumed then after_date end, case when resumed then after_id end, wanted) as p;
      -- One query per rank, not one with the rank as a parameter: each is planned for its own index.
      elsif this_rank = 2 then
        select coalesce(array_agg(hit.id order by hit.publish_date desc, hit.id desc), '{}'),
            coalesce(array_agg(hit.publish_date order by hit.publish_date desc, hit.id desc), '{}'), coalesce(max(hit.matched), 0)
          into rank_ids, rank_dates, rank_matched
          from (select a.id, a.publish_date, count(*) over () as matched from articles a
            where a.search_title @@ query and (not negated or a.search_vector @@ query)
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
  $$;
