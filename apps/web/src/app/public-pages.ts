import type { ComponentType } from 'react';

/**
 * The public site's pages: each path and the chunk that holds its page. No React here: main.tsx (the only
 * script a public page loads up front) fetches the page's chunk beside React's on the visitor's first
 * interaction, and the signed-in app never downloads a public page it does not show.
 */
export const publicPages: ReadonlyArray<{ path: string; load: () => Promise<ComponentType> }> = [
  { path: '/', load: () => import('./routes/marketing/home-page').then((m) => m.HomePage) },
  { path: '/personal', load: () => import('./routes/marketing/personal-page').then((m) => m.PersonalPage) },
  { path: '/business', load: () => import('./routes/marketing/business-page').then((m) => m.BusinessPage) },
  { path: '/pricing', load: () => import('./routes/marketing/title-pages').then((m) => m.PricingPage) },
  { path: '/company', load: () => import('./routes/marketing/title-pages').then((m) => m.CompanyPage) },
  { path: '/card', load: () => import('./routes/marketing/card-page').then((m) => m.CardPage) },
  { path: '/help', load: () => import('./routes/marketing/support-pages').then((m) => m.HelpPage) },
  { path: '/features', load: () => import('./routes/marketing/title-pages').then((m) => m.FeaturesPage) },
  { path: '/howitworks', load: () => import('./routes/marketing/title-pages').then((m) => m.HowItWorksPage) },
  { path: '/blog', load: () => import('./routes/marketing/blog-pages').then((m) => m.BlogPage) },
  { path: '/blog/:blogId', load: () => import('./routes/marketing/blog-pages').then((m) => m.BlogPostPage) },
  { path: '/about', load: () => import('./routes/marketing/title-pages').then((m) => m.AboutPage) },
  { path: '/contact', load: () => import('./routes/marketing/support-pages').then((m) => m.ContactPage) },
  { path: '/termsofuse', load: () => import('./routes/marketing/legal-pages').then((m) => m.TermsOfUsePage) },
  {
    path: '/privacypolicy',
    load: () => import('./routes/marketing/legal-pages').then((m) => m.PrivacyPolicyPage),
  },
  { path: '/faqs', load: () => import('./routes/marketing/support-pages').then((m) => m.FaqsPage) },
  {
    path: '/forgotpassword',
    load: () => import('./routes/marketing/forgot-password-page').then((m) => m.ForgotPasswordPage),
  },
];

/**
 * Whether a route path (`/blog/:blogId`) matches a URL's path as React Router matches it: segment by
 * segment, a `:param` standing for one segment, ignoring case and a trailing slash.
 */
export function pathMatches(path: string, pathname: string): boolean {
  const segments = (p: string) => p.toLowerCase().split('/').filter(Boolean);
  const want = segments(path);
  const have = segments(pathname);
  return want.length === have.length && want.every((s, i) => s.startsWith(':') || s === have[i]);
}

/** The index in `publicPages` of the page at this URL path, or -1. */
export function publicPageIndex(pathname: string): number {
  return publicPages.findIndex(({ path }) => pathMatches(path, pathname));
}
