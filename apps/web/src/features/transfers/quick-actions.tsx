import { Link } from 'react-router';

const actions = [
  { to: '/send/enaira', title: 'Send eNaira', text: 'To an eNaira alias' },
  { to: '/send/remittance', title: 'Send to bank', text: 'NGN or USD bank account' },
  { to: '/send/momo', title: 'Mobile money', text: 'To a Ghana wallet (GHS)' },
];

/** The dashboard's three send routes. */
export function QuickActions() {
  return (
    <section aria-labelledby="send-heading">
      <h2 id="send-heading" className="mb-2 text-lg font-bold text-ink">
        Send money
      </h2>
      <ul className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-3">
        {actions.map((action) => (
          <li key={action.to}>
            <Link
              to={action.to}
              className="flex h-full flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 hover:ring-brand"
            >
              <span className="font-bold text-brand">{action.title}</span>
              <span className="text-sm text-muted">{action.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
