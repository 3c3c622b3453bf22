import { type InviteMemberBody, inviteMemberBody, TEAM_ROLES, type TeamRole } from '@owo/contract/team';
import { ROLE_HINTS, ROLE_NAMES } from '@owo/contract/team-roles';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { passesContract, showSubmitFailure } from '#lib/form-errors';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { useInvite } from './api/team-mutations';

type InviteForm = { name: string; phone: string; role: TeamRole; approval_limit: string };
const fieldNames = ['name', 'phone', 'role', 'approval_limit'] as const;

const toBody = (v: InviteForm): InviteMemberBody => ({
  name: v.name,
  phone: v.phone,
  role: v.role,
  ...(v.role === 'approver' ? { approval_limit: v.approval_limit } : {}),
});

/** The owner invites a member by Nigerian phone number with a role (and an approver's limit). */
export function InviteMemberForm() {
  const invite = useInvite();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<InviteForm>({
    defaultValues: { name: '', phone: '', role: 'viewer', approval_limit: '' },
  });
  const { errors } = form.formState;
  const role = form.watch('role');

  const onSubmit = form.handleSubmit((values) => {
    if (invite.isPending) return;
    if (!passesContract(inviteMemberBody, toBody(values), form.setError, fieldNames)) return;
    invite.mutate(toBody(values), {
      onSuccess: () => {
        toast.success('Member invited');
        setSent(values.phone);
        form.reset();
      },
      onError: (error) => showSubmitFailure(error, form.setError, fieldNames),
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Invite a member"
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <h2 className="text-lg font-bold text-ink">Invite a member</h2>
      <p className="text-sm text-muted">
        We text them a link. They open it, sign up or log in with that number, and join your team.
      </p>
      {sent ? (
        <p role="status" className="rounded-lg bg-brand-light p-3 text-sm text-ink">
          Invitation texted to {sent}.
        </p>
      ) : null}
      <TextInput
        label="Their name"
        subLabel="How your team knows them, until they join with their own"
        autoComplete="off"
        maxLength={100}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextInput
        label="Phone number"
        subLabel="They sign up or log in with this number and their own password and PIN"
        inputMode="tel"
        autoComplete="off"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-semibold text-ink">Role</legend>
        {TEAM_ROLES.map((r) => (
          <label key={r} className="flex min-h-11 items-start gap-3 py-1">
            <input
              type="radio"
              value={r}
              className="mt-1 size-5 shrink-0 accent-brand"
              {...form.register('role')}
            />
            <span>
              <span className="font-semibold text-ink">{ROLE_NAMES[r]}</span>
              <span className="block text-sm text-muted">{ROLE_HINTS[r]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {role === 'approver' ? (
        <TextInput
          label="Approval limit (NGN)"
          subLabel="The most they may approve in one payment"
          inputMode="decimal"
          autoComplete="off"
          error={errors.approval_limit?.message}
          {...form.register('approval_limit')}
        />
      ) : null}
      <SubmitButton isLoading={invite.isPending}>Invite</SubmitButton>
    </form>
  );
}
