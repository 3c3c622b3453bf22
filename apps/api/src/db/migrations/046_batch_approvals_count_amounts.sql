-- A payout batch's approval counts what its payments send, without their fees, like a send's or a bill's
-- (stop 35). PostgreSQL 15 subset.
--
-- team_approvals.amount_minor is what an approver's limit and the new-device cap (money_spent_since) compare. A
-- send's and a bill's approval kept the amount alone, a batch's kept the total with fees: an approver with a
-- ₦100,000.00 limit could approve one ₦100,000.00 transfer (₦100,053.75 leaving) but not a one-row batch of
-- ₦99,950.00, and the cap, which checks a batch's amounts on confirm, counted its fees afterwards. Every
-- approval now keeps the amounts; the summary still says the total with fees. Batches asked for before this
-- migration are set to their rows' amounts.
UPDATE team_approvals a SET amount_minor = s.amount_minor
  FROM (
    SELECT pb.uuid::text AS batch_id, sum(r.amount_minor)::bigint AS amount_minor
      FROM payout_batches pb JOIN payout_rows r ON r.batch_id = pb.id AND r.state <> 'invalid'
     GROUP BY pb.uuid
  ) s
 WHERE a.kind = 'payout_batch' AND s.batch_id = a.payload->>'batch_id' AND s.amount_minor > 0;
