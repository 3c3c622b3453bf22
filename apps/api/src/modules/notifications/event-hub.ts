import { MAX_STREAMS_PER_CUSTOMER } from '@owo/contract/notifications';
import type { Db } from '#db/db.ts';

/** Channel the database notifies (with the customer's id) whenever it writes one of their events. */
export const EVENTS_CHANNEL = 'owo_events';

type Wake = () => void;

interface Stream {
  wake: Wake;
  /** Ends the stream because the customer opened one too many. */
  replace: () => void;
}

/**
 * One per API process: listens on the process's one listening connection (shared with the session cache, so
 * a sign-out's notifications reach both in the order they were sent) and fans each notification out to that
 * process's streams of the customer named in it. Notifications carry no data: a woken stream reads its
 * customer's rows after the last id it sent, so a lost or merged notification loses nothing. After the
 * listening connection was re-established every stream is woken, in case something was missed meanwhile.
 */
export class EventHub {
  private readonly streams = new Map<string, Set<Stream>>();
  private listening: Promise<() => Promise<void>> | null = null;
  private closed = false;

  constructor(private readonly db: Db) {}

  /**
   * Subscribes a stream of a customer; starts listening on first use. Returns the unsubscribe. When the
   * customer then holds more than MAX_STREAMS_PER_CUSTOMER streams (a tab each, a phone, another device),
   * the oldest is unsubscribed and told to end: each stream costs a socket, a heartbeat and a read per
   * event, and one login must not hold connections without end.
   */
  async subscribe(userId: bigint, wake: Wake, replace: () => void = () => {}): Promise<() => void> {
    if (this.closed) throw new Error('event hub closed');
    const key = String(userId);
    let set = this.streams.get(key);
    if (!set) {
      set = new Set();
      this.streams.set(key, set);
    }
    const stream: Stream = { wake, replace };
    set.add(stream);
    // A Set iterates in insertion order: the first is the oldest.
    for (const oldest of set) {
      if (set.size <= MAX_STREAMS_PER_CUSTOMER) break;
      set.delete(oldest);
      oldest.replace();
    }
    const off = () => {
      const s = this.streams.get(key);
      s?.delete(stream);
      if (s && s.size === 0) this.streams.delete(key);
    };
    try {
      await this.ensureListening();
    } catch (err) {
      off();
      throw err;
    }
    return off;
  }

  /** How many streams this process holds (tests and logs). */
  get size() {
    let n = 0;
    for (const s of this.streams.values()) n += s.size;
    return n;
  }

  private ensureListening() {
    if (!this.listening) {
      this.listening = this.db.listen(EVENTS_CHANNEL, (payload) => this.dispatch(payload));
      this.listening.catch(() => {
        this.listening = null;
      });
    }
    return this.listening;
  }

  private dispatch(payload: string | null) {
    const targets = payload === null ? [...this.streams.values()] : [this.streams.get(payload)];
    for (const set of targets) for (const stream of set ?? []) stream.wake();
  }

  /** Wakes every stream (each re-checks its session and closes if it was revoked). */
  wakeAll() {
    this.dispatch(null);
  }

  async close() {
    this.closed = true;
    const stop = this.listening ? await this.listening.catch(() => null) : null;
    this.listening = null;
    this.wakeAll();
    if (stop) await stop();
  }
}
