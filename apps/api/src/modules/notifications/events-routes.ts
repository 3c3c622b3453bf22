import { eventsQuery, eventTicketReply } from '@owo/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '#app-types';
import { ok } from '#lib/reply.ts';
import { requireSession } from '#plugins/authenticate.ts';
import { fileReply } from '#plugins/openapi.ts';
import { EventHub } from './event-hub.ts';
import { issueTicket, resumeFrom, type StreamRegistry, serveStream } from './events-service.ts';

/** POST /events/ticket (secured): a single-use, 60-second ticket for a browser's EventSource. */
export const eventTicketRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/events/ticket',
    {
      schema: {
        operationId: 'createEventTicket',
        summary: 'Get a single-use ticket for the event stream',
        tags: ['events'],
        response: { 200: eventTicketReply },
      },
    },
    async (req) => ok('Stream ticket', await issueTicket(deps, requireSession(req))),
  );
};

/**
 * GET /events: the customer's Server-Sent Events stream (credits, debits, status changes, security events).
 * Registered in its own group whose hook takes a bearer token or a stream ticket (see authenticateStream).
 */
export const eventStreamRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const hub = new EventHub(deps.db);
  const streams: StreamRegistry = new Set();
  // preClose: the server's close waits for open connections, so the streams end first.
  app.addHook('preClose', async () => {
    for (const close of [...streams]) close();
    await hub.close();
  });
  app.get(
    '/events',
    {
      schema: {
        operationId: 'streamEvents',
        summary: 'Stream live events (server-sent events)',
        tags: ['events'],
        querystring: eventsQuery,
        produces: ['text/event-stream'],
        response: { 200: fileReply('text/event-stream', 'The stream of events, until sign-out or close.') },
        description:
          'text/event-stream. Each event: `id` (resume with Last-Event-ID), `event` (credit, debit, status, security, team), `data` (a notification as JSON). Comment lines every 15 s keep it open; `event: end` precedes a close: `{"reason":"signed_out"}` on sign-out, `{"reason":"replaced"}` when the customer opened a sixth stream (at most 5 are open per customer; the oldest is closed).',
      },
    },
    async (req, reply) => {
      const auth = requireSession(req);
      const from = resumeFrom(req, req.query.last_event_id);
      await serveStream(deps, hub, streams, req, reply, auth, from);
    },
  );
};
