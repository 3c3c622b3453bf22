import type { Queryable } from '#db/db.ts';
import { insertEvent } from './events-repository.ts';

/** What a security event says: kind names it (new_device, signed_out_elsewhere, limit_changed, frozen, …). */
export interface SecurityEvent {
  kind: string;
  /** Short headline for the inbox, e.g. "New sign-in on Chrome on Android". */
  title: string;
  /** One or two sentences; also the text of the SMS alert. */
  body: string;
}

/**
 * Records a security event for a customer, in the caller's transaction: it appears on their event streams,
 * in their notifications inbox, and the alerts task sends it by SMS (always; it cannot be turned off) and by
 * e-mail. Call it inside the same transaction as the change it reports, so both commit or neither does.
 */
export async function recordSecurityEvent(
  q: Queryable,
  userId: bigint,
  event: SecurityEvent,
): Promise<bigint> {
  return insertEvent(q, userId, 'security', {
    type: event.kind.slice(0, 64),
    title: event.title.slice(0, 200),
    body: event.body.slice(0, 1000),
  });
}
