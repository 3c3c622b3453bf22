import type { Deps } from '#app-types';
import type { EmailMessage } from '#rails/email.ts';
import type { TextMessage } from '#rails/sms.ts';
import { claimPendingAlerts, markAlerted, type PendingAlert, recordDeliveries } from './alerts-repository.ts';
import { purgeTickets } from './events-repository.ts';
import { balanceAfter, describeEvent } from './notifications-service.ts';

const BATCH = 100;

/**
 * Which channels an event's alert goes out on: money alerts by preference (a new movement, and a send that
 * settled, failed or came back); security alerts, team ones (a payment waits for this customer's approval, or
 * theirs was decided) and what becomes of a complaint (its tracking number and deadline, a reply, the outcome:
 * the CBN wants the customer told) always by SMS. A prepaid meter's settled purchase was texted with its token
 * by the settlement itself (modules/transfers/bill-settlement.ts), so its alert is not texted again.
 */
export function alertChannels(a: PendingAlert): Array<'sms' | 'email'> {
  if (a.kind === 'security' || a.kind === 'team' || a.kind === 'complaint') {
    return a.email_on ? ['sms', 'email'] : ['sms'];
  }
  const status = a.payload.status;
  const money =
    a.kind === 'credit' ||
    a.kind === 'debit' ||
    (a.kind === 'status' && (status === 'successful' || status === 'reversed' || status === 'failed'));
  if (!money) return [];
  const texted = a.kind === 'status' && status === 'successful' && typeof a.row_meta?.token === 'string';
  return [...(a.sms && !texted ? (['sms'] as const) : []), ...(a.email_on ? (['email'] as const) : [])];
}

/**
 * The alert's text: the movement's one description told for this event, with names and numbers masked (a
 * text shows on a lock screen), the balance after and the reference; a security event's own words.
 */
export function alertText(brand: string, a: PendingAlert): { subject: string; text: string } {
  const row = { meta: a.row_meta, link: a.row_link };
  const d = describeEvent(a.kind, a.payload, row, { masked: true });
  if (a.kind === 'team') {
    const url = typeof a.payload.url === 'string' ? ` ${a.payload.url}` : '';
    return { subject: `${brand}: ${d.title}`, text: `${brand}: ${d.title}. ${d.body}${url}`.trim() };
  }
  if (a.kind === 'security') {
    return {
      subject: `${brand} security alert: ${d.title}`,
      text: `${brand} security alert: ${d.title}. ${d.body}`.trim(),
    };
  }
  if (a.kind === 'complaint') {
    return { subject: `${brand}: ${d.title}`, text: `${brand}: ${d.title}. ${d.body}`.trim() };
  }
  // A text has no second line: a send not settled yet says so in it (the inbox shows the status under it).
  const onItsWay = a.kind !== 'status' && a.payload.status === 'pending' ? 'On its way' : null;
  const tail = [onItsWay, balanceAfter(a.payload), `Ref ${String(a.payload.reference ?? '')}`].filter(
    Boolean,
  );
  return {
    subject: `${brand} alert: ${d.title}`,
    text: [`${brand}: ${d.title}`, ...tail].join(' · '),
  };
}

/**
 * The alerts task of the outbox worker: sends each new event's alerts and marks it done, in one transaction
 * per batch, set-wise (one statement each for the deliveries, the texts and the e-mails, whatever the batch's
 * size). alert_deliveries' primary key (event, channel) means an alert is sent at most once per channel, and
 * the sandbox rails write in the same transaction, so once and only once.
 */
export async function runAlerts(deps: Deps): Promise<number> {
  const sent = await deps.db.tx(async (q) => {
    const pending = await claimPendingAlerts(q, BATCH);
    if (pending.length === 0) return 0;
    const wanted = pending.flatMap((a) => {
      const channels = alertChannels(a).filter((channel) => channel === 'sms' || a.email);
      if (channels.length === 0) return [];
      const told = alertText(deps.config.brandName, a);
      return channels.map((channel) => ({ ...told, alert: a, eventId: a.id, channel }));
    });
    const recorded = await recordDeliveries(q, wanted);
    const texts: TextMessage[] = [];
    const emails: EmailMessage[] = [];
    for (const w of wanted) {
      if (!recorded.has(`${w.eventId}:${w.channel}`)) continue;
      if (w.channel === 'sms') texts.push({ phone: w.alert.phone, body: w.text });
      else emails.push({ address: w.alert.email, subject: w.subject, body: w.text });
    }
    await deps.rails.sms.sendMany(q, texts);
    await deps.rails.email.sendMany(q, emails);
    await markAlerted(
      q,
      pending.map((a) => a.id),
    );
    return pending.length;
  });
  if (sent === 0) await purgeTickets(deps.db);
  return sent;
}
