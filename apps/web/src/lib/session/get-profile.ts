import type { ReplyData } from '@owo/contract/common';
import type { profileReply } from '@owo/contract/profile';
import type { User } from '@owo/contract/user';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';
import { useToken } from './token-store';

// GET /profile: the signed-in customer. Several features read the user, so it lives with the session.
export const profileQueryKey = ['profile'] as const;

export async function getProfile(signal?: AbortSignal): Promise<User> {
  return (await apiGet<ReplyData<typeof profileReply>>('/profile', { signal })).user;
}

/** The customer when a token is stored; disabled (no call) for a visitor. */
export function useProfile() {
  const token = useToken();
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    enabled: Boolean(token),
    // A KYC in review is decided within moments in the sandbox, minutes in production: keep asking.
    refetchInterval: (query) => (query.state.data?.kyc_status === 'in_review' ? 5000 : false),
  });
}

/**
 * The profile when it has loaded, without asking for it: for the frame, which also shows when the profile
 * failed to load (offline). A second observer that fetched would refetch the failed query on mount, the guard
 * would show its loader again and unmount the frame, and the two would take turns for ever.
 */
export function useLoadedProfile(): User | undefined {
  return useQuery({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal), enabled: false })
    .data;
}

/** Inside the signed-in area the profile has loaded already (the guard waits for it). */
export function useUser(): User {
  const { data } = useProfile();
  if (!data) throw new Error('useUser is used outside the signed-in area');
  return data;
}

/** Calls that answer with the user (signup complete, KYC, PIN setup) refresh the cached profile. */
export function storeUser(queryClient: QueryClient, user: User) {
  queryClient.setQueryData(profileQueryKey, user);
}

export function isBusiness(user: Pick<User, 'type'>): boolean {
  return user.type.toLowerCase() === 'business';
}
