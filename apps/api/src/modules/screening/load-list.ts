import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { Db, Queryable } from '#db/db.ts';
import {
  detectFormat,
  type ListEntry,
  type ListFormat,
  parseFtmJson,
  parseOpenSanctionsCsv,
  parseUnXml,
} from './list-formats.ts';
import { nameParts, partKeys } from './names.ts';
import {
  activateList,
  createList,
  findActiveBySha,
  insertEntries,
  type NewEntry,
  takeListLoadLock,
} from './screening-repository.ts';

const CHUNK = 1000;

/** The sandbox lists the repo ships, loaded on start in sandbox mode (fictitious people; decision 024). */
export const SANDBOX_LISTS = [
  {
    file: path.join(import.meta.dirname, 'sandbox', 'un-consolidated-sandbox.xml'),
    name: 'UN consolidated list',
  },
  { file: path.join(import.meta.dirname, 'sandbox', 'opensanctions-sandbox.csv'), name: 'OpenSanctions' },
];

export interface LoadResult {
  name: string;
  format: ListFormat;
  entries: number;
  /** The same file was already the list in force: nothing loaded. */
  unchanged: boolean;
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function head(file: string): Promise<string> {
  const fh = await open(file);
  try {
    const buf = Buffer.alloc(256);
    const { bytesRead } = await fh.read(buf, 0, 256, 0);
    return buf.subarray(0, bytesRead).toString('utf8');
  } finally {
    await fh.close();
  }
}

async function* entriesOf(file: string, format: ListFormat): AsyncGenerator<ListEntry> {
  if (format === 'un-xml') yield* await parseUnXml(readFileSync(file, 'utf8'));
  else if (format === 'opensanctions-json') yield* parseFtmJson(file);
  else yield* parseOpenSanctionsCsv(file);
}

function withKeys(e: ListEntry): NewEntry {
  const keys = new Set<string>();
  for (const n of [e.name, ...e.aliases])
    for (const part of nameParts(n)) for (const k of partKeys(part)) keys.add(k);
  return { ...e, keys: [...keys] };
}

/**
 * Loads a list file in one transaction and puts it in force in place of the list of the same name: screening
 * sees the old list or the new one, never half of one. Loading the file already in force changes nothing.
 */
export async function loadList(
  db: Db,
  opts: { file: string; name?: string; format?: ListFormat },
): Promise<LoadResult> {
  const format = opts.format ?? detectFormat(opts.file, await head(opts.file));
  const name = opts.name ?? (format === 'un-xml' ? 'UN consolidated list' : 'OpenSanctions');
  const sha = await sha256(opts.file);
  return db.tx(async (q) => {
    await takeListLoadLock(q);
    if (await findActiveBySha(q, name, sha)) return { name, format, entries: 0, unchanged: true };
    const listId = await createList(q, {
      source: format === 'un-xml' ? 'un' : 'opensanctions',
      name,
      fileName: path.basename(opts.file),
      sha256: sha,
    });
    let count = 0;
    let chunk: NewEntry[] = [];
    const flush = async (target: Queryable) => {
      if (chunk.length > 0) count += await insertEntries(target, listId, chunk);
      chunk = [];
    };
    for await (const e of entriesOf(opts.file, format)) {
      chunk.push(withKeys(e));
      if (chunk.length >= CHUNK) await flush(q);
    }
    await flush(q);
    await activateList(q, listId, name, count);
    return { name, format, entries: count, unchanged: false };
  });
}

/** In sandbox mode: the shipped lists, unless already in force. */
export async function ensureSandboxLists(db: Db): Promise<void> {
  for (const list of SANDBOX_LISTS) await loadList(db, list);
}
