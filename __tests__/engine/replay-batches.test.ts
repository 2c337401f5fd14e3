import { cpSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { compactGoal, durable } from '../../src/engine/durable';
import { readGoalJournal } from '../../src/engine/goal-journal';
import { atomicMarker } from '../../src/engine/marker';
import { step } from '../../src/engine/step';
import { BRANCHES, cutCopy, HOP_LAYOUTS, hops, type HopLayout } from './replay-fixtures';
import { useTempDir } from './tmp';

const tmp = useTempDir();

const GOAL = 'batches';
const ROUNDS = 4;

/**
 * Branches whose steps finish at once, so each round's results share one group commit and reach
 * the code in the same turn; between steps each branch takes its own number of promise hops, and
 * the first branch in commit order takes the most, so the interleaving of their next calls (their
 * positions) depends on all results of a commit arriving together. One of the results is a
 * marker's.
 */
function workflow(
  dir: string,
  state: { executed: number; crash: boolean },
  hopsAfter: HopLayout = HOP_LAYOUTS.wide!,
) {
  return durable({ goalId: GOAL, dir, durability: 'process' }, async () => {
    const results = await Promise.all(
      Array.from({ length: BRANCHES }, async (_, b) => {
        let acc = b * 100;
        for (let k = 0; k < ROUNDS; k++) {
          const before = acc;
          acc =
            b === 2 && k === 2
              ? (await atomicMarker('m', () => (state.executed++, before + 1)))!
              : await step(`b${b}-${k}`, (x: number) => (state.executed++, x + 1), acc);
          await hops(hopsAfter(b, k));
        }
        return acc;
      }),
    );
    if (state.crash) throw new Error('stop');
    return results;
  });
}

const EXPECTED = [4, 104, 204, 304];

describe('replay of results committed together', () => {
  it('keeps positions when results of one group commit take different promise hops', async () => {
    const state = { executed: 0, crash: true };
    const wf = workflow(tmp(), state);
    await expect(wf()).rejects.toThrow('stop');
    expect(state.executed).toBe(BRANCHES * ROUNDS);
    const { run, journal } = readGoalJournal(join(tmp(), GOAL));
    expect(run!.steps).toHaveLength(BRANCHES * ROUNDS - 1);
    // The premise: results share group commits (the first round's four steps share one).
    const joinedSteps = journal.frames.filter((f) => f.joined && f.record.t === 'step');
    expect(joinedSteps.length).toBeGreaterThanOrEqual(BRANCHES - 1);
    // A compacted journal keeps the groups: resume from a copy compacted into a snapshot.
    const compacted = join(tmp(), 'compacted');
    cpSync(join(tmp(), GOAL), join(compacted, GOAL), { recursive: true });
    await compactGoal({ goalId: GOAL, dir: compacted });
    expect(readGoalJournal(join(compacted, GOAL)).journal.files[0]!.header.kind).toBe('snapshot');
    state.crash = false;
    expect(await wf()).toEqual(EXPECTED);
    expect(await workflow(compacted, state)()).toEqual(EXPECTED);
    expect(state.executed).toBe(BRANCHES * ROUNDS);
  });

  it.each(Object.keys(HOP_LAYOUTS))(
    'resumes from a journal cut after any frame, and again after that resume (%s hops)',
    async (layout) => {
      const hopsAfter = HOP_LAYOUTS[layout]!;
      const reference = join(tmp(), 'reference');
      const state = { executed: 0, crash: true };
      await expect(workflow(reference, state, hopsAfter)()).rejects.toThrow('stop');
      const goalDir = join(reference, GOAL);
      const { journal } = readGoalJournal(goalDir);
      const stepFrames = journal.frames.map((f) => f.record.t === 'step' || f.record.t === 'done');
      // The premise: results committed together, and results committed within their step call
      // while other branches were midway through their hops.
      expect(journal.frames.some((f) => f.joined && f.record.t === 'step')).toBe(true);
      expect(journal.frames.some((f) => f.atCall)).toBe(true);
      for (let cut = 0; cut <= journal.frames.length; cut++) {
        const dir = join(tmp(), `cut-${cut}`);
        cutCopy(goalDir, dir, cut);
        const committed = stepFrames.slice(0, cut).filter(Boolean).length;
        // First resume: the steps after the cut run again, the committed ones do not.
        const resumed = { executed: 0, crash: true };
        const first = await workflow(dir, resumed, hopsAfter)().catch((e: Error) => e.message);
        expect({ cut, first, executed: resumed.executed }).toEqual({
          cut,
          first: 'stop',
          executed: BRANCHES * ROUNDS - committed,
        });
        // Second resume, from the journal that resume wrote: nothing runs.
        const again = { executed: 0, crash: false };
        const second = await workflow(dir, again, hopsAfter)().catch((e: Error) => e.message);
        expect({ cut, second, executed: again.executed }).toEqual({
          cut,
          second: EXPECTED,
          executed: 0,
        });
      }
    },
  );
});

describe('replay of a step whose last attempt failed', () => {
  it("hands a later run's result back where the code first received the failure", async () => {
    const state = { failing: true, crash: true, ran: [] as string[] };
    const wf = (dir: string) =>
      durable({ goalId: 'first-outcome', dir, durability: 'process' }, async () => {
        const [a, b] = await Promise.all([
          (async () => {
            const first = await step('a1', async () => {
              state.ran.push('a1');
              await sleep(15);
              if (state.failing) throw new Error('down');
              return 'up';
            }).catch(() => 'fallback');
            // Called after a1's outcome arrives: its position depends on when that is.
            await step('a2', () => (state.ran.push('a2'), 'a2'));
            return first;
          })(),
          (async () => {
            let total = 0;
            for (let k = 0; k < 6; k++)
              total += await step(
                `b${k}`,
                async () => (state.ran.push(`b${k}`), await sleep(5), k),
              );
            return total;
          })(),
        ]);
        if (state.crash) throw new Error('stop');
        return [a, b];
      });
    await expect(wf(tmp())()).rejects.toThrow('stop');
    // The next run runs a1 again (it succeeds now) and hands it back at the failure's place.
    state.failing = false;
    state.ran = [];
    await expect(wf(tmp())()).rejects.toThrow('stop');
    expect(state.ran).toEqual(['a1']);
    // A third run replays everything, from the journal and from a compacted copy of it.
    const compacted = join(tmp(), 'compacted');
    cpSync(join(tmp(), 'first-outcome'), join(compacted, 'first-outcome'), { recursive: true });
    await compactGoal({ goalId: 'first-outcome', dir: compacted });
    state.crash = false;
    state.ran = [];
    expect(await wf(tmp())()).toEqual(['up', 15]);
    expect(await wf(compacted)()).toEqual(['up', 15]);
    expect(state.ran).toEqual([]);
  });
});
