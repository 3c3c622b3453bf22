import { Link } from 'react-router';
import { company } from '#config/company';
import { ctaMode } from '#config/cta';
import { ChatIcon, MailIcon, PhoneIcon, PinIcon } from '#ui/icons';

export function ContactDetails() {
  return (
    <div className="flex flex-col gap-8">
      <div className="flex gap-4">
        <ChatIcon className="shrink-0 text-brand" />
        <div>
          <h2 className="font-bold text-ink">Support in the app</h2>
          <p className="text-muted">
            Write to our support team and follow the conversation under Help &amp; support, with the date we
            must answer by.
          </p>
          {ctaMode === 'stores' ? (
            <p className="text-muted">In the Owo app, open More, then Help &amp; support.</p>
          ) : (
            <Link to="/support" className="font-semibold text-brand underline">
              Open Help &amp; support
            </Link>
          )}
        </div>
      </div>
      <div className="flex gap-4">
        <PhoneIcon className="shrink-0 text-brand" />
        <div>
          <h2 className="font-bold text-ink">Call us</h2>
          <ul>
            {company.phones.map((phone) => (
              <li key={phone.tel}>
                <a href={`tel:${phone.tel}`} className="text-brand underline">
                  {phone.display}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="flex gap-4">
        <MailIcon className="shrink-0 text-brand" />
        <div>
          <h2 className="font-bold text-ink">E-mail us</h2>
          <a href={`mailto:${company.supportEmail}`} className="text-brand underline">
            {company.supportEmail}
          </a>
        </div>
      </div>
      <div className="flex gap-4">
        <PinIcon className="shrink-0 text-brand" />
        <div>
          <h2 className="font-bold text-ink">Write to us</h2>
          <address className="text-muted not-italic">
            {company.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
      </div>
      <p className="text-muted">
        Looking for a quick answer? Read our{' '}
        <Link to="/faqs" className="font-semibold text-brand underline">
          frequently asked questions
        </Link>
        .
      </p>
    </div>
  );
}
