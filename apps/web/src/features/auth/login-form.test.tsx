import { deviceMessages, loginReply } from '@owo/contract/devices';
import { errors } from '@owo/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, reply } from '#test/replies';
import { LoginForm } from './login-form';

afterEach(() => vi.unstubAllGlobals());

describe('LoginForm', () => {
  it('after wrong passwords, asks for the 6-digit texted code and sends it with the password', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        bodies.push(body);
        if (!body.otp) return reply(loginReply, { step: 'verify_login' });
        return refusal(
          { status: false, message: errors.otpInvalid, errors: { otp: errors.otpInvalid } },
          400,
        );
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <LoginForm onLoggedIn={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText('Phone number or email'), '08031234567');
    await userEvent.type(screen.getByLabelText('Password'), 'Sandbox123');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Enter the code we texted you' })).toBeTruthy();
    expect(screen.getByText(deviceMessages.verifyLogin)).toBeTruthy();
    expect(screen.getByLabelText('Verification code, digit 6 of 6')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Verification code, digit 1 of 6'));
    await userEvent.keyboard('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect((await screen.findAllByText(errors.otpInvalid)).length).toBeGreaterThan(0);
    expect(bodies[1]).toMatchObject({ phone: '08031234567', password: 'Sandbox123', otp: '123456' });
  });
});
