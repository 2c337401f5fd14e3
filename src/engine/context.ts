import { AsyncLocalStorage } from 'node:async_hooks';
import type { GoalJournal } from './journal';
import type { Replay } from './replay';
import type { RetryPolicy } from './retry';

/** One running goal: its journal, replay state and call counter. */
export interface GoalRun {
  goalId: string;
  goalDir: string;
  journal: GoalJournal;
  replay: Replay;
  /** Position the next step() call gets: call order, which replay makes deterministic. */
  nextPos: number;
  /** Steps and markers started and not yet settled: the run waits for them before it ends. */
  inflight: Inflight;
  retry: RetryPolicy | undefined;
  closed: boolean;
  /** In-process mutex per marker name. */
  markerLocks: Map<string, Promise<unknown>>;
}

/** What the current async context is inside: a goal, and possibly a step or marker body. */
export interface Scope {
  run: GoalRun;
  inside?: { kind: 'step' | 'marker'; name: string };
}

export const scopes = new AsyncLocalStorage<Scope>();

/** Counts calls in flight; `idle()` resolves when none is left. */
export class Inflight {
  size = 0;
  private waiters: (() => void)[] = [];

  start(): void {
    this.size++;
  }

  end(): void {
    if (--this.size === 0 && this.waiters.length) for (const wake of this.waiters.splice(0)) wake();
  }

  idle(): Promise<void> {
    return this.size === 0
      ? Promise.resolve()
      : new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Counts `promise` until it settles. */
  track<T>(promise: Promise<T>): Promise<T> {
    this.start();
    const end = () => this.end();
    promise.then(end, end);
    return promise;
  }
}
