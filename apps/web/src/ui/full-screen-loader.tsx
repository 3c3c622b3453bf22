import { Spinner } from './spinner';

/** Covers the screen while a page or the signed-in app loads. */
export function FullScreenLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white">
      <Spinner label={label} className="size-10 border-4 text-brand" />
    </div>
  );
}
