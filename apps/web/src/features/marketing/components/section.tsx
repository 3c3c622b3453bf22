import type { ReactNode } from 'react';
import { cn } from '#lib/cn';

type SectionProps = {
  children: ReactNode;
  className?: string;
  tone?: 'white' | 'green' | 'cream';
  labelledBy?: string;
};

const tones = { white: 'bg-white', green: 'bg-brand-light', cream: 'bg-accent-light' };

export function Section({ children, className, tone = 'white', labelledBy }: SectionProps) {
  return (
    <section aria-labelledby={labelledBy} className={tones[tone]}>
      <div className={cn('mx-auto max-w-6xl px-4 py-14 md:py-20', className)}>{children}</div>
    </section>
  );
}

type IllustrationProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
};

/** An Owo illustration with its size set, so the page does not jump as it loads. */
export function Illustration({ src, alt, width, height, className, eager = false }: IllustrationProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('h-auto max-w-full', className)}
    />
  );
}

type FeatureRowProps = {
  id: string;
  eyebrow?: string;
  title: string;
  children: ReactNode;
  image: IllustrationProps;
  reverse?: boolean;
  tone?: SectionProps['tone'];
};

/** Text beside an illustration; stacks on small screens. */
export function FeatureRow({ id, eyebrow, title, children, image, reverse, tone }: FeatureRowProps) {
  return (
    <Section tone={tone} labelledBy={id}>
      <div className="grid items-center gap-10 md:grid-cols-2">
        <div className={cn('flex flex-col gap-4', reverse && 'md:order-2')}>
          {eyebrow ? (
            <p className="text-sm font-bold tracking-wider text-accent-ink uppercase">{eyebrow}</p>
          ) : null}
          <h2 id={id} className="text-3xl font-bold text-ink md:text-4xl">
            {title}
          </h2>
          <div className="flex flex-col gap-3 text-lg text-muted">{children}</div>
        </div>
        <div className="flex justify-center">
          <Illustration {...image} />
        </div>
      </div>
    </Section>
  );
}

type CardProps = { title: string; children: ReactNode; icon?: ReactNode };

export function InfoCard({ title, children, icon }: CardProps) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-gray-100 bg-white p-6 shadow-sm">
      {icon}
      <h3 className="text-xl font-bold text-ink">{title}</h3>
      <div className="text-muted">{children}</div>
    </div>
  );
}
