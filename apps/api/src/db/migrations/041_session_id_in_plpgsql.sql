-- The history's session ID costs a send less (issue 27 item 4). PostgreSQL 15 subset.
--
-- `transactions.session_id` is a stored generated column (migration 024). Its function was written in SQL with
-- a FROM clause, which PostgreSQL cannot inline, so every INSERT into the history ran it through the SQL
-- function executor, which parses and plans the body afresh in each statement: about 0.05 ms a row, 0.1 ms an
-- Owo-to-Owo send (two rows), some 8 % of the database's CPU per send (pg_stat_user_functions, bench_send).
-- PL/pgSQL keeps its compiled body and plans for the session: the same function in it costs about 0.014 ms.
--
-- The result must not change (stored values stay as written, and reconciliation matches partner files by
-- them): the new body computes exactly the same text, and this migration proves it on the rows already kept,
-- whose stored session_id the old function wrote (up to 50,000 of the newest, both sides of Owo-to-Owo
-- transfers among them); a difference fails the migration, which then changes nothing.
CREATE OR REPLACE FUNCTION transaction_session_id(p_rail text, p_currency text, p_reference text, p_created timestamptz)
RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  h text;
BEGIN
  IF p_currency = 'NGN' AND p_rail IN ('nip', 'owo', 'inflow') THEN
    h := encode(sha256(convert_to(regexp_replace(p_reference, '-CR$', ''), 'UTF8')), 'hex');
    RETURN '090999' || to_char(p_created AT TIME ZONE 'Africa/Lagos', 'YYMMDDHH24MISS')
      || lpad(((('x' || substr(h, 1, 12))::bit(48)::bigint::numeric * 281474976710656
                + ('x' || substr(h, 13, 12))::bit(48)::bigint) % 1000000000000)::text, 12, '0');
  END IF;
  RETURN NULL;
END $$;

DO $$
DECLARE
  differ bigint;
BEGIN
  SELECT count(*) INTO differ FROM (
    SELECT rail, currency::text AS currency, reference, created_at, session_id FROM transactions
    ORDER BY id DESC LIMIT 50000) t
  WHERE t.session_id IS DISTINCT FROM transaction_session_id(t.rail, t.currency, t.reference, t.created_at);
  IF differ > 0 THEN
    RAISE EXCEPTION 'transaction_session_id in PL/pgSQL differs from the kept session IDs on % rows', differ;
  END IF;
END $$;
