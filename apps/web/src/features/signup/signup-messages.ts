// What each signup step says when the request gets no answer.
export const signupNetworkMessages = {
  phone: 'An error occured. Check your connection',
  verify: 'Check your network connection',
  resend: 'Check your network connection',
  complete: 'Check your internet connection',
  pin: 'Check internet connection',
} as const;

/** The toast when the number is already verified and signup goes on to completion. */
export const PHONE_VERIFIED_MESSAGE = 'Phone number verified';

/** The "Registration completed" screen's redirect. */
export const REGISTRATION_REDIRECT_SECONDS = 5;
