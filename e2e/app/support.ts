import { randomInt } from 'node:crypto';
import { codeInSms } from '@owo/contract/codes';
import { nubanCheckDigit } from '@owo/contract/nuban';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

// Test-data builders for the wallet stories: customers made through the real API and the sandbox.

export const PASSWORD = 'Sandbox123';
export const PIN = '2580';
const headers = { 'X-Client-Type': 'web' };

/** A fresh, valid Nigerian mobile number (MTN 0803 prefix), so every test has its own customer. */
export function newPhone(): string {
  return `0803${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

export function emailFor(phone: string): string {
  return `e2e.${phone}.${randomInt(0, 1_000_000)}@example.com`;
}

/** The latest code the sandbox SMS outbox holds for a phone ("… code is 123456 …"). */
export async function readOtp(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const reply = await request.get(`/api/sandbox/messages?phone=${encodeURIComponent(phone)}`);
      const body = (await reply.json()) as { data: Array<{ body: string }> };
      code = codeInSms(body.data[0]?.body ?? '') ?? undefined;
      return code;
    })
    .toBeTruthy();
  return code as string;
}

export type Customer = {
  phone: string;
  email: string;
  token: string;
  accountNumber: string;
  /** The BVN record's person, when the customer was made verified. */
  person?: BvnPerson;
};

async function post<T>(request: APIRequestContext, path: string, data: unknown, token?: string): Promise<T> {
  const reply = await request.post(`/api${path}`, {
    data,
    headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
  });
  const body = await reply.json();
  expect(reply.ok(), `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.data as T;
}

async function get<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const reply = await request.get(`/api${path}`, {
    headers: { ...headers, Authorization: `Bearer ${token}` },
  });
  return ((await reply.json()) as { data: T }).data;
}

/** A signed-up customer with a PIN, made through the API (the UI signup has its own story). */
export async function createCustomer(
  request: APIRequestContext,
  opts: { type?: 'personal' | 'business'; verified?: boolean } = {},
): Promise<Customer> {
  const phone = newPhone();
  const email = emailFor(phone);
  await post(request, '/auth/signup/initialize', { country_code: 'NG', phone });
  const otp = await readOtp(request, phone);
  const { uuid } = await post<{ uuid: string }>(request, '/auth/signup/verify', {
    country_code: 'NG',
    phone,
    otp,
  });
  const session = await post<{ token: { access_token: string } }>(request, `/auth/signup/${uuid}/complete`, {
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    type: opts.type ?? 'personal',
    uuid,
  });
  const token = session.token.access_token;
  await post(request, '/profile/pin/setup', { pin: PIN, confirm_pin: PIN }, token);
  const person = opts.verified ? await verifyIdentity(request, token) : undefined;
  const { accounts } = await get<{ accounts: Array<{ account_number: string }> }>(
    request,
    '/accounts',
    token,
  );
  return { phone, email, token, accountNumber: accounts[0]!.account_number, ...(person ? { person } : {}) };
}

/** A fresh 11-digit BVN: one BVN verifies one personal account, so every story's customer needs their own. */
export function newBvn(): string {
  return `2${String(randomInt(0, 1_000_000_000)).padStart(10, '0')}`;
}

export type BvnPerson = { firstname: string; middlename: string; lastname: string; dob: string };

/** The person the sandbox BVN directory holds for a BVN (GET /api/sandbox/bvn/{bvn}). */
export async function bvnRecord(request: APIRequestContext, bvn: string): Promise<BvnPerson> {
  const reply = await request.get(`/api/sandbox/bvn/${bvn}`, { headers });
  expect(reply.ok(), `bvn record: ${await reply.text()}`).toBe(true);
  return ((await reply.json()) as { data: BvnPerson }).data;
}

/**
 * Completes KYC through the API with a fresh BVN and its record's own names and birth date (KYC compares
 * them), then waits for the sandbox reviewer. `extra` adds fields (a business's details) or overrides them.
 */
export async function verifyIdentity(
  request: APIRequestContext,
  token: string,
  extra: Record<string, string> = {},
): Promise<BvnPerson> {
  const bvn = newBvn();
  const person = await bvnRecord(request, bvn);
  await post(
    request,
    '/kyc/complete',
    {
      firstname: person.firstname,
      lastname: person.lastname,
      dob: person.dob,
      bvn,
      country: 'Nigeria',
      state: 'Lagos',
      address: '1 Marina',
      city: 'Lagos',
      postal_code: '100001',
      document_number: 'A12345678',
      document_type_id: 1,
      ...extra,
    },
    token,
  );
  await expect
    .poll(
      async () => (await get<{ user: { kyc_status: string } }>(request, '/profile', token)).user.kyc_status,
      {
        timeout: 20_000,
      },
    )
    .toBe('verified');
  return person;
}

/** Money in, as an inbound bank transfer (sandbox deposit). */
export async function deposit(request: APIRequestContext, accountNumber: string, amount: number) {
  await post(request, '/sandbox/deposits', { account_number: accountNumber, amount });
}

/** A 10-digit account number that passes the NUBAN check for a bank code (the sandbox's name enquiry). */
export function nubanFor(bankCode: string): string {
  const serial = String(randomInt(100_000_000, 1_000_000_000));
  return `${serial}${nubanCheckDigit(bankCode, serial)}`;
}

/**
 * Logs in through the form. From a device the account has not seen (a context opened without the stories'
 * shared X-Device-Id), the API asks for the code it texted: it is read from the sandbox and typed in, which
 * needs the phone (`login` itself, or `opts.phone` when logging in by e-mail).
 */
export async function logIn(page: Page, login: string, opts: { rememberMe?: boolean; phone?: string } = {}) {
  await page.goto('/login');
  await page.getByLabel('Phone number or email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  if (opts.rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log in' }).click();
  const confirmDevice = page.getByRole('heading', { name: 'Confirm this device' });
  await expect
    .poll(async () => /\/dashboard$/.test(page.url()) || (await confirmDevice.isVisible()), {
      timeout: 15_000,
    })
    .toBe(true);
  if (await confirmDevice.isVisible()) {
    const phone = opts.phone ?? login;
    await typeCode(page, 'Verification code', await readOtp(page.request, phone));
    await page.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Types a code (4 or 6 digits) into the boxes: each box takes one digit and moves on. */
export async function typeCode(page: Page, label: string, code: string) {
  await page.getByLabel(`${label}, digit 1 of ${code.length}`).click();
  await page.keyboard.type(code);
}

/** A full-page picture of the screen at phone width, kept with the test results. */
export async function screen(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

export function naira(amount: number): string {
  return new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(amount);
}

export const phoneViewport = { width: 375, height: 812 };

/**
 * The newest toast with this text (react-hot-toast renders each as a polite status message): its whole text,
 * or its title line when it has two ('Successful', then "Your money is on its way…").
 */
export function toast(page: Page, text: string | RegExp) {
  const hasText =
    typeof text === 'string' ? new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : text;
  const statuses = page.getByRole('status');
  return statuses
    .filter({ has: page.locator('span').filter({ hasText }) })
    .or(statuses.filter({ hasText }))
    .last();
}

export type StaffMember = { email: string; password: string; totpSecret: string; role: string };

/** A console staff member of `role`, made with the sandbox route (404 in production). */
export async function createStaffMember(request: APIRequestContext, role: string): Promise<StaffMember> {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@staff.owo.test`;
  const r = await request.post('/api/sandbox/staff', { data: { email, role } });
  expect(r.status()).toBe(200);
  const data = (await r.json()).data as { password: string; totp_secret: string };
  return { email, password: data.password, totpSecret: data.totp_secret, role };
}

/** The authenticator app's code for a staff member, `stepsAhead` 30-second steps from now (a code works once). */
export function staffCode(staff: StaffMember, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(staff.totpSecret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/** Signs a staff member in to the console at /ops. */
export async function staffSignIn(page: Page, staff: StaffMember, stepsAhead = 0) {
  await page.goto('/ops/login');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByLabel('Authenticator code').fill(staffCode(staff, stepsAhead));
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The session check and the page's chunk can take more than 5 s on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
}

/** A call of the API as `token`'s customer, from the stories' device; fails the story unless it succeeds. */
export const apiPost = <T>(request: APIRequestContext, path: string, data: unknown, token: string) =>
  post<T>(request, path, data, token);

/** A browser context of its own (a staff member's own machine), signed in to the console. */
export async function consoleFor(browser: Browser, staff: StaffMember, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, extraHTTPHeaders: headers });
  const page = await context.newPage();
  await staffSignIn(page, staff);
  return page;
}
