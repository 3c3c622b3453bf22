import { z } from 'zod';
import { envelope, idSchema } from './common.ts';
import { COMPLAINT_URGENCIES } from './complaints.ts';
import { RESTRICTION_TYPES } from './messages.ts';
import { transactionDescriptionSchema } from './transaction-description.ts';
import { kycStatusSchema } from './user.ts';

// The operations console's customer side (issue 25 items 2, 3, 4 and 8): finding a customer, their page
// (opened with a reason, on the record), staff notes, the identity review queue, restrictions and the
// dashboard. Money is in minor units as strings (kobo for NGN): staff see exact amounts, never a float.

export const opsCustomerMessages = {
  reasonRequired: "Give a reason for opening this customer's page. It is kept in the audit log.",
  reasonRecorded: 'Reason recorded',
  reasonTooShort: 'Say why in at least 5 characters.',
  customerNotFound: 'No customer with this id.',
  searchTooShort:
    'Enter a phone number, e-mail, account number or transaction reference, or at least 3 letters of a name.',
  noteAdded: 'Note added',
  caseNotFound: 'No identity review case with this id.',
  caseDecided: 'This case has already been decided.',
  caseSuperseded:
    "This customer's identity has been verified or is in review since this case was opened; there is nothing to decide.",
  caseNoDetails:
    'This case has no document details on file, so it cannot stand as a submission. Reject it and ask the customer to verify again.',
  bvnHeldElsewhere:
    'This BVN already belongs to another personal account (one BVN, one person). This case can only be rejected.',
  kycApproved: 'Identity approved: the customer is on tier 3 now and has been told.',
  kycRejected: 'Identity rejected: the customer has been told.',
  kycHeld:
    'Approved against the BVN record, but the name matches a watch-list: the identity waits for the monitoring desk (tier 1 until then).',
  ledgerChecked: 'Ledger checked',
  restrictionPlaced: 'Restriction placed',
  restrictionNotFound: 'No live restriction with this id.',
  alreadyRestricted: 'This customer already has this restriction in force.',
  closeNeedsZeroBalance:
    'Close needs every balance at zero. Move the money out first (a refund, or a sweep to a named account by finance), then close.',
  closeWaitsForTransfers:
    'Close waits for the transfers on their way to other banks: a bank that refuses one returns the money to this account. Close once they have settled or come back.',
  liftRequested: 'Lift requested: another compliance member must approve it before the restriction ends.',
  liftSameStaff: 'You asked for this lift. Another compliance member must approve it.',
  lifted: 'Restriction lifted.',
} as const;

const minor = z.string().regex(/^-?\d+$/);
const reason = z
  .string()
  .trim()
  .min(5, { error: opsCustomerMessages.reasonTooShort })
  .max(300, { error: 'Keep the reason under 300 characters.' });

export const opsCustomerParams = z.object({ uuid: idSchema(opsCustomerMessages.customerNotFound) });

/** What a search matched: the kind of term it took the query for. */
export const customerMatchSchema = z.enum(['phone', 'email', 'account', 'reference', 'id', 'name', 'recent']);

export const customerSearchQuery = z.object({
  q: z.string().trim().max(120).optional().default(''),
  page: z.coerce.number().int().min(1).max(500).default(1),
  per_page: z.coerce.number().int().min(5).max(50).default(20),
});

export const customerRow = z.object({
  uuid: z.string(),
  name: z.string().nullable(),
  type: z.enum(['personal', 'business']),
  /** Masked (+234 803 *** 4567) for a role without customers.pii. */
  phone: z.string(),
  email: z.string(),
  account_number: z.string().nullable(),
  kyc_status: kycStatusSchema,
  tier: z.number(),
  /** The staff restriction in force (the strongest live one), or null. */
  restriction: z.enum(RESTRICTION_TYPES).nullable(),
  created_at: z.string(),
});
export type CustomerRow = z.infer<typeof customerRow>;

export const customerSearchReply = envelope(
  z.object({
    customers: z.array(customerRow),
    match: customerMatchSchema.nullable(),
    /** relevance: best matches first (a name with up to 1,000 matches); newest: newest customers first. */
    order: z.enum(['relevance', 'newest']),
    page: z.number(),
    per_page: z.number(),
    /** Matches counted up to a ceiling (total_capped: there are more than `total`). */
    total: z.number(),
    total_capped: z.boolean(),
  }),
);

export const customerAccessBody = z.object({ reason });
export const customerAccessReply = envelope(z.object({ reason: z.string(), at: z.string() }));

export const customerNoteBody = z.object({
  body: z
    .string()
    .trim()
    .min(1, { error: 'Write the note.' })
    .max(2000, { error: 'Keep a note under 2,000 characters.' }),
});
export const customerNote = z.object({
  id: z.string(),
  body: z.string(),
  staff_email: z.string(),
  created_at: z.string(),
});
export const customerNoteReply = envelope(z.object({ note: customerNote }));

const identity = z.object({
  firstname: z.string().nullable(),
  middlename: z.string().nullable(),
  lastname: z.string().nullable(),
  dob: z.string().nullable(),
});

/** An identity check the automatic comparison did not pass: what the customer typed beside the BVN record. */
export const kycCase = z.object({
  id: z.string(),
  reason: z.string(),
  mismatched: z.array(z.string()),
  bvn: z.string(),
  entered: identity,
  record: identity.nullable(),
  document: z.object({ type: z.string().nullable(), number: z.string().nullable() }).nullable(),
  status: z.enum(['open', 'closed']),
  decision: z.enum(['approved', 'rejected']).nullable(),
  decision_reason: z.string().nullable(),
  decided_by: z.string().nullable(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
});

export const restrictionView = z.object({
  id: z.string(),
  type: z.enum(RESTRICTION_TYPES),
  reason: z.string(),
  /** live · lift_pending (one staff member asked; another must approve) · lifted */
  status: z.enum(['live', 'lift_pending', 'lifted']),
  placed_by: z.string().nullable(),
  placed_at: z.string(),
  lift_requested_by: z.string().nullable(),
  lift_requested_at: z.string().nullable(),
  lift_reason: z.string().nullable(),
  lifted_by: z.string().nullable(),
  lifted_at: z.string().nullable(),
});
export type RestrictionView = z.infer<typeof restrictionView>;

const timelineStep = z.object({
  step: z.string(),
  label: z.string(),
  at: z.string().nullable(),
  detail: z.string().nullable(),
});

export const customerTransaction = z.object({
  uuid: z.string(),
  reference: z.string(),
  direction: z.enum(['debit', 'credit']),
  rail: z.string(),
  status: z.string(),
  currency: z.string(),
  amount_minor: minor,
  fee_minor: minor,
  counterparty: z.string().nullable(),
  narration: z.string().nullable(),
  created_at: z.string(),
  timeline: z.array(timelineStep),
  /** The movement's one description (decision 025): what the customer's history and receipt say. */
  description: transactionDescriptionSchema,
});

export const customerPage = z.object({
  access: z.object({ reason: z.string(), at: z.string() }),
  /** True when the phone, e-mail, birth date and address are masked for this role. */
  masked: z.boolean(),
  profile: z.object({
    uuid: z.string(),
    name: z.string().nullable(),
    type: z.enum(['personal', 'business']),
    firstname: z.string().nullable(),
    middlename: z.string().nullable(),
    lastname: z.string().nullable(),
    business_name: z.string().nullable(),
    phone: z.string(),
    email: z.string(),
    dob: z.string().nullable(),
    address: z.string().nullable(),
    registration_number: z.string().nullable(),
    created_at: z.string(),
    pin_set: z.boolean(),
    pin_locked_until: z.string().nullable(),
    login_locked_until: z.string().nullable(),
    frozen_by_customer_at: z.string().nullable(),
  }),
  kyc: z.object({
    status: kycStatusSchema,
    tier: z.number(),
    submitted_at: z.string().nullable(),
    verified_at: z.string().nullable(),
    submissions: z.array(
      z.object({
        bvn: z.string(),
        document_type: z.string(),
        document_number: z.string(),
        status: z.string(),
        created_at: z.string(),
        decided_at: z.string().nullable(),
      }),
    ),
    cases: z.array(kycCase),
  }),
  accounts: z.array(
    z.object({
      uuid: z.string(),
      account_number: z.string().nullable(),
      currency: z.string(),
      name: z.string(),
      balance_minor: minor,
    }),
  ),
  cards: z.array(
    z.object({
      uuid: z.string(),
      last4: z.string(),
      status: z.string(),
      balance_minor: minor,
      currency: z.string(),
    }),
  ),
  devices: z.array(
    z.object({
      uuid: z.string(),
      label: z.string(),
      first_seen_at: z.string(),
      last_seen_at: z.string(),
      trusted: z.boolean(),
      signed_out_at: z.string().nullable(),
    }),
  ),
  sessions: z.array(
    z.object({
      client_type: z.string().nullable(),
      device: z.string().nullable(),
      created_at: z.string(),
      expires_at: z.string(),
    }),
  ),
  /** The limits in force, read from the money core (tier values, the customer's own limit, the new-device cap). */
  limits: z.object({
    tier: z.number(),
    per_transfer_minor: minor,
    daily_tier_minor: minor,
    daily_own_minor: minor.nullable(),
    daily_effective_minor: minor,
    spent_today_minor: minor,
    max_balance_minor: minor.nullable(),
    new_device_cap: z.object({ limit_minor: minor, left_minor: minor, lifts_at: z.string() }).nullable(),
  }),
  /** The restriction in force and every restriction placed, newest first. */
  restriction_in_force: z.enum(RESTRICTION_TYPES).nullable(),
  restrictions: z.array(restrictionView),
  transactions: z.array(customerTransaction),
  /** The customer's complaints, newest first (null for a role that may not read complaints). */
  complaints: z
    .array(
      z.object({
        id: z.string(),
        tracking_number: z.string(),
        category: z.string(),
        status: z.string(),
        opened_at: z.string(),
        due_at: z.string(),
        /** Seconds to the CBN deadline by the database's clock; negative once overdue. */
        seconds_left: z.number(),
        urgency: z.enum(COMPLAINT_URGENCIES),
        outcome: z.string().nullable(),
        resolved_at: z.string().nullable(),
        transaction_reference: z.string().nullable(),
      }),
    )
    .nullable(),
  /** The customer's monitoring alerts, newest first (null for a role that may not read monitoring). */
  alerts: z
    .array(
      z.object({
        id: z.string(),
        rule: z.string(),
        severity: z.string(),
        action: z.string(),
        subject: z.string(),
        case_status: z.string(),
        case: z.string().describe('The uuid of the case the alert belongs to'),
        transaction_reference: z.string().nullable(),
        created_at: z.string(),
      }),
    )
    .nullable(),
  notes: z.array(customerNote),
});
export type CustomerPage = z.infer<typeof customerPage>;
export const customerPageReply = envelope(customerPage);

export const kycQueueQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(5).max(50).default(20),
});
export const kycQueueItem = kycCase.extend({
  attempts: z.number(),
  customer: z.object({
    uuid: z.string(),
    name: z.string().nullable(),
    type: z.enum(['personal', 'business']),
    phone: z.string(),
    kyc_status: kycStatusSchema,
    tier: z.number(),
  }),
  /** For a BVN already linked: the customer whose standing submission holds it. */
  bvn_holder: z.object({ uuid: z.string(), name: z.string().nullable() }).nullable(),
});
export type KycQueueItem = z.infer<typeof kycQueueItem>;
export const kycQueueReply = envelope(
  z.object({ cases: z.array(kycQueueItem), page: z.number(), per_page: z.number(), total: z.number() }),
);

export const kycCaseParams = z.object({ id: idSchema(opsCustomerMessages.caseNotFound) });
export const kycDecisionBody = z.object({ decision: z.enum(['approve', 'reject']), reason });
export const kycDecisionReply = envelope(
  z.object({
    case_id: z.string(),
    customer: z.object({ uuid: z.string(), kyc_status: kycStatusSchema, tier: z.number() }),
  }),
);

export const restrictionParams = z.object({ id: idSchema(opsCustomerMessages.restrictionNotFound) });
export const restrictionBody = z.object({ type: z.enum(RESTRICTION_TYPES), reason });
export const restrictionReply = envelope(z.object({ restriction: restrictionView }));
export const restrictionLiftBody = z.object({ reason });

export const dashboardReply = envelope(
  z.object({
    kyc_waiting: z.number(),
    /** Restrictions placed today (Lagos). */
    restrictions_today: z.number(),
    /** Unresolved complaints by time left to the CBN deadline. */
    complaints: z.object({
      overdue: z.number(),
      under_24h: z.number(),
      under_72h: z.number(),
      later: z.number(),
    }),
    /** Monitoring alerts on cases still open. */
    alerts_open: z.number(),
    /**
     * Sends still waiting for their rail PAYOUT_WAIT_MINUTES after they were made (held ones are compliance's):
     * how many, how many of them could not reach it at the last try, and since when the oldest waits.
     */
    payouts_waiting: z.object({ count: z.number(), failing: z.number(), oldest_at: z.string().nullable() }),
    today: z.object({
      since: z.string(),
      sent_count: z.number(),
      sent_minor: minor,
      received_count: z.number(),
      received_minor: minor,
      failed_sends: z.number(),
    }),
    ledger_check: z
      .object({
        ok: z.boolean(),
        problems: z.array(z.string()),
        duration_ms: z.number(),
        checked_at: z.string(),
      })
      .nullable(),
  }),
);
export type Dashboard = z.infer<typeof dashboardReply>['data'];

export const ledgerCheckReply = envelope(
  z.object({
    ok: z.boolean(),
    problems: z.array(z.string()),
    duration_ms: z.number(),
    checked_at: z.string(),
  }),
);
