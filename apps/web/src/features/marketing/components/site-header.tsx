import { useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { navItems } from '#features/marketing/nav-items';
import { buttonClasses } from '#ui/button-styles';
import { MenuIcon } from '#ui/icons';
import { Logo } from '#ui/logo';
import { CreateAccountLink, LoginLink } from './cta-links';
import { MobileMenu } from './mobile-menu';
import { navLinkClasses } from './nav-link-classes';

/** The public header: logo to /, the four page links with the current one highlighted, and the CTAs. */
export function SiteHeader() {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => {
    setIsMenuOpen(false);
    menuButton.current?.focus();
  };

  return (
    <>
      <header className="sticky top-0 z-30 border-b border-gray-100 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 md:h-20">
          <Link to="/" aria-label="Owo home" className="shrink-0 rounded-md">
            <Logo />
          </Link>
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-2">
              {navItems.map((item) => (
                <li key={item.page}>
                  <NavLink to={item.to} className={navLinkClasses}>
                    {item.text}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="hidden items-center gap-3 md:flex">
            <LoginLink className="rounded-md px-3 py-2 font-semibold text-brand hover:underline" />
            <CreateAccountLink className={buttonClasses('green', 'small')} />
          </div>
          <button
            ref={menuButton}
            type="button"
            aria-label="Open menu"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            onClick={() => setIsMenuOpen(true)}
            className="rounded-md p-2 text-ink hover:bg-brand-light md:hidden"
          >
            <MenuIcon />
          </button>
        </div>
      </header>
      {/* Outside the sticky header, so its fixed position is relative to the viewport. */}
      <MobileMenu isOpen={isMenuOpen} onClose={closeMenu} />
    </>
  );
}
