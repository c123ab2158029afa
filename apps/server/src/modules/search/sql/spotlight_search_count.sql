-- How many public articles match, counted up to `bound` + 1: past the bound the page says "more than", and a
-- common word or phrase costs bound + 1 matches checked, not all of them. PL/pgSQL: its plan is kept.
CREATE OR REPLACE FUNCTION public.spotlight_search_count(query tsquery, today date, category_slug text, bound integer)
 RETURNS integer
 LANGUAGE plpgsql
 STABLE PARALLEL RESTRICTED
AS $function$
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
  $function$;
