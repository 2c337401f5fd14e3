/**
 * Runs pair analysis in worker threads. Each pair's verdict depends on that pair alone, so the
 * findings are the same as in this thread; only the wall-clock time changes. A worker that cannot
 * start or dies hands its chunks back (to the other workers, or to this thread when none is left),
 * so a missing worker entry makes a run slower, never wrong.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Finding } from '../findings';
import type { PairJob } from './diff';
// Types only (no code runs): the worker module states its messages, and stays part of the
// compiled program beside this file.
import type { ChunkRequest, ChunkResult, WorkerSetup } from './worker';

/**
 * Characters of file text (both sides) that make one more thread worth starting. A thread pays the
 * start-up of the parsers it needs: for TS/JS about 1.6 CPU-seconds of loading and warming up its
 * own TypeScript compiler (with V8 set up as dist/index.js sets it, ADR 0012), for Python about
 * 0.3 (measured on the bench corpora: two workers against one). On the `effect` corpus (60 M
 * characters) two threads are about 12% faster than one on two cores; on changed CPython modules
 * two threads take 0.95 of one thread's wall time at 4 M characters, 0.80 at 8 M, 0.78 at 16 M.
 */
const TS_CHARS_PER_THREAD = 28_000_000;
const PY_CHARS_PER_THREAD = 4_000_000;
/**
 * Characters from which a set is analysed in workers rather than in this thread, even on one
 * thread: about 1.5 s of analysis, of which a worker's young generation (below) saves ~60 ms, more
 * than the 20–45 ms of starting a worker and copying the texts over.
 */
const WORKER_CHARS = 24_000_000;
/**
 * The young generation of a worker's heap, in MiB (V8's default is 3 × 16 on 64-bit machines). A
 * pair's syntax trees live until the pair is compared, so with the default most of a large file's
 * tree is copied by a scavenge or two and promoted to the old generation, which a full collection
 * then sweeps. On the `effect` corpus (interleaved runs against V8's default): 4% less wall time
 * on one thread, 3% on two; 96 and 384 MiB gave less.
 */
export const YOUNG_GENERATION_MB = 192;
/** At most this many threads: beyond it, memory (a compiler per thread) grows faster than speed. */
const MAX_THREADS = 8;
/** A chunk of work handed out at once: large enough to keep messaging cheap, small enough to balance. */
const CHUNK_CHARS = 400_000;
const CHUNK_PAIRS = 64;
/** Chunks each worker holds at a time, so it never waits for the next one. */
const IN_FLIGHT = 2;

/** How many threads a set of pairs is worth. */
export function poolThreads(jobs: PairJob[]): number {
  const worth = jobs.reduce(
    (n, j) => n + cost(j) / (j.flavour === 'py' ? PY_CHARS_PER_THREAD : TS_CHARS_PER_THREAD),
    0,
  );
  return Math.max(1, Math.min(Math.floor(worth), availableParallelism(), MAX_THREADS));
}

/** Whether a set is large enough to analyse in workers, whose heaps are sized for it. */
export function worthWorkers(jobs: PairJob[]): boolean {
  return jobs.reduce((n, j) => n + cost(j), 0) >= WORKER_CHARS;
}

/**
 * Analyses `jobs` on `workers` worker threads, one findings list per job in job order. This thread
 * only hands out chunks (its heap is not sized for parsing, see YOUNG_GENERATION_MB), unless every
 * worker is gone: then it analyses what is left with `analyseHere`, the workers' own function.
 */
export async function analyseInPool(
  jobs: PairJob[],
  workers: number,
  analyseHere: (jobs: PairJob[]) => Promise<Finding[][]>,
  entry: WorkerEntry | undefined = workerEntry(),
): Promise<Finding[][]> {
  if (!entry || workers < 1) return analyseHere(jobs);
  const chunks = chunked(jobs);
  const results: Finding[][] = jobs.map(() => []);
  const store = (chunk: number, found: Finding[][]) =>
    chunks[chunk]!.forEach((job, k) => (results[job] = found[k]!));
  const queue = chunks.map((_, i) => i);
  const pool = Array.from({ length: Math.min(workers, chunks.length) }, () =>
    startWorker(entry, jobs, chunks, queue, store),
  );
  try {
    for (;;) {
      // A worker that dies hands its chunks back to the queue, for the others to take.
      for (const w of pool) w.fill();
      const busy = pool.filter((w) => w.pending.size > 0);
      if (busy.length > 0) await Promise.race(busy.map((w) => w.settled()));
      else if (queue.length > 0) {
        const next = queue.shift()!;
        store(next, await analyseHere(chunks[next]!.map((i) => jobs[i]!)));
      } else break;
    }
    return results;
  } finally {
    await Promise.all(pool.map((w) => w.stop()));
  }
}

interface PoolWorker {
  pending: Set<number>;
  fill(): void;
  settled(): Promise<void>;
  stop(): Promise<void>;
}

function startWorker(
  entry: WorkerEntry,
  jobs: PairJob[],
  chunks: number[][],
  queue: number[],
  store: (chunk: number, found: Finding[][]) => void,
): PoolWorker {
  const setup: WorkerSetup = { wasmFrom: __dirname };
  const worker = new Worker(entry.script, {
    eval: entry.eval,
    workerData: setup,
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    // The worker runs compiled code (or transpiles its own source) and needs none of this
    // process's loaders: inheriting a `--import tsx` made two workers 5% slower.
    execArgv: [],
  });
  const pending = new Set<number>();
  let alive = true;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  const send = (chunk: number) => {
    pending.add(chunk);
    const request: ChunkRequest = { chunk, jobs: chunks[chunk]!.map((i) => jobs[i]!) };
    worker.postMessage(request);
  };
  const self: PoolWorker = {
    pending,
    fill() {
      while (alive && pending.size < IN_FLIGHT && queue.length > 0) send(queue.shift()!);
    },
    settled: () => new Promise<void>((resolve) => (wake = resolve)),
    stop: () => {
      alive = false;
      return worker.terminate().then(() => undefined);
    },
  };
  worker.on('message', (m: ChunkResult) => {
    pending.delete(m.chunk);
    store(m.chunk, m.results);
    self.fill();
    notify();
  });
  const fail = () => {
    if (!alive) return;
    alive = false;
    // Back to the queue: this thread (or another worker) analyses them, and reports any error.
    queue.unshift(...pending);
    pending.clear();
    notify();
  };
  worker.on('error', fail);
  worker.on('exit', fail);
  return self;
}

/**
 * Jobs grouped into chunks, the cheapest first. A worker starts cold: its compiler's code is
 * optimized by V8 while the first pairs run, so the large files go last, when it is fast (costliest
 * first took 15% longer on the `effect` corpus). The price is an uneven finish, at most the last
 * chunk of one worker (a chunk is at most CHUNK_CHARS, or one larger pair).
 */
function chunked(jobs: PairJob[]): number[][] {
  const order = jobs.map((_, i) => i).sort((a, b) => cost(jobs[a]!) - cost(jobs[b]!));
  const chunks: number[][] = [];
  let current: number[] = [];
  let chars = 0;
  for (const i of order) {
    if (
      current.length > 0 &&
      (chars + cost(jobs[i]!) > CHUNK_CHARS || current.length >= CHUNK_PAIRS)
    ) {
      chunks.push(current);
      current = [];
      chars = 0;
    }
    current.push(i);
    chars += cost(jobs[i]!);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

function cost(job: PairJob): number {
  return (job.input.base?.length ?? 0) + (job.input.head?.length ?? 0);
}

/** A worker's code: a file, or (`eval`) the code itself. */
export interface WorkerEntry {
  script: string;
  eval: boolean;
}

/**
 * The worker's code: `signature-worker/index.js` beside the ncc bundle (scripts/bundle.mjs builds
 * it as a second entry), `worker.js` beside compiled code, or `worker.ts` when running from source
 * (tests, benchmarks), transpiled on require with the TypeScript compiler the project builds with.
 */
function workerEntry(): WorkerEntry | undefined {
  const bundled = join(__dirname, 'signature-worker', 'index.js');
  if (existsSync(bundled)) return { script: bundled, eval: false };
  const compiled = join(__dirname, 'worker.js');
  if (existsSync(compiled)) return { script: compiled, eval: false };
  const source = join(__dirname, 'worker.ts');
  if (!existsSync(source)) return undefined;
  const from = JSON.stringify([__dirname]);
  return {
    eval: true,
    script: `
      const { readFileSync } = require('node:fs');
      const ts = require(require.resolve('typescript', { paths: ${from} }));
      const options = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true };
      require.extensions['.ts'] = (module, file) =>
        module._compile(ts.transpileModule(readFileSync(file, 'utf8'), { fileName: file, compilerOptions: options }).outputText, file);
      require(${JSON.stringify(source)});`,
  };
}
