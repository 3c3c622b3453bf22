-- Transaction monitoring, sanctions screening and the reports a regulator asks for (issue 26 items 4–6,
-- decision 024). PostgreSQL 15 subset (PGlite is 18).
--
-- Monitoring reads committed history off the send path: a worker follows the events table (migration 007),
-- which every history row writes, from a position of its own. Nothing here adds a write to a send.

-- ── Rules: data, versioned, changed by one compliance officer and approved by another ─────────────────────

-- A rule is a detector (kind) with a name; what it looks for is its active version's parameters.
CREATE TABLE monitoring_rules (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[a-z][a-z0-9_]{2,40}$'),
  kind text NOT NULL CHECK (kind IN ('velocity', 'structuring', 'new_device_beneficiary', 'fan_in_out',
    'dormant', 'link_repeat_payer', 'watchlist')),
  name text NOT NULL,
  description text NOT NULL,
  -- The goAML report indicator a suspicious transaction report names for this rule's alerts.
  indicator text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every change is a new version: proposed by one officer, in force once another approves it; the one in force
-- before is kept as superseded, so an alert always names the exact version (and parameters) that raised it.
CREATE TABLE monitoring_rule_versions (
  id bigserial PRIMARY KEY,
  rule_id bigint NOT NULL REFERENCES monitoring_rules(id),
  version integer NOT NULL CHECK (version > 0),
  enabled boolean NOT NULL,
  severity text NOT NULL CHECK (severity IN ('low', 'medium', 'high', 'critical')),
  action text NOT NULL CHECK (action IN ('alert', 'hold')),
  -- Thresholds and windows, checked per kind by the API (modules/monitoring/rule-params.ts); kobo as strings.
  params jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('proposed', 'active', 'superseded', 'rejected')),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  -- NULL proposed_by: shipped with Owo.
  proposed_by bigint REFERENCES staff(id),
  proposed_at timestamptz NOT NULL DEFAULT now(),
  decided_by bigint REFERENCES staff(id),
  decided_at timestamptz,
  UNIQUE (rule_id, version),
  -- Maker-checker in the database: nobody approves their own change.
  CONSTRAINT monitoring_rule_versions_two_people CHECK (decided_by IS NULL OR decided_by IS DISTINCT FROM proposed_by),
  CHECK ((status = 'proposed') = (decided_at IS NULL))
);
CREATE UNIQUE INDEX monitoring_rule_versions_active ON monitoring_rule_versions (rule_id) WHERE status = 'active';
CREATE UNIQUE INDEX monitoring_rule_versions_proposed ON monitoring_rule_versions (rule_id)
  WHERE status = 'proposed';

-- ── Cases, alerts, holds ─────────────────────────────────────────────────────────────────────────────────

-- Alerts are grouped per customer: one open case at a time, closed as cleared or escalated to a report.
CREATE TABLE monitoring_cases (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id bigint NOT NULL REFERENCES users(id),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'cleared', 'escalated')),
  opened_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  closed_by bigint REFERENCES staff(id),
  note text,
  CHECK ((status = 'open') = (closed_at IS NULL))
);
CREATE UNIQUE INDEX monitoring_cases_one_open ON monitoring_cases (user_id) WHERE status = 'open';
CREATE INDEX monitoring_cases_user ON monitoring_cases (user_id, opened_at DESC);
CREATE INDEX monitoring_cases_recent ON monitoring_cases (opened_at DESC, id DESC);

-- One rule firing once: its version, what it saw (evidence) and the transactions that made the pattern.
CREATE TABLE monitoring_alerts (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  case_id bigint NOT NULL REFERENCES monitoring_cases(id),
  user_id bigint NOT NULL REFERENCES users(id),
  rule_id bigint NOT NULL REFERENCES monitoring_rules(id),
  rule_version_id bigint NOT NULL REFERENCES monitoring_rule_versions(id),
  severity text NOT NULL,
  action text NOT NULL CHECK (action IN ('alert', 'hold')),
  subject text NOT NULL CHECK (subject IN ('transaction', 'onboarding')),
  -- The transaction that made the rule fire (NULL for an onboarding screening).
  transaction_id bigint REFERENCES transactions(id),
  -- A rule fires once per pattern: per transaction, or per customer and window (see the engine).
  dedupe_key text NOT NULL UNIQUE,
  evidence jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX monitoring_alerts_case ON monitoring_alerts (case_id, id);
CREATE INDEX monitoring_alerts_recent ON monitoring_alerts (user_id, rule_id, created_at DESC);

CREATE TABLE monitoring_alert_transactions (
  alert_id bigint NOT NULL REFERENCES monitoring_alerts(id),
  transaction_id bigint NOT NULL REFERENCES transactions(id),
  PRIMARY KEY (alert_id, transaction_id)
);

-- "Hold" acts before money leaves Owo: an external send stays in the outbox, state held, until compliance
-- releases it (back to pending: the rail is asked) or rejects it (refused: the settlement worker reverses it
-- to the customer, one balanced entry). An onboarding hold keeps a KYC submission from being verified.
ALTER TABLE outbox DROP CONSTRAINT outbox_state_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_state_check
  CHECK (state IN ('pending', 'held', 'paid', 'refused', 'settled', 'reversed'));
-- Set by the monitoring worker once the send's rules ran: the settlement worker pays only screened sends, so
-- a hold always comes before the rail is asked, however far behind monitoring is.
ALTER TABLE outbox ADD COLUMN screened_at timestamptz;
UPDATE outbox SET screened_at = now() WHERE state = 'pending';

ALTER TABLE kyc_submissions ADD COLUMN compliance_hold boolean NOT NULL DEFAULT false;

CREATE TABLE monitoring_holds (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('payment', 'onboarding')),
  user_id bigint NOT NULL REFERENCES users(id),
  case_id bigint NOT NULL REFERENCES monitoring_cases(id),
  alert_id bigint NOT NULL REFERENCES monitoring_alerts(id),
  transaction_id bigint UNIQUE REFERENCES transactions(id),
  kyc_submission_id bigint UNIQUE REFERENCES kyc_submissions(id),
  status text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'released', 'rejected')),
  decided_by bigint REFERENCES staff(id),
  decided_at timestamptz,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'payment') = (transaction_id IS NOT NULL)),
  CHECK ((kind = 'onboarding') = (kyc_submission_id IS NOT NULL)),
  CHECK ((status = 'held') = (decided_at IS NULL))
);
CREATE INDEX monitoring_holds_case ON monitoring_holds (case_id);
CREATE INDEX monitoring_holds_waiting ON monitoring_holds (created_at) WHERE status = 'held';

-- ── The feed: which events the worker has read ───────────────────────────────────────────────────────────
--
-- Event ids come from a sequence, and transactions commit in another order than they drew ids, so "id >
-- position" alone would skip an event that commits after a higher one was read. The worker reads every visible
-- id above its position and keeps each id it did not see as a gap, with the snapshot's xmax: the writer of
-- that id, if any, had its transaction id before then (events_in_order, below). Once no transaction older
-- than that xmax is running, an id still not visible never will be (its writer rolled back) and the gap goes.
CREATE TABLE monitoring_feed (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  position bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO monitoring_feed (position) SELECT coalesce(max(id), 0) FROM events;

CREATE TABLE monitoring_feed_gaps (
  event_id bigint PRIMARY KEY,
  horizon xid8 NOT NULL
);

-- An event's id was drawn twice: by the column's default, then again by events_in_order (migration 007), so
-- every other id was a gap the feed had to wait out. The trigger alone draws it now (NOT NULL is checked after
-- BEFORE triggers), one sequence call fewer per event.
ALTER TABLE events ALTER COLUMN id DROP DEFAULT;

-- The event's writer gets its transaction id before it draws the event's id (the feed's gaps rely on it).
CREATE OR REPLACE FUNCTION events_in_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7404662, (NEW.user_id % 2147483647)::integer);
  PERFORM pg_current_xact_id();
  NEW.id := nextval('events_id_seq'::regclass);
  RETURN NEW;
END $$;

-- ── Watch lists ──────────────────────────────────────────────────────────────────────────────────────────

-- One loaded file. Loading a new file of the same list replaces the old one in one commit (status).
CREATE TABLE watchlists (
  id bigserial PRIMARY KEY,
  source text NOT NULL CHECK (source IN ('un', 'opensanctions')),
  name text NOT NULL,
  file_name text NOT NULL,
  file_sha256 text NOT NULL,
  entry_count integer NOT NULL DEFAULT 0,
  status text NOT NULL CHECK (status IN ('loading', 'active', 'replaced')),
  loaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX watchlists_one_active ON watchlists (name) WHERE status = 'active';

CREATE TABLE watchlist_entries (
  id bigserial PRIMARY KEY,
  list_id bigint NOT NULL REFERENCES watchlists(id),
  external_id text NOT NULL,
  schema text NOT NULL CHECK (schema IN ('person', 'entity')),
  name text NOT NULL,
  aliases text[] NOT NULL DEFAULT '{}',
  birth_dates text[] NOT NULL DEFAULT '{}',
  countries text[] NOT NULL DEFAULT '{}',
  programs text,
  UNIQUE (list_id, external_id)
);

-- Blocking keys: the phonetic code of every name part of every name and alias. A name is scored only against
-- entries that share keys with it (modules/screening/), so screening does not read the whole list.
CREATE TABLE watchlist_keys (
  key text NOT NULL,
  entry_id bigint NOT NULL REFERENCES watchlist_entries(id),
  PRIMARY KEY (key, entry_id)
);

-- Every screening and what it found, kept as evidence whether it hit or not.
CREATE TABLE screenings (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  subject text NOT NULL CHECK (subject IN ('kyc', 'beneficiary')),
  name text NOT NULL,
  transaction_id bigint REFERENCES transactions(id),
  threshold numeric NOT NULL,
  best_score numeric,
  hit boolean NOT NULL,
  matches jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX screenings_user ON screenings (user_id, created_at DESC);

-- ── Reports ──────────────────────────────────────────────────────────────────────────────────────────────

-- A suspicious transaction report, made when a case is escalated: the goAML XML as filed, kept.
CREATE TABLE str_reports (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  case_id bigint NOT NULL UNIQUE REFERENCES monitoring_cases(id),
  xml text NOT NULL,
  sha256 text NOT NULL,
  created_by bigint NOT NULL REFERENCES staff(id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A day's currency transaction report (Lagos day), made once the day is over, with the thresholds it used.
CREATE TABLE ctr_reports (
  day date PRIMARY KEY,
  individual_threshold_minor bigint NOT NULL,
  company_threshold_minor bigint NOT NULL,
  rows jsonb NOT NULL,
  generated_at timestamptz NOT NULL DEFAULT now()
);

-- ── The rules Owo ships (version 1, in force) ────────────────────────────────────────────────────────────
INSERT INTO monitoring_rules (code, kind, name, description, indicator) VALUES
  ('velocity', 'velocity', 'Velocity',
   'Many sends by one customer in a short time.', 'OWO-VEL'),
  ('structuring', 'structuring', 'Structuring',
   'Several sends just below a threshold within a day.', 'OWO-STR'),
  ('new_device_beneficiary', 'new_device_beneficiary', 'New device, new beneficiary, large amount',
   'A large send to a recipient never paid before, soon after the account moved to a new device.', 'OWO-ATO'),
  ('fan_in_out', 'fan_in_out', 'Fan-in, fan-out',
   'Money from many different senders into one account, then most of it out within the window.', 'OWO-MULE'),
  ('dormant', 'dormant', 'Dormant account suddenly active',
   'An account without a movement for months moves a large amount.', 'OWO-DORM'),
  ('link_repeat_payer', 'link_repeat_payer', 'Payment link paid again and again by one payer',
   'One payer pays the same payment link many times within a day: a purchase split to stay under limits, or money passed through a merchant.', 'OWO-LINK'),
  ('watchlist', 'watchlist', 'Sanctions and watch-list screening',
   'A customer at KYC, or a bank or international beneficiary, whose name matches a watch-list entry.', 'OWO-SANC');

INSERT INTO monitoring_rule_versions (rule_id, version, enabled, severity, action, params, status, reason, decided_at)
SELECT r.id, 1, true, v.severity, v.action, v.params::jsonb, 'active', 'Shipped with Owo', now()
FROM monitoring_rules r JOIN (VALUES
  ('velocity', 'medium', 'alert', '{"min_sends": 20, "window_minutes": 10}'),
  ('structuring', 'high', 'alert',
   '{"threshold_minor": "100000000", "band_percent": 10, "min_sends": 3, "window_hours": 24}'),
  ('new_device_beneficiary', 'high', 'hold', '{"min_amount_minor": "20000000", "device_hours": 24}'),
  ('fan_in_out', 'high', 'alert',
   '{"min_senders": 10, "min_in_minor": "10000000", "out_percent": 80, "window_minutes": 60}'),
  ('dormant', 'medium', 'alert', '{"dormant_days": 180, "burst_hours": 24, "min_amount_minor": "5000000"}'),
  ('link_repeat_payer', 'medium', 'alert',
   '{"min_payments": 5, "window_hours": 24, "min_total_minor": "10000000"}'),
  ('watchlist', 'critical', 'hold', '{"threshold": 0.9}')
) v(code, severity, action, params) ON v.code = r.code;

-- Events of transactions still running while this ran (their ids are at most the position) are gaps like any
-- other, so the feed reads them once they commit.
INSERT INTO monitoring_feed_gaps (event_id, horizon)
SELECT s, pg_snapshot_xmax(pg_current_snapshot())
FROM monitoring_feed f, generate_series(greatest(f.position - 10000, 1), f.position) s
WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.id = s);
