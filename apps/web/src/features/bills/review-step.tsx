import { BILL_CATEGORY_NAMES } from '@owo/contract/bills';
import { formatMoney } from '#lib/money';
import { useActingFor } from '#lib/session/acting-for';
import { ReviewList } from '#ui/review-list';
import { SubmitButton } from '#ui/submit-button';
import { useBillers } from './api/get-billers';
import { useProducts } from './api/get-products';
import type { BillDispatch, BillState } from './bill-draft';
import { BillShell } from './bill-shell';
import { PrepareBill } from './prepare-bill';

type Row = { label: string; value: string; isTotal?: boolean };

/**
 * Everything about the payment, with the fee and the total that will leave the account, before the PIN;
 * acting for a business, it is sent for the business's approval instead.
 */
export function ReviewStep({ state, dispatch }: { state: BillState; dispatch: BillDispatch }) {
  const { draft, customer, quote, category } = state;
  const acting = useActingFor();
  const biller = useBillers(category).data?.find((b) => b.code === draft.biller);
  const product = useProducts(biller?.has_products ? biller.code : null).data?.find(
    (p) => p.code === draft.product,
  );
  const rows: Row[] = [
    { label: 'Service', value: BILL_CATEGORY_NAMES[category] },
    { label: 'Biller', value: biller?.name ?? draft.biller },
    { label: biller?.customer_id_label ?? 'Number', value: draft.customer_id },
    { label: 'Name', value: customer?.name ?? '' },
  ];
  if (customer?.address) rows.push({ label: 'Address', value: customer.address });
  if (product) rows.push({ label: category === 'data' ? 'Plan' : 'Bouquet', value: product.name });
  if (quote) {
    rows.push({ label: 'Amount', value: formatMoney(quote.amount) });
    rows.push({ label: 'Fee', value: formatMoney(quote.fee) });
    rows.push({
      label: acting ? 'Total when approved' : 'Total',
      value: formatMoney(quote.total),
      isTotal: true,
    });
  }
  if (acting) rows.unshift({ label: 'From', value: acting.name });
  return (
    <BillShell
      state={state}
      dispatch={dispatch}
      title="Review payment"
      intro="Check the details before you confirm."
    >
      <div className="flex flex-col gap-5">
        <ReviewList rows={rows} />
        {acting ? (
          <PrepareBill state={state} dispatch={dispatch} acting={acting} />
        ) : (
          <>
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                checked={draft.save_beneficiary}
                onChange={(event) => dispatch({ type: 'save', save: event.target.checked })}
                className="size-5 accent-brand"
              />
              Save this {biller?.customer_id_label.toLowerCase() ?? 'number'}
            </label>
            <SubmitButton type="button" onClick={() => dispatch({ type: 'reviewed' })}>
              Proceed
            </SubmitButton>
          </>
        )}
      </div>
    </BillShell>
  );
}
