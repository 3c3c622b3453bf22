import { useRates } from '#features/transfers/api/get-rates';
import { useTransfer } from '#features/transfers/draft/transfer-context';
import { reviewRows } from '#features/transfers/review-rows';
import { TransferShell } from '#features/transfers/transfer-shell';
import { useActingFor } from '#lib/session/acting-for';
import { ReviewList } from '#ui/review-list';
import { SubmitButton } from '#ui/submit-button';
import { actingRows, PrepareForBusiness } from './prepare-for-business';

/**
 * The send / sendusd step: everything about the transfer, then on to the PIN; acting for a business, it is
 * sent for the business's approval instead.
 */
export function ReviewStep() {
  const { state, actions } = useTransfer();
  const { data: rates } = useRates();
  const acting = useActingFor();
  const rows = acting ? actingRows(reviewRows(state, rates), acting) : reviewRows(state, rates);
  const saveBeneficiary = acting ? null : state.draft.save_beneficiary;

  return (
    <TransferShell title="Review transfer" intro="Check the details before you confirm.">
      <div className="flex flex-col gap-5">
        <ReviewList rows={rows} />
        {saveBeneficiary === null ? null : (
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              checked={saveBeneficiary}
              onChange={(event) => actions.update({ save_beneficiary: event.target.checked })}
              className="size-5 accent-brand"
            />
            Save as beneficiary
          </label>
        )}
        {acting ? (
          <PrepareForBusiness acting={acting} />
        ) : (
          <SubmitButton type="button" onClick={actions.reviewed}>
            Proceed
          </SubmitButton>
        )}
      </div>
    </TransferShell>
  );
}
