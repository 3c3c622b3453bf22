import { cn } from '#lib/cn';

/** Header links; the current page is highlighted. */
export const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 font-semibold transition-colors hover:text-brand',
    isActive ? 'bg-brand-light text-brand' : 'text-ink',
  );
