import { BANK_ALIASES, BANKS_BY_USE } from '@owo/contract/banks';
import { isValidNuban } from '@owo/contract/nuban';
import type { Bank } from '@owo/contract/transfers';
import type { SelectOption } from '#ui/use-select';

/** The bank picker's options: each bank by its full name, found also by the names people say ("GTB", "UBA"). */
export const bankOptions = (banks: readonly Bank[] | undefined): SelectOption[] =>
  (banks ?? []).map((bank) => ({
    value: bank.CBNBankCode,
    label: bank.BankName,
    keywords: BANK_ALIASES[bank.CBNBankCode],
  }));

/**
 * The banks a 10-digit account number can belong to (its NUBAN check digit fits), the customer's most used
 * first (`usedCodes`, most used first), then the banks most people send to, then the rest in list order.
 */
export function banksForAccountNumber(
  banks: readonly Bank[] | undefined,
  accountNumber: string,
  usedCodes: readonly string[] = [],
): Bank[] {
  const order = (code: string) => {
    const used = usedCodes.indexOf(code);
    if (used >= 0) return used;
    const popular = BANKS_BY_USE.indexOf(code);
    return popular >= 0 ? usedCodes.length + popular : Number.MAX_SAFE_INTEGER;
  };
  return (banks ?? [])
    .filter((bank) => isValidNuban(bank.CBNBankCode, accountNumber))
    .map((bank, index) => ({ bank, index, order: order(bank.CBNBankCode) }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map((x) => x.bank);
}
