-- The typo fallback (decision 0010, "Typos"): each word of the query (not an excluded one) of 4+ letters that is
-- not itself a word of an app, company or title, OR-ed with its up to 3 closest spellings among those words, the
-- words AND-ed; and each corrected word's closest spelling (`{"piwalet": "piwallet"}`), which the page shows as
-- 'Showing results for "PiWallet"'. Both null when no word was corrected.
CREATE OR REPLACE FUNCTION public.spotlight_search_typo_correction(q text, OUT query tsquery, OUT corrections jsonb)
 RETURNS record
 LANGUAGE plpgsql
 STABLE PARALLEL RESTRICTED STRICT
 SET "pg_trgm.similarity_threshold" TO '0.3'
AS $function$
  declare
    typed text;
    spelling text;
    alternatives tsquery;
  begin
    corrections := '{}';
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
          if not corrections ? typed then
            corrections := corrections || jsonb_build_object(typed, spelling);
          end if;
        end loop;
      end if;
      query := case when query is null then alternatives else query && alternatives end;
    end loop;
    if corrections = '{}' then
      query := null;
      corrections := null;
    end if;
  end
  $function$;
