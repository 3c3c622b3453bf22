import type { ReplyData } from '@owo/contract/common';
import type { profileReply } from '@owo/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#lib/api/api-client';
import { storeUser } from './get-profile';

// POST /profile/pin/setup: shared by the signup's last step and the profile screen (a customer who
// left signup before the PIN step sets it there).
export type PinSetupInput = { pin: string; confirm_pin: string };

export function setupPin(input: PinSetupInput) {
  return apiPost<ReplyData<typeof profileReply>>('/profile/pin/setup', input);
}

export function useSetupPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setupPin,
    onSuccess: (reply) => storeUser(queryClient, reply.user),
  });
}
