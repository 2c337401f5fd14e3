import { posix } from 'node:path';
import type { Finding } from '../findings';
import { answerInheritanceQuestions, type ReadModules } from './across-modules';
import { isChunk, sameChunk } from './chunks';
import {
  declarationMirrors,
  declarationsBeside,
  mirroredDeclaration,
  type Mirror,
} from './declaration-mirrors';
import { headTarget } from './compare/entrypoints';
import { compareSurfaces } from './compare/index';
import { Reporter } from './compare/reporter';
import { fileFlavour, skipReason, type FileFlavour } from './files';
import { retargetKey, type Surface, type SurfaceResult, type TypeOracle } from './model';
import { COMMENT_KINDS } from './kinds';
import {
  nestedExportsTest,
  olderTypeScriptsTest,
  unexportedTest,
  unreachedTest,
} from './exports-reach';
import { packageJsonSurface } from './package-json';
import { analyseInPool, poolThreads, worthWorkers } from './pool';
import type { SourceFile } from './ts/context';
import type { SymbolSources } from './ts/reuse';

/** The base and head contents of one changed file (null: the file does not exist on that side). */
export interface FileVersions {
  path: string;
  previousPath?: string;
  base: string | null;
  head: string | null;
}

/** Options of diffFileSet. */
export interface DiffOptions {
  /**
   * Threads to analyse on. Default: as many as the set is worth, up to the machine's cores (see
   * pool.ts). A large set is analysed in worker threads, even on one, whose heaps are sized for
   * parsing; a small one in this thread.
   */
  threads?: number;
  /**
   * Reads the head versions of modules outside the set, so that a member gone from a class whose
   * base lies in a file the change does not touch is compared with the base's (across-modules/).
   * Without it, such a base is not in view.
   */
  readModules?: ReadModules;
  /**
   * The set holds every module of both versions (two whole trees, not a pull request's changed
   * files): a private Python module's name counts as API only where a public module of the set
   * re-exports it (across-modules/python-exposure.ts).
   */
  wholeTree?: boolean;
  /**
   * The Python package whose folder is the set's root (`django` for `lil api-diff old/django
   * new/django`): its absolute imports (`django.db.models`) name the set's own modules.
   */
  pythonRoot?: string;
}

/** One pair to analyse and how (the input may be rewritten: a kind-changing rename is a removal). */
export interface PairJob {
  flavour: FileFlavour;
  input: FileVersions;
  /** package.json: its retargeted entry points whose two targets are compared (see entryMoves). */
  comparedRetargets?: string[];
}

/** Paths of unchanged declaration files read to tell a removed one repeated them (API calls, on a PR). */
const READ_SIBLINGS = 512;

const textOracle: TypeOracle = {
  relate: (a, b) => (a.text === b.text ? 'equal' : 'unknown'),
  display: (ref) => ref.text,
};

/**
 * Findings for many file pairs, one list per input, in input order. ts-morph and web-tree-sitter
 * are loaded only when a TS/JS or Python file is present. Each pair's verdict depends on that pair
 * alone, so large sets are spread over worker threads with the same result; the one exception, a
 * member that other modules of the set may now lend, is settled here (across-modules/).
 */
export async function diffFileSet(
  inputs: FileVersions[],
  options: DiffOptions = {},
): Promise<Finding[][]> {
  const results: Finding[][] = inputs.map(() => []);
  const jobs: PairJob[] = [];
  const slots: number[] = [];
  const packaged = packageMoves(inputs);
  const declared = declarationFiles(inputs);
  const jsons = await packageJsons(inputs, declared, options.readModules);
  const mirrors = declarationMirrors(jsons);
  const repeated = await repeatedDeclarations(inputs, options.readModules);
  for (const [i, given] of inputs.entries()) {
    if (packaged.moved.has(i) || typedByDeclarationFile(given.path, declared, mirrors)) continue;
    const kept = repeated.get(i);
    if (kept !== undefined) {
      const r = new Reporter(given.path, 'ts', textOracle);
      r.add(
        'module-removed',
        given.path,
        `module \`${given.path}\` removed: it repeated \`${kept}\`, which stays (and is compared on its own)`,
        { oldLine: 1 },
        'info',
      );
      results[i] = r.findings;
      continue;
    }
    const input = packaged.into.get(i) ?? given;
    const job = analysedAs(input);
    if (job && packaged.retargets.has(i)) job.comparedRetargets = packaged.retargets.get(i);
    if (!job || job.input.base === job.input.head) continue;
    const reporter = new Reporter(input.path, job.flavour === 'py' ? 'py' : 'ts', textOracle);
    if (skipped(reporter, job)) {
      results[i] = reporter.findings;
    } else {
      jobs.push(job);
      slots.push(i);
    }
  }
  const threads = options.threads ?? poolThreads(jobs);
  const found =
    threads > 1 || worthWorkers(jobs)
      ? await analyseInPool(jobs, threads, analysePairs)
      : await analysePairs(jobs);
  found.forEach((findings, k) => (results[slots[k]!] = findings));
  await answerInheritanceQuestions(inputs, results, options.readModules, options.pythonRoot);
  if (options.wholeTree) {
    const { markPythonInternals } = await import('./across-modules/python-exposure');
    await markPythonInternals(inputs, results, options.pythonRoot);
  }
  const [bases, heads] = [versionsOf(inputs, jsons, 'base'), versionsOf(inputs, jsons, 'head')];
  const unexported = unexportedTest(bases, mirrors);
  const olderTypeScripts = olderTypeScriptsTest(bases, heads);
  markUnreached(inputs, results, (path) => {
    if (unexported(path))
      return { why: 'no import reached it (the `exports` of its package.json do not)' };
    const range = olderTypeScripts(path);
    // Whatever else the file declared (globals, ambient modules), no TypeScript still supported reads it.
    const why = `only TypeScript ${range} read it (\`typesVersions\`), a range its package.json no longer maps to it`;
    return range === undefined ? undefined : { why, warningsToo: true };
  });
  markOutOfReach(inputs, results, unreachedTest(inputs, { base: bases, head: heads }, mirrors));
  markNestedExports(inputs, results, nestedExportsTest(bases));
  return results;
}

/** What is said of the `exports` of a nested package.json no resolver reads (nestedExportsTest): info. */
function markNestedExports(
  inputs: FileVersions[],
  results: Finding[][],
  rootOf: (path: string) => string | undefined,
): void {
  demoteToInfo(inputs, results, (f) => {
    const root = f.base === null ? undefined : rootOf(f.path);
    if (root === undefined) return undefined;
    return {
      why: `Node reads \`exports\` only from the package's own package.json (\`${root}\`)`,
      demoted: (x) => x.severity !== 'info' && x.symbol?.startsWith('exports') === true,
    };
  });
}

/**
 * The API drift of a built file both versions have that no import reaches (unreachedTest): info,
 * saying so. What is said of its comments stays.
 */
function markOutOfReach(
  inputs: FileVersions[],
  results: Finding[][],
  unreached: (path: string) => boolean,
): void {
  const why =
    "no import reaches it (no chain of imports from an entry point of its package.json's `exports`)";
  const demoted = (x: Finding) =>
    x.severity !== 'info' && !COMMENT_KINDS.has(x.kind) && x.kind !== 'side-unparseable';
  demoteToInfo(inputs, results, (f) =>
    f.base !== null && f.head !== null && unreached(f.path) ? { why, demoted } : undefined,
  );
}

/**
 * Makes info, saying why, the findings a file's reason picks (`demoted`), for each file given one:
 * what no user can meet.
 */
function demoteToInfo(
  inputs: FileVersions[],
  results: Finding[][],
  reasonFor: (f: FileVersions) => { why: string; demoted: (x: Finding) => boolean } | undefined,
): void {
  inputs.forEach((f, i) => {
    const reason = reasonFor(f);
    if (reason === undefined) return;
    results[i] = results[i]!.map((x) =>
      reason.demoted(x) ? { ...x, severity: 'info', message: `${x.message}: ${reason.why}` } : x,
    );
  });
}

/** package.json texts as one version had them (a read one is unchanged). */
function versionsOf(
  inputs: FileVersions[],
  jsons: Map<string, string>,
  side: 'base' | 'head',
): Map<string, string> {
  const versions = new Map(jsons);
  for (const f of inputs) {
    if (fileFlavour(f.path) !== 'package-json') continue;
    const text = f[side];
    if (text === null) versions.delete(f.path);
    else versions.set(f.path, text);
  }
  return versions;
}

/**
 * A removed module no import could name (`unreached` says why, or undefined): no entry point of
 * its package's `exports` map reached it, or only TypeScript versions the package no longer types
 * read it (then its warnings go too).
 */
function markUnreached(
  inputs: FileVersions[],
  results: Finding[][],
  unreached: (path: string) => { why: string; warningsToo?: boolean } | undefined,
): void {
  demoteToInfo(inputs, results, (f) => {
    const reason = f.base === null || f.head !== null ? undefined : unreached(f.path);
    if (reason === undefined) return undefined;
    const demoted = (x: Finding) =>
      x.kind === 'module-removed' &&
      (x.severity === 'breaking' || (reason.warningsToo === true && x.severity === 'warning'));
    return { why: reason.why, demoted };
  });
}

/** The paths of the declaration files (`.d.ts`, `.d.mts`, `.d.cts`) in a set, on either side. */
function declarationFiles(inputs: FileVersions[]): Set<string> {
  return new Set(inputs.map((f) => f.path).filter((path) => /\.d\.[cm]?ts$/.test(path)));
}

/**
 * Removed declaration files that repeated, word for word, one of another format that stays (a dual
 * package's `x.d.mts` beside `x.d.ts`, date-fns 3 → 4): by index, the declaration file kept. The
 * module keeps its API under the name it is imported by; only a path naming the removed format's
 * file itself (`x.mjs`) stops resolving. A kept file the set does not hold (unchanged) is read
 * with `read`, at most READ_SIBLINGS paths a run.
 */
async function repeatedDeclarations(
  inputs: FileVersions[],
  read?: ReadModules,
): Promise<Map<number, string>> {
  const byPath = new Map(inputs.map((f) => [f.path, f]));
  const kept = new Map<number, string>();
  const unread: { index: number; paths: string[] }[] = [];
  inputs.forEach((f, i) => {
    const stem =
      f.base !== null && f.head === null ? /^(.*)\.d\.[cm]?ts$/.exec(f.path)?.[1] : undefined;
    if (stem === undefined) return;
    const siblings = ['d.ts', 'd.mts', 'd.cts']
      .map((ext) => `${stem}.${ext}`)
      .filter((p) => p !== f.path);
    const inSet = siblings.find(
      (p) => byPath.get(p)?.head != null && byPath.get(p)!.base === f.base,
    );
    if (inSet !== undefined) kept.set(i, inSet);
    else if (siblings.every((p) => !byPath.has(p))) unread.push({ index: i, paths: siblings });
  });
  const paths = unread.flatMap((u) => u.paths);
  if (!read || paths.length === 0 || paths.length > READ_SIBLINGS) return kept;
  // A failed read leaves the removals as they are.
  const texts = await read(paths).catch(() => [] as (string | undefined)[]);
  let at = 0;
  for (const { index, paths: siblings } of unread) {
    const found = siblings.findIndex((_, k) => texts[at + k] === inputs[index]!.base);
    if (found !== -1) kept.set(index, siblings[found]!);
    at += siblings.length;
  }
  return kept;
}

/**
 * A JavaScript file whose declaration file is in the set beside it (`index.js` and `index.d.ts`):
 * that file is its API, as TypeScript reads it, and is compared; the JS would only repeat it, or
 * contradict it with what the declaration file leaves out (internal parameters, `@internal`).
 */
function typedByDeclarationFile(path: string, declared: Set<string>, mirrors: Mirror[]): boolean {
  // An `.mjs` or `.cjs` build is typed by its `.d.mts`/`.d.cts`, or by the `.d.ts` of its stem,
  // beside it or in the folder package.json pairs with its own (`dist/types/` for `dist/`); a file
  // that is no JavaScript by neither.
  const mirrored = mirroredDeclaration(mirrors, path);
  return (
    declarationsBeside(path).some((d) => declared.has(d)) ||
    (mirrored !== undefined && declared.has(mirrored))
  );
}

/** At most this many package.json files are read from outside the set in one run. */
const READ_PACKAGE_JSONS = 32;

/**
 * The package.json files by path (their head text, else their base's) that may say where the
 * set's JavaScript is typed or which removed files an `exports` map reached: the set's own, and,
 * where the set holds none of them but declares types or removes built files, those of the
 * folders above its `.js` and removed files, read with `read` (a PR that does not touch
 * package.json).
 */
async function packageJsons(
  inputs: FileVersions[],
  declared: Set<string>,
  read?: ReadModules,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const f of inputs) {
    const text = f.head ?? f.base;
    if (text !== null && fileFlavour(f.path) === 'package-json') out.set(f.path, text);
  }
  const removedBuilt = (f: FileVersions) =>
    f.base !== null && f.head === null && /\.(d\.[cm]?ts|[cm]?jsx?)$/.test(f.path);
  if (out.size > 0 || !read || (declared.size === 0 && !inputs.some(removedBuilt))) return out;
  const wanted = new Set<string>();
  for (const f of inputs) {
    if (fileFlavour(f.path) !== 'js' && !removedBuilt(f)) continue;
    const dirs = f.path.split('/').slice(0, -1);
    for (let n = dirs.length; n >= 0; n--)
      wanted.add([...dirs.slice(0, n), 'package.json'].join('/'));
  }
  // The shallowest first: a repository's or a workspace package's own.
  const depth = (path: string) => path.split('/').length;
  const paths = [...wanted].sort((a, b) => depth(a) - depth(b)).slice(0, READ_PACKAGE_JSONS);
  // A failed read leaves the set's JavaScript judged on its own, as without package.json.
  const texts = await read(paths).catch(() => [] as (string | undefined)[]);
  paths.forEach((path, i) => {
    if (texts[i] !== undefined) out.set(path, texts[i]!);
  });
  return out;
}

/**
 * Modules that became packages: a removed `m.py` and an added `m/__init__.py` (`.pyi` alike; `m.ts`
 * and `m/index.ts`) are one module, imported by the same name; so are a bundle chunk and the one
 * its new content hash renamed it to. `into` maps the added file's index to the pair compared in
 * its place; `moved` holds the indexes that report nothing: the removed files, and the added
 * chunks.
 */
function packageMoves(inputs: FileVersions[]): {
  into: Map<number, FileVersions>;
  moved: Set<number>;
  retargets: Map<number, string[]>;
} {
  const into = new Map<number, FileVersions>();
  const moved = new Set<number>();
  const added = new Map<string, number>();
  inputs.forEach((f, i) => {
    if (f.base === null && f.head !== null && f.previousPath === undefined) added.set(f.path, i);
  });
  const addedChunks = [...added.keys()].filter((path) => isChunk(path));
  const removedChunks = inputs.filter((f) => f.base !== null && f.head === null && isChunk(f.path));
  inputs.forEach((f, i) => {
    if (f.base === null || f.head !== null) return;
    const module = /^(.*?)\.(pyi?|d\.[cm]?ts|[cm]?ts|tsx|jsx?|[cm]js)$/.exec(f.path);
    if (!module) return;
    const [, stem, ext] = module;
    let index = added.get(
      ext!.startsWith('py') ? `${stem}/__init__.${ext}` : `${stem}/index.${ext}`,
    );
    // A chunk renamed by its content hash (`lib.d0b3d489.d.ts` → `lib.BbrTaNPp.d.ts`), where
    // one added chunk alone has its name.
    if (index === undefined && isChunk(f.path)) {
      const same = addedChunks.filter((path) => sameChunk(f.path, path));
      const rivals = removedChunks.filter((g) => g !== f && sameChunk(g.path, f.path));
      if (same.length === 1 && rivals.length === 0) index = added.get(same[0]!);
    }
    if (index === undefined || into.has(index) || moved.has(index)) return;
    moved.add(i);
    // A chunk's export names are the bundler's (`f`, `xr`, in declaration chunks too): what they
    // name differs by release, and the entries re-export them under the public names compared.
    if (isChunk(f.path)) moved.add(index);
    else into.set(index, { ...inputs[index]!, previousPath: f.path, base: f.base });
  });
  return { into, moved, retargets: entryMoves(inputs, added, into, moved) };
}

/**
 * Entry points a package.json of the set retargeted from a removed file to an added one (`types`:
 * `build/require/index.d.ts` → `build/cjs/index.d.ts`): the import that named the old target now
 * reaches the new one, so the two are compared as one module, added to `into` and `moved` as in
 * packageMoves. By the package.json's index, the `old → new` targets so compared.
 */
function entryMoves(
  inputs: FileVersions[],
  added: Map<string, number>,
  into: Map<number, FileVersions>,
  moved: Set<number>,
): Map<number, string[]> {
  const removed = new Map<string, number>();
  inputs.forEach((f, i) => {
    if (f.base !== null && f.head === null && !moved.has(i)) removed.set(f.path, i);
  });
  const out = new Map<number, string[]>();
  if (removed.size === 0) return out;
  inputs.forEach((f, k) => {
    if (f.base === null || f.head === null || fileFlavour(f.path) !== 'package-json') return;
    const [base, head] = [packageJsonSurface(f.base), packageJsonSurface(f.head)];
    if ('unparseable' in base || 'unparseable' in head) return;
    const root = posix.dirname(f.path);
    const pair = (target: string, now: string): boolean => {
      const [from, to] = [removed.get(posix.join(root, target)), added.get(posix.join(root, now))];
      if (from === undefined || to === undefined) return false;
      if (moved.has(from) ? into.get(to)?.previousPath !== inputs[from]!.path : into.has(to))
        return false;
      moved.add(from);
      into.set(to, { ...inputs[to]!, previousPath: inputs[from]!.path, base: inputs[from]!.base });
      return true;
    };
    const paired: string[] = [];
    const heads = head.entrypoints ?? new Map<string, string>();
    for (const [name, target] of base.entrypoints ?? []) {
      if (target.includes('*')) continue;
      // As a consumer that reached the entry resolves it in the head (swr 2.2.5: `"import":
      // "./_internal/dist/index.mjs"` → `"import": { "types": …, "default":
      // "./dist/_internal/index.mjs" }`).
      const resolved = headTarget(base.entrypoints!, heads, name);
      const now = resolved === 'same' ? undefined : resolved.now;
      if (now === undefined || !pair(target, now)) continue;
      paired.push(retargetKey(target, now));
      // The declaration files beside the two JS targets type them: they moved with them.
      const [from, to] = [declarationsBeside(target), declarationsBeside(now)];
      from.forEach((d, i) => to[i] !== undefined && pair(d, to[i]));
    }
    if (paired.length > 0) out.set(k, paired);
  });
  return out;
}

/** Analyses pairs in this thread, one findings list per job (a pool worker runs this too). */
export async function analysePairs(jobs: PairJob[]): Promise<Finding[][]> {
  const results: Finding[][] = jobs.map(() => []);
  const tsJobs: number[] = [];
  for (const [i, { flavour, input }] of jobs.entries()) {
    if (flavour === 'ts' || flavour === 'js') {
      tsJobs.push(i);
      continue;
    }
    const json = (t: string | null) => (t === null ? null : packageJsonSurface(t));
    let [base, head] =
      flavour === 'py'
        ? await (await import('./py/pair')).pyPairSurfaces(input.base, input.head)
        : [json(input.base), json(input.head)];
    const retargets = jobs[i]!.comparedRetargets;
    if (head && retargets && !('unparseable' in head))
      head = { ...head, comparedRetargets: new Set(retargets) };
    if (flavour === 'py') {
      base = asScriptIfNamed(input.previousPath ?? input.path, base);
      head = asScriptIfNamed(input.path, head);
    }
    const oracle = (await import('./py/oracle')).pyOracle;
    const language = flavour === 'py' ? 'py' : 'ts';
    results[i] = finish(new Reporter(input.path, language, oracle), base, head, false);
  }
  if (tsJobs.length > 0) {
    const ts = await import('./ts/index');
    const morph = await ts.loadTsMorph();
    for (const i of tsJobs) results[i] = diffTsPair(ts, morph, jobs[i]!.input, jobs[i]!.flavour);
  }
  return results;
}

/**
 * A Python file whose name is no module name (`update-gyp.py`, `2to3.py`) is a script: `import`
 * cannot name it, so none of its names is API (a PR that deletes or edits one breaks no import).
 */
function asScriptIfNamed(path: string, surface: SurfaceResult | null): SurfaceResult | null {
  const stem = (path.split('/').pop() ?? '').replace(/\.pyi?$/, '');
  if (!surface || 'unparseable' in surface || /^[A-Za-z_]\w*$/.test(stem)) return surface;
  const { symbols, hidden } = surface;
  return {
    ...surface,
    symbols: new Map(),
    reexports: new Map(),
    hidden: new Map([...hidden, ...symbols]),
  };
}

/**
 * One TS/JS pair: both sides parsed, compared, and dropped. Type questions that text cannot answer
 * go to a program of just these two files (plus the shared ES libs), built on the first such
 * question; imports are never resolved, so the verdict depends on the pair alone.
 */
function diffTsPair(
  ts: typeof import('./ts/index'),
  morph: Awaited<ReturnType<typeof import('./ts/index').loadTsMorph>>,
  input: FileVersions,
  flavour: FileFlavour,
): Finding[] {
  const files: SourceFile[] = [];
  let baseSymbols: SymbolSources | undefined;
  const side = (prefix: string, text: string | null, path: string): SurfaceResult | null => {
    if (text === null) return null;
    const name = (path.replace(/\\/g, '/').split('/').pop() ?? 'file.ts').replace(/[^\w.-]/g, '_');
    const read = ts.tsFileSurface(morph.ts, `/${prefix}/${name}`, text, baseSymbols);
    if (read.sf) files.push(read.sf);
    baseSymbols = read.sources;
    return read.surface;
  };
  const base = side('base', input.base, input.previousPath ?? input.path);
  const head = side('head', input.head, input.path);
  const js = flavour === 'js';
  return finish(new Reporter(input.path, 'ts', new ts.TsTypeOracle(morph, files)), base, head, js);
}

/**
 * How a pair is analysed. A rename that changes the kind of file (`a.js` → `a.ts` is the same
 * kind; `api.py` → `api.txt` is not) is read as the old file removed: its public API is gone.
 */
function analysedAs(input: FileVersions): PairJob | undefined {
  const head = fileFlavour(input.path);
  const base = input.previousPath === undefined ? head : fileFlavour(input.previousPath);
  const family = (f: FileFlavour | undefined) => (f === 'js' ? 'ts' : f);
  if (family(base) === family(head)) return head ? { flavour: head, input } : undefined;
  if (base) return { flavour: base, input: { ...input, head: null } };
  return undefined; // a file that became analysable: nothing of its old version was public API
}

function skipped(r: Reporter, { input, flavour }: PairJob): boolean {
  for (const [side, text] of [
    ['base', input.base],
    ['head', input.head],
  ] as const) {
    const reason = text === null ? undefined : skipReason(text, flavour);
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
    const exports = `${count} public export${count === 1 ? '' : 's'}`;
    if (count > 0 && b.global) {
      r.add(
        'module-removed',
        r.file,
        `declaration file \`${r.file}\` with ${exports} removed: globals and ambient modules, which another file may declare too (not compared)`,
        { oldLine: 1 },
        'warning',
      );
    } else if (count > 0 && isChunk(r.file)) {
      // Named by its content hash, it is renamed by every build: no import names it across
      // releases (the entries that re-export it are compared).
      r.add(
        'module-removed',
        r.file,
        `bundle chunk \`${r.file}\` with ${exports} removed (named by its content hash, no import names it across releases)`,
        { oldLine: 1 },
        'info',
      );
    } else if (count > 0) {
      r.add('module-removed', r.file, `module \`${r.file}\` with ${exports} removed`, {
        oldLine: 1,
      });
    }
    return r.findings;
  }
  if (!b || !h) return r.findings; // an added file removes nothing
  compareSurfaces(r, b, h, js);
  return r.findings;
}
