import { setTimeout as sleep } from 'node:timers/promises';
import { durable } from '../../src/engine/durable';
import { NonDeterminismError } from '../../src/engine/errors';
import { readGoalJournal } from '../../src/engine/goal-journal';
import { step } from '../../src/engine/step';
import { useTempDir } from './tmp';

const tmp = useTempDir();

/** Deterministic pseudo-random delays (mulberry32). */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('replay of concurrent steps', () => {
  it.each([1, 2, 3, 4, 5])(
    'keeps identities deterministic when branches interleave differently (seed %i)',
    async (seed) => {
      const random = rng(seed);
      const executed: string[] = [];
      let crash = true;
      const wf = durable(
        { goalId: `interleave-${seed}`, dir: tmp(), durability: 'process' },
        async () => {
          const totals = await Promise.all(
            [0, 1, 2, 3, 4, 5].map(async (i) => {
              const a = await step(
                'fetch',
                async (j: number) => {
                  executed.push(`fetch ${j}`);
                  await sleep(Math.floor(random() * 8));
                  return j;
                },
                i,
              );
              const b = await step(
                'save',
                async (x: number) => {
                  executed.push(`save ${x}`);
                  await sleep(Math.floor(random() * 8));
                  return x * 10;
                },
                a,
              );
              return step(`final-${i}`, (y: number) => y + 1, b);
            }),
          );
          if (crash) throw new Error('stop before the end');
          return totals;
        },
      );
      await expect(wf()).rejects.toThrow('stop before the end');
      expect(executed).toHaveLength(12);
      crash = false;
      expect(await wf()).toEqual([1, 11, 21, 31, 41, 51]);
      expect(executed).toHaveLength(12);
      expect(readGoalJournal(`${tmp()}/interleave-${seed}`).run!.steps).toHaveLength(18);
    },
  );

  it('replays 1,000 sequential steps without running any', async () => {
    let runs = 0;
    let crash = true;
    const wf = durable({ goalId: 'long', dir: tmp(), durability: 'process' }, async () => {
      let acc = 0;
      for (let i = 0; i < 1000; i++)
        acc = await step('add', (a: number, b: number) => (runs++, a + b), acc, i);
      if (crash) throw new Error('again');
      return acc;
    });
    await expect(wf()).rejects.toThrow('again');
    crash = false;
    expect(await wf()).toBe(499500);
    expect(runs).toBe(1000);
  });
});

describe('non-determinism detection', () => {
  async function firstRun(goalId: string) {
    const wf = durable({ goalId, dir: tmp() }, async () => {
      await step('fetch_user', (id: number) => ({ id }), 1);
      await step('summarize', () => 's');
      throw new Error('crash');
    });
    await expect(wf()).rejects.toThrow('crash');
  }

  it("says which step name differed, and where the code's step is recorded", async () => {
    await firstRun('names');
    const changed = durable({ goalId: 'names', dir: tmp() }, async () => {
      await step('summarize', () => 's');
      return 1;
    });
    const error = await changed().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NonDeterminismError);
    expect((error as Error).message).toMatch(
      /at step position 0: the journal has step 'fetch_user' there, the code called 'summarize' \(a step 'summarize' is recorded at position 1\)/,
    );
    expect((error as NonDeterminismError).code).toBe('LIL_NONDETERMINISM');
  });

  it('says when the arguments differ', async () => {
    await firstRun('args');
    const changed = durable({ goalId: 'args', dir: tmp() }, async () => {
      await step('fetch_user', (id: number) => ({ id }), 2);
      return 1;
    });
    await expect(changed()).rejects.toThrow(
      /at step position 0: step 'fetch_user' was called with different arguments \(hash [0-9a-f]{32}, journal [0-9a-f]{32}\)/,
    );
  });

  it('says when committed steps are never called again', async () => {
    await firstRun('fewer');
    const changed = durable({ goalId: 'fewer', dir: tmp() }, async () => {
      await step('fetch_user', (id: number) => ({ id }), 1);
      return 1;
    });
    await expect(changed()).rejects.toThrow(
      /at the end of the run: the journal has 1 committed step\(s\) this run never called, the first 'summarize' at position 1/,
    );
  });

  it('accepts new steps after the recorded ones', async () => {
    await firstRun('more');
    const extended = durable({ goalId: 'more', dir: tmp() }, async () => {
      const user = await step('fetch_user', (id: number) => ({ id }), 1);
      await step('summarize', () => 's');
      return step('notify', () => `sent ${user.id}`);
    });
    expect(await extended()).toBe('sent 1');
  });
});
