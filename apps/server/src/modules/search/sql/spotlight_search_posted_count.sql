-- The postings' count, up to `bound` + 1. With several words, one of them reaching the bound alone decides it,
-- from its own postings (at most `bound` + 1 rows read through the walk index); only when none does are the
-- articles of all of them told apart, from at most `bound` rows a word (telling apart every article of every
-- word first read 830 rows for `piwalet | piwallet`, ~0.2 ms).
CREATE OR REPLACE FUNCTION public.spotlight_search_posted_count(lexemes text[], today date, category integer, bound integer)
 RETURNS integer
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
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
  $function$;
