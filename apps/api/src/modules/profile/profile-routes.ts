import { emptyReply } from '@owo/contract/auth';
import { errors } from '@owo/contract/messages';
import {
  pinForgotBody,
  pinForgotReply,
  pinResetBody,
  pinResetMessages,
  pinSetupBody,
  pinUpdateBody,
  profileReadReply,
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
import { restrictionOf } from '#money';
import { requireAuth, requireSession } from '#plugins/authenticate.ts';
import { failures } from '#plugins/openapi.ts';
import { sessionsEnding } from '#plugins/session-cache.ts';
import { changePin, forgotPin, resetPin, setupPin } from './pin-service.ts';

/** The signed-in customer: profile, password, transaction PIN, logout. */
export const profileRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['profile'];
  app.get(
    '/profile',
    {
      schema: {
        operationId: 'getProfile',
        summary: 'Read the signed-in customer',
        tags,
        response: { 200: profileReadReply },
      },
    },
    async (req) => {
      const { userId } = requireAuth(req);
      const [user, restriction] = await Promise.all([
        userViewById(deps.db, userId),
        restrictionOf(deps.db, userId),
      ]);
      return ok('Profile', { user, restriction });
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        operationId: 'logout',
        summary: 'Log out: end this session',
        tags: ['auth'],
        response: { 200: emptyReply },
      },
    },
    async (req) => {
      const { userId, sessionId } = requireSession(req);
      // Revoking twice leaves what revoking once does: safe to run again after a lost COMMIT (decision 019).
      const ended = await deps.db.tx(
        async (q) => {
          await revokeSession(q, sessionId);
          return sessionsEnding(deps.db, q, userId);
        },
        { repeatable: true },
      );
      await ended();
      return ok('Logged out', null);
    },
  );

  app.post(
    '/profile/update/password',
    {
      schema: {
        operationId: 'changePassword',
        summary: 'Change the password',
        tags,
        body: updatePasswordBody,
        response: { 200: emptyReply, ...failures(422) },
      },
    },
    async (req) => {
      const { userId, sessionId } = requireSession(req);
      const user = (await findUserById(deps.db, userId))!;
      if (!(await verifyPassword(user.password_hash, req.body.current_password))) {
        throw new AppError('unprocessable', errors.currentPasswordWrong, {
          current_password: errors.currentPasswordWrong,
        });
      }
      const passwordHash = await hashPassword(req.body.password);
      const ended = await deps.db.tx(async (q) => {
        await updateUser(q, userId, { password_hash: passwordHash });
        // A changed password signs out every other device.
        await revokeOtherSessions(q, userId, sessionId);
        return sessionsEnding(deps.db, q, userId);
      });
      await ended();
      return ok('Password updated', null);
    },
  );

  app.post(
    '/profile/pin/setup',
    {
      schema: {
        operationId: 'setUpPin',
        summary: 'Set the transaction PIN',
        tags,
        body: pinSetupBody,
        response: { 200: profileReply, ...failures(409) },
      },
    },
    async (req) => {
      const { userId } = requireAuth(req);
      await setupPin(deps, userId, req.body.pin);
      return ok('Transaction PIN set', { user: await userViewById(deps.db, userId) });
    },
  );

  app.post(
    '/profile/pin/update',
    {
      schema: {
        operationId: 'changePin',
        summary: 'Change the transaction PIN',
        tags,
        body: pinUpdateBody,
        response: { 200: emptyReply, ...failures(422, 423) },
      },
    },
    async (req) => {
      const { userId } = requireAuth(req);
      await changePin(deps, userId, req.body.current_pin, req.body.pin);
      return ok('Transaction PIN updated', null);
    },
  );

  app.post(
    '/profile/pin/forgot',
    {
      schema: {
        operationId: 'forgotPin',
        summary: 'Forgot PIN: text a reset code',
        tags,
        body: pinForgotBody,
        response: { 200: pinForgotReply, ...failures(422, 429) },
      },
    },
    async (req) => {
      const { userId, sessionId } = requireSession(req);
      return ok(pinResetMessages.codeSent, await forgotPin(deps, userId, sessionId, req.body.password));
    },
  );

  app.post(
    '/profile/pin/reset',
    {
      schema: {
        operationId: 'resetPin',
        summary: 'Reset the PIN with the texted code',
        tags,
        body: pinResetBody,
        response: { 200: emptyReply, ...failures(422, 423) },
      },
    },
    async (req) => {
      const { userId, sessionId } = requireSession(req);
      await resetPin(deps, userId, sessionId, req.body);
      return ok(pinResetMessages.reset, null);
    },
  );
};
