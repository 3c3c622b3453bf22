import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NIGERIAN } from '#rails/names.ts';
import { type Customer, call, kycBody, signUp, type TestApp } from '#test/harness.ts';
import { createOwnTestApp } from '#test/own-database.ts';
import { createStaff } from '#test/staff.ts';
import { PIN } from '#test/transfers-helpers.ts';
import { loadList } from './load-list.ts';
import { screenName } from './screening-service.ts';

// Watch-list screening: the sandbox lists (UN and OpenSanctions formats) are in force; a listed name written
// another way (transliteration, order, a middle name left out) is caught, common Nigerian names pass, and a
// match at KYC holds the onboarding for compliance.

const LISTED_BVN = '29999999991';
let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'owo-lists-'));
  t = await createOwnTestApp({
    rails: {
      bvn: {
        // One BVN names a listed person, spelt as a Nigerian registry might transliterate him.
        async lookup(bvn) {
          if (bvn === LISTED_BVN) {
            return { bvn, firstname: 'Victor', middlename: '', lastname: 'Dragunov', dob: '1968-04-02' };
          }
          const { sandboxBvnRecord } = await import('#rails/bvn.ts');
          return sandboxBvnRecord(bvn);
        },
      },
    },
  });
}, 120_000);
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

const screen = (name: string) => screenName(t.db, name, 0.9);

describe('screening a name', () => {
  it.each([
    ['Abdurrahman Yousef Al Qadiri', 'SBi.901'],
    ['Qadiri Abdulrahman Yusuf', 'SBi.901'],
    ['Victor Alexandrovich Dragunov', 'SBi.902'],
    ['Виктор Драгунов', 'SBi.902'],
    ['Gennady Petrovich Korolenko', 'sandbox-os-0001'],
    ['BLUE LAGOON PETROLEUM F.Z.E.', 'sandbox-os-0003'],
  ])('catches %s (listed as %s)', async (name, id) => {
    const r = await screen(name);
    expect(r.hit).toBe(true);
    expect(r.matches[0]!.external_id).toBe(id);
    expect(r.matches[0]!.score).toBeGreaterThanOrEqual(0.9);
  });

  it('passes common names: every name the sandbox BVN directory gives, and a few more', async () => {
    const names = [
      ...NIGERIAN.first.flatMap((f) => NIGERIAN.last.map((l) => `${f} ${l}`)),
      'Muhammad Sani',
      'Mohammed Abubakar',
      'Idris Musa',
      'John Carter',
      'Chinedu Okafor',
    ];
    for (const name of names) expect((await screen(name)).hit, name).toBe(false);
  });
});

describe('loading lists', () => {
  it('loads an OpenSanctions FollowTheMoney export, skips what is no target, and replaces the list in one go', async () => {
    const file = path.join(dir, 'entities.ftm.json');
    const line = (id: string, name: string, extra: Record<string, unknown> = {}) =>
      JSON.stringify({
        id,
        schema: 'Person',
        properties: { name: [name], birthDate: ['1970-01-01'] },
        ...extra,
      });
    writeFileSync(
      file,
      [line('ftm-1', 'Zebulon Quartermaine'), line('ftm-2', 'Octavia Blessington', { target: false })].join(
        '\n',
      ),
    );
    const first = await loadList(t.db, { file, name: 'Sandbox FtM' });
    expect(first).toMatchObject({ format: 'opensanctions-json', entries: 1, unchanged: false });
    expect((await screen('Zebulon Quartermain')).hit).toBe(true);
    expect((await screen('Octavia Blessington')).hit).toBe(false);
    expect(await loadList(t.db, { file, name: 'Sandbox FtM' })).toMatchObject({
      unchanged: true,
      entries: 0,
    });

    writeFileSync(file, line('ftm-3', 'Horatio Fennimore-Blight'));
    expect(await loadList(t.db, { file, name: 'Sandbox FtM' })).toMatchObject({
      entries: 1,
      unchanged: false,
    });
    expect((await screen('Zebulon Quartermaine')).hit).toBe(false);
    expect((await screen('Horatio Fenimore Blight')).hit).toBe(true);
  });
});

describe('screening at KYC', () => {
  async function submit(c: Customer, overrides: Record<string, unknown> = {}) {
    const r = await call(t, 'POST', '/api/kyc/complete', { token: c.token, body: kycBody(overrides) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    await t.app.worker.drain();
    const { rows } = await t.db.query<{ kyc_status: string }>(
      'SELECT kyc_status FROM users WHERE uuid = $1',
      [c.userUuid],
    );
    return rows[0]!.kyc_status;
  }

  it('holds the onboarding of a listed person for compliance, and verifies a common name', async () => {
    const [listed, common] = await Promise.all([signUp(t, { pin: PIN }), signUp(t, { pin: PIN })]);
    expect(await submit(common)).toBe('verified');
    // The reviewer has run, but the held submission is still in review.
    const person = { bvn: LISTED_BVN, firstname: 'Victor', lastname: 'Dragunov', dob: '1968-04-02' };
    expect(await submit(listed, person)).toBe('in_review');
    const { rows } = await t.db.query<{ uuid: string; subject: string; status: string }>(
      `SELECT h.uuid::text AS uuid, a.subject, h.status FROM monitoring_holds h
       JOIN monitoring_alerts a ON a.id = h.alert_id JOIN users u ON u.id = h.user_id WHERE u.uuid = $1`,
      [listed.userUuid],
    );
    expect(rows).toEqual([{ uuid: expect.any(String), subject: 'onboarding', status: 'held' }]);
    // Compliance finds it is someone else of a similar name: released, the review goes on and verifies.
    const officer = await createStaff(t, 'compliance');
    const released = await call(t, 'POST', `/api/ops/monitoring/holds/${rows[0]!.uuid}/release`, {
      token: officer.token,
      body: { note: 'Different person: date of birth differs' },
    });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    await t.app.worker.drain();
    const after = await t.db.query<{ kyc_status: string }>('SELECT kyc_status FROM users WHERE uuid = $1', [
      listed.userUuid,
    ]);
    expect(after.rows[0]!.kyc_status).toBe('verified');
  });
});
