-- Statements (issue 11): every PDF statement issued is recorded, so anyone holding a copy can check it at
-- /s/{code} against the SHA-256 of the bytes as issued. PostgreSQL 15 subset.
CREATE TABLE statements (
  id bigserial PRIMARY KEY,
  -- 128 random bits, hex: printed on the statement and in its QR code.
  code text NOT NULL UNIQUE,
  account_id bigint NOT NULL REFERENCES accounts(id),
  user_id bigint NOT NULL REFERENCES users(id),
  period_from date NOT NULL,
  period_to date NOT NULL,
  opening_balance_minor bigint NOT NULL,
  -- Filled in when the stream ends; a statement whose stream broke off keeps them null and is never shown.
  closing_balance_minor bigint,
  line_count integer,
  sha256 text,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  CHECK (period_from <= period_to)
);
CREATE INDEX statements_account ON statements (account_id, created_at DESC);

-- A statement reads one account's postings in id order, page by page (keyset), whatever its length.
CREATE INDEX postings_account_id ON postings (account_id, id);
