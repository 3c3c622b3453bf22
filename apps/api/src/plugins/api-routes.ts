import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Deps } from '#app-types';
import { accountsRoutes } from '#modules/accounts/accounts-routes.ts';
import { refuseActingForElsewhere } from '#modules/acting-for/acting-for.ts';
import { recordKeyUses } from '#modules/api-keys/api-key-auth.ts';
import { apiKeysRoutes } from '#modules/api-keys/api-keys-routes.ts';
import { authRoutes } from '#modules/auth/auth-routes.ts';
import { beneficiariesRoutes } from '#modules/beneficiaries/beneficiaries-routes.ts';
import { billsRoutes } from '#modules/bills/bills-routes.ts';
import { cardsRoutes } from '#modules/cards/cards-routes.ts';
import { complaintsOpsRoutes } from '#modules/complaints/complaints-ops-routes.ts';
import { complaintsRoutes } from '#modules/complaints/complaints-routes.ts';
import { devicesRoutes } from '#modules/devices/devices-routes.ts';
import { sandboxRoutes, webhookRoutes } from '#modules/inflows/inflows-routes.ts';
import { kycRoutes, kycSandboxRoutes } from '#modules/kyc/kyc-routes.ts';
import { monitoringRoutes } from '#modules/monitoring/monitoring-routes.ts';
import { eventStreamRoutes, eventTicketRoutes } from '#modules/notifications/events-routes.ts';
import { authenticateStream } from '#modules/notifications/events-service.ts';
import { notificationsRoutes } from '#modules/notifications/notifications-routes.ts';
import { opsCustomersRoutes } from '#modules/ops-customers/ops-customers-routes.ts';
import { paymentLinksRoutes, publicPaymentLinksRoutes } from '#modules/payment-links/payment-links-routes.ts';
import { payoutsRoutes } from '#modules/payouts/payouts-routes.ts';
import { profileRoutes } from '#modules/profile/profile-routes.ts';
import { publicReceiptsRoutes, receiptsRoutes } from '#modules/receipts/receipts-routes.ts';
import { reconRoutes } from '#modules/reconciliation/recon-routes.ts';
import { settlementSandboxRoutes } from '#modules/reconciliation/sandbox-settlement-routes.ts';
import { referralsRoutes } from '#modules/referrals/referrals-routes.ts';
import { refundsRoutes } from '#modules/refunds/refunds-routes.ts';
import { reportsRoutes } from '#modules/reports/reports-routes.ts';
import { securityRoutes } from '#modules/security/security-routes.ts';
import { authenticateStaff, checkPermissionFirst, permissionOfRoute } from '#modules/staff/staff-auth.ts';
import { opsAuthRoutes, staffRoutes, staffSandboxRoutes } from '#modules/staff/staff-routes.ts';
import { publicStatementsRoutes, statementsRoutes } from '#modules/statements/statements-routes.ts';
import { payoutConfirmRoutes } from '#modules/team/payout-confirm-routes.ts';
import { publicTeamRoutes, teamRoutes } from '#modules/team/team-routes.ts';
import { sendRoutes } from '#modules/transfers/send-routes.ts';
import { transfersRoutes } from '#modules/transfers/transfers-routes.ts';
import { webhooksOutRoutes } from '#modules/webhooks-out/webhooks-out-routes.ts';
import { authenticate } from './authenticate.ts';
import { rejectLoneSurrogates, rejectNulCharacters } from './errors.ts';
import { documentRoute } from './openapi.ts';

/** One row of the route table: the security suite's access-control matrix and fuzzer walk it. */
export interface RouteInfo {
  method: string;
  url: string;
  auth: boolean;
  /** An operations-console route (`/api/ops/*`): a staff session, and the permission of the matrix it needs. */
  staff?: { permission: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteInfo[];
  }
}

/**
 * Every route under /api, in two groups: public (auth, webhooks, the sandbox's own routes) and secured
 * (every other route runs `authenticate` first). Each route is recorded in `app.routeTable` with whether
 * it needs a session, so a route added here is covered by the security suite without further wiring.
 */
export async function registerApiRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.decorate('routeTable', [] as RouteInfo[]);
  await app.register(
    async (api) => {
      api.addHook('onRoute', (r) => recordRoute(app, r, false));
      api.addHook('preValidation', rejectNulCharacters);
      api.addHook('preHandler', rejectLoneSurrogates);
      // API replies carry tokens, balances and history: no browser or proxy cache may keep them.
      api.addHook('onSend', async (_req, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      await api.register(authRoutes, { deps });
      await api.register(webhookRoutes, { deps });
      await api.register(publicPaymentLinksRoutes, { deps });
      await api.register(publicReceiptsRoutes, { deps });
      await api.register(publicStatementsRoutes, { deps });
      await api.register(opsAuthRoutes, { deps });
      await api.register(publicTeamRoutes, { deps });
      if (deps.config.mode === 'sandbox') {
        await api.register(sandboxRoutes, { deps });
        await api.register(kycSandboxRoutes, { deps });
        await api.register(settlementSandboxRoutes, { deps });
        await api.register(staffSandboxRoutes, { deps });
      }
      // The operations console: staff sessions only (a customer's token or an API key is a 401 here, and a
      // staff token is one on every customer route); each route names its permission in the matrix.
      await api.register(async (ops) => {
        ops.addHook('onRoute', (r) => recordRoute(app, r, true, true));
        ops.addHook('onRequest', authenticateStaff(deps));
        await ops.register(staffRoutes, { deps });
        await ops.register(opsCustomersRoutes, { deps });
        await ops.register(complaintsOpsRoutes, { deps });
        await ops.register(refundsRoutes, { deps });
        await ops.register(monitoringRoutes, { deps });
        await ops.register(reconRoutes, { deps });
        await ops.register(reportsRoutes, { deps });
      });
      await api.register(async (secured) => {
        secured.addHook('onRoute', (r) => recordRoute(app, r, true));
        secured.addHook('onRequest', authenticate(deps));
        // X-Act-For (a member acting for a business) only reaches routes that check the member's role.
        secured.addHook('onRequest', refuseActingForElsewhere(deps));
        secured.addHook('onResponse', recordKeyUses(deps));
        await secured.register(profileRoutes, { deps });
        await secured.register(kycRoutes, { deps });
        await secured.register(accountsRoutes, { deps });
        await secured.register(transfersRoutes, { deps });
        await secured.register(sendRoutes, { deps });
        await secured.register(beneficiariesRoutes, { deps });
        await secured.register(cardsRoutes, { deps });
        await secured.register(paymentLinksRoutes, { deps });
        await secured.register(payoutsRoutes, { deps });
        await secured.register(payoutConfirmRoutes, { deps });
        await secured.register(referralsRoutes, { deps });
        await secured.register(devicesRoutes, { deps });
        await secured.register(securityRoutes, { deps });
        await secured.register(notificationsRoutes, { deps });
        await secured.register(eventTicketRoutes, { deps });
        await secured.register(receiptsRoutes, { deps });
        await secured.register(billsRoutes, { deps });
        await secured.register(statementsRoutes, { deps });
        await secured.register(teamRoutes, { deps });
        await secured.register(apiKeysRoutes, { deps });
        await secured.register(webhooksOutRoutes, { deps });
        await secured.register(complaintsRoutes, { deps });
      });
      // The event stream: secured too, but its hook also takes a single-use ticket (EventSource sends no headers).
      await api.register(async (stream) => {
        stream.addHook('onRoute', (r) => recordRoute(app, r, true));
        stream.addHook('onRequest', authenticateStream(deps));
        await stream.register(eventStreamRoutes, { deps });
      });
    },
    { prefix: '/api' },
  );
}

function recordRoute(app: FastifyInstance, r: RouteOptions, auth: boolean, staff = false) {
  documentRoute(r, { secured: auth, staff });
  let info: Omit<RouteInfo, 'method'> = { url: r.url, auth };
  if (staff) {
    const permission = permissionOfRoute(r);
    if (!permission) throw new Error(`${r.url}: an ops route names its permission with staffCan()`);
    checkPermissionFirst(r);
    info = { ...info, staff: { permission } };
  }
  for (const method of [r.method].flat()) {
    if (method === 'HEAD') continue;
    const existing = app.routeTable.findIndex((x) => x.method === method && x.url === r.url);
    if (existing >= 0) app.routeTable[existing] = { method, ...info };
    else app.routeTable.push({ method, ...info });
  }
}
