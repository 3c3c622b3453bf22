/** A module of its own chunk, fetched once (ahead of its first render, if asked) and known once it is in. */
export interface Chunk<T> {
  /** Fetches and runs the module (once; a fetch that failed is tried again on the next call). */
  load(): Promise<T>;
  /** The module, once it is in. */
  readonly loaded: T | undefined;
}

/** Imports nothing: the page's first script (app/first-calls.ts) starts chunks before React is in. */
export function chunk<T>(importer: () => Promise<T>): Chunk<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      loading ??= importer().then(
        (module) => {
          loaded = module;
          return module;
        },
        (err: unknown) => {
          loading = undefined;
          throw err;
        },
      );
      return loading;
    },
    get loaded() {
      return loaded;
    },
  };
}
