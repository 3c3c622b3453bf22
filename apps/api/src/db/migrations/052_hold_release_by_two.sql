-- A held payment is released by two compliance officers (stop 36). PostgreSQL 15 subset.
--
-- A payment monitoring holds (a watch-list match, a mule pattern) stays in Owo until compliance decides. One
-- officer could release it alone, and the money left Owo: the one decision in the console that lets money go
-- out on one person's word, where refunds, adjustments, rule changes and restriction lifts take two. Now the
-- first officer asks for the release (with their note) and a second, never the first, approves it. Rejecting
-- (the money goes back to the customer) and an onboarding hold (the identity goes on to review) stay one
-- officer's. Holds released before this migration are left as they were (NOT VALID).
ALTER TABLE monitoring_holds
  ADD COLUMN release_requested_by bigint REFERENCES staff(id),
  ADD COLUMN release_requested_at timestamptz,
  ADD COLUMN release_note text;

ALTER TABLE monitoring_holds ADD CONSTRAINT monitoring_holds_payment_released_by_two
  CHECK (kind <> 'payment' OR status <> 'released'
         OR (release_requested_by IS NOT NULL AND decided_by IS DISTINCT FROM release_requested_by)) NOT VALID;
