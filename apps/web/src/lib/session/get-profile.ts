import type { ReplyData } from '@owo/contract/common';
import type { profileReadReply } from '@owo/contract/profile';
import type { User } from '@owo/contract/user';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';
import { profilePath } from './profile-path';
import { useToken } from './token-store';

// GET /profile: the signed-in customer. Several features read the user, so it lives with the session.
export const profileQueryKey = ['profile'] as const;

/** A staff restriction in force on the account (post-no-debit, freeze, close), with what it means; null: none. */
export type Restriction = ReplyData<typeof profileReadReply>['restriction'];

/** The customer, with the restriction GET /profile reports beside them (other calls answer the user alone). */
export type ProfileUser = User & { restriction?: Restriction };

export async function getProfile(signal?: AbortSignal): Promise<ProfileUser> {
  const data = await apiGet<ReplyData<typeof profileReadReply>>(profilePath, { signal });
  return { ...data.user, restriction: data.restriction };
}

let reviewPolls = 0;
/** While KYC is in review: ask again after 3 s, then half as often again each time, up to once a minute. */
export function kycReviewPollMs(status: ProfileUser['kyc_status'] | undefined): number | false {
  if (status !== 'in_review') {
    reviewPolls = 0;
    return false;
  }
  return Math.min(3_000 * 1.5 ** reviewPolls++, 60_000);
}

/** The customer when a token is stored; disabled (no call) for a visitor. */
export function useProfile() {
  const token = useToken();
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    enabled: Boolean(token),
    // A KYC in review is decided within moments in the sandbox, minutes in production. The event stream tells
    // the signed-in frame at once; this is the fallback (and the KYC flow's own screen, outside the frame).
    refetchInterval: (query) => kycReviewPollMs(query.state.data?.kyc_status),
  });
}

/**
 * The profile when it has loaded, without asking for it: for the frame, which also shows when the profile
 * failed to load (offline). A second observer that fetched would refetch the failed query on mount, the guard
 * would show its loader again and unmount the frame, and the two would take turns for ever.
 */
export function useLoadedProfile(): ProfileUser | undefined {
  return useQuery({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal), enabled: false })
    .data;
}

/** Inside the signed-in area the profile has loaded already (the guard waits for it). */
export function useUser(): ProfileUser {
  const { data } = useProfile();
  if (!data) throw new Error('useUser is used outside the signed-in area');
  return data;
}

/** Calls that answer with the user (signup complete, KYC, PIN setup) refresh the cached profile. */
export function storeUser(queryClient: QueryClient, user: User) {
  // They do not say whether a restriction is in force: the one GET /profile last reported stays.
  queryClient.setQueryData<ProfileUser>(profileQueryKey, (old) => ({
    ...user,
    restriction: old?.restriction ?? null,
  }));
}

export function isBusiness(user: Pick<User, 'type'>): boolean {
  return user.type.toLowerCase() === 'business';
}
