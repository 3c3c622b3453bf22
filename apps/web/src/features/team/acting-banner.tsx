import { Link } from 'react-router';
import { useActingFor } from '#lib/session/acting-for';
import { ROLE_NAMES } from './role-names';

/**
 * Across the signed-in app while a member acts for a business: history, statements and links show the
 * business's; sends, card and profile stay the member's own.
 */
export function ActingBanner() {
  const acting = useActingFor();
  if (!acting) return null;
  const role = ROLE_NAMES[acting.role as keyof typeof ROLE_NAMES] ?? acting.role;
  return (
    <div
      role="status"
      className="mb-4 flex items-center justify-between gap-3 rounded-xl bg-accent-light px-4 py-2 text-sm text-accent-ink"
    >
      <span className="min-w-0">
        Acting for <strong>{acting.name}</strong> as {role}
      </span>
      <Link to="/team" className="min-h-10 shrink-0 content-center font-semibold underline">
        Switch
      </Link>
    </div>
  );
}
