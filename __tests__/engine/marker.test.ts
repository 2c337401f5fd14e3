import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { encodeJournalFile } from '../../src/engine/encode-file';
import { durable } from '../../src/engine/durable';
import { MarkerInDoubtError, OutsideDurableError } from '../../src/engine/errors';
import { ZERO_CHAIN } from '../../src/engine/format';
import { readGoalJournal, segmentName } from '../../src/engine/goal-journal';
import { hashArgs } from '../../src/engine/hash';
import { atomicMarker, idempotencyKey, type MarkerContext } from '../../src/engine/marker';
import { MARKERS_FOLDER } from '../../src/engine/marker-dir';
import { step } from '../../src/engine/step';
import { writeFileAtomic } from '../../src/engine/segment-file';
import { useTempDir } from './tmp';

const tmp = useTempDir();

/** A goal journal as a crash would leave it: the marker's intent is recorded, its outcome is not. */
function crashedInsideMarker(dir: string, goalId: string, marker: string): void {
  const goalDir = join(dir, goalId);
  mkdirSync(goalDir, { recursive: true });
  const { bytes } = encodeJournalFile('segment', 1, ZERO_CHAIN, [
    {
      t: 'goal',
      goal: goalId,
      run: 'r',
      at: 1,
      git: null,
      input: hashArgs([], 'no arguments'),
      engine: 't',
    },
    { t: 'open', at: 2, pid: 1, host: 'h', n: 1 },
    { t: 'mark', name: marker, key: idempotencyKey('goal', goalId, marker), at: 3, n: 1, pid: 1 },
  ]);
  writeFileAtomic(join(goalDir, segmentName(1)), [bytes, Buffer.alloc(4096)]);
}

describe('atomicMarker in a goal', () => {
  it('runs the body once, returns the recorded value afterwards, with a stable key', async () => {
    const seen: MarkerContext[] = [];
    const wf = durable({ goalId: 'notify', dir: tmp() }, async () => {
      const first = await atomicMarker(
        'slack',
        (ctx) => (seen.push(ctx), { ts: '1.2', sent: new Date(9) }),
      );
      const again = await atomicMarker(
        'slack',
        (ctx) => (seen.push(ctx), { ts: 'never', sent: new Date(0) }),
      );
      return [first, again];
    });
    const [first, again] = (await wf())!;
    expect(first).toEqual({ ts: '1.2', sent: new Date(9) });
    expect(again).toEqual(first);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ name: 'slack', inDoubt: false, execution: 1 });
    expect(seen[0]!.idempotencyKey).toMatch(/^lil-[0-9a-f]{32}$/);
    expect(seen[0]!.idempotencyKey).toBe(idempotencyKey('goal', 'notify', 'slack'));
    const run = readGoalJournal(join(tmp(), 'notify')).run!;
    expect(run.markers).toEqual([
      expect.objectContaining({ name: 'slack', state: 'complete', executions: 1 }),
    ]);
  });

  it('never runs bodies of one marker concurrently, and runs it once', async () => {
    let active = 0;
    let maxActive = 0;
    let runs = 0;
    const wf = durable({ goalId: 'race', dir: tmp() }, () =>
      Promise.all(
        [1, 2, 3, 4].map(() =>
          atomicMarker('charge', async () => {
            active++;
            maxActive = Math.max(maxActive, active);
            runs++;
            await sleep(5);
            active--;
            return 'charged';
          }),
        ),
      ),
    );
    expect(await wf()).toEqual(['charged', 'charged', 'charged', 'charged']);
    expect(runs).toBe(1);
    expect(maxActive).toBe(1);
  });

  it('reruns an in-doubt body by default with the same key and inDoubt true', async () => {
    crashedInsideMarker(tmp(), 'doubt', 'email');
    const seen: MarkerContext[] = [];
    const wf = durable({ goalId: 'doubt', dir: tmp() }, () =>
      atomicMarker('email', (ctx) => (seen.push(ctx), 'sent')),
    );
    expect(await wf()).toBe('sent');
    expect(seen).toEqual([
      {
        name: 'email',
        idempotencyKey: idempotencyKey('goal', 'doubt', 'email'),
        inDoubt: true,
        execution: 2,
      },
    ]);
    expect(readGoalJournal(join(tmp(), 'doubt')).run!.markers[0]).toMatchObject({
      state: 'complete',
      executions: 2,
    });
  });

  it("skips an in-doubt body with onInDoubt 'skip', or throws with 'throw'", async () => {
    crashedInsideMarker(tmp(), 'skip', 'email');
    let ran = false;
    const skip = durable({ goalId: 'skip', dir: tmp() }, () =>
      atomicMarker('email', () => ((ran = true), 'sent'), { onInDoubt: 'skip' }),
    );
    expect(await skip()).toBeUndefined();
    expect(ran).toBe(false);
    expect(readGoalJournal(join(tmp(), 'skip')).run!.markers[0]!.state).toBe('skipped');

    crashedInsideMarker(tmp(), 'strict', 'email');
    const strict = durable({ goalId: 'strict', dir: tmp() }, () =>
      atomicMarker('email', () => 'sent', { onInDoubt: 'throw' }),
    );
    const error = await strict().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MarkerInDoubtError);
    expect((error as Error).message).toMatch(
      /marker 'email' is in doubt.*idempotency key lil-[0-9a-f]{32}/,
    );
    expect(readGoalJournal(join(tmp(), 'strict')).run!.markers[0]!.state).toBe('in-doubt');
  });

  it('records a throwing body as failed (not in doubt) and runs it again next time', async () => {
    const seen: MarkerContext[] = [];
    let fail = true;
    const wf = durable({ goalId: 'fails', dir: tmp() }, () =>
      atomicMarker('post', (ctx) => {
        seen.push(ctx);
        if (fail) throw new Error('503');
        return 'ok';
      }),
    );
    await expect(wf()).rejects.toThrow('503');
    expect(readGoalJournal(join(tmp(), 'fails')).run!.markers[0]!.state).toBe('failed');
    fail = false;
    expect(await wf()).toBe('ok');
    expect(seen.map((c) => [c.inDoubt, c.execution])).toEqual([
      [false, 1],
      [false, 2],
    ]);
    expect(new Set(seen.map((c) => c.idempotencyKey)).size).toBe(1);
  });

  it('refuses to run outside a goal without a dir, steps inside a body, and itself inside itself', async () => {
    await expect(atomicMarker('m', () => 1)).rejects.toThrow(OutsideDurableError);
    await expect(atomicMarker('m', () => 1)).rejects.toThrow(
      /outside a durable function.*pass \{ dir \}/,
    );
    const wf = durable({ goalId: 'inner', dir: tmp() }, () =>
      atomicMarker('m', () => step('s', () => 1)),
    );
    await expect(wf()).rejects.toThrow(/step\('s'\) was called inside marker 'm'/);
    const self = durable({ goalId: 'self', dir: tmp() }, () =>
      atomicMarker('m', () => atomicMarker('m', () => 1)),
    );
    await expect(self()).rejects.toThrow(/inside its own body/);
    await expect(
      atomicMarker('m', () => 1, { dir: tmp(), onInDoubt: 'maybe' as 'skip' }),
    ).rejects.toThrow(/onInDoubt must be/);
    // A body is not re-run on resume: a goal marker inside one would never be reached again.
    const inStep = durable({ goalId: 'in-step', dir: tmp() }, () =>
      step('s', () => atomicMarker('m', () => 1)),
    );
    await expect(inStep()).rejects.toThrow(
      /atomicMarker\('m'\) was called inside step 's'.*pass \{ dir \}/,
    );
    const shared = durable({ goalId: 'in-step-dir', dir: join(tmp(), 'runs') }, () =>
      step('s', () => atomicMarker('m', () => 'ok', { dir: tmp() })),
    );
    expect(await shared()).toBe('ok');
  });
});

describe('atomicMarker in a shared dir', () => {
  it('runs once across calls, with hashed bounded folder names and one key', async () => {
    const keys: string[] = [];
    const name = 'webhook/' + 'x'.repeat(5000);
    const body = async (ctx: MarkerContext) => {
      keys.push(ctx.idempotencyKey);
      await sleep(3);
      return keys.length;
    };
    const results = await Promise.all(
      [1, 2, 3].map(() => atomicMarker(name, body, { dir: tmp() })),
    );
    expect(results).toEqual([1, 1, 1]);
    expect(await atomicMarker(name, body, { dir: tmp() })).toBe(1);
    expect(keys).toHaveLength(1);
    const folders = readdirSync(join(tmp(), MARKERS_FOLDER));
    expect(folders.sort()).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/), 'scope-id']);
    // Goal-scoped and dir-scoped keys of the same name differ; dir keys are the dir's.
    expect(keys[0]).not.toBe(idempotencyKey('goal', 'g', name));
  });

  it('works inside a durable function too, shared across goals', async () => {
    let runs = 0;
    const shared = tmp();
    const make = (goalId: string) =>
      durable({ goalId, dir: join(shared, 'runs') }, () =>
        atomicMarker('deploy', () => ++runs, { dir: shared }),
      );
    expect(await make('a')()).toBe(1);
    expect(await make('b')()).toBe(1);
    expect(runs).toBe(1);
  });
});
