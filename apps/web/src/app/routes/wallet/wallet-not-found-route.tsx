import { Link } from 'react-router';
import { PageTag } from '#lib/head';
import { buttonClasses } from '#ui/button-styles';

/** The fallback inside the signed-in area. */
export default function WalletNotFoundRoute() {
  return (
    <section className="flex flex-col items-center gap-4 py-16 text-center">
      <PageTag tag="Page not found" />
      <h1 className="text-2xl font-bold text-ink">Page not found</h1>
      <p className="text-muted">This page does not exist in your Owo account.</p>
      <Link to="/dashboard" className={buttonClasses('green', 'small')}>
        Go to Dashboard
      </Link>
    </section>
  );
}
