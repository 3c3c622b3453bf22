import { lagosTime } from '@owo/contract/lagos-time';
import type { PaymentLink } from '@owo/contract/payment-links';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { failureMessage } from '#lib/api/api-error';
import { cn } from '#lib/cn';
import { formatMoney } from '#lib/money';
import { CopyButton } from '#ui/copy-button';
import { useDeactivatePaymentLink } from './api/deactivate-payment-link';
import { downloadPoster } from './api/download-poster';
import { amountText, shareUrl, statusClasses, statusLabels } from './link-status';

const actionClasses =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold ring-1 ring-current disabled:opacity-60';

/** One link in the list: what it collects, whether it was paid, and what can be done with it. */
export function PaymentLinkCard({ link }: { link: PaymentLink }) {
  const deactivate = useDeactivatePaymentLink();
  const [printing, setPrinting] = useState(false);
  const url = shareUrl(link);

  const onShare = async () => {
    try {
      await navigator.share({ title: link.description, text: `Pay for ${link.description}`, url });
    } catch {
      // Closing the share sheet is not an error worth a toast.
    }
  };
  const onPoster = async () => {
    setPrinting(true);
    try {
      await downloadPoster(link.id, link.slug);
    } catch (error) {
      toast.error(failureMessage(error, 'We could not make the poster. Check your internet connection.'));
    } finally {
      setPrinting(false);
    }
  };
  const onDeactivate = () => {
    if (!window.confirm(`Deactivate "${link.description}"? It will refuse payments from now on.`)) return;
    deactivate.mutate(link.id, {
      onSuccess: () => toast.success('Payment link deactivated'),
      onError: (error) => toast.error(failureMessage(error, 'Check your internet connection')),
    });
  };

  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-bold break-words text-ink">{link.description}</p>
          <p className="text-sm text-muted">
            {amountText(link.amount)}
            {link.single_use ? ' · Single use' : ''}
            {link.expires_at ? ` · Expires ${lagosTime(link.expires_at)}` : ''}
          </p>
        </div>
        <span
          className={cn(
            'shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ring-1',
            statusClasses[link.status],
          )}
        >
          {statusLabels[link.status]}
        </span>
      </div>
      <p className="text-sm text-ink" data-testid="link-collected">
        {link.paid
          ? `Paid ${link.payments_count} ${link.payments_count === 1 ? 'time' : 'times'} · ${formatMoney(link.collected)} collected`
          : 'Unpaid'}
      </p>
      <p className="rounded-lg bg-gray-50 px-3 py-2 text-sm break-all text-muted">
        <span className="sr-only">Link: </span>
        {url}
      </p>
      <p className="text-sm text-muted">
        Bank transfer: {link.bank_transfer.bank_name} · {link.bank_transfer.account_number}
      </p>
      <div className="flex flex-wrap gap-2 text-brand">
        <CopyButton text={url} label={`link for ${link.description}`} />
        {typeof navigator !== 'undefined' && 'share' in navigator ? (
          <button type="button" onClick={onShare} className={actionClasses}>
            Share
          </button>
        ) : null}
        <button type="button" onClick={onPoster} disabled={printing} className={actionClasses}>
          {printing ? 'Preparing poster…' : 'Download poster'}
        </button>
        {link.status === 'active' ? (
          <button
            type="button"
            onClick={onDeactivate}
            disabled={deactivate.isPending}
            className={cn(actionClasses, 'text-danger')}
          >
            Deactivate
          </button>
        ) : null}
      </div>
    </li>
  );
}
