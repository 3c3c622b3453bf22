import { errors } from '@owo/contract/messages';

// What KYC says when the request gets no answer.
export const KYC_NETWORK_MESSAGE = 'An error occured. Check your internet';
/** The toast once the documents are sent: the API's own reply message. */
export const KYC_SUBMITTED_MESSAGE = errors.kycSubmitted;
