-- A search answered through typo forgiveness says what it searched instead (decision 0010, "Typos"): the page
-- shows 'Showing results for "PiWallet"' above the results of `Piwalet`.
--
-- 0009's typo fallback, also giving each corrected word's closest spelling (`{"piwalet": "piwallet"}`): the first of
-- the spellings it already looks up, closest first. Same lookups, same query: ranking and cost unchanged.
create or replace function spotlight_search_typo_correction(q text, out query tsquery, out corrections jsonb)
  language plpgsql stable strict parallel restricted
  set pg_trgm.similarity_threshold = 0.3
  as $$
  declare
    typed text;
    spelling text;
    alternatives tsquery;
  begin
    corrections := '{}';
    for typed in
      select lexeme from unnest(tsvector_to_array(to_tsvector('simple',
        spotlight_search_fold(regexp_replace(q, '(^|\s)-("[^"]*"?|\S*)', ' ', 'g'))))) as lexeme
    loop
      alternatives := spotlight_search_query(typed);
      continue when numnode(alternatives) = 0;
      if char_length(typed) >= 4 and not exists (select 1 from search_words where word = typed) then
        for spelling in
          select word from search_words where word % typed order by similarity(word, typed) desc, word limit 3
        loop
          alternatives := alternatives || spotlight_search_query(spelling);
          if not corrections ? typed then
            corrections := corrections || jsonb_build_object(typed, spelling);
          end if;
        end loop;
      end if;
      query := case when query is null then alternatives else query && alternatives end;
    end loop;
    if corrections = '{}' then
      query := null;
      corrections := null;
    end if;
  end
  $$;--> statement-breakpoint
-- 0013's search, its fallback through the function above, and `corrections` when the page is the fallback's
-- (null for the words as typed). A new out column: the function is made again.
drop function if exists spotlight_search(text, date, text, integer, date, integer, integer, integer, boolean);--> statement-breakpoint
create function spotlight_search(
  q text, today date, category_slug text, after_rank integer, after_date date, after_id integer,
  wanted integer, count_bound integer, may_correct boolean,
  out ids integer[], out ranks integer[], out dates date[], out total integer, out used tsquery,
  out corrections jsonb
)
  language plpgsql stable parallel restricted
  as $$
  declare
    exact constant tsquery := spotlight_search_query(q);
    corrected record;
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
    select * into corrected from spotlight_search_typo_correction(q);
    if corrected.query is null then
      return;
    end if;
    used := corrected.query;
    corrections := corrected.corrections;
    select p.ids, p.ranks, p.dates, p.total into ids, ranks, dates, total
      from spotlight_search_page(corrected.query, today, category_slug, after_rank, after_date, after_id, wanted, count_bound) as p;
  end
  $$;--> statement-breakpoint
-- The fallback's query alone is no longer called.
drop function if exists spotlight_search_typo_query(text);
