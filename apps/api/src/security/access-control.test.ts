import { errors } from '@owo/contract/messages';
import { can, TEAM_ROLES, type TeamRole, teamMessages } from '@owo/contract/team';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo } from '#app';
import { sha256 } from '#lib/crypto.ts';
import { type Customer, call, createTestApp, signUp, type TestApp } from '#test/harness.ts';
import {
  ACTS_FOR_ROUTES,
  actsForBody,
  crossCustomerBody,
  developerResources,
  FILE_ROUTES,
  loadVictimResources,
  namesAResource,
  PUBLIC_ROUTES,
  STREAM_ROUTES,
  TEAM_PAYOUT_CSV,
  teamSend,
  type VictimResources,
} from './routes.ts';

// The access-control matrix: every protected route in the app's own route table, under every way a
// caller can be the wrong caller. A route added later is in the table, so it is in the matrix.

let t: TestApp;
let victim: Customer;
let attacker: Customer;
let resources: VictimResources;
let expiredToken: string;
let revokedToken: string;
let routes: RouteInfo[];

beforeAll(async () => {
  t = await createTestApp();
  victim = await signUp(t, { pin: '2580', kyc: true, deposit: 20_000 });
  attacker = await signUp(t, { pin: '1357', kyc: true, deposit: 20_000 });
  // The victim's send goes to a bystander, so nothing ties the attacker to the victim.
  const bystander = await signUp(t, { kyc: true });
  resources = await loadVictimResources(t, victim, bystander);
  expiredToken = await loginToken(t, victim);
  await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
    sha256(expiredToken),
  ]);
  revokedToken = await loginToken(t, victim);
  expect((await call(t, 'POST', '/api/auth/logout', { token: revokedToken })).status).toBe(200);
  routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/'));
});
afterAll(() => t.close());

async function loginToken(t: TestApp, c: Customer): Promise<string> {
  const r = await call(t, 'POST', '/api/auth/login', { body: { phone: c.phone, password: c.password } });
  expect(r.status).toBe(200);
  return r.body.data.token.access_token;
}

/** A route's URL with its parameters filled from the victim's resources (a real id of theirs). */
const fill = (url: string) => url.replace(/:([a-z_]+)/g, (_, name: string) => resources.idFor(url, name));

type Condition = [label: string, headers: () => Record<string, string>];
const wrongCallers = (): Condition[] => [
  ['no token', () => ({})],
  ['malformed: not a bearer', () => ({ authorization: `Basic ${victim.token}` })],
  ['malformed: too short', () => ({ authorization: 'Bearer x' })],
  ['malformed: bad characters', () => ({ authorization: `Bearer ${victim.token.slice(0, -1)}'` })],
  ['malformed: made up', () => ({ authorization: `Bearer ${'A'.repeat(43)}` })],
  ['malformed: token with a suffix', () => ({ authorization: `Bearer ${victim.token}x` })],
  ['malformed: token in a query string', () => ({})],
  ['expired token', () => ({ authorization: `Bearer ${expiredToken}` })],
  ['revoked token', () => ({ authorization: `Bearer ${revokedToken}` })],
];

describe('access-control matrix', () => {
  it('knows every public route by name: anything else added is protected or fails here', () => {
    const publicRoutes = routes.filter((r) => !r.auth).map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.filter((r) => !PUBLIC_ROUTES.has(r))).toEqual([]);
    expect(routes.filter((r) => r.auth).length).toBeGreaterThan(10);
  });

  it('answers 401 in the envelope to every protected route without a live token', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes.filter((r) => r.auth)) {
      for (const [label, headers] of wrongCallers()) {
        const query = label.includes('query string')
          ? `?access_token=${victim.token}&token=${victim.token}`
          : '';
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: `${fill(route.url)}${query}`,
          headers: { 'x-client-type': 'web', ...headers() },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        checked++;
        const body = res.json();
        if (res.statusCode !== 401 || body.status !== false || body.message !== errors.unauthenticated) {
          failures.push(
            `${route.method} ${route.url} [${label}] → ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    const protectedRoutes = routes.filter((r) => r.auth).length;
    console.log(
      `access-control matrix: ${protectedRoutes} protected routes × 9 wrong callers = ${checked} checks`,
    );
    expect(checked).toBe(protectedRoutes * wrongCallers().length);
  });

  it("answers 404 to another customer's token on every route that names this customer's resource", async () => {
    const failures: string[] = [];
    const withParams = routes.filter((r) => r.auth && namesAResource(r));
    expect(withParams.length).toBeGreaterThan(1);
    const before = await snapshot();
    for (const route of withParams) {
      const body = crossCustomerBody(route, '1357');
      const r = await call(t, route.method as 'GET', fill(route.url), { token: attacker.token, body });
      if (r.status !== 404 || r.body.status !== false) {
        failures.push(`${route.method} ${route.url} → ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    // Nothing of the victim's moved or changed.
    expect(await snapshot()).toEqual(before);
  });

  it("never shows one customer's data in another's replies on the routes without a resource id", async () => {
    const secrets = [
      victim.accountNumber,
      victim.accountUuid,
      victim.userUuid,
      victim.phone.slice(-9),
      victim.email,
    ];
    secrets.push(...resources.allIds());
    const sweep = routes.filter(
      (r) =>
        r.auth &&
        !r.url.includes(':') &&
        r.method === 'GET' &&
        !STREAM_ROUTES.has(`GET ${r.url}`) &&
        !FILE_ROUTES.has(`GET ${r.url}`),
    );
    for (const route of sweep) {
      const r = await call(t, 'GET', route.url, { token: attacker.token });
      expect(r.status, route.url).toBeLessThan(500);
      const text = JSON.stringify(r.body);
      for (const s of secrets) expect(text, `${route.url} shows ${s}`).not.toContain(s);
    }
  });

  it('has no sandbox route in production mode, and every one of them answers 404 there', async () => {
    const sandbox = routes.filter((r) => r.url.startsWith('/api/sandbox/'));
    expect(sandbox.length).toBeGreaterThanOrEqual(2);
    const prod = await createTestApp({ config: { mode: 'production' } });
    try {
      expect(prod.app.routeTable.filter((r) => r.url.includes('/sandbox'))).toEqual([]);
      for (const route of sandbox) {
        const r = await call(prod, route.method as 'GET', fill(route.url), {
          body: route.method === 'GET' ? undefined : { account_number: victim.accountNumber, amount: 100 },
        });
        expect(r.status, route.url).toBe(404);
        expect(r.body.status).toBe(false);
      }
      // Everything else is the same set of routes.
      const names = (rs: RouteInfo[]) =>
        rs.filter((r) => !r.url.includes('/sandbox')).map((r) => `${r.method} ${r.url}`);
      expect(names(prod.app.routeTable).sort()).toEqual(names(t.app.routeTable).sort());
    } finally {
      await prod.close();
    }
  });
});

// The team matrix: every secured route × every member role acting for their business × a business they are
// not a member of. A role the contract's PERMISSIONS refuse gets 403; a role it allows is not refused (the
// route then answers on its merits: 200, 400, 409, 422); another business is 404, never data; and every route
// not listed in ACTS_FOR_ROUTES refuses to act for a business at all (403), before it reads a body.
describe('team access-control matrix', () => {
  const members = {} as Record<TeamRole, Customer>;
  const ids: Record<string, string> = {};
  let owner: Customer;
  let otherBusiness: string;
  let otherAccount: string;
  let payee: Customer;

  beforeAll(async () => {
    owner = await signUp(t, { type: 'business', pin: '4826', kyc: true, deposit: 20_000 });
    const other = await signUp(t, { type: 'business', kyc: true });
    payee = await signUp(t, {});
    const ownId = async (c: Customer) =>
      (await call(t, 'GET', '/api/team/businesses', { token: c.token })).body.data.businesses[0].id;
    ids.business = await ownId(owner);
    otherBusiness = await ownId(other);
    otherAccount = other.accountNumber;
    for (const role of TEAM_ROLES) {
      members[role] = await signUp(t, { pin: '5937' });
      const body = {
        phone: members[role].phone,
        role,
        approval_limit: role === 'approver' ? 1_000 : undefined,
      };
      expect((await call(t, 'POST', '/api/team/members', { token: owner.token, body })).status).toBe(200);
    }
    const spare = await call(t, 'POST', '/api/team/members', {
      token: owner.token,
      body: { phone: payee.phone, role: 'viewer' },
    });
    ids.members = spare.body.data.member.id;
    const approval = await call(t, 'POST', '/api/team/approvals', {
      token: owner.token,
      body: { kind: 'send', send: teamSend(payee.accountNumber) },
    });
    ids.approvals = approval.body.data.approval.id;
    const link = await call(t, 'POST', '/api/payment-links', {
      token: owner.token,
      body: { description: 'matrix', amount_type: 'open' },
    });
    ids['payment-links'] = link.body.data.link.id;
    ids.accounts = owner.accountUuid;
    const batch = await call(t, 'POST', '/api/payouts', {
      token: owner.token,
      body: { name: 'matrix', account_id: owner.accountUuid },
    });
    ids.payouts = batch.body.data.batch.id;
    const uploaded = await call(t, 'POST', `/api/payouts/${ids.payouts}/upload`, {
      token: owner.token,
      body: { csv: TEAM_PAYOUT_CSV },
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const history = await call(t, 'GET', '/api/accounts/transactions', { token: owner.token });
    ids.transactions = history.body.data.data[0].uuid;
    Object.assign(ids, await developerResources(t, owner));
  });

  /**
   * The business's own resource for a parameter (a payout row of each role's own, 1 to 4, so that one
   * role's removal leaves the next role's row); any id for routes that refuse the header anyway.
   */
  const fillFor = (url: string, role: TeamRole) =>
    url.replace(/:([a-z_]+)/g, (_, name: string) => {
      if (name === 'row') return String(TEAM_ROLES.indexOf(role) + 1);
      const segments = url.split('/');
      const kind = segments[segments.indexOf(`:${name}`) - 1] ?? '';
      return ids[kind] ?? '00000000-0000-4000-8000-000000000000';
    });

  async function probe(route: RouteInfo, who: Customer, actFor: string, role: TeamRole) {
    const name = `${route.method} ${route.url}`;
    const body = actsForBody(name, payee.accountNumber, owner.accountUuid);
    const res = await t.app.inject({
      method: route.method as 'GET',
      url: fillFor(route.url, role),
      headers: {
        'x-client-type': 'web',
        'x-device-id': 'harness-device-0001',
        authorization: `Bearer ${who.token}`,
        'x-act-for': actFor,
        'idempotency-key': `matrix-${Math.random()}`,
      },
      remoteAddress: t.ip,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const json = res.headers['content-type']?.toString().includes('json') ? res.json() : null;
    return { status: res.statusCode, body: json, text: res.body };
  }

  // Customers' team roles; the operations console's staff routes have their own matrix (modules/staff).
  const secured = () =>
    routes.filter((r) => r.auth && !r.staff && !STREAM_ROUTES.has(`${r.method} ${r.url}`));

  it('checks every role on every route acting for its business', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of secured()) {
      const name = `${route.method} ${route.url}`;
      for (const role of TEAM_ROLES) {
        const r = await probe(route, members[role], ids.business!, role);
        checked++;
        const permission = ACTS_FOR_ROUTES[name];
        const line = `${name} [${role}] → ${r.status} ${r.text.slice(0, 120)}`;
        if (permission === undefined) {
          if (r.status !== 403 || r.body?.message !== teamMessages.ownAccountOnly) failures.push(line);
        } else if (permission !== null && !can(role, permission)) {
          if (r.status !== 403 || r.body?.message !== teamMessages.notAllowed) failures.push(line);
        } else if ([401, 403, 404].includes(r.status) || r.status >= 500) {
          failures.push(line);
        }
      }
    }
    expect(failures).toEqual([]);
    console.log(`team matrix: ${secured().length} routes × ${TEAM_ROLES.length} roles = ${checked} checks`);
  });

  it('answers 404, never data, to every role acting for a business they are not a member of', async () => {
    const failures: string[] = [];
    for (const route of secured()) {
      const name = `${route.method} ${route.url}`;
      const permission = ACTS_FOR_ROUTES[name];
      // Off the listed routes the header is refused outright; /team/businesses ignores it (the caller's own).
      const expected = permission === undefined ? 403 : permission === null ? 200 : 404;
      for (const role of TEAM_ROLES) {
        const r = await probe(route, members[role], otherBusiness, role);
        const leaks = r.text.includes(otherAccount);
        if (r.status !== expected || leaks || (expected !== 200 && r.body?.data !== undefined)) {
          failures.push(`${name} [${role}] → ${r.status} ${r.text.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

/** What the victim owns, to show that nothing of theirs changed. */
async function snapshot() {
  const { rows } = await t.db.query(
    `SELECT (SELECT json_agg(json_build_object('b', balance_minor::text, 'n', account_name) ORDER BY id)
               FROM accounts WHERE user_id = u.id) AS accounts,
            (SELECT count(*)::int FROM transactions WHERE user_id = u.id) AS transactions,
            (SELECT count(*)::int FROM sessions WHERE user_id = u.id AND revoked_at IS NULL) AS sessions,
            (SELECT json_agg(b ORDER BY b.id) FROM beneficiaries b WHERE b.user_id = u.id) AS beneficiaries,
            (SELECT json_agg(json_build_object('status', c.status, 'updated', c.updated_at) ORDER BY c.id)
               FROM cards c WHERE c.user_id = u.id) AS cards,
            u.pin_hmac, u.password_hash, u.kyc_status
       FROM users u WHERE u.uuid = $1`,
    [victim.userUuid],
  );
  return rows[0];
}
