import { lazyIntl } from '#lib/lazy-intl';
import { formatMoney } from '#lib/money';
import type { Rates } from './api/get-rates';
import type { TransferState } from './draft/transfer-reducer';
import { recipientRows } from './recipient-summary';
import { convertForRecipient, draftAmount, feeAmount, reviewTotal } from './review-math';

export type ReviewRow = { label: string; value: string; isTotal?: boolean };

const plainNumber = lazyIntl(() => new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 }));

/** What the review shows for each route (totals, conversions and the GHS rate line). */
export function reviewRows(state: TransferState, rates: Rates | undefined): ReviewRow[] {
  const { route, draft } = state;
  const isUsd = route === 'remittance' && draft.currency === 'usd';
  const amount = formatMoney(draftAmount(draft.amount), 'NGN');
  const rows: ReviewRow[] = recipientRows(route, draft).map(([label, value]) => ({ label, value }));

  if (isUsd) rows.push(...usdRows(state));
  rows.push({ label: 'Amount', value: amount });
  rows.push({ label: 'Fee', value: formatMoney(feeAmount(route, draft), 'NGN') });

  const rate = isUsd ? rates?.usd : route === 'momo' ? (rates?.ghs ?? draft.quote?.receive.rate) : undefined;
  if (rate) {
    const received = convertForRecipient(draft.amount, rate);
    const currency = isUsd ? 'USD' : 'GHS';
    if (received !== null) rows.push({ label: 'Recipient gets', value: formatMoney(received, currency) });
    const unit = isUsd ? 'USD' : 'GHC';
    rows.push({ label: 'Rate', value: `1 ${unit} = ${plainNumber().format(rate)} NGN` });
  }
  if (draft.note) rows.push({ label: isUsd ? 'Note' : 'Description', value: draft.note });
  rows.push({ label: 'Total to be debited', value: formatMoney(reviewTotal(state), 'NGN'), isTotal: true });
  return rows;
}

function usdRows({ draft }: TransferState): ReviewRow[] {
  const rows: ReviewRow[] = [
    { label: 'Bank', value: draft.bank_name },
    { label: 'Account number', value: draft.account_number },
  ];
  if (draft.inside_us === 1) {
    rows.push({ label: 'Routing number', value: draft.routing_number });
    rows.push({ label: 'Delivery type', value: draft.delivery_type });
  } else rows.push({ label: 'Swift code', value: draft.swift_code });
  rows.push({ label: 'Address', value: [draft.address, draft.city, draft.zipcode, 'USA'].join(', ') });
  return rows;
}
