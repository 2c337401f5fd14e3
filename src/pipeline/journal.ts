/** What a side effect guarded by a marker is told (the engine's atomicMarker context). */
export interface MarkerContext {
  /** Stable across retries and processes: pass it to the remote API. */
  idempotencyKey: string;
  /** True when an earlier attempt was interrupted after starting this body. */
  inDoubt: boolean;
}

/**
 * How the verification records its own run: each gate a step, the comment post a marker. The
 * durable engine (src/engine) implements it with a write-ahead journal; `unjournaled` runs each
 * body once and records nothing (used until the engine is wired, and by `--dry-run`).
 */
export interface RunJournal {
  readonly durable: boolean;
  step<T>(name: string, body: () => Promise<T>): Promise<T>;
  marker<T>(name: string, body: (ctx: MarkerContext) => Promise<T>): Promise<T>;
}

export function unjournaled(goalId: string): RunJournal {
  return {
    durable: false,
    step: (_name, body) => body(),
    marker: (name, body) => body({ idempotencyKey: `${goalId}:${name}`, inDoubt: false }),
  };
}
