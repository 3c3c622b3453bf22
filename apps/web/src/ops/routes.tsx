import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Each console page's component, by its path in menu.ts (lazy: a page's code loads when it is opened). */
export const OPS_ROUTES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/ops': lazy(() => import('./pages/home-page')),
  '/ops/customers': lazy(() => import('./pages/customers-page')),
  '/ops/customers/:uuid': lazy(() => import('./pages/customer-page')),
  '/ops/kyc': lazy(() => import('./pages/kyc-page')),
  '/ops/refunds': lazy(() => import('./pages/refunds-page')),
  '/ops/adjustments': lazy(() => import('./pages/adjustments-page')),
  '/ops/approvals': lazy(() => import('./pages/approvals-page')),
  '/ops/staff': lazy(() => import('./pages/staff-page')),
  '/ops/audit': lazy(() => import('./pages/audit-page')),
  '/ops/reconciliation': lazy(() => import('./recon/reconciliation-page')),
  '/ops/rail-positions': lazy(() => import('./recon/rail-positions-page')),
  '/ops/end-of-day': lazy(() => import('./recon/end-of-day-page')),
  '/ops/complaints': lazy(() => import('./pages/complaints-page')),
  '/ops/complaints/:id': lazy(() => import('./pages/complaint-page')),
  '/ops/cases': lazy(() => import('./pages/cases-page')),
  '/ops/cases/:id': lazy(() => import('./pages/case-page')),
  '/ops/holds': lazy(() => import('./pages/holds-page')),
  '/ops/rules': lazy(() => import('./pages/rules-page')),
  '/ops/reports': lazy(() => import('./pages/compliance-reports-page')),
};
