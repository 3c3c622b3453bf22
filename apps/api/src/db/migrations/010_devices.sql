-- Devices and the customer's own guards (issue 12 items 4-5).
-- A device is what the web app calls X-Device-Id, stored only as its SHA-256; the account's one trusted device
-- signs in without a code, any other device needs an OTP first.
CREATE TABLE devices (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id bigint NOT NULL REFERENCES users(id),
  device_hash text NOT NULL,
  label text NOT NULL,
  user_agent text,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  trusted_at timestamptz,
  signed_out_at timestamptz,
  UNIQUE (user_id, device_hash)
);

-- A session is bound to the device that obtained it (NULL: a client that sent no X-Device-Id).
ALTER TABLE sessions ADD COLUMN device_hash text;

-- frozen_at: outgoing money refused. own_daily_limit_minor: a daily limit below the tier's (NULL: the tier's);
-- own_limit_next_*: a raise waiting its 24 hours (next_minor NULL: back to the tier's). send_cap_from: start of
-- the latest new-account / new-device window, during which sends are capped (NEW_DEVICE_CAP_*).
ALTER TABLE users
  ADD COLUMN frozen_at timestamptz,
  ADD COLUMN own_daily_limit_minor bigint CHECK (own_daily_limit_minor > 0),
  ADD COLUMN own_limit_next_minor bigint CHECK (own_limit_next_minor > 0),
  ADD COLUMN own_limit_next_at timestamptz,
  ADD COLUMN send_cap_from timestamptz;
-- New accounts start their window at signup; accounts made before this migration have none.
ALTER TABLE users ALTER COLUMN send_cap_from SET DEFAULT now();
