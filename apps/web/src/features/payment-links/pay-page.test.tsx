import {
  linkPaymentsReply,
  type PublicPaymentLink,
  publicPaymentLinkReply,
} from '@owo/contract/payment-links';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply } from '#test/replies';
import { PayPage } from './pay-page';

// Issue 24 item 7: a signed-out payer who pays a link by bank transfer sees their payment confirmed on the
// page, and a single-use link they have just paid is never "already paid" to them.

const SLUG = 'AbCdEfGhIjKlMnOpQrStUv';
const OPENED = '2026-11-26T10:00:00.000Z';

const link = (o: Partial<PublicPaymentLink> = {}): PublicPaymentLink => ({
  slug: SLUG,
  payee_name: 'Balogun Fabrics Ltd',
  description: 'Ankara fabric',
  amount: 7500,
  currency: 'NGN',
  status: 'active',
  single_use: true,
  expires_at: null,
  bank_transfer: {
    bank_name: 'Owo MFB',
    bank_code: '090999',
    account_number: '0123456789',
    account_name: 'Balogun Fabrics Ltd (payment link)',
  },
  checked_at: OPENED,
  ...o,
});
const received = { amount: '₦7,500.00', payer: 'Ngozi O.', received_at: '2026-11-26T10:01:00.000Z' };

function stub(page: PublicPaymentLink, payments: Array<typeof received>) {
  const fetch = vi.fn(async (url: string) =>
    url.includes('/payments?')
      ? reply(linkPaymentsReply, { status: page.status, payments })
      : reply(publicPaymentLinkReply, { link: page }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const renderPage = () =>
  render(
    <MemoryRouter>
      <PayPage slug={SLUG} />
    </MemoryRouter>,
  );

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("a payment link's page, for a payer paying by transfer", () => {
  it('confirms the transfer once it lands: the amount and thanks', async () => {
    const fetch = stub(link(), [received]);
    renderPage();
    expect(await screen.findByText("We've received ₦7,500.00 — thank you")).toBeTruthy();
    expect(screen.getByText(/From Ngozi O\., .*\. Balogun Fabrics Ltd has been told\./)).toBeTruthy();
    // It asked about payments since the moment the server answered the page, not the phone's clock.
    expect(fetch.mock.calls.map(([url]) => url)).toContainEqual(
      `/api/public/payment-links/${SLUG}/payments?since=${encodeURIComponent(OPENED)}`,
    );
  });

  it('after a reload, the link now paid: thanks its payer, never "already paid"', async () => {
    sessionStorage.setItem(`owo:pay-watch:${SLUG}`, OPENED);
    stub(link({ status: 'paid', checked_at: '2026-11-26T10:02:00.000Z' }), [received]);
    renderPage();
    expect(await screen.findByText("We've received ₦7,500.00 — thank you")).toBeTruthy();
    expect(screen.queryByText(/already been paid/)).toBeNull();
  });

  it('tells a visitor who never saw it open that it has been paid, and asks nothing more', async () => {
    const fetch = stub(link({ status: 'paid' }), []);
    renderPage();
    expect(await screen.findByText(/This payment link has already been paid/)).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/payments?'))).toBe(false);
  });
});
