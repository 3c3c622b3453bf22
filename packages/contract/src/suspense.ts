// The refunds and adjustments of the operations console (issue 25 item 6): the suspense accounts a staff
// adjustment may name, and what the console's money routes answer (the money core's own refusals are its
// staffMoveMessages). No zod here: the console's pages import it.

/**
 * The money core's suspense accounts (its `SUSPENSE_ACCOUNTS`, each an NGN system account `<code>:NGN`) that a
 * staff move may name as its other side, with their names. The API checks at compile time and in a test that
 * this list is the money core's.
 */
export const SUSPENSE_ACCOUNTS = {
  'suspense:adjustments': 'Manual adjustments',
  'suspense:recon': 'Reconciliation breaks',
  'suspense:refunds': 'Refunds',
} as const;
export type SuspenseAccount = keyof typeof SUSPENSE_ACCOUNTS;
export const SUSPENSE_ACCOUNT_CODES = Object.keys(SUSPENSE_ACCOUNTS) as [
  SuspenseAccount,
  ...SuspenseAccount[],
];

/** Every refund is paid from here. */
export const REFUND_SUSPENSE_ACCOUNT: SuspenseAccount = 'suspense:refunds';

/** A reconciliation break's journal entry is always against this one. */
export const RECON_SUSPENSE_ACCOUNT: SuspenseAccount = 'suspense:recon';

/** A complaint named on a refund: its tracking number (OWO-CMP-2026-000123) or its id. */
export const COMPLAINT_REF_PATTERN =
  /^(OWO-CMP-\d{4}-\d{6}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export const opsMoneyMessages = {
  refundProposed: 'Refund proposed. Another finance colleague must approve it before any money moves.',
  adjustmentProposed:
    'Adjustment proposed. Another finance colleague must approve it before any money moves.',
  approved: 'Approved. The money has moved and the customer has been told.',
  /** A break's entry approved: its break is resolved in the same step. */
  approvedBreakEntry: 'Approved: the money moved and the break is resolved',
  rejected: 'Proposal rejected',
  alreadyDecided: (status: string) => `This proposal was already ${status}.`,
  transactionNotFound: 'No transaction has this reference.',
  /** A refund proposed beyond what is left once the refunds waiting for approval are counted too. */
  refundExceedsWaiting: (left: string) =>
    `A refund cannot exceed what the transaction took: ${left} is left to refund, counting the refunds waiting for approval.`,
  customerNotFound: 'No customer has this ID.',
  complaintRef: "Enter the complaint's tracking number (OWO-CMP-2026-000123) or leave it empty.",
  complaintNotFound: 'This customer has no complaint with this tracking number.',
  reason: 'Give a reason of 5 to 500 characters.',
} as const;
