-- A visitor's query in web-search syntax ("phrase", -word, or) the ways of spotlight_search_lexemes, each way only
-- once: a word the three stem alike ("wallet") does not make a three-times-repeated query that every match, phrase
-- check and rank evaluates thrice. Han runs and Korean particles are segmented as the articles are. The Indonesian
-- and Hindi ways only when their stemmer changed a word (an English word they leave alone adds nothing the other
-- ways miss, and an extra way makes a phrase an OR that its title walk cannot take), the Hindi one only for a query
-- in Devanagari; the plain unaccented way only
-- for a query with a letter outside ASCII or that the other ways leave empty (a stop word in both: `mẹ`, `no`). A
-- lone Han character (no pair to look up) is a prefix: the pairs it starts (`钱` finds 钱包).
CREATE OR REPLACE FUNCTION public.spotlight_search_query(q text)
 RETURNS tsquery
 LANGUAGE plpgsql
 STABLE PARALLEL RESTRICTED STRICT
AS $function$
  declare
    segmented constant text := spotlight_search_segment(q);
    english constant tsquery := websearch_to_tsquery('spotlight_en', segmented);
    spanish constant tsquery := websearch_to_tsquery('spotlight_es', segmented);
    plain constant tsquery := websearch_to_tsquery('spotlight_simple', segmented);
    result tsquery := english;
    seen text[] := array[english::text];
    way tsquery;
    lone_han constant text := '''[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002ffff]''';
  begin
    if not spanish::text = any(seen) then
      result := result || spanish;
      seen := seen || spanish::text;
    end if;
    begin
      way := unaccent(websearch_to_tsquery('spanish', segmented)::text)::tsquery;
    exception when others then
      -- A rare letter that unaccent turns into a quote can break the text form: the other ways are enough.
      way := english;
    end;
    if not way::text = any(seen) then
      result := result || way;
      seen := seen || way::text;
    end if;
    foreach way in array array[websearch_to_tsquery('spotlight_id', segmented)]
      || case when q ~ '[\u0900-\u097f]' then array[websearch_to_tsquery('spotlight_hi', segmented)] else '{}' end loop
      if way::text <> plain::text and not way::text = any(seen) then
        result := result || way;
        seen := seen || way::text;
      end if;
    end loop;
    if (q ~ '[^\x01-\x7f]' or numnode(result) = 0) and not plain::text = any(seen) then
      result := result || plain;
    end if;
    if result::text ~ lone_han then
      result := regexp_replace(result::text, lone_han, '\&:*', 'g')::tsquery;
    end if;
    return result;
  end
  $function$;
