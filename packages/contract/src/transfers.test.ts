import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { remittanceSendBody, usdSendBody } from './transfers.ts';

const valid = {
  amount: 15000,
  account_name: 'John Carter',
  account_number: '123456789012',
  address: '350 Fifth Avenue',
  city: 'New York',
  country: 'USA',
  inside_us: 1,
  routing_number: '021000021',
  delivery_type: 'ACH',
  zipcode: '10118',
  bank_name: 'Chase',
  note: 'Tuition',
  pin: '2580',
};

const messagesByField = (body: unknown) => {
  const r = usdSendBody.safeParse(body);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [String(i.path[0] ?? ''), i.message]));
};

describe('the USD send body', () => {
  it('accepts a complete inside-the-US body', () => {
    expect(usdSendBody.safeParse(valid).success).toBe(true);
  });

  it('gives the inside-the-US messages together with the other fields’ messages, not after them', () => {
    // An empty amount is the kind of issue that stops zod from running object-level checks by default.
    const found = messagesByField({
      ...valid,
      amount: '',
      account_name: '',
      routing_number: '',
      delivery_type: '',
    });
    expect(found.amount).toBe(messages.amount);
    expect(found.account_name).toBe(messages.accountName);
    expect(found.routing_number).toBe(messages.routingNumber);
    expect(found.delivery_type).toBe(messages.deliveryType);
  });

  it('asks for a SWIFT code outside the US even while other fields are wrong', () => {
    const found = messagesByField({ ...valid, amount: '', inside_us: 0, routing_number: '', city: '' });
    expect(found.city).toBe(messages.usdCity);
    expect(found.swift_code).toBe(messages.swiftCode);
  });

  it('refuses a body that is not an object without throwing', () => {
    for (const body of [null, 'x', 5, []]) expect(usdSendBody.safeParse(body).success).toBe(false);
  });
});

describe('the NGN remittance amount', () => {
  it('tells an amount under ₦100, ₦0 included, the spec’s minimum; one that is not an amount its format', () => {
    const amountMessage = (amount: unknown) => {
      const r = remittanceSendBody.safeParse({
        amount,
        account_number: '0123456789',
        bank_code: '058',
        pin: '2580',
        note: '',
        currency: 'NGN',
      });
      return r.success ? null : (r.error.issues.find((i) => i.path[0] === 'amount')?.message ?? null);
    };
    for (const amount of [0, '0', '0.00', 50, '99.99'])
      expect(amountMessage(amount), String(amount)).toBe(messages.remittanceMinimum);
    expect(amountMessage('')).toBe(messages.amount);
    expect(amountMessage('1.234')).toBe(messages.amountFormat);
    expect(amountMessage(-5)).toBe(messages.amountFormat);
    expect(amountMessage(100)).toBeNull();
  });
});
