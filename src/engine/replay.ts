import { NonDeterminismError } from './errors';
import type { JournalRecord } from './records';

type StepRecord = Extract<JournalRecord, { t: 'step' }>;

/** A step's position, or `m:<name>` for a goal-scoped marker. */
export type EventKey = number | string;

export function markerKey(name: string): string {
  return `m:${name}`;
}

/** How long a resumed run may wait for the code to call the next recorded step before giving up. */
export const DEFAULT_STALL_MS = 30_000;
/** Releases between two whole event-loop turns during a replay. */
const YIELD_EVERY = 1024;

/**
 * Hands results back to a resumed run in the order the original run received them, so that its
 * concurrent branches interleave as before and call order (a step's position) stays the same.
 *
 * The order is the journal's order of resolution events: a committed step, a step's last failed
 * attempt (thrown to the code), a marker's completion or failure. Each event is released only
 * after every continuation of the previous one has run to an await that is still pending (the
 * microtask queue is empty), the way Temporal replays its event history. A result with no event
 * in the journal — a step that was in flight at the crash and runs now — is held until the replay
 * has caught up: nothing recorded can depend on it, since the original run never received it.
 */
export class Replay {
  /** Committed steps by position (positions are dense: call order). */
  private readonly steps: (StepRecord | undefined)[] = [];
  private readonly order: EventKey[] = [];
  /** Index in `order` of a step's event, by position, and of a marker's, by key. */
  private readonly stepEvent: (number | undefined)[] = [];
  private readonly markerEvent = new Map<string, number>();
  private readonly waiting = new Map<
    EventKey,
    { resolve: () => void; reject: (e: unknown) => void }
  >();
  private readonly caughtUpWaiters: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  /** Events not yet released whose step or marker has been called in this run (running). */
  private readonly called = new Set<EventKey>();
  private cursor = 0;
  private pumping = false;
  private failure: unknown;
  private stallTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly goalId: string,
    records: Iterable<JournalRecord>,
    private readonly stallMs = DEFAULT_STALL_MS,
  ) {
    // A success supersedes earlier failure events of the same step or marker.
    const list = [...records];
    const done = new Set<string>();
    for (const r of list) {
      if (r.t === 'step') this.steps[r.pos] = r;
      else if (r.t === 'done') done.add(r.name);
    }
    for (const r of list) {
      if (r.t === 'step' || (r.t === 'fail' && r.last && !this.steps[r.pos])) {
        if (this.stepEvent[r.pos] !== undefined) continue;
        this.stepEvent[r.pos] = this.order.length;
        this.order.push(r.pos);
      } else if (r.t === 'done' || (r.t === 'mfail' && !done.has(r.name))) {
        const key = markerKey(r.name);
        if (this.markerEvent.has(key)) continue;
        this.markerEvent.set(key, this.order.length);
        this.order.push(key);
      }
    }
    if (this.order.length) this.watchForStall();
  }

  recorded(pos: number): StepRecord | undefined {
    return this.steps[pos];
  }

  /** The first recorded position of a step called `name`, if any. */
  positionOf(name: string): number | undefined {
    return this.steps.find((r) => r?.name === name)?.pos;
  }

  private eventIndex(key: EventKey): number | undefined {
    return typeof key === 'number' ? this.stepEvent[key] : this.markerEvent.get(key);
  }

  /** Events of the journal this run has not reached (yet). */
  get unconsumed(): EventKey[] {
    return this.order.slice(this.cursor);
  }

  /** Calls waiting for their turn or for the replay to catch up (0 while the pump is moving). */
  get blocked(): number {
    return this.pumping ? 0 : this.waiting.size + this.caughtUpWaiters.length;
  }

  get caughtUp(): boolean {
    return this.cursor >= this.order.length;
  }

  /** Name for messages: "step 'x' at position 3" or "marker 'y'". */
  describe(key: EventKey): string {
    if (typeof key === 'string') return `marker '${key.slice(2)}'`;
    const pos = key;
    const name = this.steps[pos]?.name;
    return name ? `step '${name}' at position ${pos}` : `the step at position ${pos}`;
  }

  /** A step (its position) or a marker (`markerKey(name)`) was called: running, not stalled. */
  noteCall(key: EventKey): void {
    if (this.order.length) this.called.add(key);
  }

  /**
   * Resolves when the result for `key` may be handed to the code: at its turn if the journal has
   * an event for it not yet released, once the replay has caught up if it has none, at once if
   * its event was already released (a second call of a completed marker). Undefined means "now"
   * (no promise to await: the common case of a run with nothing to replay).
   */
  release(key: EventKey): Promise<void> | undefined {
    if (this.failure) return Promise.reject(this.failure);
    const at = this.eventIndex(key);
    if (at !== undefined && at < this.cursor) return undefined;
    if (at === undefined) {
      // Held results go out first-come first-served, after the last recorded continuation ran.
      if (this.caughtUp && !this.pumping && !this.caughtUpWaiters.length) return undefined;
      return new Promise<void>((resolve, reject) => this.caughtUpWaiters.push({ resolve, reject }));
    }
    return new Promise<void>((resolve, reject) => {
      this.waiting.set(key, { resolve, reject });
      this.pump();
    });
  }

  /** The run cannot continue (non-determinism): release every waiter with the error. */
  abort(error: unknown): void {
    if (this.failure) return;
    this.failure = error;
    clearInterval(this.stallTimer);
    for (const waiter of [...this.waiting.values(), ...this.caughtUpWaiters]) waiter.reject(error);
    this.waiting.clear();
    this.caughtUpWaiters.length = 0;
  }

  /**
   * Releases the next event if its call is waiting, then waits until every continuation of that
   * result has run to its next await before the one after. Callbacks, not promises: this runs
   * once per replayed step.
   */
  private pump(): void {
    if (this.pumping || this.failure) return;
    if (this.cursor >= this.order.length) {
      clearInterval(this.stallTimer);
      for (const waiter of this.caughtUpWaiters.splice(0)) waiter.resolve();
      return;
    }
    const key = this.order[this.cursor]!;
    const waiter = this.waiting.get(key);
    if (!waiter) return; // not reached yet; its release() restarts the pump
    this.waiting.delete(key);
    this.called.delete(key);
    this.cursor++;
    this.pumping = true;
    waiter.resolve();
    // Every YIELD_EVERY releases a whole event-loop turn, so timers, I/O and signals are not
    // starved by a long replay.
    if (this.cursor % YIELD_EVERY === 0) setImmediate(this.next);
    else queueMicrotask(this.afterMicrotasks);
  }

  /**
   * Queued behind the released continuation. Node runs a process.nextTick callback queued from a
   * microtask only once the microtask queue is empty — when that result's continuations, however
   * many promise hops they take, wait on something still pending — which is the condition for the
   * next release, reached without a whole event-loop turn (a poll of the OS per step).
   */
  private readonly afterMicrotasks = () => process.nextTick(this.next);

  private readonly next = () => {
    this.pumping = false;
    this.pump();
  };

  /** A resumed run whose code no longer reaches the journal's next event would wait forever. */
  private watchForStall(): void {
    let seen = -1;
    this.stallTimer = setInterval(() => {
      if (this.caughtUp || this.failure) return clearInterval(this.stallTimer);
      if (this.cursor !== seen) {
        seen = this.cursor;
        return;
      }
      const next = this.order[this.cursor]!;
      if (this.called.has(next)) return; // still running (a long step): not a stall
      this.abort(
        new NonDeterminismError(this.goalId, 'while resuming', [
          `the code has not reached ${this.describe(next)}, the journal's next result, for ` +
            `${this.stallMs / 1000} s: the order of its steps changed`,
        ]),
      );
    }, this.stallMs);
    this.stallTimer.unref();
  }

  /** Stops the stall watch (the run ended). */
  close(): void {
    clearInterval(this.stallTimer);
  }
}
