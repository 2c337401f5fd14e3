/**
 * A signature pool worker (see pool.ts): analyses the chunks of pairs it is sent, one at a time,
 * and posts their findings back. Loads the parsers only when a chunk needs them, as the main
 * thread does.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Finding } from '../findings';
import { analysePairs, type PairJob } from './diff';
import { searchWasmFrom } from './py/parser';

/** Messages between the pool and a worker. */
export interface ChunkRequest {
  chunk: number;
  jobs: PairJob[];
}
export interface ChunkResult {
  chunk: number;
  results: Finding[][];
}
/** What a worker is started with. */
export interface WorkerSetup {
  /** Where the pool looks for the `.wasm` files (the worker's own folder may not hold them). */
  wasmFrom: string;
}

const port = parentPort;
if (!port) throw new Error('src/signature/worker.ts runs as a worker thread only');
searchWasmFrom((workerData as WorkerSetup).wasmFrom);

let queue = Promise.resolve();
port.on('message', (request: ChunkRequest) => {
  queue = queue
    .then(async () => {
      const reply: ChunkResult = {
        chunk: request.chunk,
        results: await analysePairs(request.jobs),
      };
      port.postMessage(reply);
    })
    .catch(fail);
});

/**
 * An analysis error ends the worker; the pool hands its chunks back to the main thread, which
 * reports the error as it would without workers.
 */
function fail(error: unknown): void {
  setImmediate(() => {
    throw error;
  });
}
