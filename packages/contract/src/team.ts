import { z } from 'zod';
import { transactionStatusSchema } from './accounts.ts';
import { billPayBody } from './bills.ts';
import { envelope, idSchema, pageOf, phoneSchema, transactionPinSchema } from './common.ts';
import { errors } from './messages.ts';
import { amountSchema } from './money.ts';
import { ROLE_NAMES, TEAM_ROLES, type TeamRole } from './team-roles.ts';
import { enairaSendBody, momoSendBody, preparedUsdBody, remittanceSendBody, sendReply } from './transfers.ts';

// Teams for business accounts: the owner invites members by phone with a role; a member signs in with their
// own phone and password and acts for the business they choose (the X-Act-For header, a business's user id).
// Payments a member prepares wait for an approver (maker-checker); an audit log records who did what.

// The roles and what each may do live in team-roles.ts (no zod: the signed-in frame reads them at once).
export {
  ACT_FOR_HEADER,
  type ActingRole,
  can,
  PERMISSIONS,
  type Permission,
  ROLE_HINTS,
  ROLE_NAMES,
  roleAbilities,
  TEAM_ROLES,
  type TeamRole,
} from './team-roles.ts';

export const teamRoleSchema = z.enum(TEAM_ROLES, { error: 'Choose a role' });

export const teamMessages = {
  businessOnly: 'Teams are for business accounts.',
  notAllowed: 'Your role in this business does not allow this.',
  ownAccountOnly: 'Switch to your own account to do this.',
  actForInvalid: 'Choose a business you are a member of.',
  selfInvite: 'You cannot invite yourself.',
  alreadyMember: 'This phone number is already on your team.',
  limitRequired: 'Enter the most this approver may approve',
  ownApproval: 'You cannot approve or reject a payment you prepared.',
  overLimit: 'This payment is above your approval limit.',
  alreadyDecided: 'This payment has already been approved, rejected or cancelled.',
  /** Stored as a cancelled payment's reason. */
  cancelledRemoved: 'Cancelled: the member who prepared it was removed from the team.',
  cancelledRole: 'Cancelled: the member who prepared it no longer has a role that prepares payments.',
  preparerNotAllowed:
    'The member who prepared this payment may no longer prepare payments for this business.',
  keyRevoked:
    'The API key that confirmed this batch was revoked. Reject it to send the batch back to review.',
  /** A draft changed after its request for approval lost its answer: that request was made. */
  preparedEarlier:
    'Your earlier request was already sent for approval: see it under Approvals. Send again to ask for this one too.',
  approved: 'Payment approved and sent',
  batchApproved: 'Payout batch approved; paying it now',
  batchNotWaiting: 'This batch is no longer waiting for approval.',
  rejected: 'Payment rejected',
  pending: 'Payment sent for approval',
  reasonRequired: 'Say why you reject this payment',
  inviteNotFound: errors.inviteNotFound,
  joined: 'You joined the team',
} as const;

export const approvalLimitSchema = amountSchema;

export const inviteMemberBody = z
  .object({
    country_code: z.literal('NG').optional().default('NG'),
    phone: phoneSchema,
    role: teamRoleSchema,
    /** How the team knows them, shown until they join with a name of their own. */
    name: z
      .string()
      .trim()
      .max(100, { error: 'Must be at most 100 characters' })
      .optional()
      .nullable()
      .transform((v) => v || null),
    /** Naira; required for an approver, ignored for the other roles. */
    approval_limit: approvalLimitSchema.optional().nullable(),
  })
  .superRefine((b, ctx) => {
    if (b.role === 'approver' && (b.approval_limit === undefined || b.approval_limit === null)) {
      ctx.addIssue({ code: 'custom', path: ['approval_limit'], message: teamMessages.limitRequired });
    }
  });
export type InviteMemberBody = z.input<typeof inviteMemberBody>;

export const updateMemberBody = z
  .object({ role: teamRoleSchema, approval_limit: approvalLimitSchema.optional().nullable() })
  .superRefine((b, ctx) => {
    if (b.role === 'approver' && (b.approval_limit === undefined || b.approval_limit === null)) {
      ctx.addIssue({ code: 'custom', path: ['approval_limit'], message: teamMessages.limitRequired });
    }
  });
export type UpdateMemberBody = z.input<typeof updateMemberBody>;

export const teamIdParams = z.object({ id: idSchema('Not a valid id') });

export const teamMemberSchema = z.object({
  id: z.string(),
  phone: z.string(),
  /**
   * The member's own name once they have joined (opened the invitation, or acted for the business); before
   * that, the name the inviter gave, or null (an invite reveals no one's name).
   */
  name: z.string().nullable(),
  role: teamRoleSchema,
  approval_limit: z.number().nullable(),
  /** A customer holds the phone (signed up). */
  joined: z.boolean(),
  /** They opened the invitation and joined, or have acted for the business. */
  accepted: z.boolean(),
  /** The invitation's link (texted to the phone), to share another way until they join; then null. */
  invite_url: z.string().nullable(),
  created_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamMemberReply = envelope(z.object({ member: teamMemberSchema }));
export const teamMembersReply = envelope(z.object({ members: z.array(teamMemberSchema) }));

/** A business the caller may act for: their own account first, then each business they are a member of. */
export const actingBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['owner', ...TEAM_ROLES]),
  own: z.boolean(),
  /** The caller's own personal account (the picker reads "Ada Obi (personal)"). */
  personal: z.boolean(),
  approval_limit: z.number().nullable(),
  permissions: z.array(z.string()),
});
export type ActingBusiness = z.infer<typeof actingBusinessSchema>;
export const actingBusinessesReply = envelope(z.object({ businesses: z.array(actingBusinessSchema) }));

// ── Approvals (maker-checker) ──────────────────────────────────────────────────────────────────────────

/** A send an initiator prepares: an NGN bank transfer (Owo MFB included) without a PIN. */
export const preparedSendBody = remittanceSendBody.omit({ pin: true, save_beneficiary: true });
export type PreparedSendBody = z.input<typeof preparedSendBody>;
export const preparedEnairaBody = enairaSendBody.omit({ pin: true, save_beneficiary: true });
export const preparedMomoBody = momoSendBody.omit({ pin: true, save_beneficiary: true });
export { preparedUsdBody };
export const preparedBillBody = billPayBody.omit({ pin: true, save_beneficiary: true });

/**
 * What a member prepares for the business, by `kind`: a send by each of the four routes (`send` is the NGN
 * bank transfer, Owo MFB included) or a bill. It waits for an approver; nothing moves until one approves.
 */
export const prepareSendBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('send'), send: preparedSendBody }),
  z.object({ kind: z.literal('enaira'), send: preparedEnairaBody }),
  z.object({ kind: z.literal('momo'), send: preparedMomoBody }),
  z.object({ kind: z.literal('usd'), send: preparedUsdBody }),
  z.object({ kind: z.literal('bill'), bill: preparedBillBody }),
]);
export type PrepareSendBody = z.input<typeof prepareSendBody>;
export type PreparedKind = PrepareSendBody['kind'];

export const approveBody = z.object({ pin: transactionPinSchema });
export const rejectBody = z.object({
  reason: z
    .string({ error: teamMessages.reasonRequired })
    .trim()
    .min(1, { error: teamMessages.reasonRequired })
    .max(200, { error: 'Must be at most 200 characters' }),
});

/** cancelled: the member who prepared it was removed, or lost the role that let them prepare it. */
export const approvalStatusSchema = z.enum(['pending', 'approved', 'rejected', 'cancelled']);
export const approvalsQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'cancelled', 'all']).optional().default('pending'),
});

const personSchema = z.object({ id: z.string(), name: z.string() });

/** The send routes a prepared send can take (the web's send routes; remittance is the NGN bank transfer). */
export const SEND_ROUTES = ['remittance', 'enaira', 'momo', 'usd'] as const;

/** Who the money goes to, as the approver reads it: the account number masked but its last four digits. */
export const approvalPartySchema = z.object({ name: z.string(), bank: z.string(), account: z.string() });

/** One payment of a payout batch waiting for approval. */
export const approvalBatchRowSchema = z.object({
  row: z.number(),
  name: z.string(),
  bank: z.string(),
  account: z.string(),
  amount: z.number(),
  fee: z.number(),
  narration: z.string(),
});

export const approvalSchema = z.object({
  id: z.string(),
  kind: z.enum(['send', 'bill', 'payout_batch']),
  /** A send's route; null for a bill and a batch. */
  route: z.enum(SEND_ROUTES).nullable(),
  status: approvalStatusSchema,
  /** The money sent (a batch: its rows' amounts); fee and total beside it: total = amount + fee. */
  amount: z.number(),
  fee: z.number().nullable(),
  total: z.number(),
  currency: z.literal('NGN'),
  summary: z.string(),
  /** What the payment is for, as the initiator wrote it (a bill: the biller and the plan). */
  note: z.string().nullable(),
  /** The recipient (a bill: the biller's customer); null for a batch, and for one prepared before 027. */
  recipient: approvalPartySchema.nullable(),
  /** What a foreign recipient gets, at the rate of the moment it was prepared. */
  receive: z.object({ amount: z.number(), currency: z.string() }).nullable(),
  /** A payout batch: its name, its number of payments and (reading one approval) the payments themselves. */
  batch: z
    .object({ name: z.string(), count: z.number(), rows: z.array(approvalBatchRowSchema).nullable() })
    .nullable(),
  /** The business whose money it is. */
  business: personSchema,
  initiated_by: personSchema,
  /** Who may decide it now (pending only): each by name, the owner as the business's name. */
  waiting_for: z.array(z.string()),
  decided_by: personSchema.nullable(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
  transaction_reference: z.string().nullable(),
  /** What became of an approved send or bill, read from its transaction now (null otherwise). */
  payment_status: transactionStatusSchema.nullable(),
  created_at: z.string(),
});
export type Approval = z.infer<typeof approvalSchema>;

export const approvalReply = envelope(z.object({ approval: approvalSchema }));
export const approvalsReply = envelope(z.object({ approvals: z.array(approvalSchema) }));
/** An approved payment: the approval and the payment's own reply (its transaction); null for a batch. */
export const approvedReply = envelope(
  z.object({
    approval: approvalSchema,
    payment: z
      .object({
        transaction: sendReply.shape.data.shape.transaction,
        receive: sendReply.shape.data.shape.receive.nullable(),
      })
      .nullable(),
  }),
);

// ── Invitations ───────────────────────────────────────────────────────────────────────────────────────

/** The code in an invitation's link (/join/{code}); anything else is simply not found. */
export const inviteCodeParams = z.object({ code: z.string().max(64) });

/** What the invitation's page shows before anyone signs in: least data (the phone masked). */
export const teamInviteSchema = z.object({
  business: z.string(),
  role: teamRoleSchema,
  /** The invited phone, masked ("0803 *** 4567"). */
  phone: z.string(),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;
export const teamInviteReply = envelope(teamInviteSchema);
/** Joined: the business to act for. */
export const acceptInviteReply = envelope(z.object({ business: actingBusinessSchema }));

// ── Audit log ─────────────────────────────────────────────────────────────────────────────────────────

export const auditQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  summary: z.string(),
  actor: personSchema,
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);
export const auditReply = envelope(auditPageSchema);

// ── What the team is told ─────────────────────────────────────────────────────────────────────────────

/** The texts and notifications a team sends (the words the API writes; the amounts come formatted). */
export const teamNotices = {
  /** The text message an invited phone receives. */
  inviteSms: (brand: string, business: string, role: TeamRole, url: string) =>
    `${brand}: ${business} invited you to its team as ${ROLE_NAMES[role]}. Open ${url} to join. Never share your PIN or codes.`,
  /** An approver's: a payment waits for them. */
  waitingTitle: (what: string) => `Approval needed: ${what}`,
  waitingBody: (initiator: string, business: string) =>
    `${initiator} asks you to approve it for ${business}. Nothing moves until someone approves.`,
  /** The initiator's: their payment was approved (the money moved) or rejected (with the reason). */
  approvedTitle: (what: string) => `Approved: ${what}`,
  approvedBody: (decider: string, business: string) =>
    `${decider} approved it for ${business}. Its history shows how the payment goes.`,
  rejectedTitle: (what: string) => `Rejected: ${what}`,
  rejectedBody: (decider: string, reason: string) => `${decider} rejected it: “${reason}”. Nothing moved.`,
} as const;
