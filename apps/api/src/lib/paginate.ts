import type { TransactionsPage } from '@owo/contract/accounts';

/** A Laravel-style length-aware paginator (the shape the web client reads), links included. */
export function laravelPage<T>(opts: {
  path: string;
  page: number;
  perPage: number;
  total: number;
  data: T[];
  query?: Record<string, string | undefined>;
}): Omit<TransactionsPage, 'data'> & { data: T[] } {
  const lastPage = Math.max(1, Math.ceil(opts.total / opts.perPage));
  const url = (p: number) => {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v) qs.set(k, v);
    qs.set('page', String(p));
    return `${opts.path}?${qs.toString()}`;
  };
  const from = opts.data.length > 0 ? (opts.page - 1) * opts.perPage + 1 : null;
  const links = [
    { url: opts.page > 1 ? url(opts.page - 1) : null, label: '&laquo; Previous', active: false },
    ...Array.from({ length: lastPage }, (_, i) => ({
      url: url(i + 1),
      label: String(i + 1),
      active: i + 1 === opts.page,
    })),
    { url: opts.page < lastPage ? url(opts.page + 1) : null, label: 'Next &raquo;', active: false },
  ];
  return {
    current_page: opts.page,
    data: opts.data,
    first_page_url: url(1),
    from,
    last_page: lastPage,
    last_page_url: url(lastPage),
    links:
      lastPage > 50
        ? links.filter(
            (l) =>
              l.url === null || Math.abs(Number(l.label) - opts.page) <= 3 || Number.isNaN(Number(l.label)),
          )
        : links,
    next_page_url: opts.page < lastPage ? url(opts.page + 1) : null,
    path: opts.path,
    per_page: opts.perPage,
    prev_page_url: opts.page > 1 ? url(opts.page - 1) : null,
    to: from === null ? null : from + opts.data.length - 1,
    total: opts.total,
  };
}
