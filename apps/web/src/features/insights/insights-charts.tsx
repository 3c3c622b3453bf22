import { monthLabel } from '@owo/contract/lagos-time';
import { formatWhole } from '@owo/contract/money-format';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
  type TooltipItem,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { formatDecimal } from '#lib/money';
import type { InsightsData } from './api/get-insights';

// Only the pieces these two charts use are registered, so the chunk carries no other chart type.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  DoughnutController,
  ArcElement,
  Legend,
  Tooltip,
);

const GREEN = '#0B6B3A';
const ORANGE = '#F28C28';
const KIND_COLOURS = ['#0B6B3A', '#F28C28', '#7C8593', '#2F80ED'];

// Chart.js draws with numbers; the figures shown as text (the table beside it) stay exact decimal strings.
const toNumber = (s: string) => Number(s);

function useChart(make: (canvas: HTMLCanvasElement) => Chart) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = make(ref.current);
    return () => chart.destroy();
  }, [make]);
  return ref;
}

/** The two charts (loaded lazily: chart.js is not part of the dashboard's first load). */
export default function InsightsCharts({ data }: { data: InsightsData }) {
  const label = (item: TooltipItem<'bar' | 'doughnut'>) =>
    `${item.dataset.label ? `${item.dataset.label}: ` : ''}${formatDecimal(String(item.raw), data.currency)}`;
  const noMoney = data.months.every((m) => toNumber(m.money_in) === 0 && toNumber(m.money_out) === 0);
  const monthly = useChart(
    (canvas) =>
      new Chart(canvas, {
        type: 'bar',
        data: {
          labels: data.months.map((m) => monthLabel(m.month)),
          datasets: [
            { label: 'Money in', data: data.months.map((m) => toNumber(m.money_in)), backgroundColor: GREEN },
            {
              label: 'Money out',
              data: data.months.map((m) => toNumber(m.money_out)),
              backgroundColor: ORANGE,
            },
          ],
        },
        options: {
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { position: 'bottom' }, tooltip: { callbacks: { label } } },
          // An empty period would draw a 0–1 axis in tenths of a naira: whole naira, and a round scale instead.
          scales: {
            y: {
              beginAtZero: true,
              suggestedMax: noMoney ? 10_000 : undefined,
              ticks: { precision: 0, callback: (v) => formatWhole(Number(v)) },
            },
          },
        },
      }),
  );
  const kinds = data.out_by_kind.filter((k) => k.amount !== '0.00');
  const byKind = useChart(
    (canvas) =>
      new Chart(canvas, {
        type: 'doughnut',
        data: {
          labels: kinds.map((k) => k.label),
          datasets: [{ data: kinds.map((k) => toNumber(k.amount)), backgroundColor: KIND_COLOURS }],
        },
        options: {
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { position: 'bottom' }, tooltip: { callbacks: { label } } },
        },
      }),
  );
  return (
    <div className="grid gap-4 md:grid-cols-[2fr_1fr]" aria-hidden="true" data-testid="insights-charts">
      <div className="relative h-56 min-w-0">
        <canvas ref={monthly} />
      </div>
      <div className="relative h-56 min-w-0">
        {kinds.length > 0 ? <canvas ref={byKind} /> : <p className="text-sm text-muted">No money out yet.</p>}
      </div>
    </div>
  );
}
