import type { ReplyData } from '@owo/contract/common';
import type { remittanceResolveReply } from '@owo/contract/transfers';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#lib/api/api-client';

export type ResolvedBankAccount = ReplyData<typeof remittanceResolveReply>;

/** POST /transfer/remittance/resolve: name enquiry on a bank account. */
export function resolveBankAccount(input: { account_number: string; bank_code: string; currency: string }) {
  return apiPost<ResolvedBankAccount>('/transfer/remittance/resolve', input);
}

export const useResolveBankAccount = () => useMutation({ mutationFn: resolveBankAccount });
