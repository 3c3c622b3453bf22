-- Reconciliation's breaks resolved by a journal entry, and one home for the ledger checks (issue 26, decision
-- 023). PostgreSQL 15 subset (PGlite is 18).

-- 1. A journal entry proposed to resolve a break (the break's customer credited or debited against the
-- suspense account suspense:recon), moved by the money core's staff move when a second finance person approves
-- it; the proposal's uuid is its key there, so approving twice moves money once. One proposal waits at a time.
CREATE TABLE recon_break_proposals (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  break_id bigint NOT NULL REFERENCES recon_breaks(id),
  direction text NOT NULL CHECK (direction IN ('credit', 'debit')),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  reason text NOT NULL CHECK (length(reason) BETWEEN 3 AND 500),
  state text NOT NULL DEFAULT 'proposed' CHECK (state IN ('proposed', 'approved', 'rejected')),
  proposed_by bigint NOT NULL REFERENCES staff(id),
  decided_by bigint REFERENCES staff(id),
  transaction_id bigint REFERENCES transactions(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CHECK ((state = 'proposed') = (decided_by IS NULL)),
  CHECK ((state = 'approved') = (transaction_id IS NOT NULL)),
  -- Maker-checker, here too (the money core refuses it first): whoever proposed it never approves it.
  CONSTRAINT recon_break_proposals_maker_checker CHECK (state <> 'approved' OR decided_by <> proposed_by)
);
CREATE UNIQUE INDEX recon_break_proposals_waiting ON recon_break_proposals (break_id) WHERE state = 'proposed';
CREATE INDEX recon_break_proposals_state ON recon_break_proposals (state, id);

-- 2. The ledger checks had two homes: the day's close and the end-of-day page kept theirs in eod_ledger_checks
-- (migration 024), the dashboard's button in ledger_checks (migration 028). eod_ledger_checks keeps them all
-- now; the dashboard shows its newest. The dashboard's rows did not count the ledger: their counts stay null.
ALTER TABLE eod_ledger_checks
  ALTER COLUMN entries DROP NOT NULL,
  ALTER COLUMN postings DROP NOT NULL,
  ALTER COLUMN accounts DROP NOT NULL,
  ADD CONSTRAINT eod_ledger_checks_counts CHECK (
    (entries IS NULL) = (postings IS NULL) AND (entries IS NULL) = (accounts IS NULL));
INSERT INTO eod_ledger_checks (value_date, ok, problems, entries, postings, accounts, seconds, staff_id, checked_at)
  SELECT NULL, ok, problems, NULL, NULL, NULL, round(duration_ms / 1000.0, 3), staff_id, checked_at
  FROM ledger_checks ORDER BY id;
DROP TABLE ledger_checks;
