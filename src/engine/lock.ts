import { randomBytes } from 'node:crypto';
import {
  linkSync,
  readFileSync,
  readdirSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { LockTimeoutError } from './errors';
import { currentProcess, isAlive, type ProcessIdentity } from './process-info';

export interface LockOwner extends ProcessIdentity {
  /** When the lock was taken (ISO 8601). */
  at: string;
  /** What is locked (goal id or marker name), for messages. */
  what: string;
}

const ENTRY = /^(lock|free)\.(\d+)$/;
const TMP = /^lock-tmp\.(\d+)\./;

/**
 * An exclusive lock on a folder, shared by processes on one host, that survives its owner's crash:
 * a lock whose owner is dead (pid gone, or reused — start time differs — or from before a reboot)
 * is taken over.
 *
 * Locks are numbered generations: `lock.<n>` is held, `free.<n>` released. Taking the lock means
 * creating `lock.<n+1>` over the newest entry, atomically (link(2) fails if it exists), so of two
 * processes that both find the owner dead exactly one wins, and nothing is ever deleted that a
 * competitor might still be judging: the newest entry always stays. After creating its entry the
 * taker checks that no newer one exists (a competitor working from an older listing backs off).
 */
export class DirLock {
  private released = false;
  private constructor(
    readonly dir: string,
    readonly gen: number,
    readonly owner: LockOwner,
  ) {}

  /** Takes the lock now, or reports the live owner. */
  static tryAcquire(dir: string, what: string): { lock: DirLock } | { owner: LockOwner } {
    for (let round = 0; round < 50; round++) {
      const top = newest(dir);
      if (top?.kind === 'lock') {
        const owner = readOwner(join(dir, `lock.${top.gen}`));
        if (owner === 'gone') continue;
        if (owner && isAlive(owner)) return { owner };
      }
      const gen = (top?.gen ?? 0) + 1;
      const me: LockOwner = { ...currentProcess(), at: new Date().toISOString(), what };
      if (!createExclusive(dir, `lock.${gen}`, JSON.stringify(me))) continue;
      if ((newest(dir)?.gen ?? 0) !== gen) {
        unlinkQuiet(join(dir, `lock.${gen}`));
        continue;
      }
      collect(dir, gen);
      return { lock: new DirLock(dir, gen, me) };
    }
    throw new Error(`could not take the lock in ${dir}: it changed hands 50 times in a row`);
  }

  /** Waits for the lock, polling with backoff; `timeoutMs` bounds the wait. */
  static async acquire(dir: string, what: string, timeoutMs = Infinity): Promise<DirLock> {
    const started = Date.now();
    let delay = 1;
    for (;;) {
      const result = DirLock.tryAcquire(dir, what);
      if ('lock' in result) return result.lock;
      if (Date.now() - started >= timeoutMs)
        throw new LockTimeoutError(what, describeOwner(result.owner), timeoutMs);
      await sleep(delay);
      delay = Math.min(delay * 2, 50);
    }
  }

  /** The current owner, if the lock is held (alive or not). */
  static inspect(dir: string): { owner: LockOwner; alive: boolean } | null {
    const top = newest(dir);
    if (top?.kind !== 'lock') return null;
    const owner = readOwner(join(dir, `lock.${top.gen}`));
    if (!owner || owner === 'gone') return null;
    return { owner, alive: isAlive(owner) };
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    try {
      renameSync(join(this.dir, `lock.${this.gen}`), join(this.dir, `free.${this.gen}`));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

export function describeOwner(owner: LockOwner): string {
  return `pid ${owner.pid} on ${owner.host} (since ${owner.at})`;
}

function newest(dir: string): { kind: 'lock' | 'free'; gen: number } | undefined {
  let best: { kind: 'lock' | 'free'; gen: number } | undefined;
  for (const name of readdirSync(dir)) {
    const m = ENTRY.exec(name);
    if (!m) continue;
    const gen = Number(m[2]);
    if (!best || gen > best.gen) best = { kind: m[1] as 'lock' | 'free', gen };
  }
  return best;
}

function readOwner(path: string): LockOwner | null | 'gone' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  try {
    const owner = JSON.parse(text) as LockOwner;
    return Number.isInteger(owner.pid) && typeof owner.host === 'string' ? owner : null;
  } catch {
    return null; // unreadable owner: it cannot be alive as far as we can tell
  }
}

/** Creates `name` with `content`, atomically and only if it does not exist. */
function createExclusive(dir: string, name: string, content: string): boolean {
  const tmp = join(dir, `lock-tmp.${process.pid}.${randomBytes(6).toString('hex')}`);
  writeFileSync(tmp, content);
  try {
    linkSync(tmp, join(dir, name));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkQuiet(tmp);
  }
}

/** Deletes entries older than `gen`, and temp files of dead processes. */
function collect(dir: string, gen: number): void {
  const me = currentProcess();
  for (const name of readdirSync(dir)) {
    const m = ENTRY.exec(name);
    if (m && Number(m[2]) < gen) unlinkQuiet(join(dir, name));
    const tmp = TMP.exec(name);
    if (tmp && !isAlive({ pid: Number(tmp[1]), host: me.host, start: null, boot: null }))
      unlinkQuiet(join(dir, name));
  }
}

function unlinkQuiet(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}
