import { cn } from '#lib/cn';

export type ButtonColor = 'green' | 'orange' | 'white';
export type ButtonSize = 'big' | 'small';

const colors: Record<ButtonColor, string> = {
  green: 'bg-brand text-white hover:bg-brand-dark disabled:bg-brand/60',
  orange: 'bg-accent text-ink hover:bg-accent-dark disabled:bg-accent/60',
  white: 'bg-white text-brand ring-1 ring-brand hover:bg-brand-light',
};

const sizes: Record<ButtonSize, string> = {
  big: 'min-h-12 px-6 text-base',
  small: 'min-h-10 px-4 text-sm',
};

/** The one look of every button and button-like link in Owo. */
export function buttonClasses(color: ButtonColor = 'green', size: ButtonSize = 'big', className?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'disabled:cursor-not-allowed',
    colors[color],
    sizes[size],
    className,
  );
}
