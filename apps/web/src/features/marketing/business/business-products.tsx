import { Link } from 'react-router';
import debitCard from '#assets/illustrations/debit-card-small.svg';
import pos from '#assets/illustrations/pos-terminal.svg';
import wallet from '#assets/illustrations/wallet.svg';
import { Illustration, InfoCard, Section } from '#features/marketing/components/section';

type Product = { title: string; image: string; text: string; linkText?: string };

const products: Product[] = [
  {
    title: 'POS Terminal',
    image: pos,
    text: 'Not yet: Owo does not offer POS terminals today. Take payments in store with a payment link’s QR poster instead.',
  },
  {
    title: 'Mobile Money Wallet',
    image: wallet,
    text: 'Receive transfers, pay bills and send money from a wallet that lives on your phone.',
    linkText: 'Open a wallet',
  },
  {
    title: 'Debit Card',
    image: debitCard,
    text: 'A virtual dollar Visa debit card for online payments worldwide, funded from your naira balance.',
    linkText: 'Get your card',
  },
];

export function BusinessProducts() {
  return (
    <Section labelledBy="business-products">
      <h2 id="business-products" className="mb-10 text-3xl font-bold text-ink md:text-4xl">
        Our products
      </h2>
      <div className="grid gap-6 md:grid-cols-3">
        {products.map((product) => (
          <InfoCard
            key={product.title}
            title={product.title}
            icon={<Illustration src={product.image} alt="" width={72} height={72} />}
          >
            <p>{product.text}</p>
            {product.linkText ? (
              <Link to="/signup" className="mt-3 inline-block font-semibold text-brand underline">
                {product.linkText}
                <span className="sr-only">: {product.title}</span>
              </Link>
            ) : null}
          </InfoCard>
        ))}
      </div>
    </Section>
  );
}
