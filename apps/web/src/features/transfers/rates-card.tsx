import { formatMoney } from '#lib/money';
import { useRates } from './api/get-rates';

/** Today's rates: NGN per dollar and per cedi. */
export function RatesCard() {
  const { data, isError } = useRates();
  return (
    <section
      aria-labelledby="rates-heading"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <h2 id="rates-heading" className="text-lg font-bold text-ink">
        Rates
      </h2>
      {data ? (
        <dl className="mt-2 grid grid-cols-2 gap-3">
          <div>
            <dt className="text-sm text-muted">1 USD</dt>
            <dd className="font-bold tabular-nums" data-testid="rate-usd">
              {formatMoney(data.usd)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">1 GHC</dt>
            <dd className="font-bold tabular-nums" data-testid="rate-ghs">
              {formatMoney(data.ghs)}
            </dd>
          </div>
        </dl>
      ) : (
        // As high as the rates (a label and a figure), so nothing below moves when they come.
        <p className="mt-2 min-h-11 text-sm text-muted">
          {isError ? 'Rates are not available right now.' : 'Loading rates…'}
        </p>
      )}
    </section>
  );
}
