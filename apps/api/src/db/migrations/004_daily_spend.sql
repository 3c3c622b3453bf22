-- PostgreSQL 15 subset. (Kept apart from 003, which some databases had already applied.)

-- The daily limit (docs/decisions/008-daily-limit-counter.md) reads a counter instead of summing the day's debits, which grew with every
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
