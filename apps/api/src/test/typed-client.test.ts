import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, TEST_DEVICE_ID, type TestApp } from './harness.ts';
import { typedClient } from './openapi-client.ts';
import { PIN, validNuban } from './transfers-helpers.ts';

// A client generated from the served document (openapi-typescript + openapi-fetch) drives the real app: if
// the document drifts from what the server accepts or answers, the types or these calls break.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the typed client generated from the API document', () => {
  it('signs in, sends a bank transfer with an Idempotency-Key, replays it once-debited, and reads the history', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 10_000 });
    const device = { 'x-device-id': TEST_DEVICE_ID, 'x-client-type': 'web' };
    const anonymous = typedClient(t, device);

    const login = await anonymous.POST('/auth/login', { body: { phone: c.phone, password: c.password } });
    expect(login.response.status).toBe(200);
    const session = login.data?.data;
    if (!session || !('token' in session)) throw new Error(`login: ${JSON.stringify(login.error)}`);
    const api = typedClient(t, { ...device, authorization: `Bearer ${session.token.access_token}` });

    const key = randomUUID();
    const body = {
      amount: 2000,
      name: 'Someone',
      note: 'Rent',
      currency: 'NGN' as const,
      account_number: validNuban('058'),
      bank_name: 'Guaranty Trust Bank',
      bank_code: '058',
      pin: PIN,
    };
    const send = () =>
      api.POST('/transfer/remittance/send', { params: { header: { 'idempotency-key': key } }, body });
    const first = await send();
    expect(first.response.status).toBe(200);
    expect(first.data?.message).toBe('Transfer is processing');
    const again = await send();
    expect(again.response.status).toBe(200);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data).toEqual(first.data);

    const accounts = await api.GET('/accounts');
    const fee = first.data?.data.transaction.fee ?? 0;
    expect(accounts.data?.data.accounts[0]?.balance).toBe(10_000 - 2000 - fee);

    const history = await api.GET('/accounts/transactions', { params: { query: { page: 1 } } });
    expect(history.response.status).toBe(200);
    expect(history.data?.data.total).toBe(2); // the deposit and one send, however often it was replayed
    expect(history.data?.data.data.map((tx) => tx.reference)).toContain(
      first.data?.data.transaction.reference,
    );

    const refused = await api.POST('/transfer/remittance/send', {
      params: { header: { 'idempotency-key': key } },
      body: { ...body, amount: 2001 },
    });
    expect(refused.response.status).toBe(409);
    expect(refused.error?.status).toBe(false);
  });
});
