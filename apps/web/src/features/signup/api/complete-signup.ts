import type { signupCompleteBody } from '@owo/contract/auth';
import type { sessionDataSchema } from '@owo/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '#lib/api/api-client';
import { storeUser } from '#lib/session/get-profile';
import { saveToken } from '#lib/session/token-store';

export type SignupCompleteBody = z.output<typeof signupCompleteBody>;

/** POST /auth/signup/{uuid}/complete: creates the account and signs the customer in. */
export function completeSignup(body: SignupCompleteBody) {
  return apiPost<z.infer<typeof sessionDataSchema>>(
    `/auth/signup/${encodeURIComponent(body.uuid ?? '')}/complete`,
    body,
  );
}

export function useCompleteSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSignup,
    onSuccess: (reply) => {
      storeUser(queryClient, reply.user);
      // Signup never "remembers": the token lasts for this browser session.
      saveToken(reply.token.access_token, false);
    },
  });
}
