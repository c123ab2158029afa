-- The audit trail is append-only: an entry, once written with its action, is never changed or removed. A
-- trigger (not a privilege) so that the table's owner, whom privileges do not bind, is refused as well.
CREATE OR REPLACE FUNCTION public.spotlight_audit_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  begin
    raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
  end
  $function$;

-- Every row an UPDATE or a DELETE would touch, whoever runs it.
CREATE OR REPLACE TRIGGER audit_log_append_only BEFORE DELETE OR UPDATE ON public.audit_log FOR EACH ROW EXECUTE FUNCTION spotlight_audit_append_only();
