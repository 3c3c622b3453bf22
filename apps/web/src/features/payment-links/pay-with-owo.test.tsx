import { errors } from '@owo/contract/messages';
import { type PublicPaymentLink, payPaymentLinkReply } from '@owo/contract/payment-links';
import { sendOutcomeReply } from '@owo/contract/transfers';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, saveToken } from '#lib/session/token-store';
import { refusal, reply, transactionFixture } from '#test/replies';
import { PayWithOwo } from './pay-with-owo';

const SLUG = 'AbCdEfGhIjKlMnOpQrStUv';
const link: PublicPaymentLink = {
  slug: SLUG,
  payee_name: 'Balogun Fabrics Ltd',
  description: 'Ankara fabric',
  amount: null,
  currency: 'NGN',
  status: 'active',
  single_use: false,
  expires_at: null,
  bank_transfer: {
    bank_name: 'Owo MFB',
    bank_code: '090999',
    account_number: '0123456789',
    account_name: 'Balogun Fabrics Ltd (payment link)',
  },
  checked_at: '2026-11-26T10:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

describe('paying a link with Owo after its key already paid a different amount', () => {
  it('says what became of the earlier payment in plain words, and pays the new amount with a new key', async () => {
    const answers = [
      () => refusal({ status: false, message: errors.idempotencyConflict }, 409),
      () =>
        reply(payPaymentLinkReply, {
          transaction: transactionFixture({ status: 'successful' }),
          payee_name: link.payee_name,
          description: link.description,
        }),
    ];
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url.includes('/transfers/by-key/')
        ? reply(sendOutcomeReply, { outcome: 'refused', transaction: null })
        : answers.shift()!(),
    );
    vi.stubGlobal('fetch', fetch);
    saveToken('token', false);
    render(
      <MemoryRouter>
        <PayWithOwo link={link} />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText('Amount (NGN)'), '6000');
    await userEvent.type(screen.getByLabelText('Transaction PIN'), '2580');
    await userEvent.click(screen.getByRole('button', { name: 'Pay with Owo' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your earlier payment was refused, and the money is back in your account. This one was not made: enter your PIN to make it as a new payment.',
    );
    expect(screen.queryByText(errors.idempotencyConflict)).toBeNull();

    await userEvent.type(screen.getByLabelText('Transaction PIN'), '2580');
    await userEvent.click(screen.getByRole('button', { name: 'Pay with Owo' }));
    expect(await screen.findByText('Payment successful')).toBeTruthy();
    const keys = fetch.mock.calls
      .filter(([url]) => String(url).endsWith(`/payment-links/${SLUG}/pay`))
      .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
