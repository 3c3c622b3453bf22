import globe from '#assets/illustrations/globe-transfer.svg';
import phoneWallet from '#assets/illustrations/phone-wallet.svg';
import { FeatureRow, InfoCard, Section } from '#features/marketing/components/section';

export function BusinessFreeAccount() {
  return (
    <FeatureRow
      id="business-free"
      eyebrow="Free account"
      title="Open a free business account"
      image={{ src: phoneWallet, alt: 'An Owo business wallet on a phone', width: 320, height: 320 }}
    >
      <p>
        Register your business in minutes with your CAC number and start collecting payments today. No account
        maintenance fee, ever.
      </p>
    </FeatureRow>
  );
}

export function BusinessFx() {
  return (
    <FeatureRow
      id="business-fx"
      eyebrow="FX at the rate shown"
      title="Pay suppliers in the US and Ghana"
      image={{ src: globe, alt: 'Payments travelling to other countries', width: 360, height: 288 }}
      tone="green"
      reverse
    >
      <p>
        Send dollars to US bank accounts and cedis to Ghana mobile money. The rate, the fee and what your
        supplier receives are shown before you confirm, with no hidden FX margin on top.
      </p>
    </FeatureRow>
  );
}

const perks = [
  {
    title: 'Pay friends',
    text: 'Pay another Owo account instantly and free, or any Nigerian bank account by its number.',
  },
  {
    title: 'Payment links',
    text: 'Get paid by customers with a link or a QR poster, even if they do not use Owo.',
  },
  { title: 'Bills', text: 'Pay electricity, cable, data and airtime for the whole office from one wallet.' },
  {
    title: 'Finance tracking',
    text: 'Every payment tagged and searchable, with monthly statements ready to download.',
  },
  {
    title: 'Bulk payouts',
    text: 'Upload a CSV to pay hundreds of accounts at once, with a result for every row.',
  },
  { title: 'Team access', text: 'Invite your accountant and managers with the permissions each one needs.' },
];

export function BusinessPerks() {
  return (
    <Section tone="cream" labelledBy="business-perks">
      <h2 id="business-perks" className="mb-10 text-3xl font-bold text-ink md:text-4xl">
        Run your whole business from Owo
      </h2>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {perks.map((item) => (
          <InfoCard key={item.title} title={item.title}>
            <p>{item.text}</p>
          </InfoCard>
        ))}
      </div>
    </Section>
  );
}
