import { MarketingLayout } from '#features/marketing/components/marketing-layout';
import { LegalDocument } from '#features/marketing/legal/legal-document';
import { privacySections } from '#features/marketing/legal/privacy-sections';
import { termsSections } from '#features/marketing/legal/terms-sections';
import { PageTag } from '#lib/head';

export function TermsOfUsePage() {
  return (
    <MarketingLayout>
      <PageTag tag="Terms of Use" />
      <LegalDocument
        title="Terms of Use"
        updated="1 November 2022"
        intro="These terms are an agreement between you and Owo Technologies Limited. Please read them before you use the Owo app or website."
        sections={termsSections}
      />
    </MarketingLayout>
  );
}

export function PrivacyPolicyPage() {
  return (
    <MarketingLayout>
      <PageTag tag="Privacy Policy" />
      <LegalDocument
        title="Privacy Policy"
        updated="1 November 2022"
        intro="This notice explains what personal information Owo collects, why, and the choices you have."
        sections={privacySections}
      />
    </MarketingLayout>
  );
}
