-- Money control (issue 26, decision 023): NIP session IDs kept with the history, the sandbox partners' settlement
-- files, reconciliation of those files against Owo's side, and the end of the day (trial balance, ledger check).
-- PostgreSQL 15 subset (PGlite is 18).

-- 1. Session IDs. A NIP-style session ID for NGN bank transfers (rails nip and owo) and inbound bank credits
-- (inflow): 30 digits = the sending institution's code (Owo MFB, 090999) + the time in Lagos as yymmddHHmmss
-- + 12 digits from SHA-256 of the reference (the first 96 bits, mod 10^12). The receipts derived it this way
-- from the reference and the time before it was kept (issue 11), so every receipt already shown keeps its ID;
-- both sides of an Owo-to-Owo transfer share it (the credit's reference is the debit's with "-CR").
-- IMMUTABLE is true of it (Lagos is UTC+1 all year and the database is UTF-8); it lets the column be generated.
CREATE FUNCTION transaction_session_id(p_rail text, p_currency text, p_reference text, p_created timestamptz)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN p_currency = 'NGN' AND p_rail IN ('nip', 'owo', 'inflow') THEN
    '090999' || to_char(p_created AT TIME ZONE 'Africa/Lagos', 'YYMMDDHH24MISS')
      || lpad(((('x' || substr(h, 1, 12))::bit(48)::bigint::numeric * 281474976710656
                + ('x' || substr(h, 13, 12))::bit(48)::bigint) % 1000000000000)::text, 12, '0')
  END
  FROM (SELECT encode(sha256(convert_to(regexp_replace(p_reference, '-CR$', ''), 'UTF8')), 'hex') AS h) x
$$;

-- Generated, so every writer of the history (the money core's batch, inflows, payouts…) stores it without a
-- line of its own, and existing rows get theirs in the same rewrite.
ALTER TABLE transactions ADD COLUMN session_id text
  GENERATED ALWAYS AS (transaction_session_id(rail, currency::text, reference, created_at)) STORED;
CREATE INDEX transactions_session ON transactions (session_id) WHERE session_id IS NOT NULL;

-- 2. Which partner reports a history row, by Owo's rail and direction: the NIP switch (bank sends and inbound
-- credits), the US wire partner, the mobile money aggregator, the bills aggregator, and the card processor
-- (card loads). Every other row (Owo to Owo, eNaira, the card funding's naira side) is nobody's to settle.
CREATE FUNCTION recon_rail(p_rail text, p_direction text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN p_rail = 'nip' AND p_direction = 'debit' THEN 'nip'
    WHEN p_rail = 'inflow' AND p_direction = 'credit' THEN 'nip'
    WHEN p_rail = 'usd_wire' AND p_direction = 'debit' THEN 'usd'
    WHEN p_rail = 'momo' AND p_direction = 'debit' THEN 'momo'
    WHEN p_rail = 'bills' AND p_direction = 'debit' THEN 'bills'
    WHEN p_rail = 'card' AND p_direction = 'credit' THEN 'card'
  END
$$;

-- The Lagos calendar day of a moment (Lagos is UTC+1 all year).
CREATE FUNCTION lagos_day(p timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (p AT TIME ZONE 'Africa/Lagos')::date
$$;

-- Owo's side of a partner's day: the rows it settled (or reversed) that day. Partial: a send is indexed when it
-- settles, not on the send's own write, and rows no partner reports never are.
CREATE INDEX transactions_partner_day ON transactions
  (recon_rail(rail, direction), lagos_day(coalesce(settled_at, reversed_at)))
  WHERE recon_rail(rail, direction) IS NOT NULL AND coalesce(settled_at, reversed_at) IS NOT NULL;

-- Owo's side of one history row as a partner should report it: what the recipient was paid (dollars, cedis
-- for foreign rails, from the outbox), the status in the partners' two words, and the day it was decided.
CREATE VIEW recon_ours AS
SELECT t.id AS transaction_id,
       recon_rail(t.rail, t.direction) AS rail,
       t.reference,
       t.session_id,
       coalesce(o.payload->>'currency', t.currency::text) AS currency,
       coalesce((o.payload->>'amount_minor')::bigint, t.amount_minor) AS amount_minor,
       CASE t.status WHEN 'successful' THEN 'successful' WHEN 'pending' THEN 'pending' ELSE 'failed' END AS status,
       coalesce(t.settled_at, t.reversed_at) AS decided_at,
       lagos_day(coalesce(t.settled_at, t.reversed_at)) AS value_date,
       t.user_id,
       t.account_id
  FROM transactions t
  LEFT JOIN outbox o ON o.transaction_id = t.id
 WHERE recon_rail(t.rail, t.direction) IS NOT NULL;

-- 3. The sandbox partners' own records (sandbox mode only). A payout's partner keeps the session ID and the
-- destination it was sent, as NIBSS does; the settlement files are written from these.
ALTER TABLE sandbox_payouts ADD COLUMN session_id text;
ALTER TABLE sandbox_payouts ADD COLUMN destination jsonb;
CREATE INDEX sandbox_payouts_day ON sandbox_payouts (recon_rail(rail, 'debit'), lagos_day(created_at));

-- A sandbox partner told to misbehave for one reference in its settlement files (status_changed is ours: the
-- four kinds of the issue cannot make a status differ).
CREATE TABLE sandbox_settlement_faults (
  rail text NOT NULL CHECK (rail IN ('nip', 'usd', 'momo', 'card', 'bills')),
  reference text NOT NULL CHECK (length(reference) BETWEEN 1 AND 64),
  kind text NOT NULL
    CHECK (kind IN ('missing', 'duplicated', 'amount_changed', 'unknown_extra_line', 'status_changed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (rail, reference, kind)
);

-- 4. Reconciliation. One import per distinct file of a rail's day (the same file again is found by its hash
-- and changes nothing); the day stands as its latest import says.
CREATE TABLE recon_imports (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  rail text NOT NULL CHECK (rail IN ('nip', 'usd', 'momo', 'card', 'bills')),
  value_date date NOT NULL,
  file_sha256 text NOT NULL CHECK (file_sha256 ~ '^[0-9a-f]{64}$'),
  lines integer NOT NULL CHECK (lines >= 0),
  matched integer NOT NULL CHECK (matched >= 0),
  breaks integer NOT NULL CHECK (breaks >= 0),
  -- The file's lines by currency: [{currency, count, amount_minor}] (the day's position shows them).
  totals jsonb NOT NULL DEFAULT '[]'::jsonb,
  source text NOT NULL CHECK (source IN ('console', 'cli')),
  -- The staff member who uploaded it (the CLI runs as the operator of the machine: null).
  staff_id bigint REFERENCES staff(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (rail, value_date, file_sha256)
);

CREATE TABLE recon_days (
  rail text NOT NULL,
  value_date date NOT NULL,
  import_id bigint NOT NULL UNIQUE REFERENCES recon_imports(id),
  PRIMARY KEY (rail, value_date)
);

-- Every line of every file, as the partner wrote it, with the history row it matched (by session ID, else by
-- reference, on that partner's rows only).
CREATE TABLE recon_lines (
  import_id bigint NOT NULL REFERENCES recon_imports(id),
  line_no integer NOT NULL,
  session_id text,
  reference text,
  currency char(3) NOT NULL,
  amount_minor bigint NOT NULL,
  fee_minor bigint NOT NULL DEFAULT 0,
  direction text NOT NULL CHECK (direction IN ('out', 'in')),
  status text NOT NULL CHECK (status IN ('successful', 'failed')),
  value_date date NOT NULL,
  counterparty text,
  -- The partner's own id of the line (its wire id, transaction id…; NIP: the session ID).
  partner_id text,
  transaction_id bigint,
  PRIMARY KEY (import_id, line_no)
);
-- "Which files named this row?" and "did this file name it?": one probe per row of a day, never a scan of a
-- file's lines nor of every day's file.
CREATE INDEX recon_lines_matched ON recon_lines (transaction_id, import_id) WHERE transaction_id IS NOT NULL;

-- The breaks queue. One row per rail, day, kind and key (the history row's reference, or the partner line's
-- reference or session ID), so a file imported again, or a corrected one, never queues a break twice.
-- open → explained (a note) | resolved (a journal entry, approved by a second person; or cleared: a later file
-- matched it).
CREATE TABLE recon_breaks (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  rail text NOT NULL CHECK (rail IN ('nip', 'usd', 'momo', 'card', 'bills')),
  value_date date NOT NULL,
  kind text NOT NULL
    CHECK (kind IN ('ours_only', 'theirs_only', 'amount_differs', 'duplicated', 'status_differs')),
  match_key text NOT NULL,
  reference text,
  session_id text,
  transaction_id bigint REFERENCES transactions(id),
  currency char(3),
  ours_amount_minor bigint,
  theirs_amount_minor bigint,
  ours_status text,
  theirs_status text,
  theirs_lines integer NOT NULL DEFAULT 0,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'explained', 'resolved')),
  resolution text CHECK (resolution IN ('note', 'journal', 'cleared')),
  note text CHECK (length(note) <= 2000),
  resolved_by bigint REFERENCES staff(id),
  resolved_at timestamptz,
  entry_id bigint REFERENCES journal_entries(id),
  first_import_id bigint NOT NULL REFERENCES recon_imports(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (rail, value_date, kind, match_key),
  CHECK ((state = 'open') = (resolution IS NULL)),
  CHECK ((state = 'open') = (resolved_at IS NULL)),
  CHECK (state <> 'explained' OR (resolution = 'note' AND note IS NOT NULL)),
  CHECK (resolution IS DISTINCT FROM 'journal' OR entry_id IS NOT NULL)
);
CREATE INDEX recon_breaks_queue ON recon_breaks (state, value_date DESC, id DESC);
CREATE INDEX recon_breaks_transaction ON recon_breaks (transaction_id) WHERE transaction_id IS NOT NULL;

-- Which breaks each import found (a re-import answers the same list).
CREATE TABLE recon_import_breaks (
  import_id bigint NOT NULL REFERENCES recon_imports(id),
  break_id bigint NOT NULL REFERENCES recon_breaks(id),
  PRIMARY KEY (import_id, break_id)
);

-- 5. The end of the day. Entries are found by day through their time: a BRIN index costs the send's write
-- next to nothing (entries are written in time order).
CREATE INDEX journal_entries_created_brin ON journal_entries USING brin (created_at);

-- The account class of a ledger account: 'customer' for every customer account, else the system account's code
-- without its currency ('clearing:nip', 'fees', 'fx:rounding'…).
CREATE FUNCTION account_class(p_kind text, p_code text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN p_kind = 'customer' THEN 'customer' ELSE regexp_replace(p_code, ':[A-Z]{3}$', '') END
$$;

-- A closed Lagos day's trial balance, kept once (the worker closes yesterday; asking for an older day keeps
-- it then). The ledger's sign: a posting's positive amount credits the account, a negative one debits it.
CREATE TABLE eod_days (
  value_date date PRIMARY KEY,
  -- The last journal entry written before the day's end when it was closed.
  last_entry_id bigint,
  balanced boolean NOT NULL,
  closed_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE eod_trial_balances (
  value_date date NOT NULL REFERENCES eod_days(value_date),
  account_class text NOT NULL,
  currency char(3) NOT NULL,
  opening_minor bigint NOT NULL,
  debits_minor bigint NOT NULL CHECK (debits_minor >= 0),
  credits_minor bigint NOT NULL CHECK (credits_minor >= 0),
  closing_minor bigint NOT NULL,
  PRIMARY KEY (value_date, account_class, currency),
  CHECK (closing_minor = opening_minor - debits_minor + credits_minor)
);

-- Every run of the ledger check (ledger/verify.ts): the day's close runs one, staff may run one at any time.
CREATE TABLE eod_ledger_checks (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  value_date date,
  ok boolean NOT NULL,
  problems jsonb NOT NULL,
  entries bigint NOT NULL,
  postings bigint NOT NULL,
  accounts bigint NOT NULL,
  seconds numeric NOT NULL,
  staff_id bigint REFERENCES staff(id),
  checked_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX eod_ledger_checks_recent ON eod_ledger_checks (checked_at DESC);
