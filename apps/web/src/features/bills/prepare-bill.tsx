import { teamMessages } from '@owo/contract/team';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { failureMessage, isKeyConflict } from '#lib/api/api-error';
import { approvalPath, usePrepareApproval } from '#lib/api/prepare-approval';
import type { ActingFor } from '#lib/session/acting-for';
import { SubmitButton } from '#ui/submit-button';
import { BILL_NETWORK_MESSAGE, type BillDispatch, type BillState } from './bill-draft';

/**
 * The review's last step while a member acts for a business: the bill is prepared for the business's
 * approvers (an approver's PIN pays it from the business) and the member lands on it, waiting for approval.
 */
export function PrepareBill({
  state,
  dispatch,
  acting,
}: {
  state: BillState;
  dispatch: BillDispatch;
  acting: ActingFor;
}) {
  const navigate = useNavigate();
  const prepare = usePrepareApproval();
  const { draft } = state;
  const onClick = () => {
    if (prepare.isPending) return;
    const bill = {
      biller: draft.biller,
      product: draft.product || null,
      customer_id: draft.customer_id,
      amount: draft.amount,
    };
    prepare.mutate(
      { body: { kind: 'bill', bill }, key: state.idempotencyKey },
      {
        onSuccess: ({ approval }) => {
          toast.success('Payment sent for approval');
          navigate(approvalPath(approval.id), { replace: true, state: { prepared: true } });
        },
        onError: (error) => {
          // The draft changed after a lost answer: the earlier one is waiting for approval; this one takes a new key.
          if (isKeyConflict(error)) {
            dispatch({ type: 'newKey' });
            toast.error(teamMessages.preparedEarlier);
            return;
          }
          toast.error(failureMessage(error, BILL_NETWORK_MESSAGE));
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
