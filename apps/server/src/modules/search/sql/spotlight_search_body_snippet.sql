-- The body's headline, from a window of ~200 characters (~30 words; ts_headline keeps up to 28) around the first
-- place where one of the query's words (`words`: spotlight_search_words of `query`, worked out once per search, not
-- once per card) starts a word, so the parse is of the window, not of the whole text. Looked for in the text as
-- written first (the word as the index has it, capitalised and in capitals: lowering a whole body for it cost ~12
-- µs a card), then lowered (a mixed-case spelling), then without accents; the whole text only when none finds it or
-- the window marks nothing (a stem that is not its word's prefix). Chinese and Korean words are what the index made
-- of them (spotlight_search_segment), which ts_headline, parsing the text itself, cannot see: a Han pair is looked
-- for anywhere (not only after a space) and marked where it stands, a Korean stem marked with the rest of its word
-- (its particle), in the window itself.
CREATE OR REPLACE FUNCTION public.spotlight_search_body_snippet(body text, query tsquery, words text[])
 RETURNS text
 LANGUAGE plpgsql
 STABLE PARALLEL RESTRICTED STRICT
AS $function$
  declare
    han constant text := '\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002ffff';
    hangul constant text := '\uac00-\ud7a3';
    written constant text := ' ' || body;
    window_length constant integer := 200;
    folded text;
    word text;
    at integer;
    first_at integer;
    has_script boolean := false;
    window_start integer;
    window_text text;
    marked text;
    looked_for text;
    is_han boolean;
  begin
    foreach word in array words loop
      is_han := word ~ ('^[' || han || ']');
      has_script := has_script or is_han or word ~ ('[' || hangul || ']');
      -- `words` come sorted: a word that starts with the one looked for before it (a stem's word, `zirconia`
      -- after `zirconi`) is found at or after it, and its three searches of the body would change nothing.
      continue when starts_with(word, looked_for);
      looked_for := word;
      if is_han then
        at := nullif(strpos(written, word), 0);
      else
        at := least(nullif(strpos(written, ' ' || word), 0), nullif(strpos(written, ' ' || initcap(word)), 0),
          nullif(strpos(written, ' ' || upper(word)), 0));
      end if;
      first_at := least(first_at, at);
    end loop;
    for pass in 1..2 loop
      exit when first_at is not null;
      -- unaccent may lengthen a rare letter (ligatures): a shift of a few characters, well inside the window.
      folded := case pass when 1 then ' ' || lower(body) else ' ' || unaccent(lower(body)) end;
      foreach word in array words loop
        at := strpos(folded, case when word ~ ('^[' || han || ']') then word else ' ' || word end);
        first_at := least(first_at, nullif(at, 0));
      end loop;
    end loop;
    if first_at is not null then
      window_start := greatest(1, first_at - 60);
      window_text := substr(body, window_start, window_length);
      -- Whole words only: a cut word at either end is dropped (at the end, from the last space: a pattern
      -- anchored at the end is tried from every space, ~8 µs a card).
      if window_start > 1 then
        window_text := regexp_replace(window_text, '^\S*\s+', '');
      end if;
      if window_start + window_length <= char_length(body) then
        window_text := left(window_text, char_length(window_text) - position(' ' in reverse(window_text)));
      end if;
      if has_script then
        marked := translate(window_text, chr(1) || chr(2), '');
        -- In the order the query names them, not `words`' order: a run's Han pairs overlap (钱包 包应 应用), and
        -- the pair marked first decides which of the others are still whole to be marked.
        foreach word in array spotlight_search_operands(query) loop
          if word ~ ('^[' || han || ']+$') then
            marked := replace(marked, word, chr(1) || word || chr(2));
          elsif word ~ ('^[' || hangul || ']+$') then
            marked := regexp_replace(marked, '(^|\s)(' || word || '[' || hangul || ']*)', '\1' || chr(1) || '\2' || chr(2), 'g');
          end if;
        end loop;
        if strpos(marked, chr(1)) > 0 then
          -- The tags the text was made from left spaces at its ends (ts_headline drops them too).
          return regexp_replace(marked, '^\s+|\s+$', '', 'g');
        end if;
      end if;
      return coalesce(spotlight_search_headline(window_text, query), spotlight_search_headline(body, query));
    end if;
    return spotlight_search_headline(body, query);
  end
  $function$;
