import { freePort, type SpawnedApi, spawnApi } from '../../apps/api/src/test/spawn.ts';

/**
 * The API under test as a real process on 127.0.0.1: started, killed with SIGKILL at any moment, and
 * started again on the same port and database, as a supervisor (systemd, Kubernetes) would.
 */
export class ApiProcess {
  private current: SpawnedApi | null = null;
  readonly restartsMs: number[] = [];
  /** The output of every process that has ended, in order. */
  private readonly ended: string[] = [];

  private constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  /** `env` adds to or overrides the settings below (the failover bench sets DATABASE_RETRY_MS). */
  static async start(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiProcess> {
    const api = new ApiProcess(await freePort(), {
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '20',
      APP_MODE: 'sandbox',
      LOG_LEVEL: 'warn',
      SETTLEMENT_DELAY_MS: '300',
      KYC_REVIEW_DELAY_MS: '0',
      WORKER_INTERVAL_MS: '100',
      ...env,
    });
    await api.launch();
    return api;
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.current?.proc.pid;
  }

  /** Exits nobody asked for (a crash), with the end of what the process printed. */
  readonly crashes: string[] = [];
  private expectingExit = false;

  private async launch() {
    const started = performance.now();
    const p = await spawnApi({ env: this.env, port: this.port, readyTimeoutMs: 60_000 });
    this.current = p;
    this.expectingExit = false;
    void p.exited.then((code) => {
      if (!this.expectingExit) this.crashes.push(`exit ${code}: ${p.output().slice(-4_000)}`);
    });
    return performance.now() - started;
  }

  /** SIGKILL: no graceful close, no flush; in-flight requests and transactions die with it. */
  async kill9() {
    const p = this.current;
    if (!p) return;
    this.expectingExit = true;
    p.proc.kill('SIGKILL');
    await p.exited;
    this.ended.push(p.output());
    this.current = null;
  }

  async restart() {
    const ms = await this.launch();
    this.restartsMs.push(ms);
    return ms;
  }

  /** What every process so far printed (warnings and errors only, at LOG_LEVEL=warn). */
  output(): string {
    return [...this.ended, this.current?.output() ?? ''].join('');
  }

  async stop() {
    const p = this.current;
    if (!p) return;
    this.expectingExit = true;
    p.proc.kill('SIGTERM');
    const timer = setTimeout(() => p.proc.kill('SIGKILL'), 10_000);
    await p.exited;
    clearTimeout(timer);
    this.ended.push(p.output());
    this.current = null;
  }
}
