-- The send function keeps one plan per statement (issue 27 item 4). PostgreSQL 15 subset.
--
-- PL/pgSQL plans a statement once per session and then, for a statement that takes the function's variables,
-- weighs a generic plan against one made for each call's values. Five of money_send_batch's statements (the
-- users and accounts it locks, the counters, the owners' KYC) were planned again on every call:
-- pg_stat_statements showed `plans` equal to `calls`, 0.23 ms of the database's time per call, about 0.08 ms
-- per send at 8 clients. The function now always uses generic plans.
--
-- Two statements are changed so that their generic plan is the index lookup whatever the tables' sizes. Given
-- "an array of about ten ids" and a join, the planner may hash-join a whole table (it did on the benchmark's
-- 1,000 accounts): the owners' KYC and the balances' UPDATE now also name their rows by `= ANY` of the array,
-- which only the primary key's index answers.
--
-- And an Owo-to-Owo send's reply names the recipient in its description as the history row does. The API builds
-- the reply before the batch has locked the recipient's account, so it told the recipient as "Owo transfer";
-- the API now writes a slot for the name (the spec's recipient_slot, money-core.ts) and the batch writes the
-- name the account holds in its place, in the description's title and summary only (they hold no text the
-- customer typed). Nothing else in the function changes (it is 030's, otherwise word for word).

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
    FROM unnest(a_user) WITH ORDINALITY x(uid, ord) LEFT JOIN users u ON u.id = x.uid AND u.id = ANY (a_user);
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
      IF s ? 'recipient_slot' THEN
        v_tx := jsonb_set(v_tx, '{description}', (v_tx->'description') || jsonb_build_object(
          'title', replace(v_tx->'description'->>'title', s->>'recipient_slot', a_name[ti]),
          'summary', replace(v_tx->'description'->>'summary', s->>'recipient_slot', a_name[ti])));
      END IF;
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
      WHERE x.b <> x.b0 AND a.id = x.id AND a.id = ANY (a_id);
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

ALTER FUNCTION money_send_batch(jsonb, jsonb, bigint[], text[]) SET plan_cache_mode = force_generic_plan;

-- An event's copy of its history row, in SQL so that the planner writes it into the statement that calls it
-- (the send's history-and-events INSERT above, transactions_event) instead of calling PL/pgSQL twice per send:
-- the same object, key for key (015).
CREATE OR REPLACE FUNCTION transaction_event_payload(t transactions, p_account uuid, p_balance bigint, p_previous text)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'transaction', t.uuid::text,
    'account', p_account::text,
    'reference', t.reference,
    'direction', t.direction,
    'rail', t.rail,
    'status', t.status,
    'previous_status', p_previous,
    'currency', t.currency,
    'amount_minor', t.amount_minor::text,
    'fee_minor', t.fee_minor::text,
    'balance_after_minor', p_balance::text,
    'counterparty_name', t.counterparty_name,
    'counterparty_account', t.counterparty_account,
    'counterparty_bank', t.counterparty_bank,
    'narration', t.narration)
$$;
