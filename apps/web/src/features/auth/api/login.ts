import { loginBody } from '@owo/contract/auth';
import type { ReplyData } from '@owo/contract/common';
import type { LoginStep, loginReply } from '@owo/contract/devices';
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

/**
 * A session, or the step asking for the texted code: `verify_device` from a device the account has not seen,
 * `verify_login` after five wrong passwords in a row.
 */
export type LoginReply = ReplyData<typeof loginReply>;

export function login(body: LoginBody) {
  return apiPost<LoginReply>('/auth/login', body);
}

export const needsCode = (reply: LoginReply): reply is LoginStep => 'step' in reply;

/** POST /auth/login: keeps the token and the user (a first try that needs a code only gets one texted). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (reply, body) => {
      if (needsCode(reply)) return;
      storeUser(queryClient, reply.user);
      saveToken(reply.token.access_token, body.remember_me);
    },
  });
}
