import type { ComponentType, SVGProps } from 'react';
import {
  CardIcon,
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
  /** 'business': shown to a business account, or a member acting for one (personal customers never use it). */
  audience?: 'business';
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
  { to: '/payouts', text: 'Bulk payouts', Icon: ListIcon, audience: 'business' },
  // A business's team: members and roles, approvals (maker-checker), the audit log; members switch business here
  // (a personal customer sees it once they are a member of a business).
  { to: '/team', text: 'Team', Icon: UsersIcon, audience: 'business' },
  { to: '/account', text: 'Accounts', Icon: WalletIcon },
  { to: '/statements', text: 'Statements', Icon: DocumentIcon },
  { to: '/beneficiaries', text: 'Beneficiaries', Icon: UsersIcon },
  { to: '/refer', text: 'Refer', Icon: GiftIcon },
  { to: '/profile', text: 'Profile', Icon: UserIcon },
];
