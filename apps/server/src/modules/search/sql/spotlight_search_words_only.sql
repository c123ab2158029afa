-- Whether the postings can answer `query` for ranks 2 and 1: words alone, OR-ed (`wallet`, its English and Spanish
-- forms, a corrected typo's spellings), no phrase, AND, exclusion or lexeme the text form escapes.
CREATE OR REPLACE FUNCTION public.spotlight_search_words_only(query tsquery)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
    select query::text ~ '^''[^''\\]+''( \| ''[^''\\]+'')*$'
  $function$;
