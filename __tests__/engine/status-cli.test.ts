import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../../src/cli/main';
import { durable } from '../../src/engine/durable';
import { readGoalJournal } from '../../src/engine/goal-journal';
import { atomicMarker } from '../../src/engine/marker';
import type { RunsStatus } from '../../src/engine/status';
import { step } from '../../src/engine/step';
import { recordingIO } from '../support/cli-io';
import { useTempDir } from './tmp';

const tmp = useTempDir();

async function fixture(root: string) {
  await durable({ goalId: 'done', dir: root }, async () => {
    await step('a', () => 1);
    await atomicMarker('notify', () => 'ok');
    return 'r';
  })();
  await durable({ goalId: 'broken', dir: root }, async () => {
    await step('a', () => 1);
    await step({ name: 'b', retry: { attempts: 2, backoffMs: 1 } }, () => {
      throw new Error('x');
    });
  })().catch(() => undefined);
  await atomicMarker('deploy', () => 1, { dir: root });
}

describe('lil status', () => {
  it('lists goals, committed steps, markers and shared markers as JSON', async () => {
    await fixture(tmp());
    const io = recordingIO({ cwd: tmp() });
    expect(await runCli(['status', '--dir', tmp(), '--json'], io)).toBe(0);
    const status = JSON.parse(io.out) as RunsStatus;
    expect(
      status.goals.map((g) => [g.goalId, g.status, g.committedSteps, g.failedAttempts]),
    ).toEqual([
      ['broken', 'failed', 1, 2],
      ['done', 'completed', 1, 0],
    ]);
    expect(status.goals[1]!.markers).toEqual([
      {
        name: 'notify',
        state: 'complete',
        executions: 1,
        idempotencyKey: expect.stringMatching(/^lil-/),
      },
    ]);
    expect(status.markers).toEqual([
      expect.objectContaining({ name: 'deploy', state: 'complete', lock: null }),
    ]);
  });

  it('prints a table with in-doubt markers and live lock owners, from LETITLOOP_DIR', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const running = durable({ goalId: 'live', dir: tmp() }, () =>
      atomicMarker('charge', () => gate),
    )();
    await new Promise((r) => setTimeout(r, 30));
    const io = recordingIO({ cwd: '/', env: { LETITLOOP_DIR: tmp() } });
    expect(await runCli(['status'], io)).toBe(0);
    expect(io.out).toContain(`letitloop runs in ${tmp()}`);
    expect(io.out).toMatch(/live\s+incomplete\s+0\s+0\s+1\s+charge\s+pid \d+ on \S+ since \S+/);
    release();
    await running;
  });

  it('exits 1 with one line per damaged journal, and says when there is nothing', async () => {
    await fixture(tmp());
    const seg = readGoalJournal(join(tmp(), 'done')).files[0]!.path;
    const bytes = readFileSync(seg);
    bytes[100]! ^= 1;
    writeFileSync(seg, bytes);
    const io = recordingIO();
    expect(await runCli(['status', '--dir', tmp()], io)).toBe(1);
    expect(io.err).toMatch(
      /^lil status: goal 'done': journal .* is damaged at byte offset \d+: .*\n$/,
    );
    const empty = recordingIO();
    expect(await runCli(['status', '--dir', join(tmp(), 'nothing')], empty)).toBe(0);
    expect(empty.out).toMatch(/: none\n$/);
    expect(await runCli(['status', '--bogus'], recordingIO())).toBe(2);
  });
});
