import { randomInt, randomUUID } from 'node:crypto';
import { nubanCheckDigit } from '#rails/nuban.ts';
import { type Customer, call, type TestApp } from './harness.ts';

export const PIN = '2580';

/** A fresh account number that passes the NUBAN check for the bank (the sandbox name enquiry accepts it). */
export function validNuban(bankCode: string): string {
  const serial = String(randomInt(100_000_000, 1_000_000_000));
  return `${serial}${nubanCheckDigit(bankCode, serial)}`;
}

/** The same serial with a wrong check digit. */
export function invalidNuban(bankCode: string): string {
  const good = validNuban(bankCode);
  return `${good.slice(0, 9)}${(Number(good[9]) + 1) % 10}`;
}

/** A US routing number that passes the ABA checksum (JPMorgan Chase, New York). */
export const ROUTING_NUMBER = '021000021';

export const enairaBody = (o: Record<string, unknown> = {}) => ({
  alias: 'ada.okafor',
  amount: 1000,
  name: 'Ada',
  note: 'Lunch',
  pin: PIN,
  ...o,
});

export const remittanceBody = (o: Record<string, unknown> = {}) => ({
  amount: 2000,
  name: 'Someone',
  note: 'Rent',
  currency: 'NGN',
  account_number: validNuban('058'),
  bank_name: 'Guaranty Trust Bank',
  bank_code: '058',
  pin: PIN,
  save_beneficiary: true,
  ...o,
});

export const usdBody = (o: Record<string, unknown> = {}) => ({
  amount: 15000,
  account_name: 'John Carter',
  account_number: '123456789012',
  address: '350 Fifth Avenue',
  city: 'New York',
  country: 'USA',
  inside_us: 1,
  note: 'Tuition',
  swift_code: '',
  routing_number: ROUTING_NUMBER,
  zipcode: '10118',
  bank_name: 'JPMorgan Chase',
  delivery_type: 'ACH',
  pin: PIN,
  ...o,
});

export const momoBody = (o: Record<string, unknown> = {}) => ({
  amount: 5000,
  note: 'School fees',
  currency: 'GHS',
  pin: PIN,
  account_name: 'Kwame Mensah',
  issuer: 'MTN',
  number: '0241234567',
  save_beneficiary: true,
  ...o,
});

/** POST a send (or any money call) with an Idempotency-Key when given. */
export function post(t: TestApp, c: Customer, url: string, body: unknown, key?: string) {
  return call(t, 'POST', url, {
    token: c.token,
    body,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}

export const newKey = () => randomUUID();

/** A transaction as the customer sees it. */
export async function transaction(t: TestApp, c: Customer, uuid: string) {
  const r = await call(t, 'GET', `/api/transactions/${uuid}`, { token: c.token });
  if (r.status !== 200) throw new Error(`transaction: ${JSON.stringify(r.body)}`);
  return r.body.data.transaction;
}
