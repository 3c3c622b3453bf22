import { useEffect, useState } from 'react';

/** What a public check page knows about the thing it looks up (receipts, statements…). */
export type Lookup<T> =
  | { kind: 'loading' }
  | { kind: 'found'; data: T }
  | { kind: 'missing' }
  | { kind: 'error'; message: string };

const NETWORK_MESSAGE = 'check your internet connection';

async function lookUp<T>(url: string, signal: AbortSignal): Promise<Lookup<T>> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { Accept: 'application/json' }, signal });
  } catch {
    return { kind: 'error', message: NETWORK_MESSAGE };
  }
  if (res.status === 404) return { kind: 'missing' };
  const body = (await res.json().catch(() => null)) as { data?: T; message?: string } | null;
  if (!res.ok || !body?.data) return { kind: 'error', message: body?.message ?? NETWORK_MESSAGE };
  return { kind: 'found', data: body.data };
}

/**
 * A public look-up (no session, no signed-in app loaded): plain fetch, a 404 as "missing", and the
 * network message when the call fails. Looks up again when the url changes.
 */
export function usePublicLookup<T>(url: string): Lookup<T> {
  const [outcome, setOutcome] = useState<Lookup<T>>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setOutcome({ kind: 'loading' });
    lookUp<T>(url, controller.signal).then(setOutcome, () => {});
    return () => controller.abort();
  }, [url]);
  return outcome;
}
