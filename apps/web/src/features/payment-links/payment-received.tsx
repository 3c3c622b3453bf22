import { lagosTime } from '@owo/contract/lagos-time';
import type { LinkPayment } from '@owo/contract/payment-links';

/** What the payer reads once their transfer has landed: the amount, thanks, and that the payee knows. */
export function PaymentReceived({ payments, payeeName }: { payments: LinkPayment[]; payeeName: string }) {
  return (
    <div className="flex flex-col gap-3" data-testid="payment-received">
      {payments.map((p) => (
        <div key={p.received_at} className="rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200">
          <p className="text-lg font-bold">We've received {p.amount} — thank you</p>
          <p className="mt-1 text-sm">
            From {p.payer}, {lagosTime(p.received_at)}. {payeeName} has been told.
          </p>
        </div>
      ))}
      <p className="text-sm text-muted">Keep your bank's receipt of the transfer for your records.</p>
    </div>
  );
}
