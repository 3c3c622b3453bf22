import { z } from 'zod';
import { envelope, idSchema } from './common.ts';

// Transaction monitoring, screening and reports for compliance staff (/api/ops/*, issue 26 items 4–6,
// decision 024). Amounts are kobo as strings here: rule parameters are stored as JSON.

export const RULE_KINDS = [
  'velocity',
  'structuring',
  'new_device_beneficiary',
  'fan_in_out',
  'dormant',
  'link_repeat_payer',
  'watchlist',
] as const;
export type RuleKind = (typeof RULE_KINDS)[number];
export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export const RULE_ACTIONS = ['alert', 'hold'] as const;

const kobo = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, { error: 'An amount in kobo, a whole number above 0' })
  .describe('Kobo, as a string of digits');
const count = (max: number) => z.number().int().min(1).max(max);
const percent = z.number().int().min(1).max(100);

/** Each kind's parameters: what a compliance officer may tune. Unknown keys are refused. */
export const RULE_PARAMS = {
  velocity: z.strictObject({ min_sends: count(10_000), window_minutes: count(24 * 60) }),
  structuring: z.strictObject({
    threshold_minor: kobo,
    band_percent: z.number().int().min(1).max(50),
    min_sends: count(100),
    window_hours: count(24 * 7),
  }),
  new_device_beneficiary: z.strictObject({ min_amount_minor: kobo, device_hours: count(24 * 30) }),
  fan_in_out: z.strictObject({
    min_senders: count(10_000),
    min_in_minor: kobo,
    out_percent: percent,
    window_minutes: count(24 * 60),
  }),
  dormant: z.strictObject({ dormant_days: count(3650), burst_hours: count(24 * 30), min_amount_minor: kobo }),
  link_repeat_payer: z.strictObject({
    min_payments: count(1000),
    window_hours: count(24 * 30),
    min_total_minor: kobo,
  }),
  watchlist: z.strictObject({ threshold: z.number().min(0.5).max(1) }),
} satisfies Record<RuleKind, z.ZodType>;
export type RuleParams<K extends RuleKind> = z.infer<(typeof RULE_PARAMS)[K]>;

export const ruleVersionSchema = z.object({
  version: z.number(),
  enabled: z.boolean(),
  severity: z.enum(SEVERITIES),
  action: z.enum(RULE_ACTIONS),
  params: z.record(z.string(), z.unknown()),
  status: z.enum(['proposed', 'active', 'superseded', 'rejected']),
  reason: z.string(),
  proposed_by: z.string().nullable().describe("The proposer's staff uuid (null: shipped with Owo)"),
  proposed_by_email: z.string().nullable(),
  proposed_at: z.string(),
  decided_by: z.string().nullable(),
  decided_by_email: z.string().nullable(),
  decided_at: z.string().nullable(),
});

export const ruleSchema = z.object({
  code: z.string(),
  kind: z.enum(RULE_KINDS),
  name: z.string(),
  description: z.string(),
  indicator: z.string(),
  active: ruleVersionSchema,
  proposed: ruleVersionSchema.nullable(),
});
export const rulesReply = envelope(z.array(ruleSchema));
export const ruleReply = envelope(ruleSchema);
export const ruleHistoryReply = envelope(z.array(ruleVersionSchema));

export const ruleParams = z.object({ code: z.string().regex(/^[a-z][a-z0-9_]{2,40}$/) });
export const ruleVersionParams = ruleParams.extend({ version: z.coerce.number().int().min(1) });

/** A change to a rule: the whole new version (switching off is `enabled: false`), and why. */
export const proposeRuleBody = z.object({
  enabled: z.boolean(),
  severity: z.enum(SEVERITIES),
  action: z.enum(RULE_ACTIONS),
  params: z.record(z.string(), z.unknown()),
  reason: z.string().trim().min(1, { error: 'Say why the rule changes' }).max(500),
});
export const decideRuleBody = z.object({ note: z.string().trim().max(500).optional() });

// ——— Cases ———
export const CASE_STATUSES = ['open', 'cleared', 'escalated'] as const;

export const caseTransactionSchema = z.object({
  uuid: z.string(),
  reference: z.string(),
  direction: z.enum(['debit', 'credit']),
  rail: z.string(),
  status: z.string(),
  currency: z.string(),
  amount: z.string().describe('Major units, two decimals'),
  counterparty_name: z.string().nullable(),
  counterparty_account: z.string().nullable(),
  counterparty_bank: z.string().nullable(),
  created_at: z.string(),
});

export const alertSchema = z.object({
  uuid: z.string(),
  rule: z.object({ code: z.string(), name: z.string(), version: z.number(), indicator: z.string() }),
  severity: z.enum(SEVERITIES),
  action: z.enum(RULE_ACTIONS),
  subject: z.enum(['transaction', 'onboarding']),
  evidence: z.record(z.string(), z.unknown()),
  transaction: z.string().nullable().describe('The uuid of the transaction that made the rule fire'),
  transactions: z.array(z.string()).describe('The uuids of every transaction of the pattern'),
  created_at: z.string(),
});

export const holdSchema = z.object({
  uuid: z.string(),
  kind: z.enum(['payment', 'onboarding']),
  status: z.enum(['held', 'released', 'rejected']),
  transaction: z.string().nullable(),
  alert: z.string(),
  decided_by: z.string().nullable(),
  decided_by_email: z.string().nullable(),
  decided_at: z.string().nullable(),
  note: z.string().nullable(),
  /** A payment's release asked for by one officer, waiting for a second (never the same) to approve it. */
  release_requested_by_email: z.string().nullable(),
  release_requested_at: z.string().nullable(),
  release_note: z.string().nullable(),
  created_at: z.string(),
});

export const caseSchema = z.object({
  uuid: z.string(),
  status: z.enum(CASE_STATUSES),
  customer: z.object({ uuid: z.string(), name: z.string().nullable(), type: z.string(), phone: z.string() }),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  closed_by: z.string().nullable(),
  note: z.string().nullable(),
  alerts: z.array(alertSchema),
  transactions: z.array(caseTransactionSchema),
  holds: z.array(holdSchema),
  report: z.object({ uuid: z.string(), created_at: z.string() }).nullable(),
});
export const casesQuery = z.object({
  customer: idSchema('customer must be a customer uuid').optional(),
  status: z.enum(CASE_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const casesReply = envelope(z.array(caseSchema));
export const caseReply = envelope(caseSchema);
export const caseParams = z.object({ id: idSchema('Case not found') });
export const closeCaseBody = z.object({
  resolution: z.enum(['cleared', 'escalated']),
  note: z.string().trim().min(1, { error: 'Write what the review found' }).max(4000),
});

export const holdParams = z.object({ id: idSchema('Hold not found') });
export const holdDecisionBody = z.object({ note: z.string().trim().min(1).max(1000) });
/** A hold as the holds desk lists it: whose, which rule held it, and the payment it keeps in Owo. */
export const heldPaymentSchema = holdSchema.extend({
  case: z.string(),
  customer: z.string(),
  customer_name: z.string().nullable(),
  rule: z.object({ code: z.string(), name: z.string() }),
  payment: z
    .object({
      reference: z.string(),
      rail: z.string(),
      currency: z.string(),
      amount: z.string().describe('Major units, two decimals'),
      fee: z.string().describe('Major units, two decimals'),
      status: z.string(),
      counterparty_name: z.string().nullable(),
      counterparty_account: z.string().nullable(),
      counterparty_bank: z.string().nullable(),
    })
    .nullable()
    .describe('The send held (null for an onboarding hold)'),
});
export const holdReply = envelope(heldPaymentSchema);
export const holdsQuery = z.object({ status: z.enum(['held', 'released', 'rejected']).default('held') });
export const holdsReply = envelope(z.array(heldPaymentSchema));

// ——— Screening ———
export const screeningMatchSchema = z.object({
  list: z.string(),
  external_id: z.string(),
  name: z.string(),
  matched_name: z.string(),
  score: z.number(),
  programs: z.string().nullable(),
});
export const screenBody = z.object({ name: z.string().trim().min(2).max(200) });
export const screenReply = envelope(
  z.object({ threshold: z.number(), hit: z.boolean(), matches: z.array(screeningMatchSchema) }),
);
export const watchlistsReply = envelope(
  z.array(
    z.object({
      source: z.enum(['un', 'opensanctions']),
      name: z.string(),
      file_name: z.string(),
      file_sha256: z.string(),
      entry_count: z.number(),
      loaded_at: z.string(),
    }),
  ),
);

// ——— Reports ———
export const ctrQuery = z.object({
  date: z.iso.date({ error: 'date must be a day, YYYY-MM-DD (Lagos)' }),
});
/** The suspicious transaction reports filed (one per escalated case), newest first. */
export const strReportsQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
export const strReportsReply = envelope(
  z.array(
    z.object({
      uuid: z.string(),
      case: z.string(),
      customer: z.object({ uuid: z.string(), name: z.string().nullable() }),
      reason: z.string().nullable(),
      transaction_count: z.number(),
      sha256: z.string(),
      filed_by: z.string().describe("The escalating officer's e-mail"),
      filed_at: z.string(),
    }),
  ),
);
export const ctrRowSchema = z.object({
  customer: z.string(),
  name: z.string().nullable(),
  type: z.enum(['personal', 'business']),
  account_numbers: z.array(z.string()),
  credits: z.string().describe('Naira received that day, two decimals'),
  debits: z.string().describe('Naira sent that day, fees included, two decimals'),
  credit_count: z.number(),
  debit_count: z.number(),
  threshold: z.string(),
});
export const ctrReply = envelope(
  z.object({
    date: z.string(),
    individual_threshold: z.string(),
    company_threshold: z.string(),
    generated_at: z.string(),
    rows: z.array(ctrRowSchema),
  }),
);
