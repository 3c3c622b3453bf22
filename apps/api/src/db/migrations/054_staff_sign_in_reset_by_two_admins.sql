-- A staff member who lost their authenticator is reset by two admins (stop 36). PostgreSQL 15 subset.
--
-- A member's password and authenticator are theirs alone (049), so one who lost their phone could never sign in
-- again, and their work address could not be given a new account (an email is a staff member's for good). Now
-- an admin proposes a reset of a member (a staff proposal of kind 'reset', naming them) and another admin
-- approves it: the member's credentials are cleared, their sessions end, and a new one-time enrolment link goes
-- to their work address, as for a new account. Nobody else ever sees a credential.
ALTER TABLE staff_proposals
  ADD COLUMN kind text NOT NULL DEFAULT 'account' CHECK (kind IN ('account', 'reset')),
  ADD COLUMN staff_id bigint REFERENCES staff(id);

ALTER TABLE staff_proposals ADD CONSTRAINT staff_proposals_reset_names_member
  CHECK ((kind = 'reset') = (staff_id IS NOT NULL));
