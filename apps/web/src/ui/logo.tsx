import { cn } from '#lib/cn';

type LogoProps = { className?: string; tone?: 'brand' | 'light' };

/** The Owo mark and wordmark. The accessible name comes from the link that wraps it. */
export function Logo({ className, tone = 'brand' }: LogoProps) {
  const text = tone === 'light' ? 'text-white' : 'text-brand';
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={tone === 'light' ? '#ffffff' : '#0B6B3A'} />
        <circle
          cx="16"
          cy="16"
          r="8"
          fill="none"
          stroke={tone === 'light' ? '#0B6B3A' : '#ffffff'}
          strokeWidth="4"
        />
        <circle cx="23" cy="9" r="3" fill="#F28C28" />
      </svg>
      <span className={cn('text-2xl font-extrabold tracking-tight', text)}>Owo</span>
    </span>
  );
}
