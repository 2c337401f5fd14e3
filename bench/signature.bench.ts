// Signature gate throughput on real libraries: every paired file of two published versions.
// TS: the `effect` npm package, which ships its .ts sources and .d.ts files (4.0.0 → 4.1.0,
// ~1,040 paired files). Python: the CPython standard library of two pyenv versions.
// Corpora live outside the repository in ~/.cache/lil-bench-corpus (fetched with `npm pack`).
// Identical pairs get a trailing newline so every pair is fully analysed (the library skips
// identical texts); the floor is parsing both sides and nothing else, measured in the same run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import os, { homedir } from 'node:os';
import { join, relative } from 'node:path';
import type { Finding } from '../src/findings';
import { diffFileSet, type FileVersions } from '../src/signature/index';
import { pythonParser } from '../src/signature/py/parser';
import { loadTsMorph } from '../src/signature/ts/context';
import { peakRssMiB, printTable, saveResult } from './report';

const CACHE = join(homedir(), '.cache', 'lil-bench-corpus');
const TS_PACKAGE = 'effect';
const TS_VERSIONS = ['4.0.0', '4.1.0'] as const;
const PY_VERSIONS = ['3.12.1', '3.13.0'] as const;

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

function pairs(
  base: Map<string, string>,
  head: Map<string, string>,
): { all: FileVersions[]; changed: number; unchanged: Set<number> } {
  const all: FileVersions[] = [];
  const unchanged = new Set<number>();
  for (const [path, text] of head) {
    const old = base.get(path);
    if (old === undefined) continue;
    if (old === text) unchanged.add(all.length);
    all.push({ path, base: old, head: old === text ? `${text}\n` : text });
  }
  return { all, changed: all.length - unchanged.size, unchanged };
}

/** Drift reported on a pair whose only difference is a trailing newline: a false positive. */
function falsePositives(results: Finding[][], unchanged: Set<number>): number {
  const notes = new Set(['file-skipped', 'side-unparseable']);
  return [...unchanged].reduce(
    (n, i) => n + results[i]!.filter((f) => !notes.has(f.kind)).length,
    0,
  );
}

/** Wall-clock and CPU seconds (user + system) of one phase: the machine is shared, so both count. */
async function timed<T>(fn: () => Promise<T> | T): Promise<[T, { wall: number; cpu: number }]> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const value = await fn();
  const used = process.cpuUsage(cpu);
  return [
    value,
    { wall: (performance.now() - start) / 1000, cpu: (used.user + used.system) / 1e6 },
  ];
}

async function benchTs() {
  const [a, b] = TS_VERSIONS.map((v) => walk(npmPackage(TS_PACKAGE, v), (n) => n.endsWith('.ts')));
  const { all, changed, unchanged } = pairs(a!, b!);
  const morph = await loadTsMorph();
  const [, floor] = await timed(() => {
    for (const p of all) {
      for (const text of [p.base!, p.head!])
        morph.ts.createSourceFile(
          p.path,
          text,
          {
            languageVersion: morph.ts.ScriptTarget.ES2022,
            jsDocParsingMode: morph.ts.JSDocParsingMode.ParseForTypeInfo,
          },
          false,
        );
    }
  });
  return measure(`${TS_PACKAGE} ${TS_VERSIONS.join(' → ')}`, { all, changed, unchanged }, floor);
}

/** The analysis of every pair, timed, beside the floor measured just before. */
async function measure(
  corpus: string,
  set: ReturnType<typeof pairs>,
  floor: { wall: number; cpu: number },
) {
  const [results, seconds] = await timed(() => diffFileSet(set.all));
  return {
    corpus,
    files: set.all.length,
    changed: set.changed,
    seconds,
    floor,
    findings: results.flat().length,
    falsePositives: falsePositives(results, set.unchanged),
  };
}

function pythonLib(version: string): string | undefined {
  const [major, minor] = version.split('.');
  const dir = join(homedir(), '.pyenv', 'versions', version, 'lib', `python${major}.${minor}`);
  return existsSync(dir) ? dir : undefined;
}

async function benchPy() {
  const dirs = PY_VERSIONS.map(pythonLib);
  if (!dirs[0] || !dirs[1]) return undefined;
  const [a, b] = dirs.map((d) => walk(d!, (n) => n.endsWith('.py')));
  const { all, changed, unchanged } = pairs(a!, b!);
  const parser = await pythonParser();
  const [, floor] = await timed(() => {
    for (const p of all) for (const text of [p.base!, p.head!]) parser.parse(text)?.delete();
  });
  return measure(`CPython stdlib ${PY_VERSIONS.join(' → ')}`, { all, changed, unchanged }, floor);
}

type Run = Awaited<ReturnType<typeof measure>>;

function figures(r: Run) {
  return {
    corpus: r.corpus,
    files: r.files,
    changed: r.changed,
    findings: r.findings,
    falsePositivesOnUnchangedPairs: r.falsePositives,
    filesPerSecond: Math.round(r.files / r.seconds.wall),
    filesPerCpuSecond: Math.round(r.files / r.seconds.cpu),
    floorFilesPerSecond: Math.round(r.files / r.floor.wall),
    floorFilesPerCpuSecond: Math.round(r.files / r.floor.cpu),
    cpuRatioToFloor: Number((r.seconds.cpu / r.floor.cpu).toFixed(2)),
  };
}

async function main() {
  const load = () => os.loadavg()[0]!.toFixed(1);
  const loadBefore = load();
  const ts = figures(await benchTs());
  const rssAfterTs = peakRssMiB();
  const pyRun = await benchPy();
  const py = pyRun ? figures(pyRun) : undefined;
  const header = [
    'corpus',
    'drift on unchanged',
    'paired',
    'changed',
    'files/s',
    'files/CPU-s',
    'floor files/CPU-s',
    'CPU ratio to floor',
    'target files/s',
  ];
  const row = (f: ReturnType<typeof figures>, target: number) => [
    f.corpus,
    f.falsePositivesOnUnchangedPairs,
    f.files,
    f.changed,
    f.filesPerSecond,
    f.filesPerCpuSecond,
    f.floorFilesPerCpuSecond,
    f.cpuRatioToFloor,
    target,
  ];
  printTable([header, row(ts, 300), ...(py ? [row(py, 1000)] : [])]);
  console.log(
    `\nfloor = parsing both sides and nothing else. One process, one thread; load average ${loadBefore} → ${load()} on ${os.cpus().length} cores (a shared machine: files/s is wall clock, files/CPU-s is what the process itself spent).`,
  );
  console.log(`peak RSS: ${rssAfterTs} MiB after TS, ${peakRssMiB()} MiB at the end`);
  if (!py) console.log(`Python corpus not run: pyenv versions ${PY_VERSIONS.join(', ')} not found`);
  saveResult({
    ts,
    py: py ?? 'not run: pyenv versions missing',
    peakRssMiB: peakRssMiB(),
    peakRssAfterTsMiB: rssAfterTs,
    loadAverage: [loadBefore, load()],
  });
}

void main();
