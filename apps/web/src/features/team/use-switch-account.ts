import type { ActingBusiness } from '@owo/contract/team';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { saveActingFor } from '#lib/session/acting-for';

/** Queries that read the account acted for: emptied on a switch, so nothing of the other account shows. */
const ACCOUNT_SCOPED = new Set([
  'accounts',
  'insights',
  'transaction',
  'transactions',
  'payment-links',
  'payouts',
  'developers',
  'team',
]);

/**
 * Switches the account the member acts for (null: their own): everything that reads it is read afresh,
 * never shown from the other account meanwhile. A send or bill under way is left for the dashboard.
 */
export function useSwitchAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (b: Pick<ActingBusiness, 'id' | 'name' | 'role' | 'permissions' | 'own'> | null) => {
      saveActingFor(
        b && !b.own ? { id: b.id, name: b.name, role: b.role, permissions: b.permissions } : null,
      );
      void queryClient.resetQueries({
        predicate: (q) =>
          ACCOUNT_SCOPED.has(String(q.queryKey[0])) &&
          !(q.queryKey[0] === 'team' && q.queryKey[1] === 'businesses'),
      });
      if (/^\/(send|bills)\//.test(pathname)) navigate('/dashboard', { replace: true });
    },
    [queryClient, navigate, pathname],
  );
}
