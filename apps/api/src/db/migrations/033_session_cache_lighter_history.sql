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

-- A lighter history write (issue 27 item 4). Every Owo-to-Owo history row has a NIP-style session id
-- (receipts show it), so migration 024's index on it took a B-tree insert for each of them, two per send;
-- but the only query that looks a row up by its session id is reconciliation's match of a partner's line
-- (modules/reconciliation/recon-repository.ts), and it asks only for rows a partner reports
-- (`recon_rail(rail, direction) = $2`, which implies the predicate below). Owo-to-Owo, eNaira and the card
-- funding's naira side are nobody's to settle, and are no longer indexed here. The indexes the send still
-- writes on transactions, and the query each serves:
--   transactions_pkey            outbox, receipts, link payments and payout rows point at a row by id;
--   transactions_uuid_key        the API and the console name a transaction by uuid;
--   transactions_reference_key   references are unique; settlement, replays and recon look them up;
--   transactions_receipt_code    a public receipt is found by its code;
--   transactions_user_recent     the history, the statement and the console's list, a customer's recent first;
--   transactions_created_brin    the console's "today" figures (BRIN: next to nothing to keep).
-- (transactions_partner_day is partial on the same predicate, and written when a row settles.)
CREATE INDEX transactions_session_reported ON transactions (session_id)
  WHERE session_id IS NOT NULL AND recon_rail(rail, direction) IS NOT NULL;
DROP INDEX transactions_session;
