import {
  type ReconBreak,
  reconBreakDetailReply,
  reconBreaksReply,
  reconImportReply,
} from '@owo/contract/reconciliation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, reply } from '#test/replies';
import ReconciliationPage from './reconciliation-page';

const brk = (over: Partial<ReconBreak> = {}): ReconBreak => ({
  id: '11111111-1111-4111-8111-111111111111',
  rail: 'nip',
  date: '2026-11-25',
  kind: 'ours_only',
  state: 'open',
  reference: 'OWO-NIP-20261125-AAAA',
  session_id: null,
  transaction: '22222222-2222-4222-8222-222222222222',
  currency: 'NGN',
  ours_amount: 1000,
  theirs_amount: null,
  ours_status: 'successful',
  theirs_status: null,
  theirs_lines: 0,
  resolution: null,
  note: null,
  resolved_by: null,
  resolved_at: null,
  created_at: '2026-11-26T08:00:00.000Z',
  ...over,
});

const page = (data: ReconBreak[]) => ({
  current_page: 1,
  data,
  first_page_url: '',
  from: data.length ? 1 : null,
  last_page: 1,
  last_page_url: '',
  links: [],
  next_page_url: null,
  path: '',
  per_page: 20,
  prev_page_url: null,
  to: data.length || null,
  total: data.length,
});

afterEach(() => vi.unstubAllGlobals());

function stubApi(importAnswer: () => Response) {
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = url.replace(/^\/api/, '');
    if (path === '/ops/reconciliation/imports' && init.method === 'POST') return importAnswer();
    if (path.startsWith('/ops/reconciliation/breaks?')) return reply(reconBreaksReply, page([brk()]));
    if (path === `/ops/reconciliation/breaks/${brk().id}`)
      return reply(reconBreakDetailReply, { break: brk(), lines: [], proposals: [], transaction: null });
    return refusal({ status: false, message: `no stub for ${url}` }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/ops/reconciliation']}>
        <ReconciliationPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function importFile(csv = 'session_id,reference\n') {
  const user = userEvent.setup();
  await user.upload(
    screen.getByLabelText('Settlement file (CSV)'),
    new File([csv], 'nip.csv', { type: 'text/csv' }),
  );
  // jsdom's constraint validation does not see a file set by upload(): the form is submitted as the browser would.
  fireEvent.submit(screen.getByRole('button', { name: 'Import' }).closest('form')!);
}

describe('the Reconciliation page', () => {
  it('imports a file and shows what matched and the breaks by kind', async () => {
    const fetch = stubApi(() =>
      reply(reconImportReply, {
        import: {
          id: '33333333-3333-4333-8333-333333333333',
          rail: 'nip',
          date: '2026-11-25',
          lines: 12,
          matched: 10,
          breaks: 2,
          source: 'console',
          created_at: '2026-11-26T08:00:00.000Z',
        },
        replayed: false,
        matched: 10,
        breaks: [brk(), brk({ kind: 'amount_differs' })],
        breaks_total: 2,
        breaks_by_kind: { ours_only: 1, amount_differs: 1 },
      }),
    );
    renderPage();
    await importFile('session_id,reference\n1,OWO\n');
    const result = await screen.findByRole('region', { name: 'NIP switch · 2026-11-25' });
    expect(within(result).getByText('12 lines imported.')).toBeTruthy();
    expect(within(result).getByText('On our side only')).toBeTruthy();
    expect(within(result).getByText('Amount differs')).toBeTruthy();
    const sent = fetch.mock.calls.find(
      ([u, i]) => u === '/api/ops/reconciliation/imports' && i?.method === 'POST',
    );
    expect(JSON.parse(String(sent![1]!.body))).toMatchObject({
      rail: 'nip',
      csv: 'session_id,reference\n1,OWO\n',
    });
  });

  it("shows the API's message when an import is refused; a break naming no customer can only be explained", async () => {
    stubApi(() =>
      refusal({ status: false, message: 'Line 3: the amount "12,00" is not a number of naira.' }, 422),
    );
    renderPage();
    await importFile();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Line 3: the amount "12,00" is not a number of naira.',
    );

    const user = userEvent.setup();
    const item = await screen.findByRole('article', { name: /On our side only/ });
    await user.click(within(item).getByRole('button', { name: 'Resolve' }));
    expect(await within(item).findByRole('button', { name: 'Explain' })).toBeTruthy();
    // No customer's transaction in this break's detail: only a note can close it.
    expect(within(item).queryByRole('button', { name: 'Propose an entry' })).toBeNull();
  });
});
