import type { PaymentLink, PaymentLinkStatus } from '@owo/contract/payment-links';
import { formatMoney } from '#lib/money';

export const statusLabels: Record<PaymentLinkStatus, string> = {
  active: 'Active',
  paid: 'Paid',
  expired: 'Expired',
  deactivated: 'Deactivated',
};

export const statusClasses: Record<PaymentLinkStatus, string> = {
  active: 'bg-green-50 text-green-800 ring-green-200',
  paid: 'bg-blue-50 text-blue-800 ring-blue-200',
  expired: 'bg-gray-100 text-gray-700 ring-gray-300',
  deactivated: 'bg-gray-100 text-gray-700 ring-gray-300',
};

export const amountText = (amount: number | null) => (amount === null ? 'Any amount' : formatMoney(amount));

/** The link to share, on whichever address the customer is using the app from. */
export const shareUrl = (link: Pick<PaymentLink, 'slug'>) => `${window.location.origin}/pay/${link.slug}`;
