import { type Db, isDatabaseUnavailable } from '#db/db.ts';
import { type CoreAnswer, callSendBatch } from './money-core-repository.ts';

/** At most this many sends go in one call and one COMMIT. */
export const GROUP_COMMIT_MAX = 64;
/** At most this many calls of one process are in flight at once; more sends wait and go together. */
export const GROUP_COMMIT_IN_FLIGHT = Number(process.env.OWO_GROUP_COMMIT_IN_FLIGHT ?? 2);
/**
 * While a call is in flight, another starts only once this many sends wait: a lone send goes at once, a
 * second call overlaps the first's COMMIT (its WAL flush) when enough are waiting to make it worth one.
 */
export const GROUP_COMMIT_OVERLAP = Number(process.env.OWO_GROUP_COMMIT_OVERLAP ?? 4);

interface Waiting {
  spec: Record<string, unknown>;
  resolve(answer: CoreAnswer): void;
  reject(err: unknown): void;
}

/**
 * Group commit for the sends of one API process (issue 15). A send goes at once when no call is running;
 * otherwise it waits, and when a call finishes everything waiting (up to GROUP_COMMIT_MAX) goes together as
 * one money_send_batch call (a second call may overlap the first, see GROUP_COMMIT_OVERLAP): one statement, so one transaction and
 * one COMMIT (one WAL flush) for all of them, outside any explicit transaction. No timer: a send waits only
 * for the call ahead of it, so a lone send is never delayed, and under load the batches grow by themselves.
 *
 * Each send gets its own answer; a refusal is one send's answer, not the batch's. node-postgres resolves a
 * query at ReadyForQuery, after the implicit COMMIT, so no reply leaves before its COMMIT. If the call fails
 * (a lock wait past its timeout refuses them all; anything else, such as a bug that one send trips), each of
 * its sends is tried again alone, so one bad send cannot fail the others; a database that went away fails
 * them all, once the db layer has stopped waiting for it.
 */
export class GroupCommit {
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;

  constructor(
    private readonly db: Db,
    private readonly rules: string,
  ) {}

  submit(spec: Record<string, unknown>): Promise<CoreAnswer> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ spec, resolve, reject });
      this.pump();
    });
  }

  private pump() {
    while (this.inFlight < GROUP_COMMIT_IN_FLIGHT && this.waiting.length > 0) {
      if (this.inFlight > 0 && this.waiting.length < GROUP_COMMIT_OVERLAP) return;
      const batch = this.waiting.splice(0, GROUP_COMMIT_MAX);
      this.inFlight++;
      void this.run(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async run(batch: Waiting[]) {
    let rows: CoreAnswer[];
    try {
      rows = await callSendBatch(
        this.db,
        batch.map((w) => w.spec),
        this.rules,
      );
    } catch (err) {
      // The database being away was already ridden out in the db layer (decision 019); sending each again
      // alone would wait that long again per send, and could pay a keyless send twice.
      if (batch.length === 1 || (err as { code?: string }).code === '55P03' || isDatabaseUnavailable(err)) {
        for (const w of batch) w.reject(err);
        return;
      }
      for (const w of batch) await this.run([w]);
      return;
    }
    batch.forEach((w, i) => {
      const answer = rows[i];
      if (answer) w.resolve(answer);
      else w.reject(new Error('money_send_batch answered fewer rows than sends'));
    });
  }
}

const committers = new WeakMap<Db, GroupCommit>();

/** The process's group commit on `db`. */
export function groupCommitOf(db: Db, rules: string): GroupCommit {
  let gc = committers.get(db);
  if (!gc) {
    gc = new GroupCommit(db, rules);
    committers.set(db, gc);
  }
  return gc;
}
