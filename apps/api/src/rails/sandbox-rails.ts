import type { Rails } from '#app-types';
import type { Config } from '#config';
import { sandboxBanks } from './banks.ts';
import { sandboxBiller } from './biller.ts';
import { sandboxBvn } from './bvn.ts';
import { sandboxCardIssuer } from './card-issuer.ts';
import { sandboxEmail } from './email.ts';
import { sandboxEnaira } from './enaira.ts';
import { sandboxFx } from './fx.ts';
import { sandboxMomo } from './momo.ts';
import { sandboxPayout } from './payout.ts';
import { sandboxSms } from './sms.ts';

/**
 * The deterministic sandbox rails (their test values are in the README's sandbox guide and
 * docs/architecture.md); production supplies real adapters through `buildApp({ rails })`.
 */
export function sandboxRails(config: Config): Rails {
  return {
    sms: sandboxSms,
    email: sandboxEmail,
    bvn: sandboxBvn,
    banks: sandboxBanks,
    nip: sandboxPayout('nip'),
    enaira: sandboxEnaira,
    usdWire: sandboxPayout('usd_wire'),
    momo: sandboxMomo,
    fx: sandboxFx(config),
    cardIssuer: sandboxCardIssuer(config.pinSecret),
    biller: sandboxBiller,
  };
}
