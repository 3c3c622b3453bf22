-- Payment links: a customer shares /pay/{slug}; a payer pays it in the app (an Owo-to-Owo money move) or by
-- bank transfer to the link's own Owo MFB account number (an inflow). Every payment is one row in
-- payment_link_payments pointing at the payee's credit row in the history; the ledger holds the money.

-- Link account numbers come from this sequence: serial = '0' + 8 digits, so they never meet a customer's
-- account number (random serials from 100000000 up) and are unique without a retry.
CREATE SEQUENCE payment_link_serial START 1 MAXVALUE 99999999 NO CYCLE;

CREATE TABLE payment_links (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  -- 128 random bits, base64url: the public code in /pay/{slug}.
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[A-Za-z0-9_-]{22}$'),
  user_id bigint NOT NULL REFERENCES users(id),
  -- The payee's account that payments are credited to.
  account_id bigint NOT NULL REFERENCES accounts(id),
  -- The dedicated NUBAN (Owo MFB) for bank transfers to this link.
  account_number text NOT NULL UNIQUE CHECK (account_number ~ '^0[0-9]{9}$'),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 100),
  -- NULL: an open amount (the payer chooses).
  amount_minor bigint CHECK (amount_minor IS NULL OR amount_minor > 0),
  single_use boolean NOT NULL DEFAULT false,
  expires_at timestamptz,
  deactivated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_links_user_recent ON payment_links (user_id, created_at DESC, id DESC);

CREATE TABLE payment_link_payments (
  id bigserial PRIMARY KEY,
  link_id bigint NOT NULL REFERENCES payment_links(id),
  -- The payee's credit row (history); its entry is the ledger's record of the money.
  transaction_id bigint NOT NULL UNIQUE REFERENCES transactions(id),
  channel text NOT NULL CHECK (channel IN ('owo', 'bank_transfer')),
  payer_name text,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_link_payments_link ON payment_link_payments (link_id, id);
