-- The query's words (its lexemes), each once and sorted (spotlight_search_operands lists them as named), as the
-- description marks are keyed. PL/pgSQL: a SQL function that cannot be inlined (its body reads from a
-- set-returning function) has its body planned again at every call, ~45 µs of the ~60 it cost; kept as PL/pgSQL,
-- the plan of its one query is made once a connection.
CREATE OR REPLACE FUNCTION public.spotlight_search_words(query tsquery)
 RETURNS text[]
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
  begin
    return coalesce((select array_agg(distinct word) from unnest(spotlight_search_operands(query)) as word), '{}');
  end
  $function$;
