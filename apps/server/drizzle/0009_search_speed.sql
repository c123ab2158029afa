-- Search speed (issue 18, docs/decisions/0010-search.md). Needs 0008 (the search_words table).
-- A visitor's query the three ways of 0005, each way only once: a word the three stem alike ("wallet")
-- no longer makes a three-times-repeated query that every match, phrase check and rank evaluates thrice.
create or replace function spotlight_search_query(q text) returns tsquery
  language plpgsql stable strict parallel restricted
  as $$
  declare
    english constant tsquery := websearch_to_tsquery('spotlight_en', q);
    spanish constant tsquery := websearch_to_tsquery('spotlight_es', q);
    result tsquery := english;
    as_written tsquery;
  begin
    if spanish::text <> english::text then
      result := result || spanish;
    end if;
    begin
      as_written := unaccent(websearch_to_tsquery('spanish', q)::text)::tsquery;
    exception when others then
      -- A rare letter that unaccent turns into a quote can break the text form: the first two are enough.
      return result;
    end;
    if as_written::text <> english::text and as_written::text <> spanish::text then
      result := result || as_written;
    end if;
    return result;
  end
  $$;--> statement-breakpoint
-- The trigger of 0007, now also keeping the dictionary of names typos are corrected against: the words of
-- app, company and title (4 letters or more, no bare numbers) when they change.
create or replace function spotlight_article_search_fields() returns trigger
  language plpgsql
  as $$
  declare
    category_name text;
  begin
    select name into category_name from categories where id = new.category_id;
    new.search_head :=
      setweight(spotlight_search_lexemes(concat_ws(' ', new.title, new.app)), 'A')
      || setweight(spotlight_search_lexemes(concat_ws(' ', new.description, new.company, category_name)), 'B');
    new.search_vector := new.search_head
      || setweight(spotlight_search_lexemes(left(spotlight_html_text(new.content), 60000)), 'C');
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
insert into search_words (word)
  select distinct lexeme from articles, unnest(tsvector_to_array(to_tsvector('simple', search_names))) as lexeme
  where search_names is not null and char_length(lexeme) >= 4 and lexeme !~ '^[0-9]+$'
  on conflict do nothing;--> statement-breakpoint
-- The typo fallback: the query's words (not the excluded ones), each one OR-ed with up to 3 close spellings
-- (trigram similarity >= 0.3, through the dictionary's trigram index) when it is 4 letters or more and not a
-- word of the dictionary itself; the words AND-ed. Null when no word has a close spelling: nothing to retry.
-- The result is an ordinary query of the three ways, matched and ranked against the index like any other.
create or replace function spotlight_search_typo_query(q text) returns tsquery
  language plpgsql stable strict parallel restricted
  set pg_trgm.similarity_threshold = 0.3
  as $$
  declare
    typed text;
    spelling text;
    alternatives tsquery;
    result tsquery;
    corrected boolean := false;
  begin
    for typed in
      select lexeme from unnest(tsvector_to_array(to_tsvector('simple',
        spotlight_search_fold(regexp_replace(q, '(^|\s)-("[^"]*"?|\S*)', ' ', 'g'))))) as lexeme
    loop
      alternatives := spotlight_search_query(typed);
      continue when numnode(alternatives) = 0;
      if char_length(typed) >= 4 and not exists (select 1 from search_words where word = typed) then
        for spelling in
          select word from search_words where word % typed order by similarity(word, typed) desc, word limit 3
        loop
          alternatives := alternatives || spotlight_search_query(spelling);
          corrected := true;
        end loop;
      end if;
      result := case when result is null then alternatives else result && alternatives end;
    end loop;
    return case when corrected then result end;
  end
  $$;
--> statement-breakpoint
-- Every word of a query, OR-ed (its operands, whatever the operators; excluded ones too): whether an article's
-- text holds any of them says whether a snippet can mark anything at all.
create or replace function spotlight_search_any_word(query tsquery) returns tsquery
  language sql immutable strict parallel safe
  as $$
    select string_agg(operand[1], ' | ')::tsquery
    from regexp_matches(query::text, '(''(?:[^'']|'''')*'')', 'g') as operand
  $$;--> statement-breakpoint
-- 0005's snippet, told whether the text can hold a matched word (`may_mark`: its description and body
-- lexemes meet the query's words). When it cannot (a match on the title, app, company or category alone,
-- a corrected typo), the three configurations would each parse the text for nothing: the last one's
-- answer, the one the loop would give, is made at once.
drop function if exists spotlight_search_snippet(text, tsquery);--> statement-breakpoint
create or replace function spotlight_search_snippet(doc text, query tsquery, may_mark boolean) returns text
  language plpgsql stable strict parallel restricted
  as $$
  declare
    options constant text := 'StartSel=' || chr(1) || ', StopSel=' || chr(2)
      || ', MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "';
    configs constant regconfig[] := array['spotlight_en', 'spotlight_es', 'spanish']::regconfig[];
    config regconfig;
    snippet text;
  begin
    doc := translate(doc, chr(1) || chr(2), '');
    if not may_mark then
      return ts_headline(configs[3], doc, query, options);
    end if;
    foreach config in array configs loop
      snippet := ts_headline(config, doc, query, options);
      if strpos(snippet, chr(1)) > 0 then
        return snippet;
      end if;
    end loop;
    return snippet;
  end
  $$;
