import type { JournalRecord } from './records';

type StepRecord = Extract<JournalRecord, { t: 'step' }>;

/**
 * Hands committed step results back to a resumed run in the order they were originally committed.
 *
 * Positions are call order, so concurrent branches must call their steps in the same order as
 * before. Releasing recorded results one at a time, in commit order, and letting each result's
 * continuation run (to its next await) before releasing the next, reproduces the original
 * interleaving for deterministic code — the way Temporal replays its event history.
 */
export class Replay {
  private readonly byPos = new Map<number, StepRecord>();
  private readonly waiting = new Map<
    number,
    { resolve: () => void; reject: (e: unknown) => void }
  >();
  private cursor = 0;
  private pumping = false;
  private failure: unknown;

  constructor(private readonly order: StepRecord[]) {
    for (const record of order) this.byPos.set(record.pos, record);
  }

  recorded(pos: number): StepRecord | undefined {
    return this.byPos.get(pos);
  }

  /** The first recorded position of a step called `name`, if any. */
  positionOf(name: string): number | undefined {
    return this.order.find((r) => r.name === name)?.pos;
  }

  /** Committed steps this run has not reached (yet). */
  get unconsumed(): StepRecord[] {
    return this.order.slice(this.cursor);
  }

  /** Resolves when it is the turn of the recorded step at `pos`. */
  turn(pos: number): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<void>((resolve, reject) => {
      this.waiting.set(pos, { resolve, reject });
      void this.pump();
    });
  }

  /** The run cannot continue (non-determinism): release every waiter with the error. */
  abort(error: unknown): void {
    if (this.failure) return;
    this.failure = error;
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.cursor < this.order.length && !this.failure) {
        const pos = this.order[this.cursor]!.pos;
        const waiter = this.waiting.get(pos);
        if (!waiter) return; // not called yet; its turn() restarts the pump
        this.waiting.delete(pos);
        this.cursor++;
        waiter.resolve();
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      this.pumping = false;
    }
  }
}
