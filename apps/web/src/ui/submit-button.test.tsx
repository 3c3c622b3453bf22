import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubmitButton } from './submit-button';

describe('SubmitButton', () => {
  it('submits its form when idle', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <SubmitButton>Proceed</SubmitButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner and is disabled while loading', () => {
    render(<SubmitButton isLoading>Proceed</SubmitButton>);
    const button = screen.getByRole('button', { name: /Proceed/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });

  it('is disabled while its form is in error', () => {
    render(<SubmitButton hasError>Proceed</SubmitButton>);
    expect((screen.getByRole('button', { name: 'Proceed' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('comes big and green by default, and small or orange on request', () => {
    render(
      <>
        <SubmitButton>Big</SubmitButton>
        <SubmitButton size="small" color="orange">
          Small
        </SubmitButton>
      </>,
    );
    const big = screen.getByRole('button', { name: 'Big' });
    const small = screen.getByRole('button', { name: 'Small' });
    expect([big.dataset.size, big.dataset.color]).toEqual(['big', 'green']);
    expect(big.className).toContain('w-full');
    expect([small.dataset.size, small.dataset.color]).toEqual(['small', 'orange']);
    expect(small.className).toContain('bg-accent');
  });
});
