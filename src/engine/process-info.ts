import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

/** Who holds a lock: enough to tell, on the same host, whether that process is still alive. */
export interface ProcessIdentity {
  pid: number;
  host: string;
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat field 22); null off Linux. */
  start: number | null;
  /** /proc/sys/kernel/random/boot_id: a pid from before a reboot is dead. */
  boot: string | null;
}

let self: ProcessIdentity | undefined;
let bootId: string | null | undefined;

export function currentProcess(): ProcessIdentity {
  if (self && self.pid === process.pid) return self;
  self = {
    pid: process.pid,
    host: hostname(),
    start: processStartTime(process.pid),
    boot: currentBootId(),
  };
  return self;
}

function currentBootId(): string | null {
  if (bootId === undefined) {
    try {
      bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    } catch {
      bootId = null;
    }
  }
  return bootId;
}

/** Field 22 of /proc/<pid>/stat, or null (no /proc, or no such process). A zombie counts as gone. */
export function processStartTime(pid: number): number | null {
  const fields = procStat(pid);
  if (!fields || fields.state === 'Z' || fields.state === 'X') return null;
  return fields.start;
}

function procStat(pid: number): { state: string; start: number } | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) may contain spaces and parentheses: parse after the last ')'.
  const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const start = Number(rest[19]);
  return { state: rest[0] ?? '', start: Number.isFinite(start) ? start : NaN };
}

/**
 * Whether the process a lock names is still running. Same host only: a pid and start time from
 * another host (a shared network folder) cannot be checked, so that owner counts as alive.
 */
export function isAlive(owner: ProcessIdentity): boolean {
  const me = currentProcess();
  if (owner.host !== me.host) return true;
  if (owner.boot && me.boot && owner.boot !== me.boot) return false;
  if (owner.pid === me.pid) return owner.start === me.start;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const stat = procStat(owner.pid);
  if (stat === null) return me.start === null; // no /proc here: trust kill(0)
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return owner.start === null || stat.start === owner.start;
}
