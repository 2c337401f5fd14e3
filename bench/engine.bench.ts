// `npm run bench engine`: the durable engine against the physical floor and SQLite, on one disk,
// in one run. Per-step figures are p50 latencies of sequential durable steps (fsync durability).
// This disk's fdatasync latency shifts between levels (~70 and ~95 µs here) for stretches longer
// than a loop of 200 operations, so contenders measured one after another can draw different
// levels: the preallocated floor and the durable steps alternate in blocks of BLOCK operations
// within one loop (two identical floors alternated so measured 1.00–1.03×), and the rounds run the other
// contenders (append floor, SQLite) in an order rotated by one from round to round.
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  fdatasyncSync,
  fsyncSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { peakRssMiB, printTable, saveResult } from './report';

// The compiled engine that `npm run bench` builds first: what users run (tsx's module getters
// would slow every cross-module call and skew the figures).
const { durable, readGoalJournal, step } = createRequire(__filename)(
  '../lib/engine/index.js',
) as typeof import('../src/engine/index');

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const OPS = Number(process.env.BENCH_OPS ?? 200);
const BLOCK = 10;
const RESULT_256 = 'r'.repeat(256);
const PAYLOAD_1K = 'k'.repeat(1024);
const root = mkdtempSync(join(tmpdir(), 'lil-engine-bench-'));

function mountOf(path: string): string {
  const mounts = readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .map((l) => l.split(' '))
    .filter((m) => m.length > 2 && path.startsWith(m[1]!))
    .sort((a, b) => b[1]!.length - a[1]!.length);
  const m = mounts[0];
  return m ? `${m[0]} (${m[2]}) at ${m[1]}` : 'unknown';
}

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Append + fdatasync of 256 bytes: the append floor (a commit also extends the file). */
function appendFloor(dir: string, n: number): number[] {
  const fd = openSync(join(dir, 'append.bin'), 'a');
  const data = Buffer.alloc(256, 1);
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    writeSync(fd, data);
    fdatasyncSync(fd);
    times.push(performance.now() - t);
  }
  closeSync(fd);
  return times;
}

/**
 * Sequential durable steps with a 256-byte result, each timed from call to resolution, and the
 * real floor for a journal — overwrite + fdatasync of 256 bytes inside a file preallocated the
 * way segments are (zeros written and fsynced) — in alternating blocks of BLOCK operations.
 * `async`: the body returns a promise (its result arrives after the call: committed once the
 * microtask queue is empty instead of one promise hop after the call).
 */
async function floorAndSteps(
  dir: string,
  goalId: string,
  n: number,
  async = false,
): Promise<{ floor: number[]; steps: number[] }> {
  const fd = openSync(join(dir, `prealloc-${goalId}.bin`), 'w+');
  writeSync(fd, Buffer.alloc(n * 256));
  fsyncSync(fd);
  const data = Buffer.alloc(256, 1);
  const floor: number[] = [];
  const steps: number[] = [];
  const body = async ? async () => RESULT_256 : () => RESULT_256;
  await durable({ goalId, dir, git: false }, async () => {
    for (let block = 0; block < n; block += BLOCK) {
      const end = Math.min(n, block + BLOCK);
      for (let i = block; i < end; i++) {
        const t = performance.now();
        writeSync(fd, data, 0, 256, i * 256);
        fdatasyncSync(fd);
        floor.push(performance.now() - t);
      }
      for (let i = block; i < end; i++) {
        const t = performance.now();
        await step('s', body);
        steps.push(performance.now() - t);
      }
    }
  })();
  closeSync(fd);
  return { floor, steps };
}

type Database = {
  pragma(s: string): unknown;
  prepare(s: string): { run(...a: unknown[]): unknown };
  close(): void;
};

/** better-sqlite3 12 from a cache folder outside the repository, installed on first use. */
function loadSqlite(): { open: (file: string) => Database } | { notRun: string } {
  const cache = join(homedir(), '.cache', 'lil-bench-peers');
  const load = () =>
    createRequire(join(cache, 'package.json'))('better-sqlite3') as new (f: string) => Database;
  try {
    const Db = load();
    return { open: (file) => new Db(file) };
  } catch {
    // not installed yet
  }
  try {
    mkdirSync(cache, { recursive: true });
    // npm 11 runs install scripts only for packages this folder's package.json allows.
    writeFileSync(
      join(cache, 'package.json'),
      JSON.stringify({
        name: 'lil-bench-peers',
        private: true,
        allowScripts: { 'better-sqlite3': true },
      }),
    );
    console.log('installing better-sqlite3@12 into', cache, '(compiles from source, ~1 min)');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', 'better-sqlite3@12'], {
      cwd: cache,
      stdio: 'inherit',
      timeout: 600_000,
    });
    const Db = load();
    return { open: (file) => new Db(file) };
  } catch (error) {
    return { notRun: `better-sqlite3@12 unavailable: ${(error as Error).message.split('\n')[0]}` };
  }
}

function sqliteRows(
  open: (file: string) => Database,
  dir: string,
  round: number,
  n: number,
): number[] {
  const db = open(join(dir, `peer-${round}.db`));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.prepare('CREATE TABLE steps (pos INTEGER PRIMARY KEY, name TEXT, value BLOB)').run();
  const insert = db.prepare('INSERT INTO steps (pos, name, value) VALUES (?, ?, ?)');
  const value = Buffer.from(RESULT_256);
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    insert.run(i, 's', value);
    times.push(performance.now() - t);
  }
  db.close();
  return times;
}

async function concurrency(dir: string): Promise<{ sequential: number; concurrent: number }> {
  const batches = 20;
  let t = performance.now();
  await durable({ goalId: 'sequential', dir, git: false }, async () => {
    for (let i = 0; i < batches * 64; i++) await step('s', () => RESULT_256);
  })();
  const sequential = (batches * 64) / ((performance.now() - t) / 1000);
  t = performance.now();
  await durable({ goalId: 'concurrent', dir, git: false }, async () => {
    for (let b = 0; b < batches; b++)
      await Promise.all(
        Array.from({ length: 64 }, (_, i) => step('c', (x: number) => RESULT_256 + x, i)),
      );
  })();
  const concurrent = (batches * 64) / ((performance.now() - t) / 1000);
  return { sequential, concurrent };
}

/** Resume of a goal with n committed steps: open, verify, replay every step, stop again. */
async function resume(dir: string, n: number, tag = 'resume'): Promise<number> {
  const goalId = `${tag}-${n}`;
  const wf = durable({ goalId, dir, git: false, durability: 'process' }, async () => {
    for (let i = 0; i < n; i++) await step('s', (x: number) => x, i);
    throw new Error('stop');
  });
  await wf().catch(() => undefined);
  for (let k = 0; k < 3; k++) await wf().catch(() => undefined); // warm up the JIT
  const times: number[] = [];
  for (let k = 0; k < 7; k++) {
    const t = performance.now();
    await wf().catch(() => undefined);
    times.push(performance.now() - t);
  }
  return p50(times);
}

async function journalOverhead(
  dir: string,
): Promise<{ journal: number; payload: number; onDisk: number }> {
  const n = 1000;
  await durable({ goalId: 'bytes', dir, git: false, durability: 'process' }, async () => {
    for (let i = 0; i < n; i++) await step('s', () => PAYLOAD_1K);
  })();
  const { journal } = readGoalJournal(join(dir, 'bytes'));
  const data = journal.files.reduce((sum, f) => sum + f.dataEnd, 0);
  const onDisk = journal.files.reduce((sum, f) => sum + f.size, 0);
  return { journal: data, payload: n * PAYLOAD_1K.length, onDisk };
}

async function main(): Promise<void> {
  console.log(`disk: ${root} on ${mountOf(root)}; ${ROUNDS} rounds × ${OPS} ops each`);
  const sqlite = loadSqlite();
  const samples: Record<string, number[]> = {
    append: [],
    overwrite: [],
    engine: [],
    overwriteAsync: [],
    engineAsync: [],
    sqlite: [],
  };
  const contenders: Record<string, (dir: string, round: number) => Promise<void> | void> = {
    append: (dir) => void samples.append!.push(...appendFloor(dir, OPS)),
    steps: async (dir, round) => {
      const { floor, steps } = await floorAndSteps(dir, `step-${round}`, OPS);
      samples.overwrite!.push(...floor);
      samples.engine!.push(...steps);
    },
    asyncSteps: async (dir, round) => {
      const { floor, steps } = await floorAndSteps(dir, `async-${round}`, OPS, true);
      samples.overwriteAsync!.push(...floor);
      samples.engineAsync!.push(...steps);
    },
    ...('open' in sqlite
      ? {
          sqlite: (dir: string, round: number) =>
            void samples.sqlite!.push(...sqliteRows(sqlite.open, dir, round, OPS)),
        }
      : {}),
  };
  const names = Object.keys(contenders);
  for (let round = 0; round < ROUNDS; round++) {
    const dir = join(root, `round-${round}`);
    mkdirSync(dir);
    const order = [...names.slice(round % names.length), ...names.slice(0, round % names.length)];
    for (const name of order) await contenders[name]!(dir, round);
  }
  const us = (ms: number) => Math.round(ms * 1000);
  const [append, overwrite, engine, overwriteAsync, engineAsync] = [
    p50(samples.append!),
    p50(samples.overwrite!),
    p50(samples.engine!),
    p50(samples.overwriteAsync!),
    p50(samples.engineAsync!),
  ];
  const peer = 'open' in sqlite ? p50(samples.sqlite!) : null;
  const { sequential, concurrent } = await concurrency(root);
  const resumes = [100, 1000, 10000].map((n) => n);
  const resumeMs: number[] = [];
  // A first pass warms the JIT on the replay path, so that the small sizes measure the same
  // steady-state code as the large one rather than compilation.
  await resume(root, 10000, 'warm-up');
  for (const n of resumes) resumeMs.push(await resume(root, n));
  const marginal = ((resumeMs[2]! - resumeMs[0]!) / (10000 - 100)) * 1000;
  const bytes = await journalOverhead(root);

  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  const rows: (string | number)[][] = [
    ['measure', 'value', 'against', 'ratio', 'target'],
    ['append + fdatasync, 256 B (floor a)', `${us(append)} µs`, '', '', ''],
    ['overwrite + fdatasync, preallocated (floor b)', `${us(overwrite)} µs`, '', '', ''],
    [
      'durable step, 256 B result (fsync)',
      `${us(engine)} µs`,
      'floor b',
      ratio(engine, overwrite),
      '≤ 1.15×',
    ],
    ['durable step vs append floor', `${us(engine)} µs`, 'floor a', ratio(engine, append), ''],
    [
      'durable step, async body, 256 B result',
      `${us(engineAsync)} µs`,
      `floor b ${us(overwriteAsync)} µs`,
      ratio(engineAsync, overwriteAsync),
      '',
    ],
    [
      'SQLite WAL synchronous=FULL, 1 row/step',
      peer === null ? `not run (${(sqlite as { notRun: string }).notRun})` : `${us(peer)} µs`,
      'durable step',
      peer === null ? 'not run' : ratio(engine, peer),
      '< 1.00×',
    ],
    [
      '64 concurrent steps',
      `${Math.round(concurrent)} steps/s`,
      `${Math.round(sequential)} sequential`,
      ratio(concurrent, sequential),
      '',
    ],
    ...resumes.map((n, i) => [
      `resume ${n.toLocaleString('en')} committed steps`,
      `${resumeMs[i]!.toFixed(1)} ms`,
      'per step',
      `${((resumeMs[i]! / n) * 1000).toFixed(2)} µs`,
      '≤ 5 µs, flat',
    ]),
    [
      'resume, marginal cost per step (100 → 10,000)',
      `${marginal.toFixed(2)} µs`,
      'fixed cost per resume',
      `${(resumeMs[0]! - (marginal * 100) / 1000).toFixed(2)} ms`,
      '≤ 5 µs',
    ],
    [
      'journal bytes, 1 KB results × 1,000',
      `${bytes.journal} B`,
      `${bytes.payload} B payload`,
      ratio(bytes.journal, bytes.payload),
      '≤ 1.15×',
    ],
  ];
  printTable(rows);
  console.log(
    `journal file size with preallocated space: ${bytes.onDisk} B; peak RSS ${peakRssMiB()} MiB`,
  );
  saveResult({
    disk: mountOf(root),
    rounds: ROUNDS,
    opsPerRound: OPS,
    p50Us: {
      appendFdatasync: us(append),
      overwriteFdatasync: us(overwrite),
      overwriteFdatasyncBesideAsyncBodySteps: us(overwriteAsync),
      durableStep: us(engine),
      durableStepAsyncBody: us(engineAsync),
      sqlite: peer === null ? null : us(peer),
    },
    ratios: {
      stepVsPreallocatedFloor: engine / overwrite,
      stepVsAppendFloor: engine / append,
      asyncBodyStepVsPreallocatedFloor: engineAsync / overwriteAsync,
      stepVsSqlite: peer === null ? null : engine / peer,
      concurrent64VsSequential: concurrent / sequential,
      journalBytesVsPayload: bytes.journal / bytes.payload,
    },
    sqlite:
      'open' in sqlite ? 'better-sqlite3@12, WAL, synchronous=FULL' : `not run: ${sqlite.notRun}`,
    throughput: { sequentialStepsPerS: sequential, concurrent64StepsPerS: concurrent },
    resumeMs: Object.fromEntries(resumes.map((n, i) => [n, resumeMs[i]])),
    resumeUsPerStep: Object.fromEntries(resumes.map((n, i) => [n, (resumeMs[i]! / n) * 1000])),
    resumeMarginalUsPerStep: marginal,
    journalBytes: bytes,
    peakRssMiB: peakRssMiB(),
  });
}

main()
  .finally(() => rmSync(root, { recursive: true, force: true }))
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
