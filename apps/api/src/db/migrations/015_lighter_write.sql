-- A lighter write per send (issue 15). PostgreSQL 15 subset.
--
-- Foreign keys on the send's write path go: each cost an index probe per row and, worse, a KEY SHARE lock on
-- the row it points at. Every send posts to the same few system accounts (a rail's clearing account, fees),
-- so every concurrent send share-locked the same rows, which PostgreSQL tracks as multixacts. Each of these
-- columns is written by the money core (migration 014) or ledger_post from a row it has just read, locked
-- or written in the same transaction, and users, accounts and entries are never deleted (entries are
-- append-only); `ledger:verify` checks each reference instead (ledger/verify.ts, "… pointing at a missing …").
ALTER TABLE postings DROP CONSTRAINT postings_entry_id_fkey;
ALTER TABLE postings DROP CONSTRAINT postings_account_id_fkey;
ALTER TABLE transactions DROP CONSTRAINT transactions_user_id_fkey;
ALTER TABLE transactions DROP CONSTRAINT transactions_account_id_fkey;
ALTER TABLE transactions DROP CONSTRAINT transactions_entry_id_fkey;
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_user_id_fkey;
ALTER TABLE daily_spend DROP CONSTRAINT daily_spend_user_id_fkey;
ALTER TABLE outbox DROP CONSTRAINT outbox_transaction_id_fkey;

-- The indexes the send writes, and why each stays:
--   journal_entries_pkey      postings and history point at an entry by id;
--   postings_pkey             statements page an account's postings by id (statements-repository);
--   postings_entry            the per-statement balance trigger and ledger:verify read an entry's postings;
--   postings_account          statements and balances read an account's postings;
--   transactions_pkey         outbox, receipts, link payments and payout rows point at a row by id;
--   transactions_uuid_key     the API names a transaction by uuid (receipts, GET /transactions/:uuid);
--   transactions_reference_key  references are unique, and settlement and replays look them up;
--   transactions_user_recent  the history, a customer's recent rows first;
--   idempotency_keys_pkey     the key's claim and replay;
--   idempotency_keys_created  the purge of day-old keys;
--   daily_spend_pkey          the counter's upsert.
-- (transactions_account_recent went in 003.)
--
-- Balance and counter rows are updated in place as heap-only tuples: no index covers balance_minor or
-- spent_minor, and room is left on each page for the new version (daily_spend has fillfactor 70 since 004).
-- pg_stat_user_tables.n_tup_hot_upd against n_tup_upd shows it (bench/README.md).
ALTER TABLE accounts SET (fillfactor = 80);

-- A history row's event (migration 007) in one place, for the trigger and for the money core, which writes its
-- sends' events in the statement that writes their history (it knows each account's balance after the send)
-- instead of leaving a deferred trigger to look the account up again at COMMIT for every row.
-- PL/pgSQL, not SQL: PostgreSQL 15 re-reads and re-plans a non-inlined SQL function's body on every call.
CREATE FUNCTION transaction_event_payload(t transactions, p_account uuid, p_balance bigint, p_previous text)
RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN jsonb_build_object(
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
    'narration', t.narration);
END $$;

CREATE OR REPLACE FUNCTION transactions_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  balance bigint;
  acct uuid;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status IS NOT DISTINCT FROM NEW.status THEN
    RETURN NULL;
  END IF;
  SELECT a.balance_minor, a.uuid INTO balance, acct FROM accounts a WHERE a.id = NEW.account_id;
  INSERT INTO events (user_id, kind, payload) VALUES (
    NEW.user_id,
    CASE WHEN TG_OP = 'INSERT' THEN NEW.direction ELSE 'status' END,
    transaction_event_payload(NEW, acct, balance, CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END));
  RETURN NULL;
END $$;

-- Rows the money core inserts with their events already written (it sets owo.core_events for that statement).
DROP TRIGGER transactions_event ON transactions;
CREATE CONSTRAINT TRIGGER transactions_event AFTER INSERT OR UPDATE OF status ON transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (current_setting('owo.core_events', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION transactions_event();

-- The events' id in commit order per customer (migration 007), without looking the sequence's name up in the
-- catalog on every event.
CREATE OR REPLACE FUNCTION events_in_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7404662, (NEW.user_id % 2147483647)::integer);
  NEW.id := nextval('events_id_seq'::regclass);
  RETURN NEW;
END $$;
