import { type PublicPaymentLink, payPaymentLinkBody } from '@owo/contract/payment-links';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { failureMessage, newIdempotencyKey, paymentFailure } from '#lib/api/api-error';
import { earlierPaymentText } from '#lib/earlier-payment';
import { formatMoney } from '#lib/money';
import { useToken } from '#lib/session/token-store';
import { buttonClasses } from '#ui/button-styles';
import { PinField } from '#ui/pin-field';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { payPaymentLink } from './api/public-payment-link';

type Paid = { reference: string; amount: string };

/**
 * Way one: an Owo customer pays with their PIN (instant and free). Signed out, they log in first and the
 * login brings them back here. One Idempotency-Key per payment, kept across retries after a lost answer.
 */
export function PayWithOwo({ link }: { link: PublicPaymentLink }) {
  const token = useToken();
  const [amount, setAmount] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; pin?: string; form?: string }>({});
  const [pending, setPending] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const [paid, setPaid] = useState<Paid | null>(null);
  const here = `/pay/${link.slug}`;

  if (!token) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-muted">
          Have an Owo account? Log in and pay with your PIN. It is instant and free.
        </p>
        <Link to="/login" state={{ from: here }} className={buttonClasses('green', 'big', 'w-full')}>
          Log in to pay with Owo
        </Link>
      </div>
    );
  }
  if (paid) {
    return (
      <div role="status" className="rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200">
        <p className="font-bold">Payment successful</p>
        <p className="text-sm">
          You paid {paid.amount} to {link.payee_name}. Reference: {paid.reference}
        </p>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const body = { ...(link.amount === null ? { amount } : {}), pin };
    const parsed = payPaymentLinkBody.safeParse(body);
    const next: typeof errors = {};
    if (link.amount === null && !amount) next.amount = 'Enter the amount you want to pay';
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = issue.path[0] === 'amount' ? 'amount' : 'pin';
      next[field] ??= issue.message;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setPending(true);
    try {
      const data = await payPaymentLink(link.slug, body, key);
      setPaid({ reference: data.transaction.reference, amount: data.transaction.description.total });
    } catch (error) {
      setPin('');
      // The amount changed after a lost answer and the key had already paid: told, and the next try is new.
      const failure = paymentFailure(error);
      if (failure === 'conflict') {
        setKey(newIdempotencyKey());
        setErrors({ form: await earlierPaymentText(key, 'payment') });
        return;
      }
      setErrors({ form: failureMessage(error, 'Check your internet connection and try again.') });
      if (failure === 'refused') setKey(newIdempotencyKey());
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Pay with Owo" className="flex flex-col gap-4">
      {link.amount === null ? (
        <TextInput
          label="Amount (NGN)"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={errors.amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      ) : null}
      <PinField value={pin} error={errors.pin} onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))} />
      {errors.form ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-danger ring-1 ring-red-200">
          {errors.form}
        </p>
      ) : null}
      <SubmitButton isLoading={pending}>
        {link.amount === null ? 'Pay with Owo' : `Pay ${formatMoney(link.amount)} with Owo`}
      </SubmitButton>
    </form>
  );
}
