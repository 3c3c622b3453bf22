import { Link } from 'react-router';
import { OPS_MENU } from '../menu';
import { useOps } from '../session';
import { OpsHeader } from '../ui';

/** The console's start page: the areas this staff member's role opens. */
export default function HomePage() {
  const ops = useOps();
  const pages = OPS_MENU.filter((p) => p.path !== '/ops' && p.inMenu !== false && ops.can(p.permission));
  return (
    <>
      <OpsHeader title="Dashboard" />
      <p className="mb-4 text-gray-700">
        Signed in as <strong>{ops.staff.email}</strong> ({ops.staff.role}). Your session ends after{' '}
        {ops.idle_minutes} minutes without activity.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {pages.map((p) => (
          <li key={p.path}>
            <Link
              to={p.path}
              className="block rounded-lg border border-gray-200 bg-white p-4 font-semibold hover:border-green-700"
            >
              {p.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
