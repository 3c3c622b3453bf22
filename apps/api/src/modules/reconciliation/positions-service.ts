import { toMajor } from '@owo/contract/money';
import { RECON_RAILS, type ReconRail } from '@owo/contract/reconciliation';
import type { Deps } from '#app-types';
import { lagosToday } from '#db/lagos-day.ts';
import { breaksOfDay, clearingOfDay, oursOfDay } from './positions-repository.ts';
import { importsOfDay } from './recon-repository.ts';
import { importView } from './recon-service.ts';

const totals = (rows: Array<{ currency: string; count: bigint | number; amount_minor: bigint | string }>) =>
  rows.map((r) => ({
    currency: r.currency,
    count: Number(r.count),
    amount: toMajor(BigInt(r.amount_minor)),
  }));

/**
 * Each rail's position on a Lagos day (today by default): Owo's side, the partner's file the day stands on,
 * matched and open breaks, and the rail's clearing account. A day is clean when a file was imported and no break
 * of it is open.
 */
export async function positionsOf(deps: Pick<Deps, 'db'>, date?: string) {
  const q = deps.db;
  const day = date ?? (await lagosToday(q));
  const [ours, imports, breaks, clearing] = [
    await oursOfDay(q, RECON_RAILS, day),
    await importsOfDay(q, day),
    await breaksOfDay(q, day),
    await clearingOfDay(q, day),
  ];
  const rails = RECON_RAILS.map((rail: ReconRail) => {
    const imported = imports.find((i) => i.rail === rail) ?? null;
    const mine = breaks.filter((b) => b.rail === rail);
    const open = mine.filter((b) => b.open).reduce((a, b) => a + Number(b.n), 0);
    const byKind: Record<string, number> = {};
    for (const b of mine) byKind[b.kind] = (byKind[b.kind] ?? 0) + Number(b.n);
    const c = clearing.filter((x) => x.rail === rail);
    return {
      rail,
      date: day,
      ours: totals(ours.filter((o) => o.rail === rail)),
      theirs: totals(imported?.totals ?? []),
      import: imported ? importView(imported) : null,
      matched: imported?.matched ?? 0,
      open_breaks: open,
      breaks: byKind,
      clearing:
        c.length === 0
          ? null
          : {
              account: c.map((x) => x.code).join(', '),
              currency: 'NGN',
              balance: toMajor(c.reduce((a, x) => a + x.balance_minor, 0n)),
              day_net: toMajor(c.reduce((a, x) => a + x.day_net_minor, 0n)),
            },
      clean: imported !== null && open === 0,
    };
  });
  return { date: day, rails };
}
