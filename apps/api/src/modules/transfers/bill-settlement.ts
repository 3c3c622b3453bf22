import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { describeMovement, movementSentence } from '#records/transaction-description.ts';
import type { TransactionRow } from '#records/transactions-repository.ts';
import { findUserPhone } from '#records/users-repository.ts';

/**
 * A settled prepaid-meter purchase: the token and units go to the customer by SMS, in the settlement's own
 * transaction (so the text is sent once, with the settlement, whatever the customer's alert settings: no
 * power without it). The words are the movement's one description, as its settled alert would say them (the
 * alerts task then sends that alert by e-mail only). Other bills need no text of their own: their settled
 * alert says it.
 */
export async function notifyBillSettled(
  deps: Deps,
  q: Queryable,
  t: TransactionRow,
  details: Record<string, string>,
): Promise<void> {
  if (!details.token) return;
  const phone = await findUserPhone(q, t.user_id);
  if (!phone) return;
  const settled = { ...t, status: 'successful' as const, meta: { ...t.meta, ...details } };
  const sentence = movementSentence(describeMovement(settled, { masked: true }), 'status', 'successful');
  await deps.rails.sms.send(q, phone, `${deps.config.brandName}: ${sentence} · Ref ${t.reference}`);
}
