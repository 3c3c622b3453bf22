-- Refunds and adjustments with maker-checker (issue 25 item 6, docs/decisions/028). PostgreSQL 15 subset.
--
-- A finance staff member *proposes* a refund (whole or part of a customer's debit) or an adjustment (a credit
-- or debit between a customer and a named suspense account); another one *approves* it, and only then does
-- the money move, as one balanced journal entry through the money core, in the approval's transaction.
-- The rules live here: what of a debit can still be refunded (money_refund_room), checked when a refund is
-- proposed and again, authoritatively, when it is approved, both under the customer's row lock (every
-- proposal and approval of a customer's refunds takes it first, so two of them take turns); the proposer
-- never approves their own (money_proposal_approve and the table's CHECK); a proposal is decided once.

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
  -- The system account on the other side (the contract's SUSPENSE_ACCOUNTS).
  suspense_code text NOT NULL CHECK (suspense_code ~ '^suspense:[a-z_]+:NGN$'),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  -- The complaint this puts right (its id or tracking number), when there is one.
  complaint_ref text CHECK (length(complaint_ref) <= 64),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  proposed_by bigint NOT NULL REFERENCES staff(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_by bigint REFERENCES staff(id),
  decided_at timestamptz,
  decision_reason text CHECK (length(decision_reason) <= 500),
  -- The approval's journal entry and the customer's history row.
  entry_id bigint REFERENCES journal_entries(id),
  result_transaction_id bigint REFERENCES transactions(id),
  CHECK (kind = 'adjustment' OR (transaction_id IS NOT NULL AND direction = 'credit')),
  CHECK (kind = 'refund' OR transaction_id IS NULL),
  CHECK ((status = 'pending') = (decided_by IS NULL)),
  -- Maker-checker: whoever proposed it never approves it (they may withdraw it: a rejection).
  CHECK (status <> 'approved' OR decided_by <> proposed_by)
);
CREATE INDEX money_proposals_pending ON money_proposals (id) WHERE status = 'pending';
CREATE INDEX money_proposals_transaction ON money_proposals (transaction_id) WHERE transaction_id IS NOT NULL;
CREATE INDEX money_proposals_user ON money_proposals (user_id, id);

-- What of a customer's debit can still be refunded: its amount and fee, less every refund of it approved and,
-- with p_pending_too (a new proposal, the console's figure), every refund waiting for approval; an approval
-- counts the approved ones only (what has actually been given back). Null when it cannot be refunded at all:
-- only a successful NGN debit can (a pending one may still be reversed, a reversed or failed one took
-- nothing). Reads only; the deciding callers first take a share lock on the debit (money_refund_lock).
CREATE FUNCTION money_refund_room(p_transaction bigint, p_pending_too boolean) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
DECLARE
  t record;
  v_taken bigint;
BEGIN
  SELECT direction, status, currency, amount_minor, fee_minor INTO t FROM transactions WHERE id = p_transaction;
  IF NOT FOUND OR t.direction <> 'debit' OR t.status <> 'successful' OR trim(t.currency) <> 'NGN' THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(sum(amount_minor), 0)::bigint INTO v_taken FROM money_proposals
    WHERE transaction_id = p_transaction AND (status = 'approved' OR (p_pending_too AND status = 'pending'));
  RETURN t.amount_minor + t.fee_minor - v_taken;
END $$;

-- Locks a debit against changing status (a reversal, a settlement) until the refund decision commits.
CREATE FUNCTION money_refund_lock(p_transaction bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM transactions WHERE id = p_transaction FOR SHARE;
END $$;

-- Proposes a refund of p_amount of the debit p_transaction (its uuid), under the customer's row lock.
-- code: ok (proposal: its uuid) | not_found | not_refundable | over_refund (detail: room, what is left).
CREATE FUNCTION money_proposal_refund(p_transaction uuid, p_amount bigint, p_reason text, p_complaint text,
  p_suspense text, p_staff bigint, OUT code text, OUT detail jsonb, OUT proposal uuid)
LANGUAGE plpgsql AS $$
DECLARE
  t record;
  v_room bigint;
BEGIN
  SELECT id, user_id INTO t FROM transactions WHERE uuid = p_transaction;
  IF NOT FOUND THEN code := 'not_found'; RETURN; END IF;
  PERFORM 1 FROM users WHERE id = t.user_id FOR NO KEY UPDATE;
  PERFORM money_refund_lock(t.id);
  v_room := money_refund_room(t.id, true);
  IF v_room IS NULL THEN code := 'not_refundable'; RETURN; END IF;
  IF p_amount > v_room THEN
    code := 'over_refund'; detail := jsonb_build_object('room', greatest(v_room, 0)::text); RETURN;
  END IF;
  INSERT INTO money_proposals (kind, user_id, transaction_id, direction, amount_minor, suspense_code, reason,
    complaint_ref, proposed_by)
  VALUES ('refund', t.user_id, t.id, 'credit', p_amount, p_suspense, p_reason, p_complaint, p_staff)
  RETURNING uuid INTO proposal;
  code := 'ok';
END $$;

-- Approves a proposal, inside the money move that then posts it (the customer's row already locked by it):
-- locks the proposal, which must still be pending; the approver must not be its proposer; a refund must
-- still fit in what has not been given back of its debit (the authoritative check: the debit may have been
-- reversed since, or a proposal got past its own check). Marks it approved; the caller posts the entry and records it
-- (money_proposal_posted) in the same transaction, or rolls all of it back.
-- code: ok | not_found | decided (detail: status) | same_staff | not_refundable | over_refund (detail: room).
CREATE FUNCTION money_proposal_approve(p_proposal uuid, p_staff bigint, OUT code text, OUT detail jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  p record;
  v_room bigint;
BEGIN
  SELECT id, kind, status, proposed_by, transaction_id, amount_minor INTO p FROM money_proposals
    WHERE uuid = p_proposal FOR UPDATE;
  IF NOT FOUND THEN code := 'not_found'; RETURN; END IF;
  IF p.status <> 'pending' THEN code := 'decided'; detail := jsonb_build_object('status', p.status); RETURN; END IF;
  IF p.proposed_by = p_staff THEN code := 'same_staff'; RETURN; END IF;
  IF p.kind = 'refund' THEN
    PERFORM money_refund_lock(p.transaction_id);
    v_room := money_refund_room(p.transaction_id, false);
    IF v_room IS NULL THEN code := 'not_refundable'; RETURN; END IF;
    IF p.amount_minor > v_room THEN
      code := 'over_refund'; detail := jsonb_build_object('room', greatest(v_room, 0)::text); RETURN;
    END IF;
  END IF;
  UPDATE money_proposals SET status = 'approved', decided_by = p_staff, decided_at = now() WHERE id = p.id;
  code := 'ok';
END $$;

-- What an approval posted: its journal entry and the customer's history row.
CREATE FUNCTION money_proposal_posted(p_proposal uuid, p_entry bigint, p_transaction bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE money_proposals SET entry_id = p_entry, result_transaction_id = p_transaction
    WHERE uuid = p_proposal AND status = 'approved';
  IF NOT FOUND THEN RAISE EXCEPTION 'proposal % is not approved', p_proposal; END IF;
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
