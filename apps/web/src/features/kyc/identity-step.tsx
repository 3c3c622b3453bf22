import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useFocusOnMount } from '#lib/use-focus-on-mount';
import { BackButton } from '#ui/back-button';
import { DateInput } from '#ui/date-input';
import { SelectField } from '#ui/select-field';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { countryOptions } from './countries';
import {
  businessIdentitySchema,
  type KycIdentity,
  type KycIdentityInput,
  personalIdentitySchema,
} from './identity-schema';
import { DEFAULT_COUNTRY, nigerianStateOptions } from './nigerian-states';

/** What the API refused on submit: its message, and one per step-1 field (the BVN, or what differs from its record). */
export type IdentityRefusal = { message: string; fields: Record<string, string> };

type IdentityStepProps = {
  isBusiness: boolean;
  draft: KycIdentity | null;
  onBack: () => void;
  onSaved: (draft: KycIdentity) => void;
  refusal?: IdentityRefusal | null;
};

const emptyIdentity: KycIdentityInput = {
  firstname: '',
  middlename: '',
  lastname: '',
  dob: '',
  bvn: '',
  country: DEFAULT_COUNTRY,
  state: '',
  address: '',
  city: '',
  postal_code: '',
  business_name: '',
  registration_number: '',
  tin: '',
};

/** KYC step 1: who the customer is; business customers also give their business details. */
export function IdentityStep({ isBusiness, draft, onBack, onSaved, refusal = null }: IdentityStepProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const schema = isBusiness ? businessIdentitySchema : personalIdentitySchema;
  const form = useForm<KycIdentityInput, unknown, KycIdentity>({
    resolver: zodResolver(schema) as Resolver<KycIdentityInput, unknown, KycIdentity>,
    defaultValues: draft ?? emptyIdentity,
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (!refusal) return;
    const fields = Object.entries(refusal.fields) as Array<[keyof KycIdentityInput, string]>;
    fields.forEach(([name, message], i) => {
      form.setError(name, { type: 'server', message }, { shouldFocus: i === 0 });
    });
  }, [refusal, form]);
  const inNigeria = form.watch('country') === DEFAULT_COUNTRY;
  const text = (
    name: keyof KycIdentityInput,
    label: string,
    extra: { numeric?: boolean; auto?: string; hint?: string; maxLength?: number } = {},
  ) => (
    <TextInput
      label={label}
      bottomLabel={extra.hint}
      maxLength={extra.maxLength}
      inputMode={extra.numeric ? 'numeric' : undefined}
      autoComplete={extra.auto ?? 'off'}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  return (
    <form onSubmit={form.handleSubmit(onSaved)} noValidate className="flex flex-col gap-4">
      <div>
        <BackButton onClick={onBack} />
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink">
          Identity Verification
        </h1>
        <p className="mt-1 text-muted">Step 1 of 2. Enter your details exactly as they appear on your BVN.</p>
      </div>
      {refusal ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-danger ring-1 ring-red-200">
          {refusal.message}
        </p>
      ) : null}
      {isBusiness ? (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 font-bold text-ink">Business details</legend>
          {text('business_name', 'Business Name', { auto: 'organization' })}
          {text('registration_number', 'Registration Number')}
          {text('tin', 'Tax Identification Number (TIN)')}
        </fieldset>
      ) : null}
      {text('firstname', 'First Name', { auto: 'given-name' })}
      {text('middlename', 'Middle Name (optional)', { auto: 'additional-name' })}
      {text('lastname', 'Last Name', { auto: 'family-name' })}
      <DateInput
        label="Date of Birth"
        autoComplete="bday"
        error={errors.dob?.message}
        {...form.register('dob')}
      />
      {text('bvn', 'BVN', { numeric: true, hint: '11 digits', maxLength: 11 })}
      <SelectField control={form.control} name="country" label="Country" options={countryOptions()} />
      {inNigeria ? (
        <SelectField control={form.control} name="state" label="State" options={nigerianStateOptions} />
      ) : (
        text('state', 'State', { auto: 'address-level1' })
      )}
      {text('city', 'City', { auto: 'address-level2' })}
      {text('address', 'Address', { auto: 'street-address' })}
      {text('postal_code', 'Postal Code', { numeric: true, auto: 'postal-code' })}
      <SubmitButton>Proceed</SubmitButton>
    </form>
  );
}
