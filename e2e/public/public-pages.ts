/** Every public route, what a visitor sees first on it, and its page tag (the document title). */
export type PublicPage = { path: string; heading: string; tag: string };

export const publicPages: PublicPage[] = [
  { path: '/', heading: 'Mobile Money for your Business', tag: 'HOME' },
  { path: '/personal', heading: 'Banking that fits in your pocket', tag: 'PERSONAL' },
  { path: '/business', heading: 'The business account that works as hard as you do', tag: 'BUSINESS' },
  { path: '/pricing', heading: 'Pricing', tag: 'Pricing' },
  { path: '/company', heading: 'Company', tag: 'COMPANY' },
  { path: '/card', heading: 'One card for naira and dollar spending', tag: 'CARD' },
  { path: '/help', heading: 'Help', tag: 'HELP' },
  { path: '/features', heading: 'Features', tag: 'Feature' },
  { path: '/howitworks', heading: 'How it Works', tag: 'How it Works' },
  { path: '/blog', heading: 'Blog', tag: 'Blog' },
  {
    path: '/blog/3',
    heading: 'Instant payments: why your customers prefer transfers',
    tag: 'Instant payments',
  },
  { path: '/about', heading: 'About', tag: 'About' },
  { path: '/contact', heading: 'Contact Us', tag: 'Contact Us' },
  { path: '/termsofuse', heading: 'Terms of Use', tag: 'Terms of Use' },
  { path: '/privacypolicy', heading: 'Privacy Policy', tag: 'Privacy Policy' },
  { path: '/faqs', heading: 'Frequently Asked Questions', tag: 'FAQs' },
  { path: '/forgotpassword', heading: 'Forgot your password?', tag: 'Forgot Password' },
];
