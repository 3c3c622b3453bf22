import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

/** Contact Us and Help share this content. */
export function ContactContent({ title }: { title: string }) {
  return (
    <div className="bg-brand-light">
      <div className="mx-auto max-w-6xl px-4 py-14 md:py-20">
        <h1 className="text-4xl font-bold text-ink md:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted">
          Call, e-mail or send us a message and a member of the Owo team will get back to you. Already a
          customer? Report a problem from the transaction in the app to get a tracking number.
        </p>
        <div className="mt-10 grid gap-10 md:grid-cols-2">
          <ContactDetails />
          <ContactForm />
        </div>
      </div>
    </div>
  );
}
