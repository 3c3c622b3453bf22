import type { BeneficiaryType } from '@owo/contract/beneficiaries';
import type { Deps } from '#app-types';
import { notFound } from '#lib/errors.ts';
import { deleteBeneficiary, listBeneficiaries } from './beneficiaries-repository.ts';

/** The customer's saved recipients (of one type when given). */
export const beneficiariesOf = (deps: Deps, userId: bigint, type?: BeneficiaryType) =>
  listBeneficiaries(deps.db, userId, type);

/** Deletes one of the customer's saved recipients; another's, or one already gone, is not found. */
export async function removeBeneficiary(deps: Deps, userId: bigint, uuid: string): Promise<void> {
  if (!(await deleteBeneficiary(deps.db, userId, uuid))) throw notFound();
}
