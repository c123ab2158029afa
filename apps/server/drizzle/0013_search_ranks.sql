ALTER TABLE "articles" ADD COLUMN "search_title" "tsvector";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_text" text;--> statement-breakpoint
CREATE INDEX "articles_search_head_idx" ON "articles" USING gin ("search_head") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "articles_search_title_idx" ON "articles" USING gin ("search_title") WITH (fastupdate=false);--> statement-breakpoint
-- Search by rank (issue 18, docs/decisions/0010-search.md "Ranks read in order"). The trigger of 0009, now also
-- keeping the title-and-app part alone (the first rank) and the content's plain text (the snippets' source).
create or replace function spotlight_article_search_fields() returns trigger
  language plpgsql
  as $$
  declare
    category_name text;
    body_text text := spotlight_html_text(new.content);
  begin
    select name into category_name from categories where id = new.category_id;
    new.search_title := setweight(spotlight_search_lexemes(concat_ws(' ', new.title, new.app)), 'A');
    new.search_head := new.search_title
      || setweight(spotlight_search_lexemes(concat_ws(' ', new.description, new.company, category_name)), 'B');
    new.search_vector := new.search_head || setweight(spotlight_search_lexemes(left(body_text, 60000)), 'C');
    new.search_text := left(body_text, 20000);
    new.search_names := spotlight_search_fold(concat_ws(' ', new.app, new.company, new.title));
    if tg_op = 'INSERT' or new.search_names is distinct from old.search_names then
      insert into search_words (word)
        select lexeme from unnest(tsvector_to_array(to_tsvector('simple', new.search_names))) as lexeme
        where char_length(lexeme) >= 4 and lexeme !~ '^[0-9]+$'
        on conflict do nothing;
    end if;
    return new;
  end
  $$;--> statement-breakpoint
-- One page of the public articles matching `query`, best rank first, each rank newest first: rank 2, the title
-- or app; 1, the description, company or category name; 0, the body alone. Each rank is read through its own
-- index and only until the page is full (`wanted` rows), so a common word costs its first page, not its
-- thousands of matches. `after_*`: the last row of the page before (rank, publish date, id). One row: the
-- page's ids, ranks and dates in order, and, when `count_bound` is given (the first page), the count of matches
-- up to `count_bound` + 1.
-- A query without negation that matches a part matches the whole (the parts are the whole's first lexemes,
-- positions kept): only a negated one (`-word`) is checked against the whole vector, from TOAST.
-- `(public) is true`, here and in the count: a filter on the matches, which nearly all pass, never an index scan
-- of every public article AND-ed with the matches (what the kept generic plan chose: 0.9 ms for 5 hits).
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
    paged boolean := after_rank is not null;
    resumed boolean;
    rank_ids integer[];
    rank_dates date[];
    -- How many public articles match in the ranks read: each rank's candidates are all sorted for its page
    -- anyway, so counting them is free, and past the bound the count query is not needed at all.
    rank_matched integer;
    matched integer := 0;
  begin
    ids := '{}';
    ranks := '{}';
    dates := '{}';
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
      -- One query per rank, not one with the rank as a parameter: each is planned for its own index.
      if this_rank = 2 then
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
    elsif wanted > 0 or matched > count_bound then
      -- Every rank read to its end (the page is not full: the matches are these), or already past the bound.
      total := least(matched, count_bound + 1);
    else
      total := spotlight_search_count(query, today, category_slug, count_bound);
    end if;
  end
  $$;--> statement-breakpoint
-- A visitor's search, in one statement: the words as typed; only when they find nothing at all (on a later page,
-- not even on the pages before: a page of exact matches that ran out must not turn into corrected ones) and
-- `may_correct` (a word long enough), the corrected query of 0009 (`Piwalet` finds `PiWallet`). `used`: the query
-- the page was found with, for its snippets.
create or replace function spotlight_search(
  q text, today date, category_slug text, after_rank integer, after_date date, after_id integer,
  wanted integer, count_bound integer, may_correct boolean,
  out ids integer[], out ranks integer[], out dates date[], out total integer, out used tsquery
)
  language plpgsql stable parallel restricted
  as $$
  declare
    exact constant tsquery := spotlight_search_query(q);
    corrected tsquery;
  begin
    used := exact;
    select p.ids, p.ranks, p.dates, p.total into ids, ranks, dates, total
      from spotlight_search_page(exact, today, category_slug, after_rank, after_date, after_id, wanted, count_bound) as p;
    if cardinality(ids) > 0 or not may_correct then
      return;
    end if;
    if after_rank is not null and spotlight_search_count(exact, today, category_slug, 0) > 0 then
      return;
    end if;
    corrected := spotlight_search_typo_query(q);
    if corrected is null then
      return;
    end if;
    used := corrected;
    select p.ids, p.ranks, p.dates, p.total into ids, ranks, dates, total
      from spotlight_search_page(corrected, today, category_slug, after_rank, after_date, after_id, wanted, count_bound) as p;
  end
  $$;--> statement-breakpoint
-- Snippets (0009's, cheaper). The search statement takes the first that marks a word of the query: the description's
-- (a few words to parse); the body's, only when the body's lexemes (weight C) meet the query's words; else the
-- description as it is (a title, app, company or category match, a corrected typo): no text that cannot mark
-- anything is parsed. 0009's snippet parsed description and body whole, up to three times.
drop function if exists spotlight_search_snippet(text, tsquery, boolean);--> statement-breakpoint
-- The first of the three ways' headlines of `doc` that marks a word (between the control characters 1 and 2,
-- removed from the text first), or null.
create or replace function spotlight_search_headline(doc text, query tsquery) returns text
  language plpgsql stable strict parallel restricted
  as $$
  declare
    options constant text := 'StartSel=' || chr(1) || ', StopSel=' || chr(2)
      || ', MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "';
    configs constant regconfig[] := array['spotlight_en', 'spotlight_es', 'spanish']::regconfig[];
    config regconfig;
    marked text;
  begin
    doc := translate(doc, chr(1) || chr(2), '');
    foreach config in array configs loop
      marked := ts_headline(config, doc, query, options);
      if strpos(marked, chr(1)) > 0 then
        return marked;
      end if;
    end loop;
    return null;
  end
  $$;--> statement-breakpoint
-- The body's headline, from a window of ~300 characters around the first place where one of the query's stems
-- starts a word (lower case; without accents only when no stem is found with them, which costs more), so the
-- parse is of the window, not of the whole text; the whole text only when no stem is found either way or the
-- window marks nothing (a stem that is not its word's prefix).
create or replace function spotlight_search_body_snippet(body text, query tsquery) returns text
  language plpgsql stable strict parallel restricted
  as $$
  declare
    stems constant text[] := array(
      select ' ' || replace(operand[1], '''''', '''') from regexp_matches(query::text, '''((?:[^'']|'''')*)''', 'g') as operand
    );
    folded text := ' ' || lower(body);
    stem text;
    at integer;
    first_at integer;
    window_start integer;
    window_text text;
  begin
    for pass in 1..2 loop
      foreach stem in array stems loop
        at := strpos(folded, stem);
        if at > 0 and (first_at is null or at < first_at) then
          first_at := at;
        end if;
      end loop;
      exit when first_at is not null;
      -- unaccent may lengthen a rare letter (ligatures): a shift of a few characters, well inside the window.
      folded := ' ' || unaccent(lower(body));
    end loop;
    if first_at is not null then
      window_start := greatest(1, first_at - 100);
      window_text := substr(body, window_start, 300);
      -- Whole words only: a cut word at either end is dropped.
      if window_start > 1 then
        window_text := regexp_replace(window_text, '^\S*\s+', '');
      end if;
      if window_start + 300 <= char_length(body) then
        window_text := regexp_replace(window_text, '\s+\S*$', '');
      end if;
      return coalesce(spotlight_search_headline(window_text, query), spotlight_search_headline(body, query));
    end if;
    return spotlight_search_headline(body, query);
  end
  $$;--> statement-breakpoint
-- How many public articles match, counted up to `bound` + 1: past the bound the page says "more than", and a
-- common word or phrase costs bound + 1 matches checked, not all of them. PL/pgSQL: its plan is kept.
create or replace function spotlight_search_count(query tsquery, today date, category_slug text, bound integer)
  returns integer
  language plpgsql stable parallel restricted
  as $$
  declare
    counted integer;
  begin
    select count(*)::integer into counted from (
      select 1 from articles a
      where a.search_vector @@ query and (a.status = 'PUBLISHED' and a.publish_date <= today) is true
        and (category_slug is null or a.category_id = (select c.id from categories c where c.slug = category_slug))
      limit bound + 1
    ) as matched;
    return counted;
  end
  $$;--> statement-breakpoint
-- Articles written before this migration.
update articles set title = title;
