-- How pressing a complaint is, in one place (decision 022: the CBN clock's rules are SQL's). PostgreSQL 15 subset.
--
-- The dashboard counted complaints by `due_at <= now()` and `now() + 24 hours`, the console coloured its queue by
-- the seconds left, and the app called a complaint late by the phone's own clock: three readings of one rule,
-- which disagreed at the edges (a deadline reached this very second) and with a phone's wrong clock. Now the
-- database says it, by its own clock, beside complaint_window (migration 023): the dashboard counts by it, and
-- every complaint the API returns carries it; the app and the console only word and colour it.
--
-- overdue: the deadline is reached; under_24h: it comes within 24 hours; under_72h: within 72 hours (the
-- shortest CBN window); later: further off; resolved: no clock runs.
CREATE FUNCTION complaint_urgency(p_due_at timestamptz, p_status text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN p_status = 'resolved' THEN 'resolved'
    WHEN p_due_at <= now() THEN 'overdue'
    WHEN p_due_at <= now() + interval '24 hours' THEN 'under_24h'
    WHEN p_due_at <= now() + interval '72 hours' THEN 'under_72h'
    ELSE 'later'
  END
$$;
