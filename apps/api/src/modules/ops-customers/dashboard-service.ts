import type { Dashboard } from '@owo/contract/ops-customers';
import type { LedgerCheck } from '@owo/contract/reports';
import type { Deps } from '#app-types';
import { countWaitingCustomers } from '#modules/kyc/kyc-review-repository.ts';
import { lastLedgerCheck, runLedgerCheck } from '#modules/reports/end-of-day.ts';
import { audit } from '#modules/staff/audit.ts';
import type { StaffAuth } from '#modules/staff/staff-auth.ts';
import {
  complaintsByTimeLeft,
  openAlerts,
  payoutsWaiting,
  restrictionsPlacedToday,
  todayFigures,
} from './dashboard-repository.ts';

// The ledger checks have one home, the end of the day's (modules/reports): the dashboard shows the newest
// of them, whoever ran it (a person here or on the end-of-day page, or the day's close).
const checkView = (c: LedgerCheck) => ({
  ok: c.ok,
  problems: c.problems,
  duration_ms: Math.round(c.seconds * 1000),
  checked_at: c.checked_at,
});

/** GET /ops/dashboard: the queues and today's money at a glance (aggregates only: no customer's data). */
export async function dashboard(deps: Deps): Promise<Dashboard> {
  const q = deps.db;
  const today = await todayFigures(q);
  const check = await lastLedgerCheck(q);
  const waiting = await payoutsWaiting(q);
  return {
    kyc_waiting: await countWaitingCustomers(q),
    restrictions_today: await restrictionsPlacedToday(q),
    complaints: await complaintsByTimeLeft(q),
    alerts_open: await openAlerts(q),
    payouts_waiting: {
      count: waiting.count,
      failing: waiting.failing,
      oldest_at: waiting.oldest_at ? waiting.oldest_at.toISOString() : null,
    },
    today: {
      since: today.since.toISOString(),
      sent_count: today.sent_count,
      sent_minor: String(today.sent_minor),
      received_count: today.received_count,
      received_minor: String(today.received_minor),
      failed_sends: today.failed_sends,
    },
    ledger_check: check ? checkView(check) : null,
  };
}

/** POST /ops/ledger/check: runs every ledger invariant now, keeps the result with the others, audited. */
export async function checkLedger(deps: Deps, staff: StaffAuth) {
  const check = await runLedgerCheck(deps, staff.staffId, (q, c) =>
    audit(q, {
      staffId: staff.staffId,
      action: 'ledger.check',
      detail: { ok: c.ok, problems: c.problems.length },
    }),
  );
  return checkView(check);
}
