import { ContactContent } from '#features/contact/contact-content';
import { FaqAccordion } from '#features/faqs/faq-accordion';
import { FaqBanner } from '#features/faqs/faq-banner';
import { faqGroups } from '#features/faqs/faq-data';
import { MarketingLayout } from '#features/marketing/components/marketing-layout';
import { PageTag } from '#lib/head';

export function ContactPage() {
  return (
    <MarketingLayout>
      <PageTag tag="Contact Us" description="Call, e-mail or write to Owo support." />
      <ContactContent title="Contact Us" />
    </MarketingLayout>
  );
}

export function HelpPage() {
  return (
    <MarketingLayout>
      <PageTag tag="HELP" description="Get help with your Owo account from our support team." />
      <ContactContent title="Help" />
    </MarketingLayout>
  );
}

export function FaqsPage() {
  return (
    <MarketingLayout>
      <PageTag
        tag="FAQs"
        description="Answers to common questions about Owo personal and business accounts."
      />
      <div className="mx-auto flex max-w-4xl flex-col gap-12 px-4 py-14 md:py-20">
        <h1 className="text-4xl font-bold text-ink md:text-5xl">Frequently Asked Questions</h1>
        {faqGroups.map((group) => (
          <FaqAccordion key={group.title} group={group} />
        ))}
        <FaqBanner />
      </div>
    </MarketingLayout>
  );
}
