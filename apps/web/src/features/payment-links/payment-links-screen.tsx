import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '#lib/money';
import { buttonClasses } from '#ui/button-styles';
import { FilterChips } from '#ui/filter-chips';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { type LinkFilter, usePaymentLinks } from './api/get-payment-links';
import { PaymentLinkCard } from './payment-link-card';

const filters: Array<{ value: LinkFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'paid', label: 'Paid' },
  { value: 'unpaid', label: 'Unpaid' },
];

/** `/payment-links`: the totals collected, then every link with its status, newest first. */
export function PaymentLinksScreen() {
  const [filter, setFilter] = useState<LinkFilter>('all');
  const { data, isPending, isError, refetch } = usePaymentLinks(filter);

  return (
    <section aria-labelledby="payment-links-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="payment-links-heading" className="text-2xl font-bold text-ink">
          Payment links
        </h1>
        <Link to="/payment-links/new" className={buttonClasses('green', 'small')}>
          Create a link
        </Link>
      </div>
      <p className="text-muted">
        Get paid by anyone: share a link or print a QR poster. Owo customers pay with their PIN; anyone else
        pays by bank transfer.
      </p>
      {data ? (
        <dl className="grid grid-cols-3 gap-2 rounded-xl bg-brand p-4 text-white">
          <div className="col-span-3 sm:col-span-1">
            <dt className="text-sm opacity-90">Total collected</dt>
            <dd className="text-2xl font-bold" data-testid="links-total-collected">
              {formatMoney(data.totals.collected)}
            </dd>
          </div>
          <div className="col-span-3 flex gap-6 sm:col-span-2 sm:justify-end">
            <div>
              <dt className="text-sm opacity-90">Paid links</dt>
              <dd className="text-xl font-bold">{data.totals.paid_links}</dd>
            </div>
            <div>
              <dt className="text-sm opacity-90">Unpaid links</dt>
              <dd className="text-xl font-bold">{data.totals.unpaid_links}</dd>
            </div>
          </div>
        </dl>
      ) : null}
      <FilterChips legend="Show links" options={filters} value={filter} onChange={setFilter} />
      {isPending ? <Spinner label="Loading payment links" className="size-8 text-brand" /> : null}
      {isError ? <LoadError what="your payment links" onRetry={() => void refetch()} /> : null}
      {data?.links.length === 0 ? (
        <p className="text-muted">
          {filter === 'all' ? 'No payment links yet. Create one to start collecting.' : `No ${filter} links.`}
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {data?.links.map((link) => (
          <PaymentLinkCard key={link.id} link={link} />
        ))}
      </ul>
    </section>
  );
}
