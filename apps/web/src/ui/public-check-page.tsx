import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTag } from '#lib/head';
import type { Lookup } from '#lib/public-lookup';
import { Logo } from './logo';
import { Spinner } from './spinner';

type PublicCheckPageProps<T> = {
  /** The page's <title> tag. */
  tag: string;
  title: string;
  loadingLabel: string;
  notFound: string;
  notFoundHint: string;
  lookup: Lookup<T>;
  children: (data: T) => ReactNode;
};

/**
 * The frame of a public check page (/r/{code}, /s/{code}): the logo home, a heading, then the look-up's
 * outcome. Never indexed; an unknown code reads the same whatever was asked.
 */
export function PublicCheckPage<T>(props: PublicCheckPageProps<T>) {
  const { lookup } = props;
  return (
    <div className="min-h-dvh bg-gray-50 px-4 py-6">
      <PageTag tag={props.tag} />
      <meta name="robots" content="noindex, nofollow" />
      <main className="mx-auto flex max-w-md flex-col gap-5">
        <Link to="/" aria-label="Owo home" className="self-start">
          <Logo />
        </Link>
        <h1 className="text-2xl font-bold text-ink">{props.title}</h1>
        {lookup.kind === 'loading' ? (
          <Spinner label={props.loadingLabel} className="size-8 text-brand" />
        ) : lookup.kind === 'missing' ? (
          <section className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200" role="alert">
            <h2 className="text-lg font-bold text-danger">{props.notFound}</h2>
            <p className="mt-2 text-sm text-muted">{props.notFoundHint}</p>
          </section>
        ) : lookup.kind === 'error' ? (
          <p className="rounded-xl bg-red-50 p-4 text-danger" role="alert">
            {lookup.message}
          </p>
        ) : (
          props.children(lookup.data)
        )}
      </main>
    </div>
  );
}
