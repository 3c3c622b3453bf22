import { zodResolver } from '@hookform/resolvers/zod';
import { transactionPinSchema } from '@owo/contract/common';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useSend } from '#features/transfers/api/use-send';
import { useTransfer } from '#features/transfers/draft/transfer-context';
import { sendForRoute } from '#features/transfers/send-for-route';
import {
  AFTER_SEND_PATH,
  TRANSFER_LOST_ANSWER,
  TRANSFER_NETWORK_MESSAGE,
  TRANSFER_ON_ITS_WAY,
  TRANSFER_SUCCESS_MESSAGE,
} from '#features/transfers/transfer-messages';
import { TransferShell } from '#features/transfers/transfer-shell';
import { failureMessage, paymentFailure, pinFailureText } from '#lib/api/api-error';
import { earlierPaymentText } from '#lib/earlier-payment';
import { useLoadedProfile } from '#lib/session/get-profile';
import { forgetUnanswered, keepUnanswered } from '#lib/unanswered-payment';
import { useLostAnswer } from '#lib/use-lost-answer';
import { ForgotPinLink } from '#ui/forgot-pin-link';
import { PinCodeField } from '#ui/pin-code-field';
import { SubmitButton } from '#ui/submit-button';
import { ToastLines } from '#ui/toast-lines';

const pinFormSchema = z.object({ pin: transactionPinSchema });
type PinFormInput = z.input<typeof pinFormSchema>;
type PinForm = z.output<typeof pinFormSchema>;

/** The last step: the transaction PIN, then the send itself (button disabled while in flight). */
export function PinStep() {
  const { state, actions } = useTransfer();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const send = useSend(sendForRoute);
  const [sendError, setSendError] = useState<string | null>(null);
  const form = useForm<PinFormInput, unknown, PinForm>({
    resolver: zodResolver(pinFormSchema),
    defaultValues: { pin: '' },
  });

  const me = useLoadedProfile()?.uuid;
  const sent = (transaction: { uuid: string; status: string } | null | undefined) => {
    forgetUnanswered(state.idempotencyKey);
    // The spec's 'Successful' stays the title; a send the rail has not settled yet says so under it.
    const detail = transaction?.status === 'pending' ? TRANSFER_ON_ITS_WAY : null;
    toast.success(<ToastLines title={TRANSFER_SUCCESS_MESSAGE} detail={detail} />);
    actions.reset();
    // The dashboard opens the new transaction's receipt over itself (composed in app/).
    navigate(AFTER_SEND_PATH, { replace: true, state: { sentTransaction: transaction?.uuid } });
  };
  const lostAnswer = useLostAnswer(state.idempotencyKey, TRANSFER_LOST_ANSWER, {
    onSent: (transaction) => sent(transaction),
    onRefused: (message) => {
      forgetUnanswered(state.idempotencyKey);
      toast.error(message, { id: 'send-error' });
      actions.reset();
      navigate(AFTER_SEND_PATH, { replace: true });
    },
    onStatus: setSendError,
  });

  // The draft changed after a lost answer and its key had already paid: say what became of that transfer, and
  // take a new key so that sending now is a new transfer (never the old one's replay, never a second guess).
  const keyConflict = async () => {
    const spentKey = state.idempotencyKey;
    forgetUnanswered(spentKey);
    actions.sendRefused();
    setSendError(await earlierPaymentText(spentKey, 'transfer'));
    void queryClient.invalidateQueries();
  };

  const onSubmit = form.handleSubmit(({ pin }) => {
    if (send.isPending) return;
    lostAnswer.stop();
    // Kept until its answer arrives: if this tab is closed or reloaded first, the next start asks what became
    // of it (features/transfers/unanswered-send-check.tsx).
    if (me) keepUnanswered(state.idempotencyKey, me);
    send.mutate(
      { state, pin },
      {
        onSuccess: (data) => sent(data.transaction),
        onError: (error) => {
          form.reset({ pin: '' });
          const failure = paymentFailure(error);
          if (failure === 'conflict') {
            void keyConflict();
            return;
          }
          // Shown beside the PIN field (tries left, when a lock ends); one toast at a time, never a stack.
          const message = pinFailureText(error) ?? failureMessage(error, TRANSFER_NETWORK_MESSAGE);
          setSendError(message);
          toast.error(message, { id: 'send-error' });
          // A refusal moved no money: the next try takes a new key. A lost answer may have moved it: the same
          // key is kept, and the server is asked what became of the send (never "nothing was sent" by guess).
          // A send the phone never sent (it knew it was offline) needs no question: nothing reached the server.
          if (failure === 'lost') void lostAnswer.check();
          else forgetUnanswered(state.idempotencyKey);
          if (failure === 'refused') actions.sendRefused();
        },
      },
    );
  });

  return (
    <TransferShell title="Enter your PIN" intro="Enter your 4-digit transaction PIN to send.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <PinCodeField control={form.control} name="pin" />
        {sendError ? (
          <p role="alert" className="-mt-2 text-sm font-semibold text-danger" data-testid="pin-error">
            {sendError}
          </p>
        ) : null}
        <div className="-mt-2 flex justify-end">
          <ForgotPinLink />
        </div>
        <SubmitButton isLoading={send.isPending}>Send</SubmitButton>
      </form>
    </TransferShell>
  );
}
