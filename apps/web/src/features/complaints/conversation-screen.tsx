import { Link } from 'react-router';
import { isApiError } from '#lib/api/api-error';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { useComplaint } from './api/complaints';
import { ComplaintHeader } from './complaint-header';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { ResolutionPanel } from './resolution-panel';
import { TransactionSummary } from './transaction-summary';

/** `/support/:id`: one complaint's conversation with support, its deadline, status and outcome. */
export function ConversationScreen({ id }: { id: string }) {
  const { data, isPending, isError, error, refetch } = useComplaint(id);
  const back = (
    <Link to="/support" className="self-start font-semibold text-brand underline">
      Help &amp; support
    </Link>
  );
  if (isPending) return <Spinner label="Loading the conversation" className="size-8 text-brand" />;
  if (isError) {
    const missing = isApiError(error) && (error.httpStatus === 404 || error.httpStatus === 400);
    return (
      <section className="flex flex-col items-start gap-3">
        {back}
        {missing ? (
          <h1 className="text-2xl font-bold text-ink">Conversation not found</h1>
        ) : (
          <LoadError what="this conversation" onRetry={() => void refetch()} />
        )}
      </section>
    );
  }
  const { complaint, messages } = data;
  return (
    <section aria-labelledby="complaint-heading" className="flex max-w-2xl flex-col gap-4">
      {back}
      <ComplaintHeader complaint={complaint} />
      {complaint.transaction ? <TransactionSummary transaction={complaint.transaction} /> : null}
      <MessageList messages={messages} />
      {complaint.status === 'resolved' ? (
        <ResolutionPanel complaint={complaint} />
      ) : (
        <MessageComposer complaintId={complaint.id} />
      )}
    </section>
  );
}
