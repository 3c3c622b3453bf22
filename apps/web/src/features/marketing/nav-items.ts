/** A header link (navigation item with page key, to and text). */
export type NavItem = { page: string; to: string; text: string };

export const navItems: NavItem[] = [
  { page: 'personal', to: '/personal', text: 'Personal' },
  { page: 'business', to: '/business', text: 'Business' },
  { page: 'card', to: '/card', text: 'Card' },
  { page: 'help', to: '/help', text: 'Help' },
];

export type FooterLink = { text: string; to?: string; href?: string };
export type FooterGroup = { title: string; links: FooterLink[] };

export const footerGroups: FooterGroup[] = [
  {
    title: 'Product',
    links: [
      { text: 'Features', to: '/features' },
      { text: 'How it Works', to: '/howitworks' },
      { text: 'Blog', to: '/blog' },
    ],
  },
  {
    title: 'Company',
    links: [
      { text: 'Contact Us', to: '/contact' },
      { text: 'Terms of Use', to: '/termsofuse' },
      { text: 'Privacy Policy', to: '/privacypolicy' },
      { text: 'FAQs', to: '/faqs' },
    ],
  },
  {
    title: 'Social',
    links: [
      { text: 'Twitter', href: 'https://twitter.com/owo_ng' },
      { text: 'Instagram', href: 'https://www.instagram.com/owo.ng' },
      { text: 'Facebook', href: 'https://www.facebook.com/owo.ng' },
      { text: 'LinkedIn', href: 'https://www.linkedin.com/company/owo-ng' },
    ],
  },
];
