import { Link } from 'react-router';
import { useMoreMenuItems } from '#app/wallet-menu';
import { PageTag } from '#lib/head';
import { ChevronRightIcon } from '#ui/wallet-icons';
import { LogoutButton } from './signed-in-layout';

/** `/more`: the phone's More tab; everything that is not a tab, then Log out, quietly, last. */
export default function MoreRoute() {
  const moreMenuItems = useMoreMenuItems();
  return (
    <div className="flex flex-col gap-4">
      <PageTag tag="More" />
      <h1 className="text-2xl font-bold text-ink">More</h1>
      <ul className="divide-y divide-gray-100 rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
        {moreMenuItems.map(({ to, text, Icon }) => (
          <li key={to}>
            <Link to={to} className="flex min-h-14 items-center gap-3 px-4 font-semibold text-ink">
              <Icon className="size-5 text-brand" />
              <span className="flex-1">{text}</span>
              <ChevronRightIcon className="size-5 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
      <LogoutButton className="flex min-h-12 items-center justify-center gap-2 rounded-xl px-4 font-semibold text-muted hover:text-ink" />
    </div>
  );
}
