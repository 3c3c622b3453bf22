import { ROLE_NAMES } from '@owo/contract/team-roles';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useActingFor } from '#lib/session/acting-for';
import { buttonClasses } from '#ui/button-styles';
import { accountLabel } from './account-label';
import { useBusinesses } from './api/team-queries';
import { useSwitchAccount } from './use-switch-account';

/**
 * What a screen shows instead of itself while a member acts for a business and it is not for them there:
 * why (their role, or a thing of their own such as their card), before they try and are refused, and one
 * tap back to their own account.
 */
export function ActingNotice({ title, children }: { title: string; children: ReactNode }) {
  const acting = useActingFor();
  const own = useBusinesses(acting !== null).data?.businesses.find((b) => b.own);
  const switchTo = useSwitchAccount();
  const canApprove = acting?.permissions.includes('approvals.read') ?? false;
  return (
    <section
      className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
      data-testid="acting-notice"
    >
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <div className="text-muted">{children}</div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClasses('green', 'small')} onClick={() => switchTo(null)}>
          {own ? `Switch to ${accountLabel(own)}` : 'Switch to my account'}
        </button>
        {canApprove ? (
          <Link to="/team/approvals" className={buttonClasses('white', 'small')}>
            Open approvals
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/** Sending or paying a bill for the business, which this member's role does not do. */
export function CannotPrepare({ what }: { what: string }) {
  const acting = useActingFor();
  if (!acting) return null;
  const role = ROLE_NAMES[acting.role as keyof typeof ROLE_NAMES] ?? acting.role;
  return (
    <ActingNotice title={`You cannot ${what} for ${acting.name}`}>
      As {role} you do not prepare payments for {acting.name}
      {acting.permissions.includes('approvals.decide') ? '; you approve the ones others prepare' : ''}. To{' '}
      {what} from your own money, switch back to your own account.
    </ActingNotice>
  );
}
