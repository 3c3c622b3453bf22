import type { ComponentType, SVGProps } from 'react';
import { useBusinesses } from '#features/team/api/team-queries';
import { useActingFor } from '#lib/session/acting-for';
import { isBusiness, useLoadedProfile } from '#lib/session/get-profile';
import { ChatIcon } from '#ui/icons';
import {
  CardIcon,
  CodeIcon,
  DocumentIcon,
  GiftIcon,
  HomeIcon,
  ListIcon,
  SendIcon,
  ShareIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '#ui/wallet-icons';

export type WalletMenuItem = {
  to: string;
  text: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Shown only to a business account's owner, or to a member acting for a business with this permission. */
  business?: string;
  /** Also shown to a personal customer who is a member of a business (Team: where they pick it to act for). */
  members?: true;
};

/** The phone's bottom tabs (More is added by the layout) and the first links of the desktop side bar. */
export const walletTabs: WalletMenuItem[] = [
  { to: '/dashboard', text: 'Home', Icon: HomeIcon },
  { to: '/send', text: 'Send', Icon: SendIcon },
  { to: '/transactions', text: 'Transactions', Icon: ListIcon },
  { to: '/mycard', text: 'Card', Icon: CardIcon },
];

/**
 * Everything under More (the /more screen on a phone, the rest of the side bar on a desktop). Log out
 * comes after these. Other features append their entry here (e.g. Business, Statements), one line each.
 */
export const moreMenuItems: WalletMenuItem[] = [
  // Businesses collect by link and QR first; every customer can.
  { to: '/payment-links', text: 'Payment links', Icon: ShareIcon },
  // Many bank transfers at once from a CSV file (the spec's upload flow).
  { to: '/payouts', text: 'Bulk payouts', Icon: ListIcon, business: 'payouts.read' },
  // A business's team: members and roles, approvals (maker-checker), the audit log; members switch business here.
  { to: '/team', text: 'Team', Icon: UsersIcon, business: 'history.read', members: true },
  // API keys and webhooks for a business's own server (owner and admins).
  { to: '/developers', text: 'Developers', Icon: CodeIcon, business: 'developers.manage' },
  { to: '/account', text: 'Accounts', Icon: WalletIcon },
  { to: '/statements', text: 'Statements', Icon: DocumentIcon },
  { to: '/beneficiaries', text: 'Beneficiaries', Icon: UsersIcon },
  { to: '/refer', text: 'Refer', Icon: GiftIcon },
  { to: '/profile', text: 'Profile', Icon: UserIcon },
  // The in-app support chat the public site promises: complaints with a tracking number and the CBN deadline.
  { to: '/support', text: 'Help & support', Icon: ChatIcon },
];

/** The More items this signed-in customer sees (business-only items only for a business's owner or admins). */
export function useMoreMenuItems(): WalletMenuItem[] {
  // Not useUser, nor useProfile: the frame also shows while the profile failed to load (then no business items).
  const user = useLoadedProfile();
  const acting = useActingFor();
  // Only a personal customer's memberships are asked for (a business sees its items anyway).
  const personal = user !== undefined && !isBusiness(user) && !acting;
  const isMember = (useBusinesses(personal).data?.businesses ?? []).some((b) => !b.own);
  return moreMenuItems.filter(
    (item) =>
      !item.business ||
      (acting ? acting.permissions.includes(item.business) : user !== undefined && isBusiness(user)) ||
      (item.members === true && isMember),
  );
}
