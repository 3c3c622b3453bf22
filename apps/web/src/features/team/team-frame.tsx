import { teamMessages } from '@owo/contract/team';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '#lib/cn';
import { formatMoney } from '#lib/money';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { BusinessSwitcher } from './business-switcher';
import { useActing } from './use-acting';

const tab = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ring-1',
    isActive ? 'bg-ink text-white ring-ink' : 'bg-white text-ink ring-gray-300',
  );

/** The Team screens' frame: the account acted for, the switcher, and the tabs this role may open. */
export function TeamFrame({ children }: { children: ReactNode }) {
  const { current, can, isPending } = useActing();
  return (
    <section aria-labelledby="team-heading" className="flex flex-col gap-4">
      <h1 id="team-heading" className="text-2xl font-bold text-ink">
        Team
      </h1>
      {isPending ? <Spinner label="Loading your businesses" className="size-8 text-brand" /> : null}
      <BusinessSwitcher />
      {current?.own ? (
        <p className="text-muted" data-testid="acting-as">
          Your own account. Invite your team by phone number; each member signs in with their own phone and
          PIN.
        </p>
      ) : null}
      {current && !current.own && current.approval_limit !== null ? (
        <p className="text-muted" data-testid="acting-as">
          You approve payments of up to {formatMoney(current.approval_limit)} each, with your own PIN.
        </p>
      ) : null}
      <nav aria-label="Team" className="flex flex-wrap gap-2">
        {can('team.read') ? (
          <NavLink to="/team" end className={tab}>
            Members
          </NavLink>
        ) : null}
        {can('approvals.read') ? (
          <NavLink to="/team/approvals" className={tab}>
            Approvals
          </NavLink>
        ) : null}
        {can('audit.read') ? (
          <NavLink to="/team/audit" className={tab}>
            Audit log
          </NavLink>
        ) : null}
      </nav>
      {children}
    </section>
  );
}

/** What a tab shows to a role that may not open it. */
export function NotForRole() {
  return <p className="text-muted">{teamMessages.notAllowed}</p>;
}

type RoleLoad = Pick<ReturnType<typeof useActing>, 'isPending' | 'isError' | 'refetch'>;

/**
 * What a team screen shows instead of itself: the frame alone while the caller's role loads, a failed load
 * with Try again when it could not load (no role is known, so no refusal is told), the refusal when the role may
 * not see it; null when the screen may render.
 */
export function roleGate(role: RoleLoad, allowed: boolean): ReactNode {
  if (role.isPending) return <TeamFrame>{null}</TeamFrame>;
  if (role.isError) {
    return (
      <TeamFrame>
        <LoadError what="your businesses" onRetry={() => void role.refetch()} />
      </TeamFrame>
    );
  }
  if (!allowed) {
    return (
      <TeamFrame>
        <NotForRole />
      </TeamFrame>
    );
  }
  return null;
}
