import { emptyReply } from '@owo/contract/auth';
import { messages } from '@owo/contract/messages';
import { pinForgotReply } from '@owo/contract/profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, reply } from '#test/replies';
import { ForgotPinScreen } from './forgot-pin-screen';

afterEach(() => vi.unstubAllGlobals());

function stubApi(handlers: Record<string, (body: Record<string, unknown>) => Response>) {
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const handler = handlers[url.replace(/^\/api/, '')];
    if (!handler) return refusal({ status: false, message: `no stub for ${url}` }, 404);
    return handler(JSON.parse(String(init.body)));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderScreen() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: '/profile/forgot-pin', state: { from: '/send/pin' } }]}>
        <Routes>
          <Route path="/profile/forgot-pin" element={<ForgotPinScreen />} />
          <Route path="/send/pin" element={<p>Back at the send</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Forgot PIN', () => {
  it('sends the password, refuses a straight run, then resets with the code and returns', async () => {
    const fetch = stubApi({
      '/profile/pin/forgot': () => reply(pinForgotReply, { resend_after_seconds: 60 }),
      // The reset's reply carries no data (null).
      '/profile/pin/reset': () => reply(emptyReply, null as never),
    });
    renderScreen();
    await userEvent.type(screen.getByLabelText('Password'), 'Sandbox123');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.click(await screen.findByLabelText('Verification code, digit 1 of 6'));
    await userEvent.keyboard('482135');
    await userEvent.type(screen.getByLabelText('New PIN'), '4321');
    await userEvent.type(screen.getByLabelText('Confirm New PIN'), '4321');
    await userEvent.click(screen.getByRole('button', { name: 'Reset PIN' }));
    expect(await screen.findByText(messages.pinTooSimple)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);

    await userEvent.clear(screen.getByLabelText('New PIN'));
    await userEvent.type(screen.getByLabelText('New PIN'), '1357');
    await userEvent.clear(screen.getByLabelText('Confirm New PIN'));
    await userEvent.type(screen.getByLabelText('Confirm New PIN'), '1357');
    await userEvent.click(screen.getByRole('button', { name: 'Reset PIN' }));
    expect(await screen.findByText('Back at the send')).toBeTruthy();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetch.mock.calls[1]![1].body))).toEqual({
      password: 'Sandbox123',
      otp: '482135',
      pin: '1357',
      pin_confirmation: '1357',
    });
  });
});
