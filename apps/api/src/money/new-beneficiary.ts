import type { BeneficiaryType } from '@owo/contract/beneficiaries';

/** A recipient a send saves for its customer (`save_beneficiary`): the money core's SQL writes it with the send. */
export interface NewBeneficiary {
  type: BeneficiaryType;
  /** What makes two beneficiaries the same: the alias, bank + account, issuer + number… */
  destination: string;
  name: string;
  currency: string;
  alias?: string | null;
  accountNumber?: string | null;
  bankName?: string | null;
  bankCode?: string | null;
  issuer?: string | null;
  number?: string | null;
  details?: Record<string, unknown>;
}
