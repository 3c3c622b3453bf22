-- A verified signup is finished only by whoever entered its code (decision 040). PostgreSQL 15 subset.
--
-- Before, POST /auth/signup/{uuid}/complete needed only the signup's own uuid, and /auth/signup/initialize
-- answered that uuid (with step "complete") to anyone who sent the phone of a signup verified but not finished:
-- knowing a phone number was enough to finish someone else's signup with one's own e-mail and password. Now
-- the verify call answers a completion credential of its own, kept here only as its SHA-256, good for 30 minutes
-- after the code was entered (signup-service.ts) and answered again only to the device that entered it.
ALTER TABLE signups
  ADD COLUMN verified_device text,
  ADD COLUMN completion_hash text UNIQUE;

-- Signups verified before this migration have no credential: their phone is verified again, by a new code.
UPDATE signups SET verified_at = NULL WHERE verified_at IS NOT NULL AND completed_at IS NULL;
