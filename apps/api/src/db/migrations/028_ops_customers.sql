-- The operations console's customer pages (issue 25 items 2, 3 and 8; docs/decisions/027). PostgreSQL 15 subset.
--
-- Finding a customer among millions: by phone, e-mail, account number and transaction reference through the
-- unique indexes those columns already have; by name through a trigram index (pg_trgm, a trusted extension
-- in PostgreSQL 13+ and bundled with PGlite), which answers "contains these letters" without a scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- What a name search compares: every name of the customer, lower-cased, in one string. IMMUTABLE (|| and
-- coalesce only), so the index below can hold it and a query that calls it uses the index.
CREATE FUNCTION customer_search_name(p_first text, p_middle text, p_last text, p_business text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(coalesce(p_first, '') || ' ' || coalesce(p_middle, '') || ' ' || coalesce(p_last, '') || ' ' ||
    coalesce(p_business, ''))
$$;
CREATE INDEX users_search_name ON users
  USING gin (customer_search_name(firstname, middlename, lastname, business_name) gin_trgm_ops);

-- The dashboard's "today" figures read history by time: a BRIN index (rows arrive in time order) costs the
-- busiest table almost nothing to keep.
CREATE INDEX transactions_created_brin ON transactions USING brin (created_at);

-- Why a staff member opened a customer's page: asked once per customer per staff session. Every opening is
-- also in the audit log with this reason (the log is the record; this row only says "already asked").
CREATE TABLE customer_access (
  staff_session_id bigint NOT NULL REFERENCES staff_sessions(id),
  user_id bigint NOT NULL REFERENCES users(id),
  staff_id bigint NOT NULL REFERENCES staff(id),
  reason text NOT NULL CHECK (length(reason) BETWEEN 5 AND 300),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (staff_session_id, user_id)
);

-- Staff notes on a customer: written once, never edited or removed (a correction is a new note).
CREATE TABLE customer_notes (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id bigint NOT NULL REFERENCES users(id),
  staff_id bigint NOT NULL REFERENCES staff(id),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_notes_user ON customer_notes (user_id, id DESC);

CREATE FUNCTION customer_notes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'customer_notes is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER customer_notes_no_change BEFORE UPDATE OR DELETE ON customer_notes
  FOR EACH ROW EXECUTE FUNCTION customer_notes_append_only();

-- The identity review queue (migration 017's cases): a public id, the rest of what the customer typed (the
-- document and address, so an approval can stand as their submission), and the staff decision.
ALTER TABLE kyc_review_cases
  ADD COLUMN uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  ADD COLUMN details jsonb,
  ADD COLUMN decision text CHECK (decision IN ('approved', 'rejected')),
  ADD COLUMN decided_by bigint REFERENCES staff(id),
  ADD COLUMN decision_reason text CHECK (length(decision_reason) BETWEEN 5 AND 500),
  -- A decided case names its decision, who made it and why; an open one none of them.
  ADD CONSTRAINT kyc_review_cases_decided CHECK (
    (status = 'open' AND decision IS NULL AND decided_by IS NULL)
    OR (status = 'closed' AND closed_at IS NOT NULL));
CREATE UNIQUE INDEX kyc_review_cases_uuid ON kyc_review_cases (uuid);

-- The ledger's last checks, run from the console (the dashboard shows the newest).
CREATE TABLE ledger_checks (
  id bigserial PRIMARY KEY,
  staff_id bigint REFERENCES staff(id),
  ok boolean NOT NULL,
  problems jsonb NOT NULL DEFAULT '[]'::jsonb,
  duration_ms integer NOT NULL,
  checked_at timestamptz NOT NULL DEFAULT now()
);
