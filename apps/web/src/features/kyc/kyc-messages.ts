// What KYC says when the request gets no answer.
export const KYC_NETWORK_MESSAGE = 'An error occured. Check your internet';
/** The toast once the documents are sent. */
export const KYC_SUBMITTED_MESSAGE =
  'Your information and documents are under review. We will notify you once verified.';
