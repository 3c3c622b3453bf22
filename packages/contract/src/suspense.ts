// The refunds and adjustments of the operations console (issue 25 item 6): the suspense accounts a staff
// adjustment may name, and what the console's money routes answer. No zod here: the console's pages import it.

/** The system accounts a manual adjustment moves money to or from (ledger codes), with their names. */
export const SUSPENSE_ACCOUNTS = {
  'suspense:adjustments:NGN': 'Manual adjustments',
  'suspense:disputes:NGN': 'Disputes and chargebacks',
  'suspense:unmatched:NGN': 'Unmatched bank items',
  'suspense:refunds:NGN': 'Refunds',
} as const;
export type SuspenseAccount = keyof typeof SUSPENSE_ACCOUNTS;
export const SUSPENSE_ACCOUNT_CODES = Object.keys(SUSPENSE_ACCOUNTS) as [
  SuspenseAccount,
  ...SuspenseAccount[],
];

/** Every refund is paid from here (and a chargeback recovered, or a bank's return, is booked back into it). */
export const REFUND_SUSPENSE_ACCOUNT: SuspenseAccount = 'suspense:refunds:NGN';

/** A complaint named on a refund: its tracking number (OWO-CMP-2026-000123) or its id. */
export const COMPLAINT_REF_PATTERN =
  /^(OWO-CMP-\d{4}-\d{6}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export const opsMoneyMessages = {
  refundProposed: 'Refund proposed. Another finance colleague must approve it before any money moves.',
  adjustmentProposed:
    'Adjustment proposed. Another finance colleague must approve it before any money moves.',
  approved: 'Approved. The money has moved and the customer has been told.',
  rejected: 'Proposal rejected',
  ownProposal: 'You proposed this. Another finance colleague must approve it.',
  alreadyDecided: (status: string) => `This proposal was already ${status}.`,
  transactionNotFound: 'No transaction has this reference.',
  notRefundable: 'Only a successful naira debit can be refunded.',
  overRefund: (left: string) =>
    `This is more than can be refunded. ₦${left} is left of this transaction after the refunds made or waiting for approval.`,
  customerNotFound: 'No customer has this ID.',
  complaintRef: "Enter the complaint's tracking number (OWO-CMP-2026-000123) or leave it empty.",
  reason: 'Give a reason of 5 to 500 characters.',
} as const;
