import { errors } from '@owo/contract/messages';
import { opsMessages } from '@owo/contract/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp } from '#test/harness.ts';
import { createStaff, createStaffTeam, type TestStaff } from '#test/staff.ts';
import { verifyAudit } from './audit.ts';
import { can, PERMISSIONS, type Permission, STAFF_ROLES } from './permissions.ts';
import { totpCode } from './totp.ts';

let t: TestApp;
let team: Awaited<ReturnType<typeof createStaffTeam>>;

beforeAll(async () => {
  t = await createTestApp();
  team = await createStaffTeam(t);
});
afterAll(async () => {
  await t?.close();
});

const login = (body: Record<string, unknown>) => call(t, 'POST', '/api/ops/auth/login', { body });

describe('staff sign-in', () => {
  it('needs the password and a TOTP code: a missing or wrong code is a 401, and so is a reused one', async () => {
    const s = await createStaff(t, 'support');
    const noCode = await login({ email: s.email, password: s.password });
    expect(noCode.status).toBe(401);
    expect(noCode.body.message).toBe(opsMessages.signInFailed);
    const wrongCode = await login({
      email: s.email,
      password: s.password,
      totp: '000000' === totpCode(s.totpSecret) ? '111111' : '000000',
    });
    expect(wrongCode.status).toBe(401);
    const wrongPassword = await login({
      email: s.email,
      password: 'not-it',
      totp: totpCode(s.totpSecret, Date.now() + 30_000),
    });
    expect(wrongPassword.status).toBe(401);
    // The code createStaff signed in with (this step's) is spent: it is not accepted again.
    const replay = await login({ email: s.email, password: s.password, totp: totpCode(s.totpSecret) });
    expect(replay.status).toBe(401);
    // The next step's code (within the ±1 step drift) is new: accepted once.
    const next = await login({
      email: s.email,
      password: s.password,
      totp: totpCode(s.totpSecret, Date.now() + 30_000),
    });
    expect(next.status).toBe(200);
    expect(next.body.data.token).toMatch(/^ops_/);
    expect(next.body.data.staff).toMatchObject({ email: s.email, role: 'support' });
    expect(JSON.stringify(next.body)).not.toContain(s.totpSecret);
  });

  it('refuses an unknown email exactly like a wrong password', async () => {
    const r = await login({ email: 'nobody@staff.owo.test', password: 'x', totp: '123456' });
    expect(r.status).toBe(401);
    expect(r.body.message).toBe(opsMessages.signInFailed);
  });
});

describe('staff and customer sessions stay apart', () => {
  it("refuses a customer's token on /api/ops and a staff token on customer routes", async () => {
    const c = await signUp(t);
    const asCustomer = await call(t, 'GET', '/api/ops/me', { token: c.token });
    expect(asCustomer.status).toBe(401);
    expect(asCustomer.body.message).toBe(errors.unauthenticated);
    const asStaff = await call(t, 'GET', '/api/profile', { token: team.support.token });
    expect(asStaff.status).toBe(401);
    const me = await call(t, 'GET', '/api/ops/me', { token: team.support.token });
    expect(me.status).toBe(200);
    expect(me.body.data.permissions).toContain('customers.read');
    expect(me.body.data.permissions).not.toContain('staff.manage');
  });

  it('ends a session after 15 idle minutes, and at sign-out', async () => {
    const s = await createStaff(t, 'finance');
    expect((await call(t, 'GET', '/api/ops/me', { token: s.token })).status).toBe(200);
    await t.db.query(
      "UPDATE staff_sessions SET last_seen_at = now() - interval '16 minutes' WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')",
      [s.token],
    );
    expect((await call(t, 'GET', '/api/ops/me', { token: s.token })).status).toBe(401);
    const again = await login({
      email: s.email,
      password: s.password,
      totp: totpCode(s.totpSecret, Date.now() + 30_000),
    });
    const token = again.body.data.token as string;
    expect((await call(t, 'POST', '/api/ops/auth/logout', { token })).status).toBe(200);
    expect((await call(t, 'GET', '/api/ops/me', { token })).status).toBe(401);
  });
});

describe('the permission matrix', () => {
  it('is checked on every ops route for every role: allowed where the matrix says, 403 elsewhere', async () => {
    const ops = t.app.routeTable.filter((r) => r.staff);
    expect(ops.length).toBeGreaterThanOrEqual(6);
    const failures: string[] = [];
    for (const route of ops) {
      const permission = route.staff!.permission as Permission;
      expect(Object.keys(PERMISSIONS)).toContain(permission);
      for (const role of STAFF_ROLES) {
        // A fresh session for sign-out, so the other checks keep theirs.
        const who: TestStaff = route.url.endsWith('/logout') ? await createStaff(t, role) : team[role];
        const url = route.url.replace(/:[a-z_]+/g, '00000000-0000-4000-8000-000000000000');
        const r = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { authorization: `Bearer ${who.token}` },
          remoteAddress: t.ip,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const allowed = can(role, permission);
        const line = `${route.method} ${route.url} [${role}] → ${r.statusCode}`;
        if (allowed && (r.statusCode === 401 || r.statusCode === 403)) failures.push(line);
        if (!allowed && (r.statusCode !== 403 || r.json().message !== opsMessages.notAllowed))
          failures.push(line);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets an admin create staff (credentials and QR once) and nobody else', async () => {
    const body = { email: `new-${Date.now()}@staff.owo.test`, role: 'support' };
    const r = await call(t, 'POST', '/api/ops/staff', { token: team.admin.token, body });
    expect(r.status).toBe(200);
    expect(r.body.data.otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    expect(r.body.data.qr_svg).toContain('<svg');
    const dup = await call(t, 'POST', '/api/ops/staff', { token: team.admin.token, body });
    expect(dup.status).toBe(409);
    const bySupport = await call(t, 'POST', '/api/ops/staff', { token: team.support.token, body });
    expect(bySupport.status).toBe(403);
  });
});

describe('the audit log', () => {
  it('records sign-ins and refusals, chained, and the database refuses to change or delete an entry', async () => {
    const r = await call(t, 'GET', `/api/ops/audit?staff=${team.finance.uuid}`, { token: team.admin.token });
    expect(r.status).toBe(200);
    expect(r.body.data.entries.map((e: { action: string }) => e.action)).toContain('staff.sign_in');
    expect(r.body.data.chain_ok).toBe(true);
    await expect(
      t.db.query("UPDATE audit_log SET action = 'nothing' WHERE id = (SELECT max(id) FROM audit_log)"),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.db.query('DELETE FROM audit_log WHERE id = (SELECT max(id) FROM audit_log)'),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect((await verifyAudit(t.db)).ok).toBe(true);
  });

  it('finds a tampered entry: audit:verify recomputes every hash', async () => {
    // With the triggers briefly off (what an attacker with the database's owner rights could do).
    await t.db
      .tx(async (q) => {
        await q.query('ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update');
        await q.query(
          "UPDATE audit_log SET detail = '{\"forged\": true}' WHERE id = (SELECT max(id) FROM audit_log WHERE action = 'staff.sign_in')",
        );
        const report = await verifyAudit(q);
        expect(report.ok).toBe(false);
        expect(report.problems[0]).toMatch(/contents do not match/);
        throw new Error('roll back');
      })
      .catch((e: Error) => {
        if (e.message !== 'roll back') throw e;
      });
    expect((await verifyAudit(t.db)).ok).toBe(true);
  });

  it('exports as CSV with formula-safe cells, for admins only', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/ops/audit.csv',
      headers: { authorization: `Bearer ${team.admin.token}` },
      remoteAddress: t.ip,
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.body.split('\n')[0]).toBe('id,at,staff,actor,action,subject_type,subject_id,detail,hash');
    const bySupport = await call(t, 'GET', '/api/ops/audit.csv', { token: team.support.token });
    expect(bySupport.status).toBe(403);
  });
});
