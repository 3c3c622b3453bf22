// Its own module: the dashboard's notice reads it, and kyc-messages.ts would bring the API's messages along.
/** How a review ended, as the KYC screen and the dashboard's notice say it (the inbox has the API's words). */
export const KYC_OUTCOME = {
  verified: { title: 'Identity verified', text: 'Your higher limits apply now.' },
  rejected: {
    title: 'Identity not verified',
    text: 'Check that your details match your BVN record and try again, or contact support.',
  },
} as const;
