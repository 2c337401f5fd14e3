import { readGoalJournal } from '../../src/engine/goal-journal';
import { decodeValue } from '../../src/engine/codec-decode';
import { durable, resolveRunsDir } from '../../src/engine/durable';
import {
  GoalLockedError,
  OutsideDurableError,
  UnencodableValueError,
} from '../../src/engine/errors';
import { step } from '../../src/engine/step';
import { useTempDir } from './tmp';

const tmp = useTempDir();

describe('durable and step', () => {
  it('commits results with their types and replays them without running again', async () => {
    const runs: string[] = [];
    let failAtEnd = true;
    const wf = durable({ goalId: 'types', dir: tmp() }, async (id: number) => {
      const user = await step(
        'fetch',
        async (n: number) => {
          runs.push('fetch');
          return {
            id: n,
            joined: new Date(86400000),
            tags: new Set(['a']),
            balance: 10n ** 30n,
            avatar: Buffer.from('png'),
          };
        },
        id,
      );
      const summary = await step(
        'summarize',
        (u: typeof user) => {
          runs.push('summarize');
          return `${u.id}:${[...u.tags].join()}`;
        },
        user,
      );
      if (failAtEnd) throw new Error('crash after the steps');
      return { user, summary };
    });
    await expect(wf(7)).rejects.toThrow('crash after the steps');
    expect(runs).toEqual(['fetch', 'summarize']);
    failAtEnd = false;
    const result = await wf(7);
    expect(runs).toEqual(['fetch', 'summarize']);
    expect(result.user.joined).toBeInstanceOf(Date);
    expect(result.user.tags).toEqual(new Set(['a']));
    expect(result.user.balance).toBe(10n ** 30n);
    expect(Buffer.isBuffer(result.user.avatar)).toBe(true);
    expect(result.summary).toBe('7:a');
    const { run } = readGoalJournal(`${tmp()}/types`);
    expect(run!.status).toBe('completed');
    expect(run!.opens).toHaveLength(2);
    expect(decodeValue(run!.outcome!)).toEqual(result);
  });

  it('re-running a completed goal runs nothing and returns the same result', async () => {
    let calls = 0;
    const wf = durable({ goalId: 'done', dir: tmp() }, async () => {
      calls++;
      return step('only', () => ({ at: new Date(5), n: calls }));
    });
    const first = await wf();
    const second = await wf();
    expect(second).toEqual(first);
    expect(calls).toBe(1);
    expect(readGoalJournal(`${tmp()}/done`).run!.opens).toHaveLength(1);
  });

  it('refuses step() outside a durable function, nested in a step, and after the goal ended', async () => {
    await expect(step('loose', () => 1)).rejects.toThrow(OutsideDurableError);
    await expect(step('loose', () => 1)).rejects.toThrow(
      /step\('loose'\) was called outside a durable function/,
    );
    const nested = durable({ goalId: 'nested', dir: tmp() }, () =>
      step('outer', () => step('inner', () => 1)),
    );
    await expect(nested()).rejects.toThrow(
      /step\('inner'\) was called inside step 'outer'.*cannot be nested/,
    );
    let late: Promise<unknown> | undefined;
    const leaky = durable({ goalId: 'leaky', dir: tmp() }, async () => {
      setTimeout(() => {
        late = step('late', () => 1).catch((e: unknown) => e);
      }, 5);
      return 1;
    });
    await leaky();
    await new Promise((r) => setTimeout(r, 20));
    expect(String(await late)).toMatch(/after goal 'leaky' ended/);
  });

  it('journals a throwing step as a failed attempt, retries per policy, never records success', async () => {
    let tries = 0;
    const flaky = durable({ goalId: 'flaky', dir: tmp() }, () =>
      step({ name: 'call', retry: { attempts: 3, backoffMs: 1 } }, () => {
        if (++tries < 3) throw Object.assign(new Error(`try ${tries}`), { status: 503 });
        return 'ok';
      }),
    );
    expect(await flaky()).toBe('ok');
    const run = readGoalJournal(`${tmp()}/flaky`).run!;
    expect(run.failedAttempts.map((f) => f.attempt)).toEqual([1, 2]);
    const firstError = decodeValue(run.failedAttempts[0]!.error) as Error & { status: number };
    expect(firstError.message).toBe('try 1');
    expect(firstError.status).toBe(503);
    expect(run.steps[0]!.attempt).toBe(3);

    let always = 0;
    const broken = durable(
      { goalId: 'broken', dir: tmp(), retry: { attempts: 2, backoffMs: 1 } },
      () =>
        step('never', () => {
          always++;
          throw new TypeError('nope');
        }),
    );
    await expect(broken()).rejects.toThrow(TypeError);
    const failed = readGoalJournal(`${tmp()}/broken`).run!;
    expect(failed.steps).toHaveLength(0);
    expect(failed.failedAttempts).toHaveLength(2);
    expect(failed.status).toBe('failed');
    expect(decodeValue(failed.outcome!)).toBeInstanceOf(TypeError);
    // A failed attempt is not an outcome: the next run tries again.
    await expect(broken()).rejects.toThrow(TypeError);
    expect(always).toBe(4);

    let picky = 0;
    const noRetry = durable({ goalId: 'picky', dir: tmp() }, () =>
      step(
        {
          name: 's',
          retry: { attempts: 5, backoffMs: 1, retryIf: (e) => (e as Error).message !== 'fatal' },
        },
        () => {
          picky++;
          throw new Error('fatal');
        },
      ),
    );
    await expect(noRetry()).rejects.toThrow('fatal');
    expect(picky).toBe(1);
    expect(() => durable({ goalId: 'x', retry: { attempts: 0 } }, () => 1)).toThrow(
      /retry.attempts must be an integer/,
    );
  });

  it('names the step and the type of an unencodable result, and records no success', async () => {
    class Socket {}
    const wf = durable({ goalId: 'unenc', dir: tmp() }, () =>
      step('connect', () => ({ socket: new Socket() })),
    );
    const error = await wf().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnencodableValueError);
    expect((error as Error).message).toMatch(
      /cannot journal the result of step 'connect': a Socket .* at \$\.socket/,
    );
    const run = readGoalJournal(`${tmp()}/unenc`).run!;
    expect(run.steps).toHaveLength(0);
    expect(run.failedAttempts).toHaveLength(1);
    const goalResult = durable({ goalId: 'unenc-result', dir: tmp() }, () => () => 1);
    await expect(goalResult()).rejects.toThrow(
      /cannot journal the result of goal 'unenc-result': a function/,
    );
  });

  it('tells a second concurrent run of the same goal that it is locked by this pid', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const wf = durable({ goalId: 'busy', dir: tmp() }, () =>
      step('wait', () => gate.then(() => 1)),
    );
    const first = wf();
    await new Promise((r) => setTimeout(r, 20));
    const second = await wf().catch((e: unknown) => e);
    expect(second).toBeInstanceOf(GoalLockedError);
    expect((second as Error).message).toMatch(
      new RegExp(`goal 'busy' is locked by pid ${process.pid} \\(this process\\)`),
    );
    release();
    expect(await first).toBe(1);
    expect(await wf()).toBe(1);
  });

  it('keeps goals apart and picks the folder from dir, LETITLOOP_DIR, or the default', async () => {
    const a = durable({ goalId: 'a', dir: tmp() }, () => step('s', () => 'A'));
    const b = durable({ goalId: 'b', dir: tmp() }, () => step('s', () => 'B'));
    expect(await Promise.all([a(), b()])).toEqual(['A', 'B']);
    expect(resolveRunsDir('x', {}, '/w')).toBe('/w/x');
    expect(resolveRunsDir(undefined, { LETITLOOP_DIR: '/env' }, '/w')).toBe('/env');
    expect(resolveRunsDir(undefined, {}, '/w')).toBe('/w/.letitloop/runs');
    expect(() => durable({ goalId: '../escape' }, () => 1)).toThrow(
      /goalId "..\/escape" is not valid/,
    );
  });

  it("'process' durability keeps the same contract across runs", async () => {
    let calls = 0;
    const wf = durable({ goalId: 'proc', dir: tmp(), durability: 'process' }, async () => {
      const xs = await Promise.all(
        [1, 2, 3].map((i) => step('sq', (n: number) => (calls++, n * n), i)),
      );
      return xs;
    });
    expect(await wf()).toEqual([1, 4, 9]);
    expect(await wf()).toEqual([1, 4, 9]);
    expect(calls).toBe(3);
  });
});
