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
UPDATE webhook_endpoints SET secret_shown_to = created_by;
ALTER TABLE webhook_endpoints ADD CONSTRAINT webhook_endpoints_live_secret_held
  CHECK (secret_shown_to IS NOT NULL OR disabled_at IS NOT NULL OR deleted_at IS NOT NULL);
