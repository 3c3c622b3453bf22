import dollarCard from '#assets/illustrations/dollar-card.svg';
import phoneWallet from '#assets/illustrations/phone-wallet.svg';
import support from '#assets/illustrations/support-agent.svg';
import { FeatureRow, InfoCard, Section } from '#features/marketing/components/section';

export function PersonalCard() {
  return (
    <FeatureRow
      id="personal-card"
      eyebrow="Virtual and debit card"
      title="A card for every way you pay"
      image={{ src: dollarCard, alt: 'An Owo Visa debit card', width: 360, height: 252 }}
    >
      <p>
        Create a virtual card in seconds for online shopping and subscriptions, or order a debit card for
        everyday spending. Freeze either one from the app whenever you like.
      </p>
    </FeatureRow>
  );
}

const everyday = [
  {
    title: 'Push notifications',
    text: 'A notification for each transaction, the moment it happens, so nothing slips past you.',
  },
  {
    title: 'Payments without cash',
    text: 'Pay a shop’s QR poster, a bank account or a bill from your phone: no cash, no change, no waiting.',
  },
  {
    title: 'Spending insights',
    text: 'See where your money goes each month, by category, with statements for any period.',
  },
];

export function PersonalEveryday() {
  return (
    <Section tone="cream" labelledBy="personal-everyday">
      <h2 id="personal-everyday" className="mb-10 text-3xl font-bold text-ink md:text-4xl">
        Made for everyday money
      </h2>
      <div className="grid gap-6 md:grid-cols-3">
        {everyday.map((item) => (
          <InfoCard key={item.title} title={item.title}>
            <p>{item.text}</p>
          </InfoCard>
        ))}
      </div>
    </Section>
  );
}

export function PersonalSupport() {
  return (
    <FeatureRow
      id="personal-support"
      eyebrow="Support in the app"
      title="Help whenever you need it"
      image={{ src: support, alt: 'An Owo support agent ready to help', width: 320, height: 280 }}
      reverse
    >
      <p>
        Report a problem with a transaction from the app and you get a tracking number, the date we must
        answer by, and a conversation with a real person who knows Owo. Or write to us by e-mail or call.
      </p>
    </FeatureRow>
  );
}

export function PartnerBank() {
  return (
    <FeatureRow
      id="personal-bank"
      eyebrow="Your money is safe"
      title="Backed by a licensed partner bank"
      image={{ src: phoneWallet, alt: 'An Owo wallet balance on a phone', width: 320, height: 320 }}
      tone="green"
    >
      <p>
        Owo is a financial technology company, not a bank. Your deposits are held by our partner bank, a
        microfinance bank licensed by the Central Bank of Nigeria, and protected with bank-grade security.
      </p>
    </FeatureRow>
  );
}
