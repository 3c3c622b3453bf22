-- A send prepared for approval is asked once per draft (PostgreSQL 15 subset).
--
-- "Send for approval" carried no Idempotency-Key: a member whose answer was lost, and who tapped again, made a
-- second pending payment identical to the first, and approving both paid twice. The request now carries the
-- draft's key, kept with the approval it made and a fingerprint of what it asked (the method, path and body, keyed
-- with a server secret, as the money core's keys): the same key and body again answers that approval, the same key
-- with another body is a 409. Kept as long as the approval (a draft's key is a fresh random value).
ALTER TABLE team_approvals
  ADD COLUMN request_key text CHECK (request_key IS NULL OR length(request_key) BETWEEN 1 AND 255),
  ADD COLUMN request_fingerprint text,
  ADD CONSTRAINT team_approvals_request_key_with_fingerprint
    CHECK ((request_key IS NULL) = (request_fingerprint IS NULL));

CREATE UNIQUE INDEX team_approvals_request_key ON team_approvals (business_id, initiated_by, request_key)
  WHERE request_key IS NOT NULL;
