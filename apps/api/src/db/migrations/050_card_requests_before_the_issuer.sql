-- A card is asked of the issuer once, under a reference claimed first (stop 36). PostgreSQL 15 subset.
--
-- createCard asked the issuer for a card and only then wrote the row. Two taps at once were each given a
-- card by the issuer; the one-card index kept one row, and the other card stayed live at the issuer with
-- nobody's money behind it. A crash between the issuer's answer and the commit did the same on the next tap.
-- Now the customer's request is claimed here first (under their row lock), and its reference is what the
-- issuer is asked with. The issuer is idempotent by reference, as the payout rails are: every later tap, and
-- the retry after a crash, asks with the same reference and is given the same card.
CREATE TABLE card_requests (
  user_id bigint PRIMARY KEY REFERENCES users(id),
  reference uuid NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
