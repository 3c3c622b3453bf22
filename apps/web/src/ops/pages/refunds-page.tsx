import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '#lib/money';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { opsCall } from '../api';
import { OpsHeader } from '../ui';
import {
  CustomerFacts,
  Fact,
  type Lookup,
  type Proposal,
  StatusBadge,
  TransactionFacts,
  when,
} from './money-parts';
import { RefundForm, RefundProposed } from './refund-form';

/**
 * Finance: find a transaction by reference (the customer page links here with ?transaction=<reference>),
 * see its amount and fee and what was already refunded, and propose a whole or part refund. Nothing moves
 * until another finance colleague approves it.
 */
export default function RefundsPage() {
  const [params, setParams] = useSearchParams();
  const reference = params.get('transaction')?.trim() ?? '';
  const [draft, setDraft] = useState(reference);
  const lookup = useQuery({
    queryKey: ['ops', 'refund-lookup', reference],
    queryFn: () => opsCall<Lookup>('GET', `/ops/refunds/lookup?reference=${encodeURIComponent(reference)}`),
    enabled: reference !== '',
    retry: false,
  });
  const find = (e: FormEvent) => {
    e.preventDefault();
    const complaint = params.get('complaint');
    setParams(draft.trim() ? { transaction: draft.trim(), ...(complaint ? { complaint } : {}) } : {});
  };
  return (
    <>
      <OpsHeader title="Refunds" />
      <search className="mb-6 block max-w-2xl">
        <form onSubmit={find} className="flex flex-wrap items-start gap-3">
          <div className="min-w-0 flex-1 basis-64">
            <TextInput
              label="Transaction reference"
              name="reference"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder="OWO-NIP-20261126-8F3A9C1B2D"
              bottomLabel="From the customer's page, their receipt, or what they told you."
              autoComplete="off"
              required
            />
          </div>
          <SubmitButton size="small" className="mt-6 min-h-12" isLoading={lookup.isFetching}>
            Find
          </SubmitButton>
        </form>
      </search>
      {lookup.isError && (
        <p role="alert" className="text-red-700">
          {lookup.error.message}
        </p>
      )}
      {lookup.data && (
        <RefundPanel
          key={lookup.data.transaction.uuid}
          lookup={lookup.data}
          complaint={params.get('complaint') ?? ''}
        />
      )}
    </>
  );
}

function RefundPanel({ lookup, complaint }: { lookup: Lookup; complaint: string }) {
  const t = lookup.transaction;
  const refundable = t.direction === 'debit' && t.status === 'successful';
  const [proposed, setProposed] = useState<Proposal | null>(null);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="tx-heading" className="rounded-lg border border-gray-200 bg-white p-4">
        <h2 id="tx-heading" className="mb-3 font-semibold">
          The transaction
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <CustomerFacts customer={lookup.customer} />
          <TransactionFacts transaction={t} />
          <Fact label="Total taken">{formatMoney(t.total)}</Fact>
          <Fact label="Refunded">{formatMoney(lookup.refunded)}</Fact>
          <Fact label="Waiting for approval">{formatMoney(lookup.pending)}</Fact>
        </dl>
        <p className="mt-4 rounded-md bg-gray-50 p-3 text-sm">
          Can still be refunded: <strong>{formatMoney(lookup.refundable)}</strong>
        </p>
        {lookup.refunds.length > 0 && <RefundsOf refunds={lookup.refunds} />}
      </section>
      <section aria-labelledby="propose-heading" className="rounded-lg border border-gray-200 bg-white p-4">
        <h2 id="propose-heading" className="mb-3 font-semibold">
          Propose a refund
        </h2>
        {proposed ? (
          <RefundProposed proposal={proposed} />
        ) : !refundable ? (
          <p className="text-sm text-gray-700">
            Only a successful naira debit can be refunded. This one is a {t.status} {t.direction}.
          </p>
        ) : lookup.refundable <= 0 ? (
          <p className="text-sm text-gray-700">
            Nothing is left to refund: everything was refunded or waits for approval.
          </p>
        ) : (
          <RefundForm lookup={lookup} complaint={complaint} onProposed={setProposed} />
        )}
      </section>
    </div>
  );
}

function RefundsOf({ refunds }: { refunds: Proposal[] }) {
  return (
    <div className="mt-4">
      <h3 className="mb-2 text-sm font-semibold">Refunds of this transaction</h3>
      <ul className="divide-y divide-gray-100 text-sm">
        {refunds.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              {formatMoney(r.amount)} · {r.proposed_by} · {when(r.proposed_at)}
            </span>
            <StatusBadge status={r.status} />
          </li>
        ))}
      </ul>
      <Link to="/ops/approvals" className="mt-2 inline-block text-sm text-green-800 underline">
        Open the approvals queue
      </Link>
    </div>
  );
}
