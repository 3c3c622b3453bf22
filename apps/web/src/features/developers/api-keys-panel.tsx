import {
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyScope,
  createApiKeyBody,
  developerMessages,
} from '@owo/contract/developers';
import { lagosTime } from '@owo/contract/lagos-time';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { failureMessage } from '#lib/api/api-error';
import { passesContract, showSubmitFailure } from '#lib/form-errors';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { useApiKeys, useCreateKey, useRevokeKey } from './api/developers-api';
import { SecretOnce } from './secret-once';

/** What each scope lets a key do, as the owner chooses it. */
const SCOPE_HINTS: Record<ApiKeyScope, string> = {
  read: 'Read balances, history, payment links and payout batches',
  collect: 'Create and deactivate payment links, and see what comes in',
  payout: 'Prepare and confirm payout batches (a person still approves them)',
};

type KeyForm = { name: string; scopes: ApiKeyScope[] };
const fieldNames = ['name', 'scopes'] as const;

function CreateKeyForm({ onCreated }: { onCreated: (key: string) => void }) {
  const create = useCreateKey();
  const form = useForm<KeyForm>({ defaultValues: { name: '', scopes: ['read'] } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    if (create.isPending) return;
    if (!passesContract(createApiKeyBody, values, form.setError, fieldNames)) return;
    create.mutate(values, {
      onSuccess: (key) => {
        form.reset();
        onCreated(key.key);
      },
      onError: (error) => showSubmitFailure(error, form.setError, fieldNames),
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create an API key" className="flex flex-col gap-4">
      <TextInput
        label="Key name"
        subLabel="Where it is used, e.g. “Shop server”"
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-semibold text-ink">Scopes</legend>
        {API_KEY_SCOPES.map((s) => (
          <label key={s} className="flex min-h-11 items-start gap-3 py-1">
            <input
              type="checkbox"
              value={s}
              className="mt-1 size-5 shrink-0 accent-brand"
              {...form.register('scopes')}
            />
            <span>
              <span className="font-semibold capitalize text-ink">{s}</span>
              <span className="block text-sm text-muted">{SCOPE_HINTS[s]}</span>
            </span>
          </label>
        ))}
        {errors.scopes?.message ? (
          <p role="alert" className="text-sm text-danger">
            {errors.scopes.message}
          </p>
        ) : null}
      </fieldset>
      <SubmitButton isLoading={create.isPending}>Create key</SubmitButton>
    </form>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const revoke = useRevokeKey();
  const onRevoke = () => {
    if (!window.confirm(`Revoke “${apiKey.name}”? Requests with it will be refused at once.`)) return;
    revoke.mutate(apiKey.id, {
      onSuccess: () => toast.success(developerMessages.keyRevoked),
      onError: (error) => toast.error(failureMessage(error, 'Check your internet connection')),
    });
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-ink">{apiKey.name}</p>
        <p className="font-mono text-sm text-muted">{apiKey.prefix}…</p>
        <p className="text-sm text-muted">
          {apiKey.scopes.join(', ')} ·{' '}
          {apiKey.last_used_at ? `last used ${lagosTime(apiKey.last_used_at)}` : 'never used'}
        </p>
      </div>
      {apiKey.revoked_at ? (
        <span className="rounded-full bg-gray-100 px-3 py-1 text-sm font-semibold text-muted">Revoked</span>
      ) : (
        <button
          type="button"
          onClick={onRevoke}
          disabled={revoke.isPending}
          className="min-h-10 rounded-lg px-3 text-sm font-semibold text-danger hover:bg-red-50"
        >
          Revoke
        </button>
      )}
    </li>
  );
}

/** API keys: the list (revoke), and a form whose new key is shown once with a copy button. */
export function ApiKeysPanel() {
  const { data, isPending, isError, refetch } = useApiKeys();
  const [created, setCreated] = useState<string | null>(null);
  return (
    <section aria-labelledby="keys-heading" className="flex flex-col gap-3">
      <h2 id="keys-heading" className="text-lg font-bold text-ink">
        API keys
      </h2>
      <p className="text-sm text-muted">
        Your server sends a key as <code>Authorization: Bearer …</code>. Keys never work from a browser, and a
        key never approves a payment.
      </p>
      {isPending ? <Spinner label="Loading your keys" className="size-8 text-brand" /> : null}
      {isError ? <LoadError what="your API keys" onRetry={() => void refetch()} /> : null}
      {data?.keys.length === 0 ? <p className="text-muted">No keys yet.</p> : null}
      {data && data.keys.length > 0 ? (
        <ul className="divide-y divide-gray-100 rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
          {data.keys.map((k) => (
            <KeyRow key={k.id} apiKey={k} />
          ))}
        </ul>
      ) : null}
      <div className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
        {created ? (
          <SecretOnce
            title="Your new API key"
            note={developerMessages.keyCreated}
            secret={created}
            onDone={() => setCreated(null)}
          />
        ) : (
          <CreateKeyForm onCreated={setCreated} />
        )}
      </div>
    </section>
  );
}
