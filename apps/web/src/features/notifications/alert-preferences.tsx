import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { failureMessage } from '#lib/api/api-error';
import { SubmitButton } from '#ui/submit-button';
import { useAlertPreferences, useSaveAlertPreferences } from './api/notifications';

const NETWORK = 'Check your internet connection and try again.';

/** Profile → Alerts: SMS and/or e-mail for money alerts; security alerts always come by SMS. */
export function AlertPreferencesForm() {
  const prefs = useAlertPreferences();
  const save = useSaveAlertPreferences();
  const [sms, setSms] = useState(true);
  const [email, setEmail] = useState(true);
  useEffect(() => {
    if (prefs.data) {
      setSms(prefs.data.sms);
      setEmail(prefs.data.email);
    }
  }, [prefs.data]);
  const changed = prefs.data ? prefs.data.sms !== sms || prefs.data.email !== email : false;

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { sms, email },
          {
            onSuccess: () => toast.success('Alert preferences saved'),
            onError: (err) => toast.error(failureMessage(err, NETWORK)),
          },
        );
      }}
    >
      <div>
        <h2 className="text-lg font-bold text-ink">Alerts</h2>
        <p className="mt-1 text-sm text-muted">
          How we tell you when money comes in or goes out: the amount, your balance after it and the
          reference.
        </p>
      </div>
      {prefs.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {failureMessage(prefs.error, NETWORK)}
        </p>
      ) : null}
      <fieldset className="flex flex-col gap-2" disabled={!prefs.data}>
        <legend className="sr-only">Money alerts</legend>
        <Toggle label="SMS alerts" hint="Texts to your phone number" checked={sms} onChange={setSms} />
        <Toggle
          label="E-mail alerts"
          hint="Messages to your e-mail address"
          checked={email}
          onChange={setEmail}
        />
      </fieldset>
      <p className="rounded-lg bg-gray-50 p-3 text-sm text-muted">
        Security alerts (a new sign-in, a change to your limits, a freeze) always come by SMS and can't be
        turned off.
      </p>
      <SubmitButton size="small" isLoading={save.isPending} disabled={!changed} className="self-start">
        Save alert preferences
      </SubmitButton>
    </form>
  );
}

function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4 rounded-lg px-1 py-1">
      <span>
        <span className="block font-semibold text-ink">{label}</span>
        <span className="block text-sm text-muted">{hint}</span>
      </span>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-5 shrink-0 accent-brand"
      />
    </label>
  );
}
