-- Issue 23: the bank partner's references, each credited once, and random payment-link account numbers.

-- Every inflow credited, by the sending bank's reference (the webhook's `reference`, or one the sandbox
-- deposit made up). creditInflow inserts the row first thing in the credit's transaction: a second request
-- with the same reference waits on this key until the first commits (and then answers with its credit) or
-- rolls back (and then credits it itself), so two identical requests at once credit once. What was sent is
-- kept to tell a replay (same account number and amount) from a different inflow reusing the reference (409).
-- The credit's history row has the reference 'INFLOW-' || reference.
CREATE TABLE inflow_references (
  reference text PRIMARY KEY CHECK (length(reference) BETWEEN 6 AND 64),
  account_number text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The references credited before this table, so a replay of one still credits nothing. The account number
-- a partner sent was the link's when the inflow paid a payment link.
INSERT INTO inflow_references (reference, account_number, amount_minor, created_at)
SELECT substr(t.reference, 8), coalesce(l.account_number, a.account_number), t.amount_minor, t.created_at
  FROM transactions t
  JOIN accounts a ON a.id = t.account_id
  LEFT JOIN payment_link_payments p ON p.transaction_id = t.id
  LEFT JOIN payment_links l ON l.id = p.link_id
 WHERE t.rail = 'inflow' AND t.reference LIKE 'INFLOW-%' AND length(t.reference) BETWEEN 13 AND 71;

-- Payment-link account numbers are now random serials (payment-links-repository.ts, rails/nuban.ts), not
-- the next value of a sequence, so a link's number tells nothing about the others.
DROP SEQUENCE payment_link_serial;
