import phoneWallet from '#assets/illustrations/phone-wallet.svg';
import { MarketingLayout } from '#features/marketing/components/marketing-layout';
import { ProductHero } from '#features/marketing/components/product-hero';
import {
  PartnerBank,
  PersonalCard,
  PersonalEveryday,
  PersonalSupport,
} from '#features/marketing/personal/personal-sections';
import { PageTag } from '#lib/head';

export function PersonalPage() {
  return (
    <MarketingLayout>
      <PageTag
        tag="PERSONAL"
        description="Owo for you: a virtual and debit card, instant alerts and support in the app."
      />
      <ProductHero
        badge="PERSONAL"
        title="Banking that fits in your pocket"
        image={{ src: phoneWallet, alt: 'The Owo app on a phone', width: 400, height: 400 }}
        actions={['Get Started', 'See how it works']}
      >
        <p>
          Send, spend and receive money for less, with a card that works everywhere and an app that tells you
          exactly where your money goes.
        </p>
      </ProductHero>
      <PersonalCard />
      <PersonalEveryday />
      <PersonalSupport />
      <PartnerBank />
    </MarketingLayout>
  );
}
