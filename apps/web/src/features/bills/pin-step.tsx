import { zodResolver } from '@hookform/resolvers/zod';
import { transactionPinSchema } from '@owo/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { failureMessage, paymentFailure } from '#lib/api/api-error';
import { earlierPaymentText } from '#lib/earlier-payment';
import { useLoadedProfile } from '#lib/session/get-profile';
import { forgetUnanswered, keepUnanswered } from '#lib/unanswered-payment';
import { ForgotPinLink } from '#ui/forgot-pin-link';
import { PinCodeField } from '#ui/pin-code-field';
import { SubmitButton } from '#ui/submit-button';
import { ToastLines } from '#ui/toast-lines';
import { payBill } from './api/pay-bill';
import {
  BILL_NETWORK_MESSAGE,
  BILL_SUCCESS_MESSAGE,
  type BillDispatch,
  type BillState,
  billOnItsWay,
} from './bill-draft';
import { BillShell } from './bill-shell';

const pinFormSchema = z.object({ pin: transactionPinSchema });
type PinFormInput = z.input<typeof pinFormSchema>;
type PinForm = z.output<typeof pinFormSchema>;

/** The transaction PIN, then the payment itself, with the draft's Idempotency-Key. */
export function PinStep({ state, dispatch }: { state: BillState; dispatch: BillDispatch }) {
  const queryClient = useQueryClient();
  const pay = useMutation({ mutationFn: payBill, onSuccess: () => queryClient.invalidateQueries() });
  const form = useForm<PinFormInput, unknown, PinForm>({
    resolver: zodResolver(pinFormSchema),
    defaultValues: { pin: '' },
  });
  const { draft } = state;
  const me = useLoadedProfile()?.uuid;
  const [earlier, setEarlier] = useState<string | null>(null);

  // The draft changed after a lost answer and its key had already paid: say what became of that payment, and
  // take a new key so that paying now is a new payment.
  const keyConflict = async (spentKey: string) => {
    forgetUnanswered(spentKey);
    dispatch({ type: 'newKey' });
    setEarlier(await earlierPaymentText(spentKey, 'bill payment'));
    void queryClient.invalidateQueries();
  };

  const onSubmit = form.handleSubmit(({ pin }) => {
    if (pay.isPending) return;
    setEarlier(null);
    const body = {
      biller: draft.biller,
      product: draft.product || null,
      customer_id: draft.customer_id,
      amount: draft.amount,
      pin,
      save_beneficiary: draft.save_beneficiary,
    };
    // Kept until its answer arrives: if this tab is closed or reloaded first, the next start asks what became
    // of it, as for a transfer (features/transfers/unanswered-send-check.tsx).
    if (me) keepUnanswered(state.idempotencyKey, me, { kind: 'bill' });
    pay.mutate(
      { body, idempotencyKey: state.idempotencyKey },
      {
        onSuccess: (data) => {
          forgetUnanswered(state.idempotencyKey);
          const t = data.transaction;
          const detail = t.status === 'pending' ? billOnItsWay(t.description.title) : null;
          toast.success(<ToastLines title={BILL_SUCCESS_MESSAGE} detail={detail} />);
          dispatch({ type: 'paid', uuid: data.transaction.uuid });
        },
        onError: (error) => {
          form.reset({ pin: '' });
          const failure = paymentFailure(error);
          if (failure === 'conflict') {
            void keyConflict(state.idempotencyKey);
            return;
          }
          toast.error(failureMessage(error, BILL_NETWORK_MESSAGE));
          // After a lost answer the same key is kept, so paying again can never pay twice; the next start asks
          // about it if the page is left first. A refusal, or a payment the phone never sent, has nothing to ask.
          if (failure !== 'lost') forgetUnanswered(state.idempotencyKey);
          if (failure === 'refused') dispatch({ type: 'newKey' });
        },
      },
    );
  });

  return (
    <BillShell
      state={state}
      dispatch={dispatch}
      title="Enter your PIN"
      intro="Enter your 4-digit transaction PIN to pay."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <PinCodeField control={form.control} name="pin" />
        {earlier ? (
          <p role="alert" className="-mt-2 text-sm font-semibold text-danger" data-testid="pin-error">
            {earlier}
          </p>
        ) : null}
        <div className="-mt-2 flex justify-end">
          <ForgotPinLink />
        </div>
        <SubmitButton isLoading={pay.isPending}>Pay</SubmitButton>
      </form>
    </BillShell>
  );
}
