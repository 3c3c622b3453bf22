import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';
import { SubmitButton } from './submit-button';

const banks = [
  { value: '044', label: 'Access Bank' },
  { value: '058', label: 'Guaranty Trust Bank' },
  { value: '057', label: 'Zenith Bank' },
];

function SingleSelect() {
  const [bank, setBank] = useState<string | null>(null);
  return <Select label="Bank" options={banks} value={bank} onChange={setBank} />;
}

function MultiSelect() {
  const [chosen, setChosen] = useState<string[]>([]);
  return <Select multiple label="Banks" options={banks} value={chosen} onChange={setChosen} />;
}

type BankValues = { bank: string | null };

function BankForm({ onValid }: { onValid: (values: BankValues) => void }) {
  const { control, handleSubmit } = useForm<BankValues>({ defaultValues: { bank: null } });
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <Controller
        name="bank"
        control={control}
        rules={{ required: 'Select Bank' }}
        render={({ field, fieldState }) => (
          <Select label="Bank" options={banks} error={fieldState.error?.message} {...field} />
        )}
      />
      <SubmitButton>Send</SubmitButton>
    </form>
  );
}

describe('Select', () => {
  it('opens, filters by typed text and picks an option with the mouse', async () => {
    render(<SingleSelect />);
    const box = screen.getByRole('combobox', { name: 'Bank' });
    expect(box.getAttribute('placeholder')).toBe('Select One');
    await userEvent.click(box);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await userEvent.type(box, 'ZEN');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Zenith Bank']);
    await userEvent.click(screen.getByRole('option', { name: 'Zenith Bank' }));
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('Zenith Bank');
  });

  it('works from the keyboard', async () => {
    render(<SingleSelect />);
    const box = screen.getByRole('combobox', { name: 'Bank' });
    await userEvent.tab();
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect((box as HTMLInputElement).value).toBe('Guaranty Trust Bank');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('says when nothing matches and when options are loading', async () => {
    const { rerender } = render(
      <Select label="Bank" options={[]} value={null} onChange={() => {}} isLoading />,
    );
    expect(screen.getByRole('combobox').getAttribute('placeholder')).toBe('loading...');
    rerender(<Select label="Bank" options={banks} value={null} onChange={() => {}} />);
    await userEvent.type(screen.getByRole('combobox'), 'qqq');
    expect(screen.getByText('No match')).toBeTruthy();
  });

  it('in multi mode keeps several choices and removes one', async () => {
    render(<MultiSelect />);
    const box = screen.getByRole('combobox', { name: 'Banks' });
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('option', { name: 'Access Bank' }));
    await userEvent.click(screen.getByRole('option', { name: 'Zenith Bank' }));
    expect(screen.getByRole('option', { name: 'Access Bank' }).getAttribute('aria-selected')).toBe('true');
    const chosen = screen.getByRole('list', { name: 'Banks: chosen' });
    expect(chosen.textContent).toContain('Access Bank');
    expect(chosen.textContent).toContain('Zenith Bank');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Access Bank' }));
    expect(screen.queryByRole('button', { name: 'Remove Access Bank' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Zenith Bank' })).toBeTruthy();
  });

  it('reports its error and its value through a react-hook-form Controller', async () => {
    const onValid = vi.fn();
    render(<BankForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Select Bank');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Bank' }));
    await userEvent.click(screen.getByRole('option', { name: 'Access Bank' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ bank: '044' });
  });
});
