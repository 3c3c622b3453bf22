import type { Transaction } from '@owo/contract/accounts';
import { lagosTimeToTheSecond } from '@owo/contract/lagos-time';
import type { ReceiptDetail } from '@owo/contract/receipts';
import { cn } from '#lib/cn';

/**
 * created → debited → sent to the rail → paid, or → refused by the rail → money returned, each with its
 * time. Steps not reached yet are shown greyed; the detail screen refreshes them while the send is pending.
 */
export function StatusTimeline({
  transaction: t,
  receipt: r,
}: {
  transaction: Transaction;
  receipt: ReceiptDetail;
}) {
  return (
    <section
      aria-labelledby="timeline-heading"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      <h2 id="timeline-heading" className="mb-3 text-lg font-bold text-ink">
        Status
      </h2>
      {r.state === 'reversed' && r.reversed_at ? (
        <p className="mb-3 rounded-lg bg-brand-light p-3 text-sm font-semibold text-brand-dark" role="status">
          {t.description.kind === 'bill'
            ? `${t.description.title} refused this payment`
            : 'The bank refused this transfer'}
          . Your {t.description.total} is back in your account since {lagosTimeToTheSecond(r.reversed_at)}.
        </p>
      ) : null}
      <ol className="flex flex-col">
        {r.timeline.map((s, i) => {
          const done = s.at !== null;
          const last = i === r.timeline.length - 1;
          return (
            <li
              key={s.step}
              className="flex gap-3"
              aria-current={done && (last || r.timeline[i + 1]?.at === null) ? 'step' : undefined}
            >
              <div className="flex flex-col items-center">
                <span
                  aria-hidden="true"
                  className={cn(
                    'mt-1 size-3 shrink-0 rounded-full',
                    !done ? 'bg-gray-300' : s.step === 'refused' ? 'bg-danger' : 'bg-brand',
                  )}
                />
                {last ? null : <span aria-hidden="true" className="w-0.5 grow bg-gray-200" />}
              </div>
              <div className={cn('pb-4', !done && 'text-muted')}>
                <p className="font-semibold">
                  {s.label}
                  <span className="sr-only">{done ? ': done' : ': not yet'}</span>
                </p>
                <p className="text-sm text-muted">{done && s.at ? lagosTimeToTheSecond(s.at) : 'Waiting'}</p>
                {s.detail ? <p className="text-sm text-muted">{s.detail}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
