import { z } from 'zod';
import { calendarDateSchema, envelope } from './common.ts';
import { lagosDate } from './lagos-time.ts';

/** Statement and insight messages, shown as they are by the web app. */
export const statementMessages = {
  badDate: 'Enter a valid date (YYYY-MM-DD).',
  fromAfterTo: 'The start date must be on or before the end date.',
  tooLong: 'A statement can cover at most 12 months.',
  tooEarly: 'Choose a start date in 2000 or later.',
  format: 'Choose PDF or CSV.',
  notFound: "We can't find this statement",
} as const;

/** The longest period one statement covers, in months. */
export const STATEMENT_MAX_MONTHS = 12;

const isoDate = calendarDateSchema({ format: statementMessages.badDate, invalid: statementMessages.badDate });

/** The last day a statement starting on `from` may end on (12 months, one day short). */
export function lastStatementDay(from: string): string {
  const d = new Date(`${from}T00:00:00Z`);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + STATEMENT_MAX_MONTHS;
  // The same day of the month a year on, clamped to that month's length, minus one day.
  const lastOfMonth = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const end = new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), lastOfMonth)) - 86_400_000);
  return end.toISOString().slice(0, 10);
}

/** Today's date in Lagos (YYYY-MM-DD). */
export const lagosToday = (now = new Date()) => lagosDate(now);

/**
 * A statement's period, both ends included (Lagos dates). Without dates it is this month so far; with only
 * `from`, up to today or 12 months on; with only `to`, from the first of that month.
 */
export const statementQuery = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    format: z.enum(['pdf', 'csv'], { error: statementMessages.format }).optional().default('pdf'),
  })
  .transform((q, ctx) => {
    const today = lagosToday();
    const to = q.to ?? (q.from && lastStatementDay(q.from) < today ? lastStatementDay(q.from) : today);
    const from = q.from ?? `${to.slice(0, 7)}-01`;
    const issue = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    if (from < '2000-01-01') return issue('from', statementMessages.tooEarly);
    if (from > to) return issue('to', statementMessages.fromAfterTo);
    if (to > lastStatementDay(from)) return issue('to', statementMessages.tooLong);
    return { from, to, format: q.format };
  });
export type StatementQuery = z.infer<typeof statementQuery>;

/** A verify code: 32 hex characters (128 bits). */
export const statementCodeParam = z.object({
  code: z.string().max(64),
});

/** What anyone holding a statement may check: least data, no name, no full account number. */
export const publicStatementSchema = z.object({
  code: z.string(),
  account: z.string(),
  bank_name: z.string(),
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  lines: z.number(),
  sha256: z.string(),
  issued_at: z.string(),
});
export type PublicStatement = z.infer<typeof publicStatementSchema>;
export const publicStatementReply = envelope(publicStatementSchema);

/** Amounts in insights are decimal strings of major units (exact; never floats). */
export const insightsSchema = z.object({
  currency: z.string(),
  months: z.array(z.object({ month: z.string(), money_in: z.string(), money_out: z.string() })),
  out_by_kind: z.array(
    z.object({ kind: z.enum(['transfers', 'card', 'fees', 'bills']), label: z.string(), amount: z.string() }),
  ),
});
export type Insights = z.infer<typeof insightsSchema>;
export const insightsReply = envelope(insightsSchema);
