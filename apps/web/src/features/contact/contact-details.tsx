import { Link } from 'react-router';
import { company } from '#config/company';
import { MailIcon, PhoneIcon, PinIcon } from '#ui/icons';

export function ContactDetails() {
  return (
    <div className="flex flex-col gap-8">
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
