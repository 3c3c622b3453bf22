import { errors } from '@owo/contract/messages';
import { toMajor } from '@owo/contract/money';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { lazyIntl } from '#lib/lazy-intl';
import { digitsOnly, formatMoney } from '#lib/money';
import { TextInput } from '#ui/text-input';
import { useRates } from './api/get-rates';
import type { TransferDraft } from './draft/transfer-draft';
import type { TransferRoute } from './draft/transfer-reducer';
import { convertForRecipient, feeMinorFor, totalMinorFor } from './review-math';

const grouped = lazyIntl(() => new Intl.NumberFormat('en-NG'));
const plainNumber = lazyIntl(() => new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 }));

/** Digits as the customer reads them while typing: ₦10,000. The form keeps the digits only. */
export function formatTypedNaira(digits: string): string {
  if (!digits) return '';
  return `₦${grouped().format(BigInt(digits))}`;
}

/** The contract message when amount + fee is more than the available balance, else null. */
export function balanceShortfall(
  route: TransferRoute,
  draft: TransferDraft,
  amount: string,
  available: number | undefined,
): string | null {
  if (available === undefined || !amount) return null;
  const total = toMajor(totalMinorFor(route, draft, amount));
  if (total <= available) return null;
  return `${errors.insufficientFunds} Amount plus fee is ${formatMoney(total)}; your available balance is ${formatMoney(available)}.`;
}

type AmountFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  route: TransferRoute;
  draft: TransferDraft;
  available: number | undefined;
};

/**
 * The naira amount of a send: ₦ and thousands separators as it is typed, the available balance, the fee
 * and the total to be debited, and for foreign routes what the recipient gets at today's rate.
 */
export function AmountField<T extends FieldValues>({
  control,
  name,
  label,
  route,
  draft,
  available,
}: AmountFieldProps<T>) {
  const { data: rates } = useRates();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const digits = String(field.value ?? '');
        return (
          <div className="flex flex-col gap-2">
            <TextInput
              label={label}
              subLabel={
                available === undefined ? (
                  'In naira (NGN), whole naira only'
                ) : (
                  <span data-testid="available-balance">Available balance: {formatMoney(available)}</span>
                )
              }
              inputMode="numeric"
              autoComplete="off"
              placeholder="₦0"
              name={field.name}
              ref={field.ref}
              value={formatTypedNaira(digits)}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(digitsOnly(event.target.value))}
              error={fieldState.error?.message}
            />
            {digits ? <AmountHints route={route} draft={draft} amount={digits} rates={rates} /> : null}
          </div>
        );
      }}
    />
  );
}

type AmountHintsProps = {
  route: TransferRoute;
  draft: TransferDraft;
  amount: string;
  rates: { usd: number; ghs: number } | undefined;
};

function AmountHints({ route, draft, amount, rates }: AmountHintsProps) {
  const draftNoFee = { ...draft, fee: null };
  const fee = toMajor(feeMinorFor(route, draftNoFee, amount));
  const total = toMajor(totalMinorFor(route, draftNoFee, amount));
  const isUsd = route === 'remittance' && draft.currency === 'usd';
  const rate = isUsd ? rates?.usd : route === 'momo' ? rates?.ghs : undefined;
  const received = rate ? convertForRecipient(amount, rate) : null;
  return (
    <dl
      className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-gray-50 p-3 text-sm"
      aria-live="polite"
    >
      {rate && received !== null ? (
        <>
          <dt className="text-muted">Recipient gets</dt>
          <dd className="text-right font-semibold text-ink" data-testid="recipient-gets">
            {formatMoney(received, isUsd ? 'USD' : 'GHS')}{' '}
            <span className="font-normal text-muted">
              (1 {isUsd ? 'USD' : 'GHC'} = {plainNumber().format(rate)} NGN)
            </span>
          </dd>
        </>
      ) : null}
      <dt className="text-muted">Fee</dt>
      <dd className="text-right font-semibold text-ink">{formatMoney(fee)}</dd>
      <dt className="text-muted">Total to be debited</dt>
      <dd className="text-right font-bold text-ink" data-testid="amount-total">
        {formatMoney(total)}
      </dd>
    </dl>
  );
}
