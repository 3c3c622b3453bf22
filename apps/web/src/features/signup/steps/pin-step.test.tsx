import { messages } from '@owo/contract/messages';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PinStep } from './pin-step';

async function enter(pin: string) {
  const dispatch = vi.fn();
  render(<PinStep dispatch={dispatch} />);
  await userEvent.click(screen.getByLabelText('Transaction PIN, digit 1 of 4'));
  await userEvent.keyboard(pin);
  await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
  return dispatch;
}

describe('the signup PIN step', () => {
  it.each(['1111', '1234', '9876'])('refuses the guessable PIN %s with the contract message', async (pin) => {
    const dispatch = await enter(pin);
    expect(await screen.findByText(messages.pinTooSimple)).toBeTruthy();
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('accepts a PIN that is not a run', async () => {
    const dispatch = await enter('2580');
    await waitFor(() => expect(dispatch).toHaveBeenCalledWith({ type: 'pinEntered', pin: '2580' }));
    expect(screen.queryByText(messages.pinTooSimple)).toBeNull();
  });
});
