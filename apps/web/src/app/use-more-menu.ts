import { moreMenuItems, type WalletMenuItem } from '#app/wallet-menu';
import { useBusinesses } from '#features/team/api/team-queries';
import { useActingFor } from '#lib/session/acting-for';
import { isBusiness, useUser } from '#lib/session/get-profile';

/**
 * The More items this customer uses: a business account (or a member acting for one) sees Bulk payouts and
 * Team; a personal customer sees Team only once they are a member of a business (to pick it under Acting for).
 */
export function useMoreMenu(): WalletMenuItem[] {
  const user = useUser();
  const acting = useActingFor();
  const forBusiness = isBusiness(user) || acting !== null;
  // Only a personal customer's memberships are asked for; a business sees its items anyway.
  const memberships = useBusinesses(!forBusiness);
  const isMember = (memberships.data?.businesses ?? []).some((b) => !b.own);
  return moreMenuItems.filter(
    (item) => item.audience !== 'business' || forBusiness || (item.to === '/team' && isMember),
  );
}
