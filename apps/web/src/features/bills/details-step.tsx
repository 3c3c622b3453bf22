import { zodResolver } from '@hookform/resolvers/zod';
import { type BillCategory, billAmountProblem, billMessages } from '@owo/contract/bills';
import { amountSchema } from '@owo/contract/money';
import { useMutation } from '@tanstack/react-query';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { failureMessage } from '#lib/api/api-error';
import { showFieldErrors } from '#lib/form-errors';
import { digitsOnly, formatMoney } from '#lib/money';
import { SelectField } from '#ui/select-field';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { billFee } from './api/bill-fee';
import { useBillers } from './api/get-billers';
import { type BillProducts, useProducts } from './api/get-products';
import { validateCustomer } from './api/validate-customer';
import { BILL_NETWORK_MESSAGE, type BillDispatch, type BillDraft, type BillState } from './bill-draft';
import { BillShell } from './bill-shell';
import { SavedBillersPicker } from './saved-billers';
import { ValidatedCustomer } from './validated-customer';

type DetailsForm = Omit<BillDraft, 'save_beneficiary'>;

const TITLES: Record<BillCategory, string> = {
  airtime: 'Buy airtime',
  data: 'Buy data',
  electricity: 'Pay for electricity',
  cable: 'Pay for cable TV',
};

const ID_DIGITS: Record<BillCategory, number> = { airtime: 11, data: 11, electricity: 13, cable: 10 };

/** The form's rules, from the contract: a biller, a number, and a plan or an amount within bounds. */
function detailsSchema(category: BillCategory, hasProducts: boolean) {
  return z
    .object({
      biller: z.string().min(1, { error: billMessages.biller }),
      customer_id: z.string().trim().min(1, { error: billMessages.customerId }),
      product: hasProducts ? z.string().min(1, { error: billMessages.product }) : z.string(),
      amount: z.string(),
    })
    .superRefine((v, ctx) => {
      if (hasProducts) return;
      const parsed = amountSchema.safeParse(v.amount);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: parsed.error.issues[0]?.message ?? '' });
        return;
      }
      const problem = billAmountProblem(category, parsed.data);
      if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
    });
}

const productLabel = (p: BillProducts[number]) => `${p.name} — ${formatMoney(p.price)}`;

type Props = { state: BillState; dispatch: BillDispatch; ownPhone: string };

/** Biller, number (verified by name), then a plan or an amount; Proceed fetches the fee for the review. */
export function DetailsStep({ state, dispatch, ownPhone }: Props) {
  const { category, customer } = state;
  const billers = useBillers(category);
  const defaults = state.draft;
  const form = useForm<DetailsForm>({
    defaultValues: {
      biller: defaults.biller,
      product: defaults.product,
      customer_id: defaults.customer_id || (category === 'airtime' || category === 'data' ? ownPhone : ''),
      amount: defaults.amount,
    },
  });
  const [biller, customerId] = useWatch({ control: form.control, name: ['biller', 'customer_id'] });
  const chosen = billers.data?.find((b) => b.code === biller) ?? null;
  const products = useProducts(chosen?.has_products ? chosen.code : null);
  const hasProducts = Boolean(chosen?.has_products);
  const resolver = zodResolver(detailsSchema(category, hasProducts)) as unknown as Resolver<DetailsForm>;

  // A different biller or number is a different customer: the shown name no longer applies.
  const isVerified = customer !== null && customer.biller === biller && customer.customer_id === customerId;

  const verify = useMutation({ mutationFn: validateCustomer });
  const quote = useMutation({ mutationFn: billFee });

  const onSubmit = async () => {
    const values = form.getValues();
    const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    // Verifying needs only the biller and the number (a smartcard's bouquet helps choose the plan).
    const problems = Object.entries(result.errors).filter(
      ([name]) => isVerified || name === 'biller' || name === 'customer_id',
    );
    form.clearErrors();
    for (const [name, error] of problems) {
      form.setError(name as keyof DetailsForm, { message: String(error?.message ?? '') });
    }
    if (problems.length > 0 || verify.isPending || quote.isPending) return;
    const product = products.data?.find((p) => p.code === values.product);
    const amount = hasProducts ? String(product?.price ?? '') : values.amount;
    const draft = { ...state.draft, ...values, amount, product: hasProducts ? values.product : '' };
    const onError = (error: unknown) => {
      showFieldErrors(error, form.setError, ['customer_id', 'amount', 'product', 'biller']);
      toast.error(failureMessage(error, BILL_NETWORK_MESSAGE));
    };
    if (!isVerified) {
      verify.mutate(
        { biller: values.biller, customer_id: values.customer_id },
        {
          onSuccess: (found) => {
            form.setValue('customer_id', found.customer_id);
            dispatch({
              type: 'validated',
              draft: { ...draft, customer_id: found.customer_id },
              customer: found,
            });
          },
          onError,
        },
      );
      return;
    }
    quote.mutate(
      { biller: values.biller, product: draft.product || null, amount },
      { onSuccess: (q) => dispatch({ type: 'quoted', draft, quote: q }), onError },
    );
  };

  return (
    <BillShell state={state} dispatch={dispatch} title={TITLES[category]}>
      <SavedBillersPicker
        category={category}
        onPick={(saved) => {
          form.setValue('biller', saved.biller);
          form.setValue('customer_id', saved.customer_id);
          form.clearErrors();
        }}
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        noValidate
        className="flex flex-col gap-5"
      >
        <SelectField
          control={form.control}
          name="biller"
          label={
            category === 'electricity'
              ? 'Distribution company'
              : category === 'cable'
                ? 'Provider'
                : 'Network'
          }
          options={(billers.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
          isLoading={billers.isLoading}
        />
        <TextInput
          label={
            chosen?.customer_id_label ??
            (category === 'electricity'
              ? 'Meter number'
              : category === 'cable'
                ? 'Smartcard/IUC number'
                : 'Phone number')
          }
          inputMode="numeric"
          autoComplete="off"
          error={form.formState.errors.customer_id?.message}
          {...form.register('customer_id', {
            onChange: (event) =>
              form.setValue('customer_id', digitsOnly(event.target.value, ID_DIGITS[category])),
          })}
        />
        {isVerified && customer ? <ValidatedCustomer customer={customer} /> : null}
        {hasProducts ? (
          <SelectField
            control={form.control}
            name="product"
            label={category === 'data' ? 'Data plan' : 'Bouquet'}
            options={(products.data ?? []).map((p) => ({ value: p.code, label: productLabel(p) }))}
            isLoading={products.isLoading}
          />
        ) : (
          <TextInput
            label="Amount"
            inputMode="decimal"
            bottomLabel={
              category === 'airtime'
                ? '₦50 to ₦50,000'
                : category === 'electricity'
                  ? 'At least ₦500'
                  : undefined
            }
            error={form.formState.errors.amount?.message}
            {...form.register('amount')}
          />
        )}
        <SubmitButton isLoading={verify.isPending || quote.isPending}>
          {isVerified ? 'Proceed' : 'Verify'}
        </SubmitButton>
      </form>
    </BillShell>
  );
}
