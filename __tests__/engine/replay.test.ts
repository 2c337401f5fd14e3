import { setTimeout as sleep } from 'node:timers/promises';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { encodeValue } from '../../src/engine/codec-encode';
import { durable } from '../../src/engine/durable';
import { encodeJournalFile } from '../../src/engine/encode-file';
import { ZERO_CHAIN } from '../../src/engine/format';
import { hashArgs } from '../../src/engine/hash';
import { segmentName } from '../../src/engine/goal-journal';
import { writeFileAtomic } from '../../src/engine/segment-file';
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

describe('replay order without event-loop turns', () => {
  /** `n` promise hops of the kinds code takes between steps: awaits, async returns, Promise.all. */
  async function hops(n: number): Promise<void> {
    for (let i = 0; i < n; i++) {
      if (i % 3 === 0) await null;
      else if (i % 3 === 1) await (async () => (await Promise.resolve(), i))();
      else await Promise.all([Promise.resolve(i), (async () => i)()]);
    }
  }

  it.each([1, 2, 3])(
    'keeps positions when continuations take many promise hops between steps (seed %i)',
    async (seed) => {
      const random = rng(seed);
      // Step results arrive one at a time, in a random order, each in its own commit (the
      // original run's continuations of one result all reach their next step first).
      const arrivals: (() => void)[] = [];
      let executed = 0;
      let crash = true;
      const wf = durable(
        { goalId: `hops-${seed}`, dir: tmp(), durability: 'process' },
        async () => {
          const results = await Promise.all(
            [0, 1, 2, 3, 4].map(async (i) => {
              let acc = i;
              for (let k = 0; k < 4; k++) {
                acc = await step(
                  `b${i}`,
                  async (x: number) => {
                    executed++;
                    await new Promise<void>((arrive) => arrivals.push(arrive));
                    return x + 1;
                  },
                  acc,
                );
                await hops((i * 7 + k * 3) % 8);
              }
              return acc;
            }),
          );
          if (crash) throw new Error('stop');
          return results;
        },
      );
      let running = true;
      const deliver = (async () => {
        while (running) {
          if (arrivals.length) arrivals.splice(Math.floor(random() * arrivals.length), 1)[0]!();
          await sleep(2);
        }
      })();
      await expect(wf()).rejects.toThrow('stop');
      running = false;
      await deliver;
      crash = false;
      expect(await wf()).toEqual([4, 5, 6, 7, 8]);
      expect(executed).toBe(20);
    },
  );

  it('lets timers run during a long run of steps committed at their call, and its replay', async () => {
    let crash = true;
    let handedBack = 0;
    const wf = durable({ goalId: 'yield', dir: tmp(), durability: 'process' }, async () => {
      for (let i = 0; i < 5000; i++) {
        await step('s', (x: number) => x, i);
        handedBack++;
      }
      if (crash) throw new Error('stop');
    });
    const timerDuring = async (run: () => Promise<unknown>) => {
      handedBack = 0;
      let whenTimerRan = -1;
      setTimeout(() => (whenTimerRan = handedBack), 0);
      await run().catch(() => undefined);
      return whenTimerRan;
    };
    const first = await timerDuring(wf);
    crash = false;
    const replayed = await timerDuring(wf);
    for (const when of [first, replayed]) {
      expect(when).toBeGreaterThanOrEqual(0);
      expect(when).toBeLessThan(5000);
    }
    const { journal } = readGoalJournal(join(tmp(), 'yield'));
    expect(journal.frames.filter((f) => f.atCall).length).toBeGreaterThan(4900);
  });
});

describe('replay after a crash with steps in flight', () => {
  it('holds a step that was in flight at the crash until the recorded ones are handed back', async () => {
    // As a kill leaves it: fetch-0 (position 0) was running, fetch-1 and save-1 had committed.
    const goalDir = join(tmp(), 'inflight');
    mkdirSync(goalDir);
    const args = (...a: unknown[]) => hashArgs(a, 'x');
    const { bytes } = encodeJournalFile('segment', 1, ZERO_CHAIN, [
      { t: 'goal', goal: 'inflight', run: 'r', at: 1, git: null, input: args(), engine: 't' },
      { t: 'open', at: 2, pid: 1, host: 'h', n: 1 },
      { t: 'step', pos: 1, name: 'fetch-1', args: args(1), at: 3, us: 1, n: 1, v: encodeValue(10) },
      {
        t: 'step',
        pos: 2,
        name: 'save-1',
        args: args(10),
        at: 4,
        us: 1,
        n: 1,
        v: encodeValue(100),
      },
    ]);
    writeFileAtomic(join(goalDir, segmentName(1)), [bytes, Buffer.alloc(4096)]);
    const ran: string[] = [];
    const wf = durable({ goalId: 'inflight', dir: tmp() }, () =>
      Promise.all(
        [0, 1].map(async (b) => {
          // fetch-0 runs now and finishes at once, while branch 1 is still waiting to call
          // fetch-1: its continuation must not take the position the journal gives fetch-1.
          if (b === 1) await sleep(20);
          const fetched = await step(
            `fetch-${b}`,
            (n: number) => (ran.push(`fetch-${b}`), n * 10),
            b,
          );
          return step(`save-${b}`, (x: number) => (ran.push(`save-${b}`), x * 10), fetched);
        }),
      ),
    );
    expect(await wf()).toEqual([0, 100]);
    expect(ran).toEqual(['fetch-0', 'save-0']);
    const run = readGoalJournal(goalDir).run!;
    expect(run.steps.map((s) => [s.pos, s.name])).toEqual([
      [1, 'fetch-1'],
      [2, 'save-1'],
      [0, 'fetch-0'],
      [3, 'save-0'],
    ]);
  });

  it('hands back a caught final failure in its original order, and reruns the step', async () => {
    const fail = true;
    let crash = true;
    const ran: string[] = [];
    const wf = durable({ goalId: 'caught', dir: tmp() }, async () => {
      const [a, b] = await Promise.all([
        step('flaky', () => {
          ran.push('flaky');
          if (fail) throw new Error('down');
          return 'up';
        }).catch(() => 'fallback'),
        step('slow', async () => (ran.push('slow'), await sleep(20), 'slow')),
      ]);
      const c = await step('after', (x: string) => (ran.push('after'), x), a);
      if (crash) throw new Error('crash');
      return [a, b, c];
    });
    await expect(wf()).rejects.toThrow('crash');
    crash = false;
    // The step fails again on resume: same path, the recorded steps replay.
    expect(await wf()).toEqual(['fallback', 'slow', 'fallback']);
    expect(ran).toEqual(['flaky', 'slow', 'after', 'flaky']);
  });
});

describe('replay stall', () => {
  it('fails with NonDeterminismError when the code stops reaching the recorded steps', async () => {
    const goalDir = join(tmp(), 'stall');
    mkdirSync(goalDir);
    const args = (...a: unknown[]) => hashArgs(a, 'x');
    const { bytes } = encodeJournalFile('segment', 1, ZERO_CHAIN, [
      { t: 'goal', goal: 'stall', run: 'r', at: 1, git: null, input: args(), engine: 't' },
      { t: 'open', at: 2, pid: 1, host: 'h', n: 1 },
      { t: 'step', pos: 1, name: 'b', args: args(), at: 3, us: 1, n: 1, v: encodeValue('b') },
    ]);
    writeFileAtomic(join(goalDir, segmentName(1)), [bytes, Buffer.alloc(4096)]);
    let timer: NodeJS.Timeout | undefined;
    const wf = durable({ goalId: 'stall', dir: tmp(), replayStallMs: 100 }, () =>
      Promise.all([
        step('a', () => 'a'),
        // Changed code: 'b' now waits for something that does not come in time.
        new Promise((resolve) => (timer = setTimeout(resolve, 60_000))).then(() =>
          step('b', () => 'b'),
        ),
      ]),
    );
    const error = await wf().catch((e: unknown) => e);
    clearTimeout(timer);
    expect(error).toBeInstanceOf(NonDeterminismError);
    expect((error as Error).message).toMatch(
      /while resuming: the code has not reached step 'b' at position 1, the journal's next result, for 0.1 s/,
    );
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
      /at the end of the run: the journal has 1 result\(s\) this run never reached, the first step 'summarize' at position 1/,
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
