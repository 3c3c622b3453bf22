-- Teams for business accounts (issue #14, part 3). A business is a user of type 'business'; its members are
-- other users, each signing in with their own phone, password and PIN, acting for the business with a role.

-- A member is invited by phone number. The invite attaches by that phone: whoever holds (or later signs up
-- with) the number is the member, so an invite to a phone that is not yet a customer waits for its sign-up.
CREATE TABLE team_members (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  business_id bigint NOT NULL REFERENCES users(id),
  phone text NOT NULL CHECK (phone ~ '^\+234[0-9]{10}$'),
  role text NOT NULL CHECK (role IN ('admin', 'initiator', 'approver', 'viewer')),
  -- The most an approver may approve in one payment (minor units); NULL for every other role.
  approval_limit_minor bigint CHECK (approval_limit_minor IS NULL OR approval_limit_minor > 0),
  invited_by bigint NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz,
  CHECK ((role = 'approver') = (approval_limit_minor IS NOT NULL))
);
-- One live membership per business and phone; a removed member can be invited again.
CREATE UNIQUE INDEX team_members_live ON team_members (business_id, phone) WHERE removed_at IS NULL;
CREATE INDEX team_members_by_phone ON team_members (phone) WHERE removed_at IS NULL;

-- Maker-checker: a payment an initiator prepares waits here; nothing moves and nothing is counted until an
-- approver (never the initiator) approves it with their own PIN. The approval and its money move commit in
-- one transaction, and the move's Idempotency-Key is derived from the approval, so it pays at most once.
CREATE TABLE team_approvals (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  business_id bigint NOT NULL REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('send', 'payout_batch')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  -- What the approver reads ("₦5,000.00 to Ada Obi, Owo MFB 0123456789").
  summary text NOT NULL CHECK (length(summary) BETWEEN 1 AND 300),
  -- The prepared request without any PIN (a send's body, or a payout batch's id).
  payload jsonb NOT NULL,
  initiated_by bigint NOT NULL REFERENCES users(id),
  decided_by bigint REFERENCES users(id),
  decided_at timestamptz,
  reason text CHECK (reason IS NULL OR length(reason) <= 200),
  -- The history row of the payment an approval made (a send's debit reference).
  transaction_reference text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Nobody approves or rejects their own payment, whatever the code above this says.
  CHECK (decided_by IS NULL OR decided_by <> initiated_by),
  CHECK ((status = 'pending') = (decided_by IS NULL))
);
CREATE INDEX team_approvals_business ON team_approvals (business_id, status, id DESC);

-- Who did what and when, for the owner and admins. Append-only.
CREATE TABLE team_audit (
  id bigserial PRIMARY KEY,
  business_id bigint NOT NULL REFERENCES users(id),
  actor_id bigint NOT NULL REFERENCES users(id),
  action text NOT NULL CHECK (action ~ '^[a-z_]+\.[a-z_]+$'),
  summary text NOT NULL CHECK (length(summary) BETWEEN 1 AND 300),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX team_audit_business ON team_audit (business_id, id DESC);

CREATE FUNCTION team_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'team_audit is append-only';
END $$;
CREATE TRIGGER team_audit_no_change BEFORE UPDATE OR DELETE ON team_audit
  FOR EACH ROW EXECUTE FUNCTION team_audit_append_only();
