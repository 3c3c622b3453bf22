import {
  createWebhookBody,
  developerMessages,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@owo/contract/developers';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { failureMessage } from '#lib/api/api-error';
import { passesContract, showSubmitFailure } from '#lib/form-errors';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { useCreateWebhook, useEnableWebhook, useRemoveWebhook, useWebhooks } from './api/developers-api';
import { DeliveriesList } from './deliveries-list';
import { RollSecretButton } from './roll-secret-button';
import { SecretOnce } from './secret-once';

type HookForm = { url: string; events: WebhookEventType[] };
const fieldNames = ['url', 'events'] as const;

function RegisterForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const create = useCreateWebhook();
  const form = useForm<HookForm>({ defaultValues: { url: '', events: ['payment_link.paid'] } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    if (create.isPending) return;
    if (!passesContract(createWebhookBody, values, form.setError, fieldNames)) return;
    create.mutate(values, {
      onSuccess: (endpoint) => {
        form.reset();
        onCreated(endpoint.secret);
      },
      onError: (error) => showSubmitFailure(error, form.setError, fieldNames),
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add an endpoint" className="flex flex-col gap-4">
      <TextInput
        label="Endpoint URL"
        subLabel="HTTPS, on the public internet (the sandbox also takes http://127.0.0.1)"
        inputMode="url"
        autoComplete="off"
        placeholder="https://example.com/owo/webhooks"
        error={errors.url?.message}
        {...form.register('url')}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-semibold text-ink">Events</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((e) => (
            <label key={e} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                value={e}
                className="size-5 shrink-0 accent-brand"
                {...form.register('events')}
              />
              <span className="font-mono text-sm text-ink">{e}</span>
            </label>
          ))}
        </div>
        {errors.events?.message ? (
          <p role="alert" className="text-sm text-danger">
            {errors.events.message}
          </p>
        ) : null}
      </fieldset>
      <SubmitButton isLoading={create.isPending}>Add endpoint</SubmitButton>
    </form>
  );
}

function EndpointRow({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const remove = useRemoveWebhook();
  const enable = useEnableWebhook();
  const fail = (error: unknown) => toast.error(failureMessage(error, 'Check your internet connection'));
  const onRemove = () => {
    if (!window.confirm(`Remove ${endpoint.url}? Nothing more will be sent to it.`)) return;
    remove.mutate(endpoint.id, {
      onSuccess: () => toast.success(developerMessages.endpointRemoved),
      onError: fail,
    });
  };
  const onEnable = () =>
    enable.mutate(endpoint.id, {
      onSuccess: () => toast.success(developerMessages.endpointEnabled),
      onError: fail,
    });
  return (
    <li className="flex flex-col gap-3 px-4 py-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="break-all font-semibold text-ink">{endpoint.url}</p>
          <p className="text-sm text-muted">{endpoint.events.join(', ')}</p>
          {endpoint.disabled_reason === 'secret_withdrawn' ? (
            <p className="mt-1 text-sm text-danger">{developerMessages.secretWithdrawn}</p>
          ) : null}
        </div>
        <span
          className={
            endpoint.status === 'active'
              ? 'rounded-full bg-brand-light px-3 py-1 text-sm font-semibold text-brand'
              : 'rounded-full bg-red-50 px-3 py-1 text-sm font-semibold text-danger'
          }
        >
          {endpoint.status === 'active' ? 'Active' : 'Switched off'}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
          className="min-h-10 rounded-lg px-3 text-sm font-semibold text-brand ring-1 ring-brand hover:bg-brand-light"
        >
          {open ? 'Hide deliveries' : 'Deliveries'}
        </button>
        {/* Nobody holds a withdrawn secret: only a roll (beside) switches such an endpoint on. */}
        {endpoint.disabled_reason === 'failing' ? (
          <button
            type="button"
            onClick={onEnable}
            disabled={enable.isPending}
            className="min-h-10 rounded-lg px-3 text-sm font-semibold text-brand hover:bg-brand-light"
          >
            Switch on
          </button>
        ) : null}
        <RollSecretButton endpointId={endpoint.id} onRolled={setSecret} />
        <button
          type="button"
          onClick={onRemove}
          disabled={remove.isPending}
          className="min-h-10 rounded-lg px-3 text-sm font-semibold text-danger hover:bg-red-50"
        >
          Remove
        </button>
      </div>
      {secret ? (
        <SecretOnce
          title="Signing secret"
          note={developerMessages.secretRolled}
          secret={secret}
          onDone={() => setSecret(null)}
        />
      ) : null}
      {open ? <DeliveriesList endpointId={endpoint.id} /> : null}
    </li>
  );
}

/** Webhook endpoints: the list with each one's delivery log, and a form whose signing secret is shown once. */
export function WebhooksPanel() {
  const { data, isPending, isError, refetch } = useWebhooks();
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <section aria-labelledby="webhooks-heading" className="flex flex-col gap-3">
      <h2 id="webhooks-heading" className="text-lg font-bold text-ink">
        Webhooks
      </h2>
      <p className="text-sm text-muted">
        Each delivery is signed in <code>X-Signature</code> with the endpoint’s secret and carries an event id
        to deduplicate on. Failed deliveries are retried for 3 days.
      </p>
      {isPending ? <Spinner label="Loading your endpoints" className="size-8 text-brand" /> : null}
      {isError ? <LoadError what="your endpoints" onRetry={() => void refetch()} /> : null}
      {data?.endpoints.length === 0 ? <p className="text-muted">No endpoints yet.</p> : null}
      {data && data.endpoints.length > 0 ? (
        <ul className="divide-y divide-gray-100 rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
          {data.endpoints.map((e) => (
            <EndpointRow key={e.id} endpoint={e} />
          ))}
        </ul>
      ) : null}
      <div className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
        {secret ? (
          <SecretOnce
            title="Signing secret"
            note={developerMessages.endpointCreated}
            secret={secret}
            onDone={() => setSecret(null)}
          />
        ) : (
          <RegisterForm onCreated={setSecret} />
        )}
      </div>
    </section>
  );
}
