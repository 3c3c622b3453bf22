import type { signupVerifyReply } from '@owo/contract/auth';
import type { ReplyData } from '@owo/contract/common';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#lib/api/api-client';

/** POST /auth/signup/verify: the 4-digit code from the SMS. */
export function verifySignup(input: { phone: string; otp: string }) {
  return apiPost<ReplyData<typeof signupVerifyReply>>('/auth/signup/verify', {
    country_code: 'NG',
    ...input,
  });
}

export function useVerifySignup() {
  return useMutation({ mutationFn: verifySignup });
}
