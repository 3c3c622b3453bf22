import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@owo/contract/ops';
import { totpCode } from '#modules/staff/totp.ts';
import { call, type TestApp } from './harness.ts';

export interface TestStaff {
  token: string;
  email: string;
  password: string;
  totpSecret: string;
  role: StaffRole;
  uuid: string;
}

/** A staff member of `role`, created through the sandbox route and signed in with a fresh TOTP code. */
export async function createStaff(t: TestApp, role: StaffRole): Promise<TestStaff> {
  const email = `${role}-${randomBytes(5).toString('hex')}@staff.owo.test`;
  const made = await call(t, 'POST', '/api/sandbox/staff', { body: { email, role } });
  if (made.status !== 200) throw new Error(`sandbox staff: ${made.status} ${JSON.stringify(made.body)}`);
  const { password, totp_secret: totpSecret } = made.body.data as { password: string; totp_secret: string };
  const login = await call(t, 'POST', '/api/ops/auth/login', {
    body: { email, password, totp: totpCode(totpSecret) },
  });
  if (login.status !== 200) throw new Error(`ops login: ${login.status} ${JSON.stringify(login.body)}`);
  const data = login.body.data as { token: string; staff: { uuid: string } };
  return { token: data.token, email, password, totpSecret, role, uuid: data.staff.uuid };
}

/** Every role, one staff member each. */
export async function createStaffTeam(t: TestApp): Promise<Record<StaffRole, TestStaff>> {
  const [support, compliance, finance, admin] = await Promise.all(
    (['support', 'compliance', 'finance', 'admin'] as const).map((r) => createStaff(t, r)),
  );
  return { support: support!, compliance: compliance!, finance: finance!, admin: admin! };
}
