import { notificationsReply } from '@owo/contract/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reply } from '#test/replies';
import { NotificationsScreen } from './notifications-screen';

afterEach(() => vi.unstubAllGlobals());

describe('the notifications inbox', () => {
  it('dates each notification in Lagos time, as the transactions list does, whatever the phone’s zone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        reply(notificationsReply, {
          current_page: 1,
          data: [
            {
              id: '7',
              kind: 'credit',
              type: 'credit',
              title: 'Credit ₦2,000.00 from Bench funding',
              body: 'Received',
              read: false,
              transaction: '00000000-0000-4000-8000-000000000007',
              link: null,
              complaint: null,
              amount: 2000,
              currency: 'NGN',
              // 10:01 UTC: 11:01 in Lagos (this runner's own zone is UTC).
              created_at: '2026-11-27T10:01:00.000Z',
            },
          ],
          first_page_url: '/api/notifications?page=1',
          from: 1,
          last_page: 1,
          last_page_url: '/api/notifications?page=1',
          links: [],
          next_page_url: null,
          path: '/api/notifications',
          per_page: 20,
          prev_page_url: null,
          to: 1,
          total: 1,
          unread: 1,
        }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <NotificationsScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('27 Nov 2026, 11:01 WAT')).toBeTruthy();
  });
});
