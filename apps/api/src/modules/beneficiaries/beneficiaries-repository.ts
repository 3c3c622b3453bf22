import type { Beneficiary, BeneficiaryType } from '@owo/contract/beneficiaries';
import type { Queryable } from '#db/db.ts';

interface BeneficiaryRow {
  uuid: string;
  type: BeneficiaryType;
  name: string;
  currency: string;
  alias: string | null;
  account_number: string | null;
  bank_name: string | null;
  bank_code: string | null;
  issuer: string | null;
  number: string | null;
  details: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `uuid::text AS uuid, type, name, currency, alias, account_number, bank_name, bank_code, issuer,
  number, details, created_at, updated_at`;

export async function listBeneficiaries(
  q: Queryable,
  userId: bigint,
  type?: BeneficiaryType,
): Promise<Beneficiary[]> {
  const { rows } = await q.query<BeneficiaryRow>(
    `SELECT ${COLUMNS} FROM beneficiaries WHERE user_id = $1 AND ($2::text IS NULL OR type = $2)
     ORDER BY updated_at DESC, id DESC LIMIT 500`,
    [String(userId), type ?? null],
  );
  return rows.map(beneficiaryView);
}

/** Deletes one of the customer's beneficiaries; false when there is none (or it is someone else's). */
export async function deleteBeneficiary(q: Queryable, userId: bigint, uuid: string): Promise<boolean> {
  const r = await q.query('DELETE FROM beneficiaries WHERE uuid = $1 AND user_id = $2', [
    uuid,
    String(userId),
  ]);
  return r.rowCount > 0;
}

function beneficiaryView(r: BeneficiaryRow): Beneficiary {
  return {
    id: r.uuid,
    type: r.type,
    name: r.name,
    currency: r.currency.trim(),
    alias: r.alias,
    account_number: r.account_number,
    bank_name: r.bank_name,
    bank_code: r.bank_code,
    issuer: r.issuer,
    number: r.number,
    details: r.details,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}
