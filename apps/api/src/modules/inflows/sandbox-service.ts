import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { Deps } from '#app-types';
import { listEmails } from '#rails/email-repository.ts';
import { listSms } from '#rails/sms-repository.ts';

/** What the sandbox SMS rail "sent", newest first; to one phone (as typed, read as Nigerian) or to anyone. */
export async function sandboxTexts(deps: Deps, phone: string | undefined) {
  const normalised = phone ? (parsePhoneNumberFromString(phone, 'NG')?.number ?? phone) : null;
  const rows = await listSms(deps.db, normalised);
  return rows.map((r) => ({ phone: r.phone, body: r.body, created_at: r.created_at.toISOString() }));
}

/** What the sandbox e-mail rail "sent" (alerts), newest first; to one address or to anyone. */
export async function sandboxEmails(deps: Deps, address: string | undefined) {
  const rows = await listEmails(deps.db, address?.trim() || null);
  return rows.map((r) => ({
    address: r.address,
    subject: r.subject,
    body: r.body,
    created_at: r.created_at.toISOString(),
  }));
}
