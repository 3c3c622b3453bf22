import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { navItems } from '#features/marketing/nav-items';
import { cn } from '#lib/cn';
import { buttonClasses } from '#ui/button-styles';
import { CloseIcon } from '#ui/icons';
import { Logo } from '#ui/logo';
import { CreateAccountLink, LoginLink } from './cta-links';
import { navLinkClasses } from './nav-link-classes';

type MobileMenuProps = { isOpen: boolean; onClose: () => void };

/** Tab and Shift+Tab cycle inside the open menu, as in any modal dialog. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent) {
  const focusable = container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/** The 280 px side menu of small screens. Stays mounted so it can slide in and out. */
export function MobileMenu({ isOpen, onClose }: MobileMenuProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab' && panel.current) keepFocusInside(panel.current, event);
    };
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [isOpen, onClose]);

  return (
    <div
      className={cn(
        'fixed inset-0 z-40 overflow-hidden md:hidden',
        // Shown at once on opening (so focus can move in); hidden only after the slide-out on closing.
        isOpen ? 'visible' : 'invisible transition-[visibility] delay-200',
      )}
      inert={!isOpen}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer convenience; the close button and Escape do the same for keyboards. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above. */}
      <div
        data-testid="menu-backdrop"
        onClick={onClose}
        className={cn(
          'absolute inset-0 bg-ink/50 transition-opacity duration-200',
          isOpen ? 'opacity-100' : 'opacity-0',
        )}
      />
      <div
        ref={panel}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className={cn(
          'absolute inset-y-0 right-0 flex w-[280px] max-w-full flex-col gap-6 overflow-y-auto bg-white p-5 shadow-xl',
          'transition-transform duration-200 ease-out',
          isOpen ? 'translate-x-0' : 'translate-x-full',
        )}
      >
        <div className="flex items-center justify-between">
          <Logo />
          <button
            ref={closeButton}
            type="button"
            aria-label="Close menu"
            onClick={onClose}
            className="rounded-md p-2 hover:bg-brand-light"
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Menu">
          <ul className="flex flex-col gap-1">
            {navItems.map((item) => (
              <li key={item.page}>
                <NavLink
                  to={item.to}
                  onClick={onClose}
                  className={(s) => cn(navLinkClasses(s), 'block text-lg')}
                >
                  {item.text}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto flex flex-col gap-3">
          <LoginLink onClick={onClose} className={buttonClasses('white', 'big')} />
          <CreateAccountLink onClick={onClose} className={buttonClasses('green', 'big')} />
        </div>
      </div>
    </div>
  );
}
