import dollarCard from '#assets/illustrations/dollar-card.svg';
import { AtmWithdrawal, BusinessDollarCard } from '#features/marketing/card/card-sections';
import { MarketingLayout } from '#features/marketing/components/marketing-layout';
import { ProductHero } from '#features/marketing/components/product-hero';
import { PageTag } from '#lib/head';

export function CardPage() {
  return (
    <MarketingLayout>
      <PageTag
        tag="CARD"
        description="The Owo dollar Visa debit card: pay online worldwide and withdraw at ATMs in Nigeria."
      />
      <ProductHero
        title="One card for naira and dollar spending"
        image={{ src: dollarCard, alt: 'The Owo dollar Visa debit card', width: 400, height: 280 }}
        actions={['Get Owo card now']}
      >
        <p>
          A Visa debit card for your business, funded from your Owo wallet, accepted online around the world
          and at ATMs across Nigeria.
        </p>
      </ProductHero>
      <BusinessDollarCard />
      <AtmWithdrawal />
    </MarketingLayout>
  );
}
