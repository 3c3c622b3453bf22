import type { Dashboard } from '@owo/contract/ops-customers';
import type { Deps } from '#app-types';
import { verifyLedger } from '#ledger/verify.ts';
import { countWaitingCustomers } from '#modules/kyc/kyc-review-repository.ts';
import { audit } from '#modules/staff/audit.ts';
import type { StaffAuth } from '#modules/staff/staff-auth.ts';
import {
  complaintsByTimeLeft,
  insertLedgerCheck,
  type LedgerCheckRow,
  lastLedgerCheck,
  openAlerts,
  restrictionsPlacedToday,
  todayFigures,
} from './dashboard-repository.ts';

const checkView = (c: LedgerCheckRow) => ({
  ok: c.ok,
  problems: c.problems,
  duration_ms: c.duration_ms,
  checked_at: c.checked_at.toISOString(),
});

/** GET /ops/dashboard: the queues and today's money at a glance (aggregates only: no customer's data). */
export async function dashboard(deps: Deps): Promise<Dashboard> {
  const q = deps.db;
  const today = await todayFigures(q);
  const check = await lastLedgerCheck(q);
  return {
    kyc_waiting: await countWaitingCustomers(q),
    restrictions_today: await restrictionsPlacedToday(q),
    complaints: await complaintsByTimeLeft(q),
    alerts_open: await openAlerts(q),
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

/** POST /ops/ledger/check: runs every ledger invariant now, keeps the result for the dashboard, audited. */
export async function checkLedger(deps: Deps, staff: StaffAuth) {
  const report = await verifyLedger(deps.db);
  return deps.db.tx(async (q) => {
    const row = await insertLedgerCheck(q, {
      staffId: staff.staffId,
      ok: report.ok,
      problems: report.problems,
      durationMs: Math.round(report.seconds * 1000),
    });
    await audit(q, {
      staffId: staff.staffId,
      action: 'ledger.check',
      detail: { ok: report.ok, problems: report.problems.length },
    });
    return checkView(row);
  });
}
