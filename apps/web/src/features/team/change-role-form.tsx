import { TEAM_ROLES, type TeamMember, type TeamRole, updateMemberBody } from '@owo/contract/team';
import { ROLE_NAMES } from '@owo/contract/team-roles';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { passesContract, showSubmitFailure } from '#lib/form-errors';
import { buttonClasses } from '#ui/button-styles';
import { controlClasses } from '#ui/field';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { useChangeRole } from './api/team-mutations';

type RoleForm = { role: TeamRole; approval_limit: string };
const fieldNames = ['role', 'approval_limit'] as const;

/** The owner changes a member's role (and an approver's limit). */
export function ChangeRoleForm({ member, onDone }: { member: TeamMember; onDone: () => void }) {
  const change = useChangeRole();
  const selectId = useId();
  const form = useForm<RoleForm>({
    defaultValues: { role: member.role, approval_limit: member.approval_limit?.toString() ?? '' },
  });
  const role = form.watch('role');
  const toBody = (v: RoleForm) => ({
    role: v.role,
    ...(v.role === 'approver' ? { approval_limit: v.approval_limit } : {}),
  });

  const onSubmit = form.handleSubmit((values) => {
    if (change.isPending) return;
    if (!passesContract(updateMemberBody, toBody(values), form.setError, fieldNames)) return;
    change.mutate(
      { id: member.id, body: toBody(values) },
      {
        onSuccess: () => {
          toast.success('Role changed');
          onDone();
        },
        onError: (error) => showSubmitFailure(error, form.setError, fieldNames),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change role" className="flex w-full flex-col gap-3 pt-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="font-semibold text-ink">
          Role
        </label>
        <select id={selectId} className={`${controlClasses} bg-white`} {...form.register('role')}>
          {TEAM_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_NAMES[r]}
            </option>
          ))}
        </select>
      </div>
      {role === 'approver' ? (
        <TextInput
          label="Approval limit (NGN)"
          inputMode="decimal"
          autoComplete="off"
          error={form.formState.errors.approval_limit?.message}
          {...form.register('approval_limit')}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton size="small" isLoading={change.isPending}>
          Save role
        </SubmitButton>
        <button type="button" className={buttonClasses('white', 'small')} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
