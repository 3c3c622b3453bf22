-- Staff restrictions in the money core (issue 25 item 4, issue 27 item 1; docs/decisions/021). PostgreSQL 15 subset.
--
-- A restriction is placed on a customer by a staff member, with a reason, and lifted by a second one:
-- pnd (post-no-debit: money in, nothing out), freeze (nothing in, nothing out) or close (nothing moves). At
-- most one live (unlifted) restriction of each type per customer; the strongest live one is in force
-- (close, then freeze, then pnd). The money core decides with it on every movement (money_authorise and
-- money_send_batch below, and money_credit_check for the movements that credit a customer from outside).
-- placed_by, lift_requested_by and lifted_by are staff ids (the staff table is migration 021's; no foreign
-- key so that this migration stands on its own).
CREATE TABLE customer_restrictions (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id bigint NOT NULL REFERENCES users(id),
  type text NOT NULL CHECK (type IN ('pnd', 'freeze', 'close')),
  reason text NOT NULL CHECK (length(btrim(reason)) > 0),
  placed_by bigint NOT NULL,
  placed_at timestamptz NOT NULL DEFAULT now(),
  lift_requested_by bigint,
  lift_requested_at timestamptz,
  lift_reason text,
  lifted_by bigint,
  lifted_at timestamptz,
  -- Lifting takes two people: the one who asked for it and another who lifts it.
  CHECK (lifted_at IS NULL OR (lifted_by IS NOT NULL AND lift_requested_by IS NOT NULL
    AND lifted_by <> lift_requested_by))
);
CREATE UNIQUE INDEX customer_restrictions_live ON customer_restrictions (user_id, type) WHERE lifted_at IS NULL;
CREATE INDEX customer_restrictions_user ON customer_restrictions (user_id, placed_at DESC);

-- The restriction in force on a customer (the strongest live one), or null. A mover reads it after it has
-- locked the customer's row (restrictions are placed and lifted under that lock), in a statement of its own, so
-- it sees every restriction committed before it got the lock.
CREATE FUNCTION money_restriction_of(p_user bigint) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE v text;
BEGIN
  SELECT type INTO v FROM customer_restrictions WHERE user_id = p_user AND lifted_at IS NULL
    ORDER BY CASE type WHEN 'close' THEN 0 WHEN 'freeze' THEN 1 ELSE 2 END LIMIT 1;
  RETURN v;
END $$;

-- Places a restriction under the customer's row lock (so a send in flight either commits first or sees it).
-- Answers the new row's uuid, or null when one of that type is already live. Closing needs a zero balance on
-- every account of the customer (sweep it first).
CREATE FUNCTION money_restrict(p_user bigint, p_type text, p_reason text, p_staff bigint,
  OUT code text, OUT restriction uuid)
LANGUAGE plpgsql AS $$
BEGIN
  -- The customer's row, then their accounts (the global lock order): a send or inflow that locked either
  -- first commits before this, and one that locks them after reads the restriction in a later statement.
  PERFORM 1 FROM users WHERE id = p_user FOR NO KEY UPDATE;
  IF NOT FOUND THEN code := 'not_found'; RETURN; END IF;
  PERFORM 1 FROM accounts WHERE user_id = p_user ORDER BY id FOR NO KEY UPDATE;
  IF p_type = 'close' AND EXISTS (SELECT 1 FROM accounts WHERE user_id = p_user AND balance_minor <> 0) THEN
    code := 'balance_not_zero'; RETURN;
  END IF;
  INSERT INTO customer_restrictions (user_id, type, reason, placed_by) VALUES (p_user, p_type, p_reason, p_staff)
    ON CONFLICT (user_id, type) WHERE lifted_at IS NULL DO NOTHING
    RETURNING uuid INTO restriction;
  code := CASE WHEN restriction IS NULL THEN 'already_restricted' ELSE 'ok' END;
END $$;

-- Asks for a live restriction to be lifted (the first person), or lifts one already asked for (a second
-- person, under the customer's row lock). code: requested | lifted | not_found | same_staff.
CREATE FUNCTION money_lift_restriction(p_restriction uuid, p_staff bigint, p_reason text, OUT code text)
LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  SELECT id, user_id INTO r FROM customer_restrictions WHERE uuid = p_restriction AND lifted_at IS NULL;
  IF NOT FOUND THEN code := 'not_found'; RETURN; END IF;
  PERFORM 1 FROM users WHERE id = r.user_id FOR NO KEY UPDATE;
  PERFORM 1 FROM accounts WHERE user_id = r.user_id ORDER BY id FOR NO KEY UPDATE;
  SELECT id, lift_requested_by INTO r FROM customer_restrictions WHERE id = r.id AND lifted_at IS NULL FOR UPDATE;
  IF NOT FOUND THEN code := 'not_found'; RETURN; END IF;
  IF r.lift_requested_by IS NULL THEN
    UPDATE customer_restrictions SET lift_requested_by = p_staff, lift_requested_at = now(), lift_reason = p_reason
      WHERE id = r.id;
    code := 'requested'; RETURN;
  END IF;
  IF r.lift_requested_by = p_staff THEN code := 'same_staff'; RETURN; END IF;
  UPDATE customer_restrictions SET lifted_by = p_staff, lifted_at = now() WHERE id = r.id;
  code := 'lifted';
END $$;

-- As in 014, and a restricted customer moves nothing out (a replay of what moved before still answers), nor
-- does a team signer whose own account is frozen or closed.
CREATE OR REPLACE FUNCTION money_authorise(p_user bigint, p_signer bigint, p_pin_hmac text,
  p_pre_authorised boolean, p_require_kyc boolean, p_key text, p_fingerprint text, p_rules jsonb,
  OUT code text, OUT detail jsonb, OUT reply text)
LANGUAGE plpgsql AS $$
DECLARE
  u record;
  k record;
  v_replay boolean := false;
  v_restriction text;
  pin record;
BEGIN
  PERFORM 1 FROM users WHERE id IN (p_user, coalesce(p_signer, p_user)) ORDER BY id FOR NO KEY UPDATE;
  SELECT kyc_status, frozen_at, money_restriction_of(id) AS restriction INTO u FROM users WHERE id = p_user;
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
    IF u.restriction IS NOT NULL THEN code := 'restricted_' || u.restriction; RETURN; END IF;
    IF p_signer IS NOT NULL AND p_signer <> p_user THEN
      v_restriction := money_restriction_of(p_signer);
      IF v_restriction IN ('freeze', 'close') THEN code := 'restricted_' || v_restriction; RETURN; END IF;
    END IF;
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

-- A credit into a customer's account from outside the money core's sends (a bank inflow, a payment link's
-- inflow): refused while the account is frozen or closed, and above tier 1's balance cap for a customer
-- without verified KYC. The caller has locked the account (p_balance is its balance under that lock).
-- code: ok | receive_freeze | receive_close | balance_cap (detail: limit).
CREATE FUNCTION money_credit_check(p_user bigint, p_balance bigint, p_amount bigint, p_rules jsonb,
  OUT code text, OUT detail jsonb)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_kyc text;
  v_restriction text := money_restriction_of(p_user);
  v_max bigint := (p_rules->>'t1_max')::bigint;
BEGIN
  IF v_restriction IN ('freeze', 'close') THEN code := 'receive_' || v_restriction; RETURN; END IF;
  SELECT kyc_status INTO v_kyc FROM users WHERE id = p_user;
  IF v_kyc <> 'verified' AND p_balance + p_amount > v_max THEN
    code := 'balance_cap'; detail := jsonb_build_object('limit', v_max::text); RETURN;
  END IF;
  code := 'ok';
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
CREATE OR REPLACE FUNCTION money_send_batch(p_sends jsonb, p_rules jsonb, p_users bigint[], p_to_accounts text[])
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
  a_name text[]; a_num text[]; a_kyc text[]; a_restr text[];
  u_restr text[] := '{}';
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
  -- And their restrictions, read now that every owner in the batch is locked (a statement of its own sees
  -- every restriction committed before the locks were granted).
  SELECT array_agg(u.kyc_status ORDER BY x.ord), array_agg(money_restriction_of(x.uid) ORDER BY x.ord)
    INTO a_kyc, a_restr
    FROM unnest(a_user) WITH ORDINALITY x(uid, ord) LEFT JOIN users u ON u.id = x.uid;
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
      IF u_restr[ui] IS NOT NULL THEN o_code[i] := 'restricted_' || u_restr[ui]; CONTINUE; END IF;
      IF si <> ui AND u_restr[si] IN ('freeze', 'close') THEN o_code[i] := 'restricted_' || u_restr[si]; CONTINUE; END IF;
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
      IF a_restr[ti] IN ('freeze', 'close') OR (a_kyc[ti] <> 'verified' AND a_bal[ti] + v_amount > v_t1_max) THEN
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
