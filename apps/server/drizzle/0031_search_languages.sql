-- Search in every language an article can be written in (decision 0010, "Languages"): the configurations for
-- the languages with a stemmer in the database (Indonesian, Hindi) and the plain one for the rest (Vietnamese,
-- Korean, Chinese), each with unaccent before it as spotlight_en and spotlight_es have. The functions that use
-- them live in src/modules/search/sql/ and are applied right after the migrations.
do $$ begin
  if not exists (select 1 from pg_ts_config where cfgname = 'spotlight_id') then
    create text search configuration spotlight_id (copy = indonesian);
    alter text search configuration spotlight_id alter mapping for hword, hword_part, word with unaccent, indonesian_stem;
  end if;
  if not exists (select 1 from pg_ts_config where cfgname = 'spotlight_hi') then
    create text search configuration spotlight_hi (copy = hindi);
    alter text search configuration spotlight_hi alter mapping for hword, hword_part, word with unaccent, hindi_stem;
  end if;
  if not exists (select 1 from pg_ts_config where cfgname = 'spotlight_simple') then
    create text search configuration spotlight_simple (copy = simple);
    alter text search configuration spotlight_simple alter mapping for asciiword, asciihword, hword_asciipart, hword, hword_part, word with unaccent, simple;
  end if;
end $$;--> statement-breakpoint
-- The lexemes now depend on the article's language, and the page has a rank above the title's (the title holding
-- the query's accented words as typed): the old signatures go, the files define the new ones.
drop function if exists spotlight_search_lexemes(text);--> statement-breakpoint
drop function if exists spotlight_search_page(tsquery, date, text, integer, date, integer, integer, integer);--> statement-breakpoint
-- Every article is indexed again with its language's lexemes, Han pairs and Korean stems, by the search module's
-- refresh in small batches (as after a category rename), not inside this migration: on an embedded database a
-- single statement over every article would hold the server's thread for as long as it took.
insert into search_refresh_queue (article_id) select id from articles on conflict do nothing;
