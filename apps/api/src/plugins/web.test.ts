import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/harness.ts';

// The web app's files as a browser meets them: hashed assets kept a year (pre-compressed when it can take them),
// the shell for the app's pages, and a plain 404 for anything else, a path that climbs out of the folder included.

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'owo-web-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'pages'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Owo shell</title>');
  writeFileSync(path.join(dist, 'pages', 'index.html'), '<!doctype html><title>Owo home</title>');
  writeFileSync(
    path.join(dist, 'shell-paths.json'),
    JSON.stringify(['^/home$', '^/dashboard/?$', '^/profile/?$']),
  );
  mkdirSync(path.join(dist, 'shells'));
  writeFileSync(
    path.join(dist, 'shells', 'dashboard.html'),
    '<!doctype html><title>Owo dashboard shell</title>',
  );
  writeFileSync(path.join(dist, 'shells', 'wallet.html'), '<!doctype html><title>Owo wallet shell</title>');
  writeFileSync(
    path.join(dist, 'shells.json'),
    JSON.stringify([
      { pattern: '^\\/dashboard\\/?$', file: 'shells/dashboard.html' },
      { pattern: '^\\/(dashboard|profile)\\/?$', file: 'shells/wallet.html' },
      { pattern: '^\\/home$', file: 'shells/gone.html' },
    ]),
  );
  const app = 'console.log("owo");'.repeat(20);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), app);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(app));
  t = await createTestApp({ config: { webDist: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the web app', () => {
  it('serves a hashed asset for a year, brotli to a browser that takes it and plain to one that does not', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await get('/assets/app-abc123.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log("owo")');
  });

  it('answers the pages: the pre-rendered one, the shell for an app route, a 404 shell for an unknown one', async () => {
    const home = await get('/');
    expect([home.statusCode, home.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(home.body).toContain('Owo home');
    const shell = await get('/home');
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('Owo shell');
    const unknown = await get('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Owo shell');
  });

  it("answers a wallet screen with the shell that lists its chunks, the first match in the build's list", async () => {
    const dashboard = await get('/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('Owo dashboard shell');
    const profile = await get('/profile/');
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('Owo wallet shell');
    // A variant whose file the build did not write: the plain shell.
    expect((await get('/home')).body).toContain('Owo shell');
    // Nothing else gets a variant.
    const unknown = await get('/dashboard/extra');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Owo shell');
  });

  it('never answers a missing file with the shell (a missing chunk must not come back as HTML)', async () => {
    const missing = await get('/assets/app-gone999.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('serves a file the build wrote after the server started', async () => {
    writeFileSync(path.join(dist, 'assets', 'late-def456.js'), 'console.log("late")');
    const late = await get('/assets/late-def456.js');
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe('console.log("late")');
  });

  it('answers a path that climbs out of the folder with the plain 404, never a file and never a 403', async () => {
    for (const url of [
      '/%2e%2e/package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/../../package.json',
      '/assets/..%2f..%2fpackage.json',
      '/assets/a%5c..%5cindex.html',
    ]) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.body, url).not.toContain('"name"');
    }
  });

  it("leaves /api to the API: an unknown path is the envelope's 404, an overlong parameter the router's 414", async () => {
    const r = await get('/api/no-such-route');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ status: false });
    const long = await get(`/api/transactions/${'x'.repeat(3000)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ status: false, message: 'The address is too long.' });
  });
});
