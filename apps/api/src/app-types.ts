import type { ApiKeyScope } from '@owo/contract/developers';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { BankDirectoryRail } from './rails/banks.ts';
import type { Biller } from './rails/biller.ts';
import type { BvnRail } from './rails/bvn.ts';
import type { CardIssuerRail } from './rails/card-issuer.ts';
import type { EmailRail } from './rails/email.ts';
import type { EnairaRail } from './rails/enaira.ts';
import type { FxRail } from './rails/fx.ts';
import type { MomoRail } from './rails/momo.ts';
import type { PayoutRail } from './rails/payout.ts';
import type { SmsRail } from './rails/sms.ts';

/** Outside parties, behind interfaces; only the sandbox adapters ship. */
export interface Rails {
  sms: SmsRail;
  /** E-mail (alerts). */
  email: EmailRail;
  bvn: BvnRail;
  /** Bank list and name enquiry (NIBSS). */
  banks: BankDirectoryRail;
  /** NGN bank payouts (NIBSS Instant Payment). */
  nip: PayoutRail;
  enaira: EnairaRail;
  /** USD payouts to US bank accounts (ACH, domestic or international wire). */
  usdWire: PayoutRail;
  /** Ghana mobile money. */
  momo: MomoRail;
  fx: FxRail;
  cardIssuer: CardIssuerRail;
  /** Bills: airtime, data, electricity and cable TV (an aggregator). */
  biller: Biller;
}

/** What every module is given: no globals. */
export interface Deps {
  db: Db;
  config: Config;
  rails: Rails;
}

/** A signed-in person: a session token bound to a device. */
export interface SessionAuth {
  userId: bigint;
  sessionId: bigint;
  /** SHA-256 of the X-Device-Id the session is bound to (null: obtained without one). */
  deviceHash?: string | null;
  apiKey?: undefined;
}

/** A business's server calling with an API key (modules/api-keys): `userId` is the business. */
export interface KeyAuth {
  userId: bigint;
  sessionId: null;
  deviceHash: null;
  apiKey: { id: bigint; uuid: string; name: string; scopes: readonly ApiKeyScope[] };
}

export type AuthContext = SessionAuth | KeyAuth;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
