export type LegalSection = { id: string; heading: string; paragraphs: string[] };

/** Terms of Use. Fees and limits are described, not priced: the app shows them before each payment. */
export const termsSections: LegalSection[] = [
  {
    id: 'changes',
    heading: 'Changes to these terms',
    paragraphs: [
      'We may update these Terms of Use from time to time, for example when we add a service or when the law changes. We will tell you about material changes by e-mail or in the app at least 30 days before they take effect.',
      'If you keep using Owo after a change takes effect, you accept the updated terms. If you do not agree, you may close your account at any time at no cost.',
    ],
  },
  {
    id: 'intellectual-property',
    heading: 'Intellectual property',
    paragraphs: [
      'The Owo name, logo, app, website and all of their content, design and software belong to Owo Technologies Limited or its licensors and are protected by copyright and trademark law.',
      'We give you a personal, non-transferable licence to use the app and website for their intended purpose. You may not copy, modify, resell or reverse-engineer any part of them.',
    ],
  },
  {
    id: 'use-of-services',
    heading: 'Use of our services',
    paragraphs: [
      'To open an account you must be at least 18 years old, give us true and complete information and verify your identity when we ask. You are responsible for keeping your password and transaction PIN secret.',
      'You must tell us at once if you think someone else knows your PIN or has used your account. We will never ask for your PIN or password by phone, e-mail or text message.',
    ],
  },
  {
    id: 'prohibited-use',
    heading: 'Prohibited use',
    paragraphs: [
      'You may not use Owo for anything unlawful, including fraud, money laundering, terrorist financing, gambling where it is not licensed, or buying and selling goods or services that the law forbids.',
      'You may not try to gain unauthorised access to our systems, interfere with other customers, or open an account in another person’s name. We may suspend or close accounts that break these rules and report them to the authorities.',
    ],
  },
  {
    id: 'warranty',
    heading: 'Disclaimer of warranty',
    paragraphs: [
      'We work hard to keep Owo available and accurate, but the services are provided “as is” and “as available”. We do not promise that they will always be uninterrupted, timely or free of errors.',
      'To the extent the law allows, we are not liable for losses caused by events outside our reasonable control, such as network failures, power outages or the acts of other banks and payment networks.',
    ],
  },
  {
    id: 'denying-or-delaying',
    heading: 'Reasons for denying or delaying processing',
    paragraphs: [
      'We may refuse or hold a payment if your balance is not enough to cover it and its fee, if it would take you above your transaction limits, or if your identity has not been verified for that kind of payment.',
      'We may also delay a payment while we check it when we suspect fraud or a breach of these terms, when a regulator or court requires it, or when the receiving bank or payment network is unavailable. We will tell you when a payment is held, unless the law prevents us.',
    ],
  },
  {
    id: 'making-payments',
    heading: 'Making payments',
    paragraphs: [
      'A service fee applies to each payment. The fee for a payment is shown to you in the app before you confirm it, and you can always cancel instead.',
      'Transaction limits apply per payment and per day, and depend on how far you have verified your identity. Your current limits are shown in the app. Once you confirm a payment with your PIN it cannot usually be reversed, so please check the recipient’s details carefully.',
    ],
  },
  {
    id: 'governing-law',
    heading: 'Governing law',
    paragraphs: [
      'These Terms of Use are issued by Owo Technologies Limited and are governed by the laws of the Republic of Ghana. Any dispute that we cannot settle together will be resolved by the courts of Ghana.',
    ],
  },
];
