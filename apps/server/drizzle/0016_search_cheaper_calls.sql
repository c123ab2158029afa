-- Issue 18: two calls of every search, cheaper (decision 0010, section "2026-11-27 (night)").
--
-- The query's words, as 0014's, in PL/pgSQL: a SQL function that cannot be inlined (its body reads from a
-- set-returning function) has its body planned again at every call, ~45 µs of the ~60 it cost; the page calls it
-- once and the search statement once more. Kept as PL/pgSQL, the plan of its one query is made once a connection.
create or replace function spotlight_search_words(query tsquery) returns text[]
  language plpgsql immutable strict parallel safe
  as $$
  begin
    return coalesce((
      select array_agg(distinct replace(operand[1], '''''', ''''))
      from regexp_matches(query::text, '''((?:[^'']|'''')*)''', 'g') as operand
    ), '{}');
  end
  $$;--> statement-breakpoint
-- 0015's count of the postings, up to `bound` + 1. With several words, one of them reaching the bound alone
-- decides it, from its own postings (at most `bound` + 1 rows read through the walk index); only when none does
-- are the articles of all of them told apart, from at most `bound` rows a word. 0015 told apart every article of
-- every word first: 830 rows for `piwalet | piwallet`, ~0.2 ms.
create or replace function spotlight_search_posted_count(lexemes text[], today date, category integer, bound integer)
  returns integer
  language plpgsql stable parallel safe
  set plan_cache_mode = force_generic_plan
  as $$
  declare
    word text;
    counted integer;
  begin
    foreach word in array lexemes loop
      select count(*)::integer into counted from (
        select 1 from search_postings p
        where p.lexeme = word and p.publish_date <= today and (category is null or p.category_id = category)
        limit bound + 1
      ) as matched;
      if counted > bound or cardinality(lexemes) = 1 then
        return counted;
      end if;
    end loop;
    select count(*)::integer into counted from (
      select distinct p.article_id from search_postings p
      where p.lexeme = any(lexemes) and p.publish_date <= today and (category is null or p.category_id = category)
      limit bound + 1
    ) as matched;
    return counted;
  end
  $$;
