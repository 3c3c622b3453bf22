import { DOCUMENT_TYPES } from '@owo/contract/kyc';
import { errors, messages } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, kycBody, signUp, type TestApp } from '#test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('KYC', () => {
  it('lists document types', async () => {
    const c = await signUp(t);
    const r = await call(t, 'GET', '/api/kyc/document-types', { token: c.token });
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBeGreaterThanOrEqual(3);
    // The contract checks each type's number format by these ids (DOCUMENT_TYPES): the table must agree.
    expect(r.body.data).toEqual(DOCUMENT_TYPES.map(({ id, name }) => ({ id, name })));
  });

  it('shows every spec message for a personal customer', async () => {
    const c = await signUp(t);
    const r = await call(t, 'POST', '/api/kyc/complete', { token: c.token, body: {} });
    expect(r.status).toBe(400);
    expect(r.body.errors).toMatchObject({
      firstname: messages.firstname,
      lastname: messages.lastname,
      dob: messages.dob,
      bvn: messages.bvn,
      country: messages.country,
      state: messages.state,
      address: messages.address,
      city: messages.city,
      postal_code: messages.postalCode,
      document_number: messages.documentNumber,
      document_type_id: messages.documentType,
    });
    const letters = await call(t, 'POST', '/api/kyc/complete', {
      token: c.token,
      body: kycBody({ bvn: '12345abc901', postal_code: 'AB12' }),
    });
    expect(letters.body.errors).toMatchObject({ bvn: messages.bvn, postal_code: messages.postalCode });
  });

  it('requires the business fields of business customers only', async () => {
    const personal = await signUp(t);
    expect(
      (await call(t, 'POST', '/api/kyc/complete', { token: personal.token, body: kycBody() })).status,
    ).toBe(200);
    const business = await signUp(t, { type: 'business' });
    const r = await call(t, 'POST', '/api/kyc/complete', { token: business.token, body: kycBody() });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({
      business_name: messages.businessName,
      registration_number: messages.registrationNumber,
      tin: messages.tin,
    });
    const ok = await call(t, 'POST', '/api/kyc/complete', {
      token: business.token,
      body: kycBody({
        business_name: 'Eko Traders Ltd',
        registration_number: 'RC998877',
        tin: '22334455-0001',
      }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.business_name).toBe('Eko Traders Ltd');
    const accounts = await call(t, 'GET', '/api/accounts', { token: business.token });
    expect(accounts.body.data.account_name).toBe('Eko Traders Ltd');
  });

  it('refuses an unknown BVN, then goes in_review and is verified by the sandbox reviewer', async () => {
    const c = await signUp(t);
    const unknown = await call(t, 'POST', '/api/kyc/complete', {
      token: c.token,
      body: kycBody({ bvn: '00000000000' }),
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.bvn).toBe(errors.bvnNotFound);
    const body = kycBody();
    const r = await call(t, 'POST', '/api/kyc/complete', { token: c.token, body });
    expect(r.status).toBe(200);
    expect(r.body.data.user).toMatchObject({
      has_kyc: true,
      kyc_status: 'in_review',
      firstname: body.firstname,
    });
    const again = await call(t, 'POST', '/api/kyc/complete', { token: c.token, body });
    expect(again.status).toBe(409);
    await t.app.worker.drain();
    const profile = await call(t, 'GET', '/api/profile', { token: c.token });
    expect(profile.body.data.user.kyc_status).toBe('verified');
    // The customer is told in the app (the inbox, and an open event stream), not by a text.
    const told = await t.db.query<{ kind: string; type: string; title: string; alerted: boolean }>(
      `SELECT e.kind, e.payload->>'type' AS type, e.payload->>'title' AS title, e.alerted_at IS NOT NULL AS alerted
       FROM events e JOIN users u ON u.id = e.user_id WHERE u.uuid = $1 AND e.kind = 'security'`,
      [c.userUuid],
    );
    expect(told.rows).toEqual([
      { kind: 'security', type: 'kyc_approved', title: 'Identity verified', alerted: true },
    ]);
    const stored = await t.db.query<{ bvn_last4: string; bvn_hmac: string }>(
      'SELECT bvn_last4, bvn_hmac FROM kyc_submissions s JOIN users u ON u.id = s.user_id WHERE u.uuid = $1',
      [c.userUuid],
    );
    expect(stored.rows[0]!.bvn_last4).toBe(body.bvn.slice(-4));
    expect(stored.rows[0]!.bvn_hmac).not.toContain(body.bvn);
  });
});
