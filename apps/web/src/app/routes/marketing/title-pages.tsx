import { MarketingLayout } from '#features/marketing/components/marketing-layout';
import { TitleOnly } from '#features/marketing/components/section';
import { PageTag } from '#lib/head';

type TitlePageProps = { tag: string; title: string };

/** Pricing, Company, Features, How it Works and About show only their title for now. */
function TitlePage({ tag, title }: TitlePageProps) {
  return (
    <MarketingLayout>
      <PageTag tag={tag} />
      <TitleOnly title={title} />
    </MarketingLayout>
  );
}

export const PricingPage = () => <TitlePage tag="Pricing" title="Pricing" />;
export const CompanyPage = () => <TitlePage tag="COMPANY" title="Company" />;
export const FeaturesPage = () => <TitlePage tag="Feature" title="Features" />;
export const HowItWorksPage = () => <TitlePage tag="How it Works" title="How it Works" />;
export const AboutPage = () => <TitlePage tag="About" title="About" />;
