-- Name-check budgets (issue 23; docs/decisions/013-name-check-budgets.md). Every name enquiry a customer
-- makes (a bank account through NIBSS or in Owo's ledger, an eNaira alias, a mobile money wallet, a biller's
-- customer), on every path (send screens, quotes, sends, payout uploads and row fixes, a team's prepared
-- sends), draws on one budget per customer and Lagos day. A name the customer looked up in the last 24 hours
-- is free. The budget's size (by KYC tier, or a verified business) comes from configuration.

-- Per customer and Lagos day: how many new names were checked. Its row is the lock that serialises the
-- customer's checks, so concurrent requests cannot overspend the day.
CREATE TABLE IF NOT EXISTS name_check_days (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  used integer NOT NULL DEFAULT 0 CHECK (used >= 0),
  PRIMARY KEY (user_id, day)
);

-- The names a customer checked in the last 24 hours (older rows are removed on the customer's next check).
CREATE TABLE IF NOT EXISTS name_checks (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name_key text NOT NULL,
  checked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, name_key)
);

-- Takes the checks of `p_keys` (in order; a repeated key counts once) from the customer's budget of
-- `p_budget` new names today. Answers, per key, whether it may be looked up: true for a name checked in the
-- last 24 hours (free) and for new names while the budget lasts, false for the new names past it.
CREATE OR REPLACE FUNCTION name_checks_take(p_user bigint, p_keys text[], p_budget integer)
RETURNS boolean[]
LANGUAGE plpgsql AS $$
DECLARE
  v_today date := (now() AT TIME ZONE 'Africa/Lagos')::date;
  v_used integer;
  v_new text[];
  v_granted text[];
BEGIN
  INSERT INTO name_check_days (user_id, day) VALUES (p_user, v_today) ON CONFLICT (user_id, day) DO NOTHING;
  -- The customer's lock: a concurrent call waits here, then (a new snapshot per statement) sees what this
  -- one took.
  SELECT used INTO v_used FROM name_check_days WHERE user_id = p_user AND day = v_today FOR UPDATE;
  DELETE FROM name_check_days WHERE user_id = p_user AND day < v_today;
  DELETE FROM name_checks WHERE user_id = p_user AND checked_at <= now() - interval '24 hours';

  SELECT coalesce(array_agg(d.k ORDER BY d.first_at), '{}') INTO v_new
  FROM (SELECT k, min(i) AS first_at FROM unnest(p_keys) WITH ORDINALITY AS u(k, i) GROUP BY k) d
  WHERE NOT EXISTS (SELECT 1 FROM name_checks c WHERE c.user_id = p_user AND c.name_key = d.k);

  v_granted := v_new[1:greatest(p_budget - v_used, 0)];
  IF cardinality(v_granted) > 0 THEN
    INSERT INTO name_checks (user_id, name_key) SELECT p_user, g FROM unnest(v_granted) AS g
      ON CONFLICT (user_id, name_key) DO UPDATE SET checked_at = EXCLUDED.checked_at;
    UPDATE name_check_days SET used = used + cardinality(v_granted) WHERE user_id = p_user AND day = v_today;
  END IF;

  RETURN ARRAY(
    SELECT NOT (u.k = ANY (v_new)) OR u.k = ANY (v_granted)
    FROM unnest(p_keys) WITH ORDINALITY AS u(k, i) ORDER BY u.i
  );
END $$;
