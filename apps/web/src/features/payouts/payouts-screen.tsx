import { useSearchParams } from 'react-router';
import { Spinner } from '#ui/spinner';
import { useBatch } from './api/payouts-api';
import { BatchForm } from './batch-form';
import { DoneStep } from './done-step';
import { StepHeader } from './step-header';
import { UploadStep } from './upload-step';

/**
 * `/payouts`: the spec's three-step upload flow. Form (a name and the account to pay from) → upload (the
 * file, the review of every row, the PIN) → done (each row's status, the result file, another upload).
 * The batch being worked on is in the address (?batch=), so a reload comes back to the same step.
 */
export function PayoutsScreen() {
  const [params, setParams] = useSearchParams();
  const batchId = params.get('batch');
  return (
    <section aria-labelledby="payouts-heading" className="flex max-w-3xl flex-col gap-5">
      {batchId ? (
        <BatchSteps id={batchId} onAnother={() => setParams({})} />
      ) : (
        <>
          <StepHeader step={1} />
          <BatchForm onCreated={(id) => setParams({ batch: id })} />
        </>
      )}
    </section>
  );
}

function BatchSteps({ id, onAnother }: { id: string; onAnother: () => void }) {
  const { data, isPending, isError, refetch } = useBatch(id);
  if (isPending) return <Spinner label="Loading the batch" className="size-8 self-center" />;
  if (isError || !data) {
    return (
      <>
        <StepHeader step={2} />
        <p role="alert">We could not load this batch.</p>
        <button
          type="button"
          className="self-start font-semibold text-brand underline"
          onClick={() => refetch()}
        >
          Try again
        </button>
      </>
    );
  }
  const upload = data.batch.status === 'draft' || data.batch.status === 'review';
  return (
    <>
      <StepHeader step={upload ? 2 : 3} />
      {upload ? <UploadStep data={data} /> : <DoneStep data={data} onAnother={onAnother} />}
    </>
  );
}
