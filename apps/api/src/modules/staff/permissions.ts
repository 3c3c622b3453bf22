import { STAFF_ROLES, type StaffRole } from '@owo/contract/ops';

export { STAFF_ROLES, type StaffRole };

/**
 * The operations console's permission matrix: the one place that says which staff role may do what. Every
 * `/api/ops` route names one permission (`staffCan`), and the access-control suite checks every route against
 * every role from this table. Least privilege: support reads and answers; compliance decides on identity,
 * restrictions and monitoring; finance moves money (always with a second finance person) and reconciles;
 * admin manages staff and reads the audit log, and moves no money.
 */
export const PERMISSIONS = {
  /** Their own session: who they are, what they may do, signing out. */
  self: ['support', 'compliance', 'finance', 'admin'],
  /** The console's start page (each tile shows only what the role may open). */
  'dashboard.read': ['support', 'compliance', 'finance', 'admin'],
  /** Finding a customer and opening their page (each opening is recorded with a reason). */
  'customers.read': ['support', 'compliance', 'finance'],
  /** Staff accounts: create, list, disable. */
  'staff.manage': ['admin'],
  /** Reading and exporting the audit log. */
  'audit.read': ['admin'],
  /** Reconciliation: the partners' files imported, the breaks queue, each rail's position. */
  'recon.read': ['finance'],
  /** Importing a partner's settlement file. */
  'recon.import': ['finance'],
  /** Closing a break: explained with a note, or a journal entry proposed (approved by a second finance person). */
  'recon.resolve': ['finance'],
  /** The end of the day: trial balances, balances as at a date, the ledger checks. */
  'reports.read': ['finance'],
  /** Running the ledger check now. */
  'reports.run': ['finance'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export const can = (role: StaffRole, permission: Permission): boolean =>
  (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);

/** Everything a role may do (the console shows only these). */
export const permissionsOf = (role: StaffRole): Permission[] =>
  (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(role, p));
