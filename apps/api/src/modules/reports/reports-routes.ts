import {
  balancesQuery,
  balancesReply,
  ledgerCheckReply,
  ledgerChecksReply,
  trialBalanceQuery,
  trialBalanceReply,
} from '@owo/contract/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { ok } from '#lib/reply.ts';
import { audit } from '#modules/staff/audit.ts';
import { staffCan, staffOf } from '#modules/staff/staff-auth.ts';
import { balancesAsAt, ledgerChecks, runLedgerCheck, trialBalanceOf } from './end-of-day.ts';

const tags = ['reports'];

/** The end of the day in the console (finance): trial balances, balances as at a moment, the ledger checks. */
export const reportsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/ops/reports/trial-balance',
    {
      preHandler: staffCan('reports.read'),
      schema: {
        operationId: 'getTrialBalance',
        summary: "A Lagos day's trial balance (kept once the day is closed; today's is provisional)",
        tags,
        querystring: trialBalanceQuery,
        response: { 200: trialBalanceReply },
      },
    },
    async (req) => ok('Trial balance', await trialBalanceOf(deps, req.query.date)),
  );

  app.get(
    '/ops/reports/balances',
    {
      preHandler: staffCan('reports.read'),
      schema: {
        operationId: 'getBalancesAsAt',
        summary: "Every account class's balance (and one account's) at the end of a day or at a moment",
        tags,
        querystring: balancesQuery,
        response: { 200: balancesReply },
      },
    },
    async (req) => {
      const data = await balancesAsAt(deps, req.query);
      // A customer's balance is a look at that customer: recorded like opening their page.
      if (data.account?.class === 'customer') {
        const staff = staffOf(req);
        await audit(deps.db, {
          staffId: staff.staffId,
          action: 'reports.balance.view',
          subjectType: 'account',
          subjectId: data.account.id,
          detail: { at: data.at },
        });
      }
      return ok('Balances', data);
    },
  );

  app.get(
    '/ops/reports/ledger-checks',
    {
      preHandler: staffCan('reports.read'),
      schema: {
        operationId: 'listLedgerChecks',
        summary: 'The ledger checks kept (each day’s close and those run by staff), newest first',
        tags,
        response: { 200: ledgerChecksReply },
      },
    },
    async () => ok('Ledger checks', await ledgerChecks(deps)),
  );

  app.post(
    '/ops/reports/ledger-checks',
    {
      preHandler: staffCan('reports.run'),
      schema: {
        operationId: 'runLedgerCheck',
        summary: 'Run the ledger check now and keep its result',
        tags,
        response: { 200: ledgerCheckReply },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const check = await runLedgerCheck(deps, staff.staffId, (q, c) =>
        audit(q, {
          staffId: staff.staffId,
          action: 'reports.ledger_check',
          subjectType: 'ledger_check',
          subjectId: c.id,
          detail: { ok: c.ok, problems: c.problems.length },
        }),
      );
      return ok(check.ok ? 'The ledger checks out' : 'The ledger check found problems', { check });
    },
  );
};
