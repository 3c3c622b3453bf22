import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeInput } from './code-input';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CodeInput label="Verification code" value={value} onChange={setValue} />
      <output aria-label="value">{value}</output>
    </>
  );
}

const box = (n: number) => screen.getByLabelText(`Verification code, digit ${n} of 4`) as HTMLInputElement;
const value = () => screen.getByLabelText('value').textContent;

describe('CodeInput', () => {
  it('takes one digit a box and moves on as the customer types', async () => {
    render(<Harness />);
    await userEvent.click(box(1));
    await userEvent.keyboard('1a2 34');
    expect([1, 2, 3, 4].map((n) => box(n).value)).toEqual(['1', '2', '3', '4']);
    expect(value()).toBe('1234');
  });

  it('fills every box from a pasted code', () => {
    render(<Harness />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => ' 98-76 ' } });
    expect(value()).toBe('9876');
    expect(document.activeElement).toBe(box(4));
  });

  it('goes back a box with Backspace on an empty box', async () => {
    render(<Harness initial="12" />);
    await userEvent.click(box(3));
    await userEvent.keyboard('{Backspace}');
    expect(value()).toBe('1');
    expect(document.activeElement).toBe(box(2));
  });

  it('replaces a digit typed over, wherever the caret was', async () => {
    render(<Harness initial="1234" />);
    fireEvent.change(box(2), { target: { value: '72' } });
    expect(value()).toBe('1734');
  });
});
