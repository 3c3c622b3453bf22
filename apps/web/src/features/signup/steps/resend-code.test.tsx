import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResendCode } from './resend-code';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the resend countdown', () => {
  it('counts down from 01:00 and then offers Resend', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ResendCode phone="+2348031234567" />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('timer').textContent).toBe('01:00');
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('timer').textContent).toBe('00:30');
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeTruthy();
  });
});
