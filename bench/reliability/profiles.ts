// The two sizes of the reliability suite: `ci` runs on every push (about 2 minutes), `full` on demand.

export interface Profile {
  name: 'ci' | 'full';
  /** Customers in the bank test, each funded with `depositNaira`. */
  accounts: number;
  depositNaira: number;
  /** Random transfers in the fault-free bank test, and how many clients send them at once. */
  transfers: number;
  clients: number;
  /** kill -9 of the API during load, each followed by a restart. */
  kills: number;
  /** pg_terminate_backend rounds against the API's connections during load. */
  terminations: number;
  /** Restart the whole PostgreSQL server once (it is shared: the full profile only). */
  restartPostgres: boolean;
  /** Concurrent replays of one Idempotency-Key. */
  replays: number;
  /** The whole run must end within this. */
  budgetMs: number;
}

export const PROFILES: Record<Profile['name'], Profile> = {
  ci: {
    name: 'ci',
    accounts: 50,
    depositNaira: 50_000,
    transfers: 2_000,
    clients: 8,
    kills: 3,
    terminations: 3,
    restartPostgres: false,
    replays: 100,
    budgetMs: 180_000,
  },
  full: {
    name: 'full',
    accounts: 200,
    depositNaira: 50_000,
    transfers: 20_000,
    clients: 32,
    kills: 20,
    terminations: 8,
    restartPostgres: true,
    replays: 100,
    budgetMs: 600_000,
  },
};
