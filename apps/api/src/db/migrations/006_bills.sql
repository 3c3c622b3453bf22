-- Bills (airtime, data, electricity, cable TV) through the biller rail. PostgreSQL 15 subset.

-- A rail's paid answer may carry details for the customer (a prepaid meter's 20-digit token and units);
-- they are kept with the answer, so a worker that dies after recording it still settles with them.
ALTER TABLE outbox ADD COLUMN rail_details jsonb;

-- Saved biller customers (a phone, meter or smartcard), one per customer, biller and number.
CREATE TABLE bill_beneficiaries (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id bigint NOT NULL REFERENCES users(id),
  biller text NOT NULL,
  category text NOT NULL CHECK (category IN ('airtime', 'data', 'electricity', 'cable')),
  customer_id text NOT NULL,
  customer_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, biller, customer_id)
);
CREATE INDEX bill_beneficiaries_recent ON bill_beneficiaries (user_id, updated_at DESC);

-- The biller's clearing account (paid in, waiting for the biller) and settlement account (paid out).
INSERT INTO accounts (kind, code, currency) VALUES
  ('system', 'clearing:bills:NGN', 'NGN'),
  ('system', 'settlement:bills:NGN', 'NGN')
ON CONFLICT (code) DO NOTHING;
