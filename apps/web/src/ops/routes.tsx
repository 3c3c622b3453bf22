import { chunk } from '#lib/chunk';
import { type LazyScreen, lazyScreen } from '#lib/lazy-screen';

/**
 * Each console page's component, by its path in menu.ts (lazy: a page's code loads when it is opened, or at start-up
 * for the page at the URL: main.tsx).
 */
export const OPS_ROUTES: Record<string, LazyScreen> = {
  '/ops': lazyScreen(chunk(() => import('./pages/home-page'))),
  '/ops/customers': lazyScreen(chunk(() => import('./pages/customers-page'))),
  '/ops/customers/:uuid': lazyScreen(chunk(() => import('./pages/customer-page'))),
  '/ops/kyc': lazyScreen(chunk(() => import('./pages/kyc-page'))),
  '/ops/refunds': lazyScreen(chunk(() => import('./pages/refunds-page'))),
  '/ops/adjustments': lazyScreen(chunk(() => import('./pages/adjustments-page'))),
  '/ops/approvals': lazyScreen(chunk(() => import('./pages/approvals-page'))),
  '/ops/staff': lazyScreen(chunk(() => import('./pages/staff-page'))),
  '/ops/audit': lazyScreen(chunk(() => import('./pages/audit-page'))),
  '/ops/reconciliation': lazyScreen(chunk(() => import('./recon/reconciliation-page'))),
  '/ops/rail-positions': lazyScreen(chunk(() => import('./recon/rail-positions-page'))),
  '/ops/end-of-day': lazyScreen(chunk(() => import('./recon/end-of-day-page'))),
  '/ops/complaints': lazyScreen(chunk(() => import('./pages/complaints-page'))),
  '/ops/complaints/:id': lazyScreen(chunk(() => import('./pages/complaint-page'))),
  '/ops/cases': lazyScreen(chunk(() => import('./pages/cases-page'))),
  '/ops/cases/:id': lazyScreen(chunk(() => import('./pages/case-page'))),
  '/ops/holds': lazyScreen(chunk(() => import('./pages/holds-page'))),
  '/ops/rules': lazyScreen(chunk(() => import('./pages/rules-page'))),
  '/ops/reports': lazyScreen(chunk(() => import('./pages/compliance-reports-page'))),
};
