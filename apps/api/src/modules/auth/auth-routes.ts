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
import { deviceOf } from '#modules/devices/device-id.ts';
import { completeSignup, login } from './auth-service.ts';
import { initializeSignup, resendOtp, verifyOtp } from './signup-service.ts';

/** Public auth calls: signup in four steps, and login. */
export const authRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['auth'];
  app.post(
    '/auth/signup/initialize',
    {
      schema: { tags, body: signupInitializeBody, response: { 200: signupInitializeReply } },
      preHandler: perIpLimit(deps, 'signup'),
    },
    async (req) => {
      const data = await initializeSignup(deps, req.body.phone);
      return ok(data.step === 'verify' ? `otp sent to ${req.body.phone}` : 'Phone number verified', data);
    },
  );

  app.post(
    '/auth/signup/verify',
    {
      schema: { tags, body: signupVerifyBody, response: { 200: signupVerifyReply } },
      preHandler: perIpLimit(deps, 'signup'),
    },
    async (req) => ok('Phone number verified', await verifyOtp(deps, req.body.phone, req.body.otp)),
  );

  app.post(
    '/auth/signup/resend',
    {
      schema: { tags, body: signupResendBody, response: { 200: signupResendReply } },
      preHandler: perIpLimit(deps, 'signup'),
    },
    async (req) => ok('otp resent', await resendOtp(deps, req.body.phone)),
  );

  app.post(
    '/auth/signup/:uuid/complete',
    {
      schema: {
        tags,
        params: signupCompleteParams,
        body: signupCompleteBody,
        response: { 200: sessionReply },
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
      schema: { tags, body: loginBody, response: { 200: loginReply } },
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
