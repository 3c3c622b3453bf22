/**
 * The console's pages as the menu lists them: a page shows to the staff whose role holds its permission (the
 * server checks the same permission on every call the page makes). A console page is added here and in
 * routes.tsx (its component); a test checks that both name the same paths.
 */
export interface OpsMenuItem {
  path: string;
  label: string;
  permission: string;
  /** Listed in the menu (false: reached from another page, e.g. a customer's page). */
  inMenu?: boolean;
}

export const OPS_MENU: OpsMenuItem[] = [
  { path: '/ops', label: 'Dashboard', permission: 'dashboard.read' },
  { path: '/ops/customers', label: 'Customers', permission: 'customers.read' },
  { path: '/ops/customers/:uuid', label: 'Customer', permission: 'customers.read', inMenu: false },
  { path: '/ops/kyc', label: 'Identity reviews', permission: 'kyc.read' },
  { path: '/ops/refunds', label: 'Refunds', permission: 'refunds.propose' },
  { path: '/ops/adjustments', label: 'Adjustments', permission: 'adjustments.propose' },
  { path: '/ops/approvals', label: 'Approvals', permission: 'approvals.read' },
  { path: '/ops/staff', label: 'Staff', permission: 'staff.manage' },
  { path: '/ops/audit', label: 'Audit log', permission: 'audit.read' },
  { path: '/ops/reconciliation', label: 'Reconciliation', permission: 'recon.read' },
  { path: '/ops/rail-positions', label: 'Rail positions', permission: 'recon.read' },
  { path: '/ops/end-of-day', label: 'End of day', permission: 'reports.read' },
  { path: '/ops/complaints', label: 'Complaints', permission: 'complaints.read' },
  { path: '/ops/complaints/:id', label: 'Complaint', permission: 'complaints.read', inMenu: false },
  { path: '/ops/cases', label: 'Monitoring cases', permission: 'monitoring.read' },
  { path: '/ops/cases/:id', label: 'Case', permission: 'monitoring.read', inMenu: false },
  { path: '/ops/holds', label: 'Holds', permission: 'monitoring.read' },
  { path: '/ops/rules', label: 'Rules', permission: 'monitoring.read' },
  { path: '/ops/reports', label: 'Reports', permission: 'reports.aml' },
];
