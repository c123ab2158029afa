-- Description snippets without ts_headline (decision 0010, "Snippets"): the trigger stores, once per write,
-- where each lexeme of the description stands, and a search looks its words up there (ts_headline parsed the
-- description up to three times per result per search, ~1.8 ms of a 20-result page).
--
-- The description's lexemes and their places: `{lexeme: [[start, stop, ways], ...]}`, `start` and `stop` in
-- characters from 0, `ways` the bits of the configurations giving that lexeme for that token (1 spotlight_en,
-- 2 spotlight_es, 4 spanish unaccented afterwards: the three ways of spotlight_search_lexemes). The default
-- parser's tokens cover the text one after another, except the compounds (5 url, 15-17 hyphenated words),
-- whose parts follow them over the same characters: they take no room and are not marked (their parts are).
-- Chinese and Korean as the index segments them (spotlight_search_segment): each Han pair at its own two
-- characters, a Korean word's stem over the whole word with its particle, in every way (they stem alike).
-- PL/pgSQL: a SQL function's body is checked against spotlight_search_segment when it is created, which the files'
-- order (this one first) would not allow.
CREATE OR REPLACE FUNCTION public.spotlight_search_marks(doc text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE PARALLEL RESTRICTED STRICT
AS $function$
  begin
    return (
    with token as (
      select t.tokid, t.token,
        coalesce(sum(char_length(t.token)) filter (where t.tokid not in (5, 15, 16, 17))
          over (order by t.n rows between unbounded preceding and 1 preceding), 0)::integer as start
      from ts_parse('default', doc) with ordinality as t(tokid, token, n)
    ),
    placed as (
      select lexeme.word, token.start, token.start + char_length(token.token) as stop, bit_or(way.bit) as ways
      from token
      cross join lateral (values ('spotlight_en'::regconfig, 1), ('spotlight_es'::regconfig, 2), ('spanish'::regconfig, 4))
        as way(config, bit)
      cross join lateral unnest(tsvector_to_array(to_tsvector(way.config, token.token))) as raw(word)
      cross join lateral (select case when way.bit = 4 then unaccent(raw.word) else raw.word end as word) as lexeme
      -- 12: spaces and punctuation.
      where token.tokid not in (5, 12, 15, 16, 17)
      group by lexeme.word, token.start, token.token
    ),
    segmented as (
      select pair.word, token.start + pair.at - 1 as start, token.start + pair.at + 1 as stop, 7 as ways
      from token
      cross join lateral (select substr(token.token, at, 2) as word, at from generate_series(1, char_length(token.token) - 1) as at) as pair
      where token.tokid not in (5, 12, 15, 16, 17)
        and pair.word ~ '^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002ffff]{2}$'
      union all
      select stem.word, token.start, token.start + char_length(token.token), 7
      from token
      cross join lateral unnest(tsvector_to_array(to_tsvector('spotlight_en', spotlight_search_segment(token.token)))) as stem(word)
      where token.tokid not in (5, 12, 15, 16, 17) and token.token ~ '[\uac00-\ud7a3]'
    ),
    every_place as (
      select word, start, stop, bit_or(ways) as ways
      from (select word, start, stop, ways from placed union all select word, start, stop, ways from segmented) as place
      group by word, start, stop
    )
    select coalesce(jsonb_object_agg(word, spans), '{}')
    from (select word, jsonb_agg(jsonb_build_array(start, stop, ways) order by start) as spans from every_place group by word) as per_word
    );
  end
  $function$;
