-- Sends (eNaira, bank, USD wire, Ghana mobile money), their settlement, idempotency keys, beneficiaries and
-- the card columns the reveal call needs. PostgreSQL 15 subset.

-- A money-moving request's Idempotency-Key (docs/decisions/004), per customer. The row is inserted inside the send's
-- own transaction and given its reply before commit, so other requests only ever see it finished: one that
-- arrives meanwhile waits on the unique index until the first commits (reply stored) or rolls back (gone).
CREATE TABLE idempotency_keys (
  user_id bigint NOT NULL REFERENCES users(id),
  key text NOT NULL,
  -- HMAC of the method, path and body without the PIN: same key + another body is a conflict.
  fingerprint text NOT NULL,
  response_status integer,
  response_body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

-- Two-phase sends (docs/decisions/005): written in the debit's transaction, worked off by the settlement task.
-- pending → (the rail answers) paid | refused → (the ledger settles) settled | reversed.
-- due_at is also the claim lease: a claimed row is pushed into the future, so a worker that dies
-- mid-call leaves it due again later, and the rail (idempotent by reference) answers the same.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL UNIQUE REFERENCES transactions(id),
  rail text NOT NULL,
  state text NOT NULL CHECK (state IN ('pending', 'paid', 'refused', 'settled', 'reversed')),
  payload jsonb NOT NULL,
  due_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  rail_reference text,
  refusal_reason text,
  settlement_entry_id bigint REFERENCES journal_entries(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_due ON outbox (due_at) WHERE state = 'pending';
CREATE INDEX outbox_decided ON outbox (id) WHERE state IN ('paid', 'refused');

-- The sandbox rails' own record of what they were asked to pay, as a real provider keeps one: asking
-- twice with the same reference returns the first answer and pays once.
CREATE TABLE sandbox_payouts (
  reference text PRIMARY KEY,
  rail text NOT NULL,
  currency char(3) NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  status text NOT NULL CHECK (status IN ('paid', 'refused')),
  reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Saved recipients: one per customer, rail and destination (the alias, bank + account, issuer + number…).
CREATE TABLE beneficiaries (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id bigint NOT NULL REFERENCES users(id),
  type text NOT NULL CHECK (type IN ('enaira', 'bank', 'usd', 'momo')),
  destination text NOT NULL,
  name text NOT NULL,
  currency char(3) NOT NULL,
  alias text,
  account_number text,
  bank_name text,
  bank_code text,
  issuer text,
  number text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, type, destination)
);

-- Cards: the CVV is kept encrypted like the number (the reveal call shows both), the holder's name is
-- printed on the card, and a customer holds one card.
ALTER TABLE cards ADD COLUMN cvv_encrypted text NOT NULL;
ALTER TABLE cards ADD COLUMN name_on_card text NOT NULL;
CREATE UNIQUE INDEX cards_one_per_user ON cards (user_id);

-- The system accounts the sends use (systemAccount() would create them on first use; listing them here
-- documents the chart of accounts). Clearing holds money between debit and settlement; settlement is
-- what left through each rail; fx is the currency desk.
INSERT INTO accounts (kind, code, currency) VALUES
  ('system', 'clearing:enaira:NGN', 'NGN'),
  ('system', 'clearing:nip:NGN', 'NGN'),
  ('system', 'clearing:usd_wire:NGN', 'NGN'),
  ('system', 'clearing:momo:NGN', 'NGN'),
  ('system', 'settlement:enaira:NGN', 'NGN'),
  ('system', 'settlement:nip:NGN', 'NGN'),
  ('system', 'settlement:usd_wire:USD', 'USD'),
  ('system', 'settlement:momo:GHS', 'GHS'),
  ('system', 'fx:NGN', 'NGN'),
  ('system', 'fx:USD', 'USD'),
  ('system', 'fx:GHS', 'GHS')
ON CONFLICT (code) DO NOTHING;
