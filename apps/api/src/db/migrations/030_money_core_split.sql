-- The money core, one home per rule: load → decide → write (issue 27 item 1; docs/decisions/021). PostgreSQL
-- 15 subset.
--
-- Migration 022 (staff restrictions, staff-approved money, money_case / money_decide / money_room) has run in
-- production; this one finishes the split on top of it (and of 023–029, which call the core only through the
-- functions below):
--   load    under the movement's locks, the facts it needs, as one `money_case` per movement (money_case_of for
--           one customer; money_send_batch builds each send's case from the batch's arrays);
--   decide  money_decide(case, rules): a function of the case and the limits in force, nothing else. Every rule
--           lives there once: idempotency replay, staff maker-checker, restrictions, the customer's own freeze,
--           KYC, the PIN (through money_pin_rule, 014), a refund's ceiling, the recipient, the tier's
--           per-transfer and daily limits, the own daily limit, the new-device cap, the balance, the recipient's
--           and tier 1's balance caps;
--   write   only on 'ok': journal entry, postings, history (its events), counters, outbox, keys.
-- Sends, bills, payment links paid from Owo, payout rows and team payments (money_send_batch, after
-- money_authorise for a money move), card funding (money_spend), a payout batch's total (money_batch_check), a
-- member's cap (money_member_cap_check), inflows (money_credit_check), fee quotes (money_quote_check, 022), staff
-- refunds and adjustments (money_staff_move, 022; approved through 029's proposals) and the customer's
-- allowance (money_allowance) all decide through it. money_limit_rule, money_cap_rule, money_spend_guard and
-- money_count_spend (014, 019), which held copies of these rules, go.
--
-- The tier's daily limit now counts amounts sent, not fees (decision 021 amends 008): daily_spend gains
-- sent_minor beside spent_minor (amount + fee, what the own daily limit counts), backfilled from history.
--
-- p_rules as in 014: {"t1_per","t1_daily","t1_max","t3_per","t3_daily","t3_max","cap_minor","cap_hours","pin_max",
-- "pin_lock_ms","lock_timeout_ms"}, every amount in kobo as a string.

-- ── Staff restrictions: which one is in force ─────────────────────────────────────────────────────────────
-- (022's money_restriction_of was declared IMMUTABLE although it reads a table; it is STABLE now.)

-- Which of a customer's live restrictions is in force: the lowest rank.
CREATE FUNCTION money_restriction_rank(p_type text) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_type WHEN 'close' THEN 0 WHEN 'freeze' THEN 1 ELSE 2 END
$$;

-- The restriction in force on a customer, or null. A mover reads it once it holds the customer's row lock or
-- the account's (placing and lifting take both), in a statement of its own, so it sees every restriction
-- committed before it got the lock.
CREATE OR REPLACE FUNCTION money_restriction_of(p_user bigint) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE v text;
BEGIN
  SELECT type INTO v FROM customer_restrictions WHERE user_id = p_user AND lifted_at IS NULL
    ORDER BY money_restriction_rank(type) LIMIT 1;
  RETURN v;
END $$;

-- ── The daily counter: what was sent and what it cost ─────────────────────────────────────────────────────
--
-- daily_spend (004) counted amount + fee per customer and Lagos day, and the tier's daily limit compared that
-- count plus the new amount with the limit: earlier sends' fees counted toward the tier's limit, the send's own
-- did not, and a payout batch's check counted every fee (the drift issue 27 names). Now the counter keeps both:
-- spent_minor (amount + fee, what left the account: the customer's own daily limit) and sent_minor (amounts
-- only: the tier's daily limit), so a send and a batch of sends answer the same.
ALTER TABLE daily_spend ADD COLUMN sent_minor bigint NOT NULL DEFAULT 0;

-- History's count by day (022's money_spend_by_day), now with the amounts alone: ledger:verify compares both
-- counters with it, and it backfills sent_minor for the days already counted.
CREATE OR REPLACE VIEW money_spend_by_day AS
  SELECT user_id, (created_at AT TIME ZONE 'Africa/Lagos')::date AS day,
    sum(amount_minor + fee_minor)::bigint AS spent_minor, sum(amount_minor)::bigint AS sent_minor
  FROM money_spending GROUP BY 1, 2;

UPDATE daily_spend d SET sent_minor = h.sent_minor FROM money_spend_by_day h
  WHERE h.user_id = d.user_id AND h.day = d.day;

-- ── The case, and deciding on it ──────────────────────────────────────────────────────────────────────────
--
-- money_case gains sent_today (beside spent_today). A composite type cannot take a field in the middle, so it
-- is made again, with the three functions whose signatures name it (money_case_of also takes p_limits now).
-- The functions that only use it inside their bodies (money_quote_check, money_staff_move) resolve it when
-- they run, and are unchanged.
DROP FUNCTION money_case_of(bigint, jsonb);
DROP FUNCTION money_decide(money_case, jsonb);
DROP FUNCTION money_room(money_case, jsonb);
DROP TYPE money_case;

-- move: 'send'          money leaves the customer (a send, a bill, a payment link paid from Owo, a payout row,
--                       a team payment, card funding): every rule;
--       'authorise'     who may move the customer's money, before the amount is known (money_authorise);
--       'limits'        an amount against the limits alone (a payout batch: its largest row against the
--                       per-transfer limit, its total against the day, the own limit and the cap);
--       'cap'           an amount against the new-device cap alone (a team member's own cap on business money
--                       they approve or prepare; a fee quote, so the amount step refuses before the PIN);
--       'credit'        money in from outside the sends (a bank inflow, a payment link paid by transfer);
--       'staff_credit', 'staff_debit'  a refund or adjustment two staff members agreed on (money_staff_move).
--
-- move: 'send'          money leaves the customer (a send, a bill, a payment link paid from Owo, a payout row,
--                       a team payment, card funding): every rule;
--       'authorise'     who may move the customer's money, before the amount is known (money_authorise);
--       'limits'        an amount against the limits alone (a payout batch: its largest row against the
--                       per-transfer limit, its total against the day, the own limit and the cap);
--       'cap'           an amount against the new-device cap alone (a team member's own cap on business money
--                       they approve or prepare; a fee quote, so the amount step refuses before the PIN);
--       'credit'        money in from outside the sends (a bank inflow, a payment link paid by transfer);
--       'staff_credit', 'staff_debit'  a refund or adjustment two staff members agreed on (money_staff_move).
CREATE TYPE money_case AS (
  move text,
  amount bigint,            -- null: no amount (an authorisation)
  fee bigint,
  largest bigint,           -- the largest single transfer in `amount` (a batch); null: amount itself
  require_kyc boolean,
  -- The Idempotency-Key (or a staff proposal's key): spent before? with which body? its reply (null: running)
  key_found boolean, key_fp text, fp text, key_reply text,
  -- The customer
  kyc text,
  self_frozen boolean,      -- the customer froze their own outgoing money (Profile → Security)
  restriction text,         -- the staff restriction in force: close, freeze, pnd or null
  signer_restriction text,  -- a team signer's own
  -- The PIN (pin_check false: pre-authorised by an earlier money move, or a staff move)
  pin_check boolean, pin_stored text, pin_failures int, pin_locked_until timestamptz, pin_given text,
  -- The limits' facts: today's count (spent: amount + fee; sent: amounts), the own limit (and a raise waiting),
  -- the new-device cap's window (null: closed) and what was sent in it
  spent_today bigint, sent_today bigint, own_limit bigint, own_next bigint, own_next_at timestamptz,
  cap_until timestamptz, cap_spent bigint,
  balance bigint,           -- the customer's NGN balance (under the account's lock where it decides)
  -- An Owo recipient: null (none), 'ok', 'missing', 'self'; their KYC, balance and restriction
  to_state text, to_kyc text, to_balance bigint, to_restriction text,
  -- Staff moves: proposer and approver the same person? both live staff? what the original may still refund
  same_staff boolean, staff_ok boolean, refundable bigint
);

-- What the limits leave the customer, from a case's facts (one home for money_decide and money_allowance):
-- the tier's per-transfer limit, its daily limit (amounts sent), the own daily limit in force (a raise once its
-- time has come; amount + fee), the new-device cap while its window is open (amounts sent). The lefts may be
-- negative (over already).
CREATE FUNCTION money_room(c money_case, p_rules jsonb,
  OUT per_transfer bigint, OUT daily bigint, OUT daily_left bigint, OUT own bigint, OUT own_left bigint,
  OUT cap bigint, OUT cap_left bigint, OUT cap_until timestamptz)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_tier text := CASE WHEN c.kyc = 'verified' THEN 't3' ELSE 't1' END;
BEGIN
  per_transfer := (p_rules->>(v_tier || '_per'))::bigint;
  daily := (p_rules->>(v_tier || '_daily'))::bigint;
  daily_left := daily - coalesce(c.sent_today, 0);
  own := CASE WHEN c.own_next_at <= now() THEN c.own_next ELSE c.own_limit END;
  own_left := own - coalesce(c.spent_today, 0);
  IF c.cap_until IS NOT NULL THEN
    cap := (p_rules->>'cap_minor')::bigint;
    cap_left := cap - coalesce(c.cap_spent, 0);
    cap_until := c.cap_until;
  END IF;
END $$;

-- The decision on one movement: a function of the case and the limits in force (it reads no table and writes
-- nothing; its clock is the transaction's now()). code: ok | replay | idempotency_conflict |
-- idempotency_in_progress | same_staff | staff_unknown | restricted_pnd|freeze|close | receive_freeze|close |
-- frozen | kyc_required | pin_not_set | pin_locked | pin_incorrect | refund_exceeds | account_not_found |
-- own_account | limit_per_transfer | limit_daily | limit_own | limit_new_device | insufficient_funds |
-- recipient_cannot_receive | balance_cap. pin_failures / pin_locked_until: the PIN's count and lock to keep (a
-- wrong PIN counts even though the movement is refused). detail: the refusal's facts; on ok or replay after a
-- PIN, {pin_cleared} (a right PIN that cleared an earlier count).
CREATE FUNCTION money_decide(c money_case, p_rules jsonb,
  OUT code text, OUT detail jsonb, OUT pin_failures int, OUT pin_locked_until timestamptz)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_out boolean := c.move IN ('send', 'authorise', 'limits', 'staff_debit');
  v_replay boolean := false;
  v_amount bigint := coalesce(c.amount, 0);
  v_counted bigint := coalesce(c.amount, 0) + coalesce(c.fee, 0);
  v_t1_max bigint := (p_rules->>'t1_max')::bigint;
  v_pin jsonb;
  pr record;
  r record;
BEGIN
  pin_failures := c.pin_failures;
  pin_locked_until := c.pin_locked_until;
  -- 1. A key already spent: the same body replays its reply (after the PIN), another body is a conflict.
  IF c.key_found THEN
    IF c.key_fp IS DISTINCT FROM c.fp THEN code := 'idempotency_conflict'; RETURN; END IF;
    IF c.key_reply IS NULL THEN code := 'idempotency_in_progress'; RETURN; END IF;
    v_replay := true;
  END IF;
  IF NOT v_replay THEN
    -- 2. Two pairs of eyes on staff money: the approver is not the proposer, and both are live staff.
    IF c.move IN ('staff_credit', 'staff_debit') THEN
      IF c.same_staff THEN code := 'same_staff'; RETURN; END IF;
      IF NOT coalesce(c.staff_ok, false) THEN code := 'staff_unknown'; RETURN; END IF;
    END IF;
    -- 3. Restrictions: nothing out under any; nothing in under a freeze or a closure; a team signer whose own
    --    account is frozen or closed moves nothing. Then the customer's own freeze (money out), KYC. (The cap
    --    alone, 'cap', asks none of this: the movement it belongs to does.)
    IF v_out AND c.restriction IS NOT NULL THEN code := 'restricted_' || c.restriction; RETURN; END IF;
    IF c.move IN ('credit', 'staff_credit') AND c.restriction IN ('freeze', 'close') THEN
      code := 'receive_' || c.restriction; RETURN;
    END IF;
    IF c.signer_restriction IN ('freeze', 'close') THEN code := 'restricted_' || c.signer_restriction; RETURN; END IF;
    IF c.self_frozen AND c.move IN ('send', 'authorise', 'limits') THEN code := 'frozen'; RETURN; END IF;
    IF c.require_kyc AND c.kyc IS DISTINCT FROM 'verified' THEN code := 'kyc_required'; RETURN; END IF;
  END IF;
  -- 4. The PIN (a replay needs it too, so a key never tests PINs).
  IF c.pin_check THEN
    pr := money_pin_rule(c.pin_stored, c.pin_failures, c.pin_locked_until, c.pin_given, p_rules);
    pin_failures := pr.failures;
    pin_locked_until := pr.locked_until;
    IF pr.code NOT IN ('ok', 'pin_cleared') THEN
      code := pr.code;
      detail := jsonb_build_object('tries_left', pr.tries_left, 'locked_until', pr.locked_until);
      RETURN;
    END IF;
    v_pin := jsonb_build_object('pin_cleared', pr.code = 'pin_cleared');
  END IF;
  IF v_replay THEN code := 'replay'; detail := v_pin; RETURN; END IF;
  IF c.move = 'authorise' OR c.amount IS NULL THEN code := 'ok'; detail := v_pin; RETURN; END IF;
  -- 5. A refund never exceeds what the original took (amount + fee) less what was refunded already.
  IF c.refundable IS NOT NULL AND v_amount > c.refundable THEN
    code := 'refund_exceeds'; detail := jsonb_build_object('left', greatest(c.refundable, 0)::text); RETURN;
  END IF;
  -- 6. The Owo recipient exists and is someone else.
  IF c.to_state = 'missing' THEN code := 'account_not_found'; RETURN; END IF;
  IF c.to_state = 'self' THEN code := 'own_account'; RETURN; END IF;
  -- 7. The limits, first broken first: per transfer, the tier's day (amounts sent), the own daily limit (amount
  --    + fee: what leaves the account), the new-device cap (the amount sent, not the fee: issue 24 item 8).
  IF c.move IN ('send', 'limits', 'cap') THEN
    r := money_room(c, p_rules);
    IF c.move <> 'cap' THEN
      IF coalesce(c.largest, v_amount) > r.per_transfer THEN
        code := 'limit_per_transfer'; detail := jsonb_build_object('limit', r.per_transfer::text); RETURN;
      END IF;
      IF v_amount > r.daily_left THEN
        code := 'limit_daily';
        detail := jsonb_build_object('limit', r.daily::text, 'left', greatest(r.daily_left, 0)::text);
        RETURN;
      END IF;
      IF r.own IS NOT NULL AND v_counted > r.own_left THEN
        code := 'limit_own';
        detail := jsonb_build_object('limit', r.own::text, 'left', greatest(r.own_left, 0)::text);
        RETURN;
      END IF;
    END IF;
    IF r.cap_until IS NOT NULL AND v_amount > r.cap_left THEN
      code := 'limit_new_device';
      detail := jsonb_build_object('limit', r.cap::text, 'left', greatest(r.cap_left, 0)::text, 'until',
        r.cap_until);
      RETURN;
    END IF;
  END IF;
  -- 8. The balance covers amount + fee.
  IF c.move IN ('send', 'staff_debit') AND c.balance < v_counted THEN code := 'insufficient_funds'; RETURN; END IF;
  -- 9. The Owo recipient can take it: not frozen or closed, and within tier 1's balance cap before KYC.
  IF c.to_state = 'ok' AND (c.to_restriction IN ('freeze', 'close')
      OR (c.to_kyc IS DISTINCT FROM 'verified' AND c.to_balance + v_amount > v_t1_max)) THEN
    code := 'recipient_cannot_receive'; RETURN;
  END IF;
  -- 10. Money in (not a refund, which gives back what left) within tier 1's balance cap before KYC.
  IF c.move IN ('credit', 'staff_credit') AND c.refundable IS NULL AND c.kyc IS DISTINCT FROM 'verified'
      AND c.balance + v_amount > v_t1_max THEN
    code := 'balance_cap'; detail := jsonb_build_object('limit', v_t1_max::text); RETURN;
  END IF;
  code := 'ok';
  detail := v_pin;
END $$;

-- One customer's facts as a case (the movement's own fields left to the caller). The caller holds the
-- customer's row lock (and the counter's or the account's where it decides on them). p_limits false: only what
-- an authorisation or a credit asks (no counter, cap or balance).
CREATE FUNCTION money_case_of(p_user bigint, p_rules jsonb, p_limits boolean DEFAULT true) RETURNS money_case
LANGUAGE plpgsql STABLE AS $$
DECLARE
  c money_case;
  u record;
BEGIN
  SELECT kyc_status, frozen_at, pin_hmac, pin_failed_attempts, pin_locked_until, own_daily_limit_minor,
      own_limit_next_minor, own_limit_next_at, send_cap_from
    INTO u FROM users WHERE id = p_user;
  IF NOT FOUND THEN RAISE EXCEPTION 'user % does not exist', p_user; END IF;
  c.kyc := u.kyc_status;
  c.self_frozen := u.frozen_at IS NOT NULL;
  c.restriction := money_restriction_of(p_user);
  c.pin_check := false;
  c.pin_stored := u.pin_hmac;
  c.pin_failures := u.pin_failed_attempts;
  c.pin_locked_until := u.pin_locked_until;
  c.own_limit := u.own_daily_limit_minor;
  c.own_next := u.own_limit_next_minor;
  c.own_next_at := u.own_limit_next_at;
  c.key_found := false;
  c.require_kyc := false;
  c.same_staff := false;
  IF p_limits THEN
    SELECT coalesce(max(spent_minor), 0), coalesce(max(sent_minor), 0) INTO c.spent_today, c.sent_today
      FROM daily_spend WHERE user_id = p_user AND day = (now() AT TIME ZONE 'Africa/Lagos')::date;
    c.cap_until := money_cap_until(u.send_cap_from, p_rules);
    c.cap_spent := CASE WHEN c.cap_until IS NULL THEN 0 ELSE money_spent_since(p_user, u.send_cap_from) END;
    SELECT balance_minor INTO c.balance FROM accounts
      WHERE user_id = p_user AND currency = 'NGN' AND kind = 'customer' AND account_number IS NOT NULL
      ORDER BY id LIMIT 1;
  END IF;
  RETURN c;
END $$;

-- ── The movements ──────────────────────────────────────────────────────────────────────────────────────────

-- Who may move the customer's money (a money move's first step, before its own steps): locks the customer and
-- a team signer in id order (the global order: users by id, then daily counters, then accounts by id), loads
-- the case ('authorise': the key, restrictions, the freeze, KYC, the signer's PIN) and decides; keeps the PIN's
-- count. p_pin_hmac null with p_pre_authorised: no PIN now (a payout batch's rows, authorised by its PIN).
-- code: ok | replay (reply: the key's) | money_decide's refusals.
CREATE OR REPLACE FUNCTION money_authorise(p_user bigint, p_signer bigint, p_pin_hmac text,
  p_pre_authorised boolean, p_require_kyc boolean, p_key text, p_fingerprint text, p_rules jsonb,
  OUT code text, OUT detail jsonb, OUT reply text)
LANGUAGE plpgsql AS $$
DECLARE
  v_pin_user bigint := coalesce(p_signer, p_user);
  c money_case;
  k record;
  sg record;
  d record;
BEGIN
  PERFORM 1 FROM users WHERE id IN (p_user, v_pin_user) ORDER BY id FOR NO KEY UPDATE;
  c := money_case_of(p_user, p_rules, false);
  c.move := 'authorise';
  c.require_kyc := p_require_kyc;
  IF p_key IS NOT NULL THEN
    SELECT fingerprint, response_body INTO k FROM idempotency_keys WHERE user_id = p_user AND key = p_key;
    c.key_found := FOUND;
    c.key_fp := k.fingerprint;
    c.fp := p_fingerprint;
    c.key_reply := k.response_body;
  END IF;
  IF v_pin_user <> p_user THEN
    SELECT pin_hmac, pin_failed_attempts, pin_locked_until INTO sg FROM users WHERE id = v_pin_user;
    c.pin_stored := sg.pin_hmac;
    c.pin_failures := sg.pin_failed_attempts;
    c.pin_locked_until := sg.pin_locked_until;
    c.signer_restriction := money_restriction_of(v_pin_user);
  END IF;
  c.pin_check := NOT (p_pre_authorised AND p_pin_hmac IS NULL);
  c.pin_given := p_pin_hmac;
  d := money_decide(c, p_rules);
  IF d.pin_failures IS DISTINCT FROM c.pin_failures OR d.pin_locked_until IS DISTINCT FROM c.pin_locked_until THEN
    UPDATE users SET pin_failed_attempts = d.pin_failures, pin_locked_until = d.pin_locked_until, updated_at = now()
      WHERE id = v_pin_user;
  END IF;
  code := d.code;
  detail := d.detail;
  IF code = 'replay' THEN reply := k.response_body; END IF;
END $$;

-- Group commit (decision 011): many sends in one call and one COMMIT, each answered on its own (in p_sends'
-- order), in a constant number of statements whatever the batch's size. p_users: every customer and signer of
-- the batch; p_to_accounts: every Owo account number it sends to.
-- 1. Load, locking in the global order: the users (by id), today's counters, every account the sends can touch
--    (by id); then the owners' KYC and restrictions, and the keys the sends carry. This is the batch's state.
-- 2. Decide each send in turn: its money_case from the state as the sends before it left it (so a customer's
--    second send sees the first's balance, count and key), money_decide, then on 'ok' the state moves and the
--    writes are queued; a refused send changes nothing but a wrong PIN's count.
-- 3. Write what the accepted sends did, set-wise: PIN counts, counters, balances, entries, postings (the balance
--    trigger checks each entry), history with its events, outbox, beneficiaries, keys with replies.
-- No subtransactions (past 64 in one transaction they overflow PostgreSQL's subtransaction cache).
CREATE OR REPLACE FUNCTION money_send_batch(p_sends jsonb, p_rules jsonb, p_users bigint[], p_to_accounts text[])
RETURNS TABLE (code text, detail jsonb, reply text)
LANGUAGE plpgsql AS $$
DECLARE
  v_now timestamptz := now();
  v_iso text := money_iso(now());
  v_today date := (now() AT TIME ZONE 'Africa/Lagos')::date;
  -- the users
  u_id bigint[]; u_kyc text[]; u_frozen timestamptz[]; u_pin text[]; u_fail int[]; u_locked timestamptz[];
  u_own bigint[]; u_own_next bigint[]; u_own_next_at timestamptz[]; u_cap_from timestamptz[];
  u_cap_until timestamptz[] := '{}'; u_cap_since bigint[] := '{}'; u_spent bigint[] := '{}';
  u_sent bigint[] := '{}'; u_delta bigint[] := '{}'; u_delta_sent bigint[] := '{}';
  u_pin_dirty boolean[] := '{}'; u_primary int[] := '{}'; u_restr text[] := '{}';
  c_user bigint[]; c_spent bigint[]; c_sent bigint[];
  -- the accounts, with their owners' KYC and restriction
  a_id bigint[]; a_uuid uuid[]; a_user bigint[]; a_kind text[]; a_cur text[]; a_bal bigint[]; a_bal0 bigint[];
  a_name text[]; a_num text[]; a_kyc text[]; a_restr text[]; r_user bigint[]; r_type text[];
  -- the keys: "user:key", fingerprint, reply (null: still running elsewhere)
  k_tag text[]; k_fp text[]; k_reply text[];
  -- system accounts met so far
  sys_code text[] := '{}'; sys_id bigint[] := '{}';
  -- answers
  o_code text[] := '{}'; o_detail jsonb[] := '{}'; o_reply text[] := '{}';
  -- writes
  je_id bigint[] := '{}'; je_kind text[] := '{}'; je_memo text[] := '{}';
  po_entry bigint[] := '{}'; po_acct bigint[] := '{}'; po_cur text[] := '{}'; po_amt bigint[] := '{}';
  tx_id bigint[] := '{}'; tx_uuid uuid[] := '{}'; tx_user bigint[] := '{}'; tx_acct bigint[] := '{}';
  tx_entry bigint[] := '{}'; tx_dir text[] := '{}'; tx_rail text[] := '{}'; tx_status text[] := '{}';
  tx_amt bigint[] := '{}'; tx_fee bigint[] := '{}'; tx_ref text[] := '{}'; tx_cpn text[] := '{}';
  tx_cpa text[] := '{}'; tx_cpb text[] := '{}'; tx_narr text[] := '{}'; tx_meta jsonb[] := '{}';
  tx_acct_uuid uuid[] := '{}'; tx_bal bigint[] := '{}';
  ob_tx bigint[] := '{}'; ob_rail text[] := '{}'; ob_payload jsonb[] := '{}'; ob_due numeric[] := '{}';
  bn_user bigint[] := '{}'; bn jsonb[] := '{}';
  kn_user bigint[] := '{}'; kn_key text[] := '{}'; kn_fp text[] := '{}'; kn_reply text[] := '{}';
  -- one send
  s jsonb; i int := 0; j int; ui int; si int; fi int; ti int; ki int;
  v_user bigint; v_owo boolean; v_amount bigint; v_fee bigint; v_counted bigint; v_key text;
  v_entry bigint; v_debit bigint; v_credit bigint; v_debit_uuid uuid; v_clearing bigint;
  v_tx jsonb; c money_case; dc record;
BEGIN
  -- One statement outside any transaction block: this lock_timeout lasts until its COMMIT.
  PERFORM set_config('lock_timeout', (p_rules->>'lock_timeout_ms') || 'ms', true);

  -- 1. Load, in the global lock order.
  SELECT array_agg(id), array_agg(kyc_status), array_agg(frozen_at), array_agg(pin_hmac),
      array_agg(pin_failed_attempts), array_agg(pin_locked_until), array_agg(own_daily_limit_minor),
      array_agg(own_limit_next_minor), array_agg(own_limit_next_at), array_agg(send_cap_from)
    INTO u_id, u_kyc, u_frozen, u_pin, u_fail, u_locked, u_own, u_own_next, u_own_next_at, u_cap_from
    FROM (SELECT id, kyc_status, frozen_at, pin_hmac, pin_failed_attempts, pin_locked_until,
            own_daily_limit_minor, own_limit_next_minor, own_limit_next_at, send_cap_from
          FROM users WHERE id = ANY (p_users) ORDER BY id FOR NO KEY UPDATE) x;
  IF u_id IS NULL THEN u_id := '{}'; END IF;
  SELECT array_agg(user_id), array_agg(spent_minor), array_agg(sent_minor) INTO c_user, c_spent, c_sent
    FROM (SELECT user_id, spent_minor, sent_minor FROM daily_spend WHERE user_id = ANY (p_users) AND day = v_today
          ORDER BY user_id FOR UPDATE) x;
  FOR j IN 1 .. cardinality(u_id) LOOP
    ki := array_position(c_user, u_id[j]);
    u_spent[j] := CASE WHEN ki IS NULL THEN 0 ELSE c_spent[ki] END;
    u_sent[j] := CASE WHEN ki IS NULL THEN 0 ELSE c_sent[ki] END;
    u_delta[j] := 0;
    u_delta_sent[j] := 0;
    u_pin_dirty[j] := false;
    u_cap_until[j] := money_cap_until(u_cap_from[j], p_rules);
  END LOOP;
  -- The ids first, then a lock on exactly those rows: a locking query with a join or a sub-select can drop a
  -- row that another transaction updated meanwhile (READ COMMITTED's re-check), and this one cannot.
  SELECT array_agg(id) INTO a_id FROM (
    SELECT id FROM accounts WHERE user_id = ANY (p_users) AND currency = 'NGN' AND kind = 'customer'
    UNION SELECT id FROM accounts WHERE account_number = ANY (p_to_accounts)) x;
  SELECT array_agg(id), array_agg(uuid), array_agg(user_id), array_agg(kind), array_agg(currency),
      array_agg(balance_minor), array_agg(account_name), array_agg(account_number)
    INTO a_id, a_uuid, a_user, a_kind, a_cur, a_bal, a_name, a_num
    FROM (SELECT id, uuid, user_id, kind, currency::text AS currency, balance_minor, account_name, account_number
          FROM accounts WHERE id = ANY (a_id) ORDER BY id FOR NO KEY UPDATE) x;
  IF a_id IS NULL THEN a_id := '{}'; END IF;
  -- The owners' KYC (a recipient's tier caps their balance), in the accounts' order; then their live
  -- restrictions (almost always none), in statements of their own after the locks, so they see every
  -- restriction committed before the locks were granted. The one in force per owner: the lowest rank.
  SELECT array_agg(u.kyc_status ORDER BY x.ord) INTO a_kyc
    FROM unnest(a_user) WITH ORDINALITY x(uid, ord) LEFT JOIN users u ON u.id = x.uid;
  SELECT array_agg(user_id), array_agg(type) INTO r_user, r_type FROM customer_restrictions
    WHERE user_id = ANY (a_user) AND lifted_at IS NULL;
  a_restr := array_fill(NULL::text, ARRAY[cardinality(a_id)]);
  FOR j IN 1 .. coalesce(cardinality(r_user), 0) LOOP
    FOR ki IN 1 .. cardinality(a_id) LOOP
      IF a_user[ki] = r_user[j] AND (a_restr[ki] IS NULL
          OR money_restriction_rank(r_type[j]) < money_restriction_rank(a_restr[ki])) THEN
        a_restr[ki] := r_type[j];
      END IF;
    END LOOP;
  END LOOP;
  a_bal0 := a_bal;
  FOR j IN 1 .. cardinality(a_id) LOOP
    IF a_kind[j] = 'customer' AND a_cur[j] = 'NGN' AND a_num[j] IS NOT NULL THEN
      ui := array_position(u_id, a_user[j]);
      IF ui IS NOT NULL AND u_primary[ui] IS NULL THEN u_primary[ui] := j; u_restr[ui] := a_restr[j]; END IF;
    END IF;
  END LOOP;
  IF p_sends @? '$[*].key ? (@ != null)' THEN
  SELECT array_agg(k.user_id::text || ':' || k.key), array_agg(k.fingerprint), array_agg(k.response_body)
    INTO k_tag, k_fp, k_reply
    FROM jsonb_array_elements(p_sends) e,
      LATERAL (SELECT user_id, key, fingerprint, response_body FROM idempotency_keys
               WHERE user_id = (e->>'user_id')::bigint AND key = e->>'key' LIMIT 1) k
    WHERE e->>'key' IS NOT NULL;
  END IF;
  IF k_tag IS NULL THEN k_tag := '{}'; k_fp := '{}'; k_reply := '{}'; END IF;

  -- 2. Decide each send in turn, on the state.
  FOR s IN SELECT value FROM jsonb_array_elements(p_sends) LOOP
    i := i + 1;
    o_code[i] := NULL; o_detail[i] := NULL; o_reply[i] := NULL;
    v_user := (s->>'user_id')::bigint;
    ui := array_position(u_id, v_user);
    IF ui IS NULL THEN RAISE EXCEPTION 'user % does not exist', v_user; END IF;
    si := coalesce(array_position(u_id, (s->>'signer_id')::bigint), ui);
    fi := u_primary[ui];
    IF fi IS NULL THEN RAISE EXCEPTION 'user % has no NGN account', v_user; END IF;
    v_key := s->>'key';
    ki := CASE WHEN v_key IS NULL THEN NULL ELSE array_position(k_tag, v_user::text || ':' || v_key) END;
    v_owo := s->>'kind' = 'owo';
    v_amount := (s->>'amount')::bigint;
    v_fee := coalesce((s->>'fee')::bigint, 0);
    v_counted := v_amount + v_fee;
    IF u_cap_until[ui] IS NOT NULL AND u_cap_since[ui] IS NULL THEN
      u_cap_since[ui] := money_spent_since(v_user, u_cap_from[ui]);
    END IF;

    -- The send's case.
    c := NULL;
    c.move := 'send';
    c.amount := v_amount;
    c.fee := v_fee;
    c.require_kyc := coalesce((s->>'require_kyc')::boolean, false);
    c.key_found := ki IS NOT NULL;
    c.key_fp := k_fp[ki];
    c.fp := s->>'fingerprint';
    c.key_reply := k_reply[ki];
    c.kyc := u_kyc[ui];
    c.self_frozen := u_frozen[ui] IS NOT NULL;
    c.restriction := u_restr[ui];
    c.signer_restriction := CASE WHEN si <> ui THEN u_restr[si] END;
    c.pin_check := NOT (coalesce((s->>'pre_authorised')::boolean, false) AND s->>'pin_hmac' IS NULL);
    c.pin_stored := u_pin[si];
    c.pin_failures := u_fail[si];
    c.pin_locked_until := u_locked[si];
    c.pin_given := s->>'pin_hmac';
    c.spent_today := u_spent[ui];
    c.sent_today := u_sent[ui];
    c.own_limit := u_own[ui];
    c.own_next := u_own_next[ui];
    c.own_next_at := u_own_next_at[ui];
    c.cap_until := u_cap_until[ui];
    c.cap_spent := u_cap_since[ui];
    c.balance := a_bal[fi];
    ti := NULL;
    IF v_owo THEN
      ti := array_position(a_num, s->>'to_account');
      IF ti IS NULL OR a_kind[ti] <> 'customer' OR a_cur[ti] <> 'NGN' THEN
        c.to_state := 'missing';
      ELSIF a_user[ti] = v_user THEN
        c.to_state := 'self';
      ELSE
        c.to_state := 'ok';
        c.to_kyc := a_kyc[ti];
        c.to_balance := a_bal[ti];
        c.to_restriction := a_restr[ti];
      END IF;
    END IF;

    dc := money_decide(c, p_rules);
    IF dc.pin_failures IS DISTINCT FROM u_fail[si] OR dc.pin_locked_until IS DISTINCT FROM u_locked[si] THEN
      u_fail[si] := dc.pin_failures; u_locked[si] := dc.pin_locked_until; u_pin_dirty[si] := true;
    END IF;
    IF dc.code = 'replay' THEN o_code[i] := 'replay'; o_reply[i] := k_reply[ki]; CONTINUE; END IF;
    IF dc.code <> 'ok' THEN o_code[i] := dc.code; o_detail[i] := dc.detail; CONTINUE; END IF;

    -- Accepted: the state moves and the writes are queued.
    a_bal[fi] := a_bal[fi] - v_counted;
    u_spent[ui] := u_spent[ui] + v_counted;
    u_sent[ui] := u_sent[ui] + v_amount;
    u_delta[ui] := u_delta[ui] + v_counted;
    u_delta_sent[ui] := u_delta_sent[ui] + v_amount;
    IF u_cap_since[ui] IS NOT NULL THEN u_cap_since[ui] := u_cap_since[ui] + v_amount; END IF;
    v_entry := nextval('journal_entries_id_seq'::regclass);
    je_id := je_id || v_entry; je_kind := je_kind || (s->>'entry_kind'); je_memo := je_memo || (s->>'reference');
    v_debit := nextval('transactions_id_seq'::regclass);
    v_debit_uuid := gen_random_uuid();
    v_credit := NULL;
    IF v_owo THEN
      a_bal[ti] := a_bal[ti] + v_amount;
      po_entry := po_entry || v_entry || v_entry; po_acct := po_acct || a_id[fi] || a_id[ti];
      po_cur := po_cur || 'NGN'::text || 'NGN'::text; po_amt := po_amt || (-v_amount) || v_amount;
      v_credit := nextval('transactions_id_seq'::regclass);
      tx_id := tx_id || v_debit || v_credit; tx_uuid := tx_uuid || v_debit_uuid || gen_random_uuid();
      tx_user := tx_user || v_user || a_user[ti]; tx_acct := tx_acct || a_id[fi] || a_id[ti];
      tx_entry := tx_entry || v_entry || v_entry; tx_dir := tx_dir || 'debit'::text || 'credit'::text;
      tx_rail := tx_rail || 'owo'::text || 'owo'::text;
      tx_status := tx_status || 'successful'::text || 'successful'::text;
      tx_amt := tx_amt || v_amount || v_amount; tx_fee := tx_fee || 0::bigint || 0::bigint;
      tx_ref := tx_ref || (s->>'reference') || ((s->>'reference') || '-CR');
      tx_cpn := tx_cpn || a_name[ti] || a_name[fi]; tx_cpa := tx_cpa || a_num[ti] || a_num[fi];
      tx_cpb := tx_cpb || (s->>'counterparty_bank') || (s->>'counterparty_bank');
      tx_narr := tx_narr || (s->>'narration') || (s->>'narration');
      tx_meta := tx_meta || coalesce(s->'meta', '{}'::jsonb) || '{}'::jsonb;
      tx_acct_uuid := tx_acct_uuid || a_uuid[fi] || a_uuid[ti]; tx_bal := tx_bal || a_bal[fi] || a_bal[ti];
      IF coalesce((s->>'save_beneficiary')::boolean, false) THEN
        bn_user := bn_user || v_user;
        bn := bn || jsonb_build_object('type', 'bank', 'destination', (s->>'bank_code') || ':' || a_num[ti],
          'name', a_name[ti], 'currency', 'NGN', 'account_number', a_num[ti],
          'bank_name', s->>'counterparty_bank', 'bank_code', s->>'bank_code');
      END IF;
    ELSE
      j := array_position(sys_code, 'clearing:' || (s->>'rail') || ':NGN');
      IF j IS NULL THEN
        sys_code := sys_code || ('clearing:' || (s->>'rail') || ':NGN');
        sys_id := sys_id || money_system_account('clearing:' || (s->>'rail') || ':NGN', 'NGN');
        j := cardinality(sys_id);
      END IF;
      v_clearing := sys_id[j];
      po_entry := po_entry || v_entry || v_entry; po_acct := po_acct || a_id[fi] || v_clearing;
      po_cur := po_cur || 'NGN'::text || 'NGN'::text; po_amt := po_amt || (-v_counted) || v_amount;
      IF v_fee > 0 THEN
        j := array_position(sys_code, 'fees:NGN');
        IF j IS NULL THEN
          sys_code := sys_code || 'fees:NGN'::text; sys_id := sys_id || money_system_account('fees:NGN', 'NGN');
          j := cardinality(sys_id);
        END IF;
        po_entry := po_entry || v_entry; po_acct := po_acct || sys_id[j]; po_cur := po_cur || 'NGN'::text;
        po_amt := po_amt || v_fee;
      END IF;
      tx_id := tx_id || v_debit; tx_uuid := tx_uuid || v_debit_uuid; tx_user := tx_user || v_user;
      tx_acct := tx_acct || a_id[fi]; tx_entry := tx_entry || v_entry; tx_dir := tx_dir || 'debit'::text;
      tx_rail := tx_rail || (s->>'rail'); tx_status := tx_status || 'pending'::text;
      tx_amt := tx_amt || v_amount; tx_fee := tx_fee || v_fee; tx_ref := tx_ref || (s->>'reference');
      tx_cpn := tx_cpn || (s->>'counterparty_name'); tx_cpa := tx_cpa || (s->>'counterparty_account');
      tx_cpb := tx_cpb || (s->>'counterparty_bank'); tx_narr := tx_narr || (s->>'narration');
      tx_meta := tx_meta || coalesce(s->'meta', '{}'::jsonb);
      tx_acct_uuid := tx_acct_uuid || a_uuid[fi]; tx_bal := tx_bal || a_bal[fi];
      ob_tx := ob_tx || v_debit; ob_rail := ob_rail || (s->>'rail'); ob_payload := ob_payload || (s->'outbox');
      ob_due := ob_due || (s->>'due_ms')::numeric;
      IF jsonb_typeof(s->'beneficiary') = 'object' THEN
        bn_user := bn_user || v_user; bn := bn || (s->'beneficiary');
      END IF;
    END IF;

    v_tx := (s->'reply'->'data'->'transaction') || jsonb_build_object('uuid', v_debit_uuid,
      'account_uuid', a_uuid[fi], 'created_at', v_iso, 'updated_at', v_iso);
    IF v_owo THEN
      v_tx := v_tx || jsonb_build_object('counterparty_name', a_name[ti], 'counterparty_account', a_num[ti]);
    END IF;
    o_reply[i] := jsonb_set(s->'reply', '{data,transaction}', v_tx)::text;
    o_code[i] := 'ok';
    o_detail[i] := jsonb_build_object('debit_id', v_debit::text, 'credit_id', v_credit::text,
      'entry_id', v_entry::text);
    IF v_key IS NOT NULL THEN
      k_tag := k_tag || (v_user::text || ':' || v_key); k_fp := k_fp || (s->>'fingerprint');
      k_reply := k_reply || o_reply[i];
      kn_user := kn_user || v_user; kn_key := kn_key || v_key; kn_fp := kn_fp || (s->>'fingerprint');
      kn_reply := kn_reply || o_reply[i];
    END IF;
  END LOOP;

  -- 3. The writes.
  -- (Each statement runs only when it has rows to write: an empty one still costs its executor start.)
  IF true = ANY (u_pin_dirty) THEN
    UPDATE users u SET pin_failed_attempts = x.f, pin_locked_until = x.l, updated_at = now()
      FROM unnest(u_id, u_fail, u_locked, u_pin_dirty) x(id, f, l, dirty)
      WHERE x.dirty AND u.id = x.id;
  END IF;
  IF cardinality(je_id) > 0 THEN
    INSERT INTO daily_spend AS d (user_id, day, spent_minor, sent_minor)
      SELECT x.id, v_today, x.delta, x.sent FROM unnest(u_id, u_delta, u_delta_sent) x(id, delta, sent)
      WHERE x.delta > 0
      ON CONFLICT (user_id, day) DO UPDATE SET spent_minor = d.spent_minor + EXCLUDED.spent_minor,
        sent_minor = d.sent_minor + EXCLUDED.sent_minor;
    UPDATE accounts a SET balance_minor = x.b FROM unnest(a_id, a_bal, a_bal0) x(id, b, b0)
      WHERE x.b <> x.b0 AND a.id = x.id;
    INSERT INTO journal_entries (id, kind, memo) SELECT * FROM unnest(je_id, je_kind, je_memo);
    INSERT INTO postings (entry_id, account_id, currency, amount_minor)
      SELECT * FROM unnest(po_entry, po_acct, po_cur, po_amt);
    -- The history and its events in one statement; the deferred event trigger skips these rows (015).
    PERFORM set_config('owo.core_events', 'on', true);
    WITH ins AS (
      INSERT INTO transactions (id, uuid, user_id, account_id, entry_id, direction, rail, status, currency,
        amount_minor, fee_minor, reference, counterparty_name, counterparty_account, counterparty_bank, narration,
        meta, created_at, updated_at)
      SELECT x.id, x.uuid, x.usr, x.acct, x.entry, x.dir, x.rail, x.status, 'NGN', x.amt, x.fee, x.ref, x.cpn,
        x.cpa, x.cpb, x.narr, x.meta, v_now, v_now
      FROM unnest(tx_id, tx_uuid, tx_user, tx_acct, tx_entry, tx_dir, tx_rail, tx_status, tx_amt, tx_fee, tx_ref,
        tx_cpn, tx_cpa, tx_cpb, tx_narr, tx_meta)
        WITH ORDINALITY x(id, uuid, usr, acct, entry, dir, rail, status, amt, fee, ref, cpn, cpa, cpb, narr, meta, ord)
      ORDER BY x.ord
      RETURNING *
    )
    INSERT INTO events (user_id, kind, payload)
      SELECT ins.user_id, ins.direction, transaction_event_payload(ins, x.au, x.bal, NULL)
      FROM ins JOIN unnest(tx_id, tx_acct_uuid, tx_bal) WITH ORDINALITY x(id, au, bal, ord) ON x.id = ins.id
      ORDER BY x.ord;
    PERFORM set_config('owo.core_events', 'off', true);
    IF cardinality(ob_tx) > 0 THEN
      INSERT INTO outbox (transaction_id, rail, state, payload, due_at)
        SELECT x.t, x.r, 'pending', x.p, v_now + make_interval(secs => x.d / 1000)
        FROM unnest(ob_tx, ob_rail, ob_payload, ob_due) x(t, r, p, d);
    END IF;
    IF cardinality(bn) > 0 THEN
    INSERT INTO beneficiaries (user_id, type, destination, name, currency, alias, account_number, bank_name,
        bank_code, issuer, number, details)
      SELECT DISTINCT ON (x.u, x.b->>'type', x.b->>'destination') x.u, x.b->>'type', x.b->>'destination',
        x.b->>'name', x.b->>'currency', x.b->>'alias', x.b->>'account_number', x.b->>'bank_name',
        x.b->>'bank_code', x.b->>'issuer', x.b->>'number', coalesce(x.b->'details', '{}'::jsonb)
      FROM unnest(bn_user, bn) WITH ORDINALITY x(u, b, ord)
      ORDER BY x.u, x.b->>'type', x.b->>'destination', x.ord DESC
      ON CONFLICT (user_id, type, destination) DO UPDATE SET name = EXCLUDED.name,
        bank_name = EXCLUDED.bank_name, details = EXCLUDED.details, updated_at = now();
    END IF;
    IF cardinality(kn_user) > 0 THEN
      INSERT INTO idempotency_keys (user_id, key, fingerprint, response_status, response_body)
        SELECT x.u, x.k, x.f, 200, x.r FROM unnest(kn_user, kn_key, kn_fp, kn_reply) x(u, k, f, r);
    END IF;
  END IF;
  RETURN QUERY SELECT x.c, x.d, x.r FROM unnest(o_code, o_detail, o_reply) WITH ORDINALITY x(c, d, r, o)
    ORDER BY x.o;
END $$;

-- Card funding, which posts through the FX desk itself (card-funding-service.ts), after money_authorise in the
-- same transaction: the counter row locked (before any account), the 'send' decision on the card's amount (no
-- PIN, no key: the authorisation had them), then the debit counted. code: ok | money_decide's refusals.
CREATE FUNCTION money_spend(p_user bigint, p_amount bigint, p_fee bigint, p_rules jsonb,
  OUT code text, OUT detail jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_today date := (now() AT TIME ZONE 'Africa/Lagos')::date;
  c money_case;
  d record;
BEGIN
  PERFORM 1 FROM daily_spend WHERE user_id = p_user AND day = v_today FOR UPDATE;
  c := money_case_of(p_user, p_rules);
  c.move := 'send';
  c.amount := p_amount;
  c.fee := p_fee;
  d := money_decide(c, p_rules);
  code := d.code;
  detail := d.detail;
  IF code <> 'ok' THEN RETURN; END IF;
  INSERT INTO daily_spend AS s (user_id, day, spent_minor, sent_minor)
    VALUES (p_user, v_today, p_amount + p_fee, p_amount)
    ON CONFLICT (user_id, day) DO UPDATE SET spent_minor = s.spent_minor + EXCLUDED.spent_minor,
      sent_minor = s.sent_minor + EXCLUDED.sent_minor;
END $$;

-- A reversed debit's count given back to the Lagos day it was made on (settlement, decision 008). Take it
-- before the ledger's locks.
CREATE FUNCTION money_uncount_spend(p_user bigint, p_made_at timestamptz, p_amount bigint, p_fee bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE daily_spend SET spent_minor = spent_minor - (p_amount + p_fee), sent_minor = sent_minor - p_amount
    WHERE user_id = p_user AND day = (p_made_at AT TIME ZONE 'Africa/Lagos')::date;
END $$;

-- A payout batch's rows together, before any is paid ('limits'): the largest against the per-transfer limit,
-- the amounts against the tier's day and the cap, amounts + fees against the own limit, exactly as the rows
-- paid one after another will be decided. The caller holds the customer's row lock. Reads only.
CREATE FUNCTION money_batch_check(p_user bigint, p_largest bigint, p_amount bigint, p_fee bigint, p_rules jsonb,
  OUT code text, OUT detail jsonb)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  c money_case := money_case_of(p_user, p_rules);
  d record;
BEGIN
  c.move := 'limits';
  c.amount := p_amount;
  c.fee := p_fee;
  c.largest := p_largest;
  d := money_decide(c, p_rules);
  code := d.code;
  detail := d.detail;
END $$;

-- The new-device cap on a team member who approves or prepares p_amount of a business's money ('cap'): on
-- their own window, counting what they sent and set moving since it opened. The caller holds the member's row
-- lock. code: ok | limit_new_device.
CREATE OR REPLACE FUNCTION money_member_cap_check(p_member bigint, p_counted bigint, p_rules jsonb,
  OUT code text, OUT detail jsonb)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  c money_case := money_case_of(p_member, p_rules);
  d record;
BEGIN
  c.move := 'cap';
  c.amount := p_counted;
  c.fee := 0;
  d := money_decide(c, p_rules);
  code := d.code;
  detail := d.detail;
END $$;

-- A credit into a customer's account from outside the sends (a bank inflow, a payment link's inflow):
-- 'credit' (frozen or closed: refused; tier 1's balance cap). The caller has locked the account (p_balance: its
-- balance under that lock). Reads only.
CREATE OR REPLACE FUNCTION money_credit_check(p_user bigint, p_balance bigint, p_amount bigint, p_rules jsonb,
  OUT code text, OUT detail jsonb)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  c money_case := money_case_of(p_user, p_rules, false);
  d record;
BEGIN
  c.move := 'credit';
  c.amount := p_amount;
  c.balance := p_balance;
  d := money_decide(c, p_rules);
  code := d.code;
  detail := d.detail;
END $$;

-- money_allowance answers sent_today too (its OUT parameters change, so it is made again).
DROP FUNCTION money_allowance(bigint, jsonb);

-- What the customer may still send, and why: one answer for the API, the amount screens and the limits page.
-- Each limit and what it leaves now (money_room, the rule's own home), the restriction or freeze in force, and
-- the most one transfer may be now (can_send, before its fee and the balance) with the limit that sets it.
-- Reads only. binding: restricted | frozen | per_transfer | daily | own | new_device.
CREATE FUNCTION money_allowance(p_user bigint, p_rules jsonb,
  OUT can_send bigint, OUT binding text, OUT per_transfer bigint, OUT daily bigint, OUT daily_left bigint,
  OUT sent_today bigint, OUT spent_today bigint, OUT own bigint, OUT own_left bigint, OUT own_next bigint,
  OUT own_next_at timestamptz, OUT cap bigint, OUT cap_left bigint, OUT cap_until timestamptz,
  OUT restriction text, OUT frozen boolean)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  c money_case := money_case_of(p_user, p_rules);
  r record;
BEGIN
  r := money_room(c, p_rules);
  per_transfer := r.per_transfer;
  daily := r.daily;
  daily_left := greatest(r.daily_left, 0);
  sent_today := c.sent_today;
  spent_today := c.spent_today;
  own := r.own;
  own_left := greatest(r.own_left, 0);
  IF c.own_next_at > now() THEN own_next := c.own_next; own_next_at := c.own_next_at; END IF;
  cap := r.cap;
  cap_left := greatest(r.cap_left, 0);
  cap_until := r.cap_until;
  restriction := c.restriction;
  frozen := c.self_frozen;
  can_send := per_transfer; binding := 'per_transfer';
  IF daily_left < can_send THEN can_send := daily_left; binding := 'daily'; END IF;
  IF own IS NOT NULL AND own_left < can_send THEN can_send := own_left; binding := 'own'; END IF;
  IF cap_until IS NOT NULL AND cap_left < can_send THEN can_send := cap_left; binding := 'new_device'; END IF;
  IF frozen THEN can_send := 0; binding := 'frozen'; END IF;
  IF restriction IS NOT NULL THEN can_send := 0; binding := 'restricted'; END IF;
END $$;

-- ── Gone: the copies ───────────────────────────────────────────────────────────────────────────────────────
-- Their rules are money_decide's and money_room's now; their callers call the functions above.
DROP FUNCTION money_spend_guard(bigint, bigint, bigint, jsonb);
DROP FUNCTION money_count_spend(bigint, bigint);
DROP FUNCTION money_limit_rule(text, bigint, bigint, timestamptz, timestamptz, bigint, bigint, bigint, bigint, jsonb);
DROP FUNCTION money_cap_rule(timestamptz, bigint, bigint, jsonb);

-- money_staff_move and money_quote_check name money_case only inside their bodies. A session that ran either
-- before this migration keeps its compiled copy, which points at the dropped type ("cache lookup failed for
-- type"): a running API's pooled connections during a deploy, or the test suite's shared database. Touching
-- their catalogue rows (their cost is PL/pgSQL's default already) makes every session compile them again.
ALTER FUNCTION money_staff_move(jsonb, jsonb) COST 100;
ALTER FUNCTION money_quote_check(bigint, bigint, jsonb) COST 100;
