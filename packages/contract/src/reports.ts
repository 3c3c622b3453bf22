import { z } from 'zod';
import { envelope, momentSchema } from './common.ts';
import { lagosDateSchema } from './reconciliation.ts';

// The end of the day (issue 26): the trial balance of a Lagos day, balances as at any moment, and the ledger
// check, each kept. Amounts are numbers of major units of the line's currency. The ledger's sign: a credit
// raises an account, a debit lowers it (a customer's balance is a credit balance).

export const trialBalanceQuery = z.object({
  /** A Lagos day; today (provisional, not kept) when left out. */
  date: lagosDateSchema.optional(),
});

export const trialBalanceLineSchema = z.object({
  /** The account class: `customer`, or a system account's code without its currency (`clearing:nip`, `fees`…). */
  class: z.string(),
  currency: z.string(),
  opening: z.number(),
  total_debits: z.number(),
  total_credits: z.number(),
  closing: z.number(),
});

export const trialBalanceSchema = z.object({
  date: z.string(),
  /** True once the day is over and its trial balance kept; today's is provisional. */
  closed: z.boolean(),
  closed_at: z.string().nullable(),
  /** In every currency the day's debits equal its credits and the closing balances sum to zero. */
  balanced: z.boolean(),
  lines: z.array(trialBalanceLineSchema),
  totals: z.array(
    z.object({
      currency: z.string(),
      total_debits: z.number(),
      total_credits: z.number(),
      closing: z.number(),
    }),
  ),
});
export type TrialBalance = z.infer<typeof trialBalanceSchema>;
export const trialBalanceReply = envelope(trialBalanceSchema);

export const balancesQuery = z.object({
  /** The end of this Lagos day… */
  date: lagosDateSchema.optional(),
  /** …or this moment (ISO 8601 with its offset); now when neither is given. */
  at: momentSchema('Enter a moment as an ISO 8601 date and time with its offset.').optional(),
  /** One account: a system account's code (`clearing:nip:NGN`), a customer's account number or an account's id. */
  account: z.string().trim().min(1).max(64).optional(),
});

export const balancesSchema = z.object({
  at: z.string(),
  /** Every account class's balance at that moment. */
  lines: z.array(z.object({ class: z.string(), currency: z.string(), balance: z.number() })),
  /** The one account asked for, with its balance at that moment. */
  account: z
    .object({
      id: z.string(),
      class: z.string(),
      code: z.string().nullable(),
      account_number: z.string().nullable(),
      currency: z.string(),
      balance: z.number(),
    })
    .nullable(),
});
export const balancesReply = envelope(balancesSchema);

export const ledgerCheckSchema = z.object({
  id: z.string(),
  /** The Lagos day whose close ran it, or null for one run by a person. */
  date: z.string().nullable(),
  ok: z.boolean(),
  problems: z.array(z.string()),
  /** What it read; null on the checks the console's dashboard kept before they shared this home. */
  counts: z.object({ entries: z.number(), postings: z.number(), accounts: z.number() }).nullable(),
  seconds: z.number(),
  checked_at: z.string(),
});
export type LedgerCheck = z.infer<typeof ledgerCheckSchema>;
export const ledgerCheckReply = envelope(z.object({ check: ledgerCheckSchema }));
export const ledgerChecksReply = envelope(z.array(ledgerCheckSchema));
