import type { Queryable } from '#db/db.ts';
import { insertEmails } from './email-repository.ts';

export interface EmailMessage {
  address: string;
  subject: string;
  body: string;
}

/** Sends e-mails, in the caller's transaction (a sandbox rail writes them there). */
export interface EmailRail {
  send(q: Queryable, address: string, subject: string, body: string): Promise<void>;
  /** Several e-mails at once, in order (the alerts worker's batch): one statement for the sandbox. */
  sendMany(q: Queryable, messages: readonly EmailMessage[]): Promise<void>;
}

/** Sandbox e-mail: the message is stored, readable at GET /api/sandbox/emails, and never leaves the machine. */
export const sandboxEmail: EmailRail = {
  async send(q, address, subject, body) {
    await insertEmails(q, [{ address, subject, body }]);
  },
  async sendMany(q, messages) {
    await insertEmails(q, messages);
  },
};
