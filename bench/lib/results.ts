import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const RESULTS_DIR = path.resolve(import.meta.dirname, '../results');

/** Writes bench/results/<name>.json with the machine it ran on, and prints a one-line summary. */
export function writeResult(name: string, result: Record<string, unknown>) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const doc = {
    name,
    at: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      memGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    ...result,
  };
  writeFileSync(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`${name}: ${JSON.stringify(result)}`);
  return doc;
}
