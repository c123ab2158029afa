-- The body's headline, from a window of ~300 characters around the first place where one of the query's stems
-- starts a word (lower case; without accents only when no stem is found with them, which costs more), so the
-- parse is of the window, not of the whole text; the whole text only when no stem is found either way or the
-- window marks nothing (a stem that is not its word's prefix). Chinese and Korean words are what the index made of
-- them (spotlight_search_segment), which ts_headline, parsing the text itself, cannot see: a Han pair is looked for
-- anywhere (not only after a space) and marked where it stands, a Korean stem marked with the rest of its word
-- (its particle), in the window itself.
CREATE OR REPLACE FUNCTION public.spotlight_search_body_snippet(body text, query tsquery)
 RETURNS text
 LANGUAGE plpgsql
 STABLE PARALLEL RESTRICTED STRICT
AS $function$
  declare
    han constant text := '\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002ffff';
    words constant text[] := array(
      select replace(operand[1], '''''', '''') from regexp_matches(query::text, '''((?:[^'']|'''')*)''', 'g') as operand
    );
    stems constant text[] := array(
      select case when word ~ ('^[' || han || ']') then word else ' ' || word end from unnest(words) as word
    );
    folded text := ' ' || lower(body);
    stem text;
    at integer;
    first_at integer;
    window_start integer;
    window_text text;
    marked text;
  begin
    for pass in 1..2 loop
      foreach stem in array stems loop
        at := strpos(folded, stem);
        if at > 0 and (first_at is null or at < first_at) then
          first_at := at;
        end if;
      end loop;
      exit when first_at is not null;
      -- unaccent may lengthen a rare letter (ligatures): a shift of a few characters, well inside the window.
      folded := ' ' || unaccent(lower(body));
    end loop;
    if first_at is not null then
      window_start := greatest(1, first_at - 100);
      window_text := substr(body, window_start, 300);
      -- Whole words only: a cut word at either end is dropped.
      if window_start > 1 then
        window_text := regexp_replace(window_text, '^\S*\s+', '');
      end if;
      if window_start + 300 <= char_length(body) then
        window_text := regexp_replace(window_text, '\s+\S*$', '');
      end if;
      if query::text ~ ('[' || han || '\uac00-\ud7a3]') then
        marked := translate(window_text, chr(1) || chr(2), '');
        foreach stem in array words loop
          if stem ~ ('^[' || han || ']+$') then
            marked := replace(marked, stem, chr(1) || stem || chr(2));
          elsif stem ~ '^[\uac00-\ud7a3]+$' then
            marked := regexp_replace(marked, '(^|\s)(' || stem || '[\uac00-\ud7a3]*)', '\1' || chr(1) || '\2' || chr(2), 'g');
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
