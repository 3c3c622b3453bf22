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
  /** Seeing a customer's phone, e-mail, birth date and address in full (everyone else sees them masked). */
  'customers.pii': ['compliance'],
  /** Writing a staff note on a customer's page. */
  'customers.note': ['support', 'compliance', 'finance'],
  /** The identity review queue: every KYC the automatic check did not verify. */
  'kyc.read': ['compliance'],
  /** Approving or rejecting a customer's identity (the tier changes at once). */
  'kyc.decide': ['compliance'],
  /** Placing post-no-debit, freeze or close on a customer. */
  'restrictions.place': ['compliance'],
  /** Asking to lift a restriction, and lifting one another staff member asked to lift. */
  'restrictions.lift': ['compliance'],
  /** Running the ledger check from the console (the dashboard shows the last result to everyone). */
  'ledger.check': ['finance', 'admin'],
  /** Staff accounts: create, list, disable. */
  'staff.manage': ['admin'],
  /** Reading and exporting the audit log. */
  'audit.read': ['admin'],
  /** The complaints queue and each complaint's conversation (finance reads them for refunds it proposes). */
  'complaints.read': ['support', 'compliance', 'finance'],
  /** Replying to a customer's complaint and resolving it with an outcome. */
  'complaints.answer': ['support', 'compliance'],
  /** Proposing a refund of a customer's debit (and looking the debit up). Never approved by its proposer. */
  'refunds.propose': ['finance'],
  /** Approving (or rejecting) another staff member's refund: the money moves on approval. */
  'refunds.approve': ['finance'],
  /** Proposing a credit or debit between a customer and a suspense account. */
  'adjustments.propose': ['finance'],
  /** Approving (or rejecting) another staff member's adjustment. */
  'adjustments.approve': ['finance'],
  /**
   * The queue of money proposals: refunds, adjustments and breaks' entries (deciding one also needs its kind's
   * permission: `refunds.approve`, `adjustments.approve`, `recon.resolve`).
   */
  'approvals.read': ['finance'],
  /** Monitoring: rules, cases with their alerts and evidence, holds, watch lists, screening a name. */
  'monitoring.read': ['compliance'],
  /** Closing a case (cleared or escalated to a report) and deciding a hold (release or reject). */
  'monitoring.decide': ['compliance'],
  /** Proposing a change to a monitoring rule (thresholds, severity, action, on or off). */
  'rules.propose': ['compliance'],
  /** Approving or rejecting another officer's proposed rule change (never one's own). */
  'rules.approve': ['compliance'],
  /** Reconciliation: the partners' files imported, the breaks queue, each rail's position. */
  'recon.read': ['finance'],
  /** Importing a partner's settlement file. */
  'recon.import': ['finance'],
  /**
   * Closing a break: explained with a note, or a journal entry proposed; and deciding another finance person's
   * entry on the Approvals desk (never one's own).
   */
  'recon.resolve': ['finance'],
  /**
   * The regulator's reports: suspicious transaction reports (goAML XML, with the customers' and counterparties'
   * birth dates, phones and addresses in full, and confidential: no tipping off) and the daily currency
   * transaction report. Compliance's alone.
   */
  'reports.aml': ['compliance'],
  /** The end of the day: trial balances, balances as at a date, the ledger checks (finance; compliance reads). */
  'reports.read': ['compliance', 'finance'],
  /** Running the ledger check now. */
  'reports.run': ['finance'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export const can = (role: StaffRole, permission: Permission): boolean =>
  (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);

/** Everything a role may do (the console shows only these). */
export const permissionsOf = (role: StaffRole): Permission[] =>
  (Object.keys(PERMISSIONS) as Permission[]).filter((p) => can(role, p));
