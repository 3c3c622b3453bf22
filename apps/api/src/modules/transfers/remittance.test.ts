import { errors, messages } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWO_BANK } from '#rails/nuban.ts';
import { balance, call, completeKyc, createTestApp, signUp, type TestApp } from '#test/harness.ts';
import { invalidNuban, PIN, post, remittanceBody, transaction, validNuban } from '#test/transfers-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('remittance resolve and fee', () => {
  it('resolves a NUBAN-valid number to a stable name and refuses others with 404', async () => {
    const c = await signUp(t);
    const number = validNuban('044');
    const r = await post(t, c, '/api/transfer/remittance/resolve', {
      account_number: number,
      currency: 'ngn',
      bank_code: '044',
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ account_number: number, bank_code: '044', bank_name: 'Access Bank' });
    expect(r.body.data.account_name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    const again = await post(t, c, '/api/transfer/remittance/resolve', {
      account_number: number,
      currency: 'NGN',
      bank_code: '044',
    });
    expect(again.body.data.account_name).toBe(r.body.data.account_name);

    const bad = await post(t, c, '/api/transfer/remittance/resolve', {
      account_number: invalidNuban('044'),
      currency: 'NGN',
      bank_code: '044',
    });
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe(errors.accountNotFound);
    const unknownBank = await post(t, c, '/api/transfer/remittance/resolve', {
      account_number: number,
      currency: 'NGN',
      bank_code: '999',
    });
    expect(unknownBank.status).toBe(400);
    expect(unknownBank.body.errors?.bank_code).toBe(messages.bank);
  });

  it('resolves an Owo MFB number to the real customer', async () => {
    const c = await signUp(t);
    const friend = await signUp(t, { kyc: true });
    const r = await post(t, c, '/api/transfer/remittance/resolve', {
      account_number: friend.accountNumber,
      currency: 'NGN',
      bank_code: OWO_BANK.code,
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      account_name: `${friend.firstname} ${friend.lastname}`,
      account_number: friend.accountNumber,
      bank_code: '090999',
      bank_name: 'Owo MFB',
    });
    const nobody = await post(t, c, '/api/transfer/remittance/resolve', {
      account_number: validNuban(OWO_BANK.code),
      currency: 'NGN',
      bank_code: OWO_BANK.code,
    });
    expect(nobody.status).toBe(404);
  });

  it('quotes the NIP bands, free to Owo MFB, and the USD wire fee with the dollar amount', async () => {
    const c = await signUp(t);
    const fee = async (amount: number | string, bank_name = 'Zenith Bank', currency = 'NGN') =>
      (await post(t, c, '/api/transfer/remittance/fee', { currency, amount, bank_name })).body.data;
    expect((await fee(5000)).fee).toBe(10.75);
    expect((await fee('5000.01')).fee).toBe(26.88);
    expect((await fee(50000)).fee).toBe(26.88);
    expect(await fee(50000.01)).toMatchObject({ fee: 53.75, amount: 50000.01, total: 50053.76 });
    expect((await fee(80000, 'Owo MFB')).fee).toBe(0);
    expect(await fee(15000, 'Zenith Bank', 'USD')).toMatchObject({
      fee: 2500,
      total: 17500,
      receive: { amount: 10, currency: 'USD', rate: 1500 },
    });
  });

  it('shows the spec messages', async () => {
    const c = await signUp(t, { pin: PIN });
    const send = (o: Record<string, unknown>) =>
      post(t, c, '/api/transfer/remittance/send', remittanceBody(o));
    expect((await send({ amount: 99.99 })).body.errors?.amount).toBe(messages.remittanceMinimum);
    expect((await send({ amount: 99.99 })).body.message).toBe('Ammount must be at least 100 NGN');
    expect((await send({ amount: '' })).body.errors?.amount).toBe(messages.amount);
    expect((await send({ note: '' })).body.errors?.note).toBe(messages.description);
    expect((await send({ bank_code: '' })).body.errors?.bank_code).toBe(messages.bank);
    expect((await send({ bank_code: undefined })).body.errors?.bank_code).toBe(messages.bank);
    expect((await send({ account_number: '' })).body.errors?.account_number).toBe(messages.accountNumber);
    expect((await send({ account_number: '12345' })).body.errors?.account_number).toBe(
      messages.accountNumberFormat,
    );
    expect((await send({ currency: 'USD' })).body.errors?.currency).toBe(messages.remittanceSendCurrency);
    const resolve = await post(t, c, '/api/transfer/remittance/resolve', {
      account_number: validNuban('058'),
      currency: 'EUR',
      bank_code: '058',
    });
    expect(resolve.body.errors?.currency).toBe(messages.remittanceCurrency);
    const fee = await post(t, c, '/api/transfer/remittance/fee', {
      currency: 'NGN',
      amount: 500,
      bank_name: '',
    });
    expect(fee.body.errors?.bank_name).toBe(messages.bank);
  });
});

describe('remittance send', () => {
  it('sends NGN to another bank: amount + fee debited to the kobo, settled through NIP', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 10_000 });
    const number = validNuban('057');
    const r = await post(
      t,
      c,
      '/api/transfer/remittance/send',
      remittanceBody({ amount: 4321.09, account_number: number, bank_code: '057', bank_name: 'x' }),
    );
    expect(r.status).toBe(200);
    expect(r.body.data.transaction).toMatchObject({
      status: 'pending',
      rail: 'nip',
      amount: 4321.09,
      fee: 10.75,
      total: 4331.84,
      counterparty_account: number,
      counterparty_bank: 'Zenith Bank',
      narration: 'Rent',
    });
    expect(await balance(t, c)).toBe(5668.16);
    await t.app.worker.drain();
    expect((await transaction(t, c, r.body.data.transaction.uuid)).status).toBe('successful');
    expect(await balance(t, c)).toBe(5668.16);
  });

  it('refuses a number that fails name enquiry, and moves nothing', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 10_000 });
    const r = await post(
      t,
      c,
      '/api/transfer/remittance/send',
      remittanceBody({ account_number: invalidNuban('058') }),
    );
    expect(r.status).toBe(404);
    expect(await balance(t, c)).toBe(10_000);
  });

  it('sends to another Owo account instantly and free; the recipient sees a credit', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 10_000 });
    const friend = await signUp(t, { deposit: 100 });
    const r = await post(
      t,
      c,
      '/api/transfer/remittance/send',
      remittanceBody({ amount: 2500.5, account_number: friend.accountNumber, bank_code: OWO_BANK.code }),
    );
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Transfer successful');
    expect(r.body.data.transaction).toMatchObject({
      status: 'successful',
      rail: 'owo',
      fee: 0,
      total: 2500.5,
    });
    expect(await balance(t, c)).toBe(7499.5);
    expect(await balance(t, friend)).toBe(2600.5);
    const theirs = await call(t, 'GET', '/api/accounts/transactions', { token: friend.token });
    expect(theirs.body.data.data[0]).toMatchObject({
      direction: 'credit',
      status: 'successful',
      amount: 2500.5,
      rail: 'owo',
      narration: 'Rent',
    });
  });

  it('refuses sending to your own account and past the recipient tier-1 balance cap', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 400_000 });
    const own = await post(
      t,
      c,
      '/api/transfer/remittance/send',
      remittanceBody({ account_number: c.accountNumber, bank_code: OWO_BANK.code }),
    );
    expect(own.status).toBe(422);
    expect(own.body.message).toBe(errors.ownAccount);
    const friend = await signUp(t, { deposit: 290_000 });
    const over = await post(
      t,
      c,
      '/api/transfer/remittance/send',
      remittanceBody({ amount: 10_000.01, account_number: friend.accountNumber, bank_code: OWO_BANK.code }),
    );
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(errors.recipientCannotReceive);
    expect(await balance(t, c)).toBe(400_000);
    expect(await balance(t, friend)).toBe(290_000);
    await completeKyc(t, friend, { verify: true });
    const ok = await post(
      t,
      c,
      '/api/transfer/remittance/send',
      remittanceBody({ amount: 10_000.01, account_number: friend.accountNumber, bank_code: OWO_BANK.code }),
    );
    expect(ok.status).toBe(200);
    expect(await balance(t, friend)).toBe(300_000.01);
  });

  it('refuses more than the balance (amount + fee) with 422 insufficient funds', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 2000 });
    const r = await post(t, c, '/api/transfer/remittance/send', remittanceBody({ amount: 1990 }));
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(errors.insufficientFunds);
    expect(await balance(t, c)).toBe(2000);
    const exact = await post(t, c, '/api/transfer/remittance/send', remittanceBody({ amount: 1989.25 }));
    expect(exact.status).toBe(200);
    expect(await balance(t, c)).toBe(0);
  });
});
