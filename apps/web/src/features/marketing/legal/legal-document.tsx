import { Section } from '#features/marketing/components/section';
import type { LegalSection } from './terms-sections';

type LegalDocumentProps = { title: string; updated: string; intro: string; sections: LegalSection[] };

/** A long legal page with a table of contents. */
export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  return (
    <Section className="max-w-3xl">
      <h1 className="text-4xl font-bold text-ink md:text-5xl">{title}</h1>
      <p className="mt-2 text-sm text-muted">Last updated {updated}</p>
      <p className="mt-6 text-lg text-muted">{intro}</p>
      <nav aria-label="Contents" className="mt-8 rounded-2xl bg-brand-light p-6">
        <h2 className="mb-3 font-bold text-ink">Contents</h2>
        <ol className="list-decimal space-y-1 pl-5">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10 flex flex-col gap-3">
          <h2 id={section.id} className="scroll-mt-24 text-2xl font-bold text-ink">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="text-muted">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </Section>
  );
}
