import type { BillCategory, SavedBiller } from '@owo/contract/bills';
import type { Queryable } from '#db/db.ts';

export interface NewBillBeneficiary {
  biller: string;
  category: BillCategory;
  customerId: string;
  customerName: string;
}

/** Saves a biller customer once per customer, biller and number; saving again refreshes the name and date. */
export async function saveBillBeneficiary(q: Queryable, userId: bigint, b: NewBillBeneficiary) {
  await q.query(
    `INSERT INTO bill_beneficiaries (user_id, biller, category, customer_id, customer_name)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, biller, customer_id)
       DO UPDATE SET customer_name = EXCLUDED.customer_name, updated_at = now()`,
    [String(userId), b.biller, b.category, b.customerId, b.customerName],
  );
}

type SavedRow = Omit<SavedBiller, 'biller_name' | 'updated_at'> & { updated_at: Date };

/** A customer's saved biller customers, most recently used first (of one category when given). */
export async function listBillBeneficiaries(
  q: Queryable,
  userId: bigint,
  category: BillCategory | null,
): Promise<SavedRow[]> {
  const { rows } = await q.query<SavedRow>(
    `SELECT uuid::text AS id, biller, category, customer_id, customer_name, updated_at
     FROM bill_beneficiaries WHERE user_id = $1 AND ($2::text IS NULL OR category = $2)
     ORDER BY updated_at DESC, id DESC LIMIT 50`,
    [String(userId), category],
  );
  return rows;
}
