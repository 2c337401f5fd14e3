// The action's own speed, measured on the bundled dist/index.js (LIL_ACTION_DIST overrides):
// - cold start to the first log line, as the action, against a bare `node -e 0` in the same run
//   (target ≤ 0.3 s: ts-morph and the CycloneDX library are separate chunks loaded on demand);
// - `lil verify --dry-run` on a generated 20-file and 1,000-file PR (real git repositories; half
//   the files TypeScript with a changed signature, half Markdown), against the floor of reading
//   the same change with git (`git diff --numstat` + `git cat-file --batch` of every version).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { peakRssMiB, printTable, saveResult } from './report';

const DIST = resolve(process.env.LIL_ACTION_DIST ?? 'dist/index.js');
const RUNS = 7;

function firstOutput(
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<{ firstMs: number; totalMs: number; code: number | null }> {
  return new Promise((done, fail) => {
    const start = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - start) / 1e6;
    let firstMs = -1;
    const child = spawn(process.execPath, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const mark = () => {
      if (firstMs < 0) firstMs = ms();
    };
    child.stdout.on('data', mark);
    child.stderr.on('data', mark);
    child.on('error', fail);
    child.on('close', (code) =>
      done({ firstMs: firstMs < 0 ? ms() : firstMs, totalMs: ms(), code }),
    );
  });
}

async function median(fn: () => Promise<number>): Promise<number> {
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) times.push(await fn());
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=b', '-c', 'user.email=b@b', ...args], {
    cwd,
    maxBuffer: 1 << 30,
  });

/** A repository whose `feature` branch changes `files` files off `main`. */
function pullRepo(files: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'lil-bench-action-'));
  git(dir, 'init', '-q', '-b', 'main');
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const ts = (i: number, type: string) =>
    `/** Module ${i}. */\nexport interface Options${i} {\n  retries: number;\n}\n\nexport function run${i}(input: ${type}, options?: Options${i}): Promise<string> {\n  return Promise.resolve(String(input) + (options?.retries ?? 0));\n}\n`;
  for (let i = 0; i < files; i++) {
    if (i % 2 === 0) write(`src/m${i}/index.ts`, ts(i, 'string'));
    else write(`docs/page${i}.md`, `# Page ${i}\n\nText.\n`);
  }
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  git(dir, 'checkout', '-q', '-b', 'feature');
  for (let i = 0; i < files; i++) {
    if (i % 2 === 0) write(`src/m${i}/index.ts`, ts(i, 'number'));
    else write(`docs/page${i}.md`, `# Page ${i}\n\nText, revised.\n`);
  }
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'change');
  return dir;
}

/** The floor: list the change and read both versions of every file, with git alone. */
function gitFloor(dir: string): number {
  const start = process.hrtime.bigint();
  const names = git(dir, 'diff', '--numstat', 'main', 'feature')
    .toString()
    .trim()
    .split('\n')
    .map((l) => l.split('\t')[2]!);
  const batch = names.flatMap((n) => [`main:${n}`, `feature:${n}`]).join('\n') + '\n';
  execFileSync('git', ['cat-file', '--batch'], { cwd: dir, input: batch, maxBuffer: 1 << 30 });
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function main() {
  if (!existsSync(DIST)) throw new Error(`${DIST} is missing: run npm run bundle`);
  const env = { PATH: process.env.PATH, HOME: process.env.HOME };
  const empty = mkdtempSync(join(tmpdir(), 'lil-bench-empty-'));
  const actionEnv = {
    ...env,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    'INPUT_GITHUB-TOKEN': 'ghs_bench',
    GITHUB_WORKSPACE: empty,
  };
  const nodeFloor = await median(async () => (await firstOutput(['-e', '0'], env, empty)).totalMs);
  const helpStart = await median(
    async () => (await firstOutput([DIST, '--version'], env, empty)).firstMs,
  );
  const actionStart = await median(
    async () => (await firstOutput([DIST], actionEnv, empty)).firstMs,
  );
  rmSync(empty, { recursive: true, force: true });

  const dryRuns = [];
  for (const files of [20, 1000]) {
    const dir = pullRepo(files);
    const run = await firstOutput([DIST, 'verify', '--dry-run', '--base', 'main'], env, dir);
    if (run.code !== 1)
      throw new Error(`dry run exited ${run.code}; expected 1 (breaking signature changes)`);
    const dryMs = await median(
      async () =>
        (await firstOutput([DIST, 'verify', '--dry-run', '--base', 'main'], env, dir)).totalMs,
    );
    const floorMs = await median(async () => gitFloor(dir));
    dryRuns.push({ files, dryRunMs: dryMs, gitFloorMs: floorMs, ratio: dryMs / floorMs });
    rmSync(dir, { recursive: true, force: true });
  }

  const r = (n: number) => Math.round(n * 10) / 10;
  printTable([
    ['measure', 'ms (median of 7)', 'vs floor'],
    ['node -e 0 (floor)', r(nodeFloor), '1.0'],
    ['dist --version, first output', r(helpStart), r(helpStart / nodeFloor)],
    [
      'dist as the action, first log line (target <= 300 ms)',
      r(actionStart),
      r(actionStart / nodeFloor),
    ],
    ...dryRuns.map((d) => [
      `dry run, ${d.files}-file PR (git floor ${r(d.gitFloorMs)} ms)`,
      r(d.dryRunMs),
      r(d.ratio),
    ]),
  ]);
  console.log(`peak RSS of the harness ${peakRssMiB()} MiB`);
  saveResult({
    runs: RUNS,
    nodeFloorMs: nodeFloor,
    versionFirstOutputMs: helpStart,
    actionFirstLogMs: actionStart,
    targetMs: 300,
    dryRuns,
  });
}

void main();
