import type { ReplyData } from '@owo/contract/common';
import type { CustomerRow, customerSearchReply } from '@owo/contract/ops-customers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { opsCall } from '../api';
import { day, KYC_LABEL, RESTRICTION_SHORT } from '../customers/format';
import { OpsHeader } from '../ui';

type SearchPage = ReplyData<typeof customerSearchReply>;

const MATCH_LABEL: Record<string, string> = {
  phone: 'by phone number',
  email: 'by e-mail',
  account: 'by account number',
  reference: 'by transaction reference',
  id: 'by id',
  name: 'by name',
  recent: 'newest customers first',
};

const PER_PAGE = 20;

/**
 * Find a customer: one box for a phone number (any format), e-mail, account number, reference or name. The
 * server pages the results. Keyboard: "/" focuses the box, Enter searches, ↓ goes to the results and ↑/↓
 * between them, Enter opens one.
 */
export default function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const input = useRef<HTMLInputElement>(null);
  const result = useQuery({
    queryKey: ['ops', 'customers', q, page],
    queryFn: () =>
      opsCall<SearchPage>(
        'GET',
        `/ops/customers?q=${encodeURIComponent(q)}&page=${page}&per_page=${PER_PAGE}`,
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
  useEffect(() => {
    const slash = (e: globalThis.KeyboardEvent) => {
      if (
        e.key === '/' &&
        document.activeElement?.tagName !== 'INPUT' &&
        document.activeElement?.tagName !== 'TEXTAREA'
      ) {
        e.preventDefault();
        input.current?.focus();
      }
    };
    window.addEventListener('keydown', slash);
    return () => window.removeEventListener('keydown', slash);
  }, []);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const next = String(new FormData(e.currentTarget).get('q') ?? '').trim();
    setParams(next ? { q: next } : {});
  };
  const go = (p: number) => setParams({ ...(q ? { q } : {}), page: String(p) });
  const data = result.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  return (
    <>
      <OpsHeader title="Customers" />
      <search className="mb-4 block max-w-2xl">
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor="customer-q" className="sr-only">
            Phone, e-mail, account number, reference or name
          </label>
          <input
            id="customer-q"
            ref={input}
            name="q"
            defaultValue={q}
            key={q}
            // biome-ignore lint/a11y/noAutofocus: the page exists to search; staff arrive to type.
            autoFocus
            placeholder="Phone, e-mail, account number, reference or name"
            className="min-w-0 flex-1 rounded-md border border-gray-300 px-3 py-2"
            autoComplete="off"
            spellCheck={false}
            onKeyDown={toFirstResult}
          />
          <button type="submit" className="rounded-md bg-green-800 px-4 py-2 font-semibold text-white">
            Search
          </button>
        </form>
      </search>
      {result.isError && (
        <p role="alert" className="mb-4 text-sm text-red-700">
          {result.error.message}
        </p>
      )}
      {data && (
        <p className="mb-2 text-sm text-gray-600" aria-live="polite">
          {data.total === 0
            ? 'No customer matches.'
            : `${data.total.toLocaleString('en-NG')}${data.total_capped ? '+' : ''} ${data.total === 1 ? 'customer' : 'customers'}, ${MATCH_LABEL[data.match ?? 'recent']}${data.match === 'name' ? (data.order === 'relevance' ? ', best matches first' : ', newest first: add more of the name to rank them') : ''}`}
        </p>
      )}
      {data && data.customers.length > 0 && <ResultsTable rows={data.customers} />}
      {data && pages > 1 && (
        <nav aria-label="Result pages" className="mt-4 flex items-center gap-3 text-sm">
          <button
            type="button"
            className="rounded-md border border-gray-300 bg-white px-3 py-2 disabled:opacity-40"
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            Previous
          </button>
          <span>
            Page {page} of {pages.toLocaleString('en-NG')}
            {data.total_capped ? '+' : ''}
          </span>
          <button
            type="button"
            className="rounded-md border border-gray-300 bg-white px-3 py-2 disabled:opacity-40"
            disabled={page >= pages}
            onClick={() => go(page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </>
  );
}

/** ↓ in the search box goes to the first result. */
function toFirstResult(e: KeyboardEvent<HTMLInputElement>) {
  const first = document.querySelector<HTMLAnchorElement>('a[data-row]');
  if (e.key === 'ArrowDown' && first) {
    e.preventDefault();
    first.focus();
  }
}

/** ↑/↓ move focus between the rows' links (each row's name is a link to the customer's page). */
function moveFocus(e: KeyboardEvent<HTMLTableSectionElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const links = [...e.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-row]')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = links[Math.min(links.length - 1, Math.max(0, at + (e.key === 'ArrowDown' ? 1 : -1)))];
  if (next) {
    e.preventDefault();
    next.focus();
  }
}

function ResultsTable({ rows }: { rows: CustomerRow[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-gray-50 text-gray-600">
          <tr>
            <th className="p-3">Name</th>
            <th className="p-3">Phone</th>
            <th className="p-3">Account</th>
            <th className="hidden p-3 md:table-cell">E-mail</th>
            <th className="p-3">KYC</th>
            <th className="hidden p-3 lg:table-cell">Since</th>
          </tr>
        </thead>
        <tbody onKeyDown={moveFocus}>
          {rows.map((c) => (
            <tr key={c.uuid} className="border-t border-gray-100 hover:bg-green-50 focus-within:bg-green-50">
              <td className="p-3">
                <Link
                  data-row
                  to={`/ops/customers/${c.uuid}`}
                  className="font-semibold text-green-800 underline-offset-2 hover:underline focus:underline"
                >
                  {c.name ?? 'No name yet'}
                </Link>
                <span className="ml-2 text-xs text-gray-500 capitalize">{c.type}</span>
              </td>
              <td className="p-3 whitespace-nowrap font-mono text-xs">{c.phone}</td>
              <td className="p-3 font-mono text-xs">{c.account_number ?? '—'}</td>
              <td className="hidden p-3 break-all md:table-cell">{c.email}</td>
              <td className="p-3 whitespace-nowrap">
                {KYC_LABEL[c.kyc_status]} · tier {c.tier}
                {c.restriction && (
                  <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900">
                    {RESTRICTION_SHORT[c.restriction]}
                  </span>
                )}
              </td>
              <td className="hidden p-3 whitespace-nowrap lg:table-cell">{day(c.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
