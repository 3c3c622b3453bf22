import { zodResolver } from '@hookform/resolvers/zod';
import { momoSendBody } from '@owo/contract/transfers';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useMomoIssuers } from '#features/transfers/api/get-momo-issuers';
import { DigitsField } from '#features/transfers/digits-field';
import { useTransfer } from '#features/transfers/draft/transfer-context';
import { ACCOUNT_NUMBER_DIGITS } from '#features/transfers/transfer-messages';
import { TransferShell } from '#features/transfers/transfer-shell';
import { SelectField } from '#ui/select-field';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';

const walletSchema = momoSendBody.pick({ issuer: true, number: true, account_name: true });
type WalletInput = z.input<typeof walletSchema>;
type Wallet = z.output<typeof walletSchema>;

/** Mobile money step 1: the operator, the number and the wallet's name. */
export function MomoResolveStep() {
  const { state, actions } = useTransfer();
  const issuers = useMomoIssuers('GHS');
  // The dropdown shows the issuer's code and holds its name.
  const options = (issuers.data ?? []).map((issuer) => ({ value: issuer.name, label: issuer.code }));
  // A beneficiary remembers the issuer's code: show it as the matching option.
  const issuerName = (value: string) => issuers.data?.find((i) => i.code === value)?.name ?? value;
  const form = useForm<WalletInput, unknown, Wallet>({
    resolver: zodResolver(walletSchema),
    defaultValues: {
      issuer: state.draft.issuer,
      number: state.draft.account_number,
      account_name: state.draft.name,
    },
  });

  const onSubmit = form.handleSubmit(({ issuer, number, account_name }) => {
    actions.resolved(account_name, { issuer, account_number: number });
    actions.proceed();
  });

  return (
    <TransferShell title="Send mobile money" intro="Send cedis to a mobile money wallet in Ghana.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <SelectField
          control={form.control}
          name="issuer"
          label="Issuer"
          options={options}
          isLoading={issuers.isPending}
          toOptionValue={issuerName}
        />
        <DigitsField
          control={form.control}
          name="number"
          label="Mobile Number"
          maxDigits={ACCOUNT_NUMBER_DIGITS}
          placeholder="0241234567"
        />
        <TextInput
          label="Account Name"
          autoComplete="off"
          error={form.formState.errors.account_name?.message}
          {...form.register('account_name')}
        />
        <SubmitButton>Proceed</SubmitButton>
      </form>
    </TransferShell>
  );
}
