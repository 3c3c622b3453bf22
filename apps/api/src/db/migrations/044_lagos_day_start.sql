-- When a Lagos day begins, written once. PostgreSQL 15 subset.
--
-- Statements, the end of the day, reconciliation, the sandbox's settlement files, currency transaction reports
-- and the console's "today" each bound a Lagos calendar day by instants. Each of them wrote the same two
-- expressions into its SQL, from TypeScript constants of its own. `lagos_day` (024) already names the day an
-- instant falls in. This is its inverse: the instant a day begins, midnight WAT. A day `d` is
-- `created_at >= lagos_day_start(d) AND created_at < lagos_day_start(d + 1)`. A one-expression SQL function, so
-- the planner writes it into each query, and an index on the time column serves the range as before.
CREATE FUNCTION lagos_day_start(p date) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT p::timestamp AT TIME ZONE 'Africa/Lagos'
$$;
