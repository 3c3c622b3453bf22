import type { CustomerPage } from '@owo/contract/ops-customers';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '#ui/submit-button';
import { opsCall } from '../api';
import { when } from './format';
import { Panel } from './sections';

/** Staff notes, newest first; a note is never edited or removed (a correction is a new note). */
export function NotesPanel({
  p,
  canWrite,
  onAdded,
}: {
  p: CustomerPage;
  canWrite: boolean;
  onAdded: () => void;
}) {
  const [body, setBody] = useState('');
  const add = useMutation({
    mutationFn: (text: string) => opsCall('POST', `/ops/customers/${p.profile.uuid}/notes`, { body: text }),
    onSuccess: () => {
      setBody('');
      onAdded();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(body);
  };
  return (
    <Panel title="Staff notes">
      {canWrite && (
        <form onSubmit={submit} className="mb-4 space-y-2">
          <label htmlFor="note-body" className="sr-only">
            New note
          </label>
          <textarea
            id="note-body"
            value={body}
            onChange={(e) => setBody(e.target.value)}
            rows={2}
            maxLength={2000}
            required
            placeholder="What happened, what you did, what comes next"
            className="block w-full rounded-md border border-gray-300 p-2 text-sm"
          />
          {add.error && (
            <p role="alert" className="text-sm text-red-700">
              {add.error.message}
            </p>
          )}
          <SubmitButton isLoading={add.isPending} size="small">
            Add note
          </SubmitButton>
        </form>
      )}
      <ul className="space-y-3 text-sm">
        {p.notes.map((n) => (
          <li key={n.id} className="border-l-2 border-gray-200 pl-3">
            <p className="whitespace-pre-wrap">{n.body}</p>
            <p className="text-xs text-gray-600">
              {n.staff_email} · {when(n.created_at)}
            </p>
          </li>
        ))}
        {p.notes.length === 0 && <li className="text-gray-600">No notes yet.</li>}
      </ul>
    </Panel>
  );
}
