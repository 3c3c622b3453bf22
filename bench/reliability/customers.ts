import { randomBytes, randomInt } from 'node:crypto';
import { codeInSms } from '@owo/contract/codes';
import { kycPerson } from '../lib/kyc-person.ts';
import { pool, request, type Stats } from './client.ts';

export interface Customer {
  index: number;
  phone: string;
  token: string;
  userUuid: string;
  accountNumber: string;
  accountUuid: string;
  depositMinor: bigint;
}

export const PIN = '2580';
const PASSWORD = 'Reliab1lity';

async function must(label: string, p: Promise<{ status: number; body: unknown }>) {
  const r = await p;
  if (r.status !== 200) throw new Error(`${label}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  // biome-ignore lint/suspicious/noExplicitAny: replies are read loosely here.
  return r.body as any;
}

/** One customer signed up over HTTP as the web app does it: OTP from the sandbox, PIN, KYC, a deposit. */
async function signUp(base: string, index: number, depositNaira: number, stats: Stats): Promise<Customer> {
  const phone = `080${randomInt(3, 10)}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  const call = (method: string, path: string, body?: unknown, token?: string) =>
    request(base, method, path, { body, token, stats });
  await must('initialize', call('POST', '/api/auth/signup/initialize', { country_code: 'NG', phone }));
  const sms = await must('messages', call('GET', `/api/sandbox/messages?phone=${phone}`));
  const otp = codeInSms(sms.data[0]?.body ?? '');
  if (!otp) throw new Error(`no OTP for ${phone}`);
  const verified = await must(
    'verify',
    call('POST', '/api/auth/signup/verify', { country_code: 'NG', phone, otp }),
  );
  const uuid = verified.data.uuid;
  const done = await must(
    'complete',
    call('POST', `/api/auth/signup/${uuid}/complete`, {
      email: `rel${randomBytes(6).toString('hex')}@example.ng`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      type: 'personal',
      uuid,
    }),
  );
  const token: string = done.data.token.access_token;
  const bank = done.data.user.banks[0];
  await must('pin', call('POST', '/api/profile/pin/setup', { pin: PIN, confirm_pin: PIN }, token));
  await must(
    'kyc',
    call(
      'POST',
      '/api/kyc/complete',
      {
        ...kycPerson(),
        country: 'Nigeria',
        state: 'Lagos',
        address: '1 Marina',
        city: 'Lagos',
        postal_code: '100001',
        document_number: '12345678901',
        document_type_id: 2,
      },
      token,
    ),
  );
  await must(
    'deposit',
    call('POST', '/api/sandbox/deposits', { account_number: bank.account_number, amount: depositNaira }),
  );
  return {
    index,
    phone,
    token,
    userUuid: done.data.user.uuid,
    accountNumber: bank.account_number,
    accountUuid: bank.uuid,
    depositMinor: BigInt(depositNaira) * 100n,
  };
}

export async function signUpAll(
  base: string,
  count: number,
  depositNaira: number,
  stats: Stats,
): Promise<Customer[]> {
  const indexes = Array.from({ length: count }, (_, i) => i);
  return pool(indexes, 6, (i) => signUp(base, i, depositNaira, stats));
}

/** Waits until the sandbox reviewer has verified every customer's KYC (tier 3 limits), at most `timeoutMs`. */
export async function awaitKyc(base: string, customers: Customer[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let waiting = customers;
  while (waiting.length > 0 && Date.now() < deadline) {
    const states = await pool(waiting, 8, async (c) => {
      const r = await request(base, 'GET', '/api/profile', { token: c.token });
      return r.body?.data?.user?.kyc_status === 'verified';
    });
    waiting = waiting.filter((_, i) => !states[i]);
    if (waiting.length > 0) await new Promise((r) => setTimeout(r, 300));
  }
  if (waiting.length > 0) throw new Error(`${waiting.length} customers still not KYC-verified`);
}
