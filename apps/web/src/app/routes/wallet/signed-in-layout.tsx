import { Suspense, useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { cn } from '#lib/cn';
import { useLogout } from '#lib/session/sign-out';
import { Logo } from '#ui/logo';
import { Spinner } from '#ui/spinner';

const navItems = [
  { to: '/dashboard', text: 'Dashboard' },
  { to: '/account', text: 'Accounts' },
  { to: '/transactions', text: 'Transactions' },
  { to: '/beneficiaries', text: 'Beneficiaries' },
  { to: '/mycard', text: 'My card' },
  { to: '/refer', text: 'Refer' },
  { to: '/profile', text: 'Profile' },
];

/** The frame of the signed-in area: logo, navigation, log out, then the screen. */
export function SignedInLayout() {
  const logout = useLogout();
  const navigate = useNavigate();
  const onLogout = () => logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) });
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the links scroll sideways: keep the current one in view.
  useEffect(() => {
    if (pathname)
      nav.current
        ?.querySelector('[aria-current="page"]')
        ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white print:hidden">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
          <Link to="/dashboard" aria-label="Owo dashboard" className="rounded-md">
            <Logo />
          </Link>
          <button
            type="button"
            onClick={onLogout}
            disabled={logout.isPending}
            className="min-h-11 rounded-lg px-3 font-semibold text-brand ring-1 ring-brand hover:bg-brand-light"
          >
            Log out
          </button>
        </div>
        <nav ref={nav} aria-label="Wallet" className="mx-auto max-w-5xl overflow-x-auto px-2">
          <ul className="flex gap-1 whitespace-nowrap">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold',
                      isActive ? 'border-brand text-brand' : 'border-transparent text-muted hover:text-ink',
                    )
                  }
                >
                  {item.text}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto max-w-5xl px-3 py-5 sm:px-4">
        <Suspense
          fallback={
            <div className="flex justify-center py-16">
              <Spinner label="Loading" className="size-8 text-brand" />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
