import { z } from 'zod';
import { envelope, pageOf } from './common.ts';

/**
 * One event as the customer sees it: on the event stream (GET /api/events, SSE `data:`) and in the
 * notifications inbox. `id` is the stream's event id (also the Last-Event-ID to resume from).
 */
export const notificationSchema = z.object({
  id: z.string(),
  /**
   * credit | debit: money arrived or left; status: a transaction changed status; security: sign-ins, limits,
   * freezes; team: a business's payment waits for the customer's approval, or theirs was decided; complaint:
   * a complaint was received, answered, resolved or reopened.
   */
  kind: z.enum(['credit', 'debit', 'status', 'security', 'team', 'complaint']),
  /** What happened, finer: credit, debit, successful, failed, reversed, or the security event's own name. */
  type: z.string(),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  /** The transaction it is about (credit, debit, status), else null. */
  transaction: z.string().nullable(),
  /** Where in the app to open it (a team event: the approval, acting for its business), else null. */
  link: z.string().nullable(),
  /** The complaint it is about (kind complaint), else null. */
  complaint: z.string().nullable(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});

/** The inbox: a Laravel-style paginator like every paginated list, plus the unread count. */
export const notificationsPageSchema = pageOf(notificationSchema).extend({ unread: z.number() });
export const notificationsReply = envelope(notificationsPageSchema);

/** Mark some notifications read (by id) or all of them. */
export const markReadBody = z.union([
  z.object({
    ids: z
      .array(z.string().regex(/^\d{1,18}$/, { error: 'Invalid notification id' }))
      .min(1)
      .max(100),
  }),
  z.object({ all: z.literal(true) }),
]);
export const markReadReply = envelope(z.object({ updated: z.number(), unread: z.number() }));

/** A single-use ticket (60 s) that lets a browser's EventSource open the stream: GET /api/events?ticket=… */
export const eventTicketReply = envelope(z.object({ ticket: z.string(), expires_at: z.string() }));

// The stream's end reasons and limit live in streams.ts (no zod there: the signed-in frame loads them at once).
export { MAX_STREAMS_PER_CUSTOMER, STREAM_END } from './streams.ts';

export const eventsQuery = z.object({
  ticket: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/)
    .optional(),
  /** For clients that cannot set the Last-Event-ID header on their first connection. */
  last_event_id: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});

/** Which channels carry money alerts (debits, credits, reversals). Security alerts always go by SMS. */
export const alertPreferencesSchema = z.object({ sms: z.boolean(), email: z.boolean() });
export const alertPreferencesBody = z.object({
  sms: z.boolean({ error: 'Choose whether to get SMS alerts' }),
  email: z.boolean({ error: 'Choose whether to get e-mail alerts' }),
});
export const alertPreferencesReply = envelope(alertPreferencesSchema);

export const notificationMessages = {
  preferencesSaved: 'Alert preferences saved',
  streamClosed: 'Your session has ended. Sign in again.',
};
