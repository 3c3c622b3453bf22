import { type ReactNode, Suspense } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { LiveUpdates } from '#app/live-updates';
import { moreMenuItems, useMoreMenuItems, walletTabs } from '#app/wallet-menu';
import { NotificationsBell } from '#features/notifications/notifications-bell';
import { ActingBanner } from '#features/team/acting-banner';
import { UnansweredSendCheck } from '#features/transfers/unanswered-send-check';
import { cn } from '#lib/cn';
import { useLogout } from '#lib/session/sign-out';
import { Logo } from '#ui/logo';
import { Spinner } from '#ui/spinner';
import { LogoutIcon, MoreIcon } from '#ui/wallet-icons';

/** Log out from the side bar or the More screen: a quiet row, not the loudest button on the page. */
export function LogoutButton({ className }: { className: string }) {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) })}
      disabled={logout.isPending}
      className={className}
    >
      <LogoutIcon className="size-5" />
      Log out
    </button>
  );
}

const sideLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-semibold',
    isActive ? 'bg-brand-light text-brand' : 'text-muted hover:bg-gray-100 hover:text-ink',
  );

/** Paths whose tab is More on a phone (the More screen and everything listed on it). */
function isUnderMore(pathname: string) {
  return pathname === '/more' || moreMenuItems.some((item) => pathname.startsWith(item.to));
}

/**
 * The side bar's links (desktop), Log out last. Its own component: the menu depends on the customer's
 * memberships, and that query's answer re-renders (synchronously, as every query's does) only this, not the
 * frame around the screen.
 */
function SideNav() {
  const moreItems = useMoreMenuItems();
  return (
    <nav aria-label="Wallet" className="flex flex-1 flex-col gap-1">
      {[...walletTabs, ...moreItems].map(({ to, text, Icon }) => (
        <NavLink key={to} to={to} className={sideLink}>
          <Icon className="size-5" />
          {text}
        </NavLink>
      ))}
      <LogoutButton className="mt-auto flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-semibold text-muted hover:bg-gray-100 hover:text-ink" />
    </nav>
  );
}

/**
 * The frame of the signed-in area. Phone: a top bar (logo, bell) and a bottom tab bar (Home, Send,
 * Transactions, Card, More). Desktop (md and up): a side bar with every link, Log out last.
 * `children` replaces the routed screen (the start-up error keeps the navigation around it).
 */
export function SignedInLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const moreActive = isUnderMore(pathname);

  return (
    <div className="min-h-screen bg-gray-50 md:flex">
      <aside className="hidden w-60 shrink-0 border-r border-gray-200 bg-white md:block print:hidden">
        <div className="sticky top-0 flex h-screen flex-col gap-6 p-4">
          <Link to="/dashboard" aria-label="Owo dashboard" className="self-start rounded-md">
            <Logo />
          </Link>
          <SideNav />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 border-b border-gray-200 bg-white print:hidden">
          {/* A member acting for a business: whose account every screen shows, and one tap back. */}
          <ActingBanner />
          <div className="mx-auto flex min-h-14 max-w-5xl items-center justify-between gap-3 px-4 py-2">
            <Link to="/dashboard" aria-label="Owo dashboard" className="rounded-md md:invisible">
              <Logo />
            </Link>
            {/* The top bar's right side: the notifications bell and other status icons. */}
            <div className="flex items-center gap-2" data-slot="top-bar-actions">
              <LiveUpdates />
              <UnansweredSendCheck />
              <NotificationsBell />
            </div>
          </div>
        </header>
        <main className="mx-auto w-full max-w-5xl px-3 pt-5 pb-28 sm:px-4 md:pb-10">
          <Suspense
            fallback={
              <div className="flex justify-center py-16">
                <Spinner label="Loading" className="size-8 text-brand" />
              </div>
            }
          >
            {children ?? <Outlet />}
          </Suspense>
        </main>
      </div>
      <nav
        aria-label="Wallet tabs"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden print:hidden"
      >
        <ul className="grid grid-cols-5">
          {walletTabs.map(({ to, text, Icon }) => (
            <li key={to}>
              <NavLink to={to} className={({ isActive }) => tabClasses(isActive)}>
                <Icon className="size-6" />
                {text}
              </NavLink>
            </li>
          ))}
          <li>
            <Link
              to="/more"
              className={tabClasses(moreActive)}
              aria-current={moreActive ? 'page' : undefined}
            >
              <MoreIcon className="size-6" />
              More
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

function tabClasses(active: boolean) {
  return cn(
    'flex min-h-16 flex-col items-center justify-center gap-0.5 px-1 text-[11px] font-semibold',
    active ? 'text-brand' : 'text-muted hover:text-ink',
  );
}
