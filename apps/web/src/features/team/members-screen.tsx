import type { TeamMember } from '@owo/contract/team';
import { ROLE_NAMES } from '@owo/contract/team-roles';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { failureMessage } from '#lib/api/api-error';
import { formatMoney } from '#lib/money';
import { CopyButton } from '#ui/copy-button';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { useRemoveMember } from './api/team-mutations';
import { useMembers } from './api/team-queries';
import { ChangeRoleForm } from './change-role-form';
import { InviteMemberForm } from './invite-form';
import { RolesGuide, YourRole } from './roles-guide';
import { roleGate, TeamFrame } from './team-frame';
import { useActing } from './use-acting';

function MemberRow({ member, canManage }: { member: TeamMember; canManage: boolean }) {
  const remove = useRemoveMember();
  const [editing, setEditing] = useState(false);
  const onRemove = () => {
    if (!window.confirm(`Remove ${member.name ?? member.phone} from the team?`)) return;
    remove.mutate(member.id, {
      onSuccess: () => toast.success('Member removed'),
      onError: (error) => toast.error(failureMessage(error, 'Check your internet connection')),
    });
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-ink">{member.name ?? 'Invited member'}</p>
        <p className="text-sm text-muted">
          {member.phone}
          {member.accepted ? '' : ' · invited by text, not joined yet'}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span className="rounded-full bg-brand-light px-3 py-1 text-sm font-semibold text-brand">
          {ROLE_NAMES[member.role]}
          {member.approval_limit !== null ? ` · up to ${formatMoney(member.approval_limit)}` : ''}
        </span>
        {canManage && !editing ? (
          <button
            type="button"
            onClick={() => setEditing(true)}
            className="min-h-10 rounded-lg px-3 text-sm font-semibold text-brand hover:bg-brand-light"
          >
            Change role
          </button>
        ) : null}
        {canManage ? (
          <button
            type="button"
            onClick={onRemove}
            disabled={remove.isPending}
            className="min-h-10 rounded-lg px-3 text-sm font-semibold text-danger hover:bg-red-50"
          >
            Remove
          </button>
        ) : null}
      </div>
      {member.invite_url && canManage ? (
        <p className="flex w-full flex-wrap items-center gap-2 text-sm text-muted">
          We texted them a link to join. To send it another way:
          <CopyButton
            text={member.invite_url}
            label={`the invitation link for ${member.phone}`}
            className="text-brand"
          />
        </p>
      ) : null}
      {editing ? <ChangeRoleForm member={member} onDone={() => setEditing(false)} /> : null}
    </li>
  );
}

/**
 * `/team`: the business's members by name with their roles; the owner invites (by text) and removes them,
 * and reads what each role can do. A member who may not see the team reads what their own role can do.
 */
export function MembersScreen() {
  const role = useActing();
  const { can, current } = role;
  const allowed = can('team.read');
  const { data, isPending, isError, refetch } = useMembers(allowed);
  const own = current?.own !== false;
  if (!role.isPending && !allowed && current && !own) {
    return (
      <TeamFrame>
        <YourRole role={current.role} />
      </TeamFrame>
    );
  }
  const gate = roleGate(role, allowed);
  if (gate) return gate;
  return (
    <TeamFrame>
      {current && !own ? <YourRole role={current.role} /> : null}
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <div className="flex flex-col gap-3">
          <h2 className="text-lg font-bold text-ink">Members</h2>
          {isPending ? <Spinner label="Loading members" className="size-8 text-brand" /> : null}
          {isError ? <LoadError what="your team" onRetry={() => void refetch()} /> : null}
          {data?.members.length === 0 ? <p className="text-muted">No members yet.</p> : null}
          {data && data.members.length > 0 ? (
            <ul className="divide-y divide-gray-100 rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
              {data.members.map((m) => (
                <MemberRow key={m.id} member={m} canManage={can('team.manage')} />
              ))}
            </ul>
          ) : null}
        </div>
        {can('team.manage') ? (
          <div className="flex flex-col gap-4">
            <InviteMemberForm />
            <RolesGuide />
          </div>
        ) : null}
      </div>
    </TeamFrame>
  );
}
