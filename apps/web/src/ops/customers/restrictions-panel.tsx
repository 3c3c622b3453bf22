import type { CustomerPage, RestrictionView } from '@owo/contract/ops-customers';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '#ui/submit-button';
import { opsCall } from '../api';
import { useOps } from '../session';
import { RESTRICTION_LABEL, RESTRICTION_SHORT, when } from './format';
import { Panel } from './sections';

const STATUS_LABEL: Record<RestrictionView['status'], string> = {
  live: 'In force',
  lift_pending: 'In force, lift asked',
  lifted: 'Lifted',
};

/**
 * Restrictions: compliance places post-no-debit, freeze or close with a reason; lifting takes two people (one
 * asks, another approves). The money core enforces them on every movement; this panel only asks it to.
 */
export function RestrictionsPanel({ p, onChanged }: { p: CustomerPage; onChanged: () => void }) {
  const ops = useOps();
  return (
    <Panel title="Restrictions">
      <p className="mb-3 text-sm">
        {p.restriction_in_force ? (
          <strong className="text-red-800">In force: {RESTRICTION_LABEL[p.restriction_in_force]}</strong>
        ) : (
          'None in force.'
        )}
      </p>
      <ul className="mb-4 space-y-3 text-sm">
        {p.restrictions.map((r) => (
          <RestrictionItem
            key={r.id}
            r={r}
            me={ops.staff.email}
            canLift={ops.can('restrictions.lift')}
            onChanged={onChanged}
          />
        ))}
      </ul>
      {ops.can('restrictions.place') && <PlaceForm uuid={p.profile.uuid} onPlaced={onChanged} />}
    </Panel>
  );
}

function RestrictionItem({
  r,
  me,
  canLift,
  onChanged,
}: {
  r: RestrictionView;
  me: string;
  canLift: boolean;
  onChanged: () => void;
}) {
  const [reason, setReason] = useState('');
  const lift = useMutation({
    mutationFn: () => opsCall('POST', `/ops/restrictions/${r.id}/lift`, { reason }),
    onSuccess: onChanged,
  });
  const askedByMe = r.status === 'lift_pending' && r.lift_requested_by === me;
  return (
    <li className="rounded-md border border-gray-200 p-3">
      <p>
        <strong>{RESTRICTION_SHORT[r.type]}</strong> · {STATUS_LABEL[r.status]}
      </p>
      <p className="text-gray-700">
        “{r.reason}” — {r.placed_by ?? 'staff'}, {when(r.placed_at)}
      </p>
      {r.lift_requested_at && (
        <p className="text-gray-700">
          Lift asked by {r.lift_requested_by}, {when(r.lift_requested_at)}: “{r.lift_reason}”
        </p>
      )}
      {r.lifted_at && (
        <p className="text-gray-700">
          Lifted by {r.lifted_by}, {when(r.lifted_at)}
        </p>
      )}
      {canLift && r.status !== 'lifted' && !askedByMe && (
        <form
          className="mt-2 space-y-2"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            lift.mutate();
          }}
        >
          <label htmlFor={`lift-${r.id}`} className="block text-xs font-medium">
            {r.status === 'live' ? 'Why should it be lifted?' : 'Your reason for approving the lift'}
          </label>
          <input
            id={`lift-${r.id}`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            maxLength={300}
            className="block w-full rounded-md border border-gray-300 p-2"
          />
          {lift.error && (
            <p role="alert" className="text-red-700">
              {lift.error.message}
            </p>
          )}
          <SubmitButton isLoading={lift.isPending} size="small" color="orange">
            {r.status === 'live' ? 'Ask to lift' : 'Approve the lift'}
          </SubmitButton>
        </form>
      )}
      {askedByMe && (
        <p className="mt-2 text-amber-800">
          You asked for this lift: another compliance member must approve it.
        </p>
      )}
    </li>
  );
}

function PlaceForm({ uuid, onPlaced }: { uuid: string; onPlaced: () => void }) {
  const [type, setType] = useState<'pnd' | 'freeze' | 'close'>('pnd');
  const [reason, setReason] = useState('');
  const place = useMutation({
    mutationFn: () => opsCall('POST', `/ops/customers/${uuid}/restrictions`, { type, reason }),
    onSuccess: () => {
      setReason('');
      onPlaced();
    },
  });
  return (
    <form
      className="space-y-2 border-t border-gray-100 pt-3"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        place.mutate();
      }}
    >
      <h3 className="text-sm font-semibold">Place a restriction</h3>
      <fieldset className="space-y-1 text-sm">
        <legend className="sr-only">Restriction</legend>
        {(['pnd', 'freeze', 'close'] as const).map((t) => (
          <label key={t} className="flex items-center gap-2">
            <input type="radio" name="restriction-type" checked={type === t} onChange={() => setType(t)} />
            {RESTRICTION_LABEL[t]}
          </label>
        ))}
      </fieldset>
      <label htmlFor="restriction-reason" className="block text-sm font-medium">
        Reason
      </label>
      <input
        id="restriction-reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        maxLength={300}
        className="block w-full rounded-md border border-gray-300 p-2 text-sm"
      />
      {place.error && (
        <p role="alert" className="text-sm text-red-700">
          {place.error.message}
        </p>
      )}
      <SubmitButton isLoading={place.isPending} size="small" color="orange">
        Place restriction
      </SubmitButton>
    </form>
  );
}
