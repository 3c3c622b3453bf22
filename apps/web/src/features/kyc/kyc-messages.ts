// Spec §8: what KYC says when the request gets no answer.
export const KYC_NETWORK_MESSAGE = 'An error occured. Check your internet';
