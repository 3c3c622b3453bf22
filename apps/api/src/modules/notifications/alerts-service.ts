import type { Deps } from '#app-types';
import { claimPendingAlerts, markAlerted, type PendingAlert, recordDelivery } from './alerts-repository.ts';
import { purgeTickets } from './events-repository.ts';
import { counterpartyOf, describeEvent, formatMinor } from './notifications-service.ts';

const BATCH = 100;

/** Which channels an event's alert goes out on: money alerts by preference, security alerts always by SMS. */
export function alertChannels(a: PendingAlert): Array<'sms' | 'email'> {
  if (a.kind === 'security') return a.email_on ? ['sms', 'email'] : ['sms'];
  const money =
    a.kind === 'credit' ||
    a.kind === 'debit' ||
    (a.kind === 'status' && (a.payload.status === 'reversed' || a.payload.status === 'failed'));
  if (!money) return [];
  return [...(a.sms ? (['sms'] as const) : []), ...(a.email_on ? (['email'] as const) : [])];
}

/** The alert's text: amount, balance after and reference for money; the event's own words for security. */
export function alertText(brand: string, a: PendingAlert): { subject: string; text: string } {
  const p = a.payload;
  const d = describeEvent(a.kind, p);
  if (a.kind === 'security') {
    return {
      subject: `${brand} security alert: ${d.title}`,
      text: `${brand} security alert: ${d.title}. ${d.body}`.trim(),
    };
  }
  const amount = formatMinor(p.amount_minor, p.currency);
  const balance =
    p.balance_after_minor == null ? '' : ` Bal ${formatMinor(p.balance_after_minor, p.currency)}.`;
  const who = counterpartyOf(p);
  const label =
    a.kind === 'credit'
      ? `Credit ${amount}${who ? ` from ${who}` : ''}`
      : a.kind === 'debit'
        ? `Debit ${amount}${who ? ` to ${who}` : ''}`
        : p.status === 'reversed'
          ? `Reversal ${amount} returned${who ? ` (transfer to ${who})` : ''}`
          : `Failed ${amount}${who ? ` to ${who}` : ''}`;
  return {
    subject: `${brand} alert: ${d.title}`,
    text: `${brand}: ${label}.${balance} Ref ${String(p.reference ?? '')}.`,
  };
}

/**
 * The alerts task of the outbox worker: sends each new event's alerts and marks it done, in one transaction
 * per batch. alert_deliveries' primary key (event, channel) means an alert is sent at most once per channel,
 * and the sandbox rails write in the same transaction, so once and only once.
 */
export async function runAlerts(deps: Deps): Promise<number> {
  const sent = await deps.db.tx(async (q) => {
    const pending = await claimPendingAlerts(q, BATCH);
    for (const a of pending) {
      const { subject, text } = alertText(deps.config.brandName, a);
      for (const channel of alertChannels(a)) {
        if (!(await recordDelivery(q, a.id, channel))) continue;
        if (channel === 'sms') await deps.rails.sms.send(q, a.phone, text);
        else if (a.email) await deps.rails.email.send(q, a.email, subject, text);
      }
    }
    if (pending.length > 0)
      await markAlerted(
        q,
        pending.map((a) => a.id),
      );
    return pending.length;
  });
  if (sent === 0) await purgeTickets(deps.db);
  return sent;
}
