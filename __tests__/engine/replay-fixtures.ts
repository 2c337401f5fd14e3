import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readGoalJournal } from '../../src/engine/goal-journal';

/** `n` promise hops of the kinds code takes between steps: awaits, async returns, Promise.all. */
export async function hops(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    if (i % 3 === 0) await null;
    else if (i % 3 === 1) await (async () => (await Promise.resolve(), i))();
    else await Promise.all([Promise.resolve(i), (async () => i)()]);
  }
}

/** Concurrent branches of the replay workflows. */
export const BRANCHES = 4;

/** Promise hops branch `b` takes after its step of round `k`. */
export type HopLayout = (b: number, k: number) => number;
export const HOP_LAYOUTS: Record<string, HopLayout> = {
  // The first branch in commit order takes the most hops, the others two fewer each.
  wide: (b, k) => (BRANCHES - b) * 2 + ((b + k) % 3),
  // One hop apart: a path from commit to code one hop longer on replay than in the original
  // (or the reverse) reorders the branches.
  tight: (b, k) => BRANCHES - b + (k % 2),
  // Far apart: most steps are called alone and committed within their call while the other
  // branches are midway through their hops, so replay must hand those back at the call.
  staggered: (b, k) => b * 7 + ((k * 3) % 5),
};

/**
 * Copies the journal of the goal folder `from` into `<dir>/<same goal>/`, cut after `frames`
 * committed frames (the rest zeros, as a crash before those commits leaves the file).
 */
export function cutCopy(from: string, dir: string, frames: number): void {
  const goalDir = join(dir, basename(from));
  mkdirSync(goalDir, { recursive: true });
  const { journal } = readGoalJournal(from);
  const kept = journal.frames.slice(0, frames);
  for (const file of new Set(journal.frames.map((f) => f.file))) {
    const bytes = readFileSync(file);
    const inFile = kept.filter((f) => f.file === file);
    if (frames > 0 && !inFile.length && file !== journal.frames[0]!.file) continue;
    const last = inFile.at(-1);
    const end = last ? last.offset + last.length : 64;
    writeFileSync(
      join(goalDir, basename(file)),
      Buffer.concat([bytes.subarray(0, end), Buffer.alloc(bytes.length - end)]),
    );
  }
}
