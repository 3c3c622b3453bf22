import dollarCard from '#assets/illustrations/dollar-card.svg';
import globe from '#assets/illustrations/globe-transfer.svg';
import phoneWallet from '#assets/illustrations/phone-wallet.svg';
import pos from '#assets/illustrations/pos-terminal.svg';
import { FeatureRow, InfoCard, Section } from '#features/marketing/components/section';

export function InstantPayments() {
  return (
    <FeatureRow
      id="home-instant"
      eyebrow="Instant payments"
      title="Get paid the moment you make a sale"
      image={{ src: phoneWallet, alt: 'A payment arriving in the Owo app', width: 320, height: 320 }}
      tone="cream"
    >
      <p>
        Share your Owo account number or payment link and money lands in seconds, with an alert on your phone
        for every transaction.
      </p>
    </FeatureRow>
  );
}

export function FreeAccount() {
  return (
    <FeatureRow
      id="home-free"
      eyebrow="Free business account"
      title="A free account, opened in minutes"
      image={{ src: dollarCard, alt: 'An Owo dollar debit card', width: 360, height: 252 }}
      reverse
    >
      <p>
        No paperwork, no branch visit and no monthly fee. Sign up with your phone number and BVN and start
        receiving money in under five minutes.
      </p>
    </FeatureRow>
  );
}

export function GlobalTransfers() {
  return (
    <FeatureRow
      id="home-global"
      eyebrow="Global transfers"
      title="Send money to the US and Ghana"
      image={{ src: globe, alt: 'Money travelling between Nigeria and the world', width: 360, height: 288 }}
      tone="green"
    >
      <p>
        Send dollars to a US bank account by ACH or domestic wire, or cedis to a mobile money wallet in Ghana,
        at a rate and a fee you see before you send.
      </p>
    </FeatureRow>
  );
}

const solutions = [
  {
    title: 'Payment links and QR posters',
    text: 'Share a link or print a QR poster; customers pay you by transfer and you get an alert at once.',
  },
  {
    title: 'Bulk payouts',
    text: 'Pay salaries and suppliers from one CSV file, confirmed once with your PIN, every row accounted for.',
  },
  {
    title: 'Teams with approvals',
    text: 'Staff prepare payments and a second person approves them, with every step on the record.',
  },
];

export function BusinessSolutions() {
  return (
    <Section labelledBy="home-solutions">
      <div className="mb-10 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <h2 id="home-solutions" className="max-w-xl text-3xl font-bold text-ink md:text-4xl">
          Business solutions that grow with you
        </h2>
        <img
          src={pos}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className="hidden md:block"
        />
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        {solutions.map((item) => (
          <InfoCard key={item.title} title={item.title}>
            <p>{item.text}</p>
          </InfoCard>
        ))}
      </div>
    </Section>
  );
}
