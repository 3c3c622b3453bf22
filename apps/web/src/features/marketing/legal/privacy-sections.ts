import type { LegalSection } from './terms-sections';

/** Placeholder privacy notice (filler text), written to read sensibly until counsel supplies the final one. */
export const privacySections: LegalSection[] = [
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    paragraphs: [
      'We collect the details you give us when you sign up and verify your identity, such as your name, phone number, e-mail address, date of birth, BVN and address, and the records of the payments you make and receive.',
    ],
  },
  {
    id: 'how-we-use-it',
    heading: 'How we use it',
    paragraphs: [
      'We use your information to run your account, process your payments, meet our legal duties such as identity checks and fraud prevention, and, if you agree, to tell you about new Owo features.',
    ],
  },
  {
    id: 'who-we-share-with',
    heading: 'Who we share it with',
    paragraphs: [
      'We share only what is needed with our partner bank, payment networks and identity-verification providers, and with regulators when the law requires it. We never sell your personal information.',
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    paragraphs: [
      'You may ask for a copy of your information, ask us to correct it, or ask us to delete it where the law allows. Write to support@owo.ng and we will reply within 30 days.',
    ],
  },
];
