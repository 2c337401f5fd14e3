/**
 * Process groups: the supervised child runs in its own session and group, so a signal to the
 * group reaches every process it started (grandchildren included), and nothing of it is left
 * behind.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Sends a signal to every process of a group; false when the group no longer exists. */
export function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether a group still has a live process. kill(-pgid, 0) also counts zombies: orphans that
 * already died but wait for init to reap them, which can take a while (a container's init may
 * reap lazily). On Linux, /proc tells them apart.
 */
export function groupAlive(pgid: number): boolean {
  if (!signalGroup(pgid, 0)) return false;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return true; // no /proc (macOS): trust kill()
  }
  return pids.some((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
      // Fields after "(comm) ": state, ppid, pgrp.
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(pgrp) === pgid && state !== 'Z' && state !== 'X';
    } catch {
      return false;
    }
  });
}

/** Waits until the group has no live process left; false if it still has one after `timeoutMs`. */
export async function waitGroupGone(pgid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(pgid)) {
    if (Date.now() >= deadline) return false;
    await sleep(20);
  }
  return true;
}

/**
 * Ends what is left of a group: `signal` first (none when it was already sent), SIGKILL for
 * whatever survives `graceMs`.
 */
export async function terminateGroup(
  pgid: number,
  graceMs: number,
  signal: NodeJS.Signals | null = 'SIGTERM',
): Promise<void> {
  if (signal && !signalGroup(pgid, signal)) return;
  if (await waitGroupGone(pgid, graceMs)) return;
  signalGroup(pgid, 'SIGKILL');
  await waitGroupGone(pgid, 1000);
}

// The orphan guard's program. It runs detached (its own session), reads "+pgid" / "-pgid" lines
// from the supervisor through a pipe, and when the pipe closes (the supervisor ended, even by
// SIGKILL, which no handler can catch) it terminates every group still registered.
const GUARD_SOURCE = `
const grace = Number(process.argv[1]);
const groups = new Set();
let buffered = '';
const kill = (signal) => { for (const g of groups) { try { process.kill(-g, signal); } catch {} } };
const reap = () => {
  kill('SIGTERM');
  setTimeout(() => { kill('SIGKILL'); process.exit(0); }, groups.size > 0 ? grace : 0);
};
process.on('SIGINT', () => {});
process.on('SIGHUP', () => {});
process.on('SIGTERM', reap);
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffered += chunk;
  let nl;
  while ((nl = buffered.indexOf('\\n')) >= 0) {
    const line = buffered.slice(0, nl);
    buffered = buffered.slice(nl + 1);
    const pgid = Number(line.slice(1));
    if (line[0] === '+') groups.add(pgid); else groups.delete(pgid);
  }
});
process.stdin.on('end', reap);
process.stdin.on('error', reap);
`;

/**
 * Terminates the supervised groups when the supervisor dies without cleaning up (SIGKILL, OOM
 * kill, a crash in native code). Node has no prctl(PR_SET_PDEATHSIG), so a small watchdog process
 * holds the read end of a pipe whose only writer is the supervisor: the kernel closes it when the
 * supervisor dies, however it dies.
 */
export class OrphanGuard {
  private constructor(
    private readonly write: (line: string) => void,
    private readonly end: () => void,
  ) {}

  /** Starts the watchdog; null (and nothing to clean up) when it cannot be started. */
  static start(graceMs: number): OrphanGuard | null {
    try {
      const guard = spawn(process.execPath, ['-e', GUARD_SOURCE, String(graceMs)], {
        detached: true,
        stdio: ['pipe', 'ignore', 'ignore'],
        env: { PATH: process.env.PATH ?? '' },
      });
      const stdin = guard.stdin!;
      stdin.on('error', () => {});
      guard.on('error', () => {});
      guard.unref();
      (stdin as unknown as { unref?: () => void }).unref?.();
      return new OrphanGuard(
        (line) => stdin.write(line),
        () => stdin.end(),
      );
    } catch {
      return null;
    }
  }

  track(pgid: number): void {
    this.write(`+${pgid}\n`);
  }

  untrack(pgid: number): void {
    this.write(`-${pgid}\n`);
  }

  close(): void {
    this.end();
  }
}
