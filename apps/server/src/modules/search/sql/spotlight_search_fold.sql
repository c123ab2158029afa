-- Names compared letter by letter (trigrams) for typos and prefixes: lower case, no accents.
CREATE OR REPLACE FUNCTION public.spotlight_search_fold(value text)
 RETURNS text
 LANGUAGE sql
 STABLE PARALLEL SAFE STRICT
AS $function$ select lower(unaccent(value)) $function$;
