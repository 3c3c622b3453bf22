import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#ui/button-styles';
import { Illustration } from './section';

type ProductHeroProps = {
  badge?: string;
  title: string;
  children: ReactNode;
  image: { src: string; alt: string; width: number; height: number };
  /** Links to /signup; the spec gives each hero its own wording. */
  actions: string[];
};

export function ProductHero({ badge, title, children, image, actions }: ProductHeroProps) {
  return (
    <section aria-labelledby="page-title" className="bg-brand-light">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:grid-cols-2 md:py-20">
        <div className="flex flex-col gap-5">
          {badge ? (
            <p className="w-fit rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-widest text-ink">
              {badge}
            </p>
          ) : null}
          <h1 id="page-title" className="text-4xl leading-tight font-extrabold text-ink md:text-5xl">
            {title}
          </h1>
          <div className="flex flex-col gap-3 text-lg text-muted">{children}</div>
          <div className="flex flex-col gap-3 sm:flex-row">
            {actions.map((label, index) => (
              <Link
                key={label}
                to="/signup"
                className={buttonClasses(index === 0 ? 'green' : 'white', 'big', 'w-full sm:w-auto')}
              >
                {label}
              </Link>
            ))}
          </div>
        </div>
        <div className="flex justify-center">
          <Illustration {...image} eager />
        </div>
      </div>
    </section>
  );
}
