-- The plain text of sanitised HTML: tags (and so their attribute values) dropped, the entities the sanitiser
-- writes decoded.
CREATE OR REPLACE FUNCTION public.spotlight_html_text(html text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
    select replace(replace(replace(replace(replace(replace(
      regexp_replace(html, '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')
  $function$;
