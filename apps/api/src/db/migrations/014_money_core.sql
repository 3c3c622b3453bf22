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
-- had checked the balance under the same locks beforehand (money_transfer).
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

-- The transaction PIN of a user the caller has locked: its lock state, then the HMAC the API computed against
-- the stored one. A wrong PIN counts (the 5th locks it for pin_lock_ms); a right PIN clears an earlier count.
-- code: ok | pin_cleared (a write the caller keeps) | pin_not_set | pin_locked | pin_incorrect.
-- The comparison need not be constant-time: the API's HMAC key never reaches the database, so no caller can
-- choose the value compared (a timing difference tells nothing about any PIN).
CREATE FUNCTION money_pin_check(p_user bigint, p_pin_hmac text, p_rules jsonb,
  OUT code text, OUT tries_left int, OUT locked_until timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  u record;
  v_max int := (p_rules->>'pin_max')::int;
  v_failures int;
BEGIN
  SELECT pin_hmac, pin_failed_attempts, pin_locked_until INTO u FROM users WHERE id = p_user;
  IF u.pin_hmac IS NULL THEN code := 'pin_not_set'; RETURN; END IF;
  IF u.pin_locked_until > now() THEN
    code := 'pin_locked'; tries_left := 0; locked_until := u.pin_locked_until; RETURN;
  END IF;
  IF p_pin_hmac IS NULL OR u.pin_hmac <> p_pin_hmac THEN
    v_failures := u.pin_failed_attempts + 1;
    IF v_failures >= v_max THEN
      locked_until := now() + make_interval(secs => (p_rules->>'pin_lock_ms')::numeric / 1000);
      UPDATE users SET pin_failed_attempts = 0, pin_locked_until = locked_until, updated_at = now()
        WHERE id = p_user;
      code := 'pin_locked'; tries_left := 0; RETURN;
    END IF;
    UPDATE users SET pin_failed_attempts = v_failures, updated_at = now() WHERE id = p_user;
    code := 'pin_incorrect'; tries_left := v_max - v_failures; RETURN;
  END IF;
  IF u.pin_failed_attempts > 0 OR u.pin_locked_until IS NOT NULL THEN
    UPDATE users SET pin_failed_attempts = 0, pin_locked_until = NULL, updated_at = now() WHERE id = p_user;
    code := 'pin_cleared'; RETURN;
  END IF;
  code := 'ok';
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

-- The limits on a debit of p_amount (p_counted with its fee) by a customer the caller has locked, given the
-- day's count so far (locked here, before any account: a reversal takes the counter, then the account):
-- the tier's per-transfer and daily limits, the customer's own daily limit (a raise once its 24 hours have
-- passed) and the new-device / new-account cap while its window is open. Reads only.
-- code: ok | limit_per_transfer | limit_daily | limit_own | limit_new_device (detail: limit, left, until).
CREATE FUNCTION money_spend_guard(p_user bigint, p_amount bigint, p_counted bigint, p_rules jsonb,
  OUT code text, OUT detail jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  u record;
  v_spent bigint;
  v_tier text;
  v_per bigint;
  v_daily bigint;
  v_own bigint;
  v_cap bigint := (p_rules->>'cap_minor')::bigint;
  v_until timestamptz;
  v_since bigint;
BEGIN
  SELECT kyc_status, own_daily_limit_minor, own_limit_next_minor, own_limit_next_at, send_cap_from INTO u
    FROM users WHERE id = p_user;
  SELECT spent_minor INTO v_spent FROM daily_spend
    WHERE user_id = p_user AND day = (now() AT TIME ZONE 'Africa/Lagos')::date FOR UPDATE;
  v_spent := coalesce(v_spent, 0);
  v_tier := CASE WHEN u.kyc_status = 'verified' THEN 't3' ELSE 't1' END;
  v_per := (p_rules->>(v_tier || '_per'))::bigint;
  v_daily := (p_rules->>(v_tier || '_daily'))::bigint;
  IF p_amount > v_per THEN
    code := 'limit_per_transfer'; detail := jsonb_build_object('limit', v_per::text); RETURN;
  END IF;
  IF v_spent + p_amount > v_daily THEN
    code := 'limit_daily'; detail := jsonb_build_object('limit', v_daily::text); RETURN;
  END IF;
  v_own := CASE WHEN u.own_limit_next_at <= now() THEN u.own_limit_next_minor ELSE u.own_daily_limit_minor END;
  IF v_own IS NOT NULL AND v_spent + p_counted > v_own THEN
    code := 'limit_own';
    detail := jsonb_build_object('limit', v_own::text, 'left', (v_own - v_spent)::text);
    RETURN;
  END IF;
  IF v_cap > 0 AND u.send_cap_from IS NOT NULL THEN
    v_until := u.send_cap_from + make_interval(secs => (p_rules->>'cap_hours')::numeric * 3600);
    IF v_until > now() THEN
      SELECT coalesce(sum(amount_minor + fee_minor), 0)::bigint INTO v_since FROM transactions
        WHERE user_id = p_user AND created_at >= u.send_cap_from AND direction = 'debit' AND currency = 'NGN'
          AND status IN ('pending', 'successful');
      IF v_since + p_counted > v_cap THEN
        code := 'limit_new_device';
        detail := jsonb_build_object('limit', v_cap::text, 'left', (v_cap - v_since)::text, 'until', v_until);
        RETURN;
      END IF;
    END IF;
  END IF;
  code := 'ok';
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

-- Moves the money of one send whose customer money_authorise has locked and authorised:
-- p.kind 'owo': to the Owo account p.to_account, free and at once (both history rows);
-- p.kind 'external': to the rail p.rail's clearing account, its fee earned, a pending history row and an
-- outbox row for the settlement worker (docs/decisions/005).
-- Every check comes first (the recipient, the limits, the balance, the recipient's cap), under the locks;
-- then the writes. The reply is p.reply with what only the database knows filled in (the transaction's uuid,
-- account and times; an Owo recipient's name).
-- code: ok | account_not_found | own_account | the limits' codes | insufficient_funds | recipient_cannot_receive.
CREATE FUNCTION money_transfer(p jsonb, p_rules jsonb, OUT code text, OUT detail jsonb, OUT reply text)
LANGUAGE plpgsql AS $$
DECLARE
  v_user bigint := (p->>'user_id')::bigint;
  v_amount bigint := (p->>'amount')::bigint;
  v_fee bigint := coalesce((p->>'fee')::bigint, 0);
  v_counted bigint := v_amount + coalesce((p->>'fee')::bigint, 0);
  v_owo boolean := p->>'kind' = 'owo';
  v_from_id bigint;
  v_to_id bigint;
  f record;
  t record;
  r record;
  v_to_found boolean := false;
  g record;
  posted record;
  v_accounts bigint[];
  v_amounts bigint[];
  v_debit_id bigint;
  v_debit_uuid uuid;
  v_credit_id bigint;
  v_tx jsonb;
  v_cp_name text := p->>'counterparty_name';
  v_cp_account text := p->>'counterparty_account';
  v_now timestamptz := now();
  v_iso text;
BEGIN
  SELECT (SELECT id FROM accounts
            WHERE user_id = v_user AND currency = 'NGN' AND kind = 'customer' AND account_number IS NOT NULL
            ORDER BY id LIMIT 1),
         CASE WHEN v_owo THEN (SELECT id FROM accounts WHERE account_number = p->>'to_account') END
    INTO v_from_id, v_to_id;
  IF v_from_id IS NULL THEN RAISE EXCEPTION 'user % has no NGN account', v_user; END IF;
  -- The counter before the accounts (the global order), then both accounts locked in id order and read.
  SELECT * INTO g FROM money_spend_guard(v_user, v_amount, v_counted, p_rules);
  FOR r IN SELECT a.id, a.uuid, a.user_id, a.kind, a.currency, a.balance_minor, a.account_name, a.account_number,
      u.kyc_status
    FROM accounts a LEFT JOIN users u ON u.id = a.user_id
    WHERE a.id IN (v_from_id, v_to_id) ORDER BY a.id FOR NO KEY UPDATE OF a
  LOOP
    IF r.id = v_from_id THEN f := r; END IF;
    IF r.id = v_to_id THEN t := r; v_to_found := true; END IF;
  END LOOP;
  IF v_owo THEN
    IF NOT v_to_found THEN code := 'account_not_found'; RETURN; END IF;
    IF t.kind <> 'customer' OR t.currency <> 'NGN' THEN code := 'account_not_found'; RETURN; END IF;
    IF t.user_id = v_user THEN code := 'own_account'; RETURN; END IF;
    v_cp_name := t.account_name;
    v_cp_account := t.account_number;
  END IF;
  IF g.code <> 'ok' THEN code := g.code; detail := g.detail; RETURN; END IF;
  IF f.balance_minor < v_counted THEN code := 'insufficient_funds'; RETURN; END IF;
  IF v_owo THEN
    IF t.kyc_status <> 'verified' AND t.balance_minor + v_amount > (p_rules->>'t1_max')::bigint THEN
      code := 'recipient_cannot_receive'; RETURN;
    END IF;
  END IF;

  -- Every check passed: the writes.
  PERFORM money_count_spend(v_user, v_counted);
  IF v_owo THEN
    v_accounts := ARRAY[v_from_id, v_to_id];
    v_amounts := ARRAY[-v_amount, v_amount];
  ELSE
    v_accounts := ARRAY[v_from_id, money_system_account('clearing:' || (p->>'rail') || ':NGN', 'NGN')];
    v_amounts := ARRAY[-v_counted, v_amount];
    IF v_fee > 0 THEN
      v_accounts := v_accounts || money_system_account('fees:NGN', 'NGN');
      v_amounts := v_amounts || v_fee;
    END IF;
  END IF;
  SELECT * INTO posted FROM ledger_post(v_accounts, v_amounts, p->>'entry_kind', p->>'reference');
  IF posted.entry_id IS NULL THEN
    RAISE EXCEPTION 'send % did not post (known %, unbalanced %)', p->>'reference', posted.known, posted.unbalanced;
  END IF;

  -- The history rows and their events (for alerts and the live feed) in one statement; the deferred event
  -- trigger skips rows written while owo.core_events is on (migration 015).
  PERFORM set_config('owo.core_events', 'on', true);
  IF v_owo THEN
    WITH ins AS (
      INSERT INTO transactions (user_id, account_id, entry_id, direction, rail, status, currency, amount_minor,
        fee_minor, reference, counterparty_name, counterparty_account, counterparty_bank, narration, meta,
        created_at, updated_at)
      VALUES (v_user, v_from_id, posted.entry_id, 'debit', 'owo', 'successful', 'NGN', v_amount, 0,
          p->>'reference', v_cp_name, v_cp_account, p->>'counterparty_bank', p->>'narration',
          coalesce(p->'meta', '{}'::jsonb), v_now, v_now),
        (t.user_id, v_to_id, posted.entry_id, 'credit', 'owo', 'successful', 'NGN', v_amount, 0,
          (p->>'reference') || '-CR', f.account_name, f.account_number, p->>'counterparty_bank', p->>'narration',
          '{}'::jsonb, v_now, v_now)
      RETURNING *
    ), ev AS (
      INSERT INTO events (user_id, kind, payload)
      SELECT ins.user_id, ins.direction, transaction_event_payload(ins,
          CASE WHEN ins.direction = 'debit' THEN f.uuid ELSE t.uuid END,
          CASE WHEN ins.direction = 'debit' THEN f.balance_minor - v_counted ELSE t.balance_minor + v_amount END,
          NULL)
      FROM ins ORDER BY ins.direction DESC
    )
    SELECT max(id) FILTER (WHERE direction = 'debit'), (array_agg(uuid) FILTER (WHERE direction = 'debit'))[1],
      max(id) FILTER (WHERE direction = 'credit')
      INTO v_debit_id, v_debit_uuid, v_credit_id FROM ins;
  ELSE
    WITH ins AS (
      INSERT INTO transactions (user_id, account_id, entry_id, direction, rail, status, currency, amount_minor,
        fee_minor, reference, counterparty_name, counterparty_account, counterparty_bank, narration, meta,
        created_at, updated_at)
      VALUES (v_user, v_from_id, posted.entry_id, 'debit', p->>'rail', 'pending', 'NGN', v_amount, v_fee,
        p->>'reference', v_cp_name, v_cp_account, p->>'counterparty_bank', p->>'narration',
        coalesce(p->'meta', '{}'::jsonb), v_now, v_now)
      RETURNING *
    ), ev AS (
      INSERT INTO events (user_id, kind, payload)
      SELECT ins.user_id, ins.direction, transaction_event_payload(ins, f.uuid, f.balance_minor - v_counted, NULL)
      FROM ins
    )
    SELECT id, uuid INTO v_debit_id, v_debit_uuid FROM ins;
  END IF;
  PERFORM set_config('owo.core_events', 'off', true);

  IF v_owo THEN
    IF (p->>'save_beneficiary')::boolean THEN
      INSERT INTO beneficiaries (user_id, type, destination, name, currency, account_number, bank_name, bank_code)
      VALUES (v_user, 'bank', (p->>'bank_code') || ':' || t.account_number, t.account_name, 'NGN',
        t.account_number, p->>'counterparty_bank', p->>'bank_code')
      ON CONFLICT (user_id, type, destination) DO UPDATE SET name = EXCLUDED.name,
        bank_name = EXCLUDED.bank_name, details = EXCLUDED.details, updated_at = now();
    END IF;
  ELSE
    INSERT INTO outbox (transaction_id, rail, state, payload, due_at)
    VALUES (v_debit_id, p->>'rail', 'pending', p->'outbox',
      v_now + make_interval(secs => (p->>'due_ms')::numeric / 1000));
    IF jsonb_typeof(p->'beneficiary') = 'object' THEN
      INSERT INTO beneficiaries (user_id, type, destination, name, currency, alias, account_number, bank_name,
        bank_code, issuer, number, details)
      SELECT v_user, b->>'type', b->>'destination', b->>'name', b->>'currency', b->>'alias',
        b->>'account_number', b->>'bank_name', b->>'bank_code', b->>'issuer', b->>'number',
        coalesce(b->'details', '{}'::jsonb)
      FROM (SELECT p->'beneficiary' AS b) x
      ON CONFLICT (user_id, type, destination) DO UPDATE SET name = EXCLUDED.name,
        bank_name = EXCLUDED.bank_name, details = EXCLUDED.details, updated_at = now();
    END IF;
  END IF;

  v_iso := money_iso(v_now);
  v_tx := (p->'reply'->'data'->'transaction') || jsonb_build_object('uuid', v_debit_uuid,
    'account_uuid', f.uuid, 'created_at', v_iso, 'updated_at', v_iso);
  IF v_owo THEN
    v_tx := v_tx || jsonb_build_object('counterparty_name', t.account_name, 'counterparty_account', t.account_number);
  END IF;
  reply := jsonb_set(p->'reply', '{data,transaction}', v_tx)::text;
  detail := jsonb_build_object('debit_id', v_debit_id::text, 'credit_id', v_credit_id::text,
    'entry_id', posted.entry_id::text);
  code := 'ok';
END $$;

-- Keeps a money move's reply with its Idempotency-Key, in the move's own transaction.
CREATE FUNCTION money_keep_reply(p_user bigint, p_key text, p_fingerprint text, p_status int, p_reply text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO idempotency_keys (user_id, key, fingerprint, response_status, response_body)
  VALUES (p_user, p_key, p_fingerprint, p_status, p_reply);
END $$;

-- One send, whole: money_authorise, then (unless it is a replay) money_transfer and the reply kept with the
-- key. p: money_transfer's fields and user_id, signer_id, pin_hmac, pre_authorised, require_kyc, key,
-- fingerprint. code: ok (reply), replay (reply), or a refusal (detail).
CREATE FUNCTION money_send(p jsonb, p_rules jsonb, OUT code text, OUT detail jsonb, OUT reply text)
LANGUAGE plpgsql AS $$
DECLARE
  a record;
  m record;
BEGIN
  SELECT * INTO a FROM money_authorise((p->>'user_id')::bigint, (p->>'signer_id')::bigint, p->>'pin_hmac',
    coalesce((p->>'pre_authorised')::boolean, false), coalesce((p->>'require_kyc')::boolean, false),
    p->>'key', p->>'fingerprint', p_rules);
  IF a.code <> 'ok' THEN code := a.code; detail := a.detail; reply := a.reply; RETURN; END IF;
  SELECT * INTO m FROM money_transfer(p, p_rules);
  code := m.code; detail := m.detail; reply := m.reply;
  IF m.code = 'ok' AND p->>'key' IS NOT NULL THEN
    PERFORM money_keep_reply((p->>'user_id')::bigint, p->>'key', p->>'fingerprint', 200, m.reply);
  END IF;
END $$;

-- Group commit: many sends in one call and one COMMIT, each with its own result (in p_sends' order). Every
-- user row (customers and signers) is locked first, in id order, then every counter row of today, then every
-- account a send can touch, in id order: the same global order as a single send, so batches and single sends
-- never wait on each other in a cycle. The sends then run one after another, so two sends of one customer
-- in a batch see each other's balance, count and key.
CREATE FUNCTION money_send_batch(p_sends jsonb, p_rules jsonb, p_users bigint[], p_to_accounts text[])
RETURNS TABLE (code text, detail jsonb, reply text)
LANGUAGE plpgsql AS $$
DECLARE
  s jsonb;
  r record;
BEGIN
  -- One statement outside any transaction block: this lock_timeout lasts until its COMMIT.
  PERFORM set_config('lock_timeout', (p_rules->>'lock_timeout_ms') || 'ms', true);
  -- p_users: every customer and signer of the batch; p_to_accounts: every Owo account number it sends to.
  PERFORM 1 FROM users WHERE id = ANY (p_users) ORDER BY id FOR NO KEY UPDATE;
  PERFORM 1 FROM daily_spend WHERE user_id = ANY (p_users) AND day = (now() AT TIME ZONE 'Africa/Lagos')::date
    ORDER BY user_id FOR UPDATE;
  PERFORM 1 FROM accounts WHERE id IN (
      SELECT id FROM accounts WHERE user_id = ANY (p_users) AND currency = 'NGN' AND kind = 'customer'
      UNION ALL SELECT id FROM accounts WHERE account_number = ANY (p_to_accounts))
    ORDER BY id FOR NO KEY UPDATE;
  FOR s IN SELECT value FROM jsonb_array_elements(p_sends) LOOP
    SELECT * INTO r FROM money_send(s, p_rules);
    code := r.code; detail := r.detail; reply := r.reply;
    RETURN NEXT;
  END LOOP;
END $$;
