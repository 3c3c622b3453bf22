import { Link } from 'react-router';
import type { Restriction } from '#lib/session/get-profile';

/** The dashboard's banner while Owo has restricted the account: what the customer can still do, and where to ask. */
export function RestrictionBanner({ restriction }: { restriction: Restriction | undefined }) {
  if (!restriction) return null;
  return (
    <div role="status" className="rounded-xl bg-accent-light p-4 text-accent-ink ring-1 ring-accent-soft">
      <p className="font-semibold">{restriction.message}</p>
      <Link to="/help" className="mt-1 inline-block font-semibold underline">
        Help
      </Link>
    </div>
  );
}
