import type { Finding } from '../findings';
import { compareSurfaces } from './compare/index';
import { Reporter } from './compare/reporter';
import { fileFlavour, skipReason } from './files';
import type { Surface, SurfaceResult, TypeOracle } from './model';
import { packageJsonSurface } from './package-json';
import type { SourceFile } from './ts/context';

/** The base and head contents of one changed file (null: the file does not exist on that side). */
export interface FileVersions {
  path: string;
  previousPath?: string;
  base: string | null;
  head: string | null;
}

/** TS/JS pairs are parsed in chunks that share one checking program. */
const CHUNK_FILES = 200;
const CHUNK_CHARS = 8_000_000;

const textOracle: TypeOracle = {
  relate: (a, b) => (a.text === b.text ? 'equal' : 'unknown'),
  display: (ref) => ref.text,
};

/**
 * Findings for many file pairs, one list per input, in input order. ts-morph and web-tree-sitter
 * are loaded only when a TS/JS or Python file is present.
 */
export async function diffFileSet(inputs: FileVersions[]): Promise<Finding[][]> {
  const results: Finding[][] = inputs.map(() => []);
  const tsJobs: number[] = [];
  for (const [i, input] of inputs.entries()) {
    const flavour = fileFlavour(input.path);
    if (!flavour || input.base === input.head) continue;
    const reporter = new Reporter(input.path, flavour === 'py' ? 'py' : 'ts', textOracle);
    if (skipped(reporter, input)) {
      results[i] = reporter.findings;
    } else if (flavour === 'ts' || flavour === 'js') {
      tsJobs.push(i);
    } else {
      const { pySurface } = await import('./py/surface');
      const { pyOracle } = await import('./py/oracle');
      const read = flavour === 'py' ? pySurface : async (t: string) => packageJsonSurface(t);
      const base = input.base === null ? null : await read(input.base);
      const head = input.head === null ? null : await read(input.head);
      results[i] = finish(new Reporter(input.path, reporter.language, pyOracle), base, head, false);
    }
  }
  for (let start = 0; start < tsJobs.length;) {
    let chars = 0;
    let end = start;
    while (end < tsJobs.length && end - start < CHUNK_FILES && chars < CHUNK_CHARS) {
      const input = inputs[tsJobs[end]!]!;
      chars += (input.base?.length ?? 0) + (input.head?.length ?? 0);
      end++;
    }
    await diffTsChunk(inputs, tsJobs.slice(start, end), results);
    start = end;
  }
  return results;
}

async function diffTsChunk(
  inputs: FileVersions[],
  jobs: number[],
  results: Finding[][],
): Promise<void> {
  const { loadTsMorph, tsFileSurface, TsTypeOracle } = await import('./ts/index');
  const morph = await loadTsMorph();
  const files: SourceFile[] = [];
  const parsed = jobs.map((i) => {
    const input = inputs[i]!;
    const name = (input.path.replace(/\\/g, '/').split('/').pop() ?? 'file.ts').replace(
      /[^\w.-]/g,
      '_',
    );
    const side = (prefix: string, text: string | null): SurfaceResult | null => {
      if (text === null) return null;
      const { surface, sf } = tsFileSurface(morph.ts, `/${prefix}${i}/${name}`, text);
      if (sf) files.push(sf);
      return surface;
    };
    return { i, base: side('base', input.base), head: side('head', input.head) };
  });
  const oracle = new TsTypeOracle(morph, files);
  for (const { i, base, head } of parsed) {
    const input = inputs[i]!;
    const js = fileFlavour(input.path) === 'js';
    results[i] = finish(new Reporter(input.path, 'ts', oracle), base, head, js);
  }
}

function skipped(r: Reporter, input: FileVersions): boolean {
  for (const [side, text] of [
    ['base', input.base],
    ['head', input.head],
  ] as const) {
    const reason = text === null ? undefined : skipReason(text);
    if (reason) {
      r.add(
        'file-skipped',
        undefined,
        `not analysed: the ${side} version is skipped (${reason})`,
        side === 'head' ? { line: 1 } : { oldLine: 1 },
      );
      return true;
    }
  }
  return false;
}

/** Compares two sides, handling added, removed and unparseable files. */
function finish(
  r: Reporter,
  base: SurfaceResult | null,
  head: SurfaceResult | null,
  js: boolean,
): Finding[] {
  let broken = false;
  for (const [side, s] of [
    ['base', base],
    ['head', head],
  ] as const) {
    if (s && 'unparseable' in s) {
      broken = true;
      const at = side === 'head' ? { line: s.line } : { oldLine: s.line };
      r.add(
        'side-unparseable',
        undefined,
        `the ${side} version does not parse (line ${s.line}: ${s.message}); no signature verdict for this file`,
        at,
      );
    }
  }
  if (broken) return r.findings;
  const b = base as Surface | null;
  const h = head as Surface | null;
  if (b && !h) {
    const count = b.symbols.size + b.reexports.size + (b.entrypoints?.size ?? 0);
    if (count > 0) {
      r.add(
        'module-removed',
        r.file,
        `module \`${r.file}\` with ${count} public export${count === 1 ? '' : 's'} removed`,
        { oldLine: 1 },
      );
    }
    return r.findings;
  }
  if (!b || !h) return r.findings; // an added file removes nothing
  compareSurfaces(r, b, h, js);
  return r.findings;
}
