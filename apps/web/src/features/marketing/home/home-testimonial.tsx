import { Link } from 'react-router';
import support from '#assets/illustrations/support-agent.svg';
import avatar from '#assets/illustrations/testimonial.svg';
import { Illustration, Section } from '#features/marketing/components/section';
import { buttonClasses } from '#ui/button-styles';

export function HomeTestimonial() {
  return (
    <Section tone="green" labelledBy="home-testimonial">
      <h2 id="home-testimonial" className="sr-only">
        What our customers say
      </h2>
      <figure className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
        <Illustration src={avatar} alt="" width={96} height={96} />
        <blockquote className="text-2xl font-semibold text-ink md:text-3xl">
          “I run two fabric stalls in Balogun Market. With Owo my customers pay by transfer, I pay my
          suppliers in Kano the same day, and I always know what I made.”
        </blockquote>
        <figcaption className="text-muted">
          <span className="font-bold text-ink">Adaeze Okafor</span>, founder of Ada Fabrics, Lagos
        </figcaption>
      </figure>
    </Section>
  );
}

export function SupportBlock() {
  return (
    <Section labelledBy="home-support">
      <div className="grid items-center gap-8 rounded-3xl bg-brand p-8 text-white md:grid-cols-[1fr_auto] md:p-12">
        <div className="flex flex-col gap-4">
          <h2 id="home-support" className="text-3xl font-bold">
            Real people, ready to help
          </h2>
          <p className="text-lg text-white/90">
            Our support team answers by e-mail, by phone and in the app, where every complaint gets a tracking
            number and an answer by a set date.
          </p>
          <Link to="/contact" className={buttonClasses('orange', 'big', 'w-fit')}>
            Contact support
          </Link>
        </div>
        <Illustration src={support} alt="" width={240} height={210} />
      </div>
    </Section>
  );
}
