-- Search (issue 18, docs/decisions/0010-search.md): the extensions and text-search configurations the
-- search index is built with. PGlite loads the same two extensions in src/db/client.ts.
create extension if not exists unaccent;--> statement-breakpoint
create extension if not exists pg_trgm;--> statement-breakpoint
-- Accents never matter: words lose their accents before they are stemmed, in the documents and the queries alike.
do $$ begin
  if not exists (select 1 from pg_ts_config where cfgname = 'spotlight_en') then
    create text search configuration spotlight_en (copy = english);
    alter text search configuration spotlight_en alter mapping for hword, hword_part, word with unaccent, english_stem;
  end if;
  if not exists (select 1 from pg_ts_config where cfgname = 'spotlight_es') then
    create text search configuration spotlight_es (copy = spanish);
    alter text search configuration spotlight_es alter mapping for hword, hword_part, word with unaccent, spanish_stem;
  end if;
end $$;--> statement-breakpoint
-- The plain text of sanitised HTML: tags (and so their attribute values) dropped, the entities the sanitiser writes decoded.
create or replace function spotlight_html_text(html text) returns text
  language sql immutable strict parallel safe
  as $$
    select replace(replace(replace(replace(replace(replace(
      regexp_replace(html, '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')
  $$;--> statement-breakpoint
-- Every word three ways: English stem and Spanish stem of the unaccented word, and the Spanish stem of the
-- word as written, unaccented afterwards (the Spanish stemmer only knows suffixes such as "-ación" with their
-- accent). The last one goes through the text form, which a rare letter that unaccent turns into a quote could
-- break: then the first two are enough.
create or replace function spotlight_search_lexemes(doc text) returns tsvector
  language plpgsql stable strict parallel restricted
  as $$
  begin
    return to_tsvector('spotlight_en', doc) || to_tsvector('spotlight_es', doc)
      || unaccent(to_tsvector('spanish', doc)::text)::tsvector;
  exception when others then
    return to_tsvector('spotlight_en', doc) || to_tsvector('spotlight_es', doc);
  end
  $$;--> statement-breakpoint
-- The same three ways for a visitor's query in web-search syntax ("phrase", -word, or): any of them may match.
create or replace function spotlight_search_query(q text) returns tsquery
  language plpgsql stable strict parallel restricted
  as $$
  begin
    return websearch_to_tsquery('spotlight_en', q) || websearch_to_tsquery('spotlight_es', q)
      || unaccent(websearch_to_tsquery('spanish', q)::text)::tsquery;
  exception when others then
    return websearch_to_tsquery('spotlight_en', q) || websearch_to_tsquery('spotlight_es', q);
  end
  $$;--> statement-breakpoint
-- A short excerpt of `doc` around the words of `query`, matched words between the control characters 1 and 2
-- (the search module escapes everything else, then turns those into <mark>). Each configuration may find the
-- words the others miss, as in spotlight_search_lexemes.
create or replace function spotlight_search_snippet(doc text, query tsquery) returns text
  language plpgsql stable strict parallel restricted
  as $$
  declare
    options constant text := 'StartSel=' || chr(1) || ', StopSel=' || chr(2)
      || ', MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "';
    config regconfig;
    snippet text;
  begin
    doc := translate(doc, chr(1) || chr(2), '');
    foreach config in array array['spotlight_en', 'spotlight_es', 'spanish']::regconfig[] loop
      snippet := ts_headline(config, doc, query, options);
      if strpos(snippet, chr(1)) > 0 then
        return snippet;
      end if;
    end loop;
    return snippet;
  end
  $$;--> statement-breakpoint
-- Names compared letter by letter (trigrams) for typos and prefixes: lower case, no accents.
create or replace function spotlight_search_fold(value text) returns text
  language sql stable strict parallel safe
  as $$ select lower(unaccent(value)) $$;
