import { toMinor } from '../../packages/contract/src/money.ts';
import type { ApiProcess } from './api-process.ts';
import { request, type Stats } from './client.ts';
import type { Customer } from './customers.ts';
import { type OpRecord, type Rng, runOp, SEND_PATH, sendBody } from './workload.ts';

// Idempotency keys (docs/decisions/004) under attack: many concurrent replays of one key, and replays across a crash.

const balanceOf = async (base: string, c: Customer) => {
  const r = await request(base, 'GET', '/api/accounts', { token: c.token });
  return toMinor(r.body.data.accounts[0].balance)!;
};

/** `n` concurrent requests with one key and one body: one debit, one transaction, the same reply for all. */
export async function concurrentReplays(base: string, from: Customer, to: Customer, n: number, stats: Stats) {
  const key = `replay-${Date.now()}`;
  const amountMinor = 12_345n;
  const body = sendBody(amountMinor, to.accountNumber, '090999', 'replayed send');
  const before = await balanceOf(base, from);
  const replies = await Promise.all(
    Array.from({ length: n }, () =>
      request(base, 'POST', SEND_PATH, {
        token: from.token,
        body,
        headers: { 'idempotency-key': key },
        stats,
      }),
    ),
  );
  const after = await balanceOf(base, from);
  const ok = replies.filter((r) => r.status === 200);
  const uuids = new Set(ok.map((r) => r.body.data.transaction.uuid));
  const conflict = await request(base, 'POST', SEND_PATH, {
    token: from.token,
    body: { ...body, amount: '200.00' },
    headers: { 'idempotency-key': key },
  });
  const first = ok[0];
  const record: OpRecord | null = first
    ? {
        key,
        phase: 'idempotency',
        kind: 'internal',
        from: from.index,
        to: to.index,
        amountMinor,
        outcome: 'ok',
        status: 200,
        message: first.body.message,
        txUuid: first.body.data.transaction.uuid,
        reference: first.body.data.transaction.reference,
        feeMinor: 0n,
        attempts: 1,
        ms: 0,
      }
    : null;
  return {
    record,
    figures: {
      replays: n,
      replies_2xx: ok.length,
      replies_marked_replayed: ok.filter((r) => r.headers.get('idempotent-replayed') === 'true').length,
      replies_409_in_progress: replies.filter((r) => r.status === 409).length,
      other_replies: replies.filter((r) => r.status !== 200 && r.status !== 409).map((r) => r.status),
      distinct_transactions: uuids.size,
      debited_naira: Number(before - after) / 100,
      debited_once: before - after === amountMinor && uuids.size === 1,
      same_key_other_body_status: conflict.status,
    },
  };
}

/**
 * A send acknowledged, then kill -9 and restart: the replay returns the original reply. Then sends killed
 * mid-flight: after the restart their replay gives one definite outcome, never two debits.
 */
export async function replaysAcrossCrashes(
  api: ApiProcess,
  customers: Customer[],
  rounds: number,
  r: Rng,
  stats: Stats,
) {
  const records: OpRecord[] = [];
  const ctx = { base: () => api.url, customers, stats, deadlineMs: 90_000 };
  const [a, b] = [customers[0]!, customers[1]!];
  const op = {
    kind: 'internal' as const,
    from: a.index,
    to: b.index,
    amountMinor: 10_100n,
    body: sendBody(10_100n, b.accountNumber, '090999', 'before crash'),
  };
  const key = `crash-replay-${Date.now()}`;
  const original = await runOp(op, key, 'idempotency', ctx);
  records.push(original);
  await api.kill9();
  await api.restart();
  const replay = await request(api.url, 'POST', SEND_PATH, {
    token: a.token,
    body: op.body,
    headers: { 'idempotency-key': key },
  });
  const sameReply =
    replay.status === original.status && replay.body?.data?.transaction?.uuid === original.txUuid;

  let inFlightDefinite = 0;
  for (let i = 0; i < rounds; i++) {
    const from = customers[r.int(0, customers.length - 1)]!;
    const to = customers[(from.index + 1) % customers.length]!;
    const flight = {
      kind: 'internal' as const,
      from: from.index,
      to: to.index,
      amountMinor: 10_200n,
      body: sendBody(10_200n, to.accountNumber, '090999', 'killed in flight'),
    };
    const k = `inflight-${Date.now()}-${i}`;
    const pending = request(api.url, 'POST', SEND_PATH, {
      token: from.token,
      body: flight.body,
      headers: { 'idempotency-key': k },
    }).catch(() => null);
    await new Promise((res) => setTimeout(res, r.int(0, 40)));
    await api.kill9();
    await pending;
    await api.restart();
    const settled = await runOp(flight, k, 'idempotency', ctx);
    records.push(settled);
    if (settled.outcome !== 'unknown') inFlightDefinite++;
  }
  return {
    records,
    figures: {
      replay_after_crash_same_reply: sameReply,
      replay_after_crash_status: replay.status,
      replay_marked_replayed: replay.headers.get('idempotent-replayed') === 'true',
      killed_in_flight: rounds,
      killed_in_flight_definite_after_restart: inFlightDefinite,
    },
  };
}
