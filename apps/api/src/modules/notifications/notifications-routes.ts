import {
  alertPreferencesBody,
  alertPreferencesReply,
  markReadBody,
  markReadReply,
  notificationMessages,
  notificationsQuery,
  notificationsReply,
} from '@owo/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { ok } from '#lib/reply.ts';
import { requireAuth } from '#plugins/authenticate.ts';
import { listNotifications, markNotificationsRead } from './notifications-service.ts';
import { getAlertPreferences, setAlertPreferences } from './preferences-service.ts';

/** The notifications inbox and the alert preferences (secured). */
export const notificationsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['notifications'];
  app.get(
    '/notifications',
    {
      schema: {
        operationId: 'listNotifications',
        summary: 'Read the inbox',
        tags,
        querystring: notificationsQuery,
        response: { 200: notificationsReply },
      },
    },
    async (req) =>
      ok('Notifications', await listNotifications(deps, requireAuth(req).userId, req.query.page)),
  );
  app.post(
    '/notifications/read',
    {
      schema: {
        operationId: 'markNotificationsRead',
        summary: 'Mark notifications read',
        tags,
        body: markReadBody,
        response: { 200: markReadReply },
      },
    },
    async (req) =>
      ok(
        'Notifications marked read',
        await markNotificationsRead(deps, requireAuth(req).userId, 'ids' in req.body ? req.body.ids : 'all'),
      ),
  );
  app.get(
    '/notifications/preferences',
    {
      schema: {
        operationId: 'getAlertPreferences',
        summary: 'Read alert preferences',
        tags,
        response: { 200: alertPreferencesReply },
      },
    },
    async (req) => ok('Alert preferences', await getAlertPreferences(deps, requireAuth(req).userId)),
  );
  app.put(
    '/notifications/preferences',
    {
      schema: {
        operationId: 'setAlertPreferences',
        summary: 'Set alert preferences',
        tags,
        body: alertPreferencesBody,
        response: { 200: alertPreferencesReply },
      },
    },
    async (req) =>
      ok(
        notificationMessages.preferencesSaved,
        await setAlertPreferences(deps, requireAuth(req).userId, req.body),
      ),
  );
};
