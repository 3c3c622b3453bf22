import type { UnansweredKind } from '#lib/unanswered-payment';
import type { LostAnswerWords } from '#lib/use-lost-answer';

// What a transfer says when the request gets no answer, and where success leads.
export const TRANSFER_NETWORK_MESSAGE = 'check your internet connection';
export const TRANSFER_SUCCESS_MESSAGE = 'Successful';
/** The success toast's second line while the send is accepted but not settled (issue 24: status told honestly). */
export const TRANSFER_ON_ITS_WAY = "Your money is on its way. We'll send you an alert when it arrives.";
// After a lost answer the app asks the server what became of the send (issue 24): it never guesses.
export const LOST_ANSWER_CHECKING = 'Checking whether your transfer went through…';
export const LOST_ANSWER_OFFLINE =
  "You are offline. We'll check whether your transfer went through as soon as you are back online.";
export const LOST_ANSWER_NOT_RECEIVED = 'Enter your PIN to send it again.';
export const LOST_ANSWER_REFUSED =
  "Your transfer was refused by the recipient's bank, and the money is back in your account.";
export const LOST_ANSWER_RETRYING =
  "We could not check yet whether your transfer went through. We'll try again shortly.";
/** The words lib/use-lost-answer.ts speaks on the transfer PIN step. */
export const TRANSFER_LOST_ANSWER: LostAnswerWords = {
  checking: LOST_ANSWER_CHECKING,
  offline: LOST_ANSWER_OFFLINE,
  retrying: LOST_ANSWER_RETRYING,
  refused: LOST_ANSWER_REFUSED,
  // The server's 404 says nothing was taken, in a transfer's words.
  notReceived: (serverMessage) => `${serverMessage} ${LOST_ANSWER_NOT_RECEIVED}`,
};
// The same question at the next start, when the tab was closed or reloaded while the payment was out, in the
// words of what was paid (a bill's PIN step keeps its key too); `nothingTaken` null: the server's own words.
export const LOST_ANSWER_LATER = {
  transfer: {
    sent: 'Your last transfer went through',
    pending: 'Your last transfer is on its way',
    refused: LOST_ANSWER_REFUSED,
    notReceived: 'Your last transfer did not reach us',
    nothingTaken: null,
  },
  bill: {
    sent: 'Your last bill payment went through',
    pending: 'Your last bill payment is on its way',
    refused: 'Your bill payment was refused by the biller, and the money is back in your account.',
    notReceived: 'Your last bill payment did not reach us',
    nothingTaken: 'Nothing was taken from your account.',
  },
  card: {
    sent: 'Your last card funding went through',
    pending: 'Your last card funding is on its way',
    refused: 'Your card funding was refused, and the money is back in your account.',
    notReceived: 'Your last card funding did not reach us',
    nothingTaken: 'Nothing was taken from your account.',
  },
} as const satisfies Record<UnansweredKind, Record<string, string | null>>;
/** The spec's eNaira success path is misspelled (/dashbard); every route goes to the dashboard. */
export const AFTER_SEND_PATH = '/dashboard';
export const ACCOUNT_NUMBER_DIGITS = 10;
/** US account numbers run to 17 digits (the contract's rule), so the USD form keeps 17. */
export const USD_ACCOUNT_NUMBER_DIGITS = 17;
