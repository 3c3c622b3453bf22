import { z } from 'zod';
import { envelope, pageOf, phoneSchema, transactionPinSchema } from './common.ts';
import { amountSchema } from './money.ts';
import { remittanceSendBody, sendReply } from './transfers.ts';

// Teams for business accounts: the owner invites members by phone with a role; a member signs in with their
// own phone and password and acts for the business they choose (the X-Act-For header, a business's user id).
// Payments a member prepares wait for an approver (maker-checker); an audit log records who did what.

/** The header the web sends with the business a member acts for; absent means the caller themselves. */
export const ACT_FOR_HEADER = 'x-act-for';

export const TEAM_ROLES = ['admin', 'initiator', 'approver', 'viewer'] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES, { error: 'Choose a role' });
export type TeamRole = z.infer<typeof teamRoleSchema>;
/** The owner is not a member row: the business itself. */
export type ActingRole = TeamRole | 'owner';

/** What each role may do, as the API checks it and the web shows it. */
export const PERMISSIONS = {
  'team.read': ['owner', 'admin'],
  'team.manage': ['owner'],
  'audit.read': ['owner', 'admin'],
  'approvals.read': ['owner', 'admin', 'initiator', 'approver'],
  'approvals.initiate': ['owner', 'admin', 'initiator'],
  'approvals.decide': ['owner', 'admin', 'approver'],
  'history.read': ['owner', 'admin', 'initiator', 'approver', 'viewer'],
  'links.read': ['owner', 'admin', 'initiator', 'approver', 'viewer'],
  'links.manage': ['owner', 'admin'],
  'payouts.read': ['owner', 'admin', 'initiator', 'approver'],
  'payouts.prepare': ['owner', 'admin', 'initiator'],
  // API keys and webhooks (developers.ts); only the owner lets a key's batches pay without a person.
  'developers.manage': ['owner', 'admin'],
  'developers.auto_approve': ['owner'],
} as const satisfies Record<string, readonly ActingRole[]>;
export type Permission = keyof typeof PERMISSIONS;

export const can = (role: ActingRole, permission: Permission) =>
  (PERMISSIONS[permission] as readonly ActingRole[]).includes(role);

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
  approved: 'Payment approved and sent',
  batchApproved: 'Payout batch approved; paying it now',
  batchNotWaiting: 'This batch is no longer waiting for approval.',
  rejected: 'Payment rejected',
  pending: 'Payment sent for approval',
} as const;

export const approvalLimitSchema = amountSchema;

export const inviteMemberBody = z
  .object({
    country_code: z.literal('NG').optional().default('NG'),
    phone: phoneSchema,
    role: teamRoleSchema,
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

export const teamIdParams = z.object({ id: z.uuid({ error: 'Not a valid id' }) });

export const teamMemberSchema = z.object({
  id: z.string(),
  phone: z.string(),
  /** The member's name once they have acted for the business; null before (an invite reveals no name). */
  name: z.string().nullable(),
  role: teamRoleSchema,
  approval_limit: z.number().nullable(),
  joined: z.boolean(),
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
  approval_limit: z.number().nullable(),
  permissions: z.array(z.string()),
});
export type ActingBusiness = z.infer<typeof actingBusinessSchema>;
export const actingBusinessesReply = envelope(z.object({ businesses: z.array(actingBusinessSchema) }));

// ── Approvals (maker-checker) ──────────────────────────────────────────────────────────────────────────

/** A send an initiator prepares: an NGN bank transfer (Owo MFB included) without a PIN. */
export const preparedSendBody = remittanceSendBody.omit({ pin: true, save_beneficiary: true });
export type PreparedSendBody = z.input<typeof preparedSendBody>;

export const prepareSendBody = z.object({ kind: z.literal('send'), send: preparedSendBody });
export type PrepareSendBody = z.input<typeof prepareSendBody>;

export const approveBody = z.object({ pin: transactionPinSchema });
export const rejectBody = z.object({
  reason: z.string().trim().max(200, { error: 'Must be at most 200 characters' }).optional().default(''),
});

/** cancelled: the member who prepared it was removed, or lost the role that let them prepare it. */
export const approvalStatusSchema = z.enum(['pending', 'approved', 'rejected', 'cancelled']);
export const approvalsQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'cancelled', 'all']).optional().default('pending'),
});

const personSchema = z.object({ id: z.string(), name: z.string() });

export const approvalSchema = z.object({
  id: z.string(),
  kind: z.enum(['send', 'payout_batch']),
  status: approvalStatusSchema,
  amount: z.number(),
  currency: z.literal('NGN'),
  summary: z.string(),
  /** What the payment is for, as the initiator wrote it. */
  note: z.string().nullable(),
  initiated_by: personSchema,
  decided_by: personSchema.nullable(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
  transaction_reference: z.string().nullable(),
  created_at: z.string(),
});
export type Approval = z.infer<typeof approvalSchema>;

export const approvalReply = envelope(z.object({ approval: approvalSchema }));
export const approvalsReply = envelope(z.object({ approvals: z.array(approvalSchema) }));
/** An approved send: the approval and the send's own reply (its transaction). */
export const approvedReply = envelope(
  z.object({ approval: approvalSchema, payment: sendReply.shape.data.nullable() }),
);

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
