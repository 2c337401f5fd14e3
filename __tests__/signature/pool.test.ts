import { analysePairs, diffFileSet, type PairJob } from '../../src/signature/diff';
import type { FileVersions } from '../../src/signature/index';
import { analyseInPool } from '../../src/signature/pool';
import { FIXTURES, loadPairs, versions } from './fixtures';

// Worker threads change where pairs are analysed, never what is found: the same findings, in the
// same order, as one thread. These run the real worker (src/signature/worker.ts, transpiled on
// require in the worker, as when the suite runs from source).
const inputs: FileVersions[] = loadPairs(FIXTURES).map((p) => versions(p));

/** Fixture pairs as jobs, repeated so that they make several chunks (a chunk holds 64 pairs). */
const jobs: PairJob[] = Array.from({ length: 3 }, () =>
  inputs.flatMap((input): PairJob[] => {
    const flavour = input.path.endsWith('.py') ? 'py' : input.path.endsWith('.ts') ? 'ts' : null;
    return flavour ? [{ flavour, input }] : [];
  }),
).flat();

describe('signature pool', () => {
  it.each([1, 2])(
    'finds exactly what this thread finds, all of it in %i worker(s)',
    async (workers) => {
      const expected = await analysePairs(jobs);
      const here: PairJob[] = [];
      const recording = (chunk: PairJob[]) => {
        here.push(...chunk);
        return analysePairs(chunk);
      };
      expect(await analyseInPool(jobs, workers, recording)).toEqual(expected);
      expect(here).toEqual([]);
    },
    60_000,
  );

  it('gives diffFileSet the same findings with any number of threads', async () => {
    const one = await diffFileSet(inputs, { threads: 1 });
    expect(one.flat().length).toBeGreaterThan(100);
    expect(await diffFileSet(inputs, { threads: 2 })).toEqual(one);
  }, 60_000);

  it('analyses everything in this thread when a worker cannot start', async () => {
    const broken = { eval: true, script: "throw new Error('no worker here')" };
    expect(await analyseInPool(jobs, 2, analysePairs, broken)).toEqual(await analysePairs(jobs));
  });

  it('reports an analysis error from a dead worker as one thread would', async () => {
    const failed = {
      flavour: 'ts',
      input: { path: 'b.ts', base: 'export const b = 1;\n', head: '' },
    };
    // The failing pair is the cheapest, so it lands in a later chunk, which goes to the worker;
    // the worker dies on it and hands it back, and this thread's analysis throws.
    const withFailure: PairJob[] = [...jobs, failed as PairJob];
    const dying = {
      eval: true,
      script: "require('node:worker_threads').parentPort.on('message', () => process.exit(1));",
    };
    const failing = async (chunk: PairJob[]) => {
      if (chunk.includes(failed as PairJob)) throw new Error('analysis failed on b.ts');
      return analysePairs(chunk);
    };
    await expect(analyseInPool(withFailure, 2, failing, dying)).rejects.toThrow(
      'analysis failed on b.ts',
    );
  });
});
