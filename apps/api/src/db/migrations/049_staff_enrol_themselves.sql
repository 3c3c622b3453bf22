-- A new staff member sets their own password and authenticator (decision 041, amended). PostgreSQL 15 subset.
--
-- With 048, the admin who approved a staff account was shown its first password and TOTP secret, and staff
-- could not change either: that admin could keep a copy and, approving two finance accounts (or one admin
-- account), act as two people. Now an approved account is made without credentials: a one-time enrolment link
-- is e-mailed to the new member's work address (its SHA-256 kept here, 72 hours), and they choose their password
-- and scan their own authenticator there. Nobody else ever holds them. The ops:staff command (the server's
-- operator) and the sandbox route still make an enrolled account directly.
ALTER TABLE staff
  ALTER COLUMN password_hash DROP NOT NULL,
  ALTER COLUMN totp_sealed DROP NOT NULL,
  ADD COLUMN enrol_code_hash text UNIQUE,
  ADD COLUMN enrol_expires_at timestamptz,
  ADD COLUMN enrolled_at timestamptz;

UPDATE staff SET enrolled_at = created_at;

-- An enrolled member has both credentials; one still to enrol has a live link instead.
ALTER TABLE staff ADD CONSTRAINT staff_enrolled_has_credentials
  CHECK (enrolled_at IS NULL OR (password_hash IS NOT NULL AND totp_sealed IS NOT NULL));
