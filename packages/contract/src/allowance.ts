import { z } from 'zod';
import { envelope } from './common.ts';
import { RESTRICTION_TYPES } from './messages.ts';

// GET /api/transfer/limits: what the customer may still send now, and why (issue 27 item 1, issue 24 item 8).
// One answer from the money core's SQL (money_allowance) for the amount screens and the limits page.

export const SENDING_BINDINGS = [
  'restricted',
  'frozen',
  'per_transfer',
  'daily',
  'own',
  'new_device',
] as const;

export const sendingLimits = z.object({
  /** The most one transfer may be now (naira, before its fee and the balance): 0 while restricted or frozen. */
  can_send: z.number(),
  /** The limit that sets can_send. */
  binding: z.enum(SENDING_BINDINGS),
  /** The account level's most per transfer. */
  per_transfer: z.number(),
  /** The account level's daily limit, what today's sends sent (amounts; fees count toward `own` only) and what it leaves. */
  daily: z.object({ limit: z.number(), spent: z.number(), left: z.number() }),
  /** The customer's own lower daily limit in force (null: none), with a raise waiting for its time. */
  own: z
    .object({
      limit: z.number().nullable(),
      left: z.number().nullable(),
      next: z.object({ limit: z.number().nullable(), applies_at: z.string() }).nullable(),
    })
    .nullable(),
  /** The new-device / new-account cap while its window is open (the amounts sent, not fees), and when it lifts. */
  new_device: z.object({ limit: z.number(), left: z.number(), until: z.string() }).nullable(),
  /** A staff restriction in force, with what it means for the customer. */
  restriction: z.object({ type: z.enum(RESTRICTION_TYPES), message: z.string() }).nullable(),
  /** The customer froze their own outgoing money (Profile → Security). */
  frozen: z.boolean(),
});
export type SendingLimits = z.infer<typeof sendingLimits>;

export const sendingLimitsReply = envelope(sendingLimits);
