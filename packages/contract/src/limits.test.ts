import { describe, expect, it } from 'vitest';
import { MIN_NGN_TRANSFER_MINOR } from './limits.ts';
import { messages } from './messages.ts';
import { payoutMessages } from './payouts.ts';
import { remittanceSendBody } from './transfers.ts';

describe('the smallest NGN bank transfer', () => {
  it('is one figure for a single send and a payout row, and their messages name it', () => {
    const amount = (v: string) => remittanceSendBody.shape.amount.safeParse(v);
    expect(amount('100').success).toBe(true);
    expect(amount('99.99').error?.issues[0]?.message).toBe(messages.remittanceMinimum);
    // The spec words the send's message ('Ammount must be at least 100 NGN'); the payout row's is written from
    // the figure, so neither can name another minimum than the one applied.
    expect(messages.remittanceMinimum).toContain(` ${MIN_NGN_TRANSFER_MINOR / 100n} NGN`);
    expect(payoutMessages.minimum).toBe('Amount must be at least ₦100.00');
  });
});
