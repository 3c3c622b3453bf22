import { type ComponentType, lazy } from 'react';

/**
 * A public page in a chunk of its own: the signed-in app (the dashboard's first load) carries none of the
 * public site's pages, and a public page carries only its own. The pre-renderer waits for the chunk, so the
 * HTML holds the page; in the browser the page's Suspense boundary hydrates once its chunk is in, and the page
 * reports itself live then (app-routes.tsx, `useReportPageReady`), as the wallet's login and signup do.
 */
function publicPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const title = () => import('./routes/marketing/title-pages');
const support = () => import('./routes/marketing/support-pages');
const legal = () => import('./routes/marketing/legal-pages');
const blog = () => import('./routes/marketing/blog-pages');

/** The public site's routes. Each is pre-rendered to HTML at build time (`public-urls.ts`). */
export const publicRoutes: Array<{ path: string; Page: ComponentType }> = [
  {
    path: '/',
    Page: publicPage(
      () => import('./routes/marketing/home-page'),
      (m) => m.HomePage,
    ),
  },
  {
    path: '/personal',
    Page: publicPage(
      () => import('./routes/marketing/personal-page'),
      (m) => m.PersonalPage,
    ),
  },
  {
    path: '/business',
    Page: publicPage(
      () => import('./routes/marketing/business-page'),
      (m) => m.BusinessPage,
    ),
  },
  { path: '/pricing', Page: publicPage(title, (m) => m.PricingPage) },
  { path: '/company', Page: publicPage(title, (m) => m.CompanyPage) },
  {
    path: '/card',
    Page: publicPage(
      () => import('./routes/marketing/card-page'),
      (m) => m.CardPage,
    ),
  },
  { path: '/help', Page: publicPage(support, (m) => m.HelpPage) },
  { path: '/features', Page: publicPage(title, (m) => m.FeaturesPage) },
  { path: '/howitworks', Page: publicPage(title, (m) => m.HowItWorksPage) },
  { path: '/blog', Page: publicPage(blog, (m) => m.BlogPage) },
  { path: '/blog/:blogId', Page: publicPage(blog, (m) => m.BlogPostPage) },
  { path: '/about', Page: publicPage(title, (m) => m.AboutPage) },
  { path: '/contact', Page: publicPage(support, (m) => m.ContactPage) },
  { path: '/termsofuse', Page: publicPage(legal, (m) => m.TermsOfUsePage) },
  { path: '/privacypolicy', Page: publicPage(legal, (m) => m.PrivacyPolicyPage) },
  { path: '/faqs', Page: publicPage(support, (m) => m.FaqsPage) },
  {
    path: '/forgotpassword',
    Page: publicPage(
      () => import('./routes/marketing/forgot-password-page'),
      (m) => m.ForgotPasswordPage,
    ),
  },
];
