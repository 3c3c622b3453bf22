/** A minimal Server-Sent Events reader over fetch (tests): collects events, waits for one, tells when it ends. */
export interface SseEvent {
  id: string | null;
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read event data loosely.
  data: any;
}

export interface SseStream {
  status: number;
  events: SseEvent[];
  /** Resolves when the server ended the stream (or rejects on a network error). */
  ended: Promise<void>;
  waitFor(pred: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  const ended = (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true });
        let at = buffer.indexOf('\n\n');
        while (at >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          let id: string | null = null;
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length > 0) {
            events.push({ id, event, data: JSON.parse(data.join('\n')) });
            for (const w of waiters) w();
          }
          at = buffer.indexOf('\n\n');
        }
      }
    } catch (err) {
      if (!abort.signal.aborted) throw err;
    } finally {
      done = true;
      for (const w of waiters) w();
    }
  })();
  ended.catch(() => {});
  return {
    status: res.status,
    events,
    ended,
    close: () => abort.abort(),
    waitFor(pred, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = events.find(pred);
          if (hit) {
            cleanup();
            resolve(hit);
          } else if (done) {
            cleanup();
            reject(new Error(`stream ended without the event; got ${JSON.stringify(events)}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no such event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}
