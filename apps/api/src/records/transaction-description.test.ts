import { describe, expect, it } from 'vitest';
import {
  describeMovement,
  type Movement,
  maskAccount,
  maskName,
  movementSentence,
} from './transaction-description.ts';

const send: Movement = {
  direction: 'debit',
  rail: 'nip',
  status: 'pending',
  currency: 'NGN',
  amount_minor: 500_000n,
  fee_minor: 1_075n,
  reference: 'OWO-NIP-1',
  counterparty_name: 'Ada Obi',
  counterparty_account: '0123455678',
  counterparty_bank: 'Guaranty Trust Bank',
  narration: 'Rent',
  meta: {},
};

describe('the one description of a movement', () => {
  it('tells a bank send with its fee: total first, then amount + fee, the bank and the masked account', () => {
    const d = describeMovement(send);
    expect(d).toMatchObject({
      kind: 'transfer',
      title: 'Ada Obi',
      subtitle: 'Guaranty Trust Bank ******5678',
      status_label: 'On its way',
      amount: '₦5,000.00',
      fee: '₦10.75',
      total: '₦5,010.75',
      amount_line: '₦5,010.75 (₦5,000.00 + ₦10.75 fee)',
      summary: 'Debit ₦5,010.75 (₦5,000.00 + ₦10.75 fee) to Ada Obi · Guaranty Trust Bank ******5678',
    });
    expect(describeMovement(send, { masked: true }).title).toBe('Ada O.');
    expect(describeMovement(send, { money: 'code' }).total).toBe('NGN 5,010.75');
    expect(describeMovement(send, { public: true }).narration).toBeNull();
  });

  it('says what happened next: on its way, arrived, or returned', () => {
    const d = describeMovement(send, { masked: true });
    expect(movementSentence(d, 'debit', 'pending')).toBe(d.summary);
    const paid = describeMovement({ ...send, status: 'successful' }, { masked: true });
    expect(paid.status_label).toBe('Paid');
    expect(movementSentence(paid, 'status', 'successful')).toBe(
      'Arrived: ₦5,010.75 (₦5,000.00 + ₦10.75 fee) to Ada O. · Guaranty Trust Bank ******5678',
    );
    const back = describeMovement({ ...send, status: 'reversed' });
    expect(movementSentence(back, 'status', 'reversed')).toBe(
      'Returned ₦5,010.75 to your account: the transfer to Ada Obi · Guaranty Trust Bank ******5678 did not go through',
    );
  });

  it('names a bill by its biller and meter, never the meter holder, with its token once issued', () => {
    const bill: Movement = {
      ...send,
      rail: 'bills',
      status: 'successful',
      fee_minor: 10_000n,
      counterparty_name: 'ADEBAYO OKAFOR',
      counterparty_account: '45012345678',
      counterparty_bank: 'Ikeja Electric Prepaid',
      meta: {
        bill: {
          category: 'electricity',
          biller_name: 'Ikeja Electric Prepaid',
          customer_id: '45012345678',
          product_name: null,
        },
        token: '12345678901234567890',
        units: '23.86',
      },
    };
    const d = describeMovement(bill);
    expect(d).toMatchObject({ kind: 'bill', title: 'Ikeja Electric Prepaid', subtitle: 'Meter 45012345678' });
    expect(d.token).toBe('1234-5678-9012-3456-7890');
    expect(JSON.stringify(d)).not.toContain('ADEBAYO');
    expect(describeMovement(bill, { masked: true }).subtitle).toBe('Meter ******5678');
    expect(describeMovement(bill, { public: true }).token).toBeNull();
    expect(movementSentence(d, 'status', 'successful')).toMatch(
      /^Paid: .* · Token 1234-5678-9012-3456-7890 \(23\.86 kWh\)$/,
    );
  });

  it('names the link and the payer of a payment link’s payment, and a deposit’s sender', () => {
    const credit: Movement = {
      ...send,
      direction: 'credit',
      rail: 'inflow',
      status: 'successful',
      fee_minor: 0n,
      counterparty_name: 'Bola Ade',
      counterparty_account: null,
      counterparty_bank: null,
      link: { description: 'Jollof', payer_name: 'Bola Ade' },
    };
    expect(describeMovement(credit).summary).toBe('Credit ₦5,000.00 from Bola Ade · Payment link “Jollof”');
    expect(describeMovement({ ...credit, link: null }).summary).toBe('Credit ₦5,000.00 from Bola Ade');
    expect(describeMovement(credit, { masked: true }).title).toBe('Bola A.');
  });

  it('masks names and numbers as every public page does', () => {
    expect(maskName('Ada Chioma Obi')).toBe('Ada O.');
    expect(maskName(null)).toBe('Owo customer');
    expect(maskAccount('0123455678')).toBe('******5678');
    expect(maskAccount('ada.obi')).toBe('ad*****');
  });
});
