import { z } from 'zod';
import { envelope, idSchema } from './common.ts';

// The operations console's contract: staff sign-in, the staff member's own view, staff accounts and the
// audit log. Other console areas (customers, KYC, complaints, refunds, reconciliation) add theirs.

export const STAFF_ROLES = ['support', 'compliance', 'finance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const opsMessages = {
  signedIn: 'Signed in',
  signInFailed: 'Email, password or code is incorrect.',
  notAllowed: 'Your role does not allow this.',
  staffCreated: 'Staff member created',
  staffProposed: 'Proposed: another admin approves it, and its owner is then e-mailed a link to enrol.',
  staffProposalWaiting: 'A proposal for this email is already waiting for approval.',
  staffProposalNotFound: 'No such proposal is waiting.',
  staffOwnProposal: 'You proposed this staff member. Another admin must approve it.',
  staffProposalWithdrawn: 'Proposal withdrawn.',
  staffApproved: 'Approved: the account is made, and its enrolment link has been e-mailed to its owner.',
  enrolEmailSubject: 'Your Owo operations console account',
  enrolEmailBody: (role: string, url: string, hours: number) =>
    `Two Owo admins have made you an operations console account (${role}). Set your own password and authenticator at ${url} within ${hours} hours; the link works once. Nobody at Owo will ever ask you for them.`,
  enrolNotFound:
    'This enrolment link has been used, has expired or does not exist. Ask an admin for a new account.',
  enrolPasswordFirst: 'Choose your password first.',
  enrolCodeWrong: 'That code is not right. Enter the 6 digits your authenticator shows now.',
  enrolPasswordShort: 'Use at least 12 characters.',
  enrolPasswordsDiffer: 'The two passwords are not the same.',
  enrolled: 'You are enrolled. Sign in with your email, your password and a code from your authenticator.',
  staffExists: 'A staff member with this email already exists.',
  staffDisabled: 'Staff member disabled: their sessions have ended and they can no longer sign in.',
  staffNotFound: 'No such staff member.',
  staffAlreadyDisabled: 'This staff member is already disabled.',
  cannotDisableSelf: 'You cannot disable your own account; ask another admin.',
  resetProposed: 'Reset proposed: another admin must approve it.',
  resetApproved: 'Approved: their sign-in is cleared, and a new enrolment link has been e-mailed to them.',
  resetEmailSubject: 'Set up your Owo operations console sign-in again',
  resetEmailBody: (url: string, hours: number) =>
    `Two Owo admins have reset your operations console sign-in. Set a new password and authenticator at ${url} within ${hours} hours; the link works once. If you did not ask for this, tell your manager. Nobody at Owo will ever ask you for them.`,
  disableReason: 'Say why, in a few words (it goes in the audit log).',
} as const;

export const staffLoginBody = z.object({
  email: z.string().trim().toLowerCase().email().max(200),
  password: z.string().min(1).max(200),
  totp: z
    .string()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.')
    .optional(),
});

export const staffView = z.object({
  uuid: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  created_at: z.string(),
  disabled_at: z.string().nullable(),
  /** Null while the member has not yet enrolled by their e-mailed link (decision 041). */
  enrolled_at: z.string().nullable(),
});
export type StaffView = z.infer<typeof staffView>;

export const staffLoginReply = envelope(
  z.object({ token: z.string(), expires_at: z.string(), idle_minutes: z.number(), staff: staffView }),
);

export const staffMeReply = envelope(
  z.object({ staff: staffView, permissions: z.array(z.string()), idle_minutes: z.number() }),
);

export const staffCreateBody = z.object({
  email: z.string().trim().toLowerCase().email().max(200),
  role: z.enum(STAFF_ROLES),
});

/** An approved staff account: made without credentials; its owner enrols by the e-mailed link (decision 041). */
export const staffApprovedReply = envelope(
  z.object({ email: z.string(), role: z.enum(STAFF_ROLES), enrol_expires_at: z.string() }),
);
export const staffEnrolParams = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });
export const staffEnrolInfoReply = envelope(z.object({ email: z.string(), role: z.enum(STAFF_ROLES) }));
export const staffEnrolPasswordBody = z
  .object({
    password: z.string().min(12, opsMessages.enrolPasswordShort).max(200),
    password_confirmation: z.string(),
  })
  .refine((b) => b.password === b.password_confirmation, {
    message: opsMessages.enrolPasswordsDiffer,
    path: ['password_confirmation'],
  });
export const staffEnrolPasswordReply = envelope(
  z.object({ totp_secret: z.string(), otpauth_uri: z.string(), qr_svg: z.string() }),
);
export const staffEnrolConfirmBody = z.object({
  totp: z.string().regex(/^\d{6}$/, opsMessages.enrolCodeWrong),
});

/** A staff account one admin proposed, waiting for another admin's approval (decision 041). */
export const staffProposalView = z.object({
  uuid: z.string(),
  /** A new account, or a reset of a member's sign-in (a lost authenticator): both take a second admin. */
  kind: z.enum(['account', 'reset']),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  proposed_by: z.object({ uuid: z.string(), email: z.string() }),
  proposed_at: z.string(),
});
export type StaffProposalView = z.infer<typeof staffProposalView>;
export const staffProposeReply = envelope(z.object({ proposal: staffProposalView }));
export const sandboxStaffReply = envelope(
  z.object({ email: z.string(), password: z.string(), totp_secret: z.string() }),
);
export const opsDoneReply = envelope(z.null());
export const staffListReply = envelope(
  z.object({ staff: z.array(staffView), proposals: z.array(staffProposalView) }),
);
export const staffParams = z.object({ uuid: idSchema() });
export const staffDisableBody = z.object({
  reason: z
    .string({ error: opsMessages.disableReason })
    .trim()
    .min(5, opsMessages.disableReason)
    .max(500, opsMessages.disableReason),
});
export const staffDisableReply = envelope(z.object({ staff: staffView }));

export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  staff_email: z.string().nullable(),
  actor: z.string(),
  action: z.string(),
  subject_type: z.string().nullable(),
  subject_id: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  hash: z.string(),
});
export const auditQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  staff: idSchema().optional(),
  subject_id: z.string().max(100).optional(),
  action: z.string().max(100).optional(),
});
export const auditReply = envelope(
  z.object({
    entries: z.array(auditEntry),
    next_before: z.string().nullable(),
    chain_ok: z.boolean().optional(),
  }),
);
export const auditExportQuery = auditQuery.omit({ before: true, limit: true });
