import { BANK_ALIASES } from '@owo/contract/banks';
import type { Bank } from '@owo/contract/transfers';
import type { SelectOption } from '#ui/use-select';

/** The bank picker's options: each bank by its full name, found also by the names people say ("GTB", "UBA"). */
export const bankOptions = (banks: readonly Bank[] | undefined): SelectOption[] =>
  (banks ?? []).map((bank) => ({
    value: bank.CBNBankCode,
    label: bank.BankName,
    keywords: BANK_ALIASES[bank.CBNBankCode],
  }));
