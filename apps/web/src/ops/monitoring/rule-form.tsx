import { toMinor } from '@owo/contract/minor';
import { RULE_ACTIONS, SEVERITIES } from '@owo/contract/monitoring';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { SubmitButton } from '#ui/submit-button';
import { TextArea } from '#ui/text-area';
import { opsCall } from '../api';
import { minorToMajor } from '../customers/format';
import { secondaryButton, selectClasses } from '../pages/money-parts';
import { paramLabel, type Rule } from './parts';

/**
 * "200000" or "1,000,000.5" naira → "100000050" kobo (the API takes kobo as a string), read as every other
 * form reads an amount (the contract's toMinor); null when it is not an amount.
 */
export const nairaToKobo = (text: string): string | null => toMinor(text)?.toString() ?? null;

const isMoney = (key: string) => key.endsWith('_minor');

/**
 * Proposing a rule's next version: on or off, severity, action and every parameter of its kind (amounts in
 * naira here, kobo in the API). The API checks the parameters against the contract's RULE_PARAMS and says which
 * one is wrong; the change waits for a second officer.
 */
export function RuleForm({ rule, onDone }: { rule: Rule; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const a = rule.active;
  const propose = useMutation({
    mutationFn: (body: unknown) =>
      opsCall<Rule>('POST', `/ops/monitoring/rules/${rule.code}/proposals`, body),
    onSuccess: () => {
      toast.success('Change proposed: a second compliance officer must approve it.');
      void queryClient.invalidateQueries({ queryKey: ['ops', 'monitoring', 'rules'] });
      onDone();
    },
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFieldError(null);
    const form = new FormData(e.currentTarget);
    const params: Record<string, unknown> = {};
    for (const key of Object.keys(a.params)) {
      const raw = String(form.get(`param-${key}`) ?? '');
      if (isMoney(key)) {
        const kobo = nairaToKobo(raw);
        if (kobo === null) return setFieldError(`${paramLabel(key)}: write an amount in naira, e.g. 200000`);
        params[key] = kobo;
      } else {
        params[key] = raw.trim() === '' ? raw : Number(raw);
      }
    }
    propose.mutate({
      enabled: form.get('enabled') === 'on',
      severity: form.get('severity'),
      action: form.get('action'),
      params,
      reason: String(form.get('reason') ?? ''),
    });
  };
  const id = (s: string) => `${rule.code}-${s}`;
  return (
    <form onSubmit={submit} className="mt-4 space-y-4 border-t border-gray-100 pt-4">
      <h3 className="font-semibold">Propose version {a.version + 1}</h3>
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input type="checkbox" name="enabled" defaultChecked={a.enabled} className="size-5" />
        Rule on
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <label htmlFor={id('severity')} className="text-sm font-semibold">
          Severity
          <select id={id('severity')} name="severity" defaultValue={a.severity} className={selectClasses}>
            {SEVERITIES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label htmlFor={id('action')} className="text-sm font-semibold">
          Action
          <select id={id('action')} name="action" defaultValue={a.action} className={selectClasses}>
            {RULE_ACTIONS.map((s) => (
              <option key={s} value={s}>
                {s === 'hold' ? 'Hold for review' : 'Alert'}
              </option>
            ))}
          </select>
        </label>
        {Object.entries(a.params).map(([key, value]) => (
          <label key={key} htmlFor={id(key)} className="text-sm font-semibold">
            {isMoney(key) ? `${paramLabel(key)} (₦)` : paramLabel(key)}
            <input
              id={id(key)}
              name={`param-${key}`}
              inputMode="decimal"
              required
              defaultValue={isMoney(key) ? minorToMajor(String(value)) : String(value)}
              className={selectClasses}
            />
          </label>
        ))}
      </div>
      <TextArea
        label="Why the rule changes"
        name="reason"
        rows={2}
        required
        maxLength={500}
        id={id('reason')}
      />
      {(fieldError ?? propose.error) && (
        <p role="alert" className="text-sm text-red-700">
          {fieldError ?? propose.error?.message}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <SubmitButton size="small" isLoading={propose.isPending}>
          Propose the change
        </SubmitButton>
        <button type="button" className={secondaryButton} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
