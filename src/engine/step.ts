import { setTimeout as sleep } from 'node:timers/promises';
import { decodeValue } from './codec-decode';
import { scopes, type GoalRun } from './context';
import { NonDeterminismError, OutsideDurableError, UnencodableValueError } from './errors';
import { encodeThrown, hashArgs } from './hash';
import type { CommitTiming } from './journal';
import { encodeStepFrame, type FramedRecord } from './record-frame';
import type { JournalRecord } from './records';
import { backoffDelay, checkRetry, type RetryPolicy } from './retry';

/** A step's name, with options. */
export interface StepSpec {
  name: string;
  /** Overrides the goal's retry policy for this step. */
  retry?: RetryPolicy;
}

/**
 * Runs `fn(...args)` as a durable step of the enclosing durable function: its result is committed
 * to the journal before the returned promise resolves, and on resume a committed step returns its
 * recorded value (types kept) without running again. A throwing attempt is journaled as a failed
 * attempt and retried per the retry policy; the last error is rethrown.
 */
export function step<A extends unknown[], R>(
  spec: string | StepSpec,
  fn: (...args: A) => R | Promise<R>,
  ...args: A
): Promise<Awaited<R>> {
  const name = typeof spec === 'string' ? spec : spec.name;
  const retry = typeof spec === 'string' ? undefined : spec.retry;
  const scope = scopes.getStore();
  if (!scope)
    return Promise.reject(
      new OutsideDurableError(
        `step('${name}') was called outside a durable function`,
        'call it from inside the function given to durable()',
      ),
    );
  if (scope.inside)
    return Promise.reject(
      new OutsideDurableError(
        `step('${name}') was called inside ${scope.inside.kind} '${scope.inside.name}'`,
        'steps cannot be nested; call it from the durable function itself',
      ),
    );
  if (scope.run.closed)
    return Promise.reject(
      new OutsideDurableError(
        `step('${name}') was called after goal '${scope.run.goalId}' ended`,
        'await every step before the durable function returns',
      ),
    );
  return journaledCall(scope.run, name, retry ?? scope.run.retry, fn, args);
}

/**
 * Takes the next position (synchronously: call order is the identity) and runs `fn` as a step
 * there: replayed from the journal if committed, else run, committed, and handed back in order.
 */
export function journaledCall<A extends unknown[], R>(
  run: GoalRun,
  name: string,
  retry: RetryPolicy | undefined,
  fn: (...args: A) => R | Promise<R>,
  args: A,
): Promise<Awaited<R>> {
  const pos = run.nextPos++;
  run.replay.noteCall(pos);
  run.inflight.start();
  return runStep(new StepCall(run, pos, name, retry, fn, args));
}

type StepRecord = Extract<JournalRecord, { t: 'step' }>;

/** One call of a step: what it was called with, and the attempt in progress. */
class StepCall<A extends unknown[], R> {
  /** What a body runs inside (Scope.inside): steps and goal markers refuse to nest in it. */
  readonly kind = 'step';
  argsHash!: Buffer;
  attempt = 1;
  at = 0;
  t0 = 0;

  constructor(
    readonly run: GoalRun,
    readonly pos: number,
    readonly name: string,
    readonly retry: RetryPolicy | undefined,
    private readonly fn: (...args: A) => R | Promise<R>,
    readonly args: A,
  ) {}

  /** Microseconds since the attempt's body started. */
  private elapsedUs(): number {
    return Math.round((performance.now() - this.t0) * 1000);
  }

  /** Runs the body once, in the step's scope: its result or a thenable for it (or throws). */
  runBody(): unknown {
    this.at = Date.now();
    this.t0 = performance.now();
    return scopes.run({ run: this.run, inside: this }, this.fn, ...this.args);
  }

  /** The record of a successful attempt, framed; throws UnencodableValueError. */
  stepRecord(value: unknown): FramedRecord {
    const { pos, name, argsHash, at, attempt } = this;
    const subject = `the result of step '${name}'`;
    return encodeStepFrame(pos, name, argsHash, at, this.elapsedUs(), attempt, value, subject);
  }

  /** Journals a failed attempt; the last one (thrown to the code) waits for its turn as a result. */
  async recordFailure(error: unknown, last: boolean): Promise<void> {
    const us = this.elapsedUs();
    const err = encodeThrown(error);
    const { run, pos, name, argsHash: args, at, attempt: n } = this;
    const batch = await run.journal.append({ t: 'fail', pos, name, args, at, us, n, err, last });
    const turn = last ? run.replay.release(pos, batch) : undefined;
    if (turn) await turn;
  }
}

/**
 * A step call: replays its recorded result in turn, or runs (and retries) the body, commits the
 * result and hands it back in order. Ends the call's count in `run.inflight` when it settles.
 *
 * Timing (docs/journal-format.md, "Replay order"): a body that returns synchronously ran within
 * the call; one promise hop later — the caller's synchronous code, e.g. the other calls of a
 * Promise.all, has run — a result alone in flight is committed at once (AT_CALL), and a replay
 * hands it back at that same hop. Any other result goes through a group commit. The path from a
 * commit (or release) to the code takes the same promise hops whether the result is new or
 * replayed, so continuations interleave the same way.
 */
async function runStep<A extends unknown[], R>(call: StepCall<A, R>): Promise<Awaited<R>> {
  const { run, pos, name, retry } = call;
  try {
    const recorded = run.replay.recorded(pos);
    try {
      if (retry) checkRetry(retry, `step '${name}'`);
      call.argsHash = hashArgs(call.args, `the arguments of step '${name}'`);
      if (recorded) checkSameStep(run, pos, name, call.argsHash);
    } catch (error) {
      if (recorded) run.replay.abort(error);
      throw error;
    }
    if (recorded) {
      await null;
      const turn = run.replay.release(pos);
      if (turn) await turn;
      return decodeValue(recorded.v) as Awaited<R>;
    }
    const attempts = retry?.attempts ?? 1;
    for (; ; call.attempt++) {
      let value: unknown;
      let atCall = false;
      try {
        const result = call.runBody();
        if (isThenable(result)) value = await result;
        else {
          await null;
          value = result;
          atCall = call.attempt === 1;
        }
      } catch (error) {
        const last =
          call.attempt >= attempts || (retry?.retryIf !== undefined && !retry.retryIf(error));
        await call.recordFailure(error, last);
        if (last) throw error;
        await sleep(backoffDelay(retry!, call.attempt + 1));
        continue;
      }
      let record: FramedRecord;
      try {
        record = call.stepRecord(value);
      } catch (error) {
        if (error instanceof UnencodableValueError) await call.recordFailure(error, true);
        throw error;
      }
      const alone = run.inflight.size === 1;
      if (atCall && alone && run.replay.live) {
        const batch = run.journal.commitAtCall(record);
        if (batch !== undefined) {
          run.replay.release(pos, batch);
          return handBack(value, record) as Awaited<R>;
        }
      }
      // Alone in flight, a result waits for the microtask queue to drain; with company, for its
      // group commit.
      const timing: CommitTiming = !alone ? 'turn' : atCall ? 'atCall' : 'idle';
      const batch = await run.journal.append(record, false, timing);
      // Awaited only when there is something to wait for (see above).
      const turn = run.replay.release(pos, batch);
      if (turn) await turn;
      return handBack(value, record) as Awaited<R>;
    }
  } finally {
    run.inflight.end();
  }
}

/** What the code receives for a committed value: a primitive is itself; objects decode anew. */
function handBack(value: unknown, { record }: FramedRecord): unknown {
  return typeof value === 'object' && value !== null
    ? decodeValue((record as StepRecord).v)
    : value;
}

/** A thenable, as `await` sees one. */
function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

function checkSameStep(run: GoalRun, pos: number, name: string, argsHash: Buffer): void {
  const recorded = run.replay.recorded(pos)!;
  const differences: string[] = [];
  if (recorded.name !== name) {
    const elsewhere = run.replay.positionOf(name);
    const hint =
      elsewhere === undefined ? '' : ` (a step '${name}' is recorded at position ${elsewhere})`;
    differences.push(
      `the journal has step '${recorded.name}' there, the code called '${name}'${hint}`,
    );
  } else if (!argsHash.equals(recorded.args)) {
    differences.push(
      `step '${name}' was called with different arguments (hash ${argsHash.toString('hex')}, ` +
        `journal ${Buffer.from(recorded.args).toString('hex')})`,
    );
  }
  if (differences.length)
    throw new NonDeterminismError(run.goalId, `at step position ${pos}`, differences);
}
