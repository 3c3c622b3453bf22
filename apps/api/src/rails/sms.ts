import type { Queryable } from '#db/db.ts';
import { insertSms } from './sms-repository.ts';

/** Sends a text message to a phone number (E.164). */
export interface SmsRail {
  send(q: Queryable, phone: string, body: string): Promise<void>;
}

/** Sandbox SMS: the message is stored, readable at GET /api/sandbox/messages, and never leaves the machine. */
export const sandboxSms: SmsRail = {
  async send(q, phone, body) {
    await insertSms(q, phone, body);
  },
};
