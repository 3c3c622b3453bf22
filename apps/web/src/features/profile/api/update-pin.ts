import type { emptyReply } from '@owo/contract/auth';
import type { ReplyData } from '@owo/contract/common';
import type { pinUpdateBody } from '@owo/contract/profile';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '#lib/api/api-client';

export type UpdatePinBody = z.output<typeof pinUpdateBody>;

/** POST /profile/pin/update: the current PIN, then the new one twice. */
export function updatePin(body: UpdatePinBody) {
  return apiPost<ReplyData<typeof emptyReply>>('/profile/pin/update', {
    ...body,
    confirm_pin: String(body.confirm_pin),
  });
}

export function useUpdatePin() {
  return useMutation({ mutationFn: updatePin });
}
