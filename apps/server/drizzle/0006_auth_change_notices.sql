-- Each server process keeps what an access token resolves to in memory. Every change to what
-- that rests on (users, their roles, a role's grants and clients filter, accounts and their
-- organizations) announces itself on the channel `auth_changed` from the writing transaction,
-- delivered on commit to every process, so no write path can forget to. Inserts of users,
-- accounts and roles change nothing a process holds yet, so they stay quiet.
CREATE FUNCTION "notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('auth_changed', 'all');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('auth_changed', TG_ARGV[0] || ':' || (to_jsonb(OLD) ->> TG_ARGV[1]));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('auth_changed', TG_ARGV[0] || ':' || (to_jsonb(NEW) ->> TG_ARGV[1]));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"('user', 'id');
--> statement-breakpoint
CREATE TRIGGER "user_roles_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "roles_auth_changed" AFTER UPDATE OR DELETE ON "roles"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"('role', 'id');
--> statement-breakpoint
CREATE TRIGGER "role_permissions_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "role_permissions"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"('role', 'role_id');
--> statement-breakpoint
CREATE TRIGGER "accounts_auth_changed" AFTER UPDATE OR DELETE ON "accounts"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"('account', 'id');
--> statement-breakpoint
CREATE TRIGGER "organization_accounts_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "organization_accounts"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_change"('account', 'account_id');
--> statement-breakpoint
CREATE TRIGGER "users_auth_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_auth_truncated" AFTER TRUNCATE ON "user_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "roles_auth_truncated" AFTER TRUNCATE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "role_permissions_auth_truncated" AFTER TRUNCATE ON "role_permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "accounts_auth_truncated" AFTER TRUNCATE ON "accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "organization_accounts_auth_truncated" AFTER TRUNCATE ON "organization_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
