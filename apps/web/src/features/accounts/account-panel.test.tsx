import { accountReply } from '@owo/contract/accounts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, reply } from '#test/replies';
import { AccountPanel } from './account-panel';

const UUID = '00000000-0000-4000-8000-000000000002';
const account = {
  uuid: UUID,
  account_number: '0123456789',
  account_name: 'Ada Obi',
  bank_name: 'Owo MFB',
  currency: 'NGN',
  balance: 12500,
  created_at: '2026-01-01T00:00:00.000Z',
};

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AccountPanel uuid={UUID} renderTransactions={() => null} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('an opened account that could not load', () => {
  it("says so in the panel's words, never the browser's, and loads on Try again", async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(reply(accountReply, { account, transactions: [] }));
    vi.stubGlobal('fetch', fetch);
    renderPanel();
    expect(
      (await screen.findByText(/We could not load this account\./)).textContent?.startsWith(
        'We could not load this account. Check your internet connection.',
      ),
    ).toBe(true);
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ada Obi')).toBeTruthy();
  });

  it("gives the server's reason when it refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(refusal({ status: false, message: 'We could not find this account.' }, 404)),
    );
    renderPanel();
    expect(await screen.findByText(/We could not find this account\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
