import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { BvnRail } from './rails/bvn.ts';
import type { SmsRail } from './rails/sms.ts';

/** Outside parties, behind interfaces; the sandbox ones ship (DESIGN §6). */
export interface Rails {
  sms: SmsRail;
  bvn: BvnRail;
}

/** What every module is given: no globals. */
export interface Deps {
  db: Db;
  config: Config;
  rails: Rails;
}

export interface AuthContext {
  userId: bigint;
  sessionId: bigint;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
