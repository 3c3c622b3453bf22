import { errors, messages } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxBvn } from '#rails/bvn.ts';
import { call, createTestApp, kycBody, randomBvn, signUp, type TestApp } from '#test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface BvnRecordView {
  firstname: string;
  middlename: string;
  lastname: string;
  dob: string;
}

async function record(bvn: string): Promise<BvnRecordView> {
  const r = await call<BvnRecordView>(t, 'GET', `/api/sandbox/bvn/${bvn}`);
  expect(r.status).toBe(200);
  return r.body.data;
}

/** The customer's details as typed: the record's own unless overridden. */
async function bodyFor(bvn: string, overrides: Record<string, unknown> = {}) {
  const person = await record(bvn);
  return kycBody({ bvn, ...person, ...overrides });
}

const submit = (token: string, body: unknown) => call(t, 'POST', '/api/kyc/complete', { token, body });

async function kycStatus(token: string): Promise<string> {
  return (await call(t, 'GET', '/api/profile', { token })).body.data.user.kyc_status;
}

async function reviewCases(userUuid: string) {
  const { rows } = await t.db.query<{
    reason: string;
    mismatched: string[];
    entered: Record<string, string | null>;
    record: Record<string, string | null>;
    bvn_last4: string;
    status: string;
  }>(
    `SELECT reason, mismatched, entered, record, bvn_last4, status FROM kyc_review_cases c
     JOIN users u ON u.id = c.user_id WHERE u.uuid = $1 ORDER BY c.id`,
    [userUuid],
  );
  return rows;
}

describe('the sandbox BVN directory', () => {
  it('names one person per BVN, the same every time, with a date of birth; 00000000000 is not found', async () => {
    const bvn = randomBvn();
    const first = await record(bvn);
    expect(first).toEqual({
      firstname: expect.stringMatching(/^[A-Z][a-z]+$/),
      middlename: expect.stringMatching(/^[A-Z][a-z]+$/),
      lastname: expect.stringMatching(/^[A-Z][a-z]+$/),
      dob: expect.stringMatching(/^(19[5-9]\d|200[0-5])-\d{2}-\d{2}$/),
    });
    expect(await record(bvn)).toEqual(first);
    const missing = await call(t, 'GET', '/api/sandbox/bvn/00000000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: false, message: errors.bvnNotFound });
    const short = await call(t, 'GET', '/api/sandbox/bvn/2221234567');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(messages.bvn);
  });
});

describe('KYC compares what the customer typed with the BVN record', () => {
  it('refuses a first name, last name or birth date that is not the record, says which, and keeps the case for review', async () => {
    const c = await signUp(t);
    const bvn = randomBvn();
    const person = await record(bvn);
    const wrong = await submit(
      c.token,
      await bodyFor(bvn, { firstname: 'Somebody', lastname: 'Else', dob: '1980-01-01' }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(errors.bvnMismatch);
    expect(wrong.body.errors).toEqual({
      firstname: errors.firstnameMismatch,
      lastname: errors.lastnameMismatch,
      dob: errors.dobMismatch,
    });
    expect(await kycStatus(c.token)).toBe('none');

    const dobOnly = await submit(c.token, await bodyFor(bvn, { dob: '1970-02-03' }));
    expect(dobOnly.status).toBe(422);
    expect(dobOnly.body.errors).toEqual({ dob: errors.dobMismatch });

    const cases = await reviewCases(c.userUuid);
    expect(cases).toHaveLength(2);
    expect(cases[0]).toMatchObject({
      reason: 'mismatch',
      status: 'open',
      bvn_last4: bvn.slice(-4),
      mismatched: ['firstname', 'lastname', 'dob'],
      entered: { firstname: 'Somebody', lastname: 'Else', dob: '1980-01-01' },
      record: person,
    });
    expect(JSON.stringify(cases)).not.toContain(bvn);

    // Corrected, it goes through and the reviewer verifies it.
    const fixed = await submit(c.token, await bodyFor(bvn));
    expect(fixed.status).toBe(200);
    await t.app.worker.drain();
    expect(await kycStatus(c.token)).toBe('verified');
  });

  it('matches names in any case, without their accents, in either order, with the middle name optional', async () => {
    const c = await signUp(t);
    const bvn = randomBvn();
    const person = await record(bvn);
    const accented = (name: string) => `${name.slice(0, -1).toUpperCase()}${name.at(-1)}\u0301`;
    const r = await submit(
      c.token,
      await bodyFor(bvn, {
        firstname: `  ${accented(person.lastname)} `,
        lastname: person.firstname.toLowerCase(),
        middlename: '',
      }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // The account carries the name on record, in the record's order.
    expect(r.body.data.user).toMatchObject({ firstname: person.firstname, lastname: person.lastname });
    const accounts = await call(t, 'GET', '/api/accounts', { token: c.token });
    expect(accounts.body.data.account_name).toBe(`${person.firstname} ${person.lastname}`);
  });

  it('refuses a middle name that is not on record, when one is given', async () => {
    const c = await signUp(t);
    const bvn = randomBvn();
    const r = await submit(c.token, await bodyFor(bvn, { middlename: 'Notonrecord' }));
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ middlename: errors.middlenameMismatch });
  });
});

describe('one BVN is one person', () => {
  it('refuses a BVN already verified on another personal account, and keeps the case for review', async () => {
    const bvn = randomBvn();
    const owner = await signUp(t);
    expect((await submit(owner.token, await bodyFor(bvn))).status).toBe(200);
    await t.app.worker.drain();
    const other = await signUp(t);
    const r = await submit(other.token, await bodyFor(bvn));
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(errors.bvnLinked);
    expect(r.body.errors).toEqual({ bvn: errors.bvnLinked });
    expect(await kycStatus(other.token)).toBe('none');
    expect(await reviewCases(other.userUuid)).toEqual([
      expect.objectContaining({ reason: 'bvn_linked', mismatched: ['bvn'], status: 'open' }),
    ]);
  });

  it("lets a business record its director's BVN, the same as the director's own personal account", async () => {
    const bvn = randomBvn();
    const director = await signUp(t);
    expect((await submit(director.token, await bodyFor(bvn))).status).toBe(200);
    const business = await signUp(t, { type: 'business' });
    const r = await submit(
      business.token,
      await bodyFor(bvn, {
        business_name: 'Eko Traders Ltd',
        registration_number: 'RC998877',
        tin: '22334455-0001',
      }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    await t.app.worker.drain();
    expect(await kycStatus(business.token)).toBe('verified');
    expect(await kycStatus(director.token)).toBe('verified');
  });

  it('lets only one of two personal accounts submitting the same BVN at once through', async () => {
    const bvn = randomBvn();
    const customers = await Promise.all([signUp(t), signUp(t), signUp(t)]);
    const body = await bodyFor(bvn);
    const replies = await Promise.all(customers.map((c) => submit(c.token, body)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    await t.app.worker.drain();
    const statuses = await Promise.all(customers.map((c) => kycStatus(c.token)));
    expect(statuses.filter((s) => s === 'verified')).toHaveLength(1);
  });

  it('is enforced by the database itself: a second claim on a personal BVN is refused', async () => {
    const bvn = randomBvn();
    const [a, b] = await Promise.all([signUp(t), signUp(t)]);
    expect((await submit(a.token, await bodyFor(bvn))).status).toBe(200);
    const claim = await t.db.query<{ bvn_hmac: string }>(
      `SELECT s.bvn_hmac FROM kyc_submissions s JOIN users u ON u.id = s.user_id WHERE u.uuid = $1`,
      [a.userUuid],
    );
    await expect(
      t.db.query(
        `INSERT INTO kyc_submissions (user_id, bvn_last4, bvn_hmac, document_type_id, document_number, status,
           verify_after, claims_bvn)
         SELECT id, $2, $3, 2, '12345678901', 'in_review', now(), true FROM users WHERE uuid = $1`,
        [b.userUuid, bvn.slice(-4), claim.rows[0]!.bvn_hmac],
      ),
    ).rejects.toThrow(/kyc_submissions_one_person_per_bvn/);
  });
});

describe('document numbers', () => {
  it('are checked by type: a passport and a licence are accepted, a 5-digit NIN is not', async () => {
    const c = await signUp(t);
    const nin = await submit(c.token, kycBody({ document_type_id: 2, document_number: '12345' }));
    expect(nin.status).toBe(400);
    expect(nin.body.errors).toEqual({ document_number: messages.ninFormat });
    const passport = await submit(c.token, kycBody({ document_type_id: 1, document_number: 'A12345678' }));
    expect(passport.status, JSON.stringify(passport.body)).toBe(200);
    const other = await signUp(t);
    const licence = await submit(
      other.token,
      kycBody({ document_type_id: 3, document_number: 'ABC12345DE67' }),
    );
    expect(licence.status, JSON.stringify(licence.body)).toBe(200);
    const stored = await t.db.query<{ document_number: string }>(
      `SELECT document_number FROM kyc_submissions s JOIN users u ON u.id = s.user_id WHERE u.uuid = $1`,
      [other.userUuid],
    );
    expect(stored.rows[0]!.document_number).toBe('ABC12345DE67');
  });
});

describe('the BVN bureau', () => {
  // The sandbox bureau behind a counter; `down` makes it time out.
  const asked: string[] = [];
  let down = false;
  let bureauApp: TestApp;
  beforeAll(async () => {
    bureauApp = await createTestApp({
      rails: {
        bvn: {
          lookup: async (bvn) => {
            asked.push(bvn);
            if (down) throw new Error('bureau timed out');
            return sandboxBvn.lookup(bvn);
          },
        },
      },
    });
  });
  afterAll(() => bureauApp.close());

  it('is not asked (each lookup is paid for) about a submission refused whatever the record says', async () => {
    const c = await signUp(bureauApp, { kyc: true });
    asked.length = 0;
    for (let i = 0; i < 3; i++) {
      const again = await call(bureauApp, 'POST', '/api/kyc/complete', { token: c.token, body: kycBody() });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(errors.kycDone);
    }
    expect(asked).toEqual([]);
  });

  it('down: the customer is told to try again (503), and can, with the record then', async () => {
    const c = await signUp(bureauApp);
    const bvn = randomBvn();
    const person = await sandboxBvn.lookup(bvn);
    down = true;
    const refused = await call(bureauApp, 'POST', '/api/kyc/complete', {
      token: c.token,
      body: kycBody({ bvn, ...person }),
    });
    down = false;
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(errors.unavailable);
    expect(refused.headers['retry-after']).toBe('5');
    const done = await call(bureauApp, 'POST', '/api/kyc/complete', {
      token: c.token,
      body: kycBody({ bvn, ...person }),
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  });
});
