-- Every word three ways: English stem and Spanish stem of the unaccented word, and the Spanish stem of the
-- word as written, unaccented afterwards (the Spanish stemmer only knows suffixes such as "-ación" with their
-- accent). The last one goes through the text form, which a rare letter that unaccent turns into a quote could
-- break: then the first two are enough. A fourth way is the article's own language: its stemmer where the
-- database has one (Indonesian, Hindi), the unaccented word itself otherwise (Vietnamese, Korean, Chinese: a
-- syllable the English and Spanish ways would drop as a stop word, `mẹ`, still counts). Han runs and Korean
-- particles are segmented first (spotlight_search_segment), for every language: a name in another script is
-- found whatever the article's language.
CREATE OR REPLACE FUNCTION public.spotlight_search_lexemes(doc text, language text)
 RETURNS tsvector
 LANGUAGE plpgsql
 STABLE PARALLEL RESTRICTED STRICT
AS $function$
  declare
    segmented constant text := spotlight_search_segment(doc);
    own constant tsvector := case
      when language in ('en', 'es') then ''::tsvector
      when language = 'id' then to_tsvector('spotlight_id', segmented)
      when language = 'hi' then to_tsvector('spotlight_hi', segmented)
      else to_tsvector('spotlight_simple', segmented) end;
  begin
    return to_tsvector('spotlight_en', segmented) || to_tsvector('spotlight_es', segmented)
      || unaccent(to_tsvector('spanish', segmented)::text)::tsvector || own;
  exception when others then
    return to_tsvector('spotlight_en', segmented) || to_tsvector('spotlight_es', segmented) || own;
  end
  $function$;
