import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import {
  AddMoneyIcon,
  BoltIcon,
  DataIcon,
  DocumentIcon,
  PhoneIcon,
  SendIcon,
  TvIcon,
} from '#ui/wallet-icons';

const AddMoneySheet = lazy(() =>
  import('#features/accounts/add-money-sheet').then((m) => ({ default: m.AddMoneySheet })),
);

const tile =
  'flex min-h-20 w-full flex-col items-center justify-center gap-1.5 rounded-xl bg-white p-2 text-center text-xs font-semibold text-ink shadow-sm ring-1 ring-gray-200 hover:ring-brand sm:text-sm';
const iconWrap = 'flex size-10 items-center justify-center rounded-full bg-brand-light text-brand';

/** The dashboard's quick actions (links; Add money opens its sheet). Append one line to add one. */
const links = [
  { to: '/send', text: 'Send', Icon: SendIcon },
  { to: '/bills/airtime', text: 'Airtime', Icon: PhoneIcon },
  { to: '/bills/data', text: 'Data', Icon: DataIcon },
  { to: '/bills/electricity', text: 'Electricity', Icon: BoltIcon },
  { to: '/bills/cable', text: 'TV', Icon: TvIcon },
  { to: '/statements', text: 'Statements', Icon: DocumentIcon },
];

export function DashboardActions() {
  const [addMoney, setAddMoney] = useState(false);
  const [first, ...rest] = links;
  return (
    <section aria-labelledby="actions-heading">
      <h2 id="actions-heading" className="sr-only">
        Quick actions
      </h2>
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-7 sm:gap-3">
        {first ? <ActionLink {...first} /> : null}
        <li>
          <button type="button" className={tile} onClick={() => setAddMoney(true)} aria-haspopup="dialog">
            <span className={iconWrap}>
              <AddMoneyIcon className="size-5" />
            </span>
            Add money
          </button>
        </li>
        {rest.map((item) => (
          <ActionLink key={item.to} {...item} />
        ))}
      </ul>
      {addMoney ? (
        <Suspense fallback={null}>
          <AddMoneySheet open={addMoney} onClose={() => setAddMoney(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}

function ActionLink({ to, text, Icon }: (typeof links)[number]) {
  return (
    <li>
      <Link to={to} className={tile}>
        <span className={iconWrap}>
          <Icon className="size-5" />
        </span>
        {text}
      </Link>
    </li>
  );
}
