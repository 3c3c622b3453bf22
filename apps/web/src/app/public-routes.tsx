import type { ComponentType } from 'react';
import { blogPosts } from '#features/blog/blog-posts';
import { BlogPage, BlogPostPage } from './routes/marketing/blog-pages';
import { BusinessPage } from './routes/marketing/business-page';
import { CardPage } from './routes/marketing/card-page';
import { HomePage } from './routes/marketing/home-page';
import { PrivacyPolicyPage, TermsOfUsePage } from './routes/marketing/legal-pages';
import { ForgotPasswordPage } from './routes/marketing/other-pages';
import { PersonalPage } from './routes/marketing/personal-page';
import { ContactPage, FaqsPage, HelpPage } from './routes/marketing/support-pages';
import {
  AboutPage,
  CompanyPage,
  FeaturesPage,
  HowItWorksPage,
  PricingPage,
} from './routes/marketing/title-pages';

/** The public site's routes. Each is pre-rendered to HTML at build time. */
export const publicRoutes: Array<{ path: string; Page: ComponentType }> = [
  { path: '/', Page: HomePage },
  { path: '/personal', Page: PersonalPage },
  { path: '/business', Page: BusinessPage },
  { path: '/pricing', Page: PricingPage },
  { path: '/company', Page: CompanyPage },
  { path: '/card', Page: CardPage },
  { path: '/help', Page: HelpPage },
  { path: '/features', Page: FeaturesPage },
  { path: '/howitworks', Page: HowItWorksPage },
  { path: '/blog', Page: BlogPage },
  { path: '/blog/:blogId', Page: BlogPostPage },
  { path: '/about', Page: AboutPage },
  { path: '/contact', Page: ContactPage },
  { path: '/termsofuse', Page: TermsOfUsePage },
  { path: '/privacypolicy', Page: PrivacyPolicyPage },
  { path: '/faqs', Page: FaqsPage },
  { path: '/forgotpassword', Page: ForgotPasswordPage },
];

/** Concrete URLs to pre-render: every public route, with one page per built-in blog post. */
export function prerenderUrls(): string[] {
  return publicRoutes.flatMap(({ path }) =>
    path === '/blog/:blogId' ? blogPosts.map((post) => `/blog/${post.blogId}`) : [path],
  );
}
