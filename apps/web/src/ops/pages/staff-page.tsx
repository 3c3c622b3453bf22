import type { ReplyData } from '@owo/contract/common';
import { lagosDay } from '@owo/contract/lagos-time';
import type { StaffView, staffCreateReply } from '@owo/contract/ops';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { opsCall } from '../api';
import { useOps } from '../session';
import { OpsHeader } from '../ui';

type Created = ReplyData<typeof staffCreateReply>;

const ROLES = ['support', 'compliance', 'finance', 'admin'] as const;

/** Admins: the staff list, and a new member's first password and enrolment QR code (shown once). */
export default function StaffPage() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['ops', 'staff'],
    queryFn: () => opsCall<{ staff: StaffView[] }>('GET', '/ops/staff'),
  });
  const [created, setCreated] = useState<Created | null>(null);
  const create = useMutation({
    mutationFn: (body: { email: string; role: string }) => opsCall<Created>('POST', '/ops/staff', body),
    onSuccess: (data) => {
      setCreated(data);
      void queryClient.invalidateQueries({ queryKey: ['ops', 'staff'] });
    },
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    create.mutate({ email: String(f.get('email')), role: String(f.get('role')) });
  };
  const me = useOps().staff.uuid;
  return (
    <>
      <OpsHeader title="Staff" />
      <section className="mb-8 max-w-xl rounded-lg border border-gray-200 bg-white p-4">
        <h2 className="mb-3 font-semibold">Add a staff member</h2>
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
          {create.error && (
            <p role="alert" className="text-sm text-red-700">
              {create.error.message}
            </p>
          )}
          <SubmitButton isLoading={create.isPending} size="small">
            Create
          </SubmitButton>
        </form>
        {created && (
          <div className="mt-4 rounded-md bg-amber-50 p-3 text-sm" role="status">
            <p className="font-semibold">Shown once. Give these to {created.email} in person.</p>
            <p className="mt-2">
              First password: <code className="font-mono">{created.password}</code>
            </p>
            <p className="mt-2">Scan with an authenticator app, or enter the key {created.totp_secret}:</p>
            <img
              alt={`Enrolment QR code for ${created.email}`}
              className="mt-2 h-44 w-44 bg-white"
              src={`data:image/svg+xml;utf8,${encodeURIComponent(created.qr_svg)}`}
            />
          </div>
        )}
      </section>
      {list.isError && <p role="alert">Could not load the staff list.</p>}
      {/* On a phone, one card per staff member (every column of the table, nothing behind a sideways scroll). */}
      <ul aria-label="Staff accounts" className="space-y-2 md:hidden">
        {list.data?.staff.map((s) => (
          <li key={s.uuid} className="rounded-lg border border-gray-200 bg-white p-3 text-sm">
            <p className="font-semibold break-all">{s.email}</p>
            <p className="mt-1 text-gray-700">
              <span className="capitalize">{s.role}</span> · since {lagosDay(s.created_at)} ·{' '}
              {s.disabled_at ? 'Disabled' : 'Active'}
            </p>
            {s.disabled_at || s.uuid === me ? null : (
              <div className="mt-2">
                <DisableStaff member={s} />
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
                <td className="p-3">{s.disabled_at ? 'Disabled' : 'Active'}</td>
                <td className="p-3">{s.disabled_at || s.uuid === me ? null : <DisableStaff member={s} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
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
