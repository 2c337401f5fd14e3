/**
 * Spreads pair analysis over worker threads. Each pair's verdict depends on that pair alone, so the
 * findings are the same as in one thread; only the wall-clock time changes. This thread takes its
 * share of the chunks too. A worker that cannot start or dies hands its chunks back to this thread,
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
 * Characters of file text (both sides) that make another thread worth starting. A worker pays the
 * start-up of the parsers it needs: for TS/JS about 2.4 CPU-seconds of loading and warming up its
 * own TypeScript compiler (about what analysing 20 M characters costs), for Python about one
 * (measured on the bench corpora: their pairs in two workers one after the other, against one).
 */
const TS_CHARS_PER_THREAD = 32_000_000;
const PY_CHARS_PER_THREAD = 4_000_000;
/** At most this many threads: beyond it, memory (a compiler per thread) grows faster than speed. */
const MAX_THREADS = 8;
/** A chunk of work handed out at once: large enough to keep messaging cheap, small enough to balance. */
const CHUNK_CHARS = 400_000;
const CHUNK_PAIRS = 64;
/** Chunks each worker holds at a time, so it never waits while this thread analyses its own. */
const IN_FLIGHT = 2;

/** How many threads a set of pairs is worth, this one included. */
export function poolThreads(jobs: PairJob[]): number {
  const worth = jobs.reduce(
    (n, j) => n + cost(j) / (j.flavour === 'py' ? PY_CHARS_PER_THREAD : TS_CHARS_PER_THREAD),
    0,
  );
  return Math.max(1, Math.min(Math.floor(worth), availableParallelism(), MAX_THREADS));
}

/**
 * Analyses `jobs` on `threads` threads (this one and `threads - 1` workers), one findings list per
 * job in job order. `analyseHere` is this thread's analysis (the workers run the same function).
 */
export async function analyseInPool(
  jobs: PairJob[],
  threads: number,
  analyseHere: (jobs: PairJob[]) => Promise<Finding[][]>,
  entry: WorkerEntry | undefined = workerEntry(),
): Promise<Finding[][]> {
  if (!entry || threads < 2) return analyseHere(jobs);
  const chunks = chunked(jobs);
  const results: Finding[][] = jobs.map(() => []);
  const store = (chunk: number, found: Finding[][]) =>
    chunks[chunk]!.forEach((job, k) => (results[job] = found[k]!));
  const queue = chunks.map((_, i) => i);
  const workers = Array.from({ length: Math.min(threads - 1, chunks.length - 1) }, () =>
    startWorker(entry, jobs, chunks, queue, store),
  );
  try {
    for (const w of workers) w.fill();
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      store(next, await analyseHere(chunks[next]!.map((i) => jobs[i]!)));
      // Let worker messages in: they are delivered between macrotasks only.
      await new Promise((resolve) => setImmediate(resolve));
    }
    // Chunks still in workers; a worker that dies hands its chunks back to the queue.
    for (;;) {
      const busy = workers.filter((w) => w.pending.size > 0);
      if (busy.length === 0 && queue.length === 0) break;
      if (queue.length > 0) {
        const next = queue.shift()!;
        store(next, await analyseHere(chunks[next]!.map((i) => jobs[i]!)));
      } else await Promise.race(busy.map((w) => w.settled()));
    }
    return results;
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
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
  const worker = new Worker(entry.script, { eval: entry.eval, workerData: setup });
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

/** Jobs grouped into chunks, the costliest first (so the last chunks are the small ones). */
function chunked(jobs: PairJob[]): number[][] {
  const order = jobs.map((_, i) => i).sort((a, b) => cost(jobs[b]!) - cost(jobs[a]!));
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
