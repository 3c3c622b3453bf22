/**
 * A formatter made on first use. The first Intl object a page makes loads the browser's locale data, a long
 * task (about 150 ms on this machine's Chromium, more on a cheap phone): made at module load, it lands in the
 * middle of login's hydration. Made lazily, it costs nothing until something is formatted.
 */
export function lazyIntl<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
