import { useState } from 'react';
import { cn } from '#lib/cn';
import { MinusIcon, PlusIcon } from '#ui/icons';
import type { FaqGroup } from './faq-data';

/** One FAQ group. A click toggles an item; hovering an item highlights its plus sign. */
export function FaqAccordion({ group }: { group: FaqGroup }) {
  const [openIds, setOpenIds] = useState<string[]>([]);
  const toggle = (id: string) =>
    setOpenIds((ids) => (ids.includes(id) ? ids.filter((open) => open !== id) : [...ids, id]));
  const headingId = `faq-${group.title.toLowerCase()}`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        {group.title}
      </h2>
      <ul className="flex flex-col gap-3">
        {group.items.map((item) => {
          const isOpen = openIds.includes(item.id);
          return (
            <li key={item.id} className="rounded-xl border border-gray-200 bg-white">
              <h3>
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={`${item.id}-answer`}
                  onClick={() => toggle(item.id)}
                  className="group flex w-full items-center justify-between gap-4 p-5 text-left font-semibold text-ink"
                >
                  {item.heading}
                  <span
                    data-testid="faq-sign"
                    className={cn(
                      'flex size-8 shrink-0 items-center justify-center rounded-full transition-colors',
                      'bg-brand-light text-brand group-hover:bg-accent group-hover:text-ink',
                    )}
                  >
                    {isOpen ? <MinusIcon width={18} height={18} /> : <PlusIcon width={18} height={18} />}
                  </span>
                </button>
              </h3>
              <div id={`${item.id}-answer`} hidden={!isOpen} className="px-5 pb-5 text-muted">
                <p>{item.content}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
