import { teamMessages } from '@owo/contract/team';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { useTransfer } from '#features/transfers/draft/transfer-context';
import { prepareForRoute } from '#features/transfers/prepare-for-route';
import { TRANSFER_NETWORK_MESSAGE } from '#features/transfers/transfer-messages';
import { failureMessage, isKeyConflict } from '#lib/api/api-error';
import { approvalPath, usePrepareApproval } from '#lib/api/prepare-approval';
import type { ActingFor } from '#lib/session/acting-for';
import type { ReviewRow } from '#ui/review-list';
import { SubmitButton } from '#ui/submit-button';

/** The review's rows while a member acts for a business: whose money it is, and no "debited" before it is. */
export function actingRows(rows: ReviewRow[], acting: ActingFor): ReviewRow[] {
  return [
    { label: 'From', value: acting.name },
    ...rows.map((r) => (r.isTotal ? { ...r, label: 'Total when approved' } : r)),
  ];
}

/**
 * The review's last step while a member acts for a business: the send is prepared for the business's
 * approvers (no PIN: an approver's pays it) and the member lands on it, waiting for approval.
 */
export function PrepareForBusiness({ acting }: { acting: ActingFor }) {
  const { state, actions } = useTransfer();
  const navigate = useNavigate();
  const prepare = usePrepareApproval();
  const onClick = () => {
    if (prepare.isPending) return;
    prepare.mutate(
      { body: prepareForRoute(state), key: state.idempotencyKey },
      {
        onSuccess: ({ approval }) => {
          toast.success('Payment sent for approval');
          actions.reset();
          navigate(approvalPath(approval.id), { replace: true, state: { prepared: true } });
        },
        onError: (error) => {
          // The draft changed after a lost answer: the earlier one is waiting for approval; this one takes a new key.
          if (isKeyConflict(error)) {
            actions.sendRefused();
            toast.error(teamMessages.preparedEarlier, { id: 'send-error' });
            return;
          }
          toast.error(failureMessage(error, TRANSFER_NETWORK_MESSAGE), { id: 'send-error' });
        },
      },
    );
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-lg bg-brand-light p-3 text-sm text-ink">
        Nothing leaves {acting.name}'s account until an approver approves it with their PIN.
      </p>
      <SubmitButton type="button" onClick={onClick} isLoading={prepare.isPending}>
        Send for approval
      </SubmitButton>
    </div>
  );
}
