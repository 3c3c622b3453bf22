import { lazyIntl } from '#lib/lazy-intl';

const format = lazyIntl(
  () => new Intl.DateTimeFormat('en-NG', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
);

/** "2026-11" → "Nov 2026". */
export const monthLabel = (month: string) => format().format(new Date(`${month}-01T00:00:00Z`));
