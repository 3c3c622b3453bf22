import { Link } from 'react-router';
import { company, primaryPhone } from '#config/company';
import { type FooterLink, footerGroups } from '#features/marketing/nav-items';
import { Logo } from '#ui/logo';
import { FooterGroup } from './footer-group';

const linkClasses = 'inline-block py-1 text-white/90 hover:text-white hover:underline';

function FooterItem({ link }: { link: FooterLink }) {
  if (link.to) {
    return (
      <Link to={link.to} className={linkClasses}>
        {link.text}
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClasses}>
      {link.text}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-brand-dark text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-5">
        <div className="flex flex-col gap-3 md:col-span-1">
          {/* The spec sends the footer logo to /home, which the router sends on to /. */}
          <Link to="/home" aria-label="Owo home" className="w-fit rounded-md">
            <Logo tone="light" />
          </Link>
          <p className="text-sm text-white/80">Mobile money for you and your business.</p>
        </div>
        <div className="md:col-span-4 md:grid md:grid-cols-4 md:gap-8">
          {footerGroups.map((group) => (
            <FooterGroup key={group.title} title={group.title}>
              <ul className="flex flex-col gap-1">
                {group.links.map((link) => (
                  <li key={link.text}>
                    <FooterItem link={link} />
                  </li>
                ))}
              </ul>
            </FooterGroup>
          ))}
          <FooterGroup title="Contact">
            <ul className="flex flex-col gap-1">
              <li>
                <a href={`tel:${primaryPhone.tel}`} className={linkClasses}>
                  {primaryPhone.display}
                </a>
              </li>
              <li>
                <a href={`mailto:${company.supportEmail}`} className={linkClasses}>
                  {company.supportEmail}
                </a>
              </li>
            </ul>
          </FooterGroup>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-white/80">
          All Rights Reserved {new Date().getFullYear()}
        </p>
      </div>
    </footer>
  );
}
