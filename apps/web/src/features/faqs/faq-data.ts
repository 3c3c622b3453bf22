/** A question on the FAQs page (id, open, isOn, heading, content). */
export type FaqItem = { id: string; heading: string; content: string };
export type FaqGroup = { title: string; items: FaqItem[] };

export const faqGroups: FaqGroup[] = [
  {
    title: 'Personal',
    items: [
      {
        id: 'personal-open',
        heading: 'How do I open a personal account?',
        content:
          'Download the Owo app or sign up on the web with your Nigerian phone number, confirm the code we send you, and verify your identity with your BVN. It takes under five minutes.',
      },
      {
        id: 'personal-fund',
        heading: 'How do I add money to my wallet?',
        content:
          'Transfer from any Nigerian bank to the account number shown on your dashboard. The money arrives in seconds and you get a notification as soon as it lands.',
      },
      {
        id: 'personal-card-lost',
        heading: 'What should I do if I lose my card?',
        content:
          'Freeze the card at once from the Card screen in the app, then report it from the app or by e-mail. We will block it and issue you a new card.',
      },
    ],
  },
  {
    title: 'Business',
    items: [
      {
        id: 'business-documents',
        heading: 'What do I need to open a business account?',
        content:
          'Your BVN, your CAC registration number and your Tax Identification Number. Sole traders can start with a BVN and add the business documents later.',
      },
      {
        id: 'business-team',
        heading: 'Can my staff use the account?',
        content:
          'Yes. Invite team members from the app and choose what each one can do, from viewing transactions to making payments up to a limit you set.',
      },
      {
        id: 'business-pos',
        heading: 'How do customers pay me in my shop?',
        content:
          'Create a payment link in the app and print its QR poster. Customers scan it and pay by transfer from any bank, and you get an alert the moment the money arrives. Owo does not offer POS terminals.',
      },
    ],
  },
];
