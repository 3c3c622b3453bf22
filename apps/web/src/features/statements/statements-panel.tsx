import type { BankAccount } from '@owo/contract/accounts';
import { statementMessages } from '@owo/contract/statements';
import { useState } from 'react';
import { cn } from '#lib/cn';
import { DateInput } from '#ui/date-input';
import { SubmitButton } from '#ui/submit-button';
import { PERIOD_PRESETS, type PeriodPreset, periodError, periodFor } from './statement-period';
import { useStatementDownload } from './use-statement-download';

type StatementsPanelProps = {
  accounts: BankAccount[];
  /** The account to start on (the one open on the page), else the first. */
  initialUuid?: string | undefined;
};

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Statements: pick an account and a period (up to 12 months), download it as a PDF or a CSV file. */
export function StatementsPanel({ accounts, initialUuid }: StatementsPanelProps) {
  const [chosen, setChosen] = useState<string | undefined>(initialUuid);
  const accountUuid = accounts.some((a) => a.uuid === chosen) ? chosen : accounts[0]?.uuid;
  const [preset, setPreset] = useState<PeriodPreset>('this-month');
  const [custom, setCustom] = useState({ from: '', to: '' });
  const [touched, setTouched] = useState(false);
  const { state, start } = useStatementDownload(accountUuid);
  const period = periodFor(preset, custom);
  const error = preset === 'custom' && touched ? periodError(period, statementMessages) : null;

  function download(format: 'pdf' | 'csv') {
    setTouched(true);
    if (periodError(period, statementMessages)) return;
    void start(format, period);
  }

  return (
    <section
      id="statements"
      aria-labelledby="statements-heading"
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 md:p-5"
    >
      <div>
        <h2 id="statements-heading" className="text-lg font-bold text-ink">
          Statements
        </h2>
        <p className="text-sm text-muted">
          Any period up to 12 months, as a PDF (with a code anyone can verify) or a CSV file.
        </p>
      </div>
      {accounts.length > 1 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink">Account</legend>
          {accounts.map((a) => (
            <label key={a.uuid} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="statement-account"
                checked={a.uuid === accountUuid}
                onChange={() => setChosen(a.uuid)}
                className="accent-brand"
              />
              {a.currency} account · {a.account_number}
            </label>
          ))}
        </fieldset>
      ) : null}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">Period</legend>
        <div className="flex flex-wrap gap-2">
          {PERIOD_PRESETS.map((p) => (
            <label
              key={p.value}
              className={cn(
                'cursor-pointer rounded-full px-3 py-1.5 text-sm font-semibold ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
                preset === p.value ? 'bg-brand text-white ring-brand' : 'bg-white text-ink ring-gray-300',
              )}
            >
              <input
                type="radio"
                name="statement-period"
                value={p.value}
                checked={preset === p.value}
                onChange={() => setPreset(p.value)}
                className="sr-only"
              />
              {p.label}
            </label>
          ))}
        </div>
      </fieldset>
      {preset === 'custom' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <DateInput
            label="From"
            value={custom.from}
            onChange={(e) => setCustom({ ...custom, from: e.target.value })}
          />
          <DateInput
            label="To"
            value={custom.to}
            onChange={(e) => setCustom({ ...custom, to: e.target.value })}
            error={error ?? undefined}
          />
        </div>
      ) : (
        <p className="text-sm text-muted">
          {period.from} to {period.to}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <SubmitButton
          type="button"
          onClick={() => download('pdf')}
          isLoading={state?.format === 'pdf'}
          disabled={state !== null}
        >
          Download PDF
        </SubmitButton>
        <SubmitButton
          type="button"
          color="orange"
          onClick={() => download('csv')}
          isLoading={state?.format === 'csv'}
          disabled={state !== null}
        >
          Download CSV
        </SubmitButton>
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted">
        {state
          ? `Preparing your ${state.format.toUpperCase()} statement… ${state.bytes > 0 ? `${sizeOf(state.bytes)} received` : ''}`
          : ''}
      </p>
    </section>
  );
}
