import { errors } from '@owo/contract/messages';
import { opsMessages } from '@owo/contract/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDay } from '#modules/reports/end-of-day.ts';
import { call, createTestApp, signUp, type TestApp } from '#test/harness.ts';
import { createStaff, createStaffTeam, type TestStaff } from '#test/staff.ts';
import { verifyAudit } from './audit.ts';
import { can, PERMISSIONS, type Permission, STAFF_ROLES } from './permissions.ts';
import { sealSecret, totpCode } from './totp.ts';

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
    const email = `totp-${Date.now()}@staff.owo.test`;
    const made = await call(t, 'POST', '/api/sandbox/staff', { body: { email, role: 'support' } });
    const { password, totp_secret: secret } = made.body.data as { password: string; totp_secret: string };
    const t0 = Date.now();
    const code = totpCode(secret, t0);
    const noCode = await login({ email, password });
    expect(noCode.status).toBe(401);
    expect(noCode.body.message).toBe(opsMessages.signInFailed);
    const wrongCode = await login({ email, password, totp: code === '000000' ? '111111' : '000000' });
    expect(wrongCode.status).toBe(401);
    const wrongPassword = await login({ email, password: 'not-it', totp: code });
    expect(wrongPassword.status).toBe(401);
    const first = await login({ email, password, totp: code });
    expect(first.status).toBe(200);
    expect(first.body.data.token).toMatch(/^ops_/);
    expect(first.body.data.staff).toMatchObject({ email, role: 'support' });
    expect(JSON.stringify(first.body)).not.toContain(secret);
    // The same code again, even within its 30 seconds: refused (a code is accepted once).
    const replay = await login({ email, password, totp: code });
    expect(replay.status).toBe(401);
    // The next step's code (within the ±1 step drift) is new: accepted once.
    const next = await login({ email, password, totp: totpCode(secret, t0 + 30_000) });
    expect(next.status).toBe(200);
  });

  it('refuses (401, and says why in the audit log) a code secret sealed under another STAFF_TOTP_KEY', async () => {
    // What `ops:staff` run without the server's STAFF_TOTP_KEY makes: a secret this server cannot open.
    const s = await createStaff(t, 'support');
    await t.db.query('UPDATE staff SET totp_sealed = $2 WHERE uuid = $1', [
      s.uuid,
      sealSecret('another-key-than-the-servers', s.totpSecret),
    ]);
    const r = await login({
      email: s.email,
      password: s.password,
      totp: totpCode(s.totpSecret, Date.now() + 30_000),
    });
    expect(r.status).toBe(401);
    expect(r.body.message).toBe(opsMessages.signInFailed);
    const log = await call(t, 'GET', `/api/ops/audit?subject_id=${s.uuid}&action=staff.sign_in_refused`, {
      token: team.admin.token,
    });
    expect(log.body.data.entries[0].detail.why).toBe('code secret sealed under another STAFF_TOTP_KEY');
  });

  it('limits sign-in attempts per address (STAFF_SIGN_INS_PER_IP: 30 a quarter-hour in production)', async () => {
    const small = await createTestApp({ config: { staffSignInsPerIp: 3 } });
    try {
      const attempt = (n: number) =>
        call(small, 'POST', '/api/ops/auth/login', {
          body: { email: `nobody${n}@staff.owo.test`, password: 'x', totp: '123456' },
        });
      for (const n of [1, 2, 3]) expect((await attempt(n)).status).toBe(401);
      expect((await attempt(4)).status).toBe(429);
    } finally {
      await small.close();
    }
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
    // Who is signed in, as the staff page lists them: when they joined and enrolled, not blanks.
    const listed = await call(t, 'GET', '/api/ops/staff', { token: team.admin.token });
    expect(me.body.data.staff).toEqual(
      listed.body.data.staff.find((s: { uuid: string }) => s.uuid === me.body.data.staff.uuid),
    );
    expect(Date.parse(me.body.data.staff.enrolled_at)).not.toBeNaN();
  });

  it('refuses, route by route, a customer token on every /api/ops route and a staff token on every customer route', async () => {
    const c = await signUp(t);
    const fill = (url: string) => url.replace(/:[a-z_]+/g, '00000000-0000-4000-8000-000000000000');
    const failures: string[] = [];
    let checked = 0;
    for (const route of t.app.routeTable.filter((r) => r.auth && r.url.startsWith('/api/'))) {
      // On a staff route, the customer's token; on a customer route, the support agent's.
      const token = route.staff ? c.token : team.support.token;
      const r = await t.app.inject({
        method: route.method as 'GET',
        url: fill(route.url),
        headers: { authorization: `Bearer ${token}`, 'x-client-type': 'web' },
        remoteAddress: t.ip,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      checked++;
      if (r.statusCode !== 401 || r.json().message !== errors.unauthenticated)
        failures.push(
          `${route.method} ${route.url} [${route.staff ? 'customer' : 'staff'}] → ${r.statusCode}`,
        );
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(100);
    // Neither token was harmed by being refused: each still works where it belongs.
    expect((await call(t, 'GET', '/api/ops/me', { token: team.support.token })).status).toBe(200);
    expect((await call(t, 'GET', '/api/profile', { token: c.token })).status).toBe(200);
  });

  it('keeps a session used within 15 minutes alive', async () => {
    const s = await createStaff(t, 'support');
    await t.db.query(
      "UPDATE staff_sessions SET last_seen_at = now() - interval '14 minutes' WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')",
      [s.token],
    );
    expect((await call(t, 'GET', '/api/ops/me', { token: s.token })).status).toBe(200);
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

  it('lets admins, and nobody else, propose staff', async () => {
    const body = { email: `new-${Date.now()}@staff.owo.test`, role: 'support' };
    const bySupport = await call(t, 'POST', '/api/ops/staff', { token: team.support.token, body });
    expect(bySupport.status).toBe(403);
    const byAdmin = await call(t, 'POST', '/api/ops/staff', { token: team.admin.token, body });
    expect(byAdmin.status).toBe(200);
  });
});

/** The enrolment link the sandbox e-mailed to `email` (the newest), as its owner reads it. */
async function enrolLink(email: string): Promise<string> {
  const mail = await call(t, 'GET', `/api/sandbox/emails?address=${encodeURIComponent(email)}`);
  const body = String(mail.body.data[0]?.body ?? '');
  const code = /\/ops\/enrol\/([A-Za-z0-9_-]+)/.exec(body)?.[1];
  expect(code, body).toBeTruthy();
  return code!;
}

describe('a staff account takes two admins', () => {
  it('is proposed by one, made only when another approves, and its owner alone sets its credentials', async () => {
    const second = await createStaff(t, 'admin');
    const email = `finance-${Date.now()}@staff.owo.test`;
    const proposed = await call(t, 'POST', '/api/ops/staff', {
      token: team.admin.token,
      body: { email, role: 'finance' },
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    expect(proposed.body.message).toBe(opsMessages.staffProposed);
    const proposal = proposed.body.data.proposal;
    expect(proposal).toMatchObject({ email, role: 'finance', proposed_by: { uuid: team.admin.uuid } });
    const list = await call(t, 'GET', '/api/ops/staff', { token: second.token });
    expect(list.body.data.staff.map((x: { email: string }) => x.email)).not.toContain(email);
    expect(list.body.data.proposals.map((x: { uuid: string }) => x.uuid)).toContain(proposal.uuid);
    const again = await call(t, 'POST', '/api/ops/staff', {
      token: second.token,
      body: { email, role: 'admin' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(opsMessages.staffProposalWaiting);

    // The proposer cannot approve their own.
    const own = await call(t, 'POST', `/api/ops/staff/proposals/${proposal.uuid}/approve`, {
      token: team.admin.token,
    });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(opsMessages.staffOwnProposal);

    // Another admin approves: the account is made, and no credential, nor the link, is shown to anyone.
    const approved = await call(t, 'POST', `/api/ops/staff/proposals/${proposal.uuid}/approve`, {
      token: second.token,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(Object.keys(approved.body.data).sort()).toEqual(['email', 'enrol_expires_at', 'role']);
    const code = await enrolLink(email);
    expect(JSON.stringify(approved.body)).not.toContain(code);
    expect((await login({ email, password: 'x'.repeat(12), totp: '000000' })).status).toBe(401);

    // Its owner enrols: their own password, their own authenticator, a code from it. The link then stops.
    expect((await call(t, 'GET', `/api/ops/enrol/${code}`)).body.data).toEqual({ email, role: 'finance' });
    const short = await call(t, 'POST', `/api/ops/enrol/${code}/password`, {
      body: { password: 'short', password_confirmation: 'short' },
    });
    expect(short.status).toBe(400);
    const password = 'my own long passphrase';
    const chosen = await call(t, 'POST', `/api/ops/enrol/${code}/password`, {
      body: { password, password_confirmation: password },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body.data.qr_svg).toContain('<svg');
    const secret = chosen.body.data.totp_secret as string;
    // Not enrolled until a code from the new authenticator comes back.
    expect((await login({ email, password, totp: totpCode(secret, Date.now()) })).status).toBe(401);
    const t0 = Date.now();
    const bad = ['000000', '111111', '222222'].find(
      (c) => ![-30_000, 0, 30_000].some((d) => totpCode(secret, t0 + d) === c),
    )!;
    const wrong = await call(t, 'POST', `/api/ops/enrol/${code}/confirm`, { body: { totp: bad } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(opsMessages.enrolCodeWrong);
    const done = await call(t, 'POST', `/api/ops/enrol/${code}/confirm`, {
      body: { totp: totpCode(secret, t0) },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await call(t, 'GET', `/api/ops/enrol/${code}`)).status).toBe(404);
    // The code that enrolled is spent; the next one signs in.
    expect((await login({ email, password, totp: totpCode(secret, t0) })).status).toBe(401);
    const now = await login({ email, password, totp: totpCode(secret, t0 + 30_000) });
    expect(now.status, JSON.stringify(now.body)).toBe(200);
    expect(now.body.data.staff).toMatchObject({ email, role: 'finance' });

    const existing = await call(t, 'POST', '/api/ops/staff', {
      token: team.admin.token,
      body: { email, role: 'support' },
    });
    expect(existing.status).toBe(409);
    expect(existing.body.message).toBe(opsMessages.staffExists);
    // Both people are on the record, and the owner's own enrolment.
    const audit = await call(t, 'GET', `/api/ops/audit?subject_id=${proposal.uuid}`, { token: second.token });
    expect(audit.body.data.entries.map((e: { action: string }) => e.action)).toEqual(['staff.propose']);
    const made = await call(t, 'GET', '/api/ops/audit?action=staff.create&limit=5', { token: second.token });
    const entry = made.body.data.entries.find(
      (e: { detail: { email?: string } }) => e.detail.email === email,
    );
    expect(entry).toMatchObject({ staff_email: second.email, detail: { proposed_by: team.admin.email } });
    const enrolled = await call(t, 'GET', '/api/ops/audit?action=staff.enrolled&limit=5', {
      token: second.token,
    });
    expect(enrolled.body.data.entries[0]).toMatchObject({ staff_email: email });
  });

  it('answers a plain 404 for a link used, expired or never made', async () => {
    const second = await createStaff(t, 'admin');
    const email = `late-${Date.now()}@staff.owo.test`;
    const proposed = await call(t, 'POST', '/api/ops/staff', {
      token: team.admin.token,
      body: { email, role: 'support' },
    });
    await call(t, 'POST', `/api/ops/staff/proposals/${proposed.body.data.proposal.uuid}/approve`, {
      token: second.token,
    });
    const code = await enrolLink(email);
    // Skipping the password step: no code is taken, and the account stays unenrolled.
    const skipped = await call(t, 'POST', `/api/ops/enrol/${code}/confirm`, { body: { totp: '123456' } });
    expect(skipped.status).toBe(409);
    expect(skipped.body.message).toBe(opsMessages.enrolPasswordFirst);
    await t.db.query(`UPDATE staff SET enrol_expires_at = now() - interval '1 minute' WHERE email = $1`, [
      email,
    ]);
    const expired = await call(t, 'GET', `/api/ops/enrol/${code}`);
    expect(expired.status).toBe(404);
    expect(expired.body.message).toBe(opsMessages.enrolNotFound);
    expect((await call(t, 'GET', `/api/ops/enrol/${'A'.repeat(32)}`)).body.message).toBe(
      opsMessages.enrolNotFound,
    );
  });

  it('can be withdrawn while it waits, and is then approved by nobody', async () => {
    const second = await createStaff(t, 'admin');
    const email = `withdrawn-${Date.now()}@staff.owo.test`;
    const proposed = await call(t, 'POST', '/api/ops/staff', {
      token: team.admin.token,
      body: { email, role: 'admin' },
    });
    const uuid = proposed.body.data.proposal.uuid;
    const withdrawn = await call(t, 'POST', `/api/ops/staff/proposals/${uuid}/withdraw`, {
      token: team.admin.token,
    });
    expect(withdrawn.status).toBe(200);
    const late = await call(t, 'POST', `/api/ops/staff/proposals/${uuid}/approve`, { token: second.token });
    expect(late.status).toBe(404);
    expect(late.body.message).toBe(opsMessages.staffProposalNotFound);
    // The email may be proposed again.
    const anew = await call(t, 'POST', '/api/ops/staff', {
      token: team.admin.token,
      body: { email, role: 'support' },
    });
    expect(anew.status).toBe(200);
  });
});

describe('a lost authenticator', () => {
  it('is reset by two admins: the member signs in again only after enrolling anew from their own mailbox', async () => {
    const second = await createStaff(t, 'admin');
    const member = await createStaff(t, 'finance');
    const proposed = await call(t, 'POST', `/api/ops/staff/${member.uuid}/reset`, {
      token: team.admin.token,
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    expect(proposed.body.message).toBe(opsMessages.resetProposed);
    const proposal = proposed.body.data.proposal;
    expect(proposal).toMatchObject({ kind: 'reset', email: member.email, role: 'finance' });
    // Nothing changes until a second admin approves: the member still works.
    expect((await call(t, 'GET', '/api/ops/me', { token: member.token })).status).toBe(200);
    const twice = await call(t, 'POST', `/api/ops/staff/${member.uuid}/reset`, { token: second.token });
    expect(twice.status).toBe(409);
    const own = await call(t, 'POST', `/api/ops/staff/proposals/${proposal.uuid}/approve`, {
      token: team.admin.token,
    });
    expect(own.status).toBe(403);

    const approved = await call(t, 'POST', `/api/ops/staff/proposals/${proposal.uuid}/approve`, {
      token: second.token,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.message).toBe(opsMessages.resetApproved);
    // Their session has ended, and the old password and authenticator open nothing.
    expect((await call(t, 'GET', '/api/ops/me', { token: member.token })).status).toBe(401);
    const t0 = Date.now();
    expect(
      (await login({ email: member.email, password: member.password, totp: totpCode(member.totpSecret, t0) }))
        .status,
    ).toBe(401);
    const code = await enrolLink(member.email);
    expect(JSON.stringify(approved.body)).not.toContain(code);
    const password = 'a brand new passphrase';
    const chosen = await call(t, 'POST', `/api/ops/enrol/${code}/password`, {
      body: { password, password_confirmation: password },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const secret = chosen.body.data.totp_secret as string;
    expect(secret).not.toBe(member.totpSecret);
    const done = await call(t, 'POST', `/api/ops/enrol/${code}/confirm`, {
      body: { totp: totpCode(secret, t0) },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const back = await login({ email: member.email, password, totp: totpCode(secret, t0 + 30_000) });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data.staff).toMatchObject({ uuid: member.uuid, role: 'finance' });
    const record = await call(t, 'GET', `/api/ops/audit?subject_id=${member.uuid}`, { token: second.token });
    expect(record.body.data.entries.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['staff.reset.propose', 'staff.reset']),
    );
  });
});

describe('disabling a staff member', () => {
  it('ends their sessions at once and refuses their sign-in; only an admin, never on themselves; audited', async () => {
    const leaver = await createStaff(t, 'finance');
    const staffList = await call(t, 'GET', '/api/ops/staff', { token: team.admin.token });
    const uuid = staffList.body.data.staff.find((s: { email: string }) => s.email === leaver.email).uuid;
    expect(uuid).toBe(leaver.uuid);
    const url = `/api/ops/staff/${uuid}/disable`;
    const body = { reason: 'Left the company on Friday' };

    expect((await call(t, 'POST', url, { token: team.support.token, body })).status).toBe(403);
    const noReason = await call(t, 'POST', url, { token: team.admin.token, body: { reason: '' } });
    expect(noReason.status).toBe(400);
    const self = await call(t, 'POST', `/api/ops/staff/${team.admin.uuid}/disable`, {
      token: team.admin.token,
      body,
    });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(opsMessages.cannotDisableSelf);
    const shouted = await call(t, 'POST', `/api/ops/staff/${team.admin.uuid.toUpperCase()}/disable`, {
      token: team.admin.token,
      body,
    });
    expect(shouted.status).toBe(409);

    const done = await call(t, 'POST', url, { token: team.admin.token, body });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(opsMessages.staffDisabled);
    expect(done.body.data.staff).toMatchObject({ uuid, email: leaver.email });
    expect(done.body.data.staff.disabled_at).not.toBeNull();
    // Their live session is over, and the right password and a fresh code no longer sign them in.
    expect((await call(t, 'GET', '/api/ops/me', { token: leaver.token })).status).toBe(401);
    const again = await login({
      email: leaver.email,
      password: leaver.password,
      totp: totpCode(leaver.totpSecret, Date.now() + 30_000),
    });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(opsMessages.signInFailed);
    expect((await call(t, 'POST', url, { token: team.admin.token, body })).status).toBe(409);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call(t, 'POST', `/api/ops/staff/${unknown}/disable`, { token: team.admin.token, body })).status,
    ).toBe(404);

    const log = await call(t, 'GET', `/api/ops/audit?subject_id=${uuid}&action=staff.disable`, {
      token: team.admin.token,
    });
    expect(log.body.data.entries).toEqual([
      expect.objectContaining({
        staff_email: team.admin.email,
        detail: expect.objectContaining({ reason: body.reason, email: leaver.email }),
      }),
    ]);
  });
});

describe('an admin who leaves', () => {
  it('leaves no proposal behind for a colleague to approve later', async () => {
    const [leaver, second] = await Promise.all([createStaff(t, 'admin'), createStaff(t, 'admin')]);
    const email = `left-behind-${Date.now()}@staff.owo.test`;
    const proposed = await call(t, 'POST', '/api/ops/staff', {
      token: leaver.token,
      body: { email, role: 'admin' },
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    const proposal = proposed.body.data.proposal.uuid as string;
    const disabled = await call(t, 'POST', `/api/ops/staff/${leaver.uuid}/disable`, {
      token: team.admin.token,
      body: { reason: 'Left the company' },
    });
    expect(disabled.status).toBe(200);
    const list = await call(t, 'GET', '/api/ops/staff', { token: second.token });
    expect(list.body.data.proposals.map((x: { uuid: string }) => x.uuid)).not.toContain(proposal);
    const approved = await call(t, 'POST', `/api/ops/staff/proposals/${proposal}/approve`, {
      token: second.token,
    });
    expect(approved.status).toBe(404);
    const log = await call(t, 'GET', `/api/ops/audit?subject_id=${leaver.uuid}&action=staff.disable`, {
      token: team.admin.token,
    });
    expect(log.body.data.entries[0].detail.proposals_withdrawn).toEqual([proposal]);
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

  it('finds entries removed from the end: each closed day keeps the head, and a head kept elsewhere is checked', async () => {
    // A day's close keeps the log's head as it is then (here a day long past: its books are empty).
    await t.db.tx((q) => closeDay(q, '2001-01-01', { check: false }));
    const before = await verifyAudit(t.db);
    expect(before.ok).toBe(true);
    expect(before.head).toEqual({
      id: expect.stringMatching(/^\d+$/),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    await t.db
      .tx(async (q) => {
        // Removing the newest entries leaves a chain that still links; the kept head is what goes missing.
        await q.query('ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_update');
        await q.query(
          `DELETE FROM audit_log WHERE id >= (SELECT audit_head_id FROM eod_days WHERE value_date = '2001-01-01')`,
        );
        const report = await verifyAudit(q);
        expect(report.ok).toBe(false);
        expect(report.problems).toContainEqual(
          expect.stringMatching(/the log's head at the close of 2001-01-01, is missing or changed$/),
        );
        throw new Error('roll back');
      })
      .catch((e: Error) => {
        if (e.message !== 'roll back') throw e;
      });
    // A head printed by an earlier check and kept off the database is checked the same way.
    expect((await verifyAudit(t.db, { given: before.head! })).ok).toBe(true);
    const forged = await verifyAudit(t.db, { given: { id: before.head!.id, hash: 'f'.repeat(64) } });
    expect(forged.problems).toContainEqual(
      expect.stringMatching(/the log's head at the head given, is missing/),
    );
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
