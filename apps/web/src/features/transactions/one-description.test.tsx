import { transactionReply } from '@owo/contract/accounts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILL_MONEY, billTransaction, receiptOf, SEND_MONEY, sendTransaction, TOKEN } from '#test/movements';
import { reply } from '#test/replies';
import { Receipt } from './receipt';
import { receiptRows } from './receipt-image';
import { TransactionDetail } from './transaction-detail';
import { TransactionList } from './transaction-list';

// Issue 24: the history row, the detail, the receipt and its PNG print the API's one description of a
// movement: one NGN bank send with a fee and one bill read the same amount, fee and total on each.

const cases = [
  ['the bank send', sendTransaction, SEND_MONEY],
  ['the bill', billTransaction, BILL_MONEY],
] as const;

afterEach(() => vi.unstubAllGlobals());

describe.each(cases)('%s, on every screen', (_name, t, money) => {
  it('the history row: the total that left the account, and the amount and fee in it', () => {
    render(
      <MemoryRouter>
        <TransactionList transactions={[t]} />
      </MemoryRouter>,
    );
    const row = screen.getByRole('link');
    expect(within(row).getByTestId('transaction-amount').textContent).toBe(`Sent −${money.total}`);
    expect(within(row).getByTestId('transaction-fee').textContent).toBe(
      `NGN · ${money.amount} + ${money.fee} fee`,
    );
    expect(row.textContent).toContain(t.description.title);
    expect(row.textContent).toContain('Paid');
    // The time in Lagos, as the detail and the receipt state it, whatever the phone's own zone (this runs in UTC).
    expect(row.textContent).toMatch(/\b01:00 WAT\b/);
  });

  it('the receipt on screen and in the PNG: amount, fee, total, and a bill’s token', () => {
    render(<Receipt transaction={t} receipt={receiptOf(t)} />);
    const value = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([value('Amount'), value('Fee'), value('Total')]).toEqual([money.amount, money.fee, money.total]);
    const png = Object.fromEntries(receiptRows(t, receiptOf(t)));
    expect([png.Amount, png.Fee, png.Total, png.Status]).toEqual([
      money.amount,
      money.fee,
      money.total,
      'Paid',
    ]);
    if (t.rail === 'bills') {
      expect(value('Token')).toBe(TOKEN);
      expect(png.Token).toBe(TOKEN);
    } else expect(screen.queryByText('Token', { selector: 'dt' })).toBeNull();
  });

  it('the detail: the total up top, the amount and the fee under it, a bill’s token beside', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        reply(transactionReply, { transaction: t, receipt_url: receiptOf(t).url, receipt: receiptOf(t) }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <TransactionDetail uuid={t.uuid} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('detail-total')).textContent).toBe(`−${money.total}`);
    expect(screen.getByTestId('detail-breakdown').textContent).toBe(`${money.amount} + ${money.fee} fee`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t.description.title);
    if (t.rail === 'bills') expect(screen.getByTestId('bill-token').textContent).toBe(TOKEN);
    // A bill's timeline names it a bill.
    if (t.rail === 'bills') expect(screen.getByText('Bill payment created')).toBeTruthy();
  });
});

describe('a send not settled yet', () => {
  it('says "On its way" and that an alert will follow, wherever its status shows', async () => {
    const pending = {
      ...sendTransaction,
      status: 'pending' as const,
      description: { ...sendTransaction.description, status_label: 'On its way' },
    };
    render(
      <MemoryRouter>
        <TransactionList transactions={[pending]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link').textContent).toContain('On its way');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        reply(transactionReply, {
          transaction: pending,
          receipt_url: receiptOf(pending).url,
          receipt: { ...receiptOf(pending), state: 'pending', settled_at: null },
        }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <TransactionDetail uuid={pending.uuid} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/The money is on its way\. We'll send you an alert/)).toBeTruthy();
  });
});
