import {
  loginBody,
  sessionReply,
  signupCompleteBody,
  signupCompleteParams,
  signupInitializeBody,
  signupInitializeReply,
  signupResendBody,
  signupResendReply,
  signupVerifyBody,
  signupVerifyReply,
} from '@owo/contract/auth';
import { deviceMessages, loginReply } from '@owo/contract/devices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { Deps } from '#app-types';
import { clientType, ok, perIpLimit } from '#lib/reply.ts';
import { deviceHashOf, deviceOf } from '#modules/devices/device-id.ts';
import { failures } from '#plugins/openapi.ts';
import { completeSignup, login } from './auth-service.ts';
import { initializeSignup, resendOtp, verifyOtp } from './signup-service.ts';

/** Public auth calls: signup in four steps, and login. */
export const authRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['auth'];
  app.post(
    '/auth/signup/initialize',
    {
      schema: {
        operationId: 'startSignup',
        summary: 'Start signing up: text a code to the phone',
        tags,
        body: signupInitializeBody,
        response: { 200: signupInitializeReply, ...failures(409) },
      },
      preHandler: perIpLimit(deps, 'signup'),
    },
    async (req) => {
      const data = await initializeSignup(deps, req.body.phone, deviceHashOf(req, 'invalid'));
      return ok(data.step === 'verify' ? `otp sent to ${req.body.phone}` : 'Phone number verified', data);
    },
  );

  app.post(
    '/auth/signup/verify',
    {
      schema: {
        operationId: 'verifySignupPhone',
        summary: 'Verify the phone with the texted code',
        tags,
        body: signupVerifyBody,
        response: { 200: signupVerifyReply, ...failures(404, 422, 423) },
      },
      preHandler: perIpLimit(deps, 'signup'),
    },
    async (req) =>
      ok(
        'Phone number verified',
        await verifyOtp(deps, req.body.phone, req.body.otp, deviceHashOf(req, 'invalid')),
      ),
  );

  app.post(
    '/auth/signup/resend',
    {
      schema: {
        operationId: 'resendSignupCode',
        summary: 'Text the signup code again',
        tags,
        body: signupResendBody,
        response: { 200: signupResendReply, ...failures(409) },
      },
      preHandler: perIpLimit(deps, 'signup'),
    },
    async (req) => ok('otp resent', await resendOtp(deps, req.body.phone)),
  );

  app.post(
    '/auth/signup/:uuid/complete',
    {
      schema: {
        operationId: 'completeSignup',
        summary: 'Finish signing up and get a session',
        tags,
        params: signupCompleteParams,
        body: signupCompleteBody,
        response: { 200: sessionReply, ...failures(409, 422) },
      },
      preHandler: perIpLimit(deps, 'signup'),
    },
    async (req) =>
      ok(
        'Registration completed',
        await completeSignup(deps, req.params.uuid, req.body, clientType(req), deviceOf(req)),
      ),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        operationId: 'login',
        summary: 'Log in with phone or e-mail and password',
        tags,
        body: loginBody,
        response: { 200: loginReply, ...failures(422, 423) },
      },
      preHandler: perIpLimit(deps, 'login'),
    },
    async (req) => {
      const parsed = req.body.phone ? parsePhoneNumberFromString(req.body.phone, 'NG') : undefined;
      const phone = parsed?.isValid() ? parsed.number : null;
      const device = deviceOf(req);
      const result = await login(deps, req.body, phone, clientType(req), device);
      if (!('step' in result)) return ok('Login successful', result);
      return ok(
        result.step === 'verify_device' ? deviceMessages.verifyDevice : deviceMessages.verifyLogin,
        result,
      );
    },
  );
};
