import { toMajorString } from '@owo/contract/minor';
import { stringify } from 'csv-stringify/sync';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { booksOpenDay, dayBefore } from '#db/lagos-day.ts';
import { csvAmount, csvText } from '#lib/csv.ts';
import { AppError } from '#lib/errors.ts';
import { computeCtr, findCtr, type KeptCtr, keepCtr } from './ctr-repository.ts';

// The daily currency transaction report (decision 024): made once a Lagos day is over, with the thresholds in
// force then (CTR_INDIVIDUAL_NAIRA, CTR_COMPANY_NAIRA), and kept: asking again returns the report as made.

/** "1234.50": the report's amounts in naira with two decimals, from the kobo the database returns. */
const naira = (minor: string | bigint) => toMajorString(BigInt(minor));

/**
 * The day's report, made and kept now if it was not yet; refused for a day whose books are still open (today,
 * and yesterday in the grace after midnight, while its last sends may still be committing).
 */
export async function ctrReport(
  deps: Deps,
  day: string,
  /** Records who read it, in the same transaction (`made`: this request made and kept the report). */
  record?: (q: Queryable, made: boolean) => Promise<void>,
): Promise<KeptCtr> {
  return deps.db.tx(async (q) => {
    if (day >= (await booksOpenDay(q))) {
      throw new AppError('unprocessable', 'A day’s report is made once the day is over in Lagos', {
        date: 'A day’s report is made once the day is over in Lagos',
      });
    }
    let report = await findCtr(q, day);
    let made = false;
    if (!report) {
      const thresholds = deps.config.ctrThresholdsMinor;
      // Made by this read only if its insert kept it: a read or the worker at the same moment may have first.
      made = await keepCtr(q, day, thresholds, await computeCtr(q, day, thresholds));
      report = (await findCtr(q, day))!;
    }
    await record?.(q, made);
    return report;
  });
}

export const ctrView = (r: KeptCtr) => ({
  date: r.day,
  individual_threshold: naira(r.individual_threshold_minor),
  company_threshold: naira(r.company_threshold_minor),
  generated_at: r.generated_at.toISOString(),
  rows: r.rows.map((x) => ({
    customer: x.customer,
    name: x.name,
    type: x.type,
    account_numbers: x.account_numbers,
    credits: naira(x.credits_minor),
    debits: naira(x.debits_minor),
    credit_count: x.credit_count,
    debit_count: x.debit_count,
    threshold: naira(x.threshold_minor),
  })),
});

export function ctrCsv(r: KeptCtr): string {
  const v = ctrView(r);
  return stringify([
    [
      'date',
      'customer',
      'name',
      'type',
      'accounts',
      'credits_ngn',
      'debits_ngn',
      'credits',
      'debits',
      'threshold_ngn',
    ],
    ...v.rows.map((x) => [
      v.date,
      x.customer,
      csvText(x.name ?? ''),
      x.type,
      csvText(x.account_numbers.join(' ')),
      csvAmount(x.credits),
      csvAmount(x.debits),
      String(x.credit_count),
      String(x.debit_count),
      csvAmount(x.threshold),
    ]),
  ]);
}

let lastKept: string | null = null;
/** The worker's task: yesterday's report, once, soon after Lagos midnight. */
export async function keepYesterdaysCtr(deps: Deps): Promise<number> {
  const yesterday = dayBefore(await booksOpenDay(deps.db));
  if (lastKept === yesterday) return 0;
  await ctrReport(deps, yesterday);
  lastKept = yesterday;
  return 0;
}
