import type { refundProposalBody } from '@owo/contract/ops-money';
import { opsMoneyMessages } from '@owo/contract/suspense';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '#lib/api/api-error';
import { formatMoney } from '#lib/money';
import { SubmitButton } from '#ui/submit-button';
import { TextArea } from '#ui/text-area';
import { TextInput } from '#ui/text-input';
import { opsCall } from '../api';
import type { Lookup, Proposal } from './money-parts';

type Body = z.input<typeof refundProposalBody>;

/** Amount (the whole of what is left, or part), reason, and the complaint it answers, if any. */
export function RefundForm({
  lookup,
  complaint,
  onProposed,
}: {
  lookup: Lookup;
  complaint: string;
  onProposed: (proposal: Proposal) => void;
}) {
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState(lookup.refundable.toFixed(2));
  const propose = useMutation({
    mutationFn: (body: Body) => opsCall<{ proposal: Proposal }>('POST', '/ops/refunds', body),
    // The panel shows the proposal from now on: the lookup read again has nothing left to refund.
    onSuccess: (r) => {
      onProposed(r.proposal);
      void queryClient.invalidateQueries({ queryKey: ['ops', 'refund-lookup'] });
    },
  });
  const fields = propose.error instanceof ApiError ? propose.error.fields : {};
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const complaint = String(f.get('complaint_id') ?? '').trim();
    propose.mutate({
      transaction_id: lookup.transaction.uuid,
      amount: amount.trim(),
      reason: String(f.get('reason') ?? ''),
      ...(complaint ? { complaint_id: complaint } : {}),
    });
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <TextInput
        label="Amount to refund (₦)"
        name="amount"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        bottomLabel={
          <>
            Up to {formatMoney(lookup.refundable)}.{' '}
            <button
              type="button"
              className="text-green-800 underline"
              onClick={() => setAmount(lookup.refundable.toFixed(2))}
            >
              Refund all of it
            </button>
          </>
        }
        error={fields.amount}
        required
      />
      <TextArea
        label="Reason"
        name="reason"
        rows={3}
        subLabel="Kept with the refund and in the audit log; the approver reads it."
        error={fields.reason}
        required
        minLength={5}
        maxLength={500}
      />
      <TextInput
        label="Complaint (optional)"
        name="complaint_id"
        defaultValue={complaint}
        placeholder="OWO-CMP-2026-000123"
        error={fields.complaint_id}
        autoComplete="off"
      />
      {propose.error && Object.keys(fields).length === 0 && (
        <p role="alert" className="text-sm text-red-700">
          {propose.error.message}
        </p>
      )}
      <SubmitButton size="small" isLoading={propose.isPending}>
        Propose refund
      </SubmitButton>
    </form>
  );
}

/** What the proposer reads once the refund is proposed: nothing moves until a colleague approves it. */
export function RefundProposed({ proposal }: { proposal: Proposal }) {
  return (
    <div role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
      <p className="font-semibold">{opsMoneyMessages.refundProposed}</p>
      <p className="mt-1">
        {formatMoney(proposal.amount)} to {proposal.customer.name}.
      </p>
      <Link to="/ops/approvals" className="mt-2 inline-block underline">
        Open the approvals queue
      </Link>
    </div>
  );
}
