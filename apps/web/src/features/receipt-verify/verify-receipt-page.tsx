import { lagosTime } from '@owo/contract/lagos-time';
import { errors } from '@owo/contract/messages';
import type { PublicReceipt } from '@owo/contract/receipts';
import { useParams } from 'react-router';
import { usePublicLookup } from '#lib/public-lookup';
import { PublicCheckPage } from '#ui/public-check-page';

// The public page behind a receipt's QR code (/r/{code}): no login, the ledger's current state, masked
// parties. Its own small chunk: it never loads the signed-in app.

const when = lagosTime;

const TONES = {
  paid: 'bg-brand-light text-brand-dark ring-brand/30',
  pending: 'bg-accent-light text-accent-ink ring-accent/30',
  reversed: 'bg-red-50 text-danger ring-danger/30',
  failed: 'bg-red-50 text-danger ring-danger/30',
} as const;

function explain(r: PublicReceipt): string {
  if (r.state === 'paid' && r.settled_at) return `The money was paid on ${when(r.settled_at)}.`;
  if (r.state === 'reversed' && r.reversed_at) {
    return `This transfer did not go through: the money went back to the sender on ${when(r.reversed_at)}. Do not release goods for it.`;
  }
  if (r.state === 'pending')
    return 'This transfer is on its way: the bank is still confirming it and the money has not arrived yet. Check again later.';
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
  const lookup = usePublicLookup<PublicReceipt>(`/api/public/receipts/${encodeURIComponent(code)}`);
  return (
    <PublicCheckPage
      tag="Verify a receipt"
      title="Receipt check"
      loadingLabel="Checking the receipt"
      notFound={errors.receiptNotFound}
      notFoundHint="Check that the link or QR code is complete. A receipt that cannot be found here was not issued by Owo."
      lookup={lookup}
    >
      {(receipt) => (
        <section
          aria-labelledby="verify-state"
          className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
        >
          <div className="flex flex-col items-center gap-2 text-center">
            <p
              id="verify-state"
              className={`rounded-full px-4 py-1 text-lg font-bold ring-1 ${TONES[receipt.state]}`}
            >
              {receipt.description.status_label}
            </p>
            <p className="text-3xl font-extrabold text-ink tabular-nums" data-testid="verify-amount">
              {receipt.description.amount}
            </p>
            <p className="text-sm text-ink">{explain(receipt)}</p>
          </div>
          <dl className="divide-y divide-gray-100 text-sm">
            <Party label="From" party={receipt.sender} />
            <Party label="To" party={receipt.recipient} />
            {receipt.description.amount_line !== receipt.description.amount ? (
              <>
                <div className="flex justify-between gap-4 py-2">
                  <dt className="text-muted">Fee</dt>
                  <dd className="font-semibold text-ink tabular-nums">{receipt.description.fee}</dd>
                </div>
                <div className="flex justify-between gap-4 py-2">
                  <dt className="text-muted">Total paid by the sender</dt>
                  <dd className="font-semibold text-ink tabular-nums">{receipt.description.total}</dd>
                </div>
              </>
            ) : null}
            <div className="flex justify-between gap-4 py-2">
              <dt className="text-muted">Reference</dt>
              <dd className="font-semibold break-all text-ink">{receipt.reference}</dd>
            </div>
            <div className="flex justify-between gap-4 py-2">
              <dt className="text-muted">Sent</dt>
              <dd className="font-semibold text-ink">{when(receipt.created_at)}</dd>
            </div>
          </dl>
          <p className="text-xs text-muted">
            Checked just now against Owo's ledger. This page always shows the transfer's current state,
            whatever a screenshot says.
          </p>
        </section>
      )}
    </PublicCheckPage>
  );
}
