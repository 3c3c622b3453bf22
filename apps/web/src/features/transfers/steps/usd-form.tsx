import { zodResolver } from '@hookform/resolvers/zod';
import { DELIVERY_TYPES } from '@owo/contract/transfers';
import { type Resolver, useForm } from 'react-hook-form';
import { AmountField, balanceShortfall } from '#features/transfers/amount-field';
import { DigitsField } from '#features/transfers/digits-field';
import { useTransfer } from '#features/transfers/draft/transfer-context';
import { USD_ACCOUNT_NUMBER_DIGITS } from '#features/transfers/transfer-messages';
import { SelectField } from '#ui/select-field';
import { SubmitButton } from '#ui/submit-button';
import { TextArea } from '#ui/text-area';
import { TextInput } from '#ui/text-input';
import { type UsdFormValues, usdFormSchema } from './usd-schema';

const deliveryOptions = DELIVERY_TYPES.map((type) => ({ value: type, label: type }));

/** The USD part of remittance step 1: the whole US transfer at once (USD form). */
export function UsdForm() {
  const { state, actions, available } = useTransfer();
  const { draft } = state;
  const form = useForm<UsdFormValues>({
    resolver: zodResolver(usdFormSchema) as Resolver<UsdFormValues>,
    defaultValues: {
      amount: draft.amount,
      account_name: draft.name,
      account_number: draft.account_number,
      bank_name: draft.bank_name,
      address: draft.address,
      city: draft.city,
      zipcode: draft.zipcode,
      inside_us: draft.inside_us === 1 ? '1' : '0',
      routing_number: draft.routing_number,
      delivery_type: draft.delivery_type,
      swift_code: draft.swift_code,
      note: draft.note,
    },
  });
  const { errors } = form.formState;
  const isInsideUs = form.watch('inside_us') === '1';

  const onSubmit = form.handleSubmit(() => {
    const { account_name, inside_us, ...rest } = form.getValues();
    const shortfall = balanceShortfall('remittance', draft, rest.amount, available);
    if (shortfall) return form.setError('amount', { message: shortfall }, { shouldFocus: true });
    actions.resolved(account_name.trim(), { ...rest, inside_us: inside_us === '1' ? 1 : 0 });
    actions.proceed();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextInput
        label="Account Name"
        error={errors.account_name?.message}
        {...form.register('account_name')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold text-ink">Where is the bank?</legend>
        <div className="flex flex-wrap gap-4">
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" value="1" className="size-5 accent-brand" {...form.register('inside_us')} />
            Inside the US
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" value="0" className="size-5 accent-brand" {...form.register('inside_us')} />
            Outside the US
          </label>
        </div>
      </fieldset>
      {isInsideUs ? (
        <>
          <DigitsField control={form.control} name="routing_number" label="Routing Number" maxDigits={9} />
          <SelectField
            control={form.control}
            name="delivery_type"
            label="Delivery type"
            options={deliveryOptions}
          />
        </>
      ) : (
        <TextInput
          label="Swift Code"
          autoCapitalize="characters"
          error={errors.swift_code?.message}
          {...form.register('swift_code')}
        />
      )}
      <DigitsField
        control={form.control}
        name="account_number"
        label="Account Number"
        maxDigits={USD_ACCOUNT_NUMBER_DIGITS}
      />
      <TextInput label="Bank Name" error={errors.bank_name?.message} {...form.register('bank_name')} />
      <TextInput label="Country" value="United States (USA)" readOnly disabled />
      <TextInput label="Address" error={errors.address?.message} {...form.register('address')} />
      <TextInput label="City" error={errors.city?.message} {...form.register('city')} />
      <TextInput label="Zip Code" error={errors.zipcode?.message} {...form.register('zipcode')} />
      <AmountField
        control={form.control}
        name="amount"
        label="Amount (NGN)"
        route="remittance"
        draft={draft}
        available={available}
      />
      <TextArea label="Note" rows={3} error={errors.note?.message} {...form.register('note')} />
      <SubmitButton>Proceed</SubmitButton>
    </form>
  );
}
