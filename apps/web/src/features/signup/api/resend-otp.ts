import type { signupResendReply } from '@owo/contract/auth';
import type { ReplyData } from '@owo/contract/common';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#lib/api/api-client';

/** POST /auth/signup/resend: a new code to the same phone. */
export function resendOtp(phone: string) {
  return apiPost<ReplyData<typeof signupResendReply>>('/auth/signup/resend', {
    country_code: 'NG',
    phone,
    resend: 1,
  });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
