-- Staff of the operations console (issue 25): identities separate from customers, their sessions, and an
-- audit log nobody can rewrite. See docs/decisions/020-staff-and-the-audit-chain.md.

CREATE TABLE staff (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  role text NOT NULL CHECK (role IN ('support', 'compliance', 'finance', 'admin')),
  password_hash text NOT NULL,
  -- The TOTP secret, sealed with AES-256-GCM under STAFF_TOTP_KEY (never stored or shown in the clear).
  totp_sealed text NOT NULL,
  -- The last TOTP time step accepted: a code is accepted once, never again (nor an older one).
  totp_last_step bigint NOT NULL DEFAULT 0,
  created_by bigint REFERENCES staff(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz
);

CREATE TABLE staff_sessions (
  id bigserial PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff(id),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- 15 idle minutes end a session (checked on every call); 12 hours end it whatever happens.
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

-- Every staff sign-in, look at a customer, decision, message and money proposal or approval. Append-only:
-- the triggers below refuse UPDATE, DELETE and TRUNCATE; each row carries the hash of the one before it
-- (audit_entry_hash, the one home of the chain's formula: the insert trigger and audit:verify both call it).
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  staff_id bigint REFERENCES staff(id),
  -- Who, in words, when there is no staff member (the ops:staff command, the system).
  actor text NOT NULL,
  action text NOT NULL,
  subject_type text,
  subject_id text,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  prev_hash text NOT NULL,
  hash text NOT NULL
);
CREATE INDEX audit_log_subject ON audit_log (subject_type, subject_id, id);
CREATE INDEX audit_log_staff ON audit_log (staff_id, id);

CREATE FUNCTION audit_entry_hash(p_prev text, p_id bigint, p_at timestamptz, p_staff bigint, p_actor text,
  p_action text, p_subject_type text, p_subject_id text, p_detail jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws('|', p_prev, p_id::text,
    (extract(epoch FROM p_at) * 1000000)::bigint::text, coalesce(p_staff::text, ''), p_actor, p_action,
    coalesce(p_subject_type, ''), coalesce(p_subject_id, ''), p_detail::text), 'UTF8')), 'hex')
$$;

CREATE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One writer at a time appends, so each row's predecessor is the row before it in id order.
  PERFORM pg_advisory_xact_lock(hashtext('audit_log'));
  NEW.id := nextval('audit_log_id_seq');
  NEW.at := clock_timestamp();
  NEW.prev_hash := coalesce((SELECT hash FROM audit_log ORDER BY id DESC LIMIT 1), repeat('0', 64));
  NEW.hash := audit_entry_hash(NEW.prev_hash, NEW.id, NEW.at, NEW.staff_id, NEW.actor, NEW.action,
    NEW.subject_type, NEW.subject_id, NEW.detail);
  RETURN NEW;
END $$;
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_chain();

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
