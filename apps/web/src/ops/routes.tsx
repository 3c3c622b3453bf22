import { type LazyScreen, lazyScreen } from '#lib/lazy-screen';

/**
 * Each console page's component, by its path in menu.ts (lazy: a page's code loads when it is opened, or at start-up
 * for the page at the URL: main.tsx).
 */
export const OPS_ROUTES: Record<string, LazyScreen> = {
  '/ops': lazyScreen(() => import('./pages/home-page')),
  '/ops/customers': lazyScreen(() => import('./pages/customers-page')),
  '/ops/customers/:uuid': lazyScreen(() => import('./pages/customer-page')),
  '/ops/kyc': lazyScreen(() => import('./pages/kyc-page')),
  '/ops/refunds': lazyScreen(() => import('./pages/refunds-page')),
  '/ops/adjustments': lazyScreen(() => import('./pages/adjustments-page')),
  '/ops/approvals': lazyScreen(() => import('./pages/approvals-page')),
  '/ops/staff': lazyScreen(() => import('./pages/staff-page')),
  '/ops/audit': lazyScreen(() => import('./pages/audit-page')),
  '/ops/reconciliation': lazyScreen(() => import('./recon/reconciliation-page')),
  '/ops/rail-positions': lazyScreen(() => import('./recon/rail-positions-page')),
  '/ops/end-of-day': lazyScreen(() => import('./recon/end-of-day-page')),
  '/ops/complaints': lazyScreen(() => import('./pages/complaints-page')),
  '/ops/complaints/:id': lazyScreen(() => import('./pages/complaint-page')),
  '/ops/cases': lazyScreen(() => import('./pages/cases-page')),
  '/ops/cases/:id': lazyScreen(() => import('./pages/case-page')),
  '/ops/holds': lazyScreen(() => import('./pages/holds-page')),
  '/ops/rules': lazyScreen(() => import('./pages/rules-page')),
  '/ops/reports': lazyScreen(() => import('./pages/compliance-reports-page')),
};
