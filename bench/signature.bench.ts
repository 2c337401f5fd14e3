// Signature gate throughput on real libraries: every paired file of two published versions.
// TS: the `effect` npm package, which ships its .ts sources and .d.ts files (4.0.0 → 4.1.0, ~1,040
// paired files, 29 k characters each), and `typeorm` (0.3.20 → 0.3.24, ~1,000 .d.ts files of 2.5 k
// characters, the size of ts-morph's own sources, on which the reference timed the parser).
// Python: the CPython standard library of two pyenv versions (20 k characters per file), and
// Django from Debian's packages (3.2 → 4.2, 6 k characters per file).
// Corpora live outside the repository in ~/.cache/lil-bench-corpus (fetched with `npm pack`, or from
// deb.debian.org and checked against their SHA-256).
// Identical pairs get a trailing newline so every pair is fully analysed (the library skips
// identical texts). Each measurement runs in a fresh child process (cold JIT, its own peak RSS),
// three times (median and range): the parse-only floor (both sides of every pair parsed, nothing
// else, one thread), for Python also the parse floor of the analysis (both outlines made, the base's
// parsed, the head's parsed from the base's tree, as src/signature/py/pair.ts does), and the analysis on one thread
// and on two (sets this large are analysed in worker threads, see src/signature/pool.ts). The
// analysis runs the compiled package (lib/, which `npm run bench` builds first), with V8 set up as
// dist/index.js sets it, as users and the bundle do: from source, each worker would also
// transpile the sources it loads.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os, { homedir } from 'node:os';
import { join, relative } from 'node:path';
import type { Finding } from '../src/findings';
import type { FileVersions } from '../src/signature/index';
import type { SurfaceResult } from '../src/signature/model';
import type * as Pool from '../src/signature/pool';
import { YOUNG_GENERATION_MB } from '../src/signature/pool';
import { outline } from '../src/signature/py/outline';
import { parseFrom, pyPairSurfaces } from '../src/signature/py/pair';
import { pythonParser } from '../src/signature/py/parser';
import { loadTsMorph } from '../src/signature/ts/context';
import { pairFindings, wholeSurfaces } from '../__tests__/signature/py-whole';
import { peakRssMiB, printTable, saveResult } from './report';

const CACHE = join(homedir(), '.cache', 'lil-bench-corpus');
const TARGETS = { ts: 300, py: 1000 } as const;
/** A package.json with a large `exports` map (~4,300 entries), compared across a major version. */
const PACKAGE_JSON = { name: 'date-fns', versions: ['3.6.0', '4.1.0'] } as const;

type Flavour = 'ts' | 'py';
/** Two versions of a library: the folders to pair, or why they are not here. */
interface Corpus {
  flavour: Flavour;
  label: string;
  roots(): string[] | { notRun: string };
}
/** One Debian package file, pinned by its digest. */
interface DebianPackage {
  pool: string;
  sha256: string;
}

const CORPORA = {
  effect: npmCorpus('effect', ['4.0.0', '4.1.0']),
  typeorm: npmCorpus('typeorm', ['0.3.20', '0.3.24']),
  cpython: {
    flavour: 'py',
    label: 'CPython stdlib 3.12.1 → 3.13.0',
    roots: () => pythonLibs(['3.12.1', '3.13.0']),
  },
  django: {
    flavour: 'py',
    label: 'Django 3.2.25 → 4.2.28',
    roots: () =>
      debianModules('django', [
        {
          pool: 'p/python-django/python3-django_3.2.25-0+deb12u3_all.deb',
          sha256: 'e2ea9eab56d1f2f0334c8f29aa69f6d8654875198f53de0fd05b45e709d8bb74',
        },
        {
          pool: 'p/python-django/python3-django_4.2.28-0+deb13u2_all.deb',
          sha256: '909e3a132b71de394806a0563f2297e0618b7b7cc8e7acee39da629b285c01e8',
        },
      ]),
  },
} satisfies Record<string, Corpus>;
type CorpusId = keyof typeof CORPORA;

/**
 * The parse-only floor (`floor`: both sides parsed in full; `outline`: Python outlines parsed as
 * the analysis parses them), the analysis on 1 or 2 threads, and (`changed`) on the changed pairs
 * only.
 */
type Mode = 'floor' | 'outline' | '1' | '2' | 'changed';
/** Runs per measurement: the machine is shared, so the median is reported with the range. */
const RUNS = 3;

function npmPackage(name: string, version: string): string {
  const dir = join(CACHE, `${name}-${version}`);
  if (!existsSync(join(dir, 'package'))) {
    mkdirSync(dir, { recursive: true });
    const tgz = execFileSync(
      'npm',
      ['pack', `${name}@${version}`, '--pack-destination', dir, '--silent'],
      { encoding: 'utf8' },
    )
      .trim()
      .split('\n')
      .pop()!;
    execFileSync('tar', ['xzf', join(dir, tgz), '-C', dir]);
  }
  return join(dir, 'package');
}

function npmCorpus(name: string, versions: [string, string]): Corpus {
  return {
    flavour: 'ts',
    label: `${name} ${versions.join(' → ')}`,
    roots: () => versions.map((v) => npmPackage(name, v)),
  };
}

function pythonLibs(versions: string[]): string[] | { notRun: string } {
  const dirs = versions.map((version) => {
    const [major, minor] = version.split('.');
    return join(homedir(), '.pyenv', 'versions', version, 'lib', `python${major}.${minor}`);
  });
  return dirs.every((d) => existsSync(d))
    ? dirs
    : { notRun: `pyenv versions ${versions.join(', ')} not found` };
}

/** The folder of Python package `module` in each Debian package, fetched once into the cache. */
function debianModules(module: string, packages: DebianPackage[]): string[] | { notRun: string } {
  const dirs: string[] = [];
  for (const deb of packages) {
    const dir = join(
      CACHE,
      deb.pool
        .split('/')
        .pop()!
        .replace(/\.deb$/, ''),
    );
    const moduleDir = join(dir, 'usr', 'lib', 'python3', 'dist-packages', module);
    if (!existsSync(moduleDir)) {
      const url = `https://deb.debian.org/debian/pool/main/${deb.pool}`;
      const file = `${dir}.deb`;
      try {
        mkdirSync(CACHE, { recursive: true });
        execFileSync('curl', ['-fsSL', '-o', file, url], { stdio: 'ignore' });
        const digest = createHash('sha256').update(readFileSync(file)).digest('hex');
        if (digest !== deb.sha256)
          return { notRun: `${url}: SHA-256 ${digest}, not ${deb.sha256}` };
        execFileSync('dpkg-deb', ['-x', file, dir], { stdio: 'ignore' });
      } catch (error) {
        return { notRun: `${url}: ${(error as Error).message.split('\n')[0]}` };
      } finally {
        rmSync(file, { force: true });
      }
    }
    dirs.push(moduleDir);
  }
  return dirs;
}

function walk(root: string, keep: (path: string) => boolean): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, e.name);
      if (e.isDirectory() && e.name !== 'node_modules' && e.name !== 'site-packages') visit(full);
      else if (e.isFile() && keep(e.name))
        out.set(relative(root, full), readFileSync(full, 'utf8'));
    }
  };
  visit(root);
  return out;
}

interface PairSet {
  label: string;
  flavour: Flavour;
  all: FileVersions[];
  changed: number;
  unchanged: Set<number>;
}

function pairSet(id: CorpusId): PairSet | { notRun: string } {
  const corpus: Corpus = CORPORA[id];
  const roots = corpus.roots();
  if (!Array.isArray(roots)) return roots;
  const ext = corpus.flavour === 'ts' ? '.ts' : '.py';
  const [base, head] = roots.map((r) => walk(r, (n) => n.endsWith(ext)));
  const all: FileVersions[] = [];
  const unchanged = new Set<number>();
  for (const [path, text] of head!) {
    const old = base!.get(path);
    if (old === undefined) continue;
    if (old === text) unchanged.add(all.length);
    all.push({ path, base: old, head: old === text ? `${text}\n` : text });
  }
  return {
    label: corpus.label,
    flavour: corpus.flavour,
    all,
    changed: all.length - unchanged.size,
    unchanged,
  };
}

/** Drift reported on a pair whose only difference is a trailing newline: a false positive. */
function falsePositives(results: Finding[][], unchanged: Set<number>): number {
  const notes = new Set(['file-skipped', 'side-unparseable']);
  return [...unchanged].reduce(
    (n, i) => n + results[i]!.filter((f) => !notes.has(f.kind)).length,
    0,
  );
}

/** What one child process measured. */
interface Measurement {
  corpus: CorpusId;
  mode: Mode;
  label: string;
  pairs: number;
  changed: number;
  /** UTF-16 code units of both sides of every pair. */
  chars: number;
  threads: number;
  /** The threads diffFileSet picks for this set by itself. */
  chosen: number;
  wallS: number;
  /** User + system CPU of the whole process (every thread). */
  cpuS: number;
  peakRssMiB: number;
  findings?: number;
  falsePositives?: number;
}

async function parseOnly(set: PairSet, outlines: boolean): Promise<void> {
  if (set.flavour === 'ts') {
    const { ts } = await loadTsMorph();
    const options = {
      languageVersion: ts.ScriptTarget.ES2022,
      jsDocParsingMode: ts.JSDocParsingMode.ParseForTypeInfo,
    };
    for (const p of set.all)
      for (const text of [p.base!, p.head!]) ts.createSourceFile(p.path, text, options, false);
  } else if (outlines) {
    const python = await pythonParser();
    for (const p of set.all) {
      const baseOutline = outline(p.base!);
      const headOutline = outline(p.head!, (body) => baseOutline.bodies.has(body));
      const base = python.parser.parse(baseOutline.text)!;
      parseFrom(python, base, baseOutline.text, headOutline.text)?.delete();
      base.delete();
    }
  } else {
    const { parser } = await pythonParser();
    for (const p of set.all) for (const text of [p.base!, p.head!]) parser.parse(text)?.delete();
  }
}

/** The compiled library (lib/), as the package and the bundle run it. */
function compiled(): { lib: typeof import('../src/lib'); pool: typeof Pool } {
  const lib = join(__dirname, '..', 'lib');
  if (!existsSync(join(lib, 'signature', 'worker.js')))
    throw new Error('lib/ is missing or stale: run `npm run build` (npm run bench does)');
  /* eslint-disable @typescript-eslint/no-require-imports */
  return {
    lib: require(join(lib, 'lib.js')) as typeof import('../src/lib'),
    pool: require(join(lib, 'signature', 'pool.js')) as typeof Pool,
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}

/** The child: one measurement in a fresh process, printed as JSON. */
async function child(corpus: CorpusId, mode: Mode): Promise<void> {
  const full = pairSet(corpus) as PairSet;
  // `changed`: without the pairs made different by a trailing newline (whose heads parse
  // incrementally in almost no time, see src/signature/py/pair.ts).
  const set: PairSet =
    mode === 'changed'
      ? { ...full, all: full.all.filter((_, i) => !full.unchanged.has(i)), unchanged: new Set() }
      : full;
  const { lib, pool } = compiled();
  // As dist/index.js runs every command.
  lib.tuneJitForShortRuns();
  const { diffFileSet } = lib;
  const chosen = pool.poolThreads(set.all.map((input) => ({ flavour: set.flavour, input })));
  const threads = mode === '2' ? 2 : 1;
  const start = performance.now();
  const cpu = process.cpuUsage();
  let results: Finding[][] | undefined;
  if (mode === 'floor' || mode === 'outline') await parseOnly(set, mode === 'outline');
  else results = await diffFileSet(set.all, { threads });
  const used = process.cpuUsage(cpu);
  const m: Measurement = {
    corpus,
    mode,
    label: set.label,
    pairs: set.all.length,
    changed: set.changed,
    chars: set.all.reduce((n, p) => n + p.base!.length + p.head!.length, 0),
    threads,
    chosen,
    wallS: (performance.now() - start) / 1000,
    cpuS: (used.user + used.system) / 1e6,
    peakRssMiB: peakRssMiB(),
    ...(results
      ? { findings: results.flat().length, falsePositives: falsePositives(results, set.unchanged) }
      : {}),
  };
  process.stdout.write(JSON.stringify(m));
}

function measure(corpus: CorpusId, mode: Mode): Measurement {
  // The floors parse in this thread: with the young generation the analysis workers get (a
  // generation is three semi-spaces), so that the floor is not slowed by a smaller heap.
  const heap =
    mode === 'floor' || mode === 'outline'
      ? [`--max-semi-space-size=${YOUNG_GENERATION_MB / 3}`]
      : [];
  const out = execFileSync(
    process.execPath,
    [...heap, '--import', 'tsx', join(__dirname, 'signature.bench.ts'), 'child', corpus, mode],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 20 },
  );
  return JSON.parse(out) as Measurement;
}

/**
 * Whether reading Python outlines (ADR 0013) gives the findings of reading both versions whole, on
 * every pair: the pairs that differ, and how many of them have a side that does not parse whole
 * (a syntax error inside a function body, which outlines do not parse in the base).
 */
async function outlineAgreement(set: PairSet): Promise<string> {
  const findings = (path: string, b: SurfaceResult | null, h: SurfaceResult | null) =>
    JSON.stringify(pairFindings(path, b, h) ?? [b, h]);
  const differ: string[] = [];
  let wholeUnparseable = 0;
  for (const p of set.all) {
    const whole = await wholeSurfaces(p.base!, p.head!);
    const outlined = await pyPairSurfaces(p.base!, p.head!);
    if (findings(p.path, ...whole) === findings(p.path, ...outlined)) continue;
    differ.push(p.path);
    if (whole.some((w) => 'unparseable' in w)) wholeUnparseable++;
  }
  return `${set.label}, Python outlines: the findings of reading both versions whole on ${set.all.length - differ.length} of ${set.all.length} pairs; ${differ.length} differ, ${wholeUnparseable} of them with a side that does not parse whole${differ.length ? ` (${differ.slice(0, 5).join(', ')})` : ''}`;
}

/**
 * One package.json pair (its `exports` entries resolved per consumer, see
 * src/signature/compare/entrypoints.ts) against the floor of parsing both texts with JSON.parse.
 * In one process: the first run cold, as a PR's run meets it, then the median of warm runs.
 */
async function packageJsonRow(): Promise<Record<string, unknown>> {
  const { lib } = compiled();
  lib.tuneJitForShortRuns();
  const [base, head] = PACKAGE_JSON.versions.map((v) =>
    readFileSync(join(npmPackage(PACKAGE_JSON.name, v), 'package.json'), 'utf8'),
  ) as [string, string];
  const time = async (run: () => unknown): Promise<number> => {
    const start = performance.now();
    await run();
    return performance.now() - start;
  };
  const pair = [{ path: 'package.json', base, head }];
  const self = [{ path: 'package.json', base, head: `${base}\n` }];
  let findings = 0;
  const analysis = async () => {
    findings = (await lib.diffFileSet(pair, { threads: 1 })).flat().length;
  };
  const floor = () => [base, head].map((t) => JSON.parse(t) as unknown);
  const coldMs = await time(analysis);
  const warm = [];
  const floors = [];
  for (let i = 0; i < 2 * RUNS + 1; i++) {
    warm.push(await time(analysis));
    floors.push(await time(floor));
  }
  const selfFindings = (await lib.diffFileSet(self, { threads: 1 })).flat().length;
  return {
    pair: `${PACKAGE_JSON.name} ${PACKAGE_JSON.versions.join(' → ')} package.json`,
    kiB: Math.round((base.length + head.length) / 1024),
    exportsEntries: [base, head].map(
      (t) => Object.keys((JSON.parse(t) as { exports?: object }).exports ?? {}).length,
    ),
    coldMs: Number(coldMs.toFixed(1)),
    warmMedianMs: Number(median(warm).toFixed(2)),
    floorMedianMs: Number(median(floors).toFixed(2)),
    ratioToFloor: Number((median(warm) / median(floors)).toFixed(1)),
    findings,
    findingsComparedWithItself: selfFindings,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main() {
  const load = () => os.loadavg()[0]!.toFixed(1);
  const loadBefore = load();
  const rows: Record<string, unknown>[] = [];
  const table: (string | number)[][] = [];
  const skipped: string[] = [];
  const notes: string[] = [];
  const pythonSets: PairSet[] = [];
  for (const corpus of Object.keys(CORPORA) as CorpusId[]) {
    const set = pairSet(corpus);
    if ('notRun' in set) {
      skipped.push(`${CORPORA[corpus].label}: ${set.notRun}`);
      continue;
    }
    if (set.flavour === 'py') pythonSets.push(set);
    let floorCpu = 0;
    const modes = ['floor', 'outline', '1', '2', 'changed'] as const;
    for (const mode of modes.filter((m) => m !== 'outline' || set.flavour === 'py')) {
      const runs = Array.from({ length: RUNS }, () => measure(corpus, mode));
      const m = runs[0]!;
      const rate = runs.map((r) => m.pairs / r.wallS);
      const cpu = median(runs.map((r) => r.cpuS));
      if (mode === 'floor') floorCpu = cpu;
      if (mode === '1')
        notes.push(`${m.label}: diffFileSet picks ${m.chosen} thread(s) for this set`);
      const row = {
        corpus: m.label,
        mode: {
          floor: 'parse-only floor',
          outline: 'outline parse floor',
          '1': 'analysis',
          '2': 'analysis',
          changed: 'changed pairs only',
        }[mode],
        threads: m.threads,
        pairs: m.pairs,
        changed: m.changed,
        pairsPerSecond: Math.round(median(rate)),
        pairsPerSecondRange: [Math.round(Math.min(...rate)), Math.round(Math.max(...rate))],
        pairsPerCpuSecond: Math.round(m.pairs / cpu),
        mCharsPerSecond: Number(((m.chars / 1e6) * (median(rate) / m.pairs)).toFixed(1)),
        cpuRatioToFloor: mode === 'changed' ? null : Number((cpu / floorCpu).toFixed(2)),
        peakRssMiB: Math.max(...runs.map((r) => r.peakRssMiB)),
        findings: m.findings ?? null,
        falsePositivesOnUnchangedPairs: mode === 'changed' ? null : (m.falsePositives ?? null),
        meanFileKChars: Number((m.chars / m.pairs / 2 / 1000).toFixed(1)),
        target: TARGETS[set.flavour],
      };
      rows.push(row);
      table.push([
        row.corpus,
        row.mode,
        row.threads,
        row.pairs,
        row.meanFileKChars,
        `${row.pairsPerSecond} (${row.pairsPerSecondRange.join('–')})`,
        row.pairsPerCpuSecond,
        row.mCharsPerSecond,
        row.cpuRatioToFloor ?? '-',
        row.peakRssMiB,
        row.findings ?? '-',
        row.falsePositivesOnUnchangedPairs ?? '-',
        row.target,
      ]);
    }
  }
  printTable([
    [
      'corpus',
      'measured',
      'threads',
      'pairs',
      'k chars/file',
      'pairs/s (range)',
      'pairs/CPU-s',
      'M chars/s',
      'CPU vs floor',
      'peak RSS MiB',
      'findings',
      'drift on unchanged',
      'target pairs/s',
    ],
    ...table,
  ]);
  console.log(
    `\nA pair is one file's base and head version. floor = parsing both sides in full and nothing else; for Python the analysis parses outlines (function bodies emptied; the head's from the base's tree, edited by the hunks of a line diff), whose parse-only floor is the outline parse floor row. Median of ${RUNS} fresh processes per row; pairs/s is wall clock, pairs/CPU-s counts every thread's CPU (V8's collector works on other threads too). ${os.availableParallelism()} cores, load average ${loadBefore} → ${load()} (a shared machine).`,
  );
  for (const python of pythonSets) notes.push(await outlineAgreement(python));
  const packageJson = await packageJsonRow();
  notes.push(
    `${packageJson.pair as string} (${packageJson.kiB as number} KiB, ${(packageJson.exportsEntries as number[]).join(' and ')} exports entries): ${packageJson.coldMs as number} ms cold, ${packageJson.warmMedianMs as number} ms warm = ${packageJson.ratioToFloor as number} × JSON.parse of both (${packageJson.floorMedianMs as number} ms); ${packageJson.findings as number} findings, ${packageJson.findingsComparedWithItself as number} against itself`,
  );
  for (const n of notes) console.log(n);
  for (const s of skipped) console.log(`not run: ${s}`);
  saveResult({
    rows,
    packageJson,
    notes,
    skipped,
    loadAverage: [loadBefore, load()],
    cores: os.availableParallelism(),
  });
}

if (process.argv[2] === 'child') void child(process.argv[3] as CorpusId, process.argv[4] as Mode);
else void main();
