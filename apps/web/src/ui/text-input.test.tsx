import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { PasswordInput } from './password-input';
import { SubmitButton } from './submit-button';
import { TextInput } from './text-input';

describe('TextInput', () => {
  it('ties its label, sub-label, bottom label and error line to the input', () => {
    render(
      <TextInput
        label="Email Address"
        subLabel="The one you use"
        bottomLabel="We never share it"
        error="Enter your Email address"
      />,
    );
    const input = screen.getByLabelText('Email Address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['The one you use', 'We never share it', 'Enter your Email address']);
    expect(screen.getByRole('alert').textContent).toBe('Enter your Email address');
    expect(screen.getByRole('alert').className).toContain('text-danger');
  });

  it('has no error line and no invalid state without an error', () => {
    render(<TextInput label="Your Name" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Your Name').hasAttribute('aria-invalid')).toBe(false);
  });
});

type Values = { email: string; password: string };

function SignInForm({ onValid }: { onValid: (values: Values) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { email: '', password: '' } });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <TextInput
        label="Email"
        error={errors.email?.message}
        {...register('email', { required: 'Enter your Email address' })}
      />
      <PasswordInput
        label="Password"
        error={errors.password?.message}
        {...register('password', { required: 'Enter your Password' })}
      />
      <SubmitButton>Go</SubmitButton>
    </form>
  );
}

describe('inputs with react-hook-form register', () => {
  it('show the validation messages and focus the first invalid field', async () => {
    const onValid = vi.fn();
    render(<SignInForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Enter your Email address')).toBeTruthy();
    expect(screen.getByText('Enter your Password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('pass typed values through', async () => {
    const onValid = vi.fn();
    render(<SignInForm onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'ada@example.com', password: 'Secret123' });
  });
});

describe('PasswordInput', () => {
  it('hides the password until shown, and hides it again', async () => {
    render(<PasswordInput label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });
});
