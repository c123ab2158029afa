-- The accented words of a query of words alone (no quotes, exclusion or `or`), as typed, AND-ed: a title holding
-- them (spotlight_search_accented) ranks above the titles that match only without the accents (`ứng dụng`: the
-- title written `ứng dụng` before `ưng dũng` or `ung dung`). Null when the query has no accented word or other
-- syntax: then there is no such rank.
CREATE OR REPLACE FUNCTION public.spotlight_search_exact(q text)
 RETURNS tsquery
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE STRICT
AS $function$
  declare
    accented text[];
  begin
    -- Most queries are plain ASCII: no accent to look for.
    if q !~ '[^\x01-\x7f]' then
      return null;
    end if;
    accented := tsvector_to_array(spotlight_search_accented(q));
    if cardinality(accented) = 0 or q ~ '"' or q ~ '(^|\s)-' or q ~* '(^|\s)or(\s|$)' then
      return null;
    end if;
    return plainto_tsquery('simple', array_to_string(accented, ' '));
  end
  $function$;
