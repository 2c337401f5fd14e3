import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { durable } from '../../src/engine/durable';
import {
  JournalCorruptError,
  JournalVersionError,
  JournalWriteError,
  NotAJournalError,
} from '../../src/engine/errors';
import { encodeFrame } from '../../src/engine/format';
import { readGoalJournal } from '../../src/engine/goal-journal';
import { encodeRecord } from '../../src/engine/records';
import { step } from '../../src/engine/step';
import { crc32 } from '../../src/engine/crc32';
import { useTempDir } from './tmp';

const tmp = useTempDir();
const isRoot = process.getuid?.() === 0;

/** Mounts a tmpfs (root only); null when this machine does not allow it. */
function mountTmpfs(dir: string, options: string): (() => void) | null {
  if (!isRoot) return null;
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    return null;
  }
  return () => execFileSync('umount', [dir]);
}

async function threeSteps(dir: string, goalId = 'g') {
  const wf = durable({ goalId, dir }, async () => {
    for (let i = 0; i < 3; i++) await step(`s${i}`, () => i);
    throw new Error('stop');
  });
  await expect(wf()).rejects.toThrow('stop');
  return join(
    dir,
    goalId,
    readdirSync(join(dir, goalId)).find((n) => n.startsWith('seg-'))!,
  );
}

describe('bad input', () => {
  it('refuses a journal damaged before its last frame, naming file and offset, changing nothing', async () => {
    const file = await threeSteps(tmp());
    const { journal } = readGoalJournal(join(tmp(), 'g'));
    const victim = journal.frames[2]!;
    const bytes = readFileSync(file);
    bytes[victim.offset + 17]! ^= 0x04;
    writeFileSync(file, bytes);
    const wf = durable({ goalId: 'g', dir: tmp() }, () => 1);
    const error = await wf().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JournalCorruptError);
    expect((error as Error).message).toBe(
      `journal ${file} is damaged at byte offset ${victim.offset + 16}: frame payload checksum mismatch; ` +
        'nothing was changed — restore the file from a copy, or move the goal folder aside to start the goal afresh',
    );
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it('refuses a journal from a future format version, and a file that is not a journal', async () => {
    const file = await threeSteps(tmp());
    const bytes = readFileSync(file);
    const future = Buffer.from(bytes);
    future.writeUInt16LE(9, 8);
    future.writeUInt32LE(crc32(future.subarray(0, 60)), 60);
    writeFileSync(file, future);
    const wf = durable({ goalId: 'g', dir: tmp() }, () => 1);
    await expect(wf()).rejects.toThrow(JournalVersionError);
    await expect(wf()).rejects.toThrow(
      /uses format version 9; this engine reads version 3 — upgrade/,
    );
    writeFileSync(file, '{"seq": 1, "event_type": "INIT"}\n');
    await expect(wf()).rejects.toThrow(NotAJournalError);
    await expect(wf()).rejects.toThrow(`${file} is not a letitloop journal`);
  });

  it('cuts off a torn tail and resumes from the last whole frame', async () => {
    const file = await threeSteps(tmp());
    const { journal } = readGoalJournal(join(tmp(), 'g'));
    const dataEnd = journal.files[0]!.dataEnd;
    const { frame } = encodeFrame(
      journal.nextSeq,
      encodeRecord({ t: 'open', at: 1, pid: 1, host: 'h', n: 9 }),
      journal.files[0]!.link,
    );
    const bytes = readFileSync(file);
    frame.subarray(0, frame.length - 16).copy(bytes, dataEnd); // everything but the commit trailer
    writeFileSync(file, bytes);
    expect(readGoalJournal(join(tmp(), 'g')).journal.torn).toMatchObject({ offset: dataEnd });
    let runs = 0;
    const wf = durable({ goalId: 'g', dir: tmp() }, async () => {
      for (let i = 0; i < 3; i++) await step(`s${i}`, () => (runs++, i));
      return 'done';
    });
    expect(await wf()).toBe('done');
    expect(runs).toBe(0);
    const after = readGoalJournal(join(tmp(), 'g'));
    expect(after.journal.torn).toBeNull();
    expect(after.run!.status).toBe('completed');
  });

  it('says a read-only folder is not writable, and loses nothing', async () => {
    const ro = join(tmp(), 'ro');
    await threeSteps(ro);
    let restore: () => void;
    const unmount = mountTmpfs(join(tmp(), 'rofs'), 'ro,size=1m');
    if (isRoot && !unmount) return; // neither chmod nor mount can make a folder read-only here
    const target = unmount ? join(tmp(), 'rofs') : ro;
    if (unmount) restore = unmount;
    else {
      chmodSync(join(ro, 'g'), 0o555);
      restore = () => chmodSync(join(ro, 'g'), 0o755);
    }
    try {
      const wf = durable({ goalId: unmount ? 'fresh' : 'g', dir: target }, () => 1);
      const error = await wf().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(JournalWriteError);
      expect((error as Error).message).toMatch(
        /\((EROFS|EACCES)\): the directory is not writable — set the `dir` option or LETITLOOP_DIR/,
      );
      expect((error as Error).message).toContain(target);
    } finally {
      restore();
    }
    expect(readGoalJournal(join(ro, 'g')).run!.steps).toHaveLength(3);
  });

  it('reports a full disk, keeps every committed step, and resumes once space is freed', async () => {
    const disk = join(tmp(), 'small');
    const unmount = mountTmpfs(disk, 'size=1m');
    if (!unmount) return; // needs root to mount a small file system: not run here
    try {
      writeFileSync(join(disk, 'filler'), Buffer.alloc(700 * 1024, 1));
      const blob = Buffer.alloc(8 * 1024, 7);
      let executed = 0;
      let committed = 0;
      const wf = durable({ goalId: 'big', dir: disk }, async () => {
        for (let i = 0; i < 60; i++) {
          await step(`blob${i}`, () => (executed++, blob));
          committed = i + 1;
        }
        return 'all';
      });
      const error = await wf().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(JournalWriteError);
      expect((error as Error).message).toMatch(
        /\(ENOSPC\): the disk is full — free space and run again; every committed step is kept/,
      );
      expect(committed).toBeGreaterThan(3);
      expect(readGoalJournal(join(disk, 'big')).run!.steps).toHaveLength(committed);
      rmSync(join(disk, 'filler'));
      const [before, kept] = [executed, committed];
      expect(await wf()).toBe('all');
      expect(executed - before).toBe(60 - kept);
    } finally {
      unmount();
    }
  });

  it('refuses a step result too large for a frame (over 2^30 - 1 bytes) in one line, and goes on', async () => {
    // 1 GiB, not zero-filled: the encoder copies it once into the frame it then refuses.
    const huge = Buffer.allocUnsafe(2 ** 30);
    let after = 0;
    const wf = durable({ goalId: 'huge', dir: tmp() }, async () => {
      await step('small', () => 1);
      const error = await step('huge', () => huge).catch((e: unknown) => e);
      await step('after', () => ++after);
      return error;
    });
    const error = (await wf()) as Error;
    expect(error).toBeInstanceOf(RangeError);
    expect(error.message).toMatch(
      /^a step record of \d+ bytes does not fit in a journal frame \(at most 1073741823\): keep large data outside the journal$/,
    );
    const run = readGoalJournal(join(tmp(), 'huge')).run!;
    expect(run.steps.map((s) => s.name)).toEqual(['small', 'after']);
    expect(await wf()).toBeInstanceOf(Error); // the refused step runs again on resume; nothing else does
    expect(after).toBe(1);
  });
});
