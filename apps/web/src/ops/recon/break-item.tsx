import type { reconBreakDetailReply } from '@owo/contract/reconciliation';
import { SUSPENSE_ACCOUNTS } from '@owo/contract/suspense';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '#lib/api/api-error';
import { formatMoney } from '#lib/money';
import { SubmitButton } from '#ui/submit-button';
import { TextArea } from '#ui/text-area';
import { TextInput } from '#ui/text-input';
import { opsCall } from '../api';
import { Fact, secondaryButton, when } from '../pages/money-parts';
import { BreakStateBadge, entryTitle, KIND_NAMES, money, RAIL_NAMES, type ReconBreak } from './recon-parts';

type Detail = z.infer<typeof reconBreakDetailReply>['data'];
type Step = 'idle' | 'explain' | 'propose';

/** One break of the queue: what differs, and (opened) the partner's lines, Owo's row and how to resolve it. */
export function BreakItem({ item: b }: { item: ReconBreak }) {
  const [open, setOpen] = useState(false);
  const headingId = `break-${b.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {KIND_NAMES[b.kind]}{' '}
          <span className="font-mono text-sm font-normal break-all text-gray-700">{b.reference ?? '—'}</span>
        </h3>
        <BreakStateBadge state={b.state} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3 lg:grid-cols-6">
        <Fact label="Rail">{RAIL_NAMES[b.rail]}</Fact>
        <Fact label="Date">{b.date}</Fact>
        <Fact label="Ours">
          {money(b.ours_amount, b.currency)}
          {b.ours_status ? ` · ${b.ours_status}` : ''}
        </Fact>
        <Fact label="Theirs">
          {money(b.theirs_amount, b.currency)}
          {b.theirs_status ? ` · ${b.theirs_status}` : ''}
        </Fact>
        <Fact label="Their lines">{b.theirs_lines}</Fact>
        {b.session_id && (
          <Fact label="Session ID">
            <span className="font-mono text-xs break-all">{b.session_id}</span>
          </Fact>
        )}
      </dl>
      {b.note && (
        <p className="mt-3 rounded-md bg-gray-50 p-3 text-sm">
          <span className="font-semibold">{b.resolution === 'journal' ? 'Entry: ' : 'Note: '}</span>
          {b.note}
          {b.resolved_by ? ` · ${b.resolved_by}` : ''}
          {b.resolved_at ? ` · ${when(b.resolved_at)}` : ''}
        </p>
      )}
      <button
        type="button"
        className={`${secondaryButton} mt-3`}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Close' : b.state === 'open' ? 'Resolve' : 'Details'}
      </button>
      {open && <BreakDetail id={b.id} />}
    </article>
  );
}

function BreakDetail({ id }: { id: string }) {
  const detail = useQuery({
    queryKey: ['ops', 'recon', 'break', id],
    queryFn: () => opsCall<Detail>('GET', `/ops/reconciliation/breaks/${id}`),
  });
  if (detail.isError)
    return (
      <p role="alert" className="mt-3 text-sm text-red-700">
        {detail.error.message}
      </p>
    );
  if (!detail.data) return <p className="mt-3 text-sm text-gray-600">Loading…</p>;
  const d = detail.data;
  const waiting = d.proposals.some((p) => p.status === 'pending');
  return (
    <div className="mt-4 space-y-4 border-t border-gray-100 pt-4">
      {d.transaction && (
        <div>
          <h4 className="mb-2 text-sm font-semibold text-gray-700">Owo's side</h4>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3 lg:grid-cols-4">
            <Fact label="Reference">
              <span className="font-mono text-xs break-all">{d.transaction.reference}</span>
            </Fact>
            <Fact label="Made (Lagos)">{when(d.transaction.created_at)}</Fact>
            <Fact label="Kind">
              {d.transaction.direction} · {d.transaction.rail}
            </Fact>
            <Fact label="Status">{d.transaction.status}</Fact>
            <Fact label="Amount">{formatMoney(d.transaction.amount, d.transaction.currency)}</Fact>
            <Fact label="Fee">{formatMoney(d.transaction.fee, d.transaction.currency)}</Fact>
            <Fact label="Customer">
              <Link className="text-green-800 underline" to={`/ops/customers/${d.transaction.customer}`}>
                Open their page
              </Link>
            </Fact>
          </dl>
        </div>
      )}
      {d.lines.length > 0 && (
        <div>
          <h4 className="mb-2 text-sm font-semibold text-gray-700">The partner's lines</h4>
          <ul className="divide-y divide-gray-100 text-sm">
            {d.lines.map((l) => (
              <li key={`${l.date}-${l.line_no}`} className="flex flex-wrap justify-between gap-2 py-1.5">
                <span>
                  {l.date} · line {l.line_no}
                </span>
                <span>
                  {formatMoney(l.amount, l.currency)} · {l.status}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {d.proposals.length > 0 && (
        <div>
          <h4 className="mb-2 text-sm font-semibold text-gray-700">Entries proposed</h4>
          <ul className="divide-y divide-gray-100 text-sm">
            {d.proposals.map((p) => (
              <li key={p.id} className="py-1.5">
                {entryTitle(p)} · {p.status} · {p.proposed_by}
                {p.decided_by ? ` → ${p.decided_by}` : ''} · {p.reason}
              </li>
            ))}
          </ul>
          {waiting && (
            <Link to="/ops/approvals" className="mt-1 inline-block text-sm text-green-800 underline">
              Open the approvals desk
            </Link>
          )}
        </div>
      )}
      {d.break.state === 'open' && <Resolve detail={d} waiting={waiting} />}
    </div>
  );
}

function Resolve({ detail: d, waiting }: { detail: Detail; waiting: boolean }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('idle');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['ops', 'recon'] });
  const explain = useMutation({
    mutationFn: (note: string) =>
      opsCall('POST', `/ops/reconciliation/breaks/${d.break.id}/explain`, { note }),
    onSuccess: () => {
      toast.success('Break explained');
      refresh();
    },
  });
  const propose = useMutation({
    mutationFn: (body: { direction: string; amount: string; reason: string }) =>
      opsCall('POST', `/ops/reconciliation/breaks/${d.break.id}/proposals`, body),
    onSuccess: () => {
      toast.success('Proposed: another finance staff member must approve it');
      setStep('idle');
      refresh();
      void queryClient.invalidateQueries({ queryKey: ['ops', 'approvals'] });
    },
  });
  const fields = propose.error instanceof ApiError ? propose.error.fields : {};
  const onExplain = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    explain.mutate(String(new FormData(e.currentTarget).get('note') ?? ''));
  };
  const onPropose = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    propose.mutate({
      direction,
      amount: String(f.get('amount') ?? '').trim(),
      reason: String(f.get('reason') ?? ''),
    });
  };
  const hasCustomer = d.transaction !== null;
  return (
    <div>
      {step === 'idle' && (
        <div className="flex flex-wrap gap-3">
          <SubmitButton type="button" size="small" onClick={() => setStep('explain')}>
            Explain
          </SubmitButton>
          {hasCustomer && !waiting && (
            <button type="button" className={secondaryButton} onClick={() => setStep('propose')}>
              Propose an entry
            </button>
          )}
        </div>
      )}
      {step === 'explain' && (
        <form onSubmit={onExplain} className="max-w-xl space-y-3">
          <TextArea
            label="What explains this break?"
            name="note"
            rows={3}
            required
            minLength={3}
            maxLength={2000}
            subLabel="Kept with the break and in the audit log."
          />
          {explain.error && (
            <p role="alert" className="text-sm text-red-700">
              {explain.error.message}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <SubmitButton size="small" isLoading={explain.isPending}>
              Close as explained
            </SubmitButton>
            <button type="button" className={secondaryButton} onClick={() => setStep('idle')}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {step === 'propose' && (
        <form onSubmit={onPropose} className="max-w-xl space-y-4">
          <p className="text-sm text-gray-700">
            A journal entry between the customer of this transaction and{' '}
            <strong>{SUSPENSE_ACCOUNTS['suspense:recon']}</strong> (
            <span className="font-mono">suspense:recon:NGN</span>). Nothing moves until another finance
            colleague approves it.
          </p>
          <fieldset>
            <legend className="text-sm font-semibold">Direction</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {(['credit', 'debit'] as const).map((v) => (
                <label key={v} className="flex min-h-10 items-center gap-2">
                  <input
                    type="radio"
                    name="direction"
                    value={v}
                    checked={direction === v}
                    onChange={() => setDirection(v)}
                  />
                  {v === 'credit' ? 'Credit the customer (return money)' : 'Debit the customer'}
                </label>
              ))}
            </div>
          </fieldset>
          <TextInput
            label="Amount (₦)"
            name="amount"
            inputMode="decimal"
            defaultValue={d.break.ours_amount ?? ''}
            error={fields.amount}
            required
          />
          <TextArea
            label="Reason"
            name="reason"
            rows={3}
            subLabel="Kept with the entry and in the audit log; the approver reads it."
            error={fields.reason}
            required
            minLength={3}
            maxLength={500}
          />
          {propose.error && Object.keys(fields).length === 0 && (
            <p role="alert" className="text-sm text-red-700">
              {propose.error.message}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <SubmitButton size="small" isLoading={propose.isPending}>
              Propose entry
            </SubmitButton>
            <button type="button" className={secondaryButton} onClick={() => setStep('idle')}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
