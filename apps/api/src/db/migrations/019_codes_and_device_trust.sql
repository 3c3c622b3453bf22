-- One-time codes, the login step-up and team members' new devices (issue 23 items 6, 8-10;
-- docs/decisions/014-one-time-codes-and-the-login-step-up.md). PostgreSQL 15 subset.

-- 1. Every texted code, whatever it is for, lives here: one live code per phone and purpose (a new one replaces
-- it). The code is stored only as an HMAC (OTP_HMAC_SECRET, never in the database) of the purpose, the binding
-- and the code, so a code checks only for the purpose and the request it was sent for. `binding` says which
-- request that was (the signup, the device logging in, the signed-in session); it is kept in clear as well, so
-- that a repeated tap from the same request keeps the code already on its way. The signups' own code columns
-- (001) are no longer read.
CREATE TABLE one_time_codes (
  id bigserial PRIMARY KEY,
  phone text NOT NULL,
  purpose text NOT NULL
    CHECK (purpose IN ('signup', 'login_device', 'login_step_up', 'pin_reset', 'unfreeze')),
  binding text NOT NULL CHECK (length(binding) BETWEEN 1 AND 200),
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  spent_at timestamptz,
  UNIQUE (phone, purpose)
);

-- 2. Wrong passwords no longer lock a login: from the fifth, a login (and Forgot PIN) needs the password and a
-- texted code, until one succeeds (users.login_failed_attempts >= 5). login_locked_until is no longer set; a
-- lock in force now becomes that step-up, so nobody stays locked out by it.
UPDATE users SET login_locked_until = NULL, login_failed_attempts = greatest(login_failed_attempts, 5)
  WHERE login_locked_until IS NOT NULL;

-- 3. A pending team payment is cancelled when the member who prepared it is removed or loses the role that
-- let them prepare it (decided_by: who removed or demoted them).
ALTER TABLE team_approvals DROP CONSTRAINT team_approvals_status_check;
ALTER TABLE team_approvals ADD CONSTRAINT team_approvals_status_check
  CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled'));
-- What a member set moving for businesses since their new-device window opened (money_spent_since).
CREATE INDEX team_approvals_by_decider ON team_approvals (decided_by, decided_at) WHERE status = 'approved';
CREATE INDEX team_approvals_by_initiator ON team_approvals (initiated_by, created_at)
  WHERE status IN ('pending', 'approved');

-- 4. The new-device cap, one home: the rule itself (money_limit_rule calls it for a customer's own sends,
-- money_member_cap_check for a team member moving or preparing a business's money).
CREATE FUNCTION money_cap_rule(p_cap_until timestamptz, p_cap_since bigint, p_counted bigint, p_rules jsonb,
  OUT code text, OUT detail jsonb)
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  v_cap bigint := (p_rules->>'cap_minor')::bigint;
BEGIN
  IF p_cap_until IS NOT NULL AND p_cap_since + p_counted > v_cap THEN
    code := 'limit_new_device';
    detail := jsonb_build_object('limit', v_cap::text, 'left', (v_cap - p_cap_since)::text, 'until', p_cap_until);
    RETURN;
  END IF;
  code := 'ok';
END $$;

-- As in 014, with the cap's test in money_cap_rule.
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
  r := money_cap_rule(p_cap_until, p_cap_since, p_counted, p_rules);
  code := r.code;
  detail := r.detail;
END $$;

-- What a customer moved since p_since (the new-device cap's window): their own NGN debits (amount + fee,
-- pending or successful), and a business's money they set moving as a team member: the payments they
-- approved, and those they prepared that wait or were paid. A new device's cap thus holds on a member
-- whichever account the money leaves from.
CREATE OR REPLACE FUNCTION money_spent_since(p_user bigint, p_since timestamptz) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v bigint;
  w bigint;
BEGIN
  SELECT coalesce(sum(amount_minor + fee_minor), 0)::bigint INTO v FROM transactions
    WHERE user_id = p_user AND created_at >= p_since AND direction = 'debit' AND currency = 'NGN'
      AND status IN ('pending', 'successful');
  SELECT coalesce(sum(amount_minor), 0)::bigint INTO w FROM team_approvals
    WHERE business_id <> p_user
      AND ((decided_by = p_user AND status = 'approved' AND decided_at >= p_since)
        OR (initiated_by = p_user AND status IN ('pending', 'approved') AND created_at >= p_since));
  RETURN v + w;
END $$;

-- The new-device cap on a team member who approves or prepares p_counted of a business's money: the rule of
-- their own sends, on their own window (users.send_cap_from, opened by a new device's login), counting what
-- they moved since it opened. The caller holds the member's row lock. code: ok | limit_new_device.
CREATE FUNCTION money_member_cap_check(p_member bigint, p_counted bigint, p_rules jsonb,
  OUT code text, OUT detail jsonb)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_from timestamptz;
  v_until timestamptz;
  r record;
BEGIN
  SELECT send_cap_from INTO v_from FROM users WHERE id = p_member;
  v_until := money_cap_until(v_from, p_rules);
  IF v_until IS NULL THEN code := 'ok'; RETURN; END IF;
  r := money_cap_rule(v_until, money_spent_since(p_member, v_from), p_counted, p_rules);
  code := r.code;
  detail := r.detail;
END $$;
