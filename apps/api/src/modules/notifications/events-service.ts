import { errors } from '@owo/contract/messages';
import { STREAM_END } from '@owo/contract/notifications';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps, SessionAuth } from '#app-types';
import { randomToken, sha256 } from '#lib/crypto.ts';
import { AppError, invalid } from '#lib/errors.ts';
import { authenticate } from '#plugins/authenticate.ts';
import type { EventHub } from './event-hub.ts';
import {
  consumeTicket,
  insertTicket,
  lastEventId,
  listEventsAfter,
  sessionIsLive,
} from './events-repository.ts';
import { notificationView } from './notifications-service.ts';

const TICKET_TTL_MS = 60_000;
const TICKET = /^[A-Za-z0-9_-]{20,100}$/;
const EVENT_ID = /^\d{1,18}$/;
export const HEARTBEAT_MS = 15_000;
const PAGE = 100;

/** A single-use ticket for a browser's EventSource, bound to the caller's session; only its hash is stored. */
export async function issueTicket(deps: Deps, auth: SessionAuth) {
  const ticket = randomToken();
  const expiresAt = new Date(Date.now() + TICKET_TTL_MS);
  await insertTicket(deps.db, sha256(ticket), auth.sessionId, expiresAt);
  return { ticket, expires_at: expiresAt.toISOString() };
}

/**
 * onRequest hook of the stream: a bearer token in Authorization (fetch-based clients; the usual check), or
 * without one a `ticket` query parameter, used up on the spot (EventSource cannot send headers). A ticket is
 * worth one stream of its session, for 60 s, and the log never shows it (redactQuery covers `ticket`).
 */
export function authenticateStream(deps: Deps) {
  // A stream lives for hours: its token is checked in the database, not in this process's copy of the
  // sessions, which on another API process may trail a sign-out by a few milliseconds (decision 034).
  const bearer = authenticate(deps, { fresh: true });
  return async (request: FastifyRequest) => {
    const ticket = (request.query as Record<string, unknown> | undefined)?.ticket;
    if (request.headers.authorization !== undefined || typeof ticket !== 'string') return bearer(request);
    if (!TICKET.test(ticket)) throw new AppError('unauthenticated', errors.unauthenticated);
    const session = await consumeTicket(deps.db, sha256(ticket));
    if (!session) throw new AppError('unauthenticated', errors.unauthenticated);
    request.auth = { ...request.auth, userId: session.user_id, sessionId: session.session_id } as SessionAuth;
  };
}

/** Where a stream resumes: the Last-Event-ID header (EventSource's reconnect) or the query's last_event_id. */
export function resumeFrom(request: FastifyRequest, queryValue: string | undefined): bigint | null {
  const header = request.headers['last-event-id'];
  const value = typeof header === 'string' && header.trim() !== '' ? header.trim() : queryValue;
  if (value === undefined) return null;
  if (!EVENT_ID.test(value)) throw invalid('last_event_id', 'Last-Event-ID must be an event id');
  return BigInt(value);
}

const endEvent = (reason: (typeof STREAM_END)[keyof typeof STREAM_END]) =>
  `event: end\ndata: ${JSON.stringify({ reason })}\n\n`;

/** The open streams of this process, so closing the app ends them. */
export type StreamRegistry = Set<() => void>;

/**
 * Serves one customer's event stream on a hijacked reply until the client leaves, the session is revoked or
 * expires, or the app closes. Each wake-up (a notification for this customer, or the heartbeat) re-checks the
 * session, then sends the customer's events after the last id sent, in id order.
 */
export async function serveStream(
  deps: Deps,
  hub: EventHub,
  registry: StreamRegistry,
  request: FastifyRequest,
  reply: FastifyReply,
  auth: SessionAuth,
  from: bigint | null,
) {
  reply.hijack();
  const raw = reply.raw;

  let closed = false;
  let ready = false;
  let pumping = false;
  let again = false;
  let last = 0n;
  let off: (() => void) | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  const close = () => {
    if (closed) return;
    closed = true;
    registry.delete(close);
    if (heartbeat) clearInterval(heartbeat);
    off?.();
    raw.end();
  };
  registry.add(close);
  request.raw.on('close', close);
  raw.on('error', close);

  const pump = async () => {
    if (closed) return;
    if (pumping || !ready) {
      again = true;
      return;
    }
    pumping = true;
    try {
      do {
        again = false;
        if (!(await sessionIsLive(deps.db, auth.sessionId))) {
          if (!closed) raw.write(endEvent(STREAM_END.signedOut));
          close();
          return;
        }
        for (;;) {
          const rows = await listEventsAfter(deps.db, auth.userId, last, PAGE);
          if (closed) return;
          for (const e of rows) {
            raw.write(`id: ${e.id}\nevent: ${e.kind}\ndata: ${JSON.stringify(notificationView(e))}\n\n`);
            last = e.id;
          }
          if (rows.length < PAGE) break;
        }
      } while (again && !closed);
    } catch (err) {
      request.log.warn({ err }, 'event stream read failed; closing it (the client reconnects and resumes)');
      close();
    } finally {
      pumping = false;
    }
  };

  try {
    // Subscribe before reading where to start, so nothing committed in between goes unnoticed.
    off = await hub.subscribe(
      auth.userId,
      () => void pump(),
      () => {
        // The customer opened one stream too many (event-hub.ts): this oldest one ends, told why.
        if (!closed && raw.headersSent) raw.write(endEvent(STREAM_END.replaced));
        close();
      },
    );
    last = from ?? (await lastEventId(deps.db, auth.userId));
  } catch (err) {
    request.log.warn({ err }, 'event stream could not start');
    off?.();
    registry.delete(close);
    closed = true;
    if (!raw.headersSent) {
      raw.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      raw.end(
        JSON.stringify({
          status: false,
          message: 'Live updates are unavailable right now. Try again shortly.',
        }),
      );
    } else raw.end();
    return;
  }
  if (closed) {
    off();
    return;
  }
  // Headers only now: once a client sees the stream open, every event committed afterwards reaches it.
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.write('retry: 3000\n\n');
  heartbeat = setInterval(() => {
    if (!closed) raw.write(': heartbeat\n\n');
    void pump();
  }, HEARTBEAT_MS);
  ready = true;
  await pump();
}
