import { FeatureGrid, HowSteps, PageIntro, SafetyList } from '#features/marketing/about/about-sections';
import { AppScreens } from '#features/marketing/about/app-screens';
import { MarketingLayout } from '#features/marketing/components/marketing-layout';
import { FeesTable, LimitsTable } from '#features/marketing/pricing/pricing-tables';
import { PageTag } from '#lib/head';

// Pricing, Company, Features, How it Works and About: what Owo does, and nothing it does not. Pricing is
// written from the same fee and limit tables the API uses (packages/contract/src/pricing.ts).

export const PricingPage = () => (
  <MarketingLayout>
    <PageTag
      tag="Pricing"
      description="Owo's fees and limits: free to open and to receive, the fee and total shown before you confirm."
    />
    <PageIntro title="Pricing">
      Free to open, free to receive, free between Owo accounts. Every other fee is below, exactly as the app
      charges it.
    </PageIntro>
    <FeesTable />
    <LimitsTable />
  </MarketingLayout>
);

export const FeaturesPage = () => (
  <MarketingLayout>
    <PageTag
      tag="Feature"
      description="What Owo does: accounts, sends to banks, eNaira, the US and Ghana, bills, a dollar card, payment links, bulk payouts and teams."
    />
    <PageIntro title="Features">
      Everything below works in Owo today, on the web and on a cheap phone.
    </PageIntro>
    <FeatureGrid />
    <AppScreens />
  </MarketingLayout>
);

export const HowItWorksPage = () => (
  <MarketingLayout>
    <PageTag
      tag="How it Works"
      description="Open an Owo account with your phone number, verify your identity, add money and send it."
    />
    <PageIntro title="How it Works">
      From your phone number to your first transfer in a few minutes.
    </PageIntro>
    <HowSteps />
  </MarketingLayout>
);

export const CompanyPage = () => (
  <MarketingLayout>
    <PageTag
      tag="COMPANY"
      description="Owo is a mobile-money wallet and business account for people and businesses in Nigeria."
    />
    <PageIntro title="Company">
      Owo is a mobile-money wallet and business account for people and businesses in Nigeria, built by a small
      team to be the wallet people trust most: correct to the kobo, quick on a slow network, hard to break
      into.
    </PageIntro>
    <SafetyList />
  </MarketingLayout>
);

export const AboutPage = () => (
  <MarketingLayout>
    <PageTag
      tag="About"
      description="About Owo: a wallet and business account for Nigeria that tells you the truth about your money."
    />
    <PageIntro title="About">
      Owo holds your naira, sends it where you need it — another Owo account, any Nigerian bank, an eNaira
      wallet, a US bank account or a mobile money wallet in Ghana — and tells you the same story about your
      money on every screen, alert, receipt and statement.
    </PageIntro>
    <FeatureGrid compact />
    <AppScreens />
  </MarketingLayout>
);
