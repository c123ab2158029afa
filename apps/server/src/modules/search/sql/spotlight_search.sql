-- The search as the previous version calls it, without other spellings (spotlight_search_spelled): kept so that
-- instances of that version still search while a rolling upgrade replaces them (expand, then contract:
-- docs/operations.md, "Upgrades"); no longer called by this version, dropped by a later one. PL/pgSQL, whose
-- body is resolved when it runs: the files are applied in name order, this one before the function it calls.
CREATE OR REPLACE FUNCTION public.spotlight_search(q text, today date, category_slug text, after_rank integer, after_date date, after_id integer, wanted integer, count_bound integer, may_correct boolean, OUT ids integer[], OUT ranks integer[], OUT dates date[], OUT total integer, OUT used tsquery, OUT corrections jsonb)
 RETURNS record
 LANGUAGE plpgsql
 STABLE PARALLEL RESTRICTED
AS $function$
  begin
    select s.ids, s.ranks, s.dates, s.total, s.used, s.corrections into ids, ranks, dates, total, used, corrections
      from spotlight_search_spelled(q, '{}', today, category_slug, after_rank, after_date, after_id, wanted,
        count_bound, may_correct) as s;
  end
  $function$;
