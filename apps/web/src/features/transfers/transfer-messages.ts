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
// The same question at the next start, when the tab was closed or reloaded while the send was out.
export const LOST_ANSWER_LATER_SENT = 'Your last transfer went through';
export const LOST_ANSWER_LATER_PENDING = 'Your last transfer is on its way';
export const LOST_ANSWER_LATER_NOT_RECEIVED = 'Your last transfer did not reach us';
// The same for a bill paid from the bills screens (features/bills/pin-step.tsx keeps its key too).
export const LOST_BILL_LATER_SENT = 'Your last bill payment went through';
export const LOST_BILL_LATER_PENDING = 'Your last bill payment is on its way';
export const LOST_BILL_LATER_NOT_RECEIVED = 'Your last bill payment did not reach us';
export const LOST_BILL_NOTHING_TAKEN = 'Nothing was taken from your account.';
export const LOST_BILL_REFUSED =
  'Your bill payment was refused by the biller, and the money is back in your account.';
/** The spec's eNaira success path is misspelled (/dashbard); every route goes to the dashboard. */
export const AFTER_SEND_PATH = '/dashboard';
export const ACCOUNT_NUMBER_DIGITS = 10;
/** US account numbers run to 17 digits (the contract's rule), so the USD form keeps 17. */
export const USD_ACCOUNT_NUMBER_DIGITS = 17;
