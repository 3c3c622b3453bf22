// What a transfer says when the request gets no answer, and where success leads.
export const TRANSFER_NETWORK_MESSAGE = 'check your internet connection';
export const TRANSFER_SUCCESS_MESSAGE = 'Successful';
/** The spec's eNaira success path is misspelled (/dashbard); every route goes to the dashboard. */
export const AFTER_SEND_PATH = '/dashboard';
export const ACCOUNT_NUMBER_DIGITS = 10;
/** US account numbers run to 17 digits (the contract's rule), so the USD form keeps 17. */
export const USD_ACCOUNT_NUMBER_DIGITS = 17;
