import type { Readable } from 'node:stream';
import { lagosStamp } from '@owo/contract/lagos-time';
import { toMajor } from '@owo/contract/money';
import {
  RECON_REPLY_MAX_BREAKS,
  type ReconBreak,
  type ReconImportData,
  type ReconRail,
} from '@owo/contract/reconciliation';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { settlementBatches } from './recon-csv.ts';
import {
  type BreakRow,
  breaksOfImport,
  clearSettledBreaks,
  findImportByHash,
  finishImport,
  type ImportRow,
  insertImport,
  insertLines,
  listImports,
  lockDay,
  queueBreaks,
} from './recon-repository.ts';

// Reconciling a partner's settlement file against Owo's side (decision 023). The file is read as it streams
// and its lines written in batches; the matching is set-wise SQL over what was written (recon-repository.ts).

export interface SettlementImport {
  rail: ReconRail;
  /** The Lagos day the file settles. */
  date: string;
  /** SHA-256 (hex) of the file's bytes: the same file again changes nothing. */
  sha256: string;
  /** Opens the file from its start (called again if the database transaction has to be run again). */
  open: () => Readable | AsyncIterable<Buffer | string>;
  source: 'console' | 'cli';
  staffId: bigint | null;
  /** Writes what the caller records of the import (the staff audit entry) in the import's own transaction. */
  record?: (q: Queryable, data: ReconImportData) => Promise<void>;
}

/**
 * Imports one settlement file in one transaction, one import of a rail's day at a time: every line matched to
 * Owo's side by session ID or reference, then by amount and status; each break queued once; breaks the file
 * settles cleared; the day then stands on this file. The same file again answers its first result.
 */
export function importSettlementFile(
  deps: Pick<Deps, 'db'>,
  file: SettlementImport,
): Promise<ReconImportData> {
  return deps.db.tx(async (q) => {
    await lockDay(q, file.rail, file.date);
    const earlier = await findImportByHash(q, file.rail, file.date, file.sha256);
    const data = earlier ? await resultOf(q, earlier, true) : await runImport(q, file);
    await file.record?.(q, data);
    return data;
  });
}

async function runImport(q: Queryable, file: SettlementImport): Promise<ReconImportData> {
  const { rail, date } = file;
  // Each statement probes an index once per line; costed for a file the planner cannot see (written in this
  // transaction), a million lines would get each batch compiled by JIT for nothing.
  await q.query('SET LOCAL jit = off');
  const { id, created_at: importedAt } = await insertImport(q, {
    rail,
    date,
    sha256: file.sha256,
    source: file.source,
    staffId: file.staffId,
  });
  // The next batch is read and parsed while the database writes the one before (at most one in flight).
  let lines = 0;
  let writing: Promise<void> | null = null;
  try {
    for await (const batch of settlementBatches(file.open(), rail)) {
      await writing;
      writing = insertLines(q, id, rail, lines + 1, batch);
      lines += batch.length;
    }
    await writing;
  } catch (err) {
    await writing?.catch(() => {});
    throw err;
  }
  const { breaks, matched } = await queueBreaks(q, id, rail, date);
  await clearSettledBreaks(
    q,
    id,
    rail,
    date,
    `Cleared by the ${rail} file of ${date} imported at ${lagosStamp(importedAt)} (Lagos)`,
  );
  const row = await finishImport(q, id, { rail, date, lines, matched, breaks });
  return resultOf(q, row, false);
}

async function resultOf(q: Queryable, row: ImportRow, replayed: boolean): Promise<ReconImportData> {
  const found = await breaksOfImport(q, row.id, RECON_REPLY_MAX_BREAKS);
  return {
    import: importView(row),
    replayed,
    matched: row.matched,
    breaks: found.rows.map(breakView),
    breaks_total: Object.values(found.byKind).reduce((a, n) => a + n, 0),
    breaks_by_kind: found.byKind,
  };
}

export const importView = (i: ImportRow) => ({
  id: i.uuid,
  rail: i.rail,
  date: i.value_date,
  lines: i.lines,
  matched: i.matched,
  breaks: i.breaks,
  source: i.source,
  created_at: i.created_at.toISOString(),
});

const major = (minor: bigint | null) => (minor === null ? null : toMajor(minor));

export function breakView(b: BreakRow): ReconBreak {
  return {
    id: b.uuid,
    rail: b.rail,
    date: b.value_date,
    kind: b.kind,
    state: b.state,
    reference: b.reference,
    session_id: b.session_id,
    transaction: b.transaction_uuid,
    currency: b.currency,
    ours_amount: major(b.ours_amount_minor),
    theirs_amount: major(b.theirs_amount_minor),
    ours_status: b.ours_status,
    theirs_status: b.theirs_status,
    theirs_lines: b.theirs_lines,
    resolution: b.resolution,
    note: b.note,
    resolved_by: b.resolved_by,
    resolved_at: b.resolved_at ? b.resolved_at.toISOString() : null,
    created_at: b.created_at.toISOString(),
  };
}

/** The files imported, newest first, of one rail or day when given. */
export async function importsOf(deps: Deps, f: Parameters<typeof listImports>[1]) {
  return (await listImports(deps.db, f)).map(importView);
}
