import type { emptyReply } from '@owo/contract/auth';
import type { ReplyData } from '@owo/contract/common';
import type { pinForgotBody, pinForgotReply, pinResetBody } from '@owo/contract/profile';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '#lib/api/api-client';

export type ForgotPinBody = z.output<typeof pinForgotBody>;
export type ResetPinBody = z.output<typeof pinResetBody>;

/** POST /profile/pin/forgot: the account password; the server texts a code to the phone. */
export function useForgotPin() {
  return useMutation({
    mutationFn: (body: ForgotPinBody) =>
      apiPost<ReplyData<typeof pinForgotReply>>('/profile/pin/forgot', body),
  });
}

/** POST /profile/pin/reset: the password again, the texted code and the new PIN twice. */
export function useResetPin() {
  return useMutation({
    mutationFn: (body: ResetPinBody) =>
      apiPost<ReplyData<typeof emptyReply>>('/profile/pin/reset', {
        ...body,
        pin_confirmation: String(body.pin_confirmation),
      }),
  });
}
