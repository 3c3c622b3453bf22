import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { cn } from '#lib/cn';
import { Spinner } from '#ui/spinner';
import { opsCall, setOpsToken } from './api';
import { OPS_MENU } from './menu';
import { useOps } from './session';

/** The console's frame: who is signed in, the pages their role may open, sign-out. */
export function OpsLayout() {
  const ops = useOps();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = async () => {
    await opsCall('POST', '/ops/auth/logout').catch(() => undefined);
    setOpsToken(null);
    queryClient.clear();
    navigate('/ops/login', { replace: true });
  };
  const pages = OPS_MENU.filter((p) => p.inMenu !== false && ops.can(p.permission));
  return (
    <div className="min-h-screen bg-gray-50 text-gray-900 md:flex">
      <aside className="border-b border-gray-200 bg-white md:min-h-screen md:w-56 md:shrink-0 md:border-r md:border-b-0">
        {/* On a phone one row: the name, who is signed in, sign-out; the pages wrap below it, every one in sight. */}
        <div className="flex items-center gap-3 px-4 py-3 md:block">
          <p className="shrink-0 font-bold text-green-800">Owo Operations</p>
          <p className="min-w-0 flex-1 truncate text-xs text-gray-600 md:mt-1" title={ops.staff.email}>
            {ops.staff.email} · <span className="capitalize">{ops.staff.role}</span>
          </p>
          <button
            type="button"
            onClick={signOut}
            className="shrink-0 rounded-md px-3 py-2 text-sm whitespace-nowrap text-gray-700 hover:bg-gray-100 md:mt-3 md:-ml-3"
          >
            Sign out
          </button>
        </div>
        <nav
          aria-label="Console"
          className="flex flex-wrap gap-1 px-2 pb-2 md:flex-col md:flex-nowrap md:pb-4"
        >
          {pages.map((p) => (
            <NavLink
              key={p.path}
              to={p.path}
              end={p.path === '/ops'}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2 text-sm whitespace-nowrap',
                  isActive ? 'bg-green-50 font-semibold text-green-800' : 'text-gray-700 hover:bg-gray-100',
                )
              }
            >
              {p.label}
            </NavLink>
          ))}
        </nav>
      </aside>
      <main className="min-w-0 flex-1 p-4 md:p-8">
        {/* One boundary for every page: a cold load whose page is not in yet shows a spinner here, with the menu
            beside it; a move to another page (a transition) keeps the current one until the next is in. */}
        <Suspense
          fallback={
            <div className="flex justify-center py-16">
              <Spinner label="Loading" className="size-8 text-green-700" />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
