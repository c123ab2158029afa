-- One page of a search: the words as typed (spotlight_search_page), OR-ed with the query's other spellings the
-- server sends (`spellings`: a Chinese query in the other script and Traditional's regional variants, 应用 and
-- 應用), and, only when they find nothing and the caller allows it, the typo fallback
-- (spotlight_search_typo_correction), with `corrections` set when the page is the fallback's (null for the words
-- as typed) and `used` the query the page was read with. The words as typed also give the accented title rank
-- (spotlight_search_exact); a corrected query has none. The spellings are matched as the words as typed are,
-- newest first: a rank for the script as typed would read the titles through their GIN index instead of the
-- postings (a Chinese search's execution 0.7 -> 1.6 ms on the bench's 10,000 articles).
CREATE OR REPLACE FUNCTION public.spotlight_search_spelled(q text, spellings text[], today date, category_slug text, after_rank integer, after_date date, after_id integer, wanted integer, count_bound integer, may_correct boolean, OUT ids integer[], OUT ranks integer[], OUT dates date[], OUT total integer, OUT used tsquery, OUT corrections jsonb)
 RETURNS record
 LANGUAGE plpgsql
 STABLE PARALLEL RESTRICTED
AS $function$
  declare
    exact tsquery := spotlight_search_query(q);
    accented constant tsquery := spotlight_search_exact(q);
    spelling text;
    corrected record;
  begin
    foreach spelling in array coalesce(spellings, '{}') loop
      exact := exact || spotlight_search_query(spelling);
    end loop;
    used := exact;
    select p.ids, p.ranks, p.dates, p.total into ids, ranks, dates, total
      from spotlight_search_page(exact, accented, today, category_slug, after_rank, after_date, after_id, wanted, count_bound) as p;
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
      from spotlight_search_page(corrected.query, null, today, category_slug, after_rank, after_date, after_id, wanted, count_bound) as p;
  end
  $function$;
