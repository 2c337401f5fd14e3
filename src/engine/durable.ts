import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { decodeValue } from './codec-decode';
import { encodeValue } from './codec-encode';
import { Inflight, scopes, type GoalRun } from './context';
import {
  EngineOptionError,
  GoalLockedError,
  JournalWriteError,
  NonDeterminismError,
} from './errors';
import { FORMAT_VERSION } from './format';
import { readGitBase } from './git-head';
import { encodeThrown, hashArgs } from './hash';
import { GoalJournal, type Durability } from './journal';
import { DirLock } from './lock';
import { currentProcess } from './process-info';
import { Replay } from './replay';
import { checkRetry, type RetryPolicy } from './retry';
import { ensureDir, fsCall } from './segment-file';

export interface DurableOptions {
  /** Names the goal: its journal is `<dir>/<goalId>/`. Letters, digits, `.`, `_`, `-`. */
  goalId: string;
  /** Folder holding one folder per goal (default: $LETITLOOP_DIR, else `.letitloop/runs`). */
  dir?: string;
  /** 'fsync' (default): a step resolves once its frame is on disk. 'process': once written to the OS. */
  durability?: Durability;
  /** Default retry policy for the goal's steps. */
  retry?: RetryPolicy;
  /** Record the git HEAD when the goal starts (default true). */
  git?: boolean;
  /** Folder to resolve a relative `dir` and find the git repository from (default: process.cwd()). */
  cwd?: string;
  /** Segment size before rolling over to a new segment (default 64 MiB). */
  segmentBytes?: number;
  /**
   * On resume, fail with NonDeterminismError when the code has not called the journal's next
   * recorded step for this long while results wait for it (default 30,000 ms).
   */
  replayStallMs?: number;
}

export const DEFAULT_RUNS_DIR = '.letitloop/runs';
const GOAL_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** Compact on open once this many frames sit in segments and most of them are dead. */
const COMPACT_AFTER_FRAMES = 4096;

/** The folder holding goal folders: `dir`, else $LETITLOOP_DIR, else `.letitloop/runs`. */
export function resolveRunsDir(
  dir: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): string {
  const chosen = dir ?? (env.LETITLOOP_DIR || DEFAULT_RUNS_DIR);
  return isAbsolute(chosen) ? chosen : resolve(cwd, chosen);
}

export function checkGoalId(goalId: unknown): string {
  if (typeof goalId !== 'string' || !GOAL_ID.test(goalId))
    throw new EngineOptionError(
      `goalId ${JSON.stringify(goalId)} is not valid: use 1–128 letters, digits, '.', '_' or '-', ` +
        `starting with a letter or digit (it names a folder)`,
    );
  return goalId;
}

/**
 * Makes `fn` durable: calling the returned function runs the goal, or resumes it from its journal.
 * Steps (`step()`) already committed return their recorded values without running; a goal that
 * completed returns its recorded result without running anything.
 */
export function durable<A extends unknown[], R>(
  options: DurableOptions,
  fn: (...args: A) => R | Promise<R>,
): (...args: A) => Promise<Awaited<R>> {
  const goalId = checkGoalId(options.goalId);
  checkRetry(options.retry, `goal '${goalId}'`);
  const durability = options.durability ?? 'fsync';
  if (durability !== 'fsync' && durability !== 'process')
    throw new EngineOptionError(
      `durability must be 'fsync' or 'process' (got ${JSON.stringify(durability)})`,
    );
  return async (...args: A): Promise<Awaited<R>> => {
    const cwd = options.cwd ?? process.cwd();
    const goalDir = join(resolveRunsDir(options.dir, process.env, cwd), goalId);
    const lock = lockGoal(goalDir, goalId);
    let journal: GoalJournal | undefined;
    try {
      journal = GoalJournal.open(goalDir, {
        durability,
        segmentBytes: options.segmentBytes ?? 64 * 1024 * 1024,
      });
      return await runGoal(journal, goalId, goalDir, options, cwd, fn, args);
    } finally {
      try {
        await journal?.close();
      } finally {
        lock.release();
      }
    }
  };
}

function lockGoal(goalDir: string, goalId: string): DirLock {
  ensureDir(goalDir, 'create the goal folder');
  const taken = fsCall(goalDir, 'lock the goal folder', () => DirLock.tryAcquire(goalDir, goalId));
  if ('lock' in taken) return taken.lock;
  const { owner } = taken;
  const me = currentProcess();
  throw new GoalLockedError(
    goalId,
    owner.pid,
    owner.host,
    owner.at,
    owner.pid === me.pid && owner.host === me.host,
  );
}

async function runGoal<A extends unknown[], R>(
  journal: GoalJournal,
  goalId: string,
  goalDir: string,
  options: DurableOptions,
  cwd: string,
  fn: (...args: A) => R | Promise<R>,
  args: A,
): Promise<Awaited<R>> {
  const b = journal.builder;
  const input = hashArgs(args, `the arguments of goal '${goalId}'`);
  const starting: Promise<unknown>[] = [];
  if (!b.goal) {
    starting.push(
      journal.append({
        t: 'goal',
        goal: goalId,
        run: randomUUID(),
        at: Date.now(),
        git: options.git === false ? null : readGitBase(cwd),
        input,
        engine: `letitloop-action journal v${FORMAT_VERSION}`,
      }),
    );
  } else {
    if (b.goal.goal !== goalId)
      throw new EngineOptionError(
        `the journal in ${goalDir} belongs to goal '${b.goal.goal}', not '${goalId}'; use another dir`,
      );
    if (!Buffer.from(b.goal.input).equals(input))
      throw new NonDeterminismError(goalId, 'in its arguments', [
        'the goal was started with different arguments; pass the same ones, or use a new goalId',
      ]);
    if (b.end?.ok) return decodeValue(b.end.v) as Awaited<R>;
  }
  const me = currentProcess();
  const n = b.compactedOpens + b.opens.length + 1;
  starting.push(journal.append({ t: 'open', at: Date.now(), pid: me.pid, host: me.host, n }));
  // One group commit for both records; allSettled first so no rejection goes unobserved.
  await Promise.allSettled(starting);
  await Promise.all(starting);
  const live = 1 + b.steps.size + 2 * b.markers.size;
  if (journal.segmentFrames > COMPACT_AFTER_FRAMES && live < journal.segmentFrames / 2)
    await journal.compact();
  const run: GoalRun = {
    goalId,
    goalDir,
    journal,
    replay: new Replay(
      goalId,
      journal.records,
      journal.flags,
      options.replayStallMs,
      journal.snapshotRecords,
    ),
    nextPos: 0,
    inflight: new Inflight(),
    retry: options.retry,
    closed: false,
    markerLocks: new Map(),
  };
  let encoded: Buffer;
  try {
    const result = await scopes.run({ run }, async () => fn(...args));
    await settle(run, () => notReached(goalId, run));
    if (!run.replay.caughtUp) throw notReached(goalId, run);
    encoded = encodeValue(result, `the result of goal '${goalId}'`);
  } catch (error) {
    run.replay.abort(error);
    await settle(run);
    run.closed = true;
    run.replay.close();
    if (!(error instanceof JournalWriteError))
      await journal
        .append({ t: 'end', at: Date.now(), ok: false, v: encodeThrown(error) })
        .catch(() => undefined);
    throw error;
  }
  run.closed = true;
  run.replay.close();
  await journal.append({ t: 'end', at: Date.now(), ok: true, v: encoded });
  return decodeValue(encoded) as Awaited<R>;
}

function notReached(goalId: string, run: GoalRun): NonDeterminismError {
  const left = run.replay.unconsumed;
  return new NonDeterminismError(goalId, 'at the end of the run', [
    `the journal has ${left.length} result(s) this run never reached, the first ${run.replay.describe(left[0]!)}`,
  ]);
}

/**
 * Waits for every step and marker the run started, including ones started while waiting. Once the
 * code has returned, steps that only wait for journal results nobody will reach again would wait
 * forever: `stuck` then aborts the replay.
 */
async function settle(run: GoalRun, stuck?: () => Error): Promise<void> {
  while (run.inflight.size) {
    if (stuck && !run.replay.caughtUp && run.replay.blocked >= run.inflight.size)
      run.replay.abort(stuck());
    await Promise.race([run.inflight.idle(), sleep(10)]);
  }
}

/** Compacts a goal's journal now (snapshot + new segment), taking the goal lock. */
export async function compactGoal(
  options: Pick<DurableOptions, 'goalId' | 'dir' | 'cwd'>,
): Promise<void> {
  const goalId = checkGoalId(options.goalId);
  const goalDir = join(resolveRunsDir(options.dir, process.env, options.cwd), goalId);
  const lock = lockGoal(goalDir, goalId);
  try {
    const journal = GoalJournal.open(goalDir, {
      durability: 'fsync',
      segmentBytes: 64 * 1024 * 1024,
    });
    try {
      await journal.compact();
    } finally {
      await journal.close();
    }
  } finally {
    lock.release();
  }
}
