ALTER TABLE "articles" ADD COLUMN "search_marks" jsonb;--> statement-breakpoint
-- Description snippets without ts_headline (issue 18, docs/decisions/0010-search.md "Snippets"). A title or
-- description match's snippet is its description with the query's words marked: ts_headline parsed it up to
-- three times per result per search (~90 µs each, 1.8 ms of a 20-result page). Now the trigger stores, once
-- per write, where each lexeme of the description stands, and a search looks its words up there.
--
-- The description's lexemes and their places: `{lexeme: [[start, stop, ways], ...]}`, `start` and `stop` in
-- characters from 0, `ways` the bits of the configurations giving that lexeme for that token (1 spotlight_en,
-- 2 spotlight_es, 4 spanish unaccented afterwards: the three ways of spotlight_search_lexemes). The default
-- parser's tokens cover the text one after another, except the compounds (5 url, 15-17 hyphenated words),
-- whose parts follow them over the same characters: they take no room and are not marked (their parts are).
create or replace function spotlight_search_marks(doc text) returns jsonb
  language sql stable strict parallel restricted
  as $$
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
    )
    select coalesce(jsonb_object_agg(word, spans), '{}')
    from (select word, jsonb_agg(jsonb_build_array(start, stop, ways) order by start) as spans from placed group by word) as per_word
  $$;--> statement-breakpoint
-- A query's words (its operands' lexemes, excluded ones too, each once): what a snippet marks.
create or replace function spotlight_search_words(query tsquery) returns text[]
  language sql immutable strict parallel safe
  as $$
    select coalesce(array_agg(distinct replace(operand[1], '''''', '''')), '{}')
    from regexp_matches(query::text, '''((?:[^'']|'''')*)''', 'g') as operand
  $$;--> statement-breakpoint
-- The trigger of 0013, now also keeping the description's marks (when the description changes).
create or replace function spotlight_article_search_fields() returns trigger
  language plpgsql
  as $$
  declare
    category_name text;
    body_text text := spotlight_html_text(new.content);
  begin
    select name into category_name from categories where id = new.category_id;
    new.search_title := setweight(spotlight_search_lexemes(concat_ws(' ', new.title, new.app)), 'A');
    new.search_head := new.search_title
      || setweight(spotlight_search_lexemes(concat_ws(' ', new.description, new.company, category_name)), 'B');
    new.search_vector := new.search_head || setweight(spotlight_search_lexemes(left(body_text, 60000)), 'C');
    new.search_text := left(body_text, 20000);
    if tg_op = 'INSERT' or new.description is distinct from old.description or new.search_marks is null then
      new.search_marks := spotlight_search_marks(new.description);
    end if;
    new.search_names := spotlight_search_fold(concat_ws(' ', new.app, new.company, new.title));
    if tg_op = 'INSERT' or new.search_names is distinct from old.search_names then
      insert into search_words (word)
        select lexeme from unnest(tsvector_to_array(to_tsvector('simple', new.search_names))) as lexeme
        where char_length(lexeme) >= 4 and lexeme !~ '^[0-9]+$'
        on conflict do nothing;
    end if;
    return new;
  end
  $$;--> statement-breakpoint
-- The body snippet's fallback no longer needs the any-word query (the description is marked from its marks).
drop function if exists spotlight_search_any_word(tsquery);--> statement-breakpoint
-- Articles written before this migration (search_marks is null: the trigger fills it).
update articles set title = title;
