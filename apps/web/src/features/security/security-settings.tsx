import { CODE_LENGTH } from '@owo/contract/codes';
import { lagosHourOn, lagosTime } from '@owo/contract/lagos-time';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { failureMessage } from '#lib/api/api-error';
import { showFieldErrors } from '#lib/form-errors';
import { formatMoney } from '#lib/money';
import { buttonClasses } from '#ui/button-styles';
import { PinField } from '#ui/pin-field';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import {
  type SecurityState,
  useFreeze,
  useSecurity,
  useSendUnfreezeCode,
  useSetDailyLimit,
  useUnfreeze,
} from './api/security-api';

const NETWORK = 'Check your internet connection';

/** Profile → Security: freeze outgoing money, and a daily sending limit of the customer's own. */
export function SecuritySettings() {
  const security = useSecurity();
  return (
    <section aria-labelledby="security-heading" className="flex flex-col gap-5">
      <h2 id="security-heading" className="text-lg font-bold text-ink">
        Security
      </h2>
      {security.isPending ? (
        <p className="text-sm text-muted">Loading…</p>
      ) : security.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {failureMessage(security.error, NETWORK)}
        </p>
      ) : (
        <>
          <FreezeSwitch state={security.data} />
          <DailyLimitForm state={security.data} />
          {security.data.new_device_cap ? (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-ink ring-1 ring-amber-200">
              New device limit: you can send {formatMoney(security.data.new_device_cap.left)} more (of{' '}
              {formatMoney(security.data.new_device_cap.limit)}) until{' '}
              {lagosHourOn(security.data.new_device_cap.lifts_at)} (Lagos time).
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function FreezeSwitch({ state }: { state: SecurityState }) {
  const freeze = useFreeze();
  const [unfreezing, setUnfreezing] = useState(false);
  const onToggle = () => {
    if (state.frozen) {
      setUnfreezing(true);
      return;
    }
    freeze.mutate(undefined, {
      onSuccess: () => toast.success('Outgoing money is frozen'),
      onError: (error) => toast.error(failureMessage(error, NETWORK)),
    });
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p id="freeze-label" className="font-semibold text-ink">
            Freeze outgoing money
          </p>
          <p className="text-sm text-muted">
            {state.frozen
              ? 'Frozen: every send and card funding is refused. Unfreezing needs your PIN and a code sent to your phone.'
              : 'One tap refuses every send and card funding at once, until you unfreeze it.'}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={state.frozen}
          aria-labelledby="freeze-label"
          onClick={onToggle}
          disabled={freeze.isPending}
          className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors disabled:opacity-50 ${
            state.frozen ? 'bg-red-600' : 'bg-gray-300'
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-6 rounded-full bg-white shadow transition-transform ${
              state.frozen ? 'translate-x-7' : 'translate-x-1'
            }`}
          />
        </button>
      </div>
      {state.frozen && unfreezing ? <UnfreezeForm onDone={() => setUnfreezing(false)} /> : null}
    </div>
  );
}

type UnfreezeInput = { pin: string; otp: string };

function UnfreezeForm({ onDone }: { onDone: () => void }) {
  const sendCode = useSendUnfreezeCode();
  const unfreeze = useUnfreeze();
  const form = useForm<UnfreezeInput>({ defaultValues: { pin: '', otp: '' } });
  const { errors } = form.formState;
  const onSendCode = () =>
    sendCode.mutate(undefined, {
      onSuccess: () => toast.success('We sent a code to your phone'),
      onError: (error) => toast.error(failureMessage(error, NETWORK)),
    });
  const onSubmit = form.handleSubmit((body) =>
    unfreeze.mutate(body, {
      onSuccess: () => {
        toast.success('Outgoing money is unfrozen');
        onDone();
      },
      onError: (error) => {
        showFieldErrors(error, form.setError, ['pin', 'otp']);
        toast.error(failureMessage(error, NETWORK));
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 rounded-lg bg-gray-50 p-4">
      <p className="text-sm text-ink">
        To unfreeze, enter your transaction PIN and the code we text to your phone.
      </p>
      <button
        type="button"
        onClick={onSendCode}
        disabled={sendCode.isPending}
        className={buttonClasses('white', 'small', 'self-start')}
      >
        {sendCode.isSuccess ? 'Send the code again' : 'Send code'}
      </button>
      <PinField error={errors.pin?.message} {...form.register('pin')} />
      <TextInput
        label="Code from SMS"
        inputMode="numeric"
        maxLength={CODE_LENGTH}
        autoComplete="one-time-code"
        error={errors.otp?.message}
        {...form.register('otp')}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton size="small" isLoading={unfreeze.isPending}>
          Unfreeze
        </SubmitButton>
        <button
          type="button"
          onClick={onDone}
          className="min-h-11 px-3 text-sm font-semibold text-brand underline"
        >
          Keep frozen
        </button>
      </div>
    </form>
  );
}

function DailyLimitForm({ state }: { state: SecurityState }) {
  const setLimit = useSetDailyLimit();
  const form = useForm<{ amount: string }>({ defaultValues: { amount: '' } });
  const { errors } = form.formState;
  const limit = state.daily_limit;
  const save = (amount: string | null) =>
    setLimit.mutate(amount, {
      onSuccess: () => form.reset({ amount: '' }),
      onError: (error) => {
        showFieldErrors(error, form.setError, ['amount']);
        toast.error(failureMessage(error, NETWORK));
      },
    });
  return (
    <form
      onSubmit={form.handleSubmit(({ amount }) => save(amount))}
      noValidate
      className="flex flex-col gap-3"
    >
      <p className="font-semibold text-ink">Daily sending limit</p>
      <p className="text-sm text-muted">
        Now {formatMoney(limit.effective)} a day
        {limit.own === null
          ? ' (your account level’s limit)'
          : ` (yours; your account level allows ${formatMoney(limit.tier)})`}
        . Sent today: {formatMoney(limit.spent_today)}.
      </p>
      {limit.pending ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-ink ring-1 ring-amber-200">
          Your limit rises to{' '}
          {limit.pending.amount === null ? formatMoney(limit.tier) : formatMoney(limit.pending.amount)} on{' '}
          {lagosTime(limit.pending.applies_at)}. A higher limit applies 24 hours after you ask; a lower one at
          once.
        </p>
      ) : null}
      {setLimit.isSuccess && !limit.pending ? (
        <p role="status" className="text-sm text-ink">
          Saved. Your new limit applies now.
        </p>
      ) : null}
      <TextInput
        label="New daily limit (₦)"
        inputMode="decimal"
        placeholder="e.g. 20000"
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton size="small" isLoading={setLimit.isPending}>
          Save limit
        </SubmitButton>
        {limit.own !== null || limit.pending ? (
          <button
            type="button"
            onClick={() => save(null)}
            className="min-h-11 px-3 text-sm font-semibold text-brand underline"
          >
            Use my account level’s limit
          </button>
        ) : null}
      </div>
    </form>
  );
}
