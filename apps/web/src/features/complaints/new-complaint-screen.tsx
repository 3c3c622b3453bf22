import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '#ui/spinner';
import { useComplaintTransaction } from './api/complaints';
import { ComplaintForm } from './complaint-form';
import { TransactionSummary } from './transaction-summary';

/** `/support/new` (from the help page) and `/support/new?transaction={uuid}` (Report a problem on a transaction). */
export function NewComplaintScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const transactionId = params.get('transaction');
  const transaction = useComplaintTransaction(transactionId);

  return (
    <section aria-labelledby="new-complaint-heading" className="flex max-w-xl flex-col gap-4">
      <Link to="/support" className="self-start font-semibold text-brand underline">
        Help &amp; support
      </Link>
      <h1 id="new-complaint-heading" className="text-2xl font-bold text-ink">
        {transactionId ? 'Report a problem' : 'Start a conversation'}
      </h1>
      <p className="text-muted">
        Our support team reads every message. You will get a tracking number and the date by which we will
        answer, by SMS and here in the app.
      </p>
      {transactionId && transaction.isPending ? (
        <Spinner label="Loading the transaction" className="size-6 text-brand" />
      ) : null}
      {transaction.data ? (
        <TransactionSummary
          transaction={{ ...transaction.data.transaction, id: transaction.data.transaction.uuid }}
        />
      ) : null}
      {transaction.isError ? (
        <p className="text-danger">
          We could not find this transaction. You can still write to us without it.{' '}
          <Link to="/support/new" className="font-semibold underline">
            Write without a transaction
          </Link>
        </p>
      ) : (
        <ComplaintForm
          transactionId={transactionId}
          onOpened={(id, trackingNumber) => {
            toast.success(`Complaint received: ${trackingNumber}`);
            navigate(`/support/${id}`, { replace: true });
          }}
        />
      )}
    </section>
  );
}
