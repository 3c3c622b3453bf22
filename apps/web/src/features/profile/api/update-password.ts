import type { emptyReply } from '@owo/contract/auth';
import type { ReplyData } from '@owo/contract/common';
import type { updatePasswordBody } from '@owo/contract/profile';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '#lib/api/api-client';

export type UpdatePasswordBody = z.output<typeof updatePasswordBody>;

/** POST /profile/update/password: other devices are signed out; this one stays. */
export function updatePassword(body: UpdatePasswordBody) {
  return apiPost<ReplyData<typeof emptyReply>>('/profile/update/password', body);
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
