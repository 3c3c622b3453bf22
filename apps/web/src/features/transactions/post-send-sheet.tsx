import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { buttonClasses } from '#ui/button-styles';
import { Spinner } from '#ui/spinner';
import { useTransactionWithReceipt } from './api/get-transaction';
import { accountLine } from './receipt-format';
import { ReceiptShare } from './receipt-share';
import { StatusBadge } from './status-badge';

const HEADLINES = {
  pending: 'On its way',
  paid: 'Paid',
  reversed: 'Reversed: your money is back',
  failed: 'This transfer failed',
} as const;

/**
 * The sheet over the dashboard after a send: the new transaction's receipt with its live status (refreshed
 * while pending), Share / PDF, and links to the full receipt and the public verify page.
 */
export default function PostSendSheet({ uuid, onClose }: { uuid: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const { data, isPending, isError } = useTransactionWithReceipt(uuid);
  const state = data?.receipt.state;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // The toast said 'Successful' (the send was accepted); once the bank refuses it, that toast must go.
  useEffect(() => {
    if (state === 'reversed' || state === 'failed') toast.dismiss();
  }, [state]);

  return (
    <dialog
      ref={ref}
      aria-labelledby="post-send-heading"
      onClose={onClose}
      className="m-0 mt-auto w-full max-w-none rounded-t-2xl bg-white p-0 backdrop:bg-black/40 sm:m-auto sm:max-w-md sm:rounded-2xl"
    >
      <div className="flex max-h-[85vh] flex-col gap-4 overflow-y-auto p-5">
        {isPending ? (
          <Spinner label="Loading your receipt" className="size-8 text-brand" />
        ) : isError || !data ? (
          <p id="post-send-heading" className="text-danger">
            We could not load the receipt. You will find it in your transactions.
          </p>
        ) : (
          <>
            <div className="flex flex-col items-center gap-1 text-center">
              <h2 id="post-send-heading" className="text-lg font-bold text-ink" aria-live="polite">
                {HEADLINES[data.receipt.state]}
              </h2>
              <p className="text-3xl font-extrabold text-ink tabular-nums">
                {data.transaction.description.total}
              </p>
              <StatusBadge
                status={data.transaction.status}
                label={data.transaction.description.status_label}
              />
              {data.receipt.state === 'pending' ? (
                <p className="text-sm text-ink">
                  The money is on its way. We'll send you an alert when it arrives or if it comes back.
                </p>
              ) : null}
            </div>
            <dl className="divide-y divide-gray-100 text-sm">
              {(
                [
                  ['Amount', data.transaction.description.amount],
                  ['Fee', data.transaction.description.fee],
                  [
                    'To',
                    [data.receipt.recipient.name, accountLine(data.receipt.recipient)]
                      .filter(Boolean)
                      .join('\n'),
                  ],
                  ['Token', data.transaction.description.token],
                  ['Reference', data.transaction.reference],
                ] as Array<[string, string | null]>
              )
                .filter((row): row is [string, string] => row[1] !== null)
                .map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-4 py-2">
                    <dt className="shrink-0 text-muted">{label}</dt>
                    <dd className="text-right font-semibold break-all whitespace-pre-line text-ink">
                      {value}
                    </dd>
                  </div>
                ))}
            </dl>
            <ReceiptShare transaction={data.transaction} receipt={data.receipt} />
            <div className="flex justify-between gap-4 text-sm font-semibold">
              <Link
                to={`/transactions/${data.transaction.uuid}`}
                className="min-h-11 content-center text-brand underline"
              >
                View receipt
              </Link>
              <a
                href={data.receipt.url}
                target="_blank"
                rel="noreferrer"
                className="min-h-11 content-center text-brand underline"
              >
                Verify page
              </a>
            </div>
          </>
        )}
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className={buttonClasses('green', 'big', 'w-full')}
        >
          Done
        </button>
      </div>
    </dialog>
  );
}
