-- Team money people can follow (issue 24 items 4-6; docs/decisions/026-team-money-people-can-follow.md).
-- PostgreSQL 15 subset.

-- 1. Invitations by text message. Each membership has its own code for the link the invited phone receives
-- (/join/{code}): 40 hex digits, a whole v4 UUID (122 random bits) and 8 hex digits of another (32), like a
-- receipt's code, well past the 128 bits a public code needs. The code names the invitation, not the person:
-- joining needs the signed-in customer's own phone to be the invited one.
ALTER TABLE team_members ADD COLUMN invite_code text
  DEFAULT replace(gen_random_uuid()::text, '-', '') || left(replace(gen_random_uuid()::text, '-', ''), 8);
UPDATE team_members
  SET invite_code = replace(gen_random_uuid()::text, '-', '') || left(replace(gen_random_uuid()::text, '-', ''), 8)
  WHERE invite_code IS NULL;
ALTER TABLE team_members ALTER COLUMN invite_code SET NOT NULL;
CREATE UNIQUE INDEX team_members_invite_code ON team_members (invite_code);
-- The name the inviter gave ("Ada, front desk"), shown on the team until the member joins with their own.
ALTER TABLE team_members ADD COLUMN invited_name text
  CHECK (invited_name IS NULL OR length(invited_name) BETWEEN 1 AND 100);
-- When the member joined (opened the invitation). Their own name shows on the team from then on, or once they
-- have acted for the business (as before this migration).
ALTER TABLE team_members ADD COLUMN accepted_at timestamptz;

-- 2. Members prepare bills as well as sends (by any route). A prepared send's payload is now
-- {route, body, recipient, fee_minor, receive}: the request without any PIN, and what the approver reads.
-- Sends prepared before this migration were NGN bank transfers whose payload was the body itself.
ALTER TABLE team_approvals DROP CONSTRAINT team_approvals_kind_check;
ALTER TABLE team_approvals ADD CONSTRAINT team_approvals_kind_check
  CHECK (kind IN ('send', 'bill', 'payout_batch')) NOT VALID;
ALTER TABLE team_approvals VALIDATE CONSTRAINT team_approvals_kind_check;
UPDATE team_approvals SET payload = jsonb_build_object('route', 'remittance', 'body', payload)
  WHERE kind = 'send' AND NOT (payload ? 'route');

-- 3. Team events: a payment waits for the customer's approval, or one they prepared was decided. They reach the
-- customer's open screens and inbox like any event, and the alerts task texts them (decision 010).
ALTER TABLE events DROP CONSTRAINT events_kind_check;
ALTER TABLE events ADD CONSTRAINT events_kind_check
  CHECK (kind IN ('credit', 'debit', 'status', 'security', 'team', 'complaint')) NOT VALID;
ALTER TABLE events VALIDATE CONSTRAINT events_kind_check;
