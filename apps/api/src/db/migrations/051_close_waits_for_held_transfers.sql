-- Closing a customer waits for a transfer monitoring holds, too (stop 36). PostgreSQL 15 subset.
--
-- 047 made closing wait for transfers on their way, but named the outbox states one by one ('pending', 'paid',
-- 'refused') and left out 'held': a send held by monitoring (025) whose customer then moved the rest of their
-- balance away could be closed, and compliance rejecting the hold returned its amount and fee into the closed
-- account, where nothing could move it again. A transfer is finished only when its row is settled or reversed,
-- so that is what the check now says; the function is otherwise 047's.
CREATE OR REPLACE FUNCTION money_restrict(p_user bigint, p_type text, p_reason text, p_staff bigint,
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
  IF p_type = 'close' AND EXISTS (
    SELECT 1 FROM transactions t JOIN outbox o ON o.transaction_id = t.id
     WHERE t.user_id = p_user AND o.state NOT IN ('settled', 'reversed')
  ) THEN
    code := 'transfers_pending'; RETURN;
  END IF;
  INSERT INTO customer_restrictions (user_id, type, reason, placed_by) VALUES (p_user, p_type, p_reason, p_staff)
    ON CONFLICT (user_id, type) WHERE lifted_at IS NULL DO NOTHING
    RETURNING uuid INTO restriction;
  code := CASE WHEN restriction IS NULL THEN 'already_restricted' ELSE 'ok' END;
END $$;
