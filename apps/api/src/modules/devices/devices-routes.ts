import { emptyReply } from '@owo/contract/auth';
import { deviceParams, devicesReply } from '@owo/contract/devices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { ok } from '#lib/reply.ts';
import { requireAuth } from '#plugins/authenticate.ts';
import { devicesOf, signOutDeviceByUuid } from './devices-service.ts';

/** Profile → Devices: the customer's devices, and signing one out. */
export const devicesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['devices'];
  app.get(
    '/devices',
    {
      schema: {
        operationId: 'listDevices',
        summary: 'List signed-in devices',
        tags,
        response: { 200: devicesReply },
      },
    },
    async (req) => {
      const { userId, deviceHash } = requireAuth(req);
      return ok('Devices', await devicesOf(deps, userId, deviceHash ?? null));
    },
  );

  app.delete(
    '/devices/:uuid',
    {
      schema: {
        operationId: 'signOutDevice',
        summary: 'Sign a device out',
        tags,
        params: deviceParams,
        response: { 200: emptyReply },
      },
    },
    async (req) => {
      await signOutDeviceByUuid(deps, requireAuth(req).userId, req.params.uuid);
      return ok('Device signed out', null);
    },
  );
};
