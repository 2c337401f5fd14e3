import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const fixture = (name: string) => join(__dirname, 'supervise-fixtures', name);
export const tempDir = () => mkdtempSync(join(tmpdir(), 'lil-supervise-'));

/** A process that exists and is not a zombie waiting for its reaper. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return existsSync(`/proc/${pid}`);
  }
}

/** Polls until `check` holds; throws with `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => boolean,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function readPids(file: string): { child: number; grandchild: number } {
  return JSON.parse(readFileSync(file, 'utf8')) as { child: number; grandchild: number };
}
