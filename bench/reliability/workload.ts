import { nubanCheckDigit } from '../../apps/api/src/rails/nuban.ts';
import { toMajorString, toMinor } from '../../packages/contract/src/money.ts';
import { type Outcome, percentile, request, type Stats, sendWithRetry } from './client.ts';
import { type Customer, PIN } from './customers.ts';

// The Jepsen bank workload over HTTP: random transfers between customers, sends to other banks (some
// refused by the rail and reversed), and attempts to overdraw. Every operation and its outcome is recorded.

export type OpKind = 'internal' | 'external' | 'overdraw' | 'race';

export interface OpRecord {
  key: string;
  phase: string;
  kind: OpKind;
  from: number;
  to: number | null;
  amountMinor: bigint;
  outcome: Outcome['kind'];
  status: number | null;
  message: string;
  txUuid: string | null;
  reference: string | null;
  feeMinor: bigint;
  attempts: number;
  ms: number;
}

/** A small seeded generator (mulberry32), so a run can be repeated with --seed. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)) };
}
export type Rng = ReturnType<typeof rng>;

const EXTERNAL_BANK = '058';
const externalAccount = (r: Rng) => {
  const serial = String(r.int(100_000_000, 999_999_999));
  return `${serial}${nubanCheckDigit(EXTERNAL_BANK, serial)}`;
};

export interface Op {
  kind: OpKind;
  from: number;
  to: number | null;
  amountMinor: bigint;
  body: Record<string, unknown>;
}

export function sendBody(amountMinor: bigint, accountNumber: string, bankCode: string, note: string) {
  return {
    amount: toMajorString(amountMinor),
    name: 'Reliability',
    note,
    currency: 'NGN',
    account_number: accountNumber,
    bank_name: bankCode === '090999' ? 'Owo MFB' : 'Guaranty Trust Bank',
    bank_code: bankCode,
    pin: PIN,
    save_beneficiary: false,
  };
}

/** 84% transfers between customers, 10% to another bank (1 in 8 of them ₦999: refused and reversed), 6% overdraws. */
export function randomOp(r: Rng, customers: Customer[]): Op {
  const from = r.int(0, customers.length - 1);
  const roll = r.next();
  if (roll < 0.1) {
    const amountMinor = r.next() < 0.125 ? 99_900n : BigInt(r.int(10_000, 300_000));
    return {
      kind: 'external',
      from,
      to: null,
      amountMinor,
      body: sendBody(amountMinor, externalAccount(r), EXTERNAL_BANK, 'to another bank'),
    };
  }
  let to = r.int(0, customers.length - 2);
  if (to >= from) to++;
  const overdraw = roll > 0.94;
  // ₦4,000,000 is inside the tier-3 per-transfer limit and far above any customer's balance here.
  const amountMinor = overdraw ? 400_000_000n : BigInt(r.int(10_000, 300_000));
  return {
    kind: overdraw ? 'overdraw' : 'internal',
    from,
    to,
    amountMinor,
    body: sendBody(
      amountMinor,
      customers[to]!.accountNumber,
      '090999',
      overdraw ? 'overdraw attempt' : 'bank test',
    ),
  };
}

export const SEND_PATH = '/api/transfer/remittance/send';

export async function runOp(
  op: Op,
  key: string,
  phase: string,
  ctx: { base: () => string; customers: Customer[]; stats: Stats; deadlineMs: number },
): Promise<OpRecord> {
  const c = ctx.customers[op.from]!;
  const o = await sendWithRetry(ctx.base, SEND_PATH, c.token, key, op.body, {
    deadlineMs: ctx.deadlineMs,
    stats: ctx.stats,
  });
  const tx = o.kind === 'ok' ? o.reply.body?.data?.transaction : null;
  return {
    key,
    phase,
    kind: op.kind,
    from: op.from,
    to: op.to,
    amountMinor: op.amountMinor,
    outcome: o.kind,
    status: o.kind === 'unknown' ? null : o.reply.status,
    message: o.kind === 'unknown' ? o.last : String(o.reply.body?.message ?? ''),
    txUuid: tx?.uuid ?? null,
    reference: tx?.reference ?? null,
    feeMinor: tx ? (toMinor(tx.fee) ?? 0n) : 0n,
    attempts: o.attempts,
    ms: o.ms,
  };
}

/** Random operations from `clients` concurrent clients until `total` are done or `stop()` says so. */
export async function runLoad(opts: {
  phase: string;
  total: number;
  clients: number;
  r: Rng;
  keyPrefix: string;
  stop?: () => boolean;
  ctx: Parameters<typeof runOp>[3];
}): Promise<{ records: OpRecord[]; seconds: number }> {
  const records: OpRecord[] = [];
  let issued = 0;
  const started = performance.now();
  const client = async () => {
    while (issued < opts.total && !opts.stop?.()) {
      const seq = issued++;
      const op = randomOp(opts.r, opts.ctx.customers);
      records.push(await runOp(op, `${opts.keyPrefix}-${seq}`, opts.phase, opts.ctx));
    }
  };
  await Promise.all(Array.from({ length: opts.clients }, client));
  return { records, seconds: (performance.now() - started) / 1000 };
}

/**
 * Overdraw races: for each chosen customer, `width` concurrent sends of 60% of the balance at that moment.
 * The balance covers one of them, so exactly one may succeed.
 */
export async function runRaces(opts: {
  customers: Customer[];
  rounds: number;
  width: number;
  r: Rng;
  keyPrefix: string;
  ctx: Parameters<typeof runOp>[3];
}) {
  const records: OpRecord[] = [];
  const successes: number[] = [];
  for (let round = 0; round < opts.rounds; round++) {
    const from = opts.r.int(0, opts.customers.length - 1);
    const c = opts.customers[from]!;
    const accounts = await request(opts.ctx.base(), 'GET', '/api/accounts', { token: c.token });
    const balanceMinor = toMinor(accounts.body.data.accounts[0].balance) ?? 0n;
    const amountMinor = (balanceMinor * 6n) / 10n;
    if (amountMinor < 10_000n) continue;
    const to = (from + 1) % opts.customers.length;
    const body = sendBody(amountMinor, opts.customers[to]!.accountNumber, '090999', 'overdraw race');
    const round_ = await Promise.all(
      Array.from({ length: opts.width }, (_, i) =>
        runOp(
          { kind: 'race', from, to, amountMinor, body },
          `${opts.keyPrefix}-${round}-${i}`,
          'race',
          opts.ctx,
        ),
      ),
    );
    records.push(...round_);
    successes.push(round_.filter((x) => x.outcome === 'ok').length);
  }
  return { records, successes };
}

export function latencySummary(records: OpRecord[]) {
  const ms = records.map((r) => r.ms);
  return {
    p50: Math.round(percentile(ms, 50)),
    p95: Math.round(percentile(ms, 95)),
    p99: Math.round(percentile(ms, 99)),
    max: Math.round(Math.max(0, ...ms)),
  };
}
