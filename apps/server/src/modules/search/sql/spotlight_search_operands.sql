-- The query's operands (the words and stems it looks for), in the order it names them, each once per mention.
-- tsquery prints each operand quoted, a quote inside one doubled. PL/pgSQL for the reason spotlight_search_words
-- gives: its one query's plan is made once a connection.
CREATE OR REPLACE FUNCTION public.spotlight_search_operands(query tsquery)
 RETURNS text[]
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
  begin
    return array(
      select replace(operand[1], '''''', '''') from regexp_matches(query::text, '''((?:[^'']|'''')*)''', 'g') as operand
    );
  end
  $function$;
