import type { Beneficiary } from '@owo/contract/beneficiaries';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { failureMessage } from '#lib/api/api-error';
import { useBeneficiaries } from '#lib/api/beneficiaries';
import { buttonClasses } from '#ui/button-styles';
import { Spinner } from '#ui/spinner';
import { useDeleteBeneficiary } from './api/delete-beneficiary';
import { beneficiaryDestination, beneficiaryTypeNames, sendAgainLink } from './send-again-link';

/** `/beneficiaries`: saved recipients, each with Send again and Delete. */
export function BeneficiariesScreen() {
  const { data, isPending, isError } = useBeneficiaries();
  const remove = useDeleteBeneficiary();

  const onDelete = (b: Beneficiary) => {
    if (!window.confirm(`Delete ${b.name} from your beneficiaries?`)) return;
    remove.mutate(b.id, {
      onSuccess: () => toast.success('Beneficiary deleted'),
      onError: (error) => toast.error(failureMessage(error, 'check your internet connection')),
    });
  };

  return (
    <section aria-labelledby="beneficiaries-heading" className="flex flex-col gap-4">
      <h1 id="beneficiaries-heading" className="text-2xl font-bold text-ink">
        Beneficiaries
      </h1>
      {isPending ? <Spinner label="Loading beneficiaries" className="size-8 text-brand" /> : null}
      {isError ? <p className="text-danger">We could not load your beneficiaries.</p> : null}
      {data?.length === 0 ? (
        <p className="text-muted">
          No beneficiaries yet. Recipients you save when you send money appear here.
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {data?.map((b) => (
          <li
            key={b.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
          >
            <div className="min-w-0">
              <p className="font-bold text-ink">{b.name}</p>
              <p className="text-sm break-all text-muted">
                {beneficiaryTypeNames[b.type]} · {beneficiaryDestination(b)}
              </p>
            </div>
            <div className="flex gap-2">
              <Link to={sendAgainLink(b)} className={buttonClasses('green', 'small')}>
                Send again<span className="sr-only"> to {b.name}</span>
              </Link>
              <button
                type="button"
                onClick={() => onDelete(b)}
                className="min-h-10 rounded-lg px-3 text-sm font-semibold text-danger ring-1 ring-danger"
              >
                Delete<span className="sr-only"> {b.name}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
