-- A phrase's title rank without reading every title that holds its words (decision 0010, "A phrase's titles
-- walked"). Reading them all through the title's GIN index, each row fetched to check the words' places, cost
-- ~0.4-0.6 ms for `"travel guide"` (433 titles); every article matching a phrase or an AND of words in its title
-- has each of those words in its title postings (rank 2), newest first, so walking one word's postings and
-- checking each article's title stops at the page's rows and, on a first page, at the count's bound + 1.
--
-- Up to `wanted` public articles whose title matches `query` (each of `lexemes` must be in every match), newest
-- first, after the cursor's row when `after_date` is given, and `matched`: `need` (>= wanted), the matches the walk
-- found. Null `ids` when it did not walk or gave up, and the caller reads the index: when a word is in `examine`
-- titles or fewer (the index's candidates are then at most that many, cheaper to read in one pass than to walk, a
-- row being fetched by its key), or when `examine` titles of the walked word held fewer than `need` matches (a
-- phrase of two common words that seldom meet).
CREATE OR REPLACE FUNCTION public.spotlight_search_title_walk(query tsquery, lexemes text[], today date, category integer, after_date date, after_id integer, wanted integer, need integer, OUT ids integer[], OUT dates date[], OUT matched integer)
 RETURNS record
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
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
  $function$;
