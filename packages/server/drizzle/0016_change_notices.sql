-- Notices on the channel fairpass_changes when shared configuration or a caller's credentials change, so every server
-- process forgets what it remembered of them (packages/server/src/changes). The payload is `topic` (the whole topic)
-- or `topic:key`; TG_ARGV[0] is the topic, TG_ARGV[1] the column giving the key, if any.
CREATE OR REPLACE FUNCTION fairpass_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_NARGS < 2 THEN
    PERFORM pg_notify('fairpass_changes', TG_ARGV[0]);
  ELSE
    IF TG_OP = 'DELETE' THEN changed := to_jsonb(OLD); ELSE changed := to_jsonb(NEW); END IF;
    PERFORM pg_notify('fairpass_changes', TG_ARGV[0] || ':' || (changed ->> TG_ARGV[1]));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER exhibitions_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exhibitions
  FOR EACH STATEMENT EXECUTE FUNCTION fairpass_notify_change('exhibitions');
--> statement-breakpoint
CREATE TRIGGER tenants_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION fairpass_notify_change('tenants');
--> statement-breakpoint
CREATE TRIGGER ticket_types_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ticket_types
  FOR EACH STATEMENT EXECUTE FUNCTION fairpass_notify_change('ticketTypes');
--> statement-breakpoint
-- A quota's size and its existence are configuration; what it has sold changes with every order and is not cached.
CREATE TRIGGER ticket_quotas_changes AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF total ON ticket_quotas
  FOR EACH STATEMENT EXECUTE FUNCTION fairpass_notify_change('ticketTypes');
--> statement-breakpoint
-- What the visitor guard reads of a caller: the account, its status and token version, and its revoked tokens.
CREATE TRIGGER users_credential_changes AFTER UPDATE OF account, status, token_version, tenant_id OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION fairpass_notify_change('users', 'id');
--> statement-breakpoint
CREATE TRIGGER revoked_tokens_changes AFTER INSERT OR UPDATE OR DELETE ON revoked_tokens
  FOR EACH ROW EXECUTE FUNCTION fairpass_notify_change('users', 'user_id');
