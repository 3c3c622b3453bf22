import { MarketingLayout } from '#features/marketing/components/marketing-layout';
import { HomeFeatures } from '#features/marketing/home/home-features';
import { HomeHero } from '#features/marketing/home/home-hero';
import {
  BusinessSolutions,
  FreeAccount,
  GlobalTransfers,
  InstantPayments,
} from '#features/marketing/home/home-sections';
import { HomeTestimonial, SupportBlock } from '#features/marketing/home/home-testimonial';
import { PageTag } from '#lib/head';

export function HomePage() {
  return (
    <MarketingLayout>
      <PageTag
        tag="HOME"
        description="Owo is mobile money for your business: a free account in under five minutes, a dollar card and transfers to Nigerian banks, the US and Ghana."
      />
      <HomeHero />
      <HomeFeatures />
      <InstantPayments />
      <FreeAccount />
      <GlobalTransfers />
      <BusinessSolutions />
      <HomeTestimonial />
      <SupportBlock />
    </MarketingLayout>
  );
}
