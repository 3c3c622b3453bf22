import { auditReply } from '@owo/contract/ops';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, reply } from '#test/replies';
import AuditPage from './audit-page';

afterEach(() => vi.unstubAllGlobals());

/** The log answers at once; the export answers when the test says. */
function stubApi() {
  let answerExport: (r: Response) => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      url.startsWith('/api/ops/audit.csv')
        ? new Promise<Response>((resolve) => {
            answerExport = resolve;
          })
        : Promise.resolve(reply(auditReply, { entries: [], next_before: null, chain_ok: true })),
    ),
  );
  return (r: Response) => answerExport(r);
}

describe('the audit log export', () => {
  it('shows that the file is coming, and why it failed', async () => {
    const answer = stubApi();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuditPage />
      </QueryClientProvider>,
    );
    const button = screen.getByRole('button', { name: 'Export CSV' });
    await userEvent.setup().click(button);
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');

    answer(refusal({ status: false, message: 'You may not export the audit log.' }, 403));
    expect((await screen.findByRole('alert')).textContent).toBe('You may not export the audit log.');
    expect(button).toHaveProperty('disabled', false);
  });
});
