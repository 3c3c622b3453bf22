import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errors } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SpawnedApi, spawnApi } from '../apps/api/src/test/spawn.ts';

// `npm start` runs the API as an esbuild bundle that holds most packages (apps/api/scripts/build.mjs), which no
// other suite runs: they all run the TypeScript through tsx. This builds the bundle and starts it on a new
// embedded database, then touches each kind of package it relies on: bundled ones (Fastify, zod, the phone
// rules, the static files) and those left outside it (PGlite, argon2, the API document and its viewer).

const root = path.resolve(import.meta.dirname, '..');
// Under apps/api, so the packages left outside the bundle resolve as they do from apps/api/dist.
const out = path.join(root, 'apps/api/.tmp', `bundle-${process.pid}`);
let work: string;
let api: SpawnedApi | undefined;
let base: string;

beforeAll(async () => {
  const build = spawnSync(process.execPath, [path.join(root, 'apps/api/scripts/build.mjs'), out], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  work = mkdtempSync(path.join(tmpdir(), 'owo-bundle-'));
  const web = path.join(work, 'web');
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Owo shell</title>');
  writeFileSync(path.join(web, 'assets', 'app-abc123.js'), 'console.log("owo")');
  api = await spawnApi({
    bundle: path.join(out, 'server.mjs'),
    env: {
      APP_MODE: 'sandbox',
      DATABASE_URL: '',
      DATA_DIR: path.join(work, 'data'),
      WEB_DIST: web,
      LOG_LEVEL: 'warn',
    },
    readyTimeoutMs: 90_000,
  });
  base = api.url;
}, 120_000);

afterAll(async () => {
  if (api) {
    api.proc.kill('SIGTERM');
    await api.exited;
  }
  rmSync(out, { recursive: true, force: true });
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the API bundle that npm start runs', () => {
  it('migrates a new embedded database and answers from it', async () => {
    const r = await fetch(`${base}/api/sandbox/messages?phone=08031234567`);
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ status: true });
  });

  it('checks a password with argon2 and refuses a phone number by the phone rules', async () => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.ng', password: 'Wrong12345' }),
    });
    expect(login.status).toBe(422);
    expect(await login.json()).toMatchObject({ status: false, message: errors.badCredentials });
    const signup = await fetch(`${base}/api/auth/signup/initialize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '0803' }),
    });
    expect(signup.status).toBe(400);
    expect(await signup.json()).toMatchObject({ status: false, errors: { phone: expect.any(String) } });
  });

  it('serves the API document and its viewer', async () => {
    const doc = await fetch(`${base}/api/docs/json`);
    expect(doc.status).toBe(200);
    expect(await doc.json()).toMatchObject({ openapi: '3.1.0' });
    const viewer = await fetch(`${base}/api/docs/static/index.html`);
    expect(viewer.status).toBe(200);
    expect(await viewer.text()).toContain('swagger');
  });

  it('serves the web app: an asset for a year, the shell for a page', async () => {
    const asset = await fetch(`${base}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${base}/home`);
    expect(await page.text()).toContain('Owo shell');
  });
});
