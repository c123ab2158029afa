-- The first of the three ways' headlines of `doc` that marks a word (between the control characters 1 and 2,
-- removed from the text first; the server escapes the rest and turns those two into <mark>), or null.
CREATE OR REPLACE FUNCTION public.spotlight_search_headline(doc text, query tsquery)
 RETURNS text
 LANGUAGE plpgsql
 STABLE PARALLEL RESTRICTED STRICT
AS $function$
  declare
    options constant text := 'StartSel=' || chr(1) || ', StopSel=' || chr(2)
      || ', MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "';
    configs constant regconfig[] := array['spotlight_en', 'spotlight_es', 'spanish']::regconfig[];
    config regconfig;
    marked text;
  begin
    doc := translate(doc, chr(1) || chr(2), '');
    foreach config in array configs loop
      marked := ts_headline(config, doc, query, options);
      if strpos(marked, chr(1)) > 0 then
        return marked;
      end if;
    end loop;
    return null;
  end
  $function$;
