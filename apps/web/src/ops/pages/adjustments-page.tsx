import type { adjustmentProposalBody } from '@owo/contract/ops-money';
import { opsMoneyMessages, SUSPENSE_ACCOUNT_CODES } from '@owo/contract/suspense';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '#lib/api/api-error';
import { formatMoney } from '#lib/money';
import { SubmitButton } from '#ui/submit-button';
import { TextArea } from '#ui/text-area';
import { TextInput } from '#ui/text-input';
import { opsCall } from '../api';
import { OpsHeader } from '../ui';
import { type Proposal, secondaryButton, selectClasses, suspenseName } from './money-parts';

type Body = z.input<typeof adjustmentProposalBody>;

/**
 * Finance: propose a manual credit or debit between a customer and a named suspense account (a break found
 * in reconciliation, a chargeback, a bank's return). Another finance colleague approves it; only then does
 * the money move.
 */
export default function AdjustmentsPage() {
  const [params] = useSearchParams();
  const [direction, setDirection] = useState<Body['direction']>('credit');
  const [suspense, setSuspense] = useState<Body['suspense_account']>(SUSPENSE_ACCOUNT_CODES[0]);
  const propose = useMutation({
    mutationFn: (body: Body) => opsCall<{ proposal: Proposal }>('POST', '/ops/adjustments', body),
  });
  const fields = propose.error instanceof ApiError ? propose.error.fields : {};
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    propose.mutate({
      customer: String(f.get('customer') ?? '').trim(),
      direction,
      amount: String(f.get('amount') ?? '').trim(),
      reason: String(f.get('reason') ?? ''),
      suspense_account: suspense,
    });
  };
  const done = propose.data?.proposal;
  return (
    <>
      <OpsHeader title="Adjustments" />
      <section className="max-w-xl rounded-lg border border-gray-200 bg-white p-4">
        {done ? (
          <div role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
            <p className="font-semibold">{opsMoneyMessages.adjustmentProposed}</p>
            <p className="mt-1">
              {done.direction === 'credit' ? 'Credit' : 'Debit'} {formatMoney(done.amount)}{' '}
              {done.direction === 'credit' ? 'to' : 'from'} {done.customer.name}, against{' '}
              {suspenseName(done.suspense_account)}.
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <Link to="/ops/approvals" className="underline">
                Open the approvals queue
              </Link>
              <button type="button" className={secondaryButton} onClick={() => propose.reset()}>
                Propose another
              </button>
            </div>
          </div>
        ) : (
          <form onSubmit={submit} className="space-y-4">
            <TextInput
              label="Customer ID"
              name="customer"
              defaultValue={params.get('customer') ?? ''}
              subLabel="The customer's ID from their page in the console."
              placeholder="6f1c2d3e-…"
              autoComplete="off"
              error={fields.customer}
              required
            />
            <fieldset>
              <legend className="text-sm font-semibold">Direction</legend>
              <div className="mt-2 flex flex-wrap gap-4">
                {(['credit', 'debit'] as const).map((d) => (
                  <label key={d} className="flex min-h-10 items-center gap-2">
                    <input
                      type="radio"
                      name="direction"
                      value={d}
                      checked={direction === d}
                      onChange={() => setDirection(d)}
                    />
                    {d === 'credit' ? 'Credit the customer' : 'Debit the customer'}
                  </label>
                ))}
              </div>
            </fieldset>
            <TextInput label="Amount (₦)" name="amount" inputMode="decimal" error={fields.amount} required />
            <div className="flex flex-col gap-1">
              <label htmlFor="suspense_account" className="text-sm font-semibold">
                Suspense account
              </label>
              <select
                id="suspense_account"
                name="suspense_account"
                className={selectClasses}
                value={suspense}
                onChange={(e) => setSuspense(e.target.value as Body['suspense_account'])}
              >
                {SUSPENSE_ACCOUNT_CODES.map((code) => (
                  <option key={code} value={code}>
                    {suspenseName(code)}
                  </option>
                ))}
              </select>
              <p className="text-xs text-gray-600">
                Ledger account <span className="font-mono">{suspense}:NGN</span>
              </p>
            </div>
            <TextArea
              label="Reason"
              name="reason"
              rows={3}
              subLabel="Kept with the adjustment and in the audit log; the approver reads it."
              error={fields.reason}
              required
              minLength={5}
              maxLength={500}
            />
            {propose.error && Object.keys(fields).length === 0 && (
              <p role="alert" className="text-sm text-red-700">
                {propose.error.message}
              </p>
            )}
            <SubmitButton size="small" isLoading={propose.isPending}>
              Propose adjustment
            </SubmitButton>
          </form>
        )}
      </section>
    </>
  );
}
