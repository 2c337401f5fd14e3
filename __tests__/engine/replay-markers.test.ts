import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { compactGoal, durable } from '../../src/engine/durable';
import { MarkerInDoubtError } from '../../src/engine/errors';
import { readGoalJournal } from '../../src/engine/goal-journal';
import { atomicMarker, type MarkerOptions } from '../../src/engine/marker';
import { step } from '../../src/engine/step';
import { BRANCHES, cutCopy, HOP_LAYOUTS, hops, type HopLayout } from './replay-fixtures';
import { useTempDir } from './tmp';

const tmp = useTempDir();

const GOAL = 'marker-order';
const ROUNDS = 4;
const EXPECTED = [4, 104, 204, 304];

interface RunState {
  /** Step bodies run. */
  executed: number;
  /** Marker bodies run: [inDoubt, execution]. */
  marker: [boolean, number][];
  /** Marker bodies still to throw in this run. */
  failures: number;
  /** The code calls the marker again after a failure, in the same run. */
  retry: boolean;
  crash: boolean;
  /** What the code saw from the marker call(s): 'ok', 'failed', 'in-doubt'. */
  seen: string[];
  onInDoubt?: MarkerOptions['onInDoubt'];
}

function run(state: Partial<RunState> = {}): RunState {
  return { executed: 0, marker: [], failures: 0, retry: false, crash: false, seen: [], ...state };
}

/**
 * Concurrent branches as in replay-batches.test.ts: each round's results share group commits and
 * the branches' next calls (their positions) interleave by the promise hops each takes. Branch 2's
 * second call is a goal marker whose body may throw; the code then goes on with the same value
 * (so the steps after it are called with the same arguments either way), or calls the marker
 * again until it succeeds (`retry`).
 */
function workflow(dir: string, state: RunState, hopsAfter: HopLayout) {
  const options: MarkerOptions = state.onInDoubt ? { onInDoubt: state.onInDoubt } : {};
  const marker = async (value: number): Promise<number> => {
    for (;;) {
      try {
        const result = await atomicMarker(
          'm',
          (ctx) => {
            state.marker.push([ctx.inDoubt, ctx.execution]);
            if (state.failures > 0) {
              state.failures--;
              throw new Error('refused');
            }
            return value + 1;
          },
          options,
        );
        state.seen.push('ok');
        return result!;
      } catch (error) {
        state.seen.push(error instanceof MarkerInDoubtError ? 'in-doubt' : 'failed');
        if (!state.retry || error instanceof MarkerInDoubtError) return value + 1;
      }
    }
  };
  return durable({ goalId: GOAL, dir, durability: 'process', replayStallMs: 2000 }, async () => {
    const results = await Promise.all(
      Array.from({ length: BRANCHES }, async (_, b) => {
        let acc = b * 100;
        for (let k = 0; k < ROUNDS; k++) {
          acc =
            b === 2 && k === 1
              ? await marker(acc)
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

/** Runs the workflow; its result, or the message it threw. */
async function attempt(dir: string, state: RunState, hopsAfter: HopLayout): Promise<unknown> {
  return workflow(dir, state, hopsAfter)().catch((e: Error) => e.message);
}

/** Records of marker 'm' in a goal's journal, in order. */
function markerRecords(goalDir: string): string[] {
  const { journal } = readGoalJournal(goalDir);
  return journal.frames
    .map((f) => f.record)
    .filter(
      (r) =>
        r.t === 'open' || ((r.t === 'mark' || r.t === 'mfail' || r.t === 'done') && r.name === 'm'),
    )
    .map((r) => r.t);
}

/** A copy of the goal's journal, compacted into a snapshot. */
async function compactedCopy(goalDir: string, into: string): Promise<string> {
  cpSync(goalDir, join(into, GOAL), { recursive: true });
  await compactGoal({ goalId: GOAL, dir: into });
  expect(readGoalJournal(join(into, GOAL)).journal.files[0]!.header.kind).toBe('snapshot');
  return into;
}

/** Resumes from each folder twice (a crash, then the end): nothing runs, the marker is 'ok'. */
async function replaysTwice(
  dirs: string[],
  state: Partial<RunState>,
  hopsAfter: HopLayout,
): Promise<void> {
  for (const from of dirs)
    for (const crash of [true, false]) {
      const again = run({ ...state, crash });
      const outcome = await attempt(from, again, hopsAfter);
      expect([from, outcome, again.executed, again.marker, again.seen]).toEqual([
        from,
        crash ? 'stop' : EXPECTED,
        0,
        [],
        ['ok'],
      ]);
    }
}

describe.each(Object.keys(HOP_LAYOUTS))('replay of a marker (%s hops)', (layout) => {
  const hopsAfter = HOP_LAYOUTS[layout]!;

  it('hands a later run’s completion back where the code first received the failure, on every later resume', async () => {
    const dir = tmp();
    const goalDir = join(dir, GOAL);
    // Run 1: the body throws, the code goes on; run 2: the body runs again and completes.
    const first = run({ failures: 1, crash: true });
    expect(await attempt(dir, first, hopsAfter)).toBe('stop');
    expect(first.seen).toEqual(['failed']);
    const second = run({ crash: true });
    expect(await attempt(dir, second, hopsAfter)).toBe('stop');
    expect([second.seen, second.marker, second.executed]).toEqual([['ok'], [[false, 2]], 0]);
    expect(markerRecords(goalDir)).toEqual(['open', 'mark', 'mfail', 'open', 'mark', 'done']);
    // Two more runs replay everything, from the journal and from a compacted copy of it.
    const compacted = await compactedCopy(goalDir, join(dir, 'compacted'));
    await replaysTwice([dir, compacted], {}, hopsAfter);
  });

  it('replays a marker the code called again in the same run after a failure where the retry completed', async () => {
    const dir = tmp();
    const first = run({ failures: 1, retry: true, crash: true });
    expect(await attempt(dir, first, hopsAfter)).toBe('stop');
    expect(first.seen).toEqual(['failed', 'ok']);
    expect(markerRecords(join(dir, GOAL))).toEqual(['open', 'mark', 'mfail', 'mark', 'done']);
    const compacted = await compactedCopy(join(dir, GOAL), join(dir, 'compacted'));
    await replaysTwice([dir, compacted], { retry: true }, hopsAfter);
  });

  it.each([false, true])(
    'resumes a journal cut after any frame, three times (retry in the run: %s)',
    async (retry) => {
      // The reference history: the body throws in run 1 (and, with retry, completes in the same
      // run), completes in run 2.
      const reference = join(tmp(), 'reference');
      expect(await attempt(reference, run({ failures: 1, retry, crash: true }), hopsAfter)).toBe(
        'stop',
      );
      expect(await attempt(reference, run({ retry, crash: true }), hopsAfter)).toBe('stop');
      const goalDir = join(reference, GOAL);
      const { journal } = readGoalJournal(goalDir);
      const stepFrames = journal.frames.map((f) => f.record.t === 'step');
      const doneAt = journal.frames.findIndex((f) => f.record.t === 'done');
      // The premise: the marker's outcomes share group commits with steps.
      expect(
        journal.frames.some(
          (f, i) =>
            (f.record.t === 'mfail' || f.record.t === 'done') &&
            (f.joined || journal.frames[i + 1]?.joined),
        ),
      ).toBe(true);
      for (let cut = 0; cut <= journal.frames.length; cut++) {
        const dir = join(tmp(), `cut-${cut}`);
        cutCopy(goalDir, dir, cut);
        const committed = stepFrames.slice(0, cut).filter(Boolean).length;
        const done = cut > doneAt;
        const lastMarkerRecord = journal.frames
          .slice(0, cut)
          .findLast((f) => ['mark', 'mfail', 'done'].includes(f.record.t));
        const inDoubt = lastMarkerRecord?.record.t === 'mark';
        // Resume 1: the body throws again (a rerun in-doubt body too); resume 2: it completes;
        // resume 3 replays everything.
        const a = run({ failures: 1, retry, crash: true });
        const b = run({ retry, crash: true });
        const c = run({ retry });
        const outcomes = [
          await attempt(dir, a, hopsAfter),
          await attempt(dir, b, hopsAfter),
          await attempt(dir, c, hopsAfter),
        ];
        expect({ cut, outcomes, executed: [a.executed, b.executed, c.executed] }).toEqual({
          cut,
          outcomes: ['stop', 'stop', EXPECTED],
          executed: [BRANCHES * ROUNDS - 1 - committed, 0, 0],
        });
        const rerun = (s: RunState) => s.marker.length;
        expect({ cut, bodies: [rerun(a), rerun(b), rerun(c)] }).toEqual({
          cut,
          bodies: done ? [0, 0, 0] : [retry ? 2 : 1, retry ? 0 : 1, 0],
        });
        if (!done) expect({ cut, inDoubt: a.marker[0]![0] }).toEqual({ cut, inDoubt });
      }
    },
  );

  it("hands an in-doubt marker's MarkerInDoubtError back where its earlier failure was received", async () => {
    const reference = join(tmp(), 'reference');
    // Run 1: the body throws; run 2 is cut right after the body started again (in doubt).
    expect(await attempt(reference, run({ failures: 1, crash: true }), hopsAfter)).toBe('stop');
    expect(await attempt(reference, run({ crash: true }), hopsAfter)).toBe('stop');
    const frames = readGoalJournal(join(reference, GOAL)).journal.frames;
    const dir = tmp();
    cutCopy(
      join(reference, GOAL),
      dir,
      frames.findIndex((f) => f.record.t === 'done'),
    );
    expect(markerRecords(join(dir, GOAL))).toEqual(['open', 'mark', 'mfail', 'open', 'mark']);
    // Runs 3 and 4: the code catches the error and goes on; the order holds both times.
    for (const crash of [true, false]) {
      const strict = run({ onInDoubt: 'throw', crash });
      expect(await attempt(dir, strict, hopsAfter)).toEqual(crash ? 'stop' : EXPECTED);
      expect([strict.seen, strict.marker, strict.executed]).toEqual([['in-doubt'], [], 0]);
    }
  });
});

describe('replay of a marker called again in a resumed run', () => {
  it('queues the later call’s outcome behind the recorded results still held up', async () => {
    const state = { markerFailures: 1, slowFails: true, slowMs: 50, retryMs: 150, crash: true };
    const ran: string[] = [];
    const wf = (dir: string) =>
      durable({ goalId: GOAL, dir, durability: 'process', replayStallMs: 2000 }, async () => {
        const retried = (async () => {
          for (;;) {
            try {
              await atomicMarker('m', async (ctx) => {
                ran.push(`m${ctx.execution}`);
                if (state.markerFailures > 0 && state.markerFailures--) throw new Error('refused');
                await sleep(state.retryMs);
              });
              break;
            } catch {
              // the body refused: call the marker again
            }
          }
          return step('a-after', () => (ran.push('a-after'), 'a'));
        })();
        const other = (async () => {
          await step('slow', async () => {
            ran.push('slow');
            await sleep(state.slowMs);
            if (state.slowFails) throw new Error('down');
          }).catch(() => undefined);
          return step('b-after', () => (ran.push('b-after'), 'b'));
        })();
        const results = await Promise.all([retried, other]);
        if (state.crash) throw new Error('stop');
        return results;
      });
    // Run 1: the marker fails, 'slow' fails soon after, 'b-after' commits, and the process dies
    // while the marker's second execution runs (cut before its completion).
    const reference = join(tmp(), 'reference');
    await expect(wf(reference)()).rejects.toThrow('stop');
    const frames = readGoalJournal(join(reference, GOAL)).journal.frames;
    const names = frames.map((f) => ('name' in f.record ? `${f.record.t}:${f.record.name}` : ''));
    const doneAt = names.indexOf('done:m');
    // The premise: the failures were committed separately (one group would hold the first up).
    expect(frames[names.indexOf('fail:slow')]!.joined).toBe(false);
    expect(names.filter((n) => n && !n.startsWith('mark'))).toEqual([
      'mfail:m',
      'fail:slow',
      'step:b-after',
      'done:m',
      'step:a-after',
    ]);
    const dir = tmp();
    cutCopy(join(reference, GOAL), dir, doneAt);
    // Run 2: the in-doubt body fails again (handed back where run 1 received the failure) and
    // the second call completes while 'slow', run again, holds the recorded results up: its
    // completion waits behind them, so 'a-after' keeps its position.
    Object.assign(state, { markerFailures: 1, slowFails: false, slowMs: 100, retryMs: 0 });
    ran.length = 0;
    await expect(wf(dir)()).rejects.toThrow('stop');
    expect(ran.sort()).toEqual(['a-after', 'm3', 'm4', 'slow']);
    // Run 3 replays it all.
    Object.assign(state, { crash: false });
    ran.length = 0;
    expect(await wf(dir)()).toEqual(['a', 'b']);
    expect(ran).toEqual([]);
  });
});
