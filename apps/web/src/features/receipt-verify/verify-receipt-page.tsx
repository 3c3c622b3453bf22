import { errors } from '@owo/contract/messages';
import type { PublicReceipt } from '@owo/contract/receipts';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageTag } from '#lib/head';
import { formatMoney } from '#lib/money';
import { Logo } from '#ui/logo';
import { Spinner } from '#ui/spinner';

// The public page behind a receipt's QR code (/r/{code}): no login, the ledger's current state, masked
// parties. Its own small chunk: it never loads the signed-in app.

type Outcome =
  | { kind: 'loading' }
  | { kind: 'found'; receipt: PublicReceipt }
  | { kind: 'missing' }
  | { kind: 'error'; message: string };

const NETWORK_MESSAGE = 'check your internet connection';

const lagos = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  dateStyle: 'medium',
  timeStyle: 'short',
});
const when = (iso: string) => `${lagos.format(new Date(iso))} WAT`;

async function fetchReceipt(code: string, signal: AbortSignal): Promise<Outcome> {
  let res: Response;
  try {
    res = await fetch(`/api/public/receipts/${encodeURIComponent(code)}`, {
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch {
    return { kind: 'error', message: NETWORK_MESSAGE };
  }
  if (res.status === 404) return { kind: 'missing' };
  const body = (await res.json().catch(() => null)) as { data?: PublicReceipt; message?: string } | null;
  if (!res.ok || !body?.data) return { kind: 'error', message: body?.message ?? NETWORK_MESSAGE };
  return { kind: 'found', receipt: body.data };
}

const STATES = {
  paid: { word: 'Paid', tone: 'bg-brand-light text-brand-dark ring-brand/30' },
  pending: { word: 'Pending', tone: 'bg-accent-light text-accent-ink ring-accent/30' },
  reversed: { word: 'Reversed', tone: 'bg-red-50 text-danger ring-danger/30' },
  failed: { word: 'Failed', tone: 'bg-red-50 text-danger ring-danger/30' },
} as const;

function explain(r: PublicReceipt): string {
  if (r.state === 'paid' && r.settled_at) return `The money was paid on ${when(r.settled_at)}.`;
  if (r.state === 'reversed' && r.reversed_at) {
    return `This transfer did not go through: the money went back to the sender on ${when(r.reversed_at)}. Do not release goods for it.`;
  }
  if (r.state === 'pending')
    return 'The bank is still confirming this transfer. The money has not arrived yet: check again later.';
  return 'This transfer did not go through.';
}

function Party({ label, party }: { label: string; party: PublicReceipt['sender'] }) {
  const line = [party.account, party.bank].filter(Boolean).join(' · ');
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="shrink-0 text-muted">{label}</dt>
      <dd className="text-right font-semibold text-ink">
        {party.name}
        {line ? <span className="block font-normal text-muted">{line}</span> : null}
      </dd>
    </div>
  );
}

export default function VerifyReceiptPage() {
  const { code = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setOutcome({ kind: 'loading' });
    fetchReceipt(code, controller.signal).then(setOutcome, () => {});
    return () => controller.abort();
  }, [code]);

  return (
    <div className="min-h-dvh bg-gray-50 px-4 py-6">
      <PageTag tag="Verify a receipt" />
      <meta name="robots" content="noindex, nofollow" />
      <main className="mx-auto flex max-w-md flex-col gap-5">
        <Link to="/" aria-label="Owo home" className="self-start">
          <Logo />
        </Link>
        <h1 className="text-2xl font-bold text-ink">Receipt check</h1>
        {outcome.kind === 'loading' ? (
          <Spinner label="Checking the receipt" className="size-8 text-brand" />
        ) : outcome.kind === 'missing' ? (
          <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200" role="alert">
            <h2 className="text-lg font-bold text-danger">{errors.receiptNotFound}</h2>
            <p className="mt-2 text-sm text-muted">
              Check that the link or QR code is complete. A receipt that cannot be found here was not issued
              by Owo.
            </p>
          </section>
        ) : outcome.kind === 'error' ? (
          <p className="rounded-xl bg-red-50 p-4 text-danger" role="alert">
            {outcome.message}
          </p>
        ) : (
          <section
            aria-labelledby="verify-state"
            className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
          >
            <div className="flex flex-col items-center gap-2 text-center">
              <p
                id="verify-state"
                className={`rounded-full px-4 py-1 text-lg font-bold ring-1 ${STATES[outcome.receipt.state].tone}`}
              >
                {STATES[outcome.receipt.state].word}
              </p>
              <p className="text-3xl font-extrabold text-ink tabular-nums">
                {formatMoney(outcome.receipt.amount, outcome.receipt.currency)}
              </p>
              <p className="text-sm text-ink">{explain(outcome.receipt)}</p>
            </div>
            <dl className="divide-y divide-gray-100 text-sm">
              <Party label="From" party={outcome.receipt.sender} />
              <Party label="To" party={outcome.receipt.recipient} />
              <div className="flex justify-between gap-4 py-2">
                <dt className="text-muted">Reference</dt>
                <dd className="font-semibold break-all text-ink">{outcome.receipt.reference}</dd>
              </div>
              <div className="flex justify-between gap-4 py-2">
                <dt className="text-muted">Sent</dt>
                <dd className="font-semibold text-ink">{when(outcome.receipt.created_at)}</dd>
              </div>
            </dl>
            <p className="text-xs text-muted">
              Checked just now against Owo's ledger. This page always shows the transfer's current state,
              whatever a screenshot says.
            </p>
          </section>
        )}
      </main>
    </div>
  );
}
