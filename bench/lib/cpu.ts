// CPU time from /proc (Linux): what each process (API, PostgreSQL backends, the load generator) spent, so a
// benchmark can say which one limits it.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** User + system CPU seconds a process has used so far (0 once it is gone). */
export function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces), so split after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Busy and total jiffies of the whole machine, from /proc/stat. */
function machineTicks() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (v[3] ?? 0) + (v[4] ?? 0);
  const total = v.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/**
 * Starts a CPU meter: call the returned function at the end for the share of each watched group of processes
 * (in cores: 1.0 = one core fully busy) and the machine's busy share over the interval. The groups are
 * re-listed twice a second, so processes that start during the run (a new pooled connection's backend) are
 * counted, and one that exits keeps what it had used when last seen.
 */
export function cpuMeter(groups: () => Record<string, number[]>) {
  const startedAt = performance.now();
  const machine0 = machineTicks();
  const self0 = process.cpuUsage();
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const members = new Map<string, Set<number>>();
  const poll = (initial: boolean) => {
    for (const [name, pids] of Object.entries(groups())) {
      const set = members.get(name) ?? new Set<number>();
      members.set(name, set);
      for (const pid of pids) {
        const used = processCpuSeconds(pid);
        if (!first.has(pid)) first.set(pid, initial ? used : 0);
        if (used > 0) last.set(pid, used);
        set.add(pid);
      }
    }
  };
  poll(true);
  const timer = setInterval(() => poll(false), 500);
  return () => {
    poll(false);
    clearInterval(timer);
    const seconds = (performance.now() - startedAt) / 1000;
    const machine1 = machineTicks();
    const self = process.cpuUsage(self0);
    const cores: Record<string, number> = {};
    for (const [name, set] of members) {
      let used = 0;
      for (const pid of set) used += (last.get(pid) ?? 0) - (first.get(pid) ?? 0);
      cores[name] = round(used / seconds);
    }
    cores.loadGenerator = round((self.user + self.system) / 1e6 / seconds);
    return {
      cores,
      machineBusy: round((machine1.busy - machine0.busy) / Math.max(1, machine1.total - machine0.total)),
      machineCores: os.cpus().length,
    };
  };
}

/** Server processes (backends) connected to `database`, found by their process title. */
export function postgresBackends(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // e.g. "postgres: 15/main: postgres owo_bench_scale 127.0.0.1(40312) idle"
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (/^postgres: \S+ \S+ (\S+) /.exec(title)?.[1] === database) pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

export const round = (n: number, digits = 2) => Number(n.toFixed(digits));

/** The 1-minute load average, to record the conditions a figure was measured in. */
export const loadAverage = () => round(os.loadavg()[0]!);
