-- A staff account is made by two admins (decision 041). PostgreSQL 15 subset.
--
-- One admin made a staff account alone and was shown its first password and TOTP secret. So one admin could
-- make two finance accounts and be both the maker and the checker of a refund or an adjustment: the two-person
-- rule on staff money held between accounts, not between people. Now an admin proposes (email and role), and
-- another admin approves: the account is made then, and its first credentials are shown to the approver only
-- (to hand to the new colleague). The ops:staff command (the server's operator) still makes one directly.
CREATE TABLE staff_proposals (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (email = lower(email)),
  role text NOT NULL CHECK (role IN ('support', 'compliance', 'finance', 'admin')),
  proposed_by bigint NOT NULL REFERENCES staff(id),
  proposed_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'withdrawn')),
  decided_by bigint REFERENCES staff(id),
  decided_at timestamptz,
  -- The second person: whoever approves is not whoever proposed (a withdrawal may be either).
  CHECK (status <> 'approved' OR decided_by <> proposed_by),
  CHECK ((status = 'pending') = (decided_by IS NULL))
);
-- One proposal waiting per email; the list of those waiting.
CREATE UNIQUE INDEX staff_proposals_pending_email ON staff_proposals (email) WHERE status = 'pending';
