import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md walks the send path file by file: every file it names must exist, so the map can't
// silently drift from the code when files move.
const root = path.resolve(import.meta.dirname, '..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

/** Backticked names that look like source files, resolved against the folders the page speaks of. */
function namedFiles(): string[] {
  const names = [...doc.matchAll(/`([\w./-]+\.(?:ts|tsx|sql|cjs|mjs))`/g)].map((m) => m[1] as string);
  return [...new Set(names)];
}

function resolveName(name: string): string | null {
  const bases = ['', 'apps/api/src', 'apps/web/src', 'apps/api/src/db/migrations'];
  for (const base of bases) {
    const full = path.join(root, base, name);
    if (existsSync(full)) return full;
  }
  return null;
}

describe('docs/architecture.md', () => {
  it('names only files that exist', () => {
    const names = namedFiles();
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((n) => resolveName(n) === null)).toEqual([]);
  });

  it('links only to files that exist', () => {
    const links = [...doc.matchAll(/\]\(([^)#]+)\)/g)].map((m) => m[1] as string);
    const missing = links.filter((l) => !existsSync(path.resolve(root, 'docs', l)));
    expect(missing).toEqual([]);
  });

  it('lists every decision record in its decision table, once, with its number', () => {
    const records = readdirSync(path.join(root, 'docs/decisions'))
      .filter((f) => /^\d{3}-.+\.md$/.test(f))
      .sort();
    const table = doc.slice(doc.indexOf('## Decisions'));
    const rows = [...table.matchAll(/^\| \[(\d{3})\]\(decisions\/([^)]+)\) \|/gm)].map((m) => ({
      number: m[1] as string,
      file: m[2] as string,
    }));
    expect(rows.map((r) => r.file)).toEqual(records);
    expect(rows.every((r) => r.file.startsWith(`${r.number}-`))).toBe(true);
  });
});
