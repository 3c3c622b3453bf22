import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal } from '#test/replies';
import { ReplyForm, ResolveForm } from './answer-forms';

const ID = '11111111-1111-4111-8111-111111111111';
const LOST = 'Could not reach Owo. Check your connection and try again.';

function renderForms(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReplyForm id={ID} />
      <ResolveForm id={ID} />
    </QueryClientProvider>,
  );
  return {
    reply: screen.getByRole('form', { name: 'Reply to the customer' }),
    resolve: screen.getByRole('form', { name: 'Resolve the complaint' }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('answering a complaint from the console', () => {
  it('says so when the connection is lost, for a reply and for a resolution', async () => {
    const { reply, resolve } = renderForms(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    await user.type(within(reply).getByRole('textbox'), 'We are on it');
    await user.click(within(reply).getByRole('button', { name: 'Send reply' }));
    expect((await within(reply).findByRole('alert')).textContent).toBe(LOST);

    await user.click(within(resolve).getByLabelText('Resolved in your favour'));
    await user.type(within(resolve).getByRole('textbox'), 'Refunded today');
    await user.click(within(resolve).getByRole('button', { name: 'Resolve complaint' }));
    expect((await within(resolve).findByRole('alert')).textContent).toBe(LOST);
  });

  it("shows a refusal's field errors beside their fields", async () => {
    const { reply } = renderForms(async () =>
      refusal(
        { status: false, message: 'Check the form', errors: { message: 'Write a reply to the customer' } },
        422,
      ),
    );
    const user = userEvent.setup();
    await user.click(within(reply).getByRole('button', { name: 'Send reply' }));
    expect((await within(reply).findByRole('alert')).textContent).toBe('Write a reply to the customer');
  });
});
