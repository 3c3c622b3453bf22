-- Receipts anyone can verify, and the times a status timeline needs (issue 11). PostgreSQL 15 subset.

-- Every history row gets a receipt code from the database itself, so any movement added later (bills, payment
-- links, payouts…) has one without code of its own. 40 hex digits: a whole v4 UUID (122 random bits) and the
-- first 8 hex digits of another (32 random bits): 154 bits, well past the 128 a public code needs.
-- gen_random_uuid() is core on PostgreSQL 13+ and in PGlite (no pgcrypto needed). A volatile default in
-- ADD COLUMN is evaluated once per existing row, which is the backfill.
ALTER TABLE transactions ADD COLUMN receipt_code text NOT NULL
  DEFAULT (replace(gen_random_uuid()::text, '-', '') || left(replace(gen_random_uuid()::text, '-', ''), 8));
CREATE UNIQUE INDEX transactions_receipt_code ON transactions (receipt_code);

-- When the money arrived (successful) or went back (reversed). Set by the database whenever a row is written
-- or moves into that status, whoever writes it.
ALTER TABLE transactions ADD COLUMN settled_at timestamptz;
ALTER TABLE transactions ADD COLUMN reversed_at timestamptz;

UPDATE transactions SET settled_at = coalesce((meta->>'settled_at')::timestamptz, updated_at)
  WHERE status = 'successful';
UPDATE transactions SET reversed_at = coalesce((meta->'reversal'->>'reversed_at')::timestamptz, updated_at)
  WHERE status = 'reversed';

CREATE FUNCTION transactions_status_times() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'successful' AND NEW.settled_at IS NULL THEN
    NEW.settled_at := now();
  ELSIF NEW.status = 'reversed' AND NEW.reversed_at IS NULL THEN
    NEW.reversed_at := now();
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER transactions_status_times BEFORE INSERT OR UPDATE OF status ON transactions
  FOR EACH ROW EXECUTE FUNCTION transactions_status_times();

-- When a worker first handed an external send to its rail (the first claim), and when the rail answered
-- (paid or refused): the "sent to the rail" and "paid / refused by the rail" steps of the timeline.
ALTER TABLE outbox ADD COLUMN sent_at timestamptz;
ALTER TABLE outbox ADD COLUMN answered_at timestamptz;
UPDATE outbox SET sent_at = created_at WHERE attempts > 0;
UPDATE outbox SET answered_at = updated_at WHERE state <> 'pending';

CREATE FUNCTION outbox_step_times() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.attempts > 0 AND NEW.sent_at IS NULL THEN
    NEW.sent_at := now();
  END IF;
  IF OLD.state = 'pending' AND NEW.state <> 'pending' AND NEW.answered_at IS NULL THEN
    NEW.answered_at := now();
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER outbox_step_times BEFORE UPDATE OF state, attempts ON outbox
  FOR EACH ROW EXECUTE FUNCTION outbox_step_times();
