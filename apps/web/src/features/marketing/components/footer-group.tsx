import { type ReactNode, useId, useState } from 'react';
import { cn } from '#lib/cn';
import { ChevronDownIcon } from '#ui/icons';

type FooterGroupProps = { title: string; children: ReactNode };

/** One footer group: a plain column on wide screens, an accordion of its own on small ones. */
export function FooterGroup({ title, children }: FooterGroupProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="border-b border-white/15 md:border-none">
      <h2 className="hidden text-sm font-bold tracking-wider text-accent-soft uppercase md:block">{title}</h2>
      <h2 className="md:hidden">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex w-full items-center justify-between py-4 text-left text-sm font-bold tracking-wider text-accent-soft uppercase"
        >
          {title}
          <ChevronDownIcon className={cn('transition-transform duration-200', isOpen && 'rotate-180')} />
        </button>
      </h2>
      <div
        id={panelId}
        data-open={isOpen}
        className={cn('pb-4 md:mt-4 md:block md:pb-0', isOpen ? 'block' : 'hidden')}
      >
        {children}
      </div>
    </div>
  );
}
