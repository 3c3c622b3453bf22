import { MIN_NGN_TRANSFER_MINOR } from '@owo/contract/limits';
import { formatMinor, formatWhole } from '@owo/contract/money-format';
import { PAYOUT_MAX_CSV_CHARS, PAYOUT_MAX_ROWS, type PayoutRow, payoutMessages } from '@owo/contract/payouts';
import { type ChangeEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { failureMessage } from '#lib/api/api-error';
import { formatMoney } from '#lib/money';
import { useActingFor } from '#lib/session/acting-for';
import { buttonClasses } from '#ui/button-styles';
import { ReviewList } from '#ui/review-list';
import { Spinner } from '#ui/spinner';
import { type BatchData, downloadCsv, useRemoveRow, useUploadFile } from './api/payouts-api';
import { ConfirmForm } from './confirm-form';
import { RowFixForm } from './row-fix-form';
import { RowsList } from './rows-list';

/** Step 2: the template, the file, then the review of every row and the PIN. */
export function UploadStep({ data }: { data: BatchData }) {
  const { batch, rows } = data;
  const upload = useUploadFile(batch.id);
  const remove = useRemoveRow(batch.id);
  const [fixing, setFixing] = useState<number | null>(null);
  // A member acting for a business confirms it for the business's approvers: nothing is debited before.
  const acting = useActingFor();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > PAYOUT_MAX_CSV_CHARS) {
      toast.error(payoutMessages.tooBig);
      return;
    }
    upload.mutate(
      { csv: await file.text(), file_name: file.name },
      { onError: (error) => toast.error(failureMessage(error, 'Check your internet connection')) },
    );
  };
  const actions = (row: PayoutRow) =>
    fixing === row.row ? (
      <RowFixForm batchId={batch.id} row={row} onDone={() => setFixing(null)} />
    ) : (
      <>
        {row.status === 'problem' ? (
          <button
            type="button"
            className={buttonClasses('white', 'small')}
            onClick={() => setFixing(row.row)}
          >
            Fix row {row.row}
          </button>
        ) : null}
        <button
          type="button"
          className={
            row.status === 'problem'
              ? buttonClasses('white', 'small')
              : 'min-h-10 px-1 text-sm font-semibold text-brand underline disabled:opacity-60'
          }
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(row.row, {
              onError: (e) => toast.error(failureMessage(e, 'Check your internet connection')),
            })
          }
        >
          Remove row {row.row}
        </button>
      </>
    );

  return (
    <div className="flex flex-col gap-5">
      <p className="text-muted">
        <span className="font-semibold text-ink">{batch.name}</span> · paying from{' '}
        {batch.account.account_name} ({batch.account.account_number})
      </p>
      <div className="flex flex-col gap-3 rounded-lg bg-gray-50 p-4">
        <p>
          One transfer a line, with the columns <strong>bank</strong> (code or name),{' '}
          <strong>account_number</strong>, <strong>amount</strong> (naira, at least{' '}
          {formatMinor(MIN_NGN_TRANSFER_MINOR)}) and <strong>narration</strong>. At most{' '}
          {formatWhole(PAYOUT_MAX_ROWS)} rows.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={buttonClasses('white', 'small')}
            onClick={() =>
              downloadCsv({ template: true }).catch((e) =>
                toast.error(failureMessage(e, 'Check your internet connection')),
              )
            }
          >
            Download the template
          </button>
          <label className={buttonClasses('green', 'small', 'cursor-pointer focus-within:ring-2')}>
            {rows.length ? 'Upload another file' : 'Choose a CSV file'}
            <input
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              onChange={onFile}
              disabled={upload.isPending}
            />
          </label>
          {upload.isPending ? <Spinner label="Checking every row" className="size-5" /> : null}
          {batch.file_name ? <span className="text-sm text-muted">{batch.file_name}</span> : null}
        </div>
      </div>
      {batch.status === 'review' ? (
        <section aria-labelledby="review-heading" className="flex flex-col gap-4">
          <h2 id="review-heading" className="text-xl font-bold text-ink">
            Review
          </h2>
          <ReviewList
            rows={[
              { label: 'Rows ready', value: String(batch.totals.ready) },
              { label: 'Rows with problems', value: String(batch.totals.problems) },
              { label: 'Amount', value: formatMoney(batch.totals.amount) },
              { label: 'Fees', value: formatMoney(batch.totals.fees) },
              {
                label: acting ? 'Total when approved' : 'Total to be debited',
                value: formatMoney(batch.totals.total),
                isTotal: true,
              },
            ]}
          />
          {batch.totals.problems > 0 ? (
            <p role="status" className="font-semibold text-red-700">
              {payoutMessages.problemsLeft}
            </p>
          ) : null}
          <RowsList rows={rows} actions={actions} />
          <ConfirmForm
            batchId={batch.id}
            forApproval={acting !== null}
            disabled={batch.totals.problems > 0 || batch.totals.ready === 0}
          />
        </section>
      ) : null}
    </div>
  );
}
