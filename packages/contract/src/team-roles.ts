import { maskPhone } from './phone-format.ts';

// Team roles and what each may do: plain constants, kept apart from the zod schemas of team.ts so that the
// web's signed-in frame (the acting-for banner, the menu) reads them without loading any schema code.

/** The header the web sends with the business a member acts for; absent means the caller themselves. */
export const ACT_FOR_HEADER = 'x-act-for';

export const TEAM_ROLES = ['admin', 'initiator', 'approver', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** The owner is not a member row: the business itself. */
export type ActingRole = TeamRole | 'owner';

/** What each role may do, as the API checks it and the web shows it (the one home of the rule). */
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

export const ROLE_NAMES: Record<ActingRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  initiator: 'Initiator',
  approver: 'Approver',
  viewer: 'Viewer',
};

/** Each role in one line, as the invite form and the join page say it. */
export const ROLE_HINTS: Record<ActingRole, string> = {
  owner: 'The business itself: everything',
  admin: 'Prepares and approves payments, manages links, payouts and API keys; cannot change the team',
  initiator: 'Prepares sends, bills and payouts, which wait for an approver',
  approver: 'Approves or rejects payments with their own PIN, up to a limit',
  viewer: 'Balances, history, statements and links only',
};

/**
 * What a permission lets a member do, in the words the roles table shows, in the order it shows them (the
 * permissions a member sees first). Every permission has a line: a new one fails the type check until it does.
 */
export const PERMISSION_TEXT: Record<Permission, string> = {
  'history.read': 'See balances, history and statements',
  'links.read': 'See payment links',
  'approvals.read': 'See payments waiting for approval',
  'approvals.initiate': 'Prepare sends and bill payments',
  'payouts.read': 'See bulk payouts',
  'payouts.prepare': 'Prepare bulk payouts',
  'approvals.decide': 'Approve or reject payments',
  'links.manage': 'Create and switch off payment links',
  'developers.manage': 'Manage API keys and webhooks',
  'audit.read': 'Read the audit log',
  'team.read': 'See the team and its roles',
  'team.manage': 'Invite, change and remove members',
  'developers.auto_approve': 'Let API payouts pay without an approver',
};

/** The permissions in the order the roles table lists them. */
export const PERMISSION_ORDER = Object.keys(PERMISSION_TEXT) as Permission[];

/** What a role may do and may not, as two lists of lines (the roles table, the acting-for notes). */
export function roleAbilities(role: ActingRole): { can: string[]; cannot: string[] } {
  const yes = PERMISSION_ORDER.filter((p) => can(role, p));
  const no = PERMISSION_ORDER.filter((p) => !can(role, p));
  return { can: yes.map((p) => PERMISSION_TEXT[p]), cannot: no.map((p) => PERMISSION_TEXT[p]) };
}

/**
 * "0803 *** 4567": an invited phone (E.164, +234…) as the invitation's page shows it to whoever holds the link
 * (phone-format.ts's one masking rule, in the national form). The API masks the invitation with it, and the join
 * screen masks the signed-in phone with it to tell whether the invitation is theirs, so both sides print it alike.
 */
export const maskedInvitePhone = (e164: string) => maskPhone(e164, 'national');
