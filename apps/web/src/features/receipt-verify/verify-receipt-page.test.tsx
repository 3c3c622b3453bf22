import { publicReceiptReply } from '@owo/contract/receipts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILL_MONEY, billTransaction, publicReceiptOf, SEND_MONEY, sendTransaction } from '#test/movements';
import { reply } from '#test/replies';
import VerifyReceiptPage from './verify-receipt-page';

// Issue 24: the public verify page prints the movement's one description, masked, with no token.

afterEach(() => vi.unstubAllGlobals());

describe.each([
  ['the bank send', sendTransaction, SEND_MONEY, 'Ibrahim U.'],
  ['the bill', billTransaction, BILL_MONEY, 'Ikeja Electric Prepaid'],
] as const)('the verify page of %s', (_name, t, money, payee) => {
  it('shows the amount, the fee and the total the sender paid, and the masked payee', async () => {
    const receipt = publicReceiptOf(t);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply(publicReceiptReply, receipt)),
    );
    render(
      <MemoryRouter initialEntries={[`/r/${receipt.code}`]}>
        <Routes>
          <Route path="/r/:code" element={<VerifyReceiptPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('verify-amount')).textContent).toBe(money.amount);
    const value = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Fee')).toBe(money.fee);
    expect(value('Total paid by the sender')).toBe(money.total);
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(value('To')).toContain(payee);
    expect(document.body.textContent).not.toContain('1234-5678');
  });
});
