import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { SubmitButton } from '#ui/submit-button';
import { opsCall } from '../api';

const QUICK = [
  'Customer called about a transaction',
  'Following up a complaint',
  'Identity review',
  'Monitoring alert on this account',
];

/**
 * Before a customer's page opens: why is this staff member looking? Asked once per customer per session, kept
 * in the audit log with every opening.
 */
export function ReasonPrompt({ uuid, onRecorded }: { uuid: string; onRecorded: () => void }) {
  const [reason, setReason] = useState('');
  const record = useMutation({
    mutationFn: (text: string) => opsCall('POST', `/ops/customers/${uuid}/access`, { reason: text }),
    onSuccess: onRecorded,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    record.mutate(reason);
  };
  return (
    <section
      className="max-w-xl rounded-lg border border-amber-300 bg-amber-50 p-4"
      aria-labelledby="reason-h"
    >
      <h2 id="reason-h" className="text-lg font-semibold">
        Why are you opening this customer's page?
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        Every look at a customer's data is on the record. You are asked once for this customer in this
        session.
      </p>
      <form onSubmit={submit} className="mt-3 space-y-3">
        <div className="flex flex-wrap gap-2">
          {QUICK.map((q) => (
            <button
              key={q}
              type="button"
              onClick={() => setReason(q)}
              className="rounded-full border border-gray-300 bg-white px-3 py-1 text-xs hover:border-green-700"
            >
              {q}
            </button>
          ))}
        </div>
        <label htmlFor="access-reason" className="block text-sm font-medium">
          Reason
        </label>
        <textarea
          id="access-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={2}
          maxLength={300}
          required
          // biome-ignore lint/a11y/noAutofocus: the page asks this one question first.
          autoFocus
          className="block w-full rounded-md border border-gray-300 p-2"
        />
        {record.error && (
          <p role="alert" className="text-sm text-red-700">
            {record.error.message}
          </p>
        )}
        <div className="flex items-center gap-4">
          <SubmitButton isLoading={record.isPending} size="small">
            Open the page
          </SubmitButton>
          <Link to="/ops/customers" className="text-sm text-gray-700 underline">
            Back to search
          </Link>
        </div>
      </form>
    </section>
  );
}
