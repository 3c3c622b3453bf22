import { useTransfer } from '#features/transfers/draft/transfer-context';
import type { TransferCurrency } from '#features/transfers/draft/transfer-draft';
import { TransferShell } from '#features/transfers/transfer-shell';
import { Select } from '#ui/select';
import { BankAccountForm } from './bank-account-form';
import { UsdForm } from './usd-form';

const currencyOptions = [
  { value: 'ngn', label: 'NGN' },
  { value: 'usd', label: 'USD' },
];

/** Remittance step 1: the currency, then the NGN bank account to verify or the whole USD form. */
export function RemittanceResolveStep() {
  const { state, actions } = useTransfer();
  const { currency } = state.draft;
  return (
    <TransferShell
      title="Send to a bank account"
      intro="Send naira to a Nigerian bank, or dollars to a US bank."
    >
      <div className="flex flex-col gap-5">
        <Select
          label="Currency"
          options={currencyOptions}
          value={currency}
          onChange={(value) => {
            // Changing currency clears the draft.
            if (value && value !== currency) actions.changeCurrency(value as TransferCurrency);
          }}
        />
        {currency === 'usd' ? <UsdForm key="usd" /> : <BankAccountForm key={state.idempotencyKey} />}
      </div>
    </TransferShell>
  );
}
