-- Closing a customer waits for their transfers on their way (stop 35). PostgreSQL 15 subset.
--
-- money_restrict (022) let staff close a customer whose every balance was zero. A transfer to another bank that
-- had left the balance but not settled (its money in the rail's clearing account: screened, held by monitoring,
-- or sent) could still be refused by the bank; its reversal then credited the amount and fee back to the closed
-- account, where nothing could move it again, a refund included. Closing now also needs every such transfer
-- finished (its outbox row settled or reversed): code 'transfers_pending'. The function is otherwise 022's.
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
     WHERE t.user_id = p_user AND o.state IN ('pending', 'paid', 'refused')
  ) THEN
    code := 'transfers_pending'; RETURN;
  END IF;
  INSERT INTO customer_restrictions (user_id, type, reason, placed_by) VALUES (p_user, p_type, p_reason, p_staff)
    ON CONFLICT (user_id, type) WHERE lifted_at IS NULL DO NOTHING
    RETURNING uuid INTO restriction;
  code := CASE WHEN restriction IS NULL THEN 'already_restricted' ELSE 'ok' END;
END $$;
