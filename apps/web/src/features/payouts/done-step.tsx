import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { failureMessage } from '#lib/api/api-error';
import { formatMoney } from '#lib/money';
import { buttonClasses } from '#ui/button-styles';
import { ReviewList } from '#ui/review-list';
import { type BatchData, downloadCsv } from './api/payouts-api';
import { RowsList } from './rows-list';

const headline = (data: BatchData) => {
  const { status, totals } = data.batch;
  if (status === 'awaiting_approval') return 'Waiting for approval';
  if (status === 'paying') return `Paying… ${totals.rows - totals.queued} of ${totals.rows} rows sent`;
  return `Done: ${totals.paid} paid, ${totals.pending} pending, ${totals.reversed} reversed, ${totals.refused} refused`;
};

/** Step 3: what happened to every row, the result file, and another upload. */
export function DoneStep({ data, onAnother }: { data: BatchData; onAnother: () => void }) {
  const { batch, rows } = data;
  // Nothing has left the account until an approver approves: never "Total debited" before (issue 24 item 5).
  const waiting = batch.status === 'awaiting_approval';
  return (
    <div className="flex flex-col gap-5">
      <p role="status" className="text-lg font-semibold text-ink" data-testid="payout-headline">
        {headline(data)}
      </p>
      {waiting ? (
        <p className="text-muted">
          Nothing is paid until an approver on the team approves it; you will be told when they decide.{' '}
          <Link to="/team/approvals" className="font-semibold text-brand underline">
            See who may approve it
          </Link>
        </p>
      ) : null}
      <ReviewList
        rows={[
          { label: 'Batch', value: batch.name },
          { label: 'Paid', value: String(batch.totals.paid) },
          { label: 'Pending', value: String(batch.totals.pending + batch.totals.queued) },
          { label: 'Reversed', value: String(batch.totals.reversed) },
          { label: 'Refused', value: String(batch.totals.refused) },
          {
            label: waiting ? 'Total when approved' : 'Total debited',
            value: formatMoney(batch.totals.total),
            isTotal: true,
          },
        ]}
      />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClasses('white', 'small')}
          onClick={() =>
            downloadCsv({ resultOf: batch.id }).catch((e) =>
              toast.error(failureMessage(e, 'Check your internet connection')),
            )
          }
        >
          Download results (CSV)
        </button>
        <button type="button" className={buttonClasses('green', 'small')} onClick={onAnother}>
          Start another upload
        </button>
      </div>
      <RowsList rows={rows} />
    </div>
  );
}
