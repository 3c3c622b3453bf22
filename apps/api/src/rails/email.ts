import type { Queryable } from '#db/db.ts';
import { insertEmail } from './email-repository.ts';

/** Sends an e-mail. */
export interface EmailRail {
  send(q: Queryable, address: string, subject: string, body: string): Promise<void>;
}

/** Sandbox e-mail: the message is stored, readable at GET /api/sandbox/emails, and never leaves the machine. */
export const sandboxEmail: EmailRail = {
  async send(q, address, subject, body) {
    await insertEmail(q, address, subject, body);
  },
};
