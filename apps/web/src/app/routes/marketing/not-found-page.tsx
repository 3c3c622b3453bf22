import notFound from '#assets/illustrations/not-found.svg';
import { PageTag } from '#lib/head';
import { buttonClasses } from '#ui/button-styles';

/** The catch-all page (served with HTTP 404): the not-found image and a link home. */
export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-white p-6">
      <PageTag tag="Page not found" />
      <img src={notFound} alt="Page not found" width={480} height={360} className="h-auto w-full max-w-lg" />
      <a href="/" className={buttonClasses('green', 'small')}>
        Go to the home page
      </a>
    </main>
  );
}
