-- A lighter write set per send (bench/README.md, issue 6). PostgreSQL 15 subset.

-- The history is always read per customer (transactions_user_recent); a customer has one or two accounts,
-- so filtering one account's rows from that index costs nothing, and every send stops writing two entries
-- into this one.
DROP INDEX transactions_account_recent;

-- Every entry balances per currency: checked once per INSERT statement over the entries it touched, instead
-- of once per posting row at commit. ledger.ts writes an entry's postings in one statement, so the check
-- sees each entry whole; an entry completed over several statements is refused at the first, which no code
-- does. A posting added later to a balanced entry makes it unbalanced and is refused the same way.
DROP TRIGGER postings_balanced ON postings;
DROP FUNCTION ledger_entry_balanced();

CREATE FUNCTION ledger_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  SELECT p.entry_id, p.currency INTO bad FROM postings p
    WHERE p.entry_id IN (SELECT DISTINCT entry_id FROM inserted)
    GROUP BY p.entry_id, p.currency HAVING sum(p.amount_minor) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal entry % does not balance in %', bad.entry_id, bad.currency;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER postings_balanced AFTER INSERT ON postings
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_balanced();

-- The daily limit (DESIGN §5) reads a counter instead of summing the day's debits, which grew with every
-- send a busy customer made that day. Per customer and Lagos day: the NGN their pending and successful debits
-- took (amount + fee). A send adds to it under the customer's row lock; a reversal gives its part back;
-- `ledger:verify` checks it against the history. Small rows updated in place: room left for HOT updates.
CREATE TABLE daily_spend (
  user_id bigint NOT NULL REFERENCES users(id),
  day date NOT NULL,
  spent_minor bigint NOT NULL CHECK (spent_minor >= 0),
  PRIMARY KEY (user_id, day)
) WITH (fillfactor = 70);

INSERT INTO daily_spend (user_id, day, spent_minor)
  SELECT user_id, (created_at AT TIME ZONE 'Africa/Lagos')::date, sum(amount_minor + fee_minor)
  FROM transactions
  WHERE direction = 'debit' AND currency = 'NGN' AND status IN ('pending', 'successful')
  GROUP BY 1, 2;
