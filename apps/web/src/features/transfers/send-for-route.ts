import { sendEnaira, toEnairaSendRequest } from './api/enaira-send';
import { sendMomo, toMomoSendRequest } from './api/momo-send';
import { sendRemittance, toRemittanceSendRequest } from './api/remittance-send';
import { sendUsd, toUsdSendRequest } from './api/usd-send';
import type { TransferState } from './draft/transfer-reducer';

/** The send call of the draft's route: eNaira, NGN remittance, USD or mobile money. */
export function sendForRoute({ state, pin }: { state: TransferState; pin: string }) {
  const { route, draft, idempotencyKey } = state;
  if (route === 'enaira') return sendEnaira({ body: toEnairaSendRequest(draft, pin), idempotencyKey });
  if (route === 'momo') return sendMomo({ body: toMomoSendRequest(draft, pin), idempotencyKey });
  if (draft.currency === 'usd') return sendUsd({ body: toUsdSendRequest(draft, pin), idempotencyKey });
  return sendRemittance({ body: toRemittanceSendRequest(draft, pin), idempotencyKey });
}
