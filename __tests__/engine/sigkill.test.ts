import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeValue } from '../../src/engine/codec-decode';
import { readGoalJournal } from '../../src/engine/goal-journal';
import { collectStatus } from '../../src/engine/status';
import { logLines, runWithKill, seededRandom } from './kill-harness';
import { compiledLib } from './lib-build';

// SIGKILL suite: real child processes killed at random moments, restarted until done.
// LIL_KILLS sets the number of kills of the workflow test (default 200); LIL_KILL_SEED replays.
const KILLS = Number(process.env.LIL_KILLS ?? 200);
/** Kills of the group-commit variant: a quarter as many. */
const HOP_KILLS = Math.ceil(KILLS / 4);
const SEED = Number(process.env.LIL_KILL_SEED ?? Date.now() % 2 ** 31);
const PARALLEL = 4;
jest.setTimeout(600_000);

let lib = '';
let root = '';
beforeAll(() => {
  lib = compiledLib();
  root = mkdtempSync(join(tmpdir(), 'lil-sigkill-'));
});
// LIL_KEEP=1 keeps the journals and logs for a look after a failure.
afterAll(() => {
  if (!process.env.LIL_KEEP) rmSync(root, { recursive: true, force: true });
});

interface Committed {
  /** label → output digest, for steps; "marker:<name>" for completed markers. */
  labels: Map<string, string>;
}

function committed(goalDir: string): Committed {
  const labels = new Map<string, string>();
  const run = readGoalJournal(goalDir).run;
  for (const s of run?.steps ?? [])
    labels.set((decodeValue(s.output) as { label: string }).label, s.outputDigest);
  for (const m of run?.markers ?? [])
    if (m.state === 'complete') labels.set(`marker:${m.name}`, 'done');
  return { labels };
}

function fail(message: string): never {
  throw new Error(`${message} (replay with LIL_KILL_SEED=${SEED}; LIL_KEEP=1 keeps ${root})`);
}

/**
 * Runs goals of the child `script` in PARALLEL workers, killing each run with SIGKILL at a random
 * moment and restarting it until the goal completes, until there were `kills` kills. After every
 * run: no committed step (or the marker) ran again, nothing committed was lost or changed; every
 * goal ends with the result of a run without kills, and running it once more executes nothing.
 */
async function killUntilDone(
  script: string,
  prefix: string,
  kills: number,
  seed: number,
): Promise<{ kills: number; goals: number; window: number }> {
  // Reference: one run without kills gives the expected result, and its duration (from the
  // child's start of work to its exit) the window in which kills land.
  const reference = await runWithKill(
    lib,
    script,
    [root, `${prefix}-reference`, join(root, `${prefix}-reference.log`)],
    null,
  );
  const window = Math.max(5, Math.round(reference.ranMs));
  expect(reference.code).toBe(0);
  const expected = reference.stdout.split('DONE ')[1]!.trim();

  const random = seededRandom(seed);
  let killed = 0;
  let goals = 0;
  const worker = async () => {
    while (killed < kills) {
      const goalId = `${prefix}-${goals++}`;
      const goalDir = join(root, goalId);
      const log = join(root, `${goalId}.log`);
      let before: Committed = { labels: new Map() };
      for (let stalled = 0; ;) {
        if (stalled > 200) fail(`${goalId} made no progress in 200 runs`);
        // Skewed towards early kills (r²): more kills per goal, many of them during replay. Each
        // run in a row that committed nothing new stretches the window by a tenth: on a loaded
        // machine a resumed run can take longer than the reference did, and kills drawn from too
        // short a window would never let a goal finish.
        const delay = Math.floor(random() ** 2 * window * (1 + stalled / 10));
        const run = await runWithKill(lib, script, [root, goalId, log], delay);
        if (!run.killed && run.code !== 0) fail(`${goalId}: child failed: ${run.stderr}`);
        // A step (or the marker) committed before this run started never ran again in it.
        for (const [kind, pid, label] of logLines(log)) {
          if (Number(pid) !== run.pid) continue;
          if (kind === 'B' && before.labels.has(label!))
            fail(
              `${goalId}: step ${label} ran again after it was committed (pid ${pid}, kill delay ${delay} ms)`,
            );
          if (kind === 'M' && before.labels.has('marker:notify'))
            fail(`${goalId}: marker body ran again after its completion was committed`);
        }
        // Nothing committed is lost, and committed values never change.
        const now = committed(goalDir);
        for (const [label, digest] of before.labels)
          if (now.labels.get(label) !== digest)
            fail(`${goalId}: committed ${label} was lost or changed`);
        stalled = run.killed && now.labels.size === before.labels.size ? stalled + 1 : 0;
        before = now;
        if (run.killed) killed++;
        else {
          expect(run.stdout.split('DONE ')[1]!.trim()).toBe(expected);
          break;
        }
      }
      // Every execution of the marker saw the same key; later ones knew they were in doubt.
      const marks = logLines(log).filter((l) => l[0] === 'M');
      expect(new Set(marks.map((m) => m[3])).size).toBe(marks.length ? 1 : 0);
      marks.slice(1).forEach((m) => expect(m[4]).toBe('true'));
      // Running a finished goal again executes nothing and returns the same result.
      const lines = logLines(log).length;
      const again = await runWithKill(lib, script, [root, goalId, log], null);
      expect(again.stdout.split('DONE ')[1]!.trim()).toBe(expected);
      expect(logLines(log)).toHaveLength(lines);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { kills: killed, goals, window };
}

describe(`SIGKILL suite (seed ${SEED})`, () => {
  it(`a 32-step workflow with concurrent steps and a marker survives ${KILLS} kills`, async () => {
    const { kills, goals, window } = await killUntilDone('workflow.cjs', 'wf', KILLS, SEED);
    expect(kills).toBeGreaterThanOrEqual(KILLS);
    console.log(
      `SIGKILL workflow: ${kills} kills over ${goals} goals, kill window ${window} ms, seed ${SEED}`,
    );
  });

  it(`branches sharing group commits, with different promise hops between steps, survive ${HOP_KILLS} kills`, async () => {
    const result = await killUntilDone('hops-workflow.cjs', 'hops', HOP_KILLS, SEED + 2);
    expect(result.kills).toBeGreaterThanOrEqual(HOP_KILLS);
    console.log(
      `SIGKILL hops workflow: ${result.kills} kills over ${result.goals} goals, kill window ${result.window} ms`,
    );
  });

  it('four processes racing on the same dir-scoped markers, with kills', async () => {
    const random = seededRandom(SEED + 1);
    // Rounds until at least 30 kills (at most 20 rounds).
    const minKills = 30;
    const markerCount = 10;
    let kills = 0;
    let rounds = 0;
    for (let round = 0; round < 20 && (round < 3 || kills < minKills); round++, rounds++) {
      const dir = join(root, `shared-${round}`);
      const log = join(root, `shared-${round}.log`);
      await Promise.all(
        [0, 1, 2, 3].map(async (worker) => {
          for (let attempt = 0; ; attempt++) {
            if (attempt > 100) fail(`worker ${worker} made no progress`);
            const delay = random() < 0.8 ? Math.floor(random() * 40) : null;
            const run = await runWithKill(
              lib,
              'markers.cjs',
              [dir, log, String(SEED + worker * 7919 + attempt), String(markerCount)],
              delay,
            );
            if (run.killed) {
              kills++;
              continue;
            }
            if (run.code !== 0) fail(`marker worker failed: ${run.stderr}`);
            break;
          }
        }),
      );
      const lines = logLines(log);
      const status = collectStatus(dir);
      for (let i = 0; i < markerCount; i++) {
        const name = `marker-${i}`;
        const mine = lines.filter((l) => l[2] === name);
        const starts = mine.filter((l) => l[0] === 'B');
        const recorded = status.markers.find((m) => m.name === name)!;
        expect(recorded.state).toBe('complete');
        // Every execution saw the same key, and it is the key the journal recorded.
        expect(new Set(starts.map((b) => b[3]))).toEqual(new Set([recorded.idempotencyKey]));
        // Executions never overlap: a body's start is followed by its own end or by nothing
        // (its process was killed) before the next start.
        for (let k = 0; k < mine.length; k++) {
          if (mine[k]![0] !== 'B') continue;
          const next = mine[k + 1];
          if (next && !(next[0] === 'E' && next[1] === mine[k]![1]) && next[0] !== 'B')
            fail(`${name}: overlapping executions`);
          if (next && next[0] === 'B') {
            // The previous execution was cut short by a kill: the next one is in doubt.
            expect(next[4]).toBe('true');
          }
        }
        // The completing execution is the last one: nothing ran after its completion.
        const last = starts.at(-1)!;
        expect(Number(last[5])).toBe(recorded.executions);
        expect(mine.at(-1)).toEqual(['E', last[1], name, last[5]]);
        if (starts.length > 1) starts.slice(1).forEach((b) => expect(b[4]).toBe('true'));
      }
    }
    console.log(
      `marker race: ${kills} kills over ${rounds} rounds of 4 workers × ${markerCount} markers`,
    );
    expect(kills).toBeGreaterThanOrEqual(minKills);
  });
});
