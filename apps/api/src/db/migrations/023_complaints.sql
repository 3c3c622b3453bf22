-- Complaints with the CBN clock (issue 25.5; docs/decisions/022-complaints-and-the-cbn-clock.md).
-- PostgreSQL 15 subset (PGlite is 18).
--
-- A customer opens a complaint (about one of their transactions, or from the help page) and gets a tracking
-- number and the time by which Owo must answer. The conversation with support is its messages; staff resolve
-- it with an outcome; the customer may reopen it within 14 days of the resolution, which starts the clock
-- again. The rules of the clock live here and only here: the API and the console read due_at.

-- The CBN's deadlines (Consumer Protection Regulations): 72 hours for a failed or disputed transfer, 14 days
-- for anything else. A new complaint and a reopened one are due this long after they were (re)opened.
CREATE FUNCTION complaint_window(p_category text) RETURNS interval LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_category IN ('debited_not_received', 'wrong_amount', 'unauthorised')
    THEN interval '72 hours' ELSE interval '14 days' END
$$;

-- How long after its resolution a customer may still reopen a complaint.
CREATE FUNCTION complaint_reopen_window() RETURNS interval LANGUAGE sql IMMUTABLE AS $$
  SELECT interval '14 days'
$$;

-- The last serial given out per Lagos year: OWO-CMP-2026-000123 is 2026's 123rd complaint. A row (not a
-- sequence) so the numbers have no gaps, which lets anyone checking the register see that none is missing;
-- its row lock makes two complaints opened at once take turns for the number, never share one.
CREATE TABLE complaint_years (
  year integer PRIMARY KEY,
  last_serial integer NOT NULL CHECK (last_serial > 0)
);

CREATE TABLE complaints (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  -- Set by complaints_number below; unique across all years.
  tracking_number text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users(id),
  -- The customer's own transaction it is about (checked by the API), or none (opened from the help page).
  transaction_id bigint REFERENCES transactions(id),
  category text NOT NULL
    CHECK (category IN ('debited_not_received', 'wrong_amount', 'unauthorised', 'other')),
  -- open: Owo owes an answer (new, the customer wrote last, or reopened); answered: staff replied last;
  -- resolved: closed with an outcome. The clock runs until resolved, whoever wrote last.
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'resolved')),
  outcome text CHECK (outcome IN ('upheld', 'partly_upheld', 'not_upheld')),
  resolution text,
  -- When the clock started: the opening, or the latest reopening.
  opened_at timestamptz NOT NULL DEFAULT now(),
  -- Set by complaints_number from opened_at and the category (complaint_window).
  due_at timestamptz NOT NULL,
  resolved_at timestamptz,
  -- The staff member who resolved it last.
  resolved_by bigint REFERENCES staff(id),
  reopened_count integer NOT NULL DEFAULT 0 CHECK (reopened_count >= 0),
  last_message_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'resolved') = (resolved_at IS NOT NULL)),
  CHECK ((status = 'resolved') = (outcome IS NOT NULL AND resolution IS NOT NULL))
);
-- The customer's list, newest first.
CREATE INDEX complaints_user ON complaints (user_id, created_at DESC, id DESC);
-- The staff queue: unresolved complaints by deadline (the most overdue first).
CREATE INDEX complaints_queue ON complaints (due_at, id) WHERE status <> 'resolved';
CREATE INDEX complaints_by_status ON complaints (status, due_at, id);
-- One complaint at a time about one transaction: a second one while the first is unresolved is refused
-- (the customer adds to the first), also when two are sent at once.
CREATE UNIQUE INDEX complaints_one_open_per_transaction ON complaints (transaction_id)
  WHERE status <> 'resolved' AND transaction_id IS NOT NULL;

-- A new complaint's tracking number (the next serial of its Lagos year) and its deadline.
CREATE FUNCTION complaints_number() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_year integer := extract(year FROM NEW.created_at AT TIME ZONE 'Africa/Lagos')::integer;
  v_serial integer;
BEGIN
  INSERT INTO complaint_years (year, last_serial) VALUES (v_year, 1)
    ON CONFLICT (year) DO UPDATE SET last_serial = complaint_years.last_serial + 1
    RETURNING last_serial INTO v_serial;
  -- Six digits as the format shows; a seventh is added rather than the number cut (lpad would cut it).
  NEW.tracking_number := 'OWO-CMP-' || v_year || '-' ||
    CASE WHEN v_serial < 1000000 THEN lpad(v_serial::text, 6, '0') ELSE v_serial::text END;
  NEW.due_at := NEW.opened_at + complaint_window(NEW.category);
  RETURN NEW;
END $$;
CREATE TRIGGER complaints_number BEFORE INSERT ON complaints
  FOR EACH ROW EXECUTE FUNCTION complaints_number();

-- The conversation, oldest first. kind: message (either side writes), resolution (staff resolve: the body is
-- the resolution, with its outcome), reopen (the customer reopens: the body is why).
CREATE TABLE complaint_messages (
  id bigserial PRIMARY KEY,
  complaint_id bigint NOT NULL REFERENCES complaints(id),
  author text NOT NULL CHECK (author IN ('customer', 'staff')),
  -- The staff member who wrote it; null for the customer's own.
  staff_id bigint REFERENCES staff(id),
  kind text NOT NULL DEFAULT 'message' CHECK (kind IN ('message', 'resolution', 'reopen')),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  outcome text CHECK (outcome IN ('upheld', 'partly_upheld', 'not_upheld')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((author = 'staff') = (staff_id IS NOT NULL)),
  CHECK ((kind = 'resolution') = (outcome IS NOT NULL)),
  CHECK (kind <> 'resolution' OR author = 'staff'),
  CHECK (kind <> 'reopen' OR author = 'customer')
);
CREATE INDEX complaint_messages_complaint ON complaint_messages (complaint_id, id);

-- The customer hears of their complaint (received, answered, resolved, reopened) in the app and by SMS: an
-- event of its own kind, which the inbox, the event stream and the alerts task carry like the others.
ALTER TABLE events DROP CONSTRAINT events_kind_check;
ALTER TABLE events ADD CONSTRAINT events_kind_check
  CHECK (kind IN ('credit', 'debit', 'status', 'security', 'team', 'complaint'));
