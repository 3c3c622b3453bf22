-- One home for staff money proposals (issue 26, decisions 023 and 028). PostgreSQL 15 subset.
--
-- A journal entry proposed to resolve a reconciliation break was a row of its own table
-- (recon_break_proposals, migration 031) with its own maker-checker, approval and listing, beside the refunds
-- and adjustments of money_proposals (migration 029). It is now a money_proposals row of kind 'recon': the
-- break it resolves (break_id), the break's customer credited or debited against suspense:recon (as before),
-- decided through the same functions and the same maker-checker constraint. Marking one approved resolves its
-- break by the approval's journal entry, in the same statement, so no approval leaves its break open.

-- 1. The kind, and the break a 'recon' proposal resolves (one waiting per break, as before).
ALTER TABLE money_proposals DROP CONSTRAINT money_proposals_kind_check;
ALTER TABLE money_proposals ADD CONSTRAINT money_proposals_kind_check
  CHECK (kind IN ('refund', 'adjustment', 'recon'));
-- 029's "kind = 'adjustment' OR (a refund's original, credited)" would refuse a break's entry: it is said of
-- refunds alone now (its other rule, that only a refund names an original, stands).
DO $$
DECLARE
  v_name text;
BEGIN
  SELECT conname INTO STRICT v_name FROM pg_constraint
    WHERE conrelid = 'money_proposals'::regclass AND contype = 'c'
      AND pg_get_constraintdef(oid) LIKE '%''adjustment''%transaction_id IS NOT NULL%';
  EXECUTE format('ALTER TABLE money_proposals DROP CONSTRAINT %I', v_name);
END $$;
ALTER TABLE money_proposals
  ADD CONSTRAINT money_proposals_refund
    CHECK (kind <> 'refund' OR (transaction_id IS NOT NULL AND direction = 'credit')),
  ADD COLUMN break_id bigint REFERENCES recon_breaks(id),
  ADD CONSTRAINT money_proposals_break CHECK ((kind = 'recon') = (break_id IS NOT NULL)),
  -- A break's entry is always against the reconciliation suspense account.
  ADD CONSTRAINT money_proposals_recon_suspense CHECK (kind <> 'recon' OR suspense_code = 'suspense:recon');
CREATE UNIQUE INDEX money_proposals_break_waiting ON money_proposals (break_id) WHERE status = 'pending';
CREATE INDEX money_proposals_break ON money_proposals (break_id) WHERE break_id IS NOT NULL;

-- 2. The break entries proposed so far, moved across with their uuids (the audit log and the console name
-- them by it) and their decisions. Their customer is the break's transaction's; an approved one's history row
-- is the one its approval wrote. They take the next ids (the Approvals desk lists by id, newest first).
INSERT INTO money_proposals (uuid, kind, user_id, break_id, direction, amount_minor, suspense_code, reason,
    status, proposed_by, created_at, decided_by, decided_at, result_transaction_id)
  SELECT p.uuid, 'recon', t.user_id, p.break_id, p.direction, p.amount_minor, 'suspense:recon', p.reason,
    CASE p.state WHEN 'proposed' THEN 'pending' ELSE p.state END, p.proposed_by, p.created_at, p.decided_by,
    p.decided_at, p.transaction_id
  FROM recon_break_proposals p JOIN recon_breaks b ON b.id = p.break_id JOIN transactions t ON t.id = b.transaction_id
  ORDER BY p.id;
DO $$
BEGIN
  IF (SELECT count(*) FROM recon_break_proposals)
     <> (SELECT count(*) FROM money_proposals WHERE kind = 'recon') THEN
    RAISE EXCEPTION 'a break entry without a customer cannot move into money_proposals';
  END IF;
END $$;
DROP TABLE recon_break_proposals;

-- 3. Locking a proposal for its decision locks its break too (after the customer and the proposal: the lock
-- order), and says whether the break is still open: an entry for a closed break is never approved.
DROP FUNCTION money_proposal_lock(uuid);
CREATE FUNCTION money_proposal_lock(p_proposal uuid, OUT status text, OUT decided_by bigint,
  OUT break_state text)
LANGUAGE plpgsql AS $$
DECLARE
  v_break bigint;
BEGIN
  SELECT p.status, p.decided_by, p.break_id INTO status, decided_by, v_break
    FROM money_proposals p WHERE p.uuid = p_proposal FOR UPDATE;
  IF v_break IS NOT NULL THEN
    SELECT b.state INTO break_state FROM recon_breaks b WHERE b.id = v_break FOR UPDATE;
  END IF;
END $$;

-- 4. Records an approval whose money the money core has moved (p_transaction: its history row); a break's
-- entry resolves its break by that row's journal entry, with the proposal's reason as its note.
CREATE OR REPLACE FUNCTION money_proposal_approved(p_proposal uuid, p_staff bigint, p_transaction bigint)
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_break bigint;
  v_reason text;
BEGIN
  UPDATE money_proposals SET status = 'approved', decided_by = p_staff, decided_at = now(),
    result_transaction_id = p_transaction
    WHERE uuid = p_proposal AND status = 'pending'
    RETURNING break_id, reason INTO v_break, v_reason;
  IF NOT FOUND THEN RAISE EXCEPTION 'proposal % is not pending', p_proposal; END IF;
  IF v_break IS NOT NULL THEN
    UPDATE recon_breaks b SET state = 'resolved', resolution = 'journal', note = v_reason, resolved_by = p_staff,
        resolved_at = now(), entry_id = t.entry_id
      FROM transactions t
      WHERE b.id = v_break AND b.state = 'open' AND t.id = p_transaction;
    IF NOT FOUND THEN RAISE EXCEPTION 'break % is not open', v_break; END IF;
  END IF;
END $$;
