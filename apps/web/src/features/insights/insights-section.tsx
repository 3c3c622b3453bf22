import { monthLabel } from '@owo/contract/lagos-time';
import { lazy, Suspense, useRef } from 'react';
import { formatDecimal } from '#lib/money';
import { useNearViewport } from '#lib/use-near-viewport';
import { Spinner } from '#ui/spinner';
import { type InsightsData, useInsights } from './api/get-insights';

// chart.js (about 58 KB gzip) comes in its own chunk, when the section nears the viewport: not part of the
// dashboard's first load.
const InsightsCharts = lazy(() => import('./insights-charts'));

/** The figures the charts draw, as a table for screen readers (the charts themselves are hidden from them). */
function FiguresTable({ data }: { data: InsightsData }) {
  return (
    <div className="sr-only" data-testid="insights-figures">
      <table>
        <caption>Money in and out per month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Money in</th>
            <th scope="col">Money out</th>
          </tr>
        </thead>
        <tbody>
          {data.months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLabel(m.month)}</th>
              <td>{formatDecimal(m.money_in, data.currency)}</td>
              <td>{formatDecimal(m.money_out, data.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <caption>Money out by kind, last 6 months</caption>
        <tbody>
          {data.out_by_kind.map((k) => (
            <tr key={k.kind}>
              <th scope="row">{k.label}</th>
              <td>{formatDecimal(k.amount, data.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Spending insights on the dashboard: money in and out per month, money out by kind. */
export function InsightsSection() {
  const { data, isPending, isError } = useInsights();
  const thisMonth = data?.months.at(-1);
  const sectionRef = useRef<HTMLElement>(null);
  const showCharts = useNearViewport(sectionRef);
  const chartPlaceholder = <div className="h-56 animate-pulse rounded-lg bg-gray-50" />;
  return (
    <section
      ref={sectionRef}
      aria-labelledby="insights-heading"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 md:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="insights-heading" className="text-lg font-bold text-ink">
          Spending insights
        </h2>
        {data && thisMonth ? (
          <p className="text-sm text-muted">
            This month: in {formatDecimal(thisMonth.money_in, data.currency)} · out{' '}
            {formatDecimal(thisMonth.money_out, data.currency)}
          </p>
        ) : null}
      </div>
      {isPending ? (
        <Spinner label="Loading insights" className="size-6 text-brand" />
      ) : isError ? (
        <p className="text-sm text-danger">
          We could not load your insights. Check your internet connection.
        </p>
      ) : (
        <>
          <FiguresTable data={data} />
          {showCharts ? (
            <Suspense fallback={chartPlaceholder}>
              <InsightsCharts data={data} />
            </Suspense>
          ) : (
            chartPlaceholder
          )}
        </>
      )}
    </section>
  );
}

export default InsightsSection;
