import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { encodeValue } from '../../src/engine/codec-encode';
import { encodeJournalFile } from '../../src/engine/encode-file';
import { compactGoal, durable } from '../../src/engine/durable';
import { ZERO_CHAIN } from '../../src/engine/format';
import { readGoalJournal, segmentName } from '../../src/engine/goal-journal';
import { hashArgs } from '../../src/engine/hash';
import { atomicMarker } from '../../src/engine/marker';
import type { JournalRecord } from '../../src/engine/records';
import { writeFileAtomic } from '../../src/engine/segment-file';
import { step } from '../../src/engine/step';
import { useTempDir } from './tmp';

const tmp = useTempDir();
const files = (goal: string) =>
  readdirSync(join(tmp(), goal))
    .filter((n) => n.endsWith('.lil'))
    .sort();

describe('segments and compaction', () => {
  it('rolls over to new segments that chain, and resumes across them', async () => {
    let runs = 0;
    let crash = true;
    const wf = durable(
      { goalId: 'roll', dir: tmp(), durability: 'process', segmentBytes: 2048 },
      async () => {
        let acc = 0;
        for (let i = 0; i < 200; i++) acc += await step('s', (n: number) => (runs++, n), i);
        if (crash) throw new Error('crash');
        return acc;
      },
    );
    await expect(wf()).rejects.toThrow('crash');
    expect(files('roll').length).toBeGreaterThan(5);
    crash = false;
    expect(await wf()).toBe(19900);
    expect(runs).toBe(200);
    const { run, journal } = readGoalJournal(join(tmp(), 'roll'));
    expect(run!.steps).toHaveLength(200);
    expect(journal.files.every((f) => f.header.kind === 'segment')).toBe(true);
  });

  it('compacts into a snapshot plus a new segment, keeping state and chain head', async () => {
    let tries = 0;
    let crash = true;
    const wf = durable({ goalId: 'c', dir: tmp() }, async () => {
      await step('a', () => new Map([[1, 'x']]));
      await step({ name: 'b', retry: { attempts: 3, backoffMs: 1 } }, () => {
        if (++tries < 3) throw new Error('flaky');
        return 2n;
      });
      await atomicMarker('m', () => 'sent');
      if (crash) throw new Error('crash');
      return 'done';
    });
    await expect(wf()).rejects.toThrow('crash');
    const before = readGoalJournal(join(tmp(), 'c'));
    await compactGoal({ goalId: 'c', dir: tmp() });
    const after = readGoalJournal(join(tmp(), 'c'));
    expect(files('c').reverse()).toEqual([
      `snap-${String(before.journal.nextSeq - 1).padStart(12, '0')}.lil`,
      segmentName(before.journal.nextSeq),
    ]);
    expect(after.journal.chainHead).toBe(before.journal.chainHead);
    expect(after.run!.steps).toEqual(before.run!.steps);
    expect(after.run!.markers).toEqual(before.run!.markers);
    expect(after.run!.failedAttempts).toHaveLength(0);
    expect(after.run!.compactedOpens).toBe(1);
    crash = false;
    expect(await wf()).toBe('done');
    expect(tries).toBe(3);
    const final = readGoalJournal(join(tmp(), 'c'));
    expect(final.run!.status).toBe('completed');
    expect(final.run!.opens.map((o) => o.n)).toEqual([2]);
  });

  it('ignores and deletes files a crash during compaction left behind', async () => {
    const wf = durable({ goalId: 'left', dir: tmp() }, () => step('a', () => 1));
    await wf();
    const old = join(tmp(), 'left', segmentName(1));
    copyFileSync(old, join(tmp(), 'copy'));
    await compactGoal({ goalId: 'left', dir: tmp() });
    copyFileSync(join(tmp(), 'copy'), old); // as if the old segment had not been deleted yet
    expect(readGoalJournal(join(tmp(), 'left')).run!.status).toBe('completed');
    expect(await wf()).toBe(1);
    await compactGoal({ goalId: 'left', dir: tmp() });
    expect(files('left').some((n) => n === segmentName(1))).toBe(false);
  });

  it('compacts automatically on open when most frames are dead', async () => {
    const goalDir = join(tmp(), 'auto');
    mkdirSync(goalDir);
    const records: JournalRecord[] = [
      {
        t: 'goal',
        goal: 'auto',
        run: 'r',
        at: 1,
        git: null,
        input: hashArgs([], 'x'),
        engine: 't',
      },
      { t: 'open', at: 2, pid: 1, host: 'h', n: 1 },
      {
        t: 'step',
        pos: 0,
        name: 'a',
        args: hashArgs([], 'x'),
        at: 3,
        us: 1,
        n: 1,
        v: encodeValue('kept'),
      },
    ];
    const err = encodeValue(new Error('x'));
    for (let i = 0; i < 5000; i++)
      records.push({
        t: 'fail',
        pos: 1,
        name: 'b',
        args: hashArgs([], 'x'),
        at: 4,
        us: 1,
        n: i + 1,
        err,
        last: true,
      });
    writeFileAtomic(join(goalDir, segmentName(1)), [
      encodeJournalFile('segment', 1, ZERO_CHAIN, records).bytes,
    ]);
    const wf = durable({ goalId: 'auto', dir: tmp() }, async () => [
      await step('a', () => 'rerun'),
      await step('b', () => 'b'),
    ]);
    expect(await wf()).toEqual(['kept', 'b']);
    expect(files('auto').filter((n) => n.startsWith('snap-'))).toHaveLength(1);
    expect(readGoalJournal(goalDir).journal.segmentFrames).toBeLessThan(10);
  });
});
