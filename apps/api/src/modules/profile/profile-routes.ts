import { emptyReply } from '@owo/contract/auth';
import { errors } from '@owo/contract/messages';
import {
  pinForgotBody,
  pinForgotReply,
  pinResetBody,
  pinResetMessages,
  pinSetupBody,
  pinUpdateBody,
  profileReply,
  updatePasswordBody,
} from '@owo/contract/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { AppError } from '#lib/errors.ts';
import { hashPassword, verifyPassword } from '#lib/passwords.ts';
import { ok } from '#lib/reply.ts';
import { revokeOtherSessions, revokeSession } from '#modules/auth/sessions-repository.ts';
import { userViewById } from '#modules/users/user-view.ts';
import { findUserById, updateUser } from '#modules/users/users-repository.ts';
import { requireAuth, requireSession } from '#plugins/authenticate.ts';
import { changePin, forgotPin, resetPin, setupPin } from './pin-service.ts';

/** The signed-in customer: profile, password, transaction PIN, logout. */
export const profileRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['profile'];
  app.get('/profile', { schema: { tags, response: { 200: profileReply } } }, async (req) => {
    const { userId } = requireAuth(req);
    return ok('Profile', { user: await userViewById(deps.db, userId) });
  });

  app.post('/auth/logout', { schema: { tags: ['auth'], response: { 200: emptyReply } } }, async (req) => {
    await revokeSession(deps.db, requireSession(req).sessionId);
    return ok('Logged out', null);
  });

  app.post(
    '/profile/update/password',
    { schema: { tags, body: updatePasswordBody, response: { 200: emptyReply } } },
    async (req) => {
      const { userId, sessionId } = requireSession(req);
      const user = (await findUserById(deps.db, userId))!;
      if (!(await verifyPassword(user.password_hash, req.body.current_password))) {
        throw new AppError('unprocessable', errors.currentPasswordWrong, {
          current_password: errors.currentPasswordWrong,
        });
      }
      const passwordHash = await hashPassword(req.body.password);
      await deps.db.tx(async (q) => {
        await updateUser(q, userId, { password_hash: passwordHash });
        // A changed password signs out every other device.
        await revokeOtherSessions(q, userId, sessionId);
      });
      return ok('Password updated', null);
    },
  );

  app.post(
    '/profile/pin/setup',
    { schema: { tags, body: pinSetupBody, response: { 200: profileReply } } },
    async (req) => {
      const { userId } = requireAuth(req);
      await setupPin(deps, userId, req.body.pin);
      return ok('Transaction PIN set', { user: await userViewById(deps.db, userId) });
    },
  );

  app.post(
    '/profile/pin/update',
    { schema: { tags, body: pinUpdateBody, response: { 200: emptyReply } } },
    async (req) => {
      const { userId } = requireAuth(req);
      await changePin(deps, userId, req.body.current_pin, req.body.pin);
      return ok('Transaction PIN updated', null);
    },
  );

  app.post(
    '/profile/pin/forgot',
    { schema: { tags, body: pinForgotBody, response: { 200: pinForgotReply } } },
    async (req) =>
      ok(pinResetMessages.codeSent, await forgotPin(deps, requireAuth(req).userId, req.body.password)),
  );

  app.post(
    '/profile/pin/reset',
    { schema: { tags, body: pinResetBody, response: { 200: emptyReply } } },
    async (req) => {
      const { password, otp, pin } = req.body;
      await resetPin(deps, requireAuth(req).userId, password, otp, pin);
      return ok(pinResetMessages.reset, null);
    },
  );
};
