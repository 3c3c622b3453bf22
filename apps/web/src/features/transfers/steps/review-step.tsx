import { useRates } from '#features/transfers/api/get-rates';
import { useTransfer } from '#features/transfers/draft/transfer-context';
import { reviewRows } from '#features/transfers/review-rows';
import { TransferShell } from '#features/transfers/transfer-shell';
import { cn } from '#lib/cn';
import { SubmitButton } from '#ui/submit-button';

/** The send / sendusd step: everything about the transfer, then on to the PIN. */
export function ReviewStep() {
  const { state, actions } = useTransfer();
  const { data: rates } = useRates();
  const rows = reviewRows(state, rates);
  const { save_beneficiary: saveBeneficiary } = state.draft;

  return (
    <TransferShell title="Review transfer" intro="Check the details before you confirm.">
      <div className="flex flex-col gap-5">
        <dl className="divide-y divide-gray-100 rounded-lg ring-1 ring-gray-200">
          {rows.map((row) => (
            <div
              key={row.label}
              className={cn('flex justify-between gap-3 px-3 py-2', row.isTotal && 'bg-gray-50')}
            >
              <dt className={cn('text-muted', row.isTotal && 'font-bold text-ink')}>{row.label}</dt>
              <dd
                className={cn(
                  'text-right break-all text-ink',
                  row.isTotal ? 'text-lg font-extrabold' : 'font-semibold',
                )}
                data-testid={row.isTotal ? 'review-total' : undefined}
              >
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
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
        <SubmitButton type="button" onClick={actions.reviewed}>
          Proceed
        </SubmitButton>
      </div>
    </TransferShell>
  );
}
