-- The money core in the database (docs/decisions/011-the-money-core-in-sql.md, issue 15). PostgreSQL 15 subset.
--
-- A send's atomic steps run here, as one call: lock the customer (and a team signer) and the accounts in one
-- global order, replay or refuse a spent Idempotency-Key, the freeze, KYC, the PIN's lock state and its HMAC
-- (computed by the API: the key never enters the database), the tier, daily, own and new-device limits, the
-- balance and the recipient's cap, then the journal entry, postings, history, outbox, beneficiary and the
-- stored reply. TypeScript keeps input validation, names, fees, quotes, rails, messages and the reply's shape;
-- it passes plain values: amounts in minor units, the limits in force (`p_rules`) and the PIN's HMAC.
--
-- Refusals are returned, never raised: `money_send_batch` runs many sends in one transaction without a
-- subtransaction each, so every check comes before the first write of its send, and a refused send writes
-- nothing (a wrong PIN's count excepted, which must stay). An unexpected error (a bug, a lock timeout) still
-- raises and rolls the whole call back; the API then runs each send of that batch alone.
--
-- p_rules: {"t1_per","t1_daily","t1_max","t3_per","t3_daily","t3_max"(null: none),
--           "cap_minor"(0: off),"cap_hours","pin_max","pin_lock_ms","lock_timeout_ms"}, every amount in kobo as a string.

-- The ledger's posting statement (was ledger.ts's POST_ENTRY), one home for both callers: look up each
-- posting's account, lock the customer accounts in id order, move their cached balances guarded against
-- going below zero, and write the entry and its postings only if every account was found, every currency
-- balances and every balance could move. Otherwise entry_id is null and the caller rolls back (ledger.ts) or
-- had checked the balance under the same locks beforehand (money_send_batch posts set-wise itself).
CREATE FUNCTION ledger_post(p_accounts bigint[], p_amounts bigint[], p_kind text, p_memo text,
  OUT entry_id bigint, OUT known int, OUT unbalanced int, OUT moved_ids bigint[], OUT moved_balances bigint[])
LANGUAGE plpgsql AS $$
BEGIN
  WITH posting AS (
    SELECT p.ord, p.account_id, p.amount_minor, a.kind, a.currency
    FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS p(account_id, amount_minor, ord),
      LATERAL (SELECT kind, currency FROM accounts WHERE id = p.account_id LIMIT 1) a
  ), checks AS (
    SELECT (SELECT count(*) FROM posting) AS known,
           (SELECT count(*) FROM (SELECT 1 FROM posting GROUP BY currency HAVING sum(amount_minor) <> 0) u)
             AS unbalanced
  ), delta AS (
    SELECT account_id, sum(amount_minor)::bigint AS amount_minor FROM posting WHERE kind = 'customer'
    GROUP BY account_id
  ), locked AS MATERIALIZED (
    SELECT id FROM accounts WHERE id IN (SELECT account_id FROM delta) ORDER BY id FOR NO KEY UPDATE
  ), moved AS (
    UPDATE accounts a SET balance_minor = a.balance_minor + d.amount_minor
    FROM locked JOIN delta d ON d.account_id = locked.id, checks c
    WHERE a.id = locked.id AND a.balance_minor + d.amount_minor >= 0
      AND c.known = cardinality(p_accounts) AND c.unbalanced = 0
    RETURNING a.id, a.balance_minor
  ), entry AS (
    INSERT INTO journal_entries (kind, memo)
    SELECT p_kind, p_memo FROM checks c
    WHERE c.known = cardinality(p_accounts) AND c.unbalanced = 0
      AND (SELECT count(*) FROM moved) = (SELECT count(*) FROM delta)
    RETURNING id
  ), posted AS (
    INSERT INTO postings (entry_id, account_id, currency, amount_minor)
    SELECT entry.id, p.account_id, p.currency, p.amount_minor FROM entry, posting p ORDER BY p.ord
  )
  SELECT (SELECT id FROM entry), c.known::int, c.unbalanced::int,
    (SELECT coalesce(array_agg(id), '{}') FROM moved), (SELECT coalesce(array_agg(balance_minor), '{}') FROM moved)
  INTO entry_id, known, unbalanced, moved_ids, moved_balances
  FROM checks c;
END $$;

-- A system account's id (fees, rail clearing, FX), created on first use.
CREATE FUNCTION money_system_account(p_code text, p_currency text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE v_id bigint;
BEGIN
  SELECT id INTO v_id FROM accounts WHERE code = p_code;
  IF v_id IS NULL THEN
    INSERT INTO accounts (kind, code, currency) VALUES ('system', p_code, p_currency)
      ON CONFLICT (code) DO UPDATE SET code = EXCLUDED.code RETURNING id INTO v_id;
  END IF;
  RETURN v_id;
END $$;

-- The PIN's rule, on values (one home for both callers: money_pin_check reads and writes the user's row, the
-- batch its copy of it): the lock state, then the HMAC the API computed against the stored one. A wrong PIN
-- counts (the 5th locks it for pin_lock_ms); a right PIN clears an earlier count. Returns the count and lock
-- to keep. code: ok | pin_cleared | pin_not_set | pin_locked | pin_incorrect.
-- The comparison need not be constant-time: the API's HMAC key never reaches the database, so no caller can
-- choose the value compared (a timing difference tells nothing about any PIN).
CREATE FUNCTION money_pin_rule(p_stored text, p_failures int, p_locked_until timestamptz, p_given text,
  p_rules jsonb, OUT code text, OUT failures int, OUT locked_until timestamptz, OUT tries_left int)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_max int := (p_rules->>'pin_max')::int;
BEGIN
  failures := p_failures;
  locked_until := p_locked_until;
  IF p_stored IS NULL THEN code := 'pin_not_set'; RETURN; END IF;
  IF p_locked_until > now() THEN code := 'pin_locked'; tries_left := 0; RETURN; END IF;
  IF p_given IS NULL OR p_stored <> p_given THEN
    failures := p_failures + 1;
    IF failures >= v_max THEN
      failures := 0;
      locked_until := now() + make_interval(secs => (p_rules->>'pin_lock_ms')::numeric / 1000);
      code := 'pin_locked'; tries_left := 0; RETURN;
    END IF;
    code := 'pin_incorrect'; tries_left := v_max - failures; RETURN;
  END IF;
  IF p_failures > 0 OR p_locked_until IS NOT NULL THEN
    failures := 0; locked_until := NULL; code := 'pin_cleared'; RETURN;
  END IF;
  code := 'ok';
END $$;

-- The transaction PIN of a user the caller has locked (money_pin_rule on their row, and its count kept).
CREATE FUNCTION money_pin_check(p_user bigint, p_pin_hmac text, p_rules jsonb,
  OUT code text, OUT tries_left int, OUT locked_until timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  u record;
  r record;
BEGIN
  SELECT pin_hmac, pin_failed_attempts, pin_locked_until INTO u FROM users WHERE id = p_user;
  r := money_pin_rule(u.pin_hmac, u.pin_failed_attempts, u.pin_locked_until, p_pin_hmac, p_rules);
  IF r.failures IS DISTINCT FROM u.pin_failed_attempts OR r.locked_until IS DISTINCT FROM u.pin_locked_until THEN
    UPDATE users SET pin_failed_attempts = r.failures, pin_locked_until = r.locked_until, updated_at = now()
      WHERE id = p_user;
  END IF;
  code := r.code;
  tries_left := r.tries_left;
  locked_until := r.locked_until;
END $$;

-- Who may move the customer's money, under their row lock: locks the customer and a team signer in id order
-- (the global order: users by id, then daily counters, then accounts by id), then a spent Idempotency-Key is
-- replayed (its reply) or refused (another body, or still running); then the freeze and KYC (not for a
-- replay), then the PIN (also for a replay: a replay needs the right PIN, so a key never tests PINs). The
-- signer's PIN is checked and counted on the signer. p_pin_hmac null with p_pre_authorised: no PIN now
-- (a payout batch's rows, authorised by the batch's PIN).
-- code: ok | replay | the PIN's codes | frozen | kyc_required | idempotency_conflict | idempotency_in_progress.
CREATE FUNCTION money_authorise(p_user bigint, p_signer bigint, p_pin_hmac text, p_pre_authorised boolean,
  p_require_kyc boolean, p_key text, p_fingerprint text, p_rules jsonb,
  OUT code text, OUT detail jsonb, OUT reply text)
LANGUAGE plpgsql AS $$
DECLARE
  u record;
  k record;
  v_replay boolean := false;
  pin record;
BEGIN
  PERFORM 1 FROM users WHERE id IN (p_user, coalesce(p_signer, p_user)) ORDER BY id FOR NO KEY UPDATE;
  SELECT kyc_status, frozen_at INTO u FROM users WHERE id = p_user;
  IF NOT FOUND THEN RAISE EXCEPTION 'user % does not exist', p_user; END IF;
  IF p_key IS NOT NULL THEN
    SELECT fingerprint, response_body INTO k FROM idempotency_keys WHERE user_id = p_user AND key = p_key;
    IF FOUND THEN
      IF k.fingerprint <> p_fingerprint THEN code := 'idempotency_conflict'; RETURN; END IF;
      IF k.response_body IS NULL THEN code := 'idempotency_in_progress'; RETURN; END IF;
      v_replay := true;
    END IF;
  END IF;
  IF NOT v_replay THEN
    IF u.frozen_at IS NOT NULL THEN code := 'frozen'; RETURN; END IF;
    IF p_require_kyc AND u.kyc_status <> 'verified' THEN code := 'kyc_required'; RETURN; END IF;
  END IF;
  IF NOT (p_pre_authorised AND p_pin_hmac IS NULL) THEN
    SELECT * INTO pin FROM money_pin_check(coalesce(p_signer, p_user), p_pin_hmac, p_rules);
    IF pin.code NOT IN ('ok', 'pin_cleared') THEN
      code := pin.code;
      detail := jsonb_build_object('tries_left', pin.tries_left, 'locked_until', pin.locked_until);
      RETURN;
    END IF;
    detail := jsonb_build_object('pin_cleared', pin.code = 'pin_cleared');
  END IF;
  IF v_replay THEN code := 'replay'; reply := k.response_body; RETURN; END IF;
  code := 'ok';
END $$;

-- The new-device / new-account cap's end for a customer whose window started at p_from, or null when the
-- cap is off or its window is over.
CREATE FUNCTION money_cap_until(p_from timestamptz, p_rules jsonb) RETURNS timestamptz
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_until timestamptz;
BEGIN
  IF (p_rules->>'cap_minor')::bigint <= 0 OR p_from IS NULL THEN RETURN NULL; END IF;
  v_until := p_from + make_interval(secs => (p_rules->>'cap_hours')::numeric * 3600);
  IF v_until <= now() THEN RETURN NULL; END IF;
  RETURN v_until;
END $$;

-- The limits' rule, on values (one home for money_spend_guard and the batch): a debit of p_amount
-- (p_counted with its fee) given the day's count so far (p_spent) and, while the cap's window is open
-- (p_cap_until), what the customer's debits took since it opened (p_cap_since): the tier's per-transfer and
-- daily limits, the customer's own daily limit (a raise once its 24 hours have passed), the new-device cap.
-- code: ok | limit_per_transfer | limit_daily | limit_own | limit_new_device (detail: limit, left, until).
CREATE FUNCTION money_limit_rule(p_kyc text, p_own bigint, p_own_next bigint, p_own_next_at timestamptz,
  p_cap_until timestamptz, p_cap_since bigint, p_spent bigint, p_amount bigint, p_counted bigint, p_rules jsonb,
  OUT code text, OUT detail jsonb)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_tier text := CASE WHEN p_kyc = 'verified' THEN 't3' ELSE 't1' END;
  v_per bigint := (p_rules->>(v_tier || '_per'))::bigint;
  v_daily bigint := (p_rules->>(v_tier || '_daily'))::bigint;
  v_own bigint := CASE WHEN p_own_next_at <= now() THEN p_own_next ELSE p_own END;
  v_cap bigint := (p_rules->>'cap_minor')::bigint;
BEGIN
  IF p_amount > v_per THEN
    code := 'limit_per_transfer'; detail := jsonb_build_object('limit', v_per::text); RETURN;
  END IF;
  IF p_spent + p_amount > v_daily THEN
    code := 'limit_daily'; detail := jsonb_build_object('limit', v_daily::text); RETURN;
  END IF;
  IF v_own IS NOT NULL AND p_spent + p_counted > v_own THEN
    code := 'limit_own'; detail := jsonb_build_object('limit', v_own::text, 'left', (v_own - p_spent)::text);
    RETURN;
  END IF;
  IF p_cap_until IS NOT NULL AND p_cap_since + p_counted > v_cap THEN
    code := 'limit_new_device';
    detail := jsonb_build_object('limit', v_cap::text, 'left', (v_cap - p_cap_since)::text, 'until', p_cap_until);
    RETURN;
  END IF;
  code := 'ok';
END $$;

-- What the customer's NGN debits (amount + fee, pending or successful) took since p_since (the cap).
CREATE FUNCTION money_spent_since(p_user bigint, p_since timestamptz) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v bigint;
BEGIN
  SELECT coalesce(sum(amount_minor + fee_minor), 0)::bigint INTO v FROM transactions
    WHERE user_id = p_user AND created_at >= p_since AND direction = 'debit' AND currency = 'NGN'
      AND status IN ('pending', 'successful');
  RETURN v;
END $$;

-- The limits on a debit by a customer the caller has locked: money_limit_rule on their row and today's count
-- (locked here, before any account: a reversal takes the counter, then the account). Reads only.
CREATE FUNCTION money_spend_guard(p_user bigint, p_amount bigint, p_counted bigint, p_rules jsonb,
  OUT code text, OUT detail jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  u record;
  v_spent bigint;
  v_until timestamptz;
  r record;
BEGIN
  SELECT kyc_status, own_daily_limit_minor, own_limit_next_minor, own_limit_next_at, send_cap_from INTO u
    FROM users WHERE id = p_user;
  SELECT spent_minor INTO v_spent FROM daily_spend
    WHERE user_id = p_user AND day = (now() AT TIME ZONE 'Africa/Lagos')::date FOR UPDATE;
  v_until := money_cap_until(u.send_cap_from, p_rules);
  r := money_limit_rule(u.kyc_status, u.own_daily_limit_minor, u.own_limit_next_minor, u.own_limit_next_at,
    v_until, CASE WHEN v_until IS NULL THEN 0 ELSE money_spent_since(p_user, u.send_cap_from) END,
    coalesce(v_spent, 0), p_amount, p_counted, p_rules);
  code := r.code;
  detail := r.detail;
END $$;

-- Adds a debit (amount + fee) to the customer's count for today (docs/decisions/008); returns the new total.
CREATE FUNCTION money_count_spend(p_user bigint, p_counted bigint) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE v_spent bigint;
BEGIN
  INSERT INTO daily_spend AS d (user_id, day, spent_minor)
  VALUES (p_user, (now() AT TIME ZONE 'Africa/Lagos')::date, p_counted)
  ON CONFLICT (user_id, day) DO UPDATE SET spent_minor = d.spent_minor + EXCLUDED.spent_minor
  RETURNING d.spent_minor INTO v_spent;
  RETURN v_spent;
END $$;

-- "2026-11-24T11:12:40.123Z", as JavaScript's toISOString writes it (the reply's timestamps).
CREATE FUNCTION money_iso(p_at timestamptz) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN to_char(p_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
END $$;

-- Keeps a money move's reply with its Idempotency-Key, in the move's own transaction.
CREATE FUNCTION money_keep_reply(p_user bigint, p_key text, p_fingerprint text, p_status int, p_reply text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO idempotency_keys (user_id, key, fingerprint, response_status, response_body)
  VALUES (p_user, p_key, p_fingerprint, p_status, p_reply);
END $$;

-- Group commit: many sends in one call and one COMMIT, each with its own answer (in p_sends' order), in a
-- constant number of statements whatever the batch's size. p_users: every customer and signer of the batch;
-- p_to_accounts: every Owo account number it sends to.
-- 1. Load, locking in the global order: the users (by id), today's counters, then every account the sends can
--    touch (by id), with the recipients' KYC; and the keys the sends carry.
-- 2. Run the sends one after another on those copies, with the same rules as a single send
--    (money_pin_rule, money_limit_rule, the balance and the recipient's cap), so two sends of one customer
--    see each other's balance, count and key; a refused send changes nothing but a wrong PIN's count.
-- 3. Write what the accepted sends did, set-wise: PIN counts, counters, balances, entries, postings (the
--    balance trigger checks each entry), history with its events, outbox, beneficiaries, keys with replies.
-- No subtransactions (past 64 in one transaction they overflow PostgreSQL's subtransaction cache).
CREATE FUNCTION money_send_batch(p_sends jsonb, p_rules jsonb, p_users bigint[], p_to_accounts text[])
RETURNS TABLE (code text, detail jsonb, reply text)
LANGUAGE plpgsql AS $$
DECLARE
  v_now timestamptz := now();
  v_iso text := money_iso(now());
  v_today date := (now() AT TIME ZONE 'Africa/Lagos')::date;
  v_t1_max bigint := (p_rules->>'t1_max')::bigint;
  -- the users
  u_id bigint[]; u_kyc text[]; u_frozen timestamptz[]; u_pin text[]; u_fail int[]; u_locked timestamptz[];
  u_own bigint[]; u_own_next bigint[]; u_own_next_at timestamptz[]; u_cap_from timestamptz[];
  u_cap_until timestamptz[] := '{}'; u_cap_since bigint[] := '{}'; u_spent bigint[] := '{}';
  u_delta bigint[] := '{}'; u_pin_dirty boolean[] := '{}'; u_primary int[] := '{}';
  c_user bigint[]; c_spent bigint[];
  -- the accounts
  a_id bigint[]; a_uuid uuid[]; a_user bigint[]; a_kind text[]; a_cur text[]; a_bal bigint[]; a_bal0 bigint[];
  a_name text[]; a_num text[]; a_kyc text[];
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
  v_user bigint; v_owo boolean; v_amount bigint; v_fee bigint; v_counted bigint; v_key text; v_replay text;
  v_entry bigint; v_debit bigint; v_credit bigint; v_debit_uuid uuid; v_clearing bigint; v_code text;
  v_tx jsonb; pr record; lr record;
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
  SELECT array_agg(user_id), array_agg(spent_minor) INTO c_user, c_spent
    FROM (SELECT user_id, spent_minor FROM daily_spend WHERE user_id = ANY (p_users) AND day = v_today
          ORDER BY user_id FOR UPDATE) x;
  FOR j IN 1 .. cardinality(u_id) LOOP
    ki := array_position(c_user, u_id[j]);
    u_spent[j] := CASE WHEN ki IS NULL THEN 0 ELSE c_spent[ki] END;
    u_delta[j] := 0;
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
  -- The owners' KYC (a recipient's tier caps their balance), in the accounts' order.
  SELECT array_agg(u.kyc_status ORDER BY x.ord) INTO a_kyc
    FROM unnest(a_user) WITH ORDINALITY x(uid, ord) LEFT JOIN users u ON u.id = x.uid;
  a_bal0 := a_bal;
  FOR j IN 1 .. cardinality(a_id) LOOP
    IF a_kind[j] = 'customer' AND a_cur[j] = 'NGN' AND a_num[j] IS NOT NULL THEN
      ui := array_position(u_id, a_user[j]);
      IF ui IS NOT NULL AND u_primary[ui] IS NULL THEN u_primary[ui] := j; END IF;
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

  -- 2. The sends, one after another, on the copies.
  FOR s IN SELECT value FROM jsonb_array_elements(p_sends) LOOP
    i := i + 1;
    o_code[i] := NULL; o_detail[i] := NULL; o_reply[i] := NULL;
    v_user := (s->>'user_id')::bigint;
    ui := array_position(u_id, v_user);
    IF ui IS NULL THEN RAISE EXCEPTION 'user % does not exist', v_user; END IF;
    si := coalesce(array_position(u_id, (s->>'signer_id')::bigint), ui);
    v_key := s->>'key';
    v_replay := NULL;
    IF v_key IS NOT NULL THEN
      ki := array_position(k_tag, v_user::text || ':' || v_key);
      IF ki IS NOT NULL THEN
        IF k_fp[ki] <> s->>'fingerprint' THEN o_code[i] := 'idempotency_conflict'; CONTINUE; END IF;
        IF k_reply[ki] IS NULL THEN o_code[i] := 'idempotency_in_progress'; CONTINUE; END IF;
        v_replay := k_reply[ki];
      END IF;
    END IF;
    IF v_replay IS NULL THEN
      IF u_frozen[ui] IS NOT NULL THEN o_code[i] := 'frozen'; CONTINUE; END IF;
      IF coalesce((s->>'require_kyc')::boolean, false) AND u_kyc[ui] <> 'verified' THEN
        o_code[i] := 'kyc_required'; CONTINUE;
      END IF;
    END IF;
    IF NOT (coalesce((s->>'pre_authorised')::boolean, false) AND s->>'pin_hmac' IS NULL) THEN
      pr := money_pin_rule(u_pin[si], u_fail[si], u_locked[si], s->>'pin_hmac', p_rules);
      IF pr.failures IS DISTINCT FROM u_fail[si] OR pr.locked_until IS DISTINCT FROM u_locked[si] THEN
        u_fail[si] := pr.failures; u_locked[si] := pr.locked_until; u_pin_dirty[si] := true;
      END IF;
      IF pr.code NOT IN ('ok', 'pin_cleared') THEN
        o_code[i] := pr.code;
        o_detail[i] := jsonb_build_object('tries_left', pr.tries_left, 'locked_until', pr.locked_until);
        CONTINUE;
      END IF;
    END IF;
    IF v_replay IS NOT NULL THEN o_code[i] := 'replay'; o_reply[i] := v_replay; CONTINUE; END IF;

    v_owo := s->>'kind' = 'owo';
    v_amount := (s->>'amount')::bigint;
    v_fee := coalesce((s->>'fee')::bigint, 0);
    v_counted := v_amount + v_fee;
    fi := u_primary[ui];
    IF fi IS NULL THEN RAISE EXCEPTION 'user % has no NGN account', v_user; END IF;
    ti := NULL;
    IF v_owo THEN
      ti := array_position(a_num, s->>'to_account');
      IF ti IS NULL THEN o_code[i] := 'account_not_found'; CONTINUE; END IF;
      IF a_kind[ti] <> 'customer' OR a_cur[ti] <> 'NGN' THEN o_code[i] := 'account_not_found'; CONTINUE; END IF;
      IF a_user[ti] = v_user THEN o_code[i] := 'own_account'; CONTINUE; END IF;
    END IF;
    IF u_cap_until[ui] IS NOT NULL AND u_cap_since[ui] IS NULL THEN
      u_cap_since[ui] := money_spent_since(v_user, u_cap_from[ui]);
    END IF;
    lr := money_limit_rule(u_kyc[ui], u_own[ui], u_own_next[ui], u_own_next_at[ui], u_cap_until[ui],
      coalesce(u_cap_since[ui], 0), u_spent[ui], v_amount, v_counted, p_rules);
    IF lr.code <> 'ok' THEN o_code[i] := lr.code; o_detail[i] := lr.detail; CONTINUE; END IF;
    IF a_bal[fi] < v_counted THEN o_code[i] := 'insufficient_funds'; CONTINUE; END IF;
    IF v_owo THEN
      IF a_kyc[ti] <> 'verified' AND a_bal[ti] + v_amount > v_t1_max THEN
        o_code[i] := 'recipient_cannot_receive'; CONTINUE;
      END IF;
    END IF;

    -- Accepted: move the copies and queue the writes.
    a_bal[fi] := a_bal[fi] - v_counted;
    u_spent[ui] := u_spent[ui] + v_counted;
    u_delta[ui] := u_delta[ui] + v_counted;
    IF u_cap_since[ui] IS NOT NULL THEN u_cap_since[ui] := u_cap_since[ui] + v_counted; END IF;
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
    INSERT INTO daily_spend AS d (user_id, day, spent_minor)
      SELECT x.id, v_today, x.delta FROM unnest(u_id, u_delta) x(id, delta) WHERE x.delta > 0
      ON CONFLICT (user_id, day) DO UPDATE SET spent_minor = d.spent_minor + EXCLUDED.spent_minor;
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
