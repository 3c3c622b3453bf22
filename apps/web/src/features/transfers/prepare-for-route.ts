import type { PrepareSendBody } from '@owo/contract/team';
import { toEnairaSendRequest } from './api/enaira-send';
import { toMomoSendRequest } from './api/momo-send';
import { toRemittanceSendRequest } from './api/remittance-send';
import { toUsdSendRequest } from './api/usd-send';
import type { TransferState } from './draft/transfer-reducer';

/** A send request without its PIN and beneficiary choice: what a member prepares for the business. */
function withoutPin<T extends { pin?: unknown; save_beneficiary?: unknown }>(body: T) {
  const { pin: _pin, save_beneficiary: _save, ...rest } = body;
  return rest;
}

/**
 * The draft as a payment prepared for the business a member acts for (POST /team/approvals): the same
 * request as the route's send, for an approver to pay with their PIN.
 */
export function prepareForRoute({ route, draft }: Pick<TransferState, 'route' | 'draft'>): PrepareSendBody {
  if (route === 'enaira') return { kind: 'enaira', send: withoutPin(toEnairaSendRequest(draft, '')) };
  if (route === 'momo') return { kind: 'momo', send: withoutPin(toMomoSendRequest(draft, '')) };
  if (draft.currency === 'usd') return { kind: 'usd', send: withoutPin(toUsdSendRequest(draft, '')) };
  return { kind: 'send', send: withoutPin(toRemittanceSendRequest(draft, '')) };
}
