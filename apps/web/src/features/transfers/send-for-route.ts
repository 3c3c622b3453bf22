import { enairaSendBody, sendEnaira } from './api/enaira-send';
import { momoSendBody, sendMomo } from './api/momo-send';
import { remittanceSendBody, sendRemittance } from './api/remittance-send';
import { sendUsd, usdSendBody } from './api/usd-send';
import type { TransferState } from './draft/transfer-reducer';

/** The send call of the draft's route: eNaira, NGN remittance, USD or mobile money. */
export function sendForRoute({ state, pin }: { state: TransferState; pin: string }) {
  const { route, draft, idempotencyKey } = state;
  if (route === 'enaira') return sendEnaira({ body: enairaSendBody(draft, pin), idempotencyKey });
  if (route === 'momo') return sendMomo({ body: momoSendBody(draft, pin), idempotencyKey });
  if (draft.currency === 'usd') return sendUsd({ body: usdSendBody(draft, pin), idempotencyKey });
  return sendRemittance({ body: remittanceSendBody(draft, pin), idempotencyKey });
}
