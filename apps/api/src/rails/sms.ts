import type { Queryable } from '#db/db.ts';
import { insertSms } from './sms-repository.ts';

export interface TextMessage {
  /** E.164. */
  phone: string;
  body: string;
}

/** Sends text messages, in the caller's transaction (a sandbox rail writes them there). */
export interface SmsRail {
  /** One text to a phone number (E.164). */
  send(q: Queryable, phone: string, body: string): Promise<void>;
  /** Several texts at once, in order (the alerts worker's batch): one statement for the sandbox. */
  sendMany(q: Queryable, messages: readonly TextMessage[]): Promise<void>;
}

/** Sandbox SMS: the message is stored, readable at GET /api/sandbox/messages, and never leaves the machine. */
export const sandboxSms: SmsRail = {
  async send(q, phone, body) {
    await insertSms(q, [{ phone, body }]);
  },
  async sendMany(q, messages) {
    await insertSms(q, messages);
  },
};
