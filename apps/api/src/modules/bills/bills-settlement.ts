import { billTransactionMetaSchema, formatToken } from '@owo/contract/bills';
import { toMajorString } from '@owo/contract/money';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import type { TransactionRow } from '#modules/transactions/transactions-repository.ts';
import { findUserPhone } from './bills-repository.ts';

/**
 * A settled prepaid-meter purchase: the token and units go to the customer by SMS, in the settlement's own
 * transaction (so the text is sent once, with the settlement). Other bills need no text: the history row
 * and its receipt say everything.
 */
export async function notifyBillSettled(
  deps: Deps,
  q: Queryable,
  t: TransactionRow,
  details: Record<string, string>,
): Promise<void> {
  if (!details.token) return;
  const meta = billTransactionMetaSchema.safeParse({ ...t.meta, ...details });
  if (!meta.success) return;
  const phone = await findUserPhone(q, t.user_id);
  if (!phone) return;
  const { bill, units } = meta.data;
  const body =
    `${deps.config.brandName}: ${bill.biller_name} token ${formatToken(details.token)}, ${units ?? '?'} kWh ` +
    `for meter ${bill.customer_id} (₦${toMajorString(t.amount_minor)}). Ref ${t.reference}`;
  await deps.rails.sms.send(q, phone, body);
}
