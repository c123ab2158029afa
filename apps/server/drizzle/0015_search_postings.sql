CREATE TABLE "search_postings" (
	"article_id" integer NOT NULL,
	"lexeme" text NOT NULL,
	"rank" smallint NOT NULL,
	"publish_date" date NOT NULL,
	"category_id" integer,
	CONSTRAINT "search_postings_article_id_lexeme_pk" PRIMARY KEY("article_id","lexeme")
);
--> statement-breakpoint
ALTER TABLE "search_postings" ADD CONSTRAINT "search_postings_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_postings_walk_idx" ON "search_postings" USING btree ("lexeme","rank","publish_date" DESC NULLS LAST,"article_id" DESC NULLS LAST,"category_id");--> statement-breakpoint
-- Postings (issue 18, docs/decisions/0010-search.md, Decision, "Ranking"). A common word's first page read every article
-- holding it through the GIN index and sorted them all by date for 21 rows (402 for `wallet`, 830 for the corrected
-- `Piwalet`: 0.4-0.9 ms a search). Each PUBLISHED article's title-and-app lexemes (rank 2) and its other head
-- lexemes (rank 1) are now also rows in date order per lexeme, and a query made of words alone walks them newest
-- first, ~20 index entries a word. Written in the same statement as the article, by the trigger below.
create or replace function spotlight_article_search_postings() returns trigger
  language plpgsql
  as $$
  begin
    if tg_op = 'UPDATE' then
      delete from search_postings where article_id = old.id;
    end if;
    if new.status = 'PUBLISHED' then
      insert into search_postings (article_id, lexeme, rank, publish_date, category_id)
        select new.id, head.lexeme, case when head.lexeme = any(title.lexemes) then 2 else 1 end,
          new.publish_date, new.category_id
        from unnest(tsvector_to_array(new.search_head)) as head(lexeme),
          (select tsvector_to_array(new.search_title) as lexemes) as title;
    end if;
    return null;
  end
  $$;--> statement-breakpoint
create trigger articles_search_postings_insert
  after insert on articles
  for each row when (new.status = 'PUBLISHED')
  execute function spotlight_article_search_postings();--> statement-breakpoint
-- Every change that moves an article in or out of the postings or within them; nothing else (views, renewals).
create trigger articles_search_postings_update
  after update on articles
  for each row when (old.search_head is distinct from new.search_head or old.search_title is distinct from new.search_title
    or old.status is distinct from new.status or old.publish_date is distinct from new.publish_date
    or old.category_id is distinct from new.category_id)
  execute function spotlight_article_search_postings();--> statement-breakpoint
insert into search_postings (article_id, lexeme, rank, publish_date, category_id)
  select a.id, head.lexeme, case when head.lexeme = any(tsvector_to_array(a.search_title)) then 2 else 1 end,
    a.publish_date, a.category_id
  from articles a, unnest(tsvector_to_array(a.search_head)) as head(lexeme)
  where a.status = 'PUBLISHED' and a.search_head is not null;--> statement-breakpoint
-- Whether the postings can answer `query` for ranks 2 and 1: words alone, OR-ed (`wallet`, its English and Spanish
-- forms, a corrected typo's spellings), no phrase, AND, exclusion or lexeme the text form escapes.
create or replace function spotlight_search_words_only(query tsquery) returns boolean
  language sql immutable strict parallel safe
  as $$
    select query::text ~ '^''[^''\\]+''( \| ''[^''\\]+'')*$'
  $$;--> statement-breakpoint
-- Up to `wanted` public articles of one rank holding any of `lexemes`, newest first, after the cursor's row when
-- `after_date` is given: each word's postings walked newest first (at most `wanted` each), merged. Rank 1 leaves
-- out what another of the words puts in rank 2 (a word in the title, another in the description). PL/pgSQL, as
-- the count below: their plans are kept (a SQL function's are made again at every call).
create or replace function spotlight_search_posted(
  lexemes text[], posted_rank integer, today date, category integer, after_date date, after_id integer, wanted integer,
  out ids integer[], out dates date[]
)
  language plpgsql stable parallel safe
  -- Their generic plans are the walk itself; custom ones were made again at every call (~0.3 ms each).
  set plan_cache_mode = force_generic_plan
  as $$
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
  $$;--> statement-breakpoint
-- How many public articles hold one of `lexemes` in title, app, description, company or category, up to `bound` + 1.
create or replace function spotlight_search_posted_count(lexemes text[], today date, category integer, bound integer)
  returns integer
  language plpgsql stable parallel safe
  set plan_cache_mode = force_generic_plan
  as $$
  declare
    counted integer;
  begin
    if cardinality(lexemes) = 1 then
      -- One word: one row an article, nothing to tell apart.
      select count(*)::integer into counted from (
        select 1 from search_postings p
        where p.lexeme = lexemes[1] and p.publish_date <= today and (category is null or p.category_id = category)
        limit bound + 1
      ) as matched;
    else
      select count(*)::integer into counted from (
        select distinct p.article_id from search_postings p
        where p.lexeme = any(lexemes) and p.publish_date <= today and (category is null or p.category_id = category)
        limit bound + 1
      ) as matched;
    end if;
    return counted;
  end
  $$;--> statement-breakpoint
-- 0013's page, ranks 2 and 1 read from the postings when the query is words alone; a phrase, AND or exclusion, and
-- the body (rank 0), through the GIN indexes as before. The count: every rank read to its end (the page is not
-- full), the page itself; else the postings' count when they reach the bound; else 0013's count.
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
    if words_only then
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
      if words_only and this_rank > 0 then
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
