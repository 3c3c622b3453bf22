import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '#app-types';

/** One unit of background work: claims what is due (FOR UPDATE SKIP LOCKED) and returns how much it did. */
export interface Task {
  name: string;
  run(deps: Deps): Promise<number>;
}

export interface Worker {
  /** Runs every task once until none has anything left to do (tests use this). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/** The in-process worker: polls its tasks every interval; safe to run in any number of processes. */
export function startWorker(
  deps: Deps,
  tasks: Task[],
  log: FastifyBaseLogger,
  opts: { autoStart: boolean },
): Worker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const tick = async (): Promise<number> => {
    let done = 0;
    for (const task of tasks) {
      try {
        done += await task.run(deps);
      } catch (err) {
        log.warn({ err, task: task.name }, 'background task failed; will retry');
      }
    }
    return done;
  };
  const loop = () => {
    if (stopped) return;
    running = tick().then(() => {
      running = null;
      if (!stopped) timer = setTimeout(loop, deps.config.workerIntervalMs);
    });
  };
  if (opts.autoStart) timer = setTimeout(loop, deps.config.workerIntervalMs);

  return {
    async drain() {
      for (let i = 0; i < 100 && (await tick()) > 0; i++);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
