-- One index on an account's postings, not two (issue 27 item 4). PostgreSQL 15 subset.
--
-- `postings_account (account_id)` (001) is a prefix of `postings_account_id (account_id, id)` (009): every query
-- that reads an account's postings (statements, balances as at a day, the customer's page, ledger:verify) can
-- use the second, and does when both are there for a statement's pages. Keeping both cost every posting an
-- extra B-tree insert: two per Owo-to-Owo send, three per send with a fee.
DROP INDEX postings_account;
