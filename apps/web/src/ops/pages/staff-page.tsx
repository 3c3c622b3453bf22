import type { ReplyData } from '@owo/contract/common';
import { lagosClock, lagosDay } from '@owo/contract/lagos-time';
import {
  opsMessages,
  type StaffProposalView,
  type StaffView,
  type staffApprovedReply,
} from '@owo/contract/ops';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { opsCall } from '../api';
import { useOps } from '../session';
import { OpsHeader } from '../ui';
import { secondaryButton } from './money-parts';

/** What a second admin's approval did: an account made, or a member's sign-in reset (both e-mail a link). */
type Created = ReplyData<typeof staffApprovedReply> & { kind: StaffProposalView['kind'] };

const ROLES = ['support', 'compliance', 'finance', 'admin'] as const;

/** A member's standing as the list says it: disabled, still to enrol by their e-mailed link, or active. */
const staffStatus = (s: StaffView) =>
  s.disabled_at ? 'Disabled' : s.enrolled_at ? 'Active' : 'Not enrolled yet';
const STAFF_KEY = ['ops', 'staff'];

/**
 * Admins: the staff list; a new member proposed by one admin and approved by another (decision 041), who then
 * enrols by the link e-mailed to them (their own password and authenticator, shown to nobody else); a member's
 * lost authenticator reset the same way (migration 054).
 */
export default function StaffPage() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: STAFF_KEY,
    queryFn: () => opsCall<{ staff: StaffView[]; proposals: StaffProposalView[] }>('GET', '/ops/staff'),
  });
  const [proposed, setProposed] = useState<StaffProposalView | null>(null);
  const propose = useMutation({
    mutationFn: (body: { email: string; role: string }) =>
      opsCall<{ proposal: StaffProposalView }>('POST', '/ops/staff', body),
    onSuccess: (data) => {
      setProposed(data.proposal);
      void queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    },
  });
  const [created, setCreated] = useState<Created | null>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    propose.mutate(
      { email: String(f.get('email')), role: String(f.get('role')) },
      { onSuccess: () => form.reset() },
    );
  };
  const me = useOps().staff.uuid;
  const waiting = list.data?.proposals ?? [];
  return (
    <>
      <OpsHeader title="Staff" />
      <section className="mb-8 max-w-xl rounded-lg border border-gray-200 bg-white p-4">
        <h2 className="mb-1 font-semibold">Propose a staff member</h2>
        <p className="mb-3 text-sm text-gray-700">
          Another admin approves it; the account is made then, and its owner gets an e-mail to set their own
          password and authenticator.
        </p>
        <form onSubmit={submit} className="space-y-3">
          <TextInput label="Work email" name="email" type="email" required />
          <label className="block text-sm font-medium">
            Role
            <select
              name="role"
              className="mt-1 block w-full rounded-md border border-gray-300 p-2"
              defaultValue="support"
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </label>
          {propose.error && (
            <p role="alert" className="text-sm text-red-700">
              {propose.error.message}
            </p>
          )}
          <SubmitButton isLoading={propose.isPending} size="small">
            Propose
          </SubmitButton>
        </form>
        {proposed && !propose.isPending && !propose.error && (
          <p className="mt-3 rounded-md bg-gray-50 p-3 text-sm" role="status">
            {proposed.email}: {opsMessages.staffProposed}
          </p>
        )}
      </section>
      {created && (
        <section className="mb-8 max-w-xl rounded-md bg-green-50 p-4 text-sm" role="status">
          <p className="font-semibold">
            {created.kind === 'reset'
              ? `Sign-in reset for ${created.email}: their sessions have ended.`
              : `Account made for ${created.email}.`}
          </p>
          <p className="mt-1">
            We e-mailed them a link to set their own password and authenticator. It works once, until{' '}
            {lagosClock(created.enrol_expires_at)} (Lagos time). Nobody else is shown either.
          </p>
        </section>
      )}
      {waiting.length > 0 && (
        <section className="mb-8">
          <h2 className="mb-2 font-semibold">Waiting for a second admin</h2>
          <ul aria-label="Staff proposals" className="space-y-2">
            {waiting.map((p) => (
              <li key={p.uuid} className="rounded-lg border border-gray-200 bg-white p-3 text-sm">
                <p className="font-semibold break-all">{p.email}</p>
                <p className="mt-1 text-gray-700">
                  {p.kind === 'reset' ? 'Reset their sign-in' : <span className="capitalize">{p.role}</span>}{' '}
                  · proposed by {p.proposed_by.uuid === me ? 'you' : p.proposed_by.email} on{' '}
                  {lagosDay(p.proposed_at)}
                </p>
                <ProposalActions proposal={p} own={p.proposed_by.uuid === me} onCreated={setCreated} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {list.isError && <p role="alert">Could not load the staff list.</p>}
      {/* On a phone, one card per staff member (every column of the table, nothing behind a sideways scroll). */}
      <ul aria-label="Staff accounts" className="space-y-2 md:hidden">
        {list.data?.staff.map((s) => (
          <li key={s.uuid} className="rounded-lg border border-gray-200 bg-white p-3 text-sm">
            <p className="font-semibold break-all">{s.email}</p>
            <p className="mt-1 text-gray-700">
              <span className="capitalize">{s.role}</span> · since {lagosDay(s.created_at)} · {staffStatus(s)}
            </p>
            {s.disabled_at || s.uuid === me ? null : (
              <div className="mt-2">
                <MemberActions member={s} />
              </div>
            )}
          </li>
        ))}
      </ul>
      <div className="relative hidden overflow-x-auto rounded-lg border border-gray-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-gray-50 text-gray-600">
            <tr>
              <th className="p-3">Email</th>
              <th className="p-3">Role</th>
              <th className="p-3">Since</th>
              <th className="p-3">Status</th>
              <th className="p-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data?.staff.map((s) => (
              <tr key={s.uuid} className="border-t border-gray-100">
                <td className="p-3">{s.email}</td>
                <td className="p-3 capitalize">{s.role}</td>
                <td className="p-3">{lagosDay(s.created_at)}</td>
                <td className="p-3">{staffStatus(s)}</td>
                <td className="p-3">
                  {s.disabled_at || s.uuid === me ? null : <MemberActions member={s} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** A proposal's decision: another admin approves it (and is shown the credentials); anyone may withdraw it. */
function ProposalActions({
  proposal,
  own,
  onCreated,
}: {
  proposal: StaffProposalView;
  own: boolean;
  onCreated: (created: Created) => void;
}) {
  const queryClient = useQueryClient();
  const settle = () => void queryClient.invalidateQueries({ queryKey: STAFF_KEY });
  const approve = useMutation({
    mutationFn: () =>
      opsCall<ReplyData<typeof staffApprovedReply>>('POST', `/ops/staff/proposals/${proposal.uuid}/approve`),
    onSuccess: (data) => {
      onCreated({ ...data, kind: proposal.kind });
      settle();
    },
  });
  const withdraw = useMutation({
    mutationFn: () => opsCall<null>('POST', `/ops/staff/proposals/${proposal.uuid}/withdraw`),
    onSuccess: settle,
  });
  const error = approve.error ?? withdraw.error;
  const busy = approve.isPending || withdraw.isPending;
  return (
    <div className="mt-2">
      <div className="flex flex-wrap items-center gap-3">
        {own ? (
          <span className="text-gray-700">Another admin approves it.</span>
        ) : (
          <SubmitButton
            type="button"
            size="small"
            isLoading={approve.isPending}
            disabled={busy}
            onClick={() => approve.mutate()}
            aria-label={`Approve ${proposal.email}`}
          >
            Approve
          </SubmitButton>
        )}
        <button
          type="button"
          onClick={() => withdraw.mutate()}
          disabled={busy}
          className={secondaryButton}
          aria-label={`Withdraw ${proposal.email}`}
        >
          Withdraw
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}

/** What an admin may do to another member: propose resetting their sign-in, or disable them. */
function MemberActions({ member }: { member: StaffView }) {
  return (
    <div className="flex flex-wrap items-start gap-2 md:flex-nowrap">
      <ResetSignIn member={member} />
      <DisableStaff member={member} />
    </div>
  );
}

/**
 * A member who lost their authenticator: one admin proposes resetting their sign-in; once another approves, their
 * password and authenticator are cleared and a new enrolment link goes to their work address.
 */
function ResetSignIn({ member }: { member: StaffView }) {
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: () => opsCall<{ proposal: StaffProposalView }>('POST', `/ops/staff/${member.uuid}/reset`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
  return (
    <div>
      <button
        type="button"
        onClick={() => reset.mutate()}
        disabled={reset.isPending}
        className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold"
        aria-label={`Reset the sign-in of ${member.email}`}
      >
        Reset sign-in
      </button>
      {reset.error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {reset.error.message}
        </p>
      )}
      {reset.isSuccess && (
        <p role="status" className="mt-1 text-sm text-gray-700">
          {opsMessages.resetProposed}
        </p>
      )}
    </div>
  );
}

/** Disabling a staff member (they leave, or their account is in doubt): a reason, then their sessions end. */
function DisableStaff({ member }: { member: StaffView }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const disable = useMutation({
    mutationFn: (reason: string) =>
      opsCall<{ staff: StaffView }>('POST', `/ops/staff/${member.uuid}/disable`, { reason }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['ops', 'staff'] }),
  });
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold"
        aria-label={`Disable ${member.email}`}
      >
        Disable
      </button>
    );
  }
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    disable.mutate(String(new FormData(e.currentTarget).get('reason') ?? ''));
  };
  return (
    <form onSubmit={submit} className="min-w-56 space-y-2">
      <TextInput
        label={`Why disable ${member.email}?`}
        name="reason"
        required
        subLabel="They are signed out at once and can no longer sign in."
      />
      {disable.error && (
        <p role="alert" className="text-sm text-red-700">
          {disable.error.message}
        </p>
      )}
      <SubmitButton isLoading={disable.isPending} size="small">
        Confirm disable
      </SubmitButton>
    </form>
  );
}
