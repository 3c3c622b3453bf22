import { errors } from '@owo/contract/messages';

// What KYC says when the request gets no answer.
export const KYC_NETWORK_MESSAGE = 'An error occured. Check your internet';
/** The toast once the documents are sent: the API's own reply message. */
export const KYC_SUBMITTED_MESSAGE = errors.kycSubmitted;
/** How a review ended, as the KYC screen and the dashboard's notice say it (the inbox has the API's words). */
export const KYC_OUTCOME = {
  verified: { title: 'Identity verified', text: 'Your higher limits apply now.' },
  rejected: {
    title: 'Identity not verified',
    text: 'Check that your details match your BVN record and try again, or contact support.',
  },
} as const;
