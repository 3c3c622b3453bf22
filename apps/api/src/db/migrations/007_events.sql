-- Events, the notifications inbox and out-of-band alerts. PostgreSQL 15 subset (PGlite is 18).
--
-- Every customer-facing happening is one row of `events`, written by the database itself: triggers on the
-- history rows (a new row = a credit or a debit, a status change = a status event) and the security-event
-- function of the API (new sign-in, sign-out elsewhere, limit change, freeze). So every movement anyone adds
-- produces events without extra code. The id is the Server-Sent Events id: a stream that reconnects with
-- Last-Event-ID reads `WHERE user_id = $1 AND id > $last` and misses nothing.
--
-- Each insert notifies channel owo_events with the customer's id (no data: listeners read the rows), in the
-- same transaction, so every API process on this database wakes its streams when the writer commits.
CREATE TABLE events (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  -- credit | debit: a new history row; status: a history row changed status; security: recordSecurityEvent.
  kind text NOT NULL CHECK (kind IN ('credit', 'debit', 'status', 'security')),
  payload jsonb NOT NULL,
  -- The notifications inbox is a view over events; read_at is its "read" mark.
  read_at timestamptz,
  -- Set by the alerts task once every channel's alert for this event is sent (or none is due).
  alerted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_user_id ON events (user_id, id);
CREATE INDEX events_unalerted ON events (id) WHERE alerted_at IS NULL;
CREATE INDEX events_user_unread ON events (user_id) WHERE read_at IS NULL;

-- A stream reads `id > last seen`, so one customer's events must become visible in id order. Ids come from a
-- sequence, and two transactions can commit in the other order than they drew ids. So each insert first takes
-- a per-customer lock held to commit, and only then draws its id: a customer's events commit in id order.
CREATE FUNCTION events_in_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7404662, (NEW.user_id % 2147483647)::integer);
  NEW.id := nextval(pg_get_serial_sequence('events', 'id'));
  RETURN NEW;
END $$;
CREATE TRIGGER events_in_order BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION events_in_order();

CREATE FUNCTION events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('owo_events', NEW.user_id::text);
  RETURN NULL;
END $$;
CREATE TRIGGER events_notify AFTER INSERT ON events FOR EACH ROW EXECUTE FUNCTION events_notify();

-- A revoked session (sign-out, sign-out elsewhere) wakes the customer's streams, which then find their own
-- session gone and close.
CREATE FUNCTION sessions_revoked_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL THEN
    PERFORM pg_notify('owo_events', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER sessions_revoked_notify AFTER UPDATE OF revoked_at ON sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_revoked_notify();

-- The event of a history row. Deferred to commit, so balance_after_minor is the account's balance once the
-- whole money move (every posting of it) is written, and the row is read as it stood when it changed.
CREATE FUNCTION transactions_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  balance bigint;
  acct uuid;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status IS NOT DISTINCT FROM NEW.status THEN
    RETURN NULL;
  END IF;
  SELECT a.balance_minor, a.uuid INTO balance, acct FROM accounts a WHERE a.id = NEW.account_id;
  INSERT INTO events (user_id, kind, payload) VALUES (
    NEW.user_id,
    CASE WHEN TG_OP = 'INSERT' THEN NEW.direction ELSE 'status' END,
    jsonb_build_object(
      'transaction', NEW.uuid::text,
      'account', acct::text,
      'reference', NEW.reference,
      'direction', NEW.direction,
      'rail', NEW.rail,
      'status', NEW.status,
      'previous_status', CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END,
      'currency', NEW.currency,
      'amount_minor', NEW.amount_minor::text,
      'fee_minor', NEW.fee_minor::text,
      'balance_after_minor', balance::text,
      'counterparty_name', NEW.counterparty_name,
      'counterparty_account', NEW.counterparty_account,
      'counterparty_bank', NEW.counterparty_bank,
      'narration', NEW.narration
    )
  );
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER transactions_event AFTER INSERT OR UPDATE OF status ON transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION transactions_event();

-- Which channels carry money alerts (debits, credits, reversals). Security alerts always go by SMS whatever
-- this says. No row = the defaults.
CREATE TABLE alert_preferences (
  user_id bigint PRIMARY KEY REFERENCES users(id),
  sms boolean NOT NULL DEFAULT true,
  email boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per alert sent: the primary key makes "exactly once per event per channel" a database rule.
CREATE TABLE alert_deliveries (
  event_id bigint NOT NULL REFERENCES events(id),
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, channel)
);

-- Sandbox e-mail: what the e-mail rail "sent", readable at GET /api/sandbox/emails.
CREATE TABLE email_messages (
  id bigserial PRIMARY KEY,
  address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_messages_address ON email_messages (lower(address), id DESC);

-- Single-use tickets that let a browser's EventSource (which cannot send headers) open GET /api/events:
-- only a hash is kept, it lives 60 seconds, and opening a stream consumes it.
CREATE TABLE event_tickets (
  ticket_hash text PRIMARY KEY,
  session_id bigint NOT NULL REFERENCES sessions(id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX event_tickets_expires ON event_tickets (expires_at);
