import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Each console page's component, by its path in menu.ts (lazy: a page's code loads when it is opened). */
export const OPS_ROUTES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/ops': lazy(() => import('./pages/home-page')),
  '/ops/staff': lazy(() => import('./pages/staff-page')),
  '/ops/audit': lazy(() => import('./pages/audit-page')),
};
