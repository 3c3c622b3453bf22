import type { FormEvent } from 'react';
import { SubmitButton } from '#ui/submit-button';
import { TextArea } from '#ui/text-area';
import { TextInput } from '#ui/text-input';

/** The public contact form. It has no submit behaviour and sends nothing anywhere. */
export function ContactForm() {
  const ignoreSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <form
      onSubmit={ignoreSubmit}
      aria-labelledby="contact-form-title"
      className="flex flex-col gap-5 rounded-2xl border border-gray-100 bg-white p-6 shadow-sm md:p-8"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold text-ink">
        Send us a message
      </h2>
      <TextInput label="Your Name" name="name" autoComplete="name" />
      <TextInput label="Reason For Contact" subLabel="In a few words" name="subject" />
      <TextInput label="Phone Number" name="phone" type="tel" autoComplete="tel" inputMode="tel" />
      <TextInput label="Email Address" name="email" type="email" autoComplete="email" />
      <TextArea label="Reason For Contact" subLabel="Tell us everything we need to help you" name="message" />
      <SubmitButton>Submit</SubmitButton>
    </form>
  );
}
