import { zodResolver } from '@hookform/resolvers/zod';
import { remittanceResolveBody } from '@owo/contract/transfers';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useBanks } from '#features/transfers/api/get-banks';
import { useResolveBankAccount } from '#features/transfers/api/remittance-resolve';
import { DigitsField } from '#features/transfers/digits-field';
import { useTransfer } from '#features/transfers/draft/transfer-context';
import { ResolvedName } from '#features/transfers/resolved-name';
import { ACCOUNT_NUMBER_DIGITS, TRANSFER_NETWORK_MESSAGE } from '#features/transfers/transfer-messages';
import { useBeneficiaries } from '#lib/api/beneficiaries';
import { bankOptions, banksForAccountNumber } from '#lib/bank-options';
import { showSubmitFailure } from '#lib/form-errors';
import { SelectField } from '#ui/select-field';
import { SubmitButton } from '#ui/submit-button';
import { BankSuggestions } from './bank-suggestions';
import { SavedBankRecipients } from './saved-bank-recipients';

type BankAccountInput = z.input<typeof remittanceResolveBody>;
type BankAccount = z.output<typeof remittanceResolveBody>;

/** The customer's banks by how often they saved a recipient there, most used first. */
function useMostUsedBanks(): string[] {
  const saved = useBeneficiaries();
  const counts = new Map<string, number>();
  for (const b of saved.data ?? [])
    if (b.bank_code) counts.set(b.bank_code, (counts.get(b.bank_code) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([code]) => code);
}

/**
 * The NGN part of remittance step 1, in the fewest taps: a saved recipient, or the account number first and
 * then one of the banks it fits (or any bank from the list); the name is looked up as soon as both are known.
 */
export function BankAccountForm() {
  const { state, actions } = useTransfer();
  const banks = useBanks();
  const mostUsed = useMostUsedBanks();
  const resolve = useResolveBankAccount();
  const form = useForm<BankAccountInput, unknown, BankAccount>({
    resolver: zodResolver(remittanceResolveBody),
    defaultValues: {
      bank_code: state.draft.bank_code,
      account_number: state.draft.account_number,
      currency: 'NGN',
    },
  });
  const [bankCode, accountNumber] = form.watch(['bank_code', 'account_number']);
  const isVerified =
    state.draft.proceed && bankCode === state.draft.bank_code && accountNumber === state.draft.account_number;
  const options = bankOptions(banks.data);

  const fits =
    accountNumber?.length === ACCOUNT_NUMBER_DIGITS && !bankCode
      ? banksForAccountNumber(banks.data, accountNumber, mostUsed)
      : [];

  const onSubmit = form.handleSubmit((body) => {
    if (isVerified) return actions.proceed();
    resolve.mutate(body, {
      onSuccess: (data) =>
        actions.resolved(data.account_name, {
          account_number: data.account_number,
          bank_code: data.bank_code,
          bank_name: data.bank_name,
        }),
      onError: (error) => {
        showSubmitFailure(error, form.setError, ['account_number', 'bank_code'], TRANSFER_NETWORK_MESSAGE);
      },
    });
  });

  // A picked bank or saved recipient is looked up at once: no second tap on Verify.
  const lookUp = (bank: string, account: string) => {
    form.setValue('bank_code', bank, { shouldValidate: true });
    form.setValue('account_number', account, { shouldValidate: true });
    void onSubmit();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <SavedBankRecipients onPick={(b) => lookUp(b.bank_code ?? '', b.account_number ?? '')} />
      <DigitsField
        control={form.control}
        name="account_number"
        label="Account Number"
        maxDigits={ACCOUNT_NUMBER_DIGITS}
        placeholder="10-digit account number"
      />
      <BankSuggestions banks={fits} onPick={(bank) => lookUp(bank.CBNBankCode, accountNumber)} />
      <SelectField
        control={form.control}
        name="bank_code"
        label="Bank"
        options={options}
        isLoading={banks.isPending}
      />
      {isVerified ? <ResolvedName name={state.draft.name} /> : null}
      <SubmitButton isLoading={resolve.isPending}>{isVerified ? 'Proceed' : 'Verify'}</SubmitButton>
    </form>
  );
}
