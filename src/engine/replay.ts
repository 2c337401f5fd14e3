import { NonDeterminismError } from './errors';
import { AT_CALL_FLAG, batchNumbers } from './format';
import type { JournalRecord } from './records';
import { resolutionEvents } from './resolution-events';

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

interface Waiter {
  resolve: () => void;
  reject: (e: unknown) => void;
}

/**
 * Hands results back to a resumed run the way the original run received them, so that its
 * concurrent branches interleave as before and call order (a step's position) stays the same.
 *
 * The original run received the results of one group commit together, in their order in the
 * commit, in one turn, once its pending promise continuations had run to awaits still pending —
 * or, for a step that produced its result synchronously with nothing else in flight, within its
 * step() call (journal.ts, CommitTiming). Replay keeps that rule: the journal's resolution events
 * (a step's or a marker's first outcome, with one exception: resolution-events.ts) are grouped by
 * the commit that wrote them; a group is released when every call in it is waiting and the
 * microtask queue is empty, all at once and in the recorded order — the way Temporal replays its
 * event history — and a step committed at its call is handed back at its call.
 *
 * A result with no event in the journal (a step that was in flight at the crash, a marker body
 * rerun in doubt with no earlier outcome, a marker's second outcome in this run, or a new one) is
 * committed as usual and then joins the order as a group of its own commit, behind the recorded
 * ones: nothing recorded can depend on it, and the next resume, reading that commit from the
 * journal, hands it back at the same point.
 */
export class Replay {
  /** Committed steps by position (positions are dense: call order). */
  private readonly steps: (StepRecord | undefined)[] = [];
  private readonly order: EventKey[] = [];
  /** At the index in `order` where a group starts: the index just past its last event. */
  private readonly groupEnd: number[] = [];
  /** Where the last group of `order` starts. */
  private lastGroup = -1;
  /** At the index in `order` of a step committed at its call (a group of one): true. */
  private readonly atCall: boolean[] = [];
  /** Index in `order` of a step's event, by position, and of a marker's, by key. */
  private readonly stepEvent: (number | undefined)[] = [];
  private readonly markerEvent = new Map<string, number>();
  private readonly waiting = new Map<EventKey, Waiter>();
  /** Events not yet released whose step or marker has been called in this run (running). */
  private readonly called = new Set<EventKey>();
  private cursor = 0;
  /** The commit of the last group added for a result with no recorded event. */
  private heldBatch = -1;
  /** A pump is due (once the microtask queue is empty, or after a whole turn). */
  private scheduled = false;
  private released = 0;
  private yieldedAt = 0;
  private failure: unknown;
  private stallTimer: NodeJS.Timeout | undefined;

  /**
   * `flags[i]`: the frame flags of `records[i]` (how the original run received it); the first
   * `snapshotRecords` records come from a snapshot (resolutionEvents).
   */
  constructor(
    private readonly goalId: string,
    records: readonly JournalRecord[],
    flags: readonly number[],
    private readonly stallMs = DEFAULT_STALL_MS,
    snapshotRecords = 0,
  ) {
    const batches = batchNumbers(flags);
    for (const r of records) if (r.t === 'step') this.steps[r.pos] = r;
    let batch = -1;
    for (const i of resolutionEvents(records, snapshotRecords)) {
      const r = records[i]!;
      const index = this.order.length;
      if (r.t === 'step' || r.t === 'fail') {
        this.stepEvent[r.pos] = index;
        this.order.push(r.pos);
      } else if (r.t === 'done' || r.t === 'mfail') {
        const key = markerKey(r.name);
        this.markerEvent.set(key, index);
        this.order.push(key);
      }
      this.addToGroup(index, index > 0 && batches[i] === batch);
      this.atCall[index] = (flags[i]! & AT_CALL_FLAG) !== 0;
      batch = batches[i]!;
    }
    if (this.order.length) this.watchForStall();
  }

  /** Event `index` (the last of `order`) starts a group, or joins the last group. */
  private addToGroup(index: number, joins: boolean): void {
    this.atCall.push(false);
    if (joins) {
      this.groupEnd[this.lastGroup] = index + 1;
      this.groupEnd.push(0);
    } else {
      this.lastGroup = index;
      this.groupEnd.push(index + 1);
    }
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

  /** Calls waiting for their turn (0 while a release is due). */
  get blocked(): number {
    return this.scheduled ? 0 : this.waiting.size;
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

  /** The replay is over: results with no recorded event go to the code as they are committed. */
  get live(): boolean {
    return this.caughtUp && !this.scheduled;
  }

  /**
   * Resolves when the result for `key` may be handed to the code: with its group if the journal
   * has an event for it not yet released — now if it was committed at its call and every earlier
   * group is out —; now if that was released and nothing was committed (a second call of a
   * completed marker), or if there is neither an event nor a commit (a marker in doubt that
   * throws). A result with no event (or a marker's later outcome in this run, its event passed),
   * committed by group commit `batch`, goes out at once when the replay is over, else with the
   * other results of that commit once the order reaches them. Undefined means "now" (no promise
   * to await: the common case).
   */
  release(key: EventKey, batch?: number): Promise<void> | undefined {
    if (this.failure) return Promise.reject(this.failure);
    let at = this.eventIndex(key);
    if (at !== undefined && at < this.cursor) {
      // Released already: a completed marker called again gets its recorded value now; an
      // outcome committed by a later call of a marker in this run is a new result.
      if (batch === undefined) return undefined;
      at = undefined;
    }
    if (at === this.cursor && this.atCall[at]) {
      // As the original run received it: within its call.
      this.called.delete(key);
      this.cursor++;
      this.released++;
      if (this.caughtUp) clearInterval(this.stallTimer);
      else if (!this.atCall[this.cursor]) this.schedule();
      return undefined;
    }
    if (at === undefined) {
      // Nothing recorded and nothing committed (a marker in doubt that throws): now.
      if (batch === undefined || (this.caughtUp && !this.scheduled)) return undefined;
      at = this.order.length;
      if (typeof key === 'number') this.stepEvent[key] = at;
      else this.markerEvent.set(key, at);
      this.order.push(key);
      // Results of one commit call here within microtasks of each other, before any release.
      const joins =
        batch !== undefined && batch === this.heldBatch && this.lastGroup >= this.cursor;
      this.addToGroup(at, joins);
      this.heldBatch = batch ?? -1;
    }
    return new Promise<void>((resolve, reject) => {
      this.waiting.set(key, { resolve, reject });
      this.schedule();
    });
  }

  /** The run cannot continue (non-determinism): release every waiter with the error. */
  abort(error: unknown): void {
    if (this.failure) return;
    this.failure = error;
    clearInterval(this.stallTimer);
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }

  /**
   * Pumps once the microtask queue is empty: a process.nextTick queued from a microtask runs
   * only then — when the continuations of the last release (or of the code that just called),
   * however many promise hops they take, wait on something still pending. No event-loop turn.
   */
  private schedule(): void {
    if (this.scheduled || this.failure) return;
    this.scheduled = true;
    queueMicrotask(this.afterMicrotasks);
  }

  private readonly afterMicrotasks = () => process.nextTick(this.next);

  private readonly next = () => {
    this.scheduled = false;
    this.pump();
  };

  /**
   * Releases the next group if every call in it is waiting (else a later release() comes back
   * here), then schedules the next. Callbacks, not promises: this runs once per commit replayed.
   */
  private pump(): void {
    if (this.failure) return;
    if (this.caughtUp) {
      clearInterval(this.stallTimer);
      return;
    }
    const end = this.groupEnd[this.cursor]!;
    for (let i = this.cursor; i < end; i++) if (!this.waiting.has(this.order[i]!)) return;
    if (this.released - this.yieldedAt >= YIELD_EVERY) {
      // A whole event-loop turn before this group, every YIELD_EVERY releases, so that timers,
      // I/O and signals are not starved by a long replay (the writer waits for a turn at least
      // that often too: journal.ts, AT_CALL_RUN).
      this.yieldedAt = this.released;
      this.scheduled = true;
      setImmediate(this.next);
      return;
    }
    for (; this.cursor < end; this.cursor++) {
      const key = this.order[this.cursor]!;
      const waiter = this.waiting.get(key)!;
      this.waiting.delete(key);
      this.called.delete(key);
      this.released++;
      waiter.resolve();
    }
    this.schedule();
  }

  /** A resumed run whose code no longer reaches the journal's next group would wait forever. */
  private watchForStall(): void {
    let seen = -1;
    this.stallTimer = setInterval(() => {
      if (this.caughtUp || this.failure) return clearInterval(this.stallTimer);
      if (this.cursor !== seen) {
        seen = this.cursor;
        return;
      }
      const group = this.order.slice(this.cursor, this.groupEnd[this.cursor]);
      const missing = group.find((key) => !this.waiting.has(key) && !this.called.has(key));
      if (missing === undefined) return; // all called, some still running (long steps)
      this.abort(
        new NonDeterminismError(this.goalId, 'while resuming', [
          `the code has not reached ${this.describe(missing)}, the journal's next result, for ` +
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
