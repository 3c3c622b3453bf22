import debitCard from '#assets/illustrations/debit-card-small.svg';
import pos from '#assets/illustrations/pos-terminal.svg';
import wallet from '#assets/illustrations/wallet.svg';
import { Illustration, InfoCard, Section } from '#features/marketing/components/section';

const cards = [
  {
    title: 'Expense management',
    image: wallet,
    text: 'Give each team member a role and an approval limit, see who prepared and who approved every payment, and export statements for your accountant.',
  },
  {
    title: 'Bills payment',
    image: pos,
    text: 'Buy airtime and data, renew cable and top up prepaid meters in a few taps, for yourself or your staff.',
  },
  {
    title: 'Global debit card',
    image: debitCard,
    text: 'A dollar Visa debit card that works online around the world and at ATMs across Nigeria.',
  },
];

export function HomeFeatures() {
  return (
    <Section labelledBy="home-features">
      <h2 id="home-features" className="mb-10 max-w-2xl text-3xl font-bold text-ink md:text-4xl">
        Everything your money needs, in one place
      </h2>
      <div className="grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <InfoCard
            key={card.title}
            title={card.title}
            icon={<Illustration src={card.image} alt="" width={72} height={72} />}
          >
            <p>{card.text}</p>
          </InfoCard>
        ))}
      </div>
    </Section>
  );
}
