-- The words of `doc` that carry accents, as written (lower case): the title's, so a query typed with the same
-- accents finds its exact words there first (`Việt Nam` before `Viet Nam`; spotlight_search_exact). Every other
-- lexeme of the index is unaccented, and so is every query way: these match only the exact form.
CREATE OR REPLACE FUNCTION public.spotlight_search_accented(doc text)
 RETURNS tsvector
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE STRICT
AS $function$
  declare
    words constant tsvector := to_tsvector('simple', doc);
  begin
    return ts_delete(words, array(select lexeme from unnest(tsvector_to_array(words)) as lexeme where lexeme = unaccent(lexeme)));
  end
  $function$;
