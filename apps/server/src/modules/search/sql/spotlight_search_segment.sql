-- Text as the search indexes it and reads a query (decision 0010, "Languages"). Chinese is written without spaces
-- between words, which the parser cannot find: each run of Han characters becomes its overlapping pairs
-- (钱包应用 -> 钱包 包应 应用), so any two-character word inside it is a lexeme and a longer word the phrase of its
-- pairs; a single character stays as it is. A Korean word loses the particles written onto it (앱을 -> 앱, the
-- longest first, only when a syllable or a letter stays before it), in the articles and the queries alike, so
-- `앱` and `앱을` meet. Until none is left (three at most: 학교에서는 -> 학교에서 -> 학교): a word that only ends like
-- one loses that too (파이 -> 파), and so must the same word with a particle (파이를 -> 파이 -> 파), or the two
-- would not meet. Other text comes back as it is, after one test of its letters.
CREATE OR REPLACE FUNCTION public.spotlight_search_segment(doc text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
  declare
    stripped text;
    han constant text := '\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002ffff';
  begin
    if doc !~ ('[' || han || '\uac00-\ud7a3]') then
      return doc;
    end if;
    for pass in 1..3 loop
      stripped := regexp_replace(doc,
        '([\uac00-\ud7a3A-Za-z0-9])(에서|에게|께서|한테|부터|까지|으로|처럼|보다|은|는|이|가|을|를|의|에|로|와|과|도|만)(?![\uac00-\ud7a3])',
        '\1', 'g');
      exit when stripped = doc;
      doc := stripped;
    end loop;
    if doc !~ ('[' || han || ']') then
      return doc;
    end if;
    select string_agg(
        case when run.part ~ ('^[' || han || ']') and char_length(run.part) > 1 then
          ' ' || (select string_agg(substr(run.part, i, 2), ' ' order by i)
            from generate_series(1, char_length(run.part) - 1) as i) || ' '
        else run.part end, '' order by run.n)
      into doc
      from regexp_matches(doc, '[' || han || ']+|[^' || han || ']+', 'g') with ordinality as piece(match, n),
        lateral (select piece.match[1] as part, piece.n) as run;
    return doc;
  end
  $function$;
