import { createHash } from 'node:crypto';
import { resolve, join } from 'node:path';
import { decodeValue } from './codec-decode';
import { encodeValue } from './codec-encode';
import { scopes, type GoalRun, type Scope } from './context';
import {
  EngineOptionError,
  MarkerInDoubtError,
  OutsideDurableError,
  UnencodableValueError,
} from './errors';
import { encodeThrown } from './hash';
import { DirLock } from './lock';
import { DirMarkerJournal, MARKERS_FOLDER, markerFolderName, markerScopeId } from './marker-dir';
import { currentProcess } from './process-info';
import type { JournalRecord } from './records';
import type { MarkerState } from './run-view';
import { ensureDir, fsCall } from './segment-file';
import { markerKey } from './replay';
import { journaledCall } from './step';

export interface MarkerContext {
  readonly name: string;
  /** Derived from goal (or shared dir) and marker name: the same in every retry and process. */
  readonly idempotencyKey: string;
  /** True when an earlier execution started and stopped without recording an outcome (a crash). */
  readonly inDoubt: boolean;
  /** 1 for the first execution of the body, then 2, 3, … after crashes or failures. */
  readonly execution: number;
}

export interface MarkerOptions {
  /** Shared folder for markers used by several worker processes (default: the current goal). */
  dir?: string;
  /** When the body was interrupted by a crash: run it again (default), skip it, or throw. */
  onInDoubt?: 'rerun' | 'skip' | 'throw';
  /** Give up waiting for another process's execution of this marker after this many ms. */
  lockTimeoutMs?: number;
}

/** Outcome records a store writes; each is fsynced before the call returns. */
interface MarkerStore {
  state: MarkerState | undefined;
  /** Resolves with the number of the group commit that wrote the record, if the store has them. */
  write(record: JournalRecord): Promise<number | undefined>;
  /**
   * Resolves when the outcome may be handed to the code (a resumed goal keeps the order);
   * undefined: now. `batch`: the commit that wrote the outcome, if it was written in this call.
   */
  release(batch?: number): Promise<void> | undefined;
}

/** In-process mutex for dir-scoped markers, by marker folder. */
const dirMutex = new Map<string, Promise<unknown>>();

/**
 * Runs `body` at most once to completion for this marker, across threads, processes and restarts.
 * Resolves to the body's result (the recorded one if it completed earlier), or undefined when an
 * in-doubt execution was skipped (`onInDoubt: 'skip'`).
 */
export function atomicMarker<T>(
  name: string,
  body: (ctx: MarkerContext) => T | Promise<T>,
  options: MarkerOptions = {},
): Promise<Awaited<T> | undefined> {
  const onInDoubt = options.onInDoubt ?? 'rerun';
  if (!['rerun', 'skip', 'throw'].includes(onInDoubt))
    return Promise.reject(
      new EngineOptionError(
        `onInDoubt must be 'rerun', 'skip' or 'throw' (got ${JSON.stringify(onInDoubt)})`,
      ),
    );
  if (typeof name !== 'string' || !name)
    return Promise.reject(
      new EngineOptionError('atomicMarker: the name must be a non-empty string'),
    );
  const scope = scopes.getStore();
  if (scope?.inside?.kind === 'marker' && scope.inside.name === name)
    return Promise.reject(
      new OutsideDurableError(
        `atomicMarker('${name}') was called inside its own body`,
        'it would wait for itself forever',
      ),
    );
  if (options.dir === undefined && scope?.inside)
    // A body is not re-run on resume, so a goal marker inside it would never be reached again.
    return Promise.reject(
      new OutsideDurableError(
        `atomicMarker('${name}') was called inside ${scope.inside.kind} '${scope.inside.name}'`,
        'call it from the durable function itself, or pass { dir } for a shared marker',
      ),
    );
  let promise: Promise<Awaited<T> | undefined>;
  if (options.dir !== undefined && scope && !scope.inside && !scope.run.closed) {
    // Inside a goal, a shared marker's outcome is also a step of the goal: a resumed run gets it
    // from its own journal, in order, without touching the shared folder.
    return journaledCall(
      scope.run,
      `atomicMarker:${name}`,
      undefined,
      () => dirMarker(name, body, options, onInDoubt, scope),
      [] as [],
    );
  } else if (options.dir !== undefined) {
    promise = dirMarker(name, body, options, onInDoubt, scope);
  } else if (scope && !scope.run.closed) {
    promise = goalMarker(scope.run, name, body, onInDoubt, scope);
  } else {
    return Promise.reject(
      new OutsideDurableError(
        `atomicMarker('${name}') was called outside a durable function${scope ? ' (after it ended)' : ''}`,
        'call it inside one, or pass { dir } to share markers between processes',
      ),
    );
  }
  if (scope) {
    // The goal waits for its markers before it ends.
    scope.run.inflight.track(promise);
  }
  return promise;
}

async function goalMarker<T>(
  run: GoalRun,
  name: string,
  body: (ctx: MarkerContext) => T | Promise<T>,
  onInDoubt: string,
  scope: Scope,
): Promise<Awaited<T> | undefined> {
  const key = idempotencyKey('goal', run.goalId, name);
  run.replay.noteCall(markerKey(name));
  return withMutex(run.markerLocks, name, () => {
    const store: MarkerStore = {
      state: run.journal.builder.markers.get(name),
      write: (record) => run.journal.append(record, true),
      release: (batch) => run.replay.release(markerKey(name), batch),
    };
    return execute(store, name, key, body, onInDoubt, scope);
  });
}

async function dirMarker<T>(
  name: string,
  body: (ctx: MarkerContext) => T | Promise<T>,
  options: MarkerOptions,
  onInDoubt: string,
  scope: Scope | undefined,
): Promise<Awaited<T> | undefined> {
  const root = join(resolve(options.dir!), MARKERS_FOLDER);
  ensureDir(root, 'create the markers folder');
  const key = idempotencyKey(
    'dir',
    fsCall(root, 'read the scope id in', () => markerScopeId(root)),
    name,
  );
  const folder = join(root, markerFolderName(name));
  ensureDir(folder, 'create the marker folder');
  return withMutex(dirMutex, folder, async (): Promise<Awaited<T> | undefined> => {
    const lock = await DirLock.acquire(folder, `marker '${name}'`, options.lockTimeoutMs);
    let journal: DirMarkerJournal | undefined;
    try {
      journal = DirMarkerJournal.open(folder, name);
      const open = journal;
      const store: MarkerStore = {
        state: open.state,
        write: async (record) => (open.append(record), undefined),
        release: () => undefined,
      };
      return await execute(store, name, key, body, onInDoubt, scope);
    } finally {
      journal?.close();
      lock.release();
    }
  });
}

async function execute<T>(
  store: MarkerStore,
  name: string,
  key: string,
  body: (ctx: MarkerContext) => T | Promise<T>,
  onInDoubt: string,
  scope: Scope | undefined,
): Promise<Awaited<T> | undefined> {
  // Outcomes are awaited only when release() returns a promise: a recorded outcome then reaches
  // the code in as many promise hops as a new one, so continuations interleave the same way.
  const state = store.state;
  const last = state?.last;
  if (last?.t === 'done') {
    const turn = store.release();
    if (turn) await turn;
    return last.skipped ? undefined : (decodeValue(last.v) as Awaited<T>);
  }
  const inDoubt = last?.t === 'mark';
  const executions = state?.runs ?? 0;
  if (inDoubt && onInDoubt === 'throw') {
    // Where an earlier failure of the body was received, if one was (Replay.release).
    const turn = store.release();
    if (turn) await turn;
    throw new MarkerInDoubtError(name, key);
  }
  if (inDoubt && onInDoubt === 'skip') {
    const batch = await store.write({
      t: 'done',
      name,
      at: Date.now(),
      n: executions,
      v: encodeValue(undefined),
      skipped: true,
    });
    const turn = store.release(batch);
    if (turn) await turn;
    return undefined;
  }
  const n = executions + 1;
  await store.write({ t: 'mark', name, key, at: Date.now(), n, pid: currentProcess().pid });
  const ctx: MarkerContext = Object.freeze({ name, idempotencyKey: key, inDoubt, execution: n });
  let value: Awaited<T>;
  try {
    value = scope
      ? await scopes.run({ run: scope.run, inside: { kind: 'marker', name } }, async () =>
          body(ctx),
        )
      : await body(ctx);
  } catch (error) {
    const batch = await store.write({
      t: 'mfail',
      name,
      at: Date.now(),
      n,
      err: encodeThrown(error),
    });
    const turn = store.release(batch);
    if (turn) await turn;
    throw error;
  }
  let v: Buffer;
  let unencodable: unknown;
  try {
    v = encodeValue(value, `the result of marker '${name}'`);
  } catch (error) {
    if (!(error instanceof UnencodableValueError)) throw error;
    // The side effect happened: record completion anyway, so the body never runs again.
    unencodable = error;
    v = encodeValue(undefined);
  }
  const batch = await store.write({ t: 'done', name, at: Date.now(), n, v, skipped: false });
  const turn = store.release(batch);
  if (turn) await turn;
  if (unencodable) throw unencodable;
  return decodeValue(v) as Awaited<T>;
}

/** `lil-` + 32 hex digits of SHA-256 over scope kind, scope id and marker name. */
export function idempotencyKey(kind: 'goal' | 'dir', scopeId: string, name: string): string {
  const hash = createHash('sha256').update(
    `letitloop marker v1\0${kind}\0${scopeId}\0${name}`,
    'utf8',
  );
  return `lil-${hash.digest('hex').slice(0, 32)}`;
}

async function withMutex<R>(
  locks: Map<string, Promise<unknown>>,
  key: string,
  fn: () => Promise<R>,
): Promise<R> {
  const previous = locks.get(key) ?? Promise.resolve();
  const current = previous.then(fn, fn);
  const tail = current.then(
    () => undefined,
    () => undefined,
  );
  locks.set(key, tail);
  try {
    return await current;
  } finally {
    if (locks.get(key) === tail) locks.delete(key);
  }
}
