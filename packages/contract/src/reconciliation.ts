import { z } from 'zod';
import { dayParam, envelope, idSchema, pageOf } from './common.ts';
import { amountSchema } from './money.ts';
import {
  BREAK_KINDS,
  type BreakKind,
  breakKindSchema,
  proposalView,
  RECON_RAILS,
  type ReconRail,
  reconRailSchema,
} from './ops-money.ts';

// The rails and break kinds live beside the money proposals, whose break entries name them too.
export { BREAK_KINDS, type BreakKind, breakKindSchema, RECON_RAILS, type ReconRail, reconRailSchema };

// Money control (issue 26): the partners' settlement files, reconciling them against Owo's side, and the
// breaks queue the operations console works through. Amounts are numbers of major units of `currency`.

/**
 * What a sandbox partner can be told to get wrong for one reference in its files: leave the line out, report
 * it twice, change its amount, or report a line Owo never sent; `status_changed` (reporting the other status)
 * is Owo's own addition, so that a status break can be tested too.
 */
export const SETTLEMENT_FAULT_KINDS = [
  'missing',
  'duplicated',
  'amount_changed',
  'unknown_extra_line',
  'status_changed',
] as const;
export const settlementFaultKindSchema = z.enum(SETTLEMENT_FAULT_KINDS, {
  error: `Choose a fault: ${SETTLEMENT_FAULT_KINDS.join(', ')}.`,
});
export type SettlementFaultKind = z.infer<typeof settlementFaultKindSchema>;

/** open → explained (with a note) | resolved (a journal entry approved by a second person, or cleared by a later file). */
export const BREAK_STATES = ['open', 'explained', 'resolved'] as const;
export const breakStateSchema = z.enum(BREAK_STATES);

/** A calendar day in Lagos, YYYY-MM-DD. */
export const lagosDateSchema = dayParam;

export const settlementFileParams = z.object({ rail: reconRailSchema, date: lagosDateSchema });

export const settlementFaultBody = z.object({
  rail: reconRailSchema,
  reference: z
    .string({ error: 'Enter the reference the partner should get wrong.' })
    .trim()
    .min(1, 'Enter the reference the partner should get wrong.')
    .max(64, 'A reference has at most 64 characters.'),
  kind: settlementFaultKindSchema,
});
export const settlementFaultReply = envelope(
  z.object({ rail: reconRailSchema, reference: z.string(), kind: settlementFaultKindSchema }),
);

/** The largest file the console may upload in one request (characters); larger files go through `npm run recon`. */
export const RECON_MAX_CSV_CHARS = 32_000_000;

export const reconImportBody = z.object({
  rail: reconRailSchema,
  date: lagosDateSchema,
  csv: z
    .string({ error: 'Attach the settlement file.' })
    .min(1, 'Attach the settlement file.')
    .max(RECON_MAX_CSV_CHARS, 'The file is too large for an upload: import it with npm run recon.'),
});

export const reconBreakSchema = z.object({
  id: z.string(),
  rail: reconRailSchema,
  date: z.string(),
  kind: breakKindSchema,
  state: breakStateSchema,
  /** Owo's reference of the history row, or the partner line's reference. */
  reference: z.string().nullable(),
  session_id: z.string().nullable(),
  /** The history row (its uuid), when Owo has one. */
  transaction: z.string().nullable(),
  currency: z.string().nullable(),
  ours_amount: z.number().nullable(),
  theirs_amount: z.number().nullable(),
  ours_status: z.string().nullable(),
  theirs_status: z.string().nullable(),
  /** How many lines the partner's files of the day reported for it. */
  theirs_lines: z.number(),
  resolution: z.enum(['note', 'journal', 'cleared']).nullable(),
  note: z.string().nullable(),
  resolved_by: z.string().nullable(),
  resolved_at: z.string().nullable(),
  created_at: z.string(),
});
export type ReconBreak = z.infer<typeof reconBreakSchema>;

export const reconImportSchema = z.object({
  id: z.string(),
  rail: reconRailSchema,
  date: z.string(),
  lines: z.number(),
  matched: z.number(),
  breaks: z.number(),
  source: z.enum(['console', 'cli']),
  created_at: z.string(),
});

/** The most breaks an import's reply lists; the rest are in the queue (`GET /ops/reconciliation/breaks`). */
export const RECON_REPLY_MAX_BREAKS = 500;

export const reconImportData = z.object({
  import: reconImportSchema,
  /** True when this exact file had been imported for the day already: nothing changed. */
  replayed: z.boolean(),
  /** Lines matched to Owo's side with the same amount and status. */
  matched: z.number(),
  breaks: z.array(reconBreakSchema),
  breaks_total: z.number(),
  breaks_by_kind: z.partialRecord(breakKindSchema, z.number()),
});
export type ReconImportData = z.infer<typeof reconImportData>;
export const reconImportReply = envelope(reconImportData);
export const reconImportsReply = envelope(z.array(reconImportSchema));

export const reconImportsQuery = z.object({
  rail: reconRailSchema.optional(),
  date: lagosDateSchema.optional(),
});

export const reconBreaksQuery = z.object({
  rail: reconRailSchema.optional(),
  kind: breakKindSchema.optional(),
  state: breakStateSchema.optional(),
  from: lagosDateSchema.optional(),
  to: lagosDateSchema.optional(),
  reference: z.string().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  per_page: z.coerce.number().int().min(1).max(200).optional().default(50),
});
export type ReconBreaksQuery = z.input<typeof reconBreaksQuery>;
export const reconBreaksReply = envelope(pageOf(reconBreakSchema));

export const reconBreakParams = z.object({ id: idSchema('Not found') });
export const reconBreakReply = envelope(z.object({ break: reconBreakSchema }));

export const explainBreakBody = z.object({
  note: z
    .string({ error: 'Write what explains this break.' })
    .trim()
    .min(3, 'Write what explains this break.')
    .max(2000, 'A note has at most 2,000 characters.'),
});

export const reconPositionsQuery = z.object({ date: lagosDateSchema.optional() });

/** Totals by currency: how many lines or rows, and their amount. */
const totalsSchema = z.array(z.object({ currency: z.string(), count: z.number(), amount: z.number() }));

/** One rail's day: Owo's side, the partner's file, what matched, what is open, and its clearing account. */
export const reconPositionSchema = z.object({
  rail: reconRailSchema,
  date: z.string(),
  ours: totalsSchema,
  theirs: totalsSchema,
  /** The import the day stands on (its latest file), or null before any. */
  import: reconImportSchema.nullable(),
  matched: z.number(),
  open_breaks: z.number(),
  breaks: z.record(z.string(), z.number()),
  /** The rail's clearing account (naira between a customer's debit and the rail's answer); none for the card. */
  clearing: z
    .object({
      account: z.string(),
      currency: z.string(),
      /** Its balance now. */
      balance: z.number(),
      /** What the day's entries left in it: zero on a day whose every send was decided that day. */
      day_net: z.number(),
    })
    .nullable(),
  /** A file was imported and no break of the day is open. */
  clean: z.boolean(),
});
export const reconPositionsReply = envelope(
  z.object({ date: z.string(), rails: z.array(reconPositionSchema) }),
);

/**
 * A journal entry proposed to resolve a break: the customer of the break's transaction credited (money
 * returned, e.g. a transfer the switch never settled) or debited, against the reconciliation suspense account;
 * it moves only when a second finance staff member approves it.
 */
export const breakProposalBody = z.object({
  direction: z.enum(['credit', 'debit'], { error: 'Choose credit or debit.' }),
  amount: amountSchema,
  reason: z
    .string({ error: 'Say why this entry resolves the break.' })
    .trim()
    .min(3, 'Say why this entry resolves the break.')
    .max(500, 'A reason has at most 500 characters.'),
});

/** A proposed entry for a break, and the break: the entry is a money proposal of kind `recon`. */
export const breakProposalReply = envelope(z.object({ proposal: proposalView, break: reconBreakSchema }));

/** A break with the partner's lines that name it and Owo's history row, for the console's break page. */
export const reconBreakDetailReply = envelope(
  z.object({
    break: reconBreakSchema,
    lines: z.array(
      z.object({
        date: z.string(),
        line_no: z.number(),
        session_id: z.string().nullable(),
        reference: z.string().nullable(),
        currency: z.string(),
        amount: z.number(),
        status: z.enum(['successful', 'failed']),
      }),
    ),
    /** The entries proposed for it (money proposals of kind `recon`), oldest first. */
    proposals: z.array(proposalView),
    transaction: z
      .object({
        uuid: z.string(),
        reference: z.string(),
        session_id: z.string().nullable(),
        rail: z.string(),
        direction: z.enum(['debit', 'credit']),
        status: z.string(),
        currency: z.string(),
        amount: z.number(),
        fee: z.number(),
        created_at: z.string(),
        /** The customer (their uuid), for the console's customer page. */
        customer: z.string(),
      })
      .nullable(),
  }),
);

export const reconMessages = {
  imported: 'Settlement file imported',
  replayed: 'This file was imported already: nothing changed',
  explained: 'Break explained',
  notOpen: 'This break is closed already.',
  proposed: 'Proposed: another finance staff member must approve it',
  noCustomer: "This break names no customer's transaction: explain it with a note.",
  waiting: 'A proposal for this break is already waiting for approval.',
} as const;
