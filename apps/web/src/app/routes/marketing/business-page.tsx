import globe from '#assets/illustrations/globe-transfer.svg';
import { BusinessProducts } from '#features/marketing/business/business-products';
import {
  BusinessFreeAccount,
  BusinessFx,
  BusinessPerks,
} from '#features/marketing/business/business-sections';
import { MarketingLayout } from '#features/marketing/components/marketing-layout';
import { ProductHero } from '#features/marketing/components/product-hero';
import { PageTag } from '#lib/head';

export function BusinessPage() {
  return (
    <MarketingLayout>
      <PageTag
        tag="BUSINESS"
        description="A free Owo business account: payments to banks, the US and Ghana, bills, payment links, bulk payouts and teams with approvals."
      />
      <ProductHero
        title="The business account that works as hard as you do"
        image={{ src: globe, alt: 'Owo payments reaching banks at home and abroad', width: 400, height: 320 }}
        actions={['Get Started', 'See how it works']}
      >
        <p>
          Trusted by over 10,000 businesses to get paid, pay suppliers at home and abroad, and keep the books
          straight.
        </p>
      </ProductHero>
      <BusinessFreeAccount />
      <BusinessFx />
      <BusinessPerks />
      <BusinessProducts />
    </MarketingLayout>
  );
}
