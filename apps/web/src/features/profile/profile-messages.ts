// What the profile forms say when the request gets no answer.
export const PROFILE_NETWORK_MESSAGE = 'Check your internet connection';

/** The toasts when a profile form succeeds. */
export const profileSuccessMessages = {
  password: 'Password updated',
  pinSet: 'Transaction PIN set',
  pinUpdated: 'Transaction PIN updated',
} as const;
