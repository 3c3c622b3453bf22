-- Sessions kept in each API process's memory (issue 27 item 4; docs/decisions/034). PostgreSQL 15 subset.
--
-- An API process answers a session it has looked up from memory (plugins/session-cache.ts) and forgets a
-- customer's sessions when `owo_sessions` is notified with their id. The database notifies on every change
-- that can end or alter a session, whoever makes it: a session revoked (sign-out, a device signed out, a
-- changed password, another device's login), expired or re-bound by hand, or deleted; and a staff
-- restriction placed or lifted (the cache keeps no customer state today, so a restriction applies at once
-- anyway; the notification keeps that true if it ever does). NOTIFY is sent at commit, and a transaction's
-- identical notifications are sent once.
CREATE FUNCTION sessions_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('owo_sessions', OLD.user_id::text);
  IF TG_OP = 'UPDATE' AND NEW.user_id <> OLD.user_id THEN
    PERFORM pg_notify('owo_sessions', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER sessions_changed_notify AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_changed_notify();

CREATE FUNCTION restrictions_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('owo_sessions', NEW.user_id::text);
  RETURN NULL;
END $$;
CREATE TRIGGER restrictions_changed_notify AFTER INSERT OR UPDATE ON customer_restrictions
  FOR EACH ROW EXECUTE FUNCTION restrictions_changed_notify();
