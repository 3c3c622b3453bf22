-- Bulk payouts: a customer names a batch and the account to pay from, uploads a CSV of bank transfers,
-- reviews every row (name found, fee, problems), and confirms the whole batch with their PIN once. Each
-- row is then paid by its own money move (moveMoney, pre-authorised by the batch), and the row is marked
-- sent in that same transaction, so a row is paid once however often the batch is confirmed or resumed.

CREATE TABLE payout_batches (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id bigint NOT NULL REFERENCES users(id),
  account_id bigint NOT NULL REFERENCES accounts(id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- draft: named, nothing uploaded; review: rows checked, waiting for the PIN; awaiting_approval: confirmed by
  -- an initiator, waiting for an approver (teams); paying: confirmed, rows being paid; done: every row sent or
  -- refused.
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'review', 'awaiting_approval', 'paying', 'done')),
  file_name text,
  confirmed_by bigint REFERENCES users(id),
  confirmed_at timestamptz,
  approved_by bigint REFERENCES users(id),
  -- A paying batch is worked by one worker at a time until this passes (a dead worker's batch is taken up
  -- again once it does).
  lease_until timestamptz,
  finished_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payout_batches_user_recent ON payout_batches (user_id, created_at DESC, id DESC);
CREATE INDEX payout_batches_paying ON payout_batches (lease_until) WHERE status = 'paying';

CREATE TABLE payout_rows (
  id bigserial PRIMARY KEY,
  batch_id bigint NOT NULL REFERENCES payout_batches(id),
  -- The row's number in the uploaded file (1 = the first row under the header); kept when rows are removed.
  row_no integer NOT NULL CHECK (row_no > 0),
  -- What the file said, as typed, so a bad row can be shown and fixed.
  bank_input text NOT NULL,
  account_number text NOT NULL,
  amount_input text NOT NULL,
  narration text NOT NULL,
  -- What the checks found (null when the row is bad).
  bank_code text,
  bank_name text,
  account_name text,
  amount_minor bigint CHECK (amount_minor IS NULL OR amount_minor > 0),
  fee_minor bigint CHECK (fee_minor IS NULL OR fee_minor >= 0),
  -- valid: will be paid; invalid: `problem` says why (not paid); sent: paid by `transaction_id`;
  -- refused: the money move refused it (insufficient funds, a limit…), `problem` says why.
  state text NOT NULL CHECK (state IN ('valid', 'invalid', 'sent', 'refused')),
  problem text,
  transaction_id bigint UNIQUE REFERENCES transactions(id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (batch_id, row_no),
  CHECK ((state = 'sent') = (transaction_id IS NOT NULL)),
  CHECK (state NOT IN ('invalid', 'refused') OR problem IS NOT NULL)
);
CREATE INDEX payout_rows_unpaid ON payout_rows (batch_id, row_no) WHERE state = 'valid';
