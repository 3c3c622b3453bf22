import { emptyReply } from '@owo/contract/auth';
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
import { ok } from '#lib/reply.ts';
import { restrictionOf } from '#money';
import { requireAuth, requireSession } from '#plugins/authenticate.ts';
import { failures } from '#plugins/openapi.ts';
import { userViewById } from '#records/user-view.ts';
import { changePin, forgotPin, resetPin, setupPin } from './pin-service.ts';
import { changePassword, logOut } from './profile-service.ts';

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
      await logOut(deps, userId, sessionId);
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
        response: { 200: emptyReply, ...failures(422, 423) },
      },
    },
    async (req) => {
      const { userId, sessionId } = requireSession(req);
      await changePassword(deps, userId, sessionId, req.body.current_password, req.body.password);
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
