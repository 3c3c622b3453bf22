import type { PayoutBatch, PayoutRow } from '@owo/contract/payouts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearActingFor, saveActingFor } from '#lib/session/acting-for';
import { DoneStep } from './done-step';
import { UploadStep } from './upload-step';

// Issue 24 item 5: a member acting for a business confirms a payout batch for its approvers. Until an approver
// approves, nothing has left the account: the screens say "Total when approved", never "Total debited".

afterEach(() => clearActingFor());

const row: PayoutRow = {
  row: 1,
  bank: 'GTBank',
  bank_code: '058',
  bank_name: 'Guaranty Trust Bank',
  account_number: '0123456785',
  account_name: 'Ada Obi',
  amount: 5000,
  amount_input: '5000',
  fee: 10.75,
  narration: 'November salary',
  status: 'ready',
  reason: null,
  transaction_id: null,
  reference: null,
};

const batch = (status: PayoutBatch['status']): PayoutBatch => ({
  id: '55555555-5555-4555-8555-555555555555',
  name: 'November salaries',
  status,
  account: {
    id: '66666666-6666-4666-8666-666666666666',
    account_number: '9012345678',
    account_name: 'Balogun',
  },
  file_name: 'salaries.csv',
  totals: {
    rows: 1,
    ready: status === 'review' ? 1 : 0,
    problems: 0,
    amount: 5000,
    fees: 10.75,
    total: 5010.75,
    queued: status === 'awaiting_approval' ? 1 : 0,
    pending: 0,
    paid: status === 'done' ? 1 : 0,
    reversed: 0,
    refused: 0,
  },
  created_at: '2026-11-24T08:00:00.000Z',
  confirmed_at: status === 'review' ? null : '2026-11-24T08:05:00.000Z',
  finished_at: status === 'done' ? '2026-11-24T08:06:00.000Z' : null,
});

const wrap = (node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

const total = () => screen.getByTestId('review-total').parentElement?.textContent ?? '';

describe('a payout batch waiting for approval', () => {
  it('says "Total when approved" while it waits, and "Total debited" only once it was paid', () => {
    const waiting = wrap(
      <DoneStep data={{ batch: batch('awaiting_approval'), rows: [row] }} onAnother={() => {}} />,
    );
    expect(screen.getByTestId('payout-headline').textContent).toBe('Waiting for approval');
    expect(total()).toContain('Total when approved');
    expect(document.body.textContent).not.toContain('Total debited');
    expect(screen.getByRole('link', { name: 'See who may approve it' }).getAttribute('href')).toBe(
      '/team/approvals',
    );
    waiting.unmount();

    wrap(
      <DoneStep data={{ batch: batch('done'), rows: [{ ...row, status: 'paid' }] }} onAnother={() => {}} />,
    );
    expect(total()).toContain('Total debited');
    expect(screen.queryByRole('link', { name: 'See who may approve it' })).toBeNull();
  });

  it("sends the batch for approval from the review while acting for a business, with no 'debited'", () => {
    saveActingFor({
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Balogun Fabrics',
      role: 'initiator',
      permissions: ['payouts.prepare', 'payouts.read'],
    });
    const acting = wrap(<UploadStep data={{ batch: batch('review'), rows: [row] }} />);
    expect(total()).toContain('Total when approved');
    expect(document.body.textContent).not.toContain('debited');
    expect(screen.getByRole('button', { name: 'Send for approval' })).toBeTruthy();
    acting.unmount();

    clearActingFor();
    wrap(<UploadStep data={{ batch: batch('review'), rows: [row] }} />);
    expect(total()).toContain('Total to be debited');
    expect(screen.getByRole('button', { name: 'Confirm and pay' })).toBeTruthy();
  });
});
