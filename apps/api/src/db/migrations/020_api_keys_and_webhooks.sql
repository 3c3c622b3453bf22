-- "Build on Owo" (issue 29, decision 017): API keys a business's server calls the API with, and outgoing
-- webhooks. PostgreSQL 15 subset (PGlite is 18).

-- A key acts for its business with its scopes. Only a SHA-256 of the secret is kept; the secret is shown once.
CREATE TABLE api_keys (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  business_id bigint NOT NULL REFERENCES users(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  scopes text[] NOT NULL
    CHECK (cardinality(scopes) > 0 AND scopes <@ ARRAY['read', 'collect', 'payout']::text[]),
  -- test keys work in sandbox mode only, live keys in production only.
  mode text NOT NULL CHECK (mode IN ('test', 'live')),
  -- The key's first characters ("owo_test_AbCd"), so a list can tell keys apart.
  prefix text NOT NULL,
  secret_hash text NOT NULL UNIQUE,
  -- Requests per minute this key may make (its own counter in rate_limits, whatever other keys do).
  rate_limit_per_minute integer NOT NULL DEFAULT 120 CHECK (rate_limit_per_minute > 0),
  created_by bigint NOT NULL REFERENCES users(id),
  revoked_by bigint REFERENCES users(id),
  revoked_at timestamptz,
  last_used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_keys_business ON api_keys (business_id, created_at DESC);

-- Every request a key made (its use is recorded): what it called and what it was answered.
CREATE TABLE api_key_uses (
  id bigserial PRIMARY KEY,
  key_id bigint NOT NULL REFERENCES api_keys(id),
  method text NOT NULL,
  route text NOT NULL,
  status_code integer NOT NULL,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_key_uses_key ON api_key_uses (key_id, id DESC);

-- The owner's rule for payout batches a key confirms: below this total they pay without a person's approval.
-- No row (or NULL): every batch a key confirms waits for an approver.
CREATE TABLE api_settings (
  business_id bigint PRIMARY KEY REFERENCES users(id),
  auto_approve_limit_minor bigint CHECK (auto_approve_limit_minor IS NULL OR auto_approve_limit_minor > 0),
  updated_by bigint NOT NULL REFERENCES users(id),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A batch a key confirmed waits for a person like a member's: its approval is initiated by the key, not by a
-- person, so every person on the team (the owner too) may decide it.
ALTER TABLE team_approvals ADD COLUMN api_key_id bigint REFERENCES api_keys(id);
ALTER TABLE team_approvals ALTER COLUMN initiated_by DROP NOT NULL;
ALTER TABLE team_approvals ADD CONSTRAINT team_approvals_one_initiator
  CHECK ((initiated_by IS NULL) <> (api_key_id IS NULL));

-- ── Webhooks out ────────────────────────────────────────────────────────────────────────────────────────

CREATE TABLE webhook_endpoints (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  business_id bigint NOT NULL REFERENCES users(id),
  url text NOT NULL CHECK (length(url) BETWEEN 1 AND 500),
  events text[] NOT NULL CHECK (cardinality(events) > 0 AND events <@ ARRAY['payment_link.paid',
    'inflow.received', 'payout.row.settled', 'payout.row.failed', 'transfer.settled', 'transfer.reversed']::text[]),
  -- The signing secret: kept (it signs every delivery), shown to the business once.
  secret text NOT NULL,
  created_by bigint NOT NULL REFERENCES users(id),
  -- Switched off after a delivery failed for 3 days (the owner is told); the business can switch it on again.
  disabled_at timestamptz,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_live ON webhook_endpoints (business_id)
  WHERE deleted_at IS NULL AND disabled_at IS NULL;

-- The outbox: one row per event, written in the transaction that moved the money. Its uuid is the event id a
-- receiver deduplicates on; every attempt and redelivery carries it.
CREATE TABLE webhook_events (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  business_id bigint NOT NULL REFERENCES users(id),
  type text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per event and endpoint: what the worker leases, posts, and retries until it is delivered or gives up.
CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  endpoint_id bigint NOT NULL REFERENCES webhook_endpoints(id),
  event_id bigint NOT NULL REFERENCES webhook_events(id),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- Retried until this passes (3 days after the event, or after a redelivery was asked for).
  retry_until timestamptz NOT NULL DEFAULT now() + interval '3 days',
  -- Held by one worker while it posts (a worker killed mid-post leaves it to be taken up once this passes).
  lease_until timestamptz,
  last_status integer,
  last_error text,
  last_attempt_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (endpoint_id, event_id)
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE state = 'pending';
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, id DESC);

-- Writes an event and a delivery per live endpoint that chose its type, or nothing when none did.
CREATE FUNCTION webhook_enqueue(p_business bigint, p_type text, p_data jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  ev bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.business_id = p_business
      AND e.deleted_at IS NULL AND e.disabled_at IS NULL AND p_type = ANY (e.events)) THEN
    RETURN;
  END IF;
  INSERT INTO webhook_events (business_id, type, data) VALUES (p_business, p_type, p_data) RETURNING id INTO ev;
  INSERT INTO webhook_deliveries (endpoint_id, event_id)
  SELECT e.id, ev FROM webhook_endpoints e WHERE e.business_id = p_business
    AND e.deleted_at IS NULL AND e.disabled_at IS NULL AND p_type = ANY (e.events);
END $$;

-- Naira as a JSON number from minor units (exact: numeric, never a float).
CREATE FUNCTION webhook_naira(minor bigint) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT round(minor::numeric / 100, 2)
$$;

-- Every money movement already writes an `events` row (decision 010, in the money core or by trigger). This
-- deferred trigger turns the movements a business can subscribe to into webhook events at COMMIT, in that same
-- transaction: by then the payment link's payment row or the payout row that points at the history row exists.
CREATE FUNCTION events_webhooks() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t transactions%ROWTYPE;
  st text := NEW.payload->>'status';
  l record;
  r record;
  base jsonb;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.business_id = NEW.user_id
      AND e.deleted_at IS NULL AND e.disabled_at IS NULL) THEN
    RETURN NULL;
  END IF;
  SELECT * INTO t FROM transactions WHERE uuid = (NEW.payload->>'transaction')::uuid;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  base := jsonb_build_object('transaction', jsonb_build_object('id', t.uuid::text, 'reference', t.reference),
    'amount', webhook_naira(t.amount_minor), 'currency', t.currency);
  IF NEW.kind = 'credit' THEN
    SELECT pl.uuid, pl.slug, p.payer_name, p.channel INTO l
      FROM payment_link_payments p JOIN payment_links pl ON pl.id = p.link_id WHERE p.transaction_id = t.id;
    IF FOUND THEN
      PERFORM webhook_enqueue(NEW.user_id, 'payment_link.paid', base || jsonb_build_object(
        'payment_link', jsonb_build_object('id', l.uuid::text, 'slug', l.slug),
        'payer_name', l.payer_name, 'channel', l.channel));
    ELSIF t.rail = 'inflow' THEN
      PERFORM webhook_enqueue(NEW.user_id, 'inflow.received', base || jsonb_build_object(
        'sender_name', t.counterparty_name, 'account_number', t.counterparty_account, 'narration', t.narration));
    END IF;
    RETURN NULL;
  END IF;
  IF t.direction <> 'debit' OR st NOT IN ('successful', 'reversed') THEN
    RETURN NULL;
  END IF;
  SELECT pr.row_no, pb.uuid AS batch INTO r
    FROM payout_rows pr JOIN payout_batches pb ON pb.id = pr.batch_id WHERE pr.transaction_id = t.id;
  IF FOUND THEN
    PERFORM webhook_enqueue(NEW.user_id,
      CASE st WHEN 'successful' THEN 'payout.row.settled' ELSE 'payout.row.failed' END,
      base || jsonb_build_object('batch_id', r.batch::text, 'row', r.row_no, 'fee', webhook_naira(t.fee_minor),
        'account_name', t.counterparty_name, 'account_number', t.counterparty_account,
        'bank_name', t.counterparty_bank, 'reason', t.meta->'reversal'->>'reason'));
  ELSE
    PERFORM webhook_enqueue(NEW.user_id,
      CASE st WHEN 'successful' THEN 'transfer.settled' ELSE 'transfer.reversed' END,
      base || jsonb_build_object('fee', webhook_naira(t.fee_minor), 'rail', t.rail,
        'counterparty', jsonb_build_object('name', t.counterparty_name, 'account', t.counterparty_account,
          'bank', t.counterparty_bank), 'narration', t.narration));
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER events_webhooks AFTER INSERT ON events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.kind IN ('credit', 'debit', 'status'))
  EXECUTE FUNCTION events_webhooks();

-- A payout row the money move refused (funds, a limit, the freeze) never had a history row: its failure is
-- written when the row is marked refused, in that transaction.
CREATE FUNCTION payout_rows_webhooks() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b payout_batches%ROWTYPE;
BEGIN
  SELECT * INTO b FROM payout_batches WHERE id = NEW.batch_id;
  PERFORM webhook_enqueue(b.user_id, 'payout.row.failed', jsonb_build_object('batch_id', b.uuid::text,
    'row', NEW.row_no, 'transaction', NULL, 'amount', webhook_naira(NEW.amount_minor), 'currency', 'NGN',
    'fee', webhook_naira(NEW.fee_minor), 'account_name', NEW.account_name, 'account_number', NEW.account_number,
    'bank_name', NEW.bank_name, 'reason', NEW.problem));
  RETURN NULL;
END $$;
CREATE TRIGGER payout_rows_webhooks AFTER UPDATE OF state ON payout_rows
  FOR EACH ROW WHEN (NEW.state = 'refused' AND OLD.state IS DISTINCT FROM 'refused')
  EXECUTE FUNCTION payout_rows_webhooks();
