import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

// A three-node Patroni cluster on loopback for the failover benchmark (issue 27): etcd, three PostgreSQL 15
// nodes managed by Patroni (synchronous_mode: a commit is acknowledged only once a standby has it), and
// HAProxy in front sending connections to whichever node Patroni's REST API calls the primary. Every
// process is a child of this one and everything lives under ROOT, removed by stop().

export const ROOT = '/tmp/owo-failover';
const PG_BIN = '/usr/lib/postgresql/15/bin';
const ETCD_CLIENT = 2479;
const ETCD_PEER = 2480;
export const HAPROXY_PORT = 5440;
export const NODES = [1, 2, 3].map((i) => ({ name: `node${i}`, pg: 5440 + i, rest: 8100 + i }));
const SUPERUSER_PASSWORD = 'owo-failover-bench';
export const CLUSTER_URL = (db: string) =>
  `postgres://postgres:${SUPERUSER_PASSWORD}@127.0.0.1:${HAPROXY_PORT}/${db}`;

/** PostgreSQL refuses to run as root: Patroni and its servers run as the postgres OS user. */
function postgresUser() {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** apt-get installs whatever of patroni, etcd and haproxy is missing (one apt-get update first). */
export function installMissing(log: (m: string) => void) {
  const wanted: Array<[string, string]> = [
    ['/usr/bin/patroni', 'patroni'],
    ['/usr/bin/etcd', 'etcd-server'],
    ['/usr/bin/etcdctl', 'etcd-client'],
    ['/usr/sbin/haproxy', 'haproxy'],
    [`${PG_BIN}/postgres`, 'postgresql-15'],
  ];
  const missing = wanted.filter(([bin]) => !existsSync(bin)).map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  log(`installing ${missing.join(', ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
}

function patroniYaml(n: (typeof NODES)[number]): string {
  const dir = path.join(ROOT, n.name);
  return `scope: owo-failover
name: ${n.name}
log:
  level: WARNING
  dir: ${dir}
restapi:
  listen: 127.0.0.1:${n.rest}
  connect_address: 127.0.0.1:${n.rest}
etcd3:
  hosts: 127.0.0.1:${ETCD_CLIENT}
bootstrap:
  dcs:
    ttl: 20
    loop_wait: 1
    retry_timeout: 5
    # A primary whose PostgreSQL dies is not restarted in place: the synchronous standby takes over.
    primary_start_timeout: 0
    synchronous_mode: true
    maximum_lag_on_failover: 1048576
    postgresql:
      use_pg_rewind: true
      parameters:
        max_connections: 200
        wal_log_hints: 'on'
        max_wal_senders: 10
        max_replication_slots: 10
        shared_buffers: 128MB
  initdb:
    - encoding: UTF8
    - locale: C
  pg_hba:
    - local all all trust
    - host replication replicator 127.0.0.1/32 md5
    - host all all 127.0.0.1/32 md5
postgresql:
  listen: 127.0.0.1:${n.pg}
  connect_address: 127.0.0.1:${n.pg}
  data_dir: ${dir}/data
  bin_dir: ${PG_BIN}
  pgpass: ${dir}/pgpass
  authentication:
    superuser:
      username: postgres
      password: ${SUPERUSER_PASSWORD}
    replication:
      username: replicator
      password: ${SUPERUSER_PASSWORD}
  parameters:
    unix_socket_directories: '${dir}'
`;
}

function haproxyCfg(): string {
  const servers = NODES.map((n) => `  server ${n.name} 127.0.0.1:${n.pg} check port ${n.rest}`).join('\n');
  // Only the node whose /primary answers 200 gets connections; a node marked down has its sessions cut, so
  // nobody keeps talking to a demoted primary. Checks every 250 ms.
  return `global
  maxconn 2000
defaults
  mode tcp
  timeout connect 1s
  timeout queue 1s
  timeout client 30m
  timeout server 30m
  timeout check 1s
listen postgres
  bind 127.0.0.1:${HAPROXY_PORT}
  option httpchk GET /primary
  http-check expect status 200
  default-server inter 250ms fall 1 rise 1 on-marked-down shutdown-sessions
${servers}
`;
}

export interface Member {
  name: string;
  role: string;
  state: string;
  lag?: number | string;
}

export class Cluster {
  private readonly children: ChildProcess[] = [];
  private readonly patronis = new Map<string, ChildProcess>();

  private spawnChild(name: string, cmd: string, args: string[], asPostgres = false) {
    const out = openSync(path.join(ROOT, `${name}.log`), 'a');
    const user = asPostgres ? postgresUser() : {};
    const env = asPostgres ? { ...process.env, HOME: ROOT, USER: 'postgres' } : process.env;
    const p = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', out, out], env, ...user });
    closeSync(out);
    this.children.push(p);
    return p;
  }

  async start(log: (m: string) => void) {
    rmSync(ROOT, { recursive: true, force: true });
    mkdirSync(ROOT, { recursive: true });
    chmodSync(ROOT, 0o755);
    this.spawnChild('etcd', 'etcd', [
      '--name=owo-failover',
      `--data-dir=${ROOT}/etcd`,
      `--listen-client-urls=http://127.0.0.1:${ETCD_CLIENT}`,
      `--advertise-client-urls=http://127.0.0.1:${ETCD_CLIENT}`,
      `--listen-peer-urls=http://127.0.0.1:${ETCD_PEER}`,
      `--initial-advertise-peer-urls=http://127.0.0.1:${ETCD_PEER}`,
      `--initial-cluster=owo-failover=http://127.0.0.1:${ETCD_PEER}`,
    ]);
    await waitFor('etcd', 15_000, async () => (await fetch(`http://127.0.0.1:${ETCD_CLIENT}/health`)).ok);
    for (const n of NODES) {
      const dir = path.join(ROOT, n.name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'patroni.yml'), patroniYaml(n));
      execFileSync('chown', ['-R', 'postgres:postgres', dir]);
      this.startPatroni(n.name);
      // The first node bootstraps alone; the others then clone it.
      if (n === NODES[0])
        await waitFor('the first primary', 60_000, async () => (await this.primary()) !== null);
    }
    writeFileSync(path.join(ROOT, 'haproxy.cfg'), haproxyCfg());
    this.spawnChild('haproxy', 'haproxy', ['-db', '-f', path.join(ROOT, 'haproxy.cfg')]);
    await this.waitHealthy(120_000);
    log(`cluster up: ${JSON.stringify(await this.members())}`);
  }

  startPatroni(name: string) {
    const conf = path.join(ROOT, name, 'patroni.yml');
    const p = this.spawnChild(name, 'patroni', [conf], true);
    this.patronis.set(name, p);
  }

  async members(): Promise<Member[]> {
    try {
      const r = await fetch(`http://127.0.0.1:${NODES[0]!.rest}/cluster`, {
        signal: AbortSignal.timeout(2_000),
      });
      return ((await r.json()) as { members: Member[] }).members;
    } catch {
      // node1 may be the one down: ask the others.
      for (const n of NODES.slice(1)) {
        try {
          const r = await fetch(`http://127.0.0.1:${n.rest}/cluster`, { signal: AbortSignal.timeout(2_000) });
          return ((await r.json()) as { members: Member[] }).members;
        } catch {}
      }
      return [];
    }
  }

  async primary(): Promise<string | null> {
    for (const n of NODES) {
      try {
        const r = await fetch(`http://127.0.0.1:${n.rest}/primary`, { signal: AbortSignal.timeout(1_000) });
        if (r.status === 200) return n.name;
      } catch {}
    }
    return null;
  }

  /** A leader, a synchronous standby and every member streaming: ready for the next fault. */
  async waitHealthy(timeoutMs: number) {
    await waitFor('a healthy cluster', timeoutMs, async () => {
      const m = await this.members();
      return (
        m.length === NODES.length &&
        m.some((x) => x.role === 'leader' && x.state === 'running') &&
        m.some((x) => x.role === 'sync_standby') &&
        m.every((x) => x.state === 'running' || x.state === 'streaming')
      );
    });
  }

  /** kill -9 the primary's postmaster: its backends die with it, and Patroni promotes the sync standby. */
  killPrimaryPostgres(name: string) {
    const pidFile = path.join(ROOT, name, 'data', 'postmaster.pid');
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGKILL');
    return pid;
  }

  /** patronictl switchover to the synchronous standby: the planned way. */
  switchover(from: string, to: string) {
    execFileSync(
      'patronictl',
      [
        '-c',
        path.join(ROOT, from, 'patroni.yml'),
        'switchover',
        '--leader',
        from,
        '--candidate',
        to,
        '--force',
      ],
      { stdio: 'pipe', timeout: 60_000 },
    );
  }

  async stop() {
    // Patroni stops its PostgreSQL on SIGTERM; whatever is left after 20 s is killed.
    for (const p of this.patronis.values()) p.kill('SIGTERM');
    await Promise.race([
      Promise.all([...this.patronis.values()].map((p) => (p.exitCode === null ? once(p) : null))),
      sleep(20_000),
    ]);
    for (const n of NODES) {
      const pidFile = path.join(ROOT, n.name, 'data', 'postmaster.pid');
      if (!existsSync(pidFile)) continue;
      const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
      try {
        execFileSync(
          'runuser',
          [
            '-u',
            'postgres',
            '--',
            `${PG_BIN}/pg_ctl`,
            '-D',
            path.dirname(pidFile),
            '-m',
            'immediate',
            'stop',
          ],
          { stdio: 'ignore' },
        );
      } catch {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {}
      }
    }
    for (const p of this.children) if (p.exitCode === null) p.kill('SIGKILL');
    await sleep(500);
    rmSync(ROOT, { recursive: true, force: true });
  }
}

const once = (p: ChildProcess) => new Promise((r) => p.once('exit', r));

export async function waitFor(what: string, timeoutMs: number, ok: () => Promise<boolean>) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (await ok()) return;
    } catch {}
    await sleep(200);
  }
  throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
}
