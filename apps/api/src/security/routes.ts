import type { Permission } from '@owo/contract/team';
import type { RouteInfo } from '#app';
import { type Customer, call, deposit, signUp, type TestApp } from '#test/harness.ts';

/**
 * The routes anyone may call without a token, by name. The matrix fails on any other public route, so a
 * protected route registered outside the authenticated scope by mistake is caught the day it is added.
 */
export const PUBLIC_ROUTES = new Set([
  'POST /api/auth/signup/initialize',
  'POST /api/auth/signup/verify',
  'POST /api/auth/signup/resend',
  'POST /api/auth/signup/:uuid/complete',
  'POST /api/auth/login',
  // Signed with HMAC-SHA256 by the bank partner instead of a customer token.
  'POST /api/webhooks/inflow',
  // A payment link's public page call (behind /pay/{slug}): rate-limited per IP, least data.
  'GET /api/public/payment-links/:slug',
  'GET /api/public/payment-links/:slug/payments',
  // A receipt's public verify call (behind the /r/{code} page): rate-limited per IP, least data.
  'GET /api/public/receipts/:code',
  // Sandbox mode only; the matrix checks they are absent in production.
  'GET /api/sandbox/messages',
  'GET /api/sandbox/emails',
  'POST /api/sandbox/deposits',
  'GET /api/sandbox/bvn/:bvn',
  'POST /api/sandbox/staff',
  'GET /api/sandbox/settlements/:rail/:date',
  'POST /api/sandbox/settlement-faults',
  // Staff sign-in (password and TOTP); every other /api/ops route needs a staff session.
  'POST /api/ops/auth/login',
  // A new staff member's enrolment: the e-mailed link is the key (decision 041).
  'GET /api/ops/enrol/:code',
  'POST /api/ops/enrol/:code/password',
  'POST /api/ops/enrol/:code/confirm',
  // The statement check behind /s/{code}: least data, unguessable codes, rate-limited per IP.
  'GET /api/public/statements/:code',
  // A team invitation's page (/join/{code}): the business, the role and the phone masked; rate-limited per IP.
  'GET /api/public/team-invites/:code',
]);

/** Routes whose success reply is a file (PDF, CSV) rather than the envelope; their refusals are still the envelope. */
export const FILE_ROUTES = new Set([
  'GET /api/payment-links/:id/poster.pdf',
  'GET /api/transactions/:uuid/receipt.pdf',
  'GET /api/accounts/:uuid/statement',
  'GET /api/payouts/template.csv',
  'GET /api/payouts/:id/result.csv',
  'GET /api/ops/audit.csv',
  'GET /api/sandbox/settlements/:rail/:date',
]);

/**
 * Routes whose reply is an open-ended stream (Server-Sent Events). inject() waits for a reply to end, so the
 * fuzzer and the "no other customer's data" sweep leave them out; the 401 matrix still covers them (refused
 * before a stream opens), and the tests in modules/notifications/ check their input (tickets,
 * Last-Event-ID) and that two customers' streams never carry each other's events, across two processes.
 */
export const STREAM_ROUTES = new Set(['GET /api/events']);

/**
 * Route parameters that name no customer's resource (reference data), with a valid value (one for all the
 * route's parameters, or one per parameter).
 */
export const REFERENCE_PARAMS: Record<string, string | Record<string, string>> = {
  '/api/transfer/momo/issuers/:param': 'GHS',
  // The bills catalogue: a biller's plans are the same for every customer.
  '/api/bills/billers/:biller/products': 'dstv',
  // The sandbox BVN directory: the same record for anyone who asks.
  '/api/sandbox/bvn/:bvn': '22212345678',
  // A sandbox partner's settlement report of a day: the same file for anyone who asks.
  '/api/sandbox/settlements/:rail/:date': { rail: 'nip', date: '2026-01-05' },
};

/**
 * The operations console's routes name no customer's resource: who may call them is the staff matrix's
 * (modules/staff/staff.test.ts); the 401 matrix and the fuzzer fill their ids with one that names nothing.
 */
const OPS_ID = '00000000-0000-4000-8000-000000000000';

export interface VictimResources {
  /** A real id of the victim's for a route's parameter (by the path segment before it). */
  idFor(url: string, param: string): string;
  allIds(): string[];
}

/**
 * Routes that name a customer's resource by a code the customer shares on purpose, for other customers to
 * act on it: paying someone's payment link is what the link is for. They are left out of the cross-customer
 * 404 check; payment-links.test.ts checks who may pay and what is refused.
 */
export const SHARED_ON_PURPOSE = new Set(['POST /api/payment-links/:slug/pay']);

/**
 * Does the route name one customer's resource (so another customer must get 404)? Not the operations
 * console's routes: no customer reaches them at all (401), and staff see any customer's by their role
 * (the staff matrix in modules/staff checks those).
 */
export const namesAResource = (r: RouteInfo) =>
  !r.staff &&
  r.url.includes(':') &&
  !(r.url in REFERENCE_PARAMS) &&
  !SHARED_ON_PURPOSE.has(`${r.method} ${r.url}`);

/**
 * The victim's resources of every kind a protected route can name. A new route naming a new kind of
 * resource fails with a message pointing here, instead of silently skipping the cross-customer check.
 */
export async function loadVictimResources(
  t: TestApp,
  victim: Customer,
  other: Customer,
): Promise<VictimResources> {
  // The console's routes name a customer by their user id (a customer's token is a 401 on all of them; who
  // among staff may call them is the staff matrix's, modules/staff).
  const byKind: Record<string, string> = { accounts: victim.accountUuid, customers: victim.userUuid };
  const has = (method: string, url: string) =>
    t.app.routeTable.some((r) => r.method === method && r.url === url);
  if (has('POST', '/api/transfer/remittance/send')) {
    // A send to another Owo customer, saving them as a beneficiary; its key names it for by-key.
    byKind['by-key:key'] = `probe-${Date.now()}-${Math.random()}`;
    const sent = await call(t, 'POST', '/api/transfer/remittance/send', {
      token: victim.token,
      headers: { 'idempotency-key': byKind['by-key:key'] },
      body: {
        amount: 150,
        name: 'Probe',
        note: 'access-control probe',
        currency: 'NGN',
        account_number: other.accountNumber,
        bank_name: 'Owo MFB',
        bank_code: '090999',
        pin: '2580',
        save_beneficiary: true,
      },
    });
    if (sent.status !== 200) throw new Error(`send: ${JSON.stringify(sent.body)}`);
  }
  const history = await call(t, 'GET', '/api/accounts/transactions', { token: victim.token });
  byKind.transactions = history.body.data.data[0].uuid;
  if (has('POST', '/api/cards')) {
    const card = await call(t, 'POST', '/api/cards', { token: victim.token, body: {} });
    if (card.status !== 200) throw new Error(`card: ${JSON.stringify(card.body)}`);
    byKind.cards = card.body.data.card.id;
  }
  if (has('GET', '/api/beneficiaries')) {
    const list = await call(t, 'GET', '/api/beneficiaries', { token: victim.token });
    if (!list.body.data[0]) throw new Error(`no beneficiary: ${JSON.stringify(list.body)}`);
    byKind.beneficiaries = list.body.data[0].id;
  }
  if (has('GET', '/api/devices')) {
    // The device the victim signed up on (every harness call comes from the harness's device id).
    const list = await call(t, 'GET', '/api/devices', { token: victim.token });
    if (!list.body.data[0]) throw new Error(`no device: ${JSON.stringify(list.body)}`);
    byKind.devices = list.body.data[0].uuid;
  }
  if (has('POST', '/api/team/members')) {
    // A business (not the attacker's) with a member and a payment waiting for approval.
    const business = await signUp(t, { type: 'business', pin: '4826', kyc: true, deposit: 5_000 });
    const member = await call(t, 'POST', '/api/team/members', {
      token: business.token,
      body: { phone: other.phone, role: 'viewer' },
    });
    if (member.status !== 200) throw new Error(`team member: ${JSON.stringify(member.body)}`);
    byKind.members = member.body.data.member.id;
    // An invitation to the victim's phone: only the victim may join with it.
    const invited = await call(t, 'POST', '/api/team/members', {
      token: business.token,
      body: { phone: victim.phone, role: 'viewer' },
    });
    if (invited.status !== 200) throw new Error(`team invite: ${JSON.stringify(invited.body)}`);
    byKind['invites:code'] = String(invited.body.data.member.invite_url).split('/join/')[1]!;
    const approval = await call(t, 'POST', '/api/team/approvals', {
      token: business.token,
      body: { kind: 'send', send: teamSend(other.accountNumber) },
    });
    if (approval.status !== 200) throw new Error(`team approval: ${JSON.stringify(approval.body)}`);
    byKind.approvals = approval.body.data.approval.id;
  }
  if (has('POST', '/api/payment-links')) {
    const link = await call(t, 'POST', '/api/payment-links', {
      token: victim.token,
      body: { description: 'access-control probe', amount_type: 'open' },
    });
    if (link.status !== 200) throw new Error(`payment link: ${JSON.stringify(link.body)}`);
    byKind['payment-links'] = link.body.data.link.id;
    byKind['payment-links:slug'] = link.body.data.link.slug;
  }
  if (has('POST', '/api/business/api-keys')) {
    // A business's API key, webhook endpoint and one delivery (an inflow's event to a sandbox-local URL).
    const business = await signUp(t, { type: 'business' });
    Object.assign(byKind, await developerResources(t, business));
  }
  if (has('POST', '/api/complaints')) {
    const complaint = await call(t, 'POST', '/api/complaints', {
      token: victim.token,
      body: { transaction_id: byKind.transactions, category: 'other', message: 'access-control probe' },
    });
    if (complaint.status !== 200) throw new Error(`complaint: ${JSON.stringify(complaint.body)}`);
    byKind.complaints = complaint.body.data.id;
  }
  // Positions inside a resource (a batch's row number): not secrets, so not in allIds.
  // An identity review case and a restriction of the console (any id: only the 401 matrix calls them with a
  // customer's token).
  const positions: Record<string, string> = {
    'kyc:id': '00000000-0000-4000-8000-000000000000',
    'restrictions:id': '00000000-0000-4000-8000-000000000000',
  };
  if (has('POST', '/api/payouts')) {
    const created = await call(t, 'POST', '/api/payouts', {
      token: victim.token,
      body: { name: 'access-control probe', account_id: victim.accountUuid },
    });
    if (created.status !== 200) throw new Error(`payout batch: ${JSON.stringify(created.body)}`);
    byKind.payouts = created.body.data.batch.id;
    const uploaded = await call(t, 'POST', `/api/payouts/${byKind.payouts}/upload`, {
      token: victim.token,
      body: { csv: 'bank,account_number,amount,narration\n058,0123456785,100,probe' },
    });
    if (uploaded.status !== 200) throw new Error(`payout upload: ${JSON.stringify(uploaded.body)}`);
    positions['rows:row'] = '1';
  }
  return {
    idFor(url, param) {
      const reference = REFERENCE_PARAMS[url];
      if (reference !== undefined) return typeof reference === 'string' ? reference : reference[param]!;
      if (url.startsWith('/api/ops/')) return OPS_ID;
      const segments = url.split('/');
      const kind = segments[segments.indexOf(`:${param}`) - 1] ?? '';
      const id = positions[`${kind}:${param}`] ?? byKind[`${kind}:${param}`] ?? byKind[kind];
      if (!id) throw new Error(`no victim resource for ${url} (:${param}); add one in security/routes.ts`);
      return id;
    },
    allIds: () => Object.values(byKind),
  };
}

/** A business's API key, webhook endpoint and a delivery to it, by the kinds their routes name. */
export async function developerResources(t: TestApp, business: Customer): Promise<Record<string, string>> {
  const key = await call(t, 'POST', '/api/business/api-keys', {
    token: business.token,
    body: { name: 'probe', scopes: ['read'] },
  });
  if (key.status !== 200) throw new Error(`api key: ${JSON.stringify(key.body)}`);
  const hook = await call(t, 'POST', '/api/business/webhooks', {
    token: business.token,
    body: { url: 'http://127.0.0.1:9/probe', events: ['inflow.received'] },
  });
  if (hook.status !== 200) throw new Error(`webhook: ${JSON.stringify(hook.body)}`);
  await deposit(t, business.accountNumber, 100);
  const log = await call(t, 'GET', `/api/business/webhooks/${hook.body.data.id}/deliveries`, {
    token: business.token,
  });
  if (!log.body.data?.deliveries?.[0]) throw new Error(`no delivery: ${JSON.stringify(log.body)}`);
  return {
    'api-keys': key.body.data.id,
    webhooks: hook.body.data.id,
    deliveries: log.body.data.deliveries[0].id,
  };
}

/** A body that is valid for the attacker, so the only reason left to refuse is whose resource it is. */
export function crossCustomerBody(route: RouteInfo, attackerPin: string): unknown {
  if (route.method === 'GET' || route.method === 'DELETE') return undefined;
  if (route.url.startsWith('/api/payouts/')) {
    // A valid upload, row fix and confirm (each route reads only its own fields).
    const row = { bank: '058', account_number: '0123456785', narration: 'cross-customer probe' };
    return {
      amount: 100,
      pin: attackerPin,
      ...row,
      csv: 'bank,account_number,amount,narration\n058,0123456785,100,x',
    };
  }
  return {
    amount: 100,
    pin: attackerPin,
    note: 'cross-customer probe',
    role: 'viewer',
    reason: 'probe',
    message: 'cross-customer probe',
  };
}

/** A prepared NGN send to an Owo account (a team approval's payload). */
export const teamSend = (accountNumber: string, amount = 100) => ({
  amount,
  name: 'Probe',
  note: 'team probe',
  currency: 'NGN',
  account_number: accountNumber,
  bank_name: 'Owo MFB',
  bank_code: '090999',
});

/**
 * The routes a team member may call acting for a business (X-Act-For), with the permission each checks
 * (`null`: any caller; the header is not used). Every other secured route refuses the header with 403; the
 * team matrix in access-control.test.ts fails on a route that answers otherwise, so a route that opts in
 * (`config: { actsFor: true }`) must be listed here with its permission.
 */
export const ACTS_FOR_ROUTES: Record<string, Permission | null> = {
  'GET /api/team/businesses': null,
  'GET /api/team/members': 'team.read',
  'POST /api/team/members': 'team.manage',
  'PATCH /api/team/members/:id': 'team.manage',
  'DELETE /api/team/members/:id': 'team.manage',
  'GET /api/team/approvals': 'approvals.read',
  'POST /api/team/approvals': 'approvals.initiate',
  'GET /api/team/approvals/:id': 'approvals.read',
  'POST /api/team/approvals/:id/approve': 'approvals.decide',
  'POST /api/team/approvals/:id/reject': 'approvals.decide',
  'GET /api/team/audit': 'audit.read',
  'GET /api/accounts': 'history.read',
  'GET /api/accounts/transactions': 'history.read',
  'GET /api/accounts/:uuid': 'history.read',
  'GET /api/transactions/:uuid': 'history.read',
  'GET /api/accounts/:uuid/statement': 'history.read',
  'GET /api/insights': 'history.read',
  'GET /api/payment-links': 'links.read',
  'POST /api/payment-links': 'links.manage',
  'GET /api/payment-links/:id': 'links.read',
  'POST /api/payment-links/:id/deactivate': 'links.manage',
  'GET /api/payment-links/:id/poster.pdf': 'links.read',
  'GET /api/payouts/template.csv': null,
  'POST /api/payouts': 'payouts.prepare',
  'GET /api/payouts': 'payouts.read',
  'GET /api/payouts/:id': 'payouts.read',
  'POST /api/payouts/:id/upload': 'payouts.prepare',
  'POST /api/payouts/:id/rows/:row': 'payouts.prepare',
  'DELETE /api/payouts/:id/rows/:row': 'payouts.prepare',
  'POST /api/payouts/:id/confirm': 'payouts.prepare',
  'GET /api/payouts/:id/result.csv': 'payouts.read',
  'POST /api/business/api-keys': 'developers.manage',
  'GET /api/business/api-keys': 'developers.manage',
  'DELETE /api/business/api-keys/:id': 'developers.manage',
  'GET /api/business/api-settings': 'developers.manage',
  'PUT /api/business/api-settings': 'developers.auto_approve',
  'POST /api/business/webhooks': 'developers.manage',
  'GET /api/business/webhooks': 'developers.manage',
  'POST /api/business/webhooks/:id/enable': 'developers.manage',
  'POST /api/business/webhooks/:id/rotate-secret': 'developers.manage',
  'GET /api/business/webhooks/:id/deliveries': 'developers.manage',
  'POST /api/business/webhooks/:id/deliveries/:delivery/redeliver': 'developers.manage',
  'DELETE /api/business/webhooks/:id': 'developers.manage',
};

/** A payout CSV of four rows, so that each role of the team matrix has a row of its own to fix or remove. */
export const TEAM_PAYOUT_CSV = `bank,account_number,amount,narration
058,0123456785,100,one
058,0123456785,101,two
058,0123456785,102,three
058,0123456785,103,four`;

/** A body each acting-for route accepts, so that only the caller's role decides the reply. */
export function actsForBody(route: string, payeeAccount: string, accountId: string): unknown {
  const bodies: Record<string, unknown> = {
    'POST /api/payouts': { name: 'matrix batch', account_id: accountId },
    'POST /api/payouts/:id/upload': { csv: TEAM_PAYOUT_CSV },
    'POST /api/payouts/:id/rows/:row': {
      bank: '058',
      account_number: '0123456785',
      amount: 100,
      narration: 'fixed',
    },
    // A wrong PIN: an allowed member reaches the PIN check (422); the batch stays in review.
    'POST /api/payouts/:id/confirm': { pin: '0000' },
    'POST /api/team/members': { phone: `0803${String(Date.now()).slice(-7)}`, role: 'viewer' },
    'PATCH /api/team/members/:id': { role: 'viewer' },
    'POST /api/team/approvals': { kind: 'send', send: teamSend(payeeAccount) },
    // A wrong PIN: an allowed approver reaches the PIN check (422), and nothing moves.
    'POST /api/team/approvals/:id/approve': { pin: '0000' },
    'POST /api/team/approvals/:id/reject': { reason: 'matrix' },
    'POST /api/payment-links': { description: 'matrix probe', amount_type: 'open' },
    'POST /api/business/api-keys': { name: 'matrix key', scopes: ['read'] },
    'PUT /api/business/api-settings': { auto_approve_limit: null },
    'POST /api/business/webhooks': { url: 'http://127.0.0.1:9/matrix', events: ['inflow.received'] },
  };
  if (route in bodies) return bodies[route];
  return route.startsWith('GET ') || route.startsWith('DELETE ') ? undefined : {};
}
