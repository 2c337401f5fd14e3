import { setTimeout as sleep } from 'node:timers/promises';
import { decodeValue } from './codec-decode';
import { encodeValue } from './codec-encode';
import { scopes, type GoalRun } from './context';
import { NonDeterminismError, OutsideDurableError, UnencodableValueError } from './errors';
import { encodeThrown, hashArgs } from './hash';
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
  const { name, retry } = typeof spec === 'string' ? { name: spec, retry: undefined } : spec;
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
  return runStep(run, pos, name, retry, fn, args);
}

/** A step at its position; ends the call's count in `run.inflight` when it settles. */
async function runStep<A extends unknown[], R>(
  run: GoalRun,
  pos: number,
  name: string,
  retry: RetryPolicy | undefined,
  fn: (...args: A) => R | Promise<R>,
  args: A,
): Promise<Awaited<R>> {
  try {
    const recorded = run.replay.recorded(pos);
    let argsHash: Buffer;
    try {
      checkRetry(retry, `step '${name}'`);
      argsHash = hashArgs(args, `the arguments of step '${name}'`);
      if (recorded) checkSameStep(run, pos, name, argsHash);
    } catch (error) {
      if (recorded) run.replay.abort(error);
      throw error;
    }
    if (recorded) {
      await run.replay.release(pos);
      return decodeValue(recorded.v) as Awaited<R>;
    }
    const attempts = retry?.attempts ?? 1;
    for (let attempt = 1; ; attempt++) {
      const at = Date.now();
      const t0 = performance.now();
      const fail = async (error: unknown, last: boolean) => {
        const us = Math.round((performance.now() - t0) * 1000);
        const err = encodeThrown(error);
        const batch = await run.journal.append({
          t: 'fail',
          pos,
          name,
          args: argsHash,
          at,
          us,
          n: attempt,
          err,
          last,
        });
        const turn = last ? run.replay.release(pos, batch) : undefined;
        if (turn) await turn;
      };
      let value: Awaited<R>;
      try {
        value = await scopes.run({ run, inside: { kind: 'step', name } }, async () => fn(...args));
      } catch (error) {
        const last = attempt >= attempts || (retry?.retryIf !== undefined && !retry.retryIf(error));
        await fail(error, last);
        if (last) throw error;
        await sleep(backoffDelay(retry!, attempt + 1));
        continue;
      }
      const us = Math.round((performance.now() - t0) * 1000);
      let v: Buffer;
      try {
        v = encodeValue(value, `the result of step '${name}'`);
      } catch (error) {
        if (error instanceof UnencodableValueError) await fail(error, true);
        throw error;
      }
      // The only call in flight (sequential code): nothing else will join its commit.
      const alone = run.inflight.size === 1;
      const batch = await run.journal.append(
        { t: 'step', pos, name, args: argsHash, at, us, n: attempt, v },
        false,
        alone,
      );
      // Awaited only when there is something to wait for: the path from commit to the code takes
      // as many promise hops as a replayed result's, so continuations interleave the same way.
      const turn = run.replay.release(pos, batch);
      if (turn) await turn;
      return decodeValue(v) as Awaited<R>;
    }
  } finally {
    run.inflight.end();
  }
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
