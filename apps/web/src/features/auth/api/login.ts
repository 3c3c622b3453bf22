import { loginBody } from '@owo/contract/auth';
import type { ReplyData } from '@owo/contract/common';
import type { loginReply } from '@owo/contract/devices';
import type { sessionDataSchema } from '@owo/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '#lib/api/api-client';
import { storeUser } from '#lib/session/get-profile';
import { saveToken } from '#lib/session/token-store';

export type SessionData = z.infer<typeof sessionDataSchema>;

/**
 * The login form has one field for a phone number or an e-mail address. It is named `phone` so the
 * contract's "either one" message lands under it; an entry with an @ is sent as the e-mail.
 */
export const loginFormSchema = z
  .object({ phone: z.string(), password: z.string(), remember_me: z.boolean() })
  .transform(
    ({ phone, ...rest }): z.input<typeof loginBody> =>
      phone.includes('@') ? { ...rest, email: phone } : { ...rest, phone },
  )
  .pipe(loginBody);
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginBody = z.output<typeof loginFormSchema>;

/** A session, or `{ step: 'verify_device' }` from a device the account has not seen (a code was texted). */
export type LoginReply = ReplyData<typeof loginReply>;

export function login(body: LoginBody) {
  return apiPost<LoginReply>('/auth/login', body);
}

export const needsDeviceCode = (reply: LoginReply): reply is { step: 'verify_device' } => 'step' in reply;

/** POST /auth/login: keeps the token and the user (a new device's first try only gets a code texted). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (reply, body) => {
      if (needsDeviceCode(reply)) return;
      storeUser(queryClient, reply.user);
      saveToken(reply.token.access_token, body.remember_me);
    },
  });
}
