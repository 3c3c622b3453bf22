import type { ReplyData } from '@owo/contract/common';
import type { ReconImportData, reconBreaksReply } from '@owo/contract/reconciliation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '#lib/api/api-error';
import { SubmitButton } from '#ui/submit-button';
import { opsCall } from '../api';
import { selectClasses } from '../pages/money-parts';
import { OpsHeader } from '../ui';
import { BreakItem } from './break-item';
import { Figure, KIND_NAMES, KINDS, lagosDateFrom, RAIL_NAMES, RAILS, STATE_NAMES } from './recon-parts';

type BreaksPage = ReplyData<typeof reconBreaksReply>;

/**
 * Finance: import a partner's settlement file for a day (rail, date, the CSV), see what matched and the breaks
 * by kind, and work the breaks queue: each break explained with a note, or resolved by a journal entry that a
 * second finance colleague approves.
 */
export default function ReconciliationPage() {
  return (
    <>
      <OpsHeader title="Reconciliation" />
      <UploadSection />
      <BreaksQueue />
    </>
  );
}

function UploadSection() {
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: async (f: { rail: string; date: string; file: File | null }) => {
      if (!f.file || f.file.size === 0) throw new ApiError(422, 'Attach the settlement file.');
      const csv = await f.file.text();
      return opsCall<ReconImportData>('POST', '/ops/reconciliation/imports', {
        rail: f.rail,
        date: f.date,
        csv,
      });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['ops', 'recon'] }),
  });
  const fields = upload.error instanceof ApiError ? upload.error.fields : {};
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const input = e.currentTarget.elements.namedItem('file') as HTMLInputElement | null;
    upload.mutate({
      rail: String(f.get('rail') ?? ''),
      date: String(f.get('date') ?? ''),
      file: input?.files?.[0] ?? null,
    });
  };
  return (
    <section aria-labelledby="upload-heading" className="mb-8 grid gap-6 lg:grid-cols-2">
      <form onSubmit={submit} className="space-y-4 rounded-lg border border-gray-200 bg-white p-4">
        <h2 id="upload-heading" className="font-semibold">
          Import a settlement file
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="recon-rail" className="text-sm font-semibold">
              Rail
            </label>
            <select id="recon-rail" name="rail" className={selectClasses} defaultValue="nip">
              {RAILS.map((r) => (
                <option key={r} value={r}>
                  {RAIL_NAMES[r]} ({r})
                </option>
              ))}
            </select>
            {fields.rail && <p className="text-sm text-red-700">{fields.rail}</p>}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="recon-date" className="text-sm font-semibold">
              Settlement date (Lagos)
            </label>
            <input
              id="recon-date"
              name="date"
              type="date"
              required
              defaultValue={lagosDateFrom(-1)}
              className={selectClasses}
            />
            {fields.date && <p className="text-sm text-red-700">{fields.date}</p>}
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="recon-file" className="text-sm font-semibold">
            Settlement file (CSV)
          </label>
          <input
            id="recon-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            className="block w-full text-sm file:mr-3 file:min-h-10 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-4 file:font-semibold"
          />
          <p className="text-xs text-gray-600">
            The partner's file as it sent it. A file of more than 32 MB goes through{' '}
            <span className="font-mono">npm run recon</span>.
          </p>
        </div>
        {upload.error && (
          <p role="alert" className="text-sm text-red-700">
            {upload.error.message}
          </p>
        )}
        <SubmitButton size="small" isLoading={upload.isPending}>
          Import
        </SubmitButton>
      </form>
      {upload.data && <ImportResult result={upload.data} />}
    </section>
  );
}

function ImportResult({ result }: { result: ReconImportData }) {
  const byKind = KINDS.filter((k) => (result.breaks_by_kind[k] ?? 0) > 0);
  return (
    <section
      aria-labelledby="result-heading"
      aria-live="polite"
      className="rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 id="result-heading" className="font-semibold">
        {RAIL_NAMES[result.import.rail]} · {result.import.date}
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        {result.replayed
          ? 'This file was imported already: nothing changed.'
          : `${result.import.lines.toLocaleString('en-NG')} lines imported.`}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <Figure label="Matched" tone="good">
          {result.matched.toLocaleString('en-NG')}
        </Figure>
        <Figure label="Breaks" tone={result.breaks_total > 0 ? 'bad' : 'good'}>
          {result.breaks_total.toLocaleString('en-NG')}
        </Figure>
      </dl>
      {byKind.length > 0 && (
        <>
          <h3 className="mt-4 mb-2 text-sm font-semibold">Breaks by kind</h3>
          <ul className="divide-y divide-gray-100 text-sm">
            {byKind.map((k) => (
              <li key={k} className="flex justify-between gap-2 py-1.5">
                <span>{KIND_NAMES[k]}</span>
                <span className="font-semibold">{result.breaks_by_kind[k]}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function BreaksQueue() {
  const [params, setParams] = useSearchParams();
  const rail = params.get('rail') ?? '';
  const kind = params.get('kind') ?? '';
  const state = params.get('state') ?? 'open';
  const page = Number(params.get('page') ?? '1') || 1;
  const query = new URLSearchParams({ page: String(page), per_page: '20' });
  if (rail) query.set('rail', rail);
  if (kind) query.set('kind', kind);
  if (state !== 'all') query.set('state', state);
  const breaks = useQuery({
    queryKey: ['ops', 'recon', 'breaks', query.toString()],
    queryFn: () => opsCall<BreaksPage>('GET', `/ops/reconciliation/breaks?${query.toString()}`),
  });
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };
  const goTo = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    setParams(next);
  };
  const filters = [
    {
      key: 'rail',
      label: 'Rail',
      value: rail,
      options: RAILS.map((r) => [r, RAIL_NAMES[r]] as const),
      all: 'Every rail',
    },
    {
      key: 'kind',
      label: 'Kind',
      value: kind,
      options: KINDS.map((k) => [k, KIND_NAMES[k]] as const),
      all: 'Every kind',
    },
  ];
  return (
    <section aria-labelledby="breaks-heading">
      <h2 id="breaks-heading" className="mb-3 text-xl font-bold">
        Breaks
      </h2>
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        {filters.map((f) => (
          <div key={f.key} className="flex flex-col gap-1">
            <label htmlFor={`filter-${f.key}`} className="text-sm font-semibold">
              {f.label}
            </label>
            <select
              id={`filter-${f.key}`}
              className={selectClasses}
              value={f.value}
              onChange={(e) => set(f.key, e.target.value)}
            >
              <option value="">{f.all}</option>
              {f.options.map(([v, name]) => (
                <option key={v} value={v}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className="flex flex-col gap-1">
          <label htmlFor="filter-state" className="text-sm font-semibold">
            State
          </label>
          <select
            id="filter-state"
            className={selectClasses}
            value={state}
            onChange={(e) => set('state', e.target.value === 'open' ? '' : e.target.value)}
          >
            {(['open', 'explained', 'resolved'] as const).map((s) => (
              <option key={s} value={s}>
                {STATE_NAMES[s]}
              </option>
            ))}
            <option value="all">Every state</option>
          </select>
        </div>
      </div>
      {breaks.isError && (
        <p role="alert" className="text-red-700">
          Could not load the breaks. {breaks.error.message}
        </p>
      )}
      {breaks.data && (
        <p className="mb-2 text-sm text-gray-700" aria-live="polite">
          {breaks.data.total === 0
            ? state === 'open'
              ? 'No open breaks: every line matched.'
              : 'No breaks match these filters.'
            : `${breaks.data.total.toLocaleString('en-NG')} ${breaks.data.total === 1 ? 'break' : 'breaks'}`}
        </p>
      )}
      <ul className="space-y-3">
        {breaks.data?.data.map((b) => (
          <li key={b.id}>
            <BreakItem item={b} />
          </li>
        ))}
      </ul>
      {breaks.data && breaks.data.last_page > 1 && (
        <nav aria-label="Pages of breaks" className="mt-4 flex items-center gap-3 text-sm">
          <button
            type="button"
            className="min-h-10 rounded-lg border border-gray-300 bg-white px-4 font-semibold disabled:opacity-50"
            disabled={page <= 1}
            onClick={() => goTo(page - 1)}
          >
            Previous
          </button>
          <span>
            Page {breaks.data.current_page} of {breaks.data.last_page}
          </span>
          <button
            type="button"
            className="min-h-10 rounded-lg border border-gray-300 bg-white px-4 font-semibold disabled:opacity-50"
            disabled={page >= breaks.data.last_page}
            onClick={() => goTo(page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </section>
  );
}
