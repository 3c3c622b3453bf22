import { ROLE_NAMES } from '@owo/contract/team-roles';
import { useActingFor } from '#lib/session/acting-for';
import { accountLabel } from './account-label';
import { useBusinesses } from './api/team-queries';
import { useSwitchAccount } from './use-switch-account';

/**
 * While a member acts for a business, at the top of every signed-in screen (the frame's and each send and
 * bill step): whose account this is and the member's role, and one tap back to their own account. Balances,
 * history, sends, bills, payouts, links and statements are then the business's.
 */
export function ActingBanner() {
  const acting = useActingFor();
  const businesses = useBusinesses(acting !== null).data?.businesses;
  const switchTo = useSwitchAccount();
  if (!acting) return null;
  const own = businesses?.find((b) => b.own);
  const role = ROLE_NAMES[acting.role as keyof typeof ROLE_NAMES] ?? acting.role;
  return (
    <section
      aria-label="Account in use"
      data-testid="acting-banner"
      className="bg-ink text-white print:hidden"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2 text-sm">
        <p className="min-w-0">
          Acting for <strong className="font-bold">{acting.name}</strong>
          <span className="text-white/80"> · {role}</span>
        </p>
        <button
          type="button"
          onClick={() => switchTo(null)}
          className="min-h-10 shrink-0 rounded-full bg-white px-4 font-semibold text-ink hover:bg-brand-light"
        >
          {own ? `Switch to ${accountLabel(own)}` : 'Switch to my account'}
        </button>
      </div>
    </section>
  );
}
