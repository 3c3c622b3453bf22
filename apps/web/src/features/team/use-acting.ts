import type { Permission } from '@owo/contract/team';
import { useActingFor } from '#lib/session/acting-for';
import { useBusinesses } from './api/team-queries';

/**
 * The account the Team screens act for (the member's choice, else their own) and what its role may do.
 * `isError`: the businesses never loaded, so no role is known (told as a failed load, never as a refusal).
 */
export function useActing() {
  const acting = useActingFor();
  const businesses = useBusinesses();
  const list = businesses.data?.businesses ?? [];
  const current = (acting && list.find((b) => b.id === acting.id)) || list[0] || null;
  const permissions = new Set(current?.permissions ?? []);
  return {
    current,
    businesses: list,
    isPending: businesses.isPending,
    // A failed refresh keeps the list it had: only a list that never arrived is a failed load.
    isError: businesses.isError && !businesses.data,
    refetch: businesses.refetch,
    can: (p: Permission) => permissions.has(p),
  };
}
