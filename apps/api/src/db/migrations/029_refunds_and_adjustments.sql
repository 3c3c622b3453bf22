-- Refunds and adjustments with maker-checker (issue 25 item 6, docs/decisions/028). PostgreSQL 15 subset.
--
-- A finance staff member *proposes* a refund (whole or part of a customer's debit) or an adjustment (a credit
-- or debit between a customer and a named suspense account); another one *approves* it, and only then does
-- the money move, through the money core's staff move (money_staff_move, migration 022), in the approval's
-- transaction. The money core decides the move itself (proposer ≠ approver, the refund's ceiling against what
-- was refunded, restrictions, once per proposal). This migration keeps the proposals and what they ask before
-- anyone approves them: a refund is refused at proposal when, with the refunds made and those still waiting
-- for approval, it would exceed its debit (money_refund_room), under the customer's row lock, so two
-- proposals take turns.

CREATE TABLE money_proposals (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('refund', 'adjustment')),
  user_id bigint NOT NULL REFERENCES users(id),
  -- A refund's original: the customer's debit it gives back, whole or in part.
  transaction_id bigint REFERENCES transactions(id),
  -- credit: to the customer from the suspense account; debit: from the customer to it. A refund credits.
  direction text NOT NULL CHECK (direction IN ('credit', 'debit')),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  -- The money core's suspense account on the other side (its SUSPENSE_ACCOUNTS; the NGN one is used).
  suspense_code text NOT NULL CHECK (suspense_code ~ '^suspense:[a-z][a-z_-]*$'),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  -- The complaint this puts right (its tracking number or id), when there is one.
  complaint_ref text CHECK (length(complaint_ref) <= 64),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  proposed_by bigint NOT NULL REFERENCES staff(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_by bigint REFERENCES staff(id),
  decided_at timestamptz,
  decision_reason text CHECK (length(decision_reason) <= 500),
  -- The approval's history row (its journal entry is the row's entry_id; its staff_moves row names it).
  result_transaction_id bigint REFERENCES transactions(id),
  CHECK (kind = 'adjustment' OR (transaction_id IS NOT NULL AND direction = 'credit')),
  CHECK (kind = 'refund' OR transaction_id IS NULL),
  CHECK ((status = 'pending') = (decided_by IS NULL)),
  CHECK ((status = 'approved') = (result_transaction_id IS NOT NULL)),
  -- Maker-checker, here too: whoever proposed it never approves it (they may withdraw it: a rejection).
  CONSTRAINT money_proposals_maker_checker CHECK (status <> 'approved' OR decided_by <> proposed_by)
);
CREATE INDEX money_proposals_pending ON money_proposals (id) WHERE status = 'pending';
CREATE INDEX money_proposals_status ON money_proposals (status, id);
CREATE INDEX money_proposals_transaction ON money_proposals (transaction_id) WHERE transaction_id IS NOT NULL;

-- What a debit's refunds stand at: refunded (the money core's staff moves against it), waiting (proposals
-- not yet decided) and room, what a new proposal may still take: its amount and fee less both. code: ok |
-- refund_not_found (not a customer's NGN debit) | refund_not_settled (pending, failed or reversed), the money
-- core's codes for the same facts. Reads only.
CREATE FUNCTION money_refund_room(p_transaction bigint, OUT code text, OUT refunded bigint,
  OUT waiting bigint, OUT room bigint)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  t record;
  v_found boolean;
BEGIN
  SELECT direction, status, currency, amount_minor, fee_minor INTO t FROM transactions WHERE id = p_transaction;
  v_found := FOUND;
  SELECT coalesce(sum(amount_minor), 0)::bigint INTO refunded FROM staff_moves
    WHERE original_transaction_id = p_transaction;
  SELECT coalesce(sum(amount_minor), 0)::bigint INTO waiting FROM money_proposals
    WHERE transaction_id = p_transaction AND status = 'pending';
  IF NOT v_found OR t.direction <> 'debit' OR trim(t.currency) <> 'NGN' THEN
    code := 'refund_not_found'; RETURN;
  END IF;
  IF t.status <> 'successful' THEN code := 'refund_not_settled'; RETURN; END IF;
  room := greatest(t.amount_minor + t.fee_minor - refunded - waiting, 0);
  code := 'ok';
END $$;

-- Proposes a refund of p_amount of the debit p_transaction (its uuid), under the customer's row lock (the
-- money core's staff move takes it too, so a proposal and an approval of the same customer take turns).
-- code: ok (proposal: its uuid) | not_found | refund_not_found | refund_not_settled | refund_exceeds
-- (detail: left, what a refund may still take).
CREATE FUNCTION money_proposal_refund(p_transaction uuid, p_amount bigint, p_reason text, p_complaint text,
  p_suspense text, p_staff bigint, OUT code text, OUT detail jsonb, OUT proposal uuid)
LANGUAGE plpgsql AS $$
DECLARE
  t record;
  r record;
BEGIN
  SELECT id, user_id INTO t FROM transactions WHERE uuid = p_transaction;
  IF NOT FOUND THEN code := 'not_found'; RETURN; END IF;
  PERFORM 1 FROM users WHERE id = t.user_id FOR NO KEY UPDATE;
  r := money_refund_room(t.id);
  IF r.code <> 'ok' THEN code := r.code; RETURN; END IF;
  IF p_amount > r.room THEN
    code := 'refund_exceeds'; detail := jsonb_build_object('left', r.room::text); RETURN;
  END IF;
  INSERT INTO money_proposals (kind, user_id, transaction_id, direction, amount_minor, suspense_code, reason,
    complaint_ref, proposed_by)
  VALUES ('refund', t.user_id, t.id, 'credit', p_amount, p_suspense, p_reason, p_complaint, p_staff)
  RETURNING uuid INTO proposal;
  code := 'ok';
END $$;

-- Locks a proposal for its decision (after its customer's row: the global lock order). Its state then.
CREATE FUNCTION money_proposal_lock(p_proposal uuid, OUT status text, OUT decided_by bigint)
LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.status, p.decided_by INTO status, decided_by FROM money_proposals p WHERE p.uuid = p_proposal FOR UPDATE;
END $$;

-- Records an approval whose money the money core has moved (p_transaction: its history row).
CREATE FUNCTION money_proposal_approved(p_proposal uuid, p_staff bigint, p_transaction bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE money_proposals SET status = 'approved', decided_by = p_staff, decided_at = now(),
    result_transaction_id = p_transaction
    WHERE uuid = p_proposal AND status = 'pending';
  IF NOT FOUND THEN RAISE EXCEPTION 'proposal % is not pending', p_proposal; END IF;
END $$;

-- Rejects a pending proposal (the proposer may withdraw their own). code: ok | not_found | decided.
CREATE FUNCTION money_proposal_reject(p_proposal uuid, p_staff bigint, p_reason text,
  OUT code text, OUT detail jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  p record;
BEGIN
  SELECT id, status INTO p FROM money_proposals WHERE uuid = p_proposal FOR UPDATE;
  IF NOT FOUND THEN code := 'not_found'; RETURN; END IF;
  IF p.status <> 'pending' THEN code := 'decided'; detail := jsonb_build_object('status', p.status); RETURN; END IF;
  UPDATE money_proposals SET status = 'rejected', decided_by = p_staff, decided_at = now(),
    decision_reason = p_reason WHERE id = p.id;
  code := 'ok';
END $$;
