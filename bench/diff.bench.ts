// The local change set of a 20-file and a 1,000-file PR: file list plus contents at base and head.
// Floor: the same three git processes fed directly (no parsing, no objects). Peer: the naive way,
// one `git show` per file version.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gitContentReader, loadContents, localChangeSet } from '../src/diff';
import { peakRssMiB, printTable, saveResult } from './report';

const RUNS = 5;

function git(dir: string, args: string[], input?: string): Buffer {
  return execFileSync('git', args, {
    cwd: dir,
    input,
    maxBuffer: 1 << 30,
    stdio: ['pipe', 'pipe', 'ignore'],
  });
}

function makeRepo(files: number): { dir: string; base: string; head: string } {
  const dir = mkdtempSync(join(tmpdir(), 'lil-bench-diff-'));
  git(dir, ['init', '-q', '-b', 'main']);
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const source = (i: number, v: number) =>
    Array.from(
      { length: 80 },
      (_, l) => `export function f${i}_${l}(a: number): number { return a + ${v * l}; }`,
    ).join('\n') + '\n';
  for (let i = 0; i < files; i++) write(`pkg${i % 20}/file${i}.ts`, source(i, 1));
  const commit = (message: string) => {
    git(dir, ['add', '-A']);
    git(dir, ['-c', 'user.name=b', '-c', 'user.email=b@b', 'commit', '-q', '-m', message]);
    return git(dir, ['rev-parse', 'HEAD']).toString().trim();
  };
  const base = commit('base');
  for (let i = 0; i < files; i++) {
    if (i % 10 === 0) rmSync(join(dir, `pkg${i % 20}/file${i}.ts`));
    else write(`pkg${i % 20}/file${i}.ts`, source(i, 2));
  }
  return { dir, base, head: commit('head') };
}

function median(fn: () => unknown | Promise<unknown>): Promise<number> {
  return (async () => {
    const times: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      const start = process.hrtime.bigint();
      await fn();
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
  })();
}

async function measure(files: number) {
  const { dir, base, head } = makeRepo(files);
  try {
    const ours = await median(async () => {
      const cs = await localChangeSet({ repoDir: dir, base, head, fetch: false });
      const loaded = await loadContents(cs, gitContentReader(dir), { wanted: () => true });
      if (loaded.files.length !== files)
        throw new Error(`expected ${files} files, got ${loaded.files.length}`);
    });
    // The floor feeds git exactly the blob list ours asks for, computed beforehand.
    const raw = git(dir, ['diff', '--raw', '-M', '--no-abbrev', base, head]).toString();
    const blobs = [...raw.matchAll(/^:\d+ \d+ (\w+) (\w+)/gm)]
      .flatMap((m) => [m[1]!, m[2]!])
      .filter((sha) => !/^0+$/.test(sha));
    const input = blobs.join('\n') + '\n';
    const specs = git(dir, ['ls-tree', '-r', '--name-only', base]).toString().trim().split('\n');
    const floor = await median(() => {
      git(dir, ['diff', '-z', '--raw', '--numstat', '-M', '--no-abbrev', base, head]);
      git(dir, ['cat-file', '--batch-check'], input);
      git(dir, ['cat-file', '--batch'], input);
    });
    const peer = await median(() => {
      git(dir, ['diff', '--name-status', '-M', base, head]);
      for (const p of specs) {
        git(dir, ['show', `${base}:${p}`]);
        try {
          git(dir, ['show', `${head}:${p}`]);
        } catch {
          // deleted at head
        }
      }
    });
    return { files, ours, floor, peer };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const results = [await measure(20), await measure(1000)];
  printTable([
    [
      'PR files',
      'ours ms',
      'floor ms (same git, no parsing)',
      'ours/floor',
      'peer ms (git show per version)',
      'peer/ours',
    ],
    ...results.map((r) => [
      r.files,
      r.ours.toFixed(1),
      r.floor.toFixed(1),
      (r.ours / r.floor).toFixed(2),
      r.peer.toFixed(1),
      (r.peer / r.ours).toFixed(1),
    ]),
  ]);
  console.log(`peak RSS ${peakRssMiB()} MiB; median of ${RUNS} runs each`);
  saveResult({
    runs: RUNS,
    peakRssMiB: peakRssMiB(),
    cases: results.map((r) => ({
      ...r,
      oursOverFloor: r.ours / r.floor,
      peerOverOurs: r.peer / r.ours,
    })),
  });
}

void main();
