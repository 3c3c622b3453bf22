import type { ReplyData } from '@owo/contract/common';
import type { caseReply, holdsReply, rulesReply } from '@owo/contract/monitoring';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cn } from '#lib/cn';
import { formatDecimal } from '#lib/money';
import { Spinner } from '#ui/spinner';
import { opsDownload } from '../api';
import { money } from '../customers/format';
import { secondaryButton } from '../pages/money-parts';

// What the monitoring pages (cases, holds, rules, reports) share: the API's shapes, how a severity, a rule's
// parameters and a rule's evidence read, and a download button that says why it failed.

export type Case = ReplyData<typeof caseReply>;
export type Hold = ReplyData<typeof holdsReply>[number];
export type Rule = ReplyData<typeof rulesReply>[number];
export type RuleVersion = Rule['active'];

const severityClasses: Record<string, string> = {
  low: 'bg-gray-100 text-gray-800',
  medium: 'bg-amber-50 text-amber-900',
  high: 'bg-orange-100 text-orange-900',
  critical: 'bg-red-100 text-red-900',
};

export function SeverityBadge({ severity }: { severity: string }) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold capitalize',
        severityClasses[severity] ?? severityClasses.low,
      )}
    >
      {severity}
    </span>
  );
}

/** "min_amount_minor" → "Min amount", "window_minutes" → "Window (minutes)". */
export function paramLabel(key: string): string {
  const unit = /_(minutes|hours|days|percent)$/.exec(key)?.[1];
  const base = key.replace(/_(minor|minutes|hours|days|percent)$/, '').replaceAll('_', ' ');
  const text = base.charAt(0).toUpperCase() + base.slice(1);
  return unit ? `${text} (${unit})` : text;
}

/** A parameter's value as compliance reads it: kobo as naira, everything else as stored. */
export function paramValue(key: string, value: unknown): string {
  if (key.endsWith('_minor') && typeof value === 'string' && /^\d+$/.test(value)) return money(value);
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean')
    return String(value);
  return JSON.stringify(value);
}

/** A rule version's parameters as a description list. */
export function ParamsList({ params }: { params: Record<string, unknown> }) {
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
      {Object.entries(params).map(([k, v]) => (
        <div key={k} className="min-w-0">
          <dt className="text-xs text-gray-600">{paramLabel(k)}</dt>
          <dd className="font-medium break-words">{paramValue(k, v)}</dd>
        </div>
      ))}
    </dl>
  );
}

interface Match {
  name?: string;
  matched_name?: string;
  score?: number;
  list?: string;
  external_id?: string;
  programs?: string | null;
}

/** What a rule saw when it fired: a screening's matches with their scores, or the detector's figures. */
export function Evidence({ evidence }: { evidence: Record<string, unknown> }) {
  const screened = evidence.screened as Array<{ screened_name: string; matches: Match[] }> | undefined;
  const matches = (evidence.matches as Match[] | undefined) ?? screened?.flatMap((s) => s.matches);
  const rest = Object.entries(evidence).filter(([k]) => k !== 'matches' && k !== 'screened');
  return (
    <div className="space-y-2 text-sm">
      {rest.length > 0 && (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {rest.map(([k, v]) => (
            <div key={k} className="min-w-0">
              <dt className="text-xs text-gray-600">{paramLabel(k)}</dt>
              <dd className="font-medium break-words">{evidenceValue(k, v)}</dd>
            </div>
          ))}
        </dl>
      )}
      {matches && matches.length > 0 && (
        <ul className="space-y-1">
          {matches.map((m) => (
            <li key={`${m.list}-${m.external_id}-${m.matched_name}`} className="rounded-md bg-red-50 p-2">
              Matches <strong>{m.name}</strong>
              {m.matched_name && m.matched_name !== m.name ? ` (as “${m.matched_name}”)` : ''} · score{' '}
              {typeof m.score === 'number' ? m.score.toFixed(3) : '—'} · {m.list}
              {m.programs ? ` · ${m.programs}` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function evidenceValue(key: string, v: unknown): ReactNode {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'object' && !Array.isArray(v)) {
    return Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== null && x !== undefined)
      .map(([k, x]) => `${paramLabel(k)}: ${paramValue(k, x)}`)
      .join(' · ');
  }
  return paramValue(key, v);
}

/** "₦5,000.00", or "$100.00" for a wire: the reply's major units, never a float. */
export const amountText = (amount: string, currency: string) => formatDecimal(amount, currency.trim());

/**
 * A button that downloads a file with the staff token: it spins while the file comes, and a failure says why
 * (the API's refusal, or the console's lost-connection message).
 */
export function DownloadButton({
  path,
  name,
  children,
}: {
  path: string;
  name: string;
  children: ReactNode;
}) {
  const download = useMutation({ mutationFn: () => opsDownload(path, name) });
  return (
    <span className="inline-flex flex-col gap-1">
      <button
        type="button"
        className={cn(secondaryButton, 'gap-2')}
        disabled={download.isPending}
        aria-busy={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending && <Spinner className="size-4" />}
        {children}
      </button>
      {download.error && (
        <span role="alert" className="text-sm text-red-700">
          {download.error.message}
        </span>
      )}
    </span>
  );
}
