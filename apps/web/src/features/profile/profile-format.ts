import { lazyIntl } from '#lib/lazy-intl';

const dateFormat = lazyIntl(() => new Intl.DateTimeFormat('en-NG', { dateStyle: 'long', timeZone: 'UTC' }));

/** A calendar date (`YYYY-MM-DD`) as words; read as UTC so it never shifts a day. */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat().format(date);
}
