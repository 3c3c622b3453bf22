import type { signupInitializeReply } from '@owo/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '#lib/api/api-client';

type InitializeData = z.infer<typeof signupInitializeReply>['data'];

/** POST /auth/signup/initialize: sends the code, or answers "complete" for a phone this device verified (decision 040). */
export function initializeSignup(phone: string) {
  return apiPost<InitializeData>('/auth/signup/initialize', { country_code: 'NG', phone });
}

export function useInitializeSignup() {
  return useMutation({ mutationFn: initializeSignup });
}
