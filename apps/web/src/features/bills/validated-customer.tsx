import type { BillCustomer } from './api/validate-customer';

/** The name the biller gave for the number, with a meter's address or a smartcard's bouquet, and any warning. */
export function ValidatedCustomer({ customer }: { customer: BillCustomer }) {
  return (
    <div className="flex flex-col gap-2" data-testid="bill-customer">
      <div className="rounded-lg bg-brand-light px-3 py-2">
        <p className="font-semibold text-ink">{customer.name}</p>
        {customer.address ? <p className="text-sm text-muted">{customer.address}</p> : null}
        {customer.current_bouquet ? (
          <p className="text-sm text-muted">Current bouquet: {customer.current_bouquet}</p>
        ) : null}
      </div>
      {customer.warning ? (
        <p
          role="status"
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {customer.warning}
        </p>
      ) : null}
    </div>
  );
}
