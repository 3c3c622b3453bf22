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
  { path: '/ops/staff', label: 'Staff', permission: 'staff.manage' },
  { path: '/ops/audit', label: 'Audit log', permission: 'audit.read' },
];
