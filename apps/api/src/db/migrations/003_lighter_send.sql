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
