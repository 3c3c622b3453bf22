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

-- ── The money core's rules, one home: load → decide → write (issue 27 item 1) ───────────────────────────
--
-- Every way money moves builds one `money_case` per movement from what it loaded under its locks, asks
-- money_decide, and writes only on 'ok'. money_decide is a function of the case and the limits in force
-- (p_rules) alone: it reads no table, writes nothing, and its only clock is the transaction's now() (through
-- money_pin_rule and the own limit's raise time). Its codes are the refusals refusalError (money-core.ts) words
-- for the customer.
--
-- move: 'send'         money leaves the customer (a send, a bill, a payment link paid, a payout row, a team
--                      payment, card funding): every rule;
--       'authorise'    who may move the customer's money, before the amount is known (money_authorise);
--       'limits'       an amount against the limits alone (a payout batch's total: the largest row against
--                      the per-transfer limit, the total against the day, the own limit and the cap);
--       'cap'          an amount against the new-device cap alone (a team member's own cap on business money
--                      they approve or prepare; a fee quote, so the amount step refuses before the PIN);
--       'credit'       money in from outside the sends (a bank inflow);
--       'staff_credit', 'staff_debit'  a staff-approved refund or adjustment (money_staff_move).
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
  restriction text,         -- the strongest live staff restriction: close, freeze, pnd or null
  signer_restriction text,  -- a team signer's own
  -- The PIN (pin_check false: pre-authorised, or no PIN at all)
  pin_check boolean, pin_stored text, pin_failures int, pin_locked_until timestamptz, pin_given text,
  -- The limits' facts: today's count (amount + fee), the own limit (and a raise waiting), the new-device cap's
  -- window (null: closed) and what was sent in it
  spent_today bigint, own_limit bigint, own_next bigint, own_next_at timestamptz,
  cap_until timestamptz, cap_spent bigint,
  balance bigint,           -- the customer's NGN balance, under the account's lock
  -- An Owo recipient: null (none), 'ok', 'missing', 'self'; their KYC, balance and restriction
  to_state text, to_kyc text, to_balance bigint, to_restriction text,
  -- Staff moves: proposer and approver the same person? both live staff? what the original may still refund
  same_staff boolean, staff_ok boolean, refundable bigint
);

-- What the limits leave the customer, from a case's facts (one home for money_decide and money_allowance):
-- the tier's per-transfer and daily limits, the own daily limit in force (a raise once its time has come),
-- and the new-device cap while its window is open. The lefts may be negative (over already).
CREATE FUNCTION money_room(c money_case, p_rules jsonb,
  OUT per_transfer bigint, OUT daily bigint, OUT daily_left bigint, OUT own bigint, OUT own_left bigint,
  OUT cap bigint, OUT cap_left bigint, OUT cap_until timestamptz)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_tier text := CASE WHEN c.kyc = 'verified' THEN 't3' ELSE 't1' END;
BEGIN
  per_transfer := (p_rules->>(v_tier || '_per'))::bigint;
  daily := (p_rules->>(v_tier || '_daily'))::bigint;
  daily_left := daily - coalesce(c.spent_today, 0);
  own := CASE WHEN c.own_next_at <= now() THEN c.own_next ELSE c.own_limit END;
  own_left := own - coalesce(c.spent_today, 0);
  IF c.cap_until IS NOT NULL THEN
    cap := (p_rules->>'cap_minor')::bigint;
    cap_left := cap - coalesce(c.cap_spent, 0);
    cap_until := c.cap_until;
  END IF;
END $$;

-- The decision on one movement. code: ok | replay | idempotency_conflict | idempotency_in_progress |
-- same_staff | staff_unknown | restricted_pnd|freeze|close | receive_freeze|close | frozen | kyc_required |
-- pin_not_set | pin_locked | pin_incorrect | refund_exceeds | account_not_found | own_account |
-- limit_per_transfer | limit_daily | limit_own | limit_new_device | insufficient_funds |
-- recipient_cannot_receive | balance_cap. pin_failures / pin_locked_until: the PIN's count and lock to keep
-- (a wrong PIN counts even though the movement is refused).
CREATE FUNCTION money_decide(c money_case, p_rules jsonb,
  OUT code text, OUT detail jsonb, OUT pin_failures int, OUT pin_locked_until timestamptz)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_out boolean := c.move IN ('send', 'authorise', 'limits', 'staff_debit');
  v_replay boolean := false;
  v_amount bigint := coalesce(c.amount, 0);
  v_counted bigint := coalesce(c.amount, 0) + coalesce(c.fee, 0);
  v_t1_max bigint := (p_rules->>'t1_max')::bigint;
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
    --    account is frozen or closed moves nothing. Then the customer's own freeze (money out only), KYC.
    --    (The cap alone, 'cap', asks none of this: the movement it belongs to does.)
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
    detail := jsonb_build_object('pin_cleared', pr.code = 'pin_cleared');
  END IF;
  IF v_replay THEN code := 'replay'; RETURN; END IF;
  IF c.move = 'authorise' OR c.amount IS NULL THEN code := 'ok'; RETURN; END IF;
  -- 5. A refund never exceeds what the original took (amount + fee) less what was refunded already.
  IF c.refundable IS NOT NULL AND v_amount > c.refundable THEN
    code := 'refund_exceeds'; detail := jsonb_build_object('left', greatest(c.refundable, 0)::text); RETURN;
  END IF;
  -- 6. The Owo recipient exists and is someone else.
  IF c.to_state = 'missing' THEN code := 'account_not_found'; RETURN; END IF;
  IF c.to_state = 'self' THEN code := 'own_account'; RETURN; END IF;
  -- 7. The limits: per transfer, the tier's day (the amount), the own daily limit (amount + fee), the
  --    new-device cap (the amount sent, not the fee: issue 24 item 8). 'cap': the cap alone.
  IF c.move IN ('send', 'limits', 'cap') THEN
    r := money_room(c, p_rules);
    IF c.move <> 'cap' THEN
      IF coalesce(c.largest, v_amount) > r.per_transfer THEN
        code := 'limit_per_transfer'; detail := jsonb_build_object('limit', r.per_transfer::text); RETURN;
      END IF;
      IF v_amount > r.daily_left THEN
        code := 'limit_daily'; detail := jsonb_build_object('limit', r.daily::text, 'left', greatest(r.daily_left, 0)::text);
        RETURN;
      END IF;
      IF r.own IS NOT NULL AND v_counted > r.own_left THEN
        code := 'limit_own'; detail := jsonb_build_object('limit', r.own::text, 'left', r.own_left::text); RETURN;
      END IF;
    END IF;
    IF r.cap_until IS NOT NULL AND v_amount > r.cap_left THEN
      code := 'limit_new_device';
      detail := jsonb_build_object('limit', r.cap::text, 'left', r.cap_left::text, 'until', r.cap_until);
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
END $$;

-- What counts as a customer's spending (one home for the daily counter's check, the seeds and the cap): their
-- NGN debits, pending or successful, except a staff adjustment (not the customer's doing). ledger:verify
-- compares daily_spend with money_spend_by_day.
CREATE VIEW money_spending AS
  SELECT user_id, created_at, amount_minor, fee_minor FROM transactions
  WHERE direction = 'debit' AND currency = 'NGN' AND status IN ('pending', 'successful') AND rail <> 'adjustment';

CREATE VIEW money_spend_by_day AS
  SELECT user_id, (created_at AT TIME ZONE 'Africa/Lagos')::date AS day,
    sum(amount_minor + fee_minor)::bigint AS spent_minor
  FROM money_spending GROUP BY 1, 2;

-- What a customer sent since p_since (the new-device cap's window): the amounts (not the fees) of their own
-- spending, and the business money they set moving as a team member (payments approved, and those prepared
-- that wait or were paid). As 019, counting the amount sent (issue 24 item 8).
CREATE OR REPLACE FUNCTION money_spent_since(p_user bigint, p_since timestamptz) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v bigint;
  w bigint;
BEGIN
  SELECT coalesce(sum(amount_minor), 0)::bigint INTO v FROM money_spending
    WHERE user_id = p_user AND created_at >= p_since;
  SELECT coalesce(sum(amount_minor), 0)::bigint INTO w FROM team_approvals
    WHERE business_id <> p_user
      AND ((decided_by = p_user AND status = 'approved' AND decided_at >= p_since)
        OR (initiated_by = p_user AND status IN ('pending', 'approved') AND created_at >= p_since));
  RETURN v + w;
END $$;

-- The new-device cap's window for a customer whose window opened at p_from: its end, or null when the cap
-- is off or the window is over.
CREATE OR REPLACE FUNCTION money_cap_until(p_from timestamptz, p_rules jsonb) RETURNS timestamptz
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_until timestamptz;
BEGIN
  IF (p_rules->>'cap_minor')::bigint <= 0 OR p_from IS NULL THEN RETURN NULL; END IF;
  v_until := p_from + make_interval(secs => (p_rules->>'cap_hours')::numeric * 3600);
  IF v_until <= now() THEN RETURN NULL; END IF;
  RETURN v_until;
END $$;

-- Load: one customer's facts as a case (the movement's own fields left for the caller). The caller holds
-- the customer's row lock, and the NGN account's when it decides on the balance.
CREATE FUNCTION money_case_of(p_user bigint, p_rules jsonb) RETURNS money_case
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
  SELECT coalesce(max(spent_minor), 0) INTO c.spent_today FROM daily_spend
    WHERE user_id = p_user AND day = (now() AT TIME ZONE 'Africa/Lagos')::date;
  c.cap_until := money_cap_until(u.send_cap_from, p_rules);
  c.cap_spent := CASE WHEN c.cap_until IS NULL THEN 0 ELSE money_spent_since(p_user, u.send_cap_from) END;
  SELECT balance_minor INTO c.balance FROM accounts
    WHERE user_id = p_user AND currency = 'NGN' AND kind = 'customer' AND account_number IS NOT NULL
    ORDER BY id LIMIT 1;
  c.key_found := false;
  c.require_kyc := false;
  c.same_staff := false;
  RETURN c;
END $$;

-- A credit into a customer's account from outside the sends (a bank inflow, a payment link's inflow): the
-- 'credit' decision (frozen or closed: refused; tier 1's balance cap). The caller has locked the account
-- (p_balance: its balance under that lock). Reads only.
CREATE FUNCTION money_credit_check(p_user bigint, p_balance bigint, p_amount bigint, p_rules jsonb,
  OUT code text, OUT detail jsonb)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  c money_case := money_case_of(p_user, p_rules);
  d record;
BEGIN
  c.move := 'credit';
  c.amount := p_amount;
  c.balance := p_balance;
  d := money_decide(c, p_rules);
  code := d.code;
  detail := d.detail;
END $$;

-- ── Staff-approved money: refunds and adjustments (issue 25 item 6) ──────────────────────────────────────
--
-- One row per approved proposal: the proposal's key is unique, so approving twice (or two approvals at once,
-- which take turns on the customer's row lock) moves money once; the second answers with the first's
-- transaction. A refund names its original (the customer's own NGN debit), and all its refunds together
-- never exceed the original's amount + fee (checked under the customer's row lock).
CREATE TABLE staff_moves (
  id bigserial PRIMARY KEY,
  proposal_key text NOT NULL UNIQUE,
  fingerprint text NOT NULL,
  user_id bigint NOT NULL REFERENCES users(id),
  direction text NOT NULL CHECK (direction IN ('credit', 'debit')),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  counter_account text NOT NULL CHECK (counter_account ~ '^suspense:[a-z][a-z_-]*$'),
  reason text NOT NULL CHECK (length(btrim(reason)) > 0),
  proposer_staff_id bigint NOT NULL REFERENCES staff(id),
  approver_staff_id bigint NOT NULL REFERENCES staff(id),
  original_transaction_id bigint,
  transaction_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (proposer_staff_id <> approver_staff_id),
  CHECK (original_transaction_id IS NULL OR direction = 'credit')
);
CREATE INDEX staff_moves_original ON staff_moves (original_transaction_id) WHERE original_transaction_id IS NOT NULL;
CREATE INDEX staff_moves_user ON staff_moves (user_id, created_at DESC);

-- A staff-approved move (p_move: user_id, direction, amount, counter_account, reason, proposal_key,
-- fingerprint, proposer, approver, original (a transaction uuid, for a refund), reference, narration,
-- counterparty_name, counterparty_bank). Load under the customer's row and account locks, decide (no PIN,
-- no limits: staff are not the customer; restrictions and the refund's ceiling hold), then write one
-- balanced entry between the customer and the named suspense account, the history row (its event and alert
-- follow from the row, as for every movement) and the staff_moves row. code: ok | replay (transaction_id
-- is the first approval's) | refund_not_found | refund_not_settled | money_decide's refusals.
CREATE FUNCTION money_staff_move(p_move jsonb, p_rules jsonb,
  OUT code text, OUT detail jsonb, OUT transaction_id bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_user bigint := (p_move->>'user_id')::bigint;
  v_credit boolean := p_move->>'direction' = 'credit';
  v_amount bigint := (p_move->>'amount')::bigint;
  v_account record;
  v_done record;
  o record;
  v_original bigint;
  v_original_ref text;
  c money_case;
  d record;
  v_suspense bigint;
  v_post record;
BEGIN
  PERFORM set_config('lock_timeout', (p_rules->>'lock_timeout_ms') || 'ms', true);
  -- Load: the customer's row, then their NGN account (the global lock order), then the proposal's key.
  PERFORM 1 FROM users WHERE id = v_user FOR NO KEY UPDATE;
  IF NOT FOUND THEN RAISE EXCEPTION 'user % does not exist', v_user; END IF;
  SELECT id, account_number, account_name INTO v_account FROM accounts
    WHERE user_id = v_user AND currency = 'NGN' AND kind = 'customer' AND account_number IS NOT NULL
    ORDER BY id LIMIT 1 FOR NO KEY UPDATE;
  IF NOT FOUND THEN RAISE EXCEPTION 'user % has no NGN account', v_user; END IF;
  c := money_case_of(v_user, p_rules);
  c.move := CASE WHEN v_credit THEN 'staff_credit' ELSE 'staff_debit' END;
  c.amount := v_amount;
  c.fee := 0;
  SELECT fingerprint, staff_moves.transaction_id AS tx INTO v_done FROM staff_moves
    WHERE proposal_key = p_move->>'proposal_key';
  c.key_found := FOUND;
  c.key_fp := v_done.fingerprint;
  c.fp := p_move->>'fingerprint';
  c.key_reply := v_done.tx::text;
  c.same_staff := (p_move->>'proposer')::bigint = (p_move->>'approver')::bigint;
  c.staff_ok := (SELECT count(*) FROM staff WHERE id IN ((p_move->>'proposer')::bigint,
    (p_move->>'approver')::bigint) AND disabled_at IS NULL) = 2;
  IF p_move->>'original' IS NOT NULL AND NOT c.key_found THEN
    SELECT id, user_id, direction, currency, status, amount_minor, fee_minor, reference INTO o
      FROM transactions WHERE uuid = (p_move->>'original')::uuid;
    IF NOT FOUND OR o.user_id <> v_user OR o.direction <> 'debit' OR o.currency <> 'NGN' OR NOT v_credit THEN
      code := 'refund_not_found'; RETURN;
    END IF;
    IF o.status <> 'successful' THEN code := 'refund_not_settled'; RETURN; END IF;
    v_original := o.id;
    v_original_ref := o.reference;
    c.refundable := o.amount_minor + o.fee_minor
      - (SELECT coalesce(sum(amount_minor), 0) FROM staff_moves WHERE original_transaction_id = o.id);
  END IF;

  -- Decide.
  d := money_decide(c, p_rules);
  code := d.code;
  detail := d.detail;
  IF code = 'replay' THEN transaction_id := v_done.tx; RETURN; END IF;
  IF code <> 'ok' THEN RETURN; END IF;

  -- Write: the entry, the history row, the proposal's row.
  v_suspense := money_system_account((p_move->>'counter_account') || ':NGN', 'NGN');
  SELECT * INTO v_post FROM ledger_post(ARRAY[v_account.id, v_suspense],
    CASE WHEN v_credit THEN ARRAY[v_amount, -v_amount] ELSE ARRAY[-v_amount, v_amount] END,
    CASE WHEN v_original IS NOT NULL THEN 'staff:refund' ELSE 'staff:adjustment' END, p_move->>'reference');
  IF v_post.entry_id IS NULL THEN RAISE EXCEPTION 'staff move % did not post', p_move->>'proposal_key'; END IF;
  INSERT INTO transactions (user_id, account_id, entry_id, direction, rail, status, currency, amount_minor,
      fee_minor, reference, counterparty_name, counterparty_bank, narration, meta)
    VALUES (v_user, v_account.id, v_post.entry_id, p_move->>'direction',
      CASE WHEN v_original IS NOT NULL THEN 'refund' ELSE 'adjustment' END, 'successful', 'NGN', v_amount, 0,
      p_move->>'reference', p_move->>'counterparty_name', p_move->>'counterparty_bank',
      CASE WHEN v_original IS NOT NULL THEN 'Refund of ' || v_original_ref ELSE p_move->>'narration' END,
      jsonb_strip_nulls(jsonb_build_object('refund_of', v_original_ref, 'complaint', p_move->>'complaint')))
    RETURNING id INTO transaction_id;
  INSERT INTO staff_moves (proposal_key, fingerprint, user_id, direction, amount_minor, counter_account, reason,
      proposer_staff_id, approver_staff_id, original_transaction_id, transaction_id)
    VALUES (p_move->>'proposal_key', p_move->>'fingerprint', v_user, p_move->>'direction', v_amount,
      p_move->>'counter_account', p_move->>'reason', (p_move->>'proposer')::bigint,
      (p_move->>'approver')::bigint, v_original, transaction_id);
END $$;

-- ── What the customer may still send (issue 27 item 1, issue 24 item 8) ─────────────────────────────────
--
-- One answer for the API, the amount screens and the limits page: each limit and what it leaves now (from
-- money_room, the rule's own home), the restriction or freeze in force, and the most one transfer may be now
-- (can_send, before fees and the balance) with the limit that sets it (binding). Reads only.
-- binding: restricted | frozen | per_transfer | daily | own | new_device.
CREATE FUNCTION money_allowance(p_user bigint, p_rules jsonb,
  OUT can_send bigint, OUT binding text, OUT per_transfer bigint, OUT daily bigint, OUT daily_left bigint,
  OUT spent_today bigint, OUT own bigint, OUT own_left bigint, OUT own_next bigint, OUT own_next_at timestamptz,
  OUT cap bigint, OUT cap_left bigint, OUT cap_until timestamptz, OUT restriction text, OUT frozen boolean)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  c money_case := money_case_of(p_user, p_rules);
  r record;
BEGIN
  r := money_room(c, p_rules);
  per_transfer := r.per_transfer;
  daily := r.daily;
  daily_left := greatest(r.daily_left, 0);
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

-- A fee quote's amount against the new-device cap ('cap': the cap alone), so a send above what the cap
-- leaves is refused on the amount step, before the PIN. Reads only. code: ok | limit_new_device.
CREATE FUNCTION money_quote_check(p_user bigint, p_amount bigint, p_rules jsonb, OUT code text, OUT detail jsonb)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  c money_case := money_case_of(p_user, p_rules);
  d record;
BEGIN
  c.move := 'cap';
  c.amount := p_amount;
  c.fee := 0;
  d := money_decide(c, p_rules);
  code := d.code;
  detail := d.detail;
END $$;

-- Until the batch decides through money_decide: the cap counts the amount sent, not the fee (issue 24 item 8).
CREATE OR REPLACE FUNCTION money_limit_rule(p_kyc text, p_own bigint, p_own_next bigint,
  p_own_next_at timestamptz, p_cap_until timestamptz, p_cap_since bigint, p_spent bigint, p_amount bigint,
  p_counted bigint, p_rules jsonb, OUT code text, OUT detail jsonb)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_tier text := CASE WHEN p_kyc = 'verified' THEN 't3' ELSE 't1' END;
  v_per bigint := (p_rules->>(v_tier || '_per'))::bigint;
  v_daily bigint := (p_rules->>(v_tier || '_daily'))::bigint;
  v_own bigint := CASE WHEN p_own_next_at <= now() THEN p_own_next ELSE p_own END;
  r record;
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
  r := money_cap_rule(p_cap_until, p_cap_since, p_amount, p_rules);
  code := r.code;
  detail := r.detail;
END $$;
