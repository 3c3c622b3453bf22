-- A webhook endpoint's signing secret can be rolled, and is withdrawn when the teammate who holds it leaves
-- (PostgreSQL 15 subset).
--
-- The secret was shown once, to whoever registered the endpoint, and nothing ever changed it: an admin removed
-- from the team or given a lower role kept a secret the business's server trusts, and could sign "Owo" events
-- it would accept. Now a manager may roll it (a new secret, shown to them alone), and a member's removal or
-- demotion replaces every secret last shown to them with one nobody is shown and switches the endpoint off until
-- someone rolls it. secret_shown_to is that person: the maker until a roll, then whoever rolled it; null while
-- nobody holds the secret. Such an endpoint is never live, so nothing is signed with a secret nobody can check.
ALTER TABLE webhook_endpoints ADD COLUMN secret_shown_to bigint REFERENCES users(id);
-- Endpoints made before this migration: the maker holds the secret while they still may manage endpoints (the
-- owner, or a teammate still an admin: developers.manage in packages/contract/src/team-roles.ts, as it stands now).
UPDATE webhook_endpoints e SET secret_shown_to = e.created_by
 WHERE e.created_by = e.business_id
    OR EXISTS (SELECT 1 FROM team_members m JOIN users u ON u.phone = m.phone
                WHERE m.business_id = e.business_id AND u.id = e.created_by
                  AND m.removed_at IS NULL AND m.role = 'admin');
-- A maker who already left or lost the role before this migration: their secret is withdrawn now, as a removal
-- would have withdrawn it (a random secret nobody is shown, the endpoint off until someone rolls it).
UPDATE webhook_endpoints
   SET secret = 'whsec_' || encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'hex'),
       disabled_at = coalesce(disabled_at, now())
 WHERE secret_shown_to IS NULL AND deleted_at IS NULL;
ALTER TABLE webhook_endpoints ADD CONSTRAINT webhook_endpoints_live_secret_held
  CHECK (secret_shown_to IS NOT NULL OR disabled_at IS NOT NULL OR deleted_at IS NOT NULL);
