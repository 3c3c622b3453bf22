import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The stream itself is the notifications feature's; here only what a money event refreshes.
const stream = vi.hoisted(() => ({ onMoney: () => {} }));
vi.mock('#features/notifications/use-event-stream', () => ({
  useEventStream: ({ onMoney }: { onMoney: () => void }) => {
    stream.onMoney = onMoney;
  },
}));

const { LiveUpdates } = await import('./live-updates');

describe('a money event on the live stream', () => {
  it("reads again the balances, the history, the dashboard's spending insights and the card", () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    render(
      <QueryClientProvider client={client}>
        <LiveUpdates />
      </QueryClientProvider>,
    );
    stream.onMoney();
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(keys).toEqual(expect.arrayContaining(['accounts', 'transactions', 'insights', 'cards']));
  });
});
