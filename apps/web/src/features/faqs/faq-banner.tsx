/** The 'Have additional inquiries?' banner. Its button has no action in the spec, so it does nothing. */
export function FaqBanner() {
  return (
    <section
      aria-labelledby="faq-banner"
      className="flex flex-col items-start gap-4 rounded-3xl bg-brand p-8 text-white md:flex-row md:items-center md:justify-between md:p-12"
    >
      <div>
        <h2 id="faq-banner" className="text-2xl font-bold md:text-3xl">
          Have additional inquiries?
        </h2>
        <p className="mt-2 text-white/90">Our team is one message away, any time of day.</p>
      </div>
      <button
        type="button"
        className="min-h-12 rounded-lg bg-accent px-6 font-semibold text-ink hover:bg-accent-dark"
      >
        Get in Touch
      </button>
    </section>
  );
}
