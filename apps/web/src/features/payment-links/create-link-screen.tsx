import { Link, useNavigate } from 'react-router';
import { CreateLinkForm } from './create-link-form';

/** `/payment-links/new`: the create form; back to the list, with the new link on top, when done. */
export function CreateLinkScreen() {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="create-link-heading" className="flex max-w-xl flex-col gap-4">
      <Link to="/payment-links" className="self-start font-semibold text-brand underline">
        Payment links
      </Link>
      <h1 id="create-link-heading" className="text-2xl font-bold text-ink">
        Create a payment link
      </h1>
      <CreateLinkForm onCreated={() => navigate('/payment-links')} />
    </section>
  );
}
