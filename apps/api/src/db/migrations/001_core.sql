-- Core schema: customers, signup OTPs, sessions, the double-entry ledger, customer-facing history,
-- rate-limit counters and the sandbox SMS outbox. Written to the PostgreSQL 15 subset (PGlite is 18).

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  phone text NOT NULL UNIQUE,
  country_code text NOT NULL DEFAULT 'NG',
  email text NOT NULL,
  password_hash text NOT NULL,
  type text NOT NULL CHECK (type IN ('personal', 'business')),
  firstname text, middlename text, lastname text,
  business_name text, business_name_suffix text,
  country text, state text, city text, address text, postal_code text, dob date,
  registration_number text, tin text,
  profile_path text,
  pin_hmac text,
  pin_failed_attempts integer NOT NULL DEFAULT 0,
  pin_locked_until timestamptz,
  login_failed_attempts integer NOT NULL DEFAULT 0,
  login_locked_until timestamptz,
  kyc_status text NOT NULL DEFAULT 'none' CHECK (kyc_status IN ('none', 'in_review', 'verified', 'rejected')),
  kyc_submitted_at timestamptz,
  kyc_verified_at timestamptz,
  referral_code text NOT NULL UNIQUE,
  referred_by bigint REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower ON users (lower(email));

-- A phone number on its way to becoming a customer: OTP state lives here, hashed.
CREATE TABLE signups (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  phone text NOT NULL UNIQUE,
  otp_hash text,
  otp_expires_at timestamptz,
  otp_attempts integer NOT NULL DEFAULT 0,
  otp_sent_at timestamptz,
  verified_at timestamptz,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  token_hash text NOT NULL UNIQUE,
  client_type text,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE kyc_document_types (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);
INSERT INTO kyc_document_types (id, name) VALUES
  (1, 'International Passport'),
  (2, 'National Identity Card (NIN)'),
  (3, 'Driver''s Licence'),
  (4, 'Permanent Voter''s Card');

CREATE TABLE kyc_submissions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users(id),
  bvn_last4 text NOT NULL,
  bvn_hmac text NOT NULL,
  document_type_id integer NOT NULL REFERENCES kyc_document_types(id),
  document_number text NOT NULL,
  status text NOT NULL CHECK (status IN ('in_review', 'verified', 'rejected')),
  verify_after timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE INDEX kyc_submissions_pending ON kyc_submissions (verify_after) WHERE status = 'in_review';

-- Ledger accounts. Customer accounts carry a cached balance that only ledger/ writes and that the
-- CHECK keeps from going negative, whatever the concurrency. System accounts (fees, rail clearing,
-- FX, funding) keep no cached balance, so they are never a hot row: their balance is the sum of postings.
CREATE TABLE accounts (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('customer', 'system')),
  user_id bigint REFERENCES users(id),
  code text UNIQUE,
  currency char(3) NOT NULL,
  account_number text UNIQUE,
  bank_name text,
  account_name text,
  balance_minor bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT customer_shape CHECK (
    (kind = 'customer' AND user_id IS NOT NULL AND balance_minor IS NOT NULL AND balance_minor >= 0)
    OR (kind = 'system' AND code IS NOT NULL AND balance_minor IS NULL)
  )
);
CREATE INDEX accounts_user ON accounts (user_id);

CREATE TABLE journal_entries (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  memo text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE postings (
  id bigserial PRIMARY KEY,
  entry_id bigint NOT NULL REFERENCES journal_entries(id),
  account_id bigint NOT NULL REFERENCES accounts(id),
  currency char(3) NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor <> 0)
);
CREATE INDEX postings_entry ON postings (entry_id);
CREATE INDEX postings_account ON postings (account_id);

-- Append-only: corrections are new entries, never edits.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are append-only (% on %)', TG_OP, TG_TABLE_NAME;
END $$;
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE ON postings
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- Every entry balances per currency, checked at commit, whatever code wrote it.
CREATE FUNCTION ledger_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad text;
BEGIN
  SELECT currency INTO bad FROM postings WHERE entry_id = NEW.entry_id
    GROUP BY currency HAVING sum(amount_minor) <> 0 LIMIT 1;
  IF bad IS NOT NULL THEN
    RAISE EXCEPTION 'journal entry % does not balance in %', NEW.entry_id, bad;
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER postings_balanced AFTER INSERT ON postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_balanced();

INSERT INTO accounts (kind, code, currency) VALUES
  ('system', 'funding:inbound:NGN', 'NGN'),
  ('system', 'fees:NGN', 'NGN');

-- What a customer sees: one row per movement on their account. The ledger is the truth of money;
-- this is the truth of status (pending → successful | failed → reversed).
CREATE TABLE transactions (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id bigint NOT NULL REFERENCES users(id),
  account_id bigint NOT NULL REFERENCES accounts(id),
  entry_id bigint REFERENCES journal_entries(id),
  direction text NOT NULL CHECK (direction IN ('debit', 'credit')),
  rail text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'successful', 'failed', 'reversed')),
  currency char(3) NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  fee_minor bigint NOT NULL DEFAULT 0 CHECK (fee_minor >= 0),
  reference text NOT NULL UNIQUE,
  counterparty_name text,
  counterparty_account text,
  counterparty_bank text,
  narration text,
  meta jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_user_recent ON transactions (user_id, created_at DESC, id DESC);
CREATE INDEX transactions_account_recent ON transactions (account_id, created_at DESC, id DESC);

-- Fixed-window counters shared by every API process.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);

-- Sandbox SMS: what the SMS rail "sent", readable at GET /api/sandbox/messages.
CREATE TABLE sms_messages (
  id bigserial PRIMARY KEY,
  phone text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_messages_phone ON sms_messages (phone, id DESC);

-- Virtual USD Visa cards. The card's money is a USD customer account in the ledger; the full number
-- is kept only encrypted, and only its last four digits ever leave the server outside the reveal call.
CREATE TABLE cards (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id bigint NOT NULL REFERENCES users(id),
  account_id bigint NOT NULL REFERENCES accounts(id),
  brand text NOT NULL DEFAULT 'visa',
  last4 text NOT NULL,
  pan_encrypted text NOT NULL,
  expiry_month integer NOT NULL,
  expiry_year integer NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'frozen')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cards_user ON cards (user_id);
