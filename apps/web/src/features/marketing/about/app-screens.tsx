import { Illustration, Section } from '#features/marketing/components/section';

/**
 * Screenshots of the real app on a phone (390 × 844), taken from the running app by
 * `bench/capture-app-screens.ts` and kept as WebP in public/screens. Lazy, with their size set: they load as
 * the visitor scrolls to them and the page never jumps.
 */
const screens = [
  {
    src: '/screens/dashboard.webp',
    alt: 'The Owo dashboard: the balance, the account number, quick actions and recent transactions',
  },
  {
    src: '/screens/send-to-bank.webp',
    alt: 'Sending to a bank account: currency, account number and bank, then Verify',
  },
  {
    src: '/screens/transactions.webp',
    alt: 'Transactions: search, filters by type, status and dates, and every movement',
  },
];

export function AppScreens() {
  return (
    <Section tone="green" labelledBy="app-screens">
      <h2 id="app-screens" className="text-2xl font-bold text-ink md:text-3xl">
        The app, as it is
      </h2>
      <p className="mt-2 text-muted">Taken from Owo itself, on a phone.</p>
      <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-3">
        {screens.map((s) => (
          <li
            key={s.src}
            className="mx-auto w-full max-w-72 overflow-hidden rounded-2xl shadow-md ring-1 ring-gray-200"
          >
            <Illustration src={s.src} alt={s.alt} width={390} height={844} className="w-full" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
