import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The API's boundaries (decision 031) are dependency-cruiser rules that `npm run lint:deps` runs, so a
// forbidden import fails the build. This feeds the repo's own configs small trees, each with one forbidden
// import, and checks that each is reported as an error (and that the command fails); then that the real
// tree has none.
const root = path.resolve(import.meta.dirname, '..');
const depcruise = path.join(root, 'node_modules/.bin/depcruise');
const MAIN_CONFIG = path.join(root, '.dependency-cruiser.cjs');
const MODULES_CONFIG = path.join(root, '.dependency-cruiser-api-modules.cjs');

/** One reported violation: the rule, its severity, and the edge (for a circle, its first step). */
interface Violation {
  rule: string;
  severity: string;
  from: string;
  to: string;
}

const fixtures: string[] = [];
afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway checkout holding only these files (and the tsconfig the config names). */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'owo-deps-'));
  fixtures.push(dir);
  copyFileSync(path.join(root, 'tsconfig.base.json'), path.join(dir, 'tsconfig.base.json'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/**
 * Runs dependency-cruiser as `npm run lint:deps` does (the `err` reporter, whose exit code fails the build),
 * in `cwd`, and reads what it reports.
 */
function cruise(cwd: string, config: string, targets: string[]) {
  const run = spawnSync(depcruise, [...targets, '--config', config, '--output-type', 'err'], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const lines = `${run.stdout}${run.stderr}`.split('\n');
  const violations: Violation[] = [];
  lines.forEach((line, n) => {
    const m = /^\s*(error|warn|info) ([\w-]+): (\S+) →\s*(\S*)/.exec(line);
    if (!m) return;
    const to = m[4] || (lines[n + 1] ?? '').trim().replace(/\s*→$/, '');
    violations.push({ severity: m[1] as string, rule: m[2] as string, from: m[3] as string, to });
  });
  return { status: run.status, violations, output: `${run.stdout}${run.stderr}` };
}

const ruleNames = (vs: Violation[]) => [...new Set(vs.map((v) => v.rule))].sort();

const MINUTE = 60_000;

describe('the API boundary rules (npm run lint:deps)', () => {
  it('runs both configs', () => {
    const script = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts['lint:deps'];
    expect(script).toContain('--config .dependency-cruiser.cjs');
    expect(script).toContain('--config .dependency-cruiser-api-modules.cjs');
    expect(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.lint).toContain(
      'npm run lint:deps',
    );
  });

  it('refuses money/, ledger/ and records/ importing a feature module', { timeout: MINUTE }, () => {
    const dir = tree({
      'apps/api/src/modules/users/users-service.ts': 'export const who = 1;\n',
      'apps/api/src/money/money-move.ts':
        "import { who } from '../modules/users/users-service.ts';\nexport const m = who;\n",
      'apps/api/src/ledger/ledger.ts':
        "import { who } from '../modules/users/users-service.ts';\nexport const l = who;\n",
      'apps/api/src/records/users-repository.ts':
        "import { who } from '../modules/users/users-service.ts';\nexport const r = who;\n",
    });
    const r = cruise(dir, MAIN_CONFIG, ['apps']);
    expect(r.status).not.toBe(0);
    const found = r.violations.filter((v) => v.rule === 'api-money-and-ledger-import-no-feature-module');
    expect(found.map((v) => v.from).sort()).toEqual([
      'apps/api/src/ledger/ledger.ts',
      'apps/api/src/money/money-move.ts',
      'apps/api/src/records/users-repository.ts',
    ]);
    expect(found.every((v) => v.severity === 'error')).toBe(true);
  });

  it('refuses a static import of pdfkit, qrcode or xmlbuilder2 in the API outside lib/lazy-modules.ts', {
    timeout: MINUTE,
  }, () => {
    const pkg = (name: string) => ({
      [`node_modules/${name}/package.json`]: JSON.stringify({ name, version: '1.0.0', main: 'index.js' }),
      [`node_modules/${name}/index.js`]: 'module.exports = {};\n',
    });
    const dir = tree({
      ...pkg('pdfkit'),
      ...pkg('qrcode'),
      ...pkg('xmlbuilder2'),
      'apps/api/src/lib/lazy-modules.ts':
        "export const pdf = () => import('pdfkit');\nexport const qr = () => import('qrcode');\n",
      'apps/api/src/modules/receipts/receipt-pdf.ts':
        "import PDFDocument from 'pdfkit';\nexport const d = PDFDocument;\n",
      'apps/api/src/modules/reports/goaml.ts':
        "import { create } from 'xmlbuilder2';\nexport const c = create;\n",
      'apps/api/src/modules/staff/staff-cli.ts': "import QRCode from 'qrcode';\nexport const q = QRCode;\n",
    });
    const r = cruise(dir, MAIN_CONFIG, ['apps']);
    expect(r.status).not.toBe(0);
    const found = r.violations.filter((v) => v.rule === 'api-loads-document-packages-on-first-use');
    expect(found.map((v) => v.from).sort()).toEqual([
      'apps/api/src/modules/receipts/receipt-pdf.ts',
      'apps/api/src/modules/reports/goaml.ts',
    ]);
    expect(found.every((v) => v.severity === 'error')).toBe(true);
  });

  it('refuses a route importing a repository, and lets its service do it', { timeout: MINUTE }, () => {
    const dir = tree({
      'apps/api/src/modules/cards/cards-repository.ts': 'export const rows = 1;\n',
      'apps/api/src/modules/cards/cards-service.ts':
        "import { rows } from './cards-repository.ts';\nexport const s = rows;\n",
      'apps/api/src/modules/cards/cards-routes.ts':
        "import { rows } from './cards-repository.ts';\nimport { s } from './cards-service.ts';\nexport const r = rows + s;\n",
    });
    const r = cruise(dir, MAIN_CONFIG, ['apps']);
    expect(r.status).not.toBe(0);
    expect(r.violations.map((v) => [v.rule, v.severity, v.from, v.to])).toEqual([
      [
        'api-routes-call-services-never-repositories',
        'error',
        'apps/api/src/modules/cards/cards-routes.ts',
        'apps/api/src/modules/cards/cards-repository.ts',
      ],
    ]);
  });

  it('refuses feature modules importing each other in a circle, with no file in a cycle', {
    timeout: MINUTE,
  }, () => {
    // team → payouts → team, file by file acyclic; and bills → transfers → cards → bills.
    const dir = tree({
      'apps/api/src/modules/team/team-service.ts':
        "import { pay } from '../payouts/payouts-pay.ts';\nexport const t = pay;\n",
      'apps/api/src/modules/team/acting-for.ts': 'export const actor = 1;\n',
      'apps/api/src/modules/payouts/payouts-pay.ts': 'export const pay = 1;\n',
      'apps/api/src/modules/payouts/payouts-routes.ts':
        "import { actor } from '../team/acting-for.ts';\nexport const p = actor;\n",
      'apps/api/src/modules/bills/bills-service.ts':
        "import { q } from '../transfers/quotes.ts';\nexport const b = q;\n",
      'apps/api/src/modules/transfers/quotes.ts':
        "import { c } from '../cards/cards-service.ts';\nexport const q = c;\n",
      'apps/api/src/modules/cards/cards-service.ts': 'export const c = 1;\n',
      'apps/api/src/modules/cards/card-bills.ts':
        "import { b } from '../bills/bills-service.ts';\nexport const cb = b;\n",
      // One way only is fine.
      'apps/api/src/modules/kyc/kyc-service.ts':
        "import { c } from '../cards/cards-service.ts';\nexport const k = c;\n",
    });
    const r = cruise(dir, MODULES_CONFIG, ['apps/api/src/modules']);
    expect(r.status).not.toBe(0);
    expect(ruleNames(r.violations)).toEqual(['api-feature-modules-import-each-other-in-no-circle']);
    const pairs = r.violations.map((v) => `${v.from} → ${v.to}`.replaceAll('apps/api/src/modules/', ''));
    expect(pairs).toContain('team → payouts');
    expect(pairs).toContain('payouts → team');
    expect(pairs).toContain('bills → transfers');
    expect(pairs.filter((p) => p.includes('kyc'))).toEqual([]);
    // The file-level rule sees nothing: the circle is only between the modules.
    expect(cruise(dir, MAIN_CONFIG, ['apps']).violations).toEqual([]);
  });

  it('passes a tree that keeps every rule', { timeout: MINUTE }, () => {
    const dir = tree({
      'apps/api/src/lib/errors.ts': 'export const e = 1;\n',
      'apps/api/src/records/users-repository.ts':
        "import { e } from '../lib/errors.ts';\nexport const u = e;\n",
      'apps/api/src/money/money-move.ts':
        "import { u } from '../records/users-repository.ts';\nexport const m = u;\n",
      'apps/api/src/modules/cards/cards-service.ts':
        "import { u } from '../../records/users-repository.ts';\nexport const c = u;\n",
      'apps/api/src/modules/cards/cards-routes.ts':
        "import { c } from './cards-service.ts';\nexport const r = c;\n",
    });
    expect(cruise(dir, MAIN_CONFIG, ['apps']).violations).toEqual([]);
    expect(cruise(dir, MODULES_CONFIG, ['apps/api/src/modules']).violations).toEqual([]);
  });

  it('finds no violation in the real tree', { timeout: 5 * MINUTE }, () => {
    const main = cruise(root, MAIN_CONFIG, ['apps', 'packages', 'bench', 'scripts', 'e2e']);
    expect(main.violations).toEqual([]);
    const modules = cruise(root, MODULES_CONFIG, ['apps/api/src/modules']);
    expect(modules.violations).toEqual([]);
    expect([main.status, modules.status]).toEqual([0, 0]);
  });
});
