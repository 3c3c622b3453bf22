import { Link } from 'react-router';

const actions = [
  { to: '/send/remittance', title: 'Send to bank', text: 'NGN or USD bank account' },
  { to: '/send/enaira', title: 'Send eNaira', text: 'To an eNaira alias' },
  { to: '/send/momo', title: 'Mobile money', text: 'To a Ghana wallet (GHS)' },
];

/** The three send routes (the Send tab). */
export function QuickActions({ showHeading = true }: { showHeading?: boolean }) {
  return (
    <section
      aria-labelledby={showHeading ? 'send-heading' : undefined}
      aria-label={showHeading ? undefined : 'Ways to send'}
    >
      {showHeading ? (
        <h2 id="send-heading" className="mb-2 text-lg font-bold text-ink">
          Send money
        </h2>
      ) : null}
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {actions.map((action) => (
          <li key={action.to}>
            <Link
              to={action.to}
              className="flex h-full min-h-16 flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 hover:ring-brand"
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
