// Replay and verify a sealed 10,000-step journal (HMAC, statement, every frame's checksums and
// hash chain, run rebuild, claims) and compare its throughput with the floor the issue names: one
// SHA-256 pass over the same bytes, measured in the same process. A second floor is the journal
// format's own: one SHA-256 per frame (the hash chain), which no verifier of this format can
// skip. Step outputs: small values (a number: per-frame cost dominates), 1 KiB and 4 KiB values.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hmacKey } from '../src/bundle/keys';
import { replayJournal } from '../src/bundle/replay';
import { sealRun } from '../src/bundle/seal';
import { verifyBundle } from '../src/bundle/verify';
import { decodeJournal, durable, step } from '../src/engine';
import { peakRssMiB, printTable, saveResult } from './report';

const STEPS = 10_000;
const RUNS = 7;
const key = hmacKey('bench', Buffer.alloc(32, 7));

async function sealedJournal(valueBytes: number) {
  const dir = mkdtempSync(join(tmpdir(), 'lil-bench-bundle-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=b', '-c', 'user.email=b@b', ...args], { cwd: dir });
  git('init', '-q', '-b', 'main');
  writeFileSync(join(dir, '.gitignore'), 'runs/\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  const runsDir = join(dir, 'runs');
  const value = 'x'.repeat(valueBytes);
  await durable({ goalId: 'bench', dir: runsDir, cwd: dir, durability: 'process' }, async () => {
    for (let i = 0; i < STEPS; i++) await step(`step-${i}`, async () => (valueBytes ? value : i));
    writeFileSync(join(dir, 'result.txt'), 'done\n');
  })();
  const sealed = await sealRun({
    goalId: 'bench',
    runsDir,
    repoDir: dir,
    keys: [key],
    out: join(dir, 'proof/bench.bundle.json'),
    repository: 'bench/bench',
    env: {},
  });
  const envelope = readFileSync(sealed.bundlePath);
  const journal = readFileSync(sealed.journalPath);
  rmSync(dir, { recursive: true, force: true });
  return { envelope, journal };
}

async function median(fn: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const start = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

async function measure(label: string, valueBytes: number) {
  const { envelope, journal } = await sealedJournal(valueBytes);
  const bytes = envelope.length + journal.length;
  const verify = async () => {
    const result = await verifyBundle({
      envelopeBytes: envelope,
      journal: async () => journal,
      keys: [key],
      now: new Date(),
    });
    if (result.status !== 'valid') throw new Error(`not valid: ${JSON.stringify(result.reasons)}`);
    if (result.replay!.run!.committedSteps !== STEPS) throw new Error('step count');
  };
  const sha = () => createHash('sha256').update(envelope).update(journal).digest();
  const frames = decodeJournal(journal).frames.map((f) =>
    journal.subarray(f.offset, f.offset + f.length),
  );
  const chainFloor = () => {
    let chain = Buffer.alloc(32);
    for (const frame of frames) chain = createHash('sha256').update(chain).update(frame).digest();
    return chain;
  };
  await verify(); // warm up
  sha();
  const verifyMs = await median(verify);
  const replayMs = await median(() => replayJournal(journal));
  const shaMs = await median(sha);
  const chainMs = await median(chainFloor);
  const mbps = (ms: number) => bytes / 1e6 / (ms / 1000);
  return {
    label,
    steps: STEPS,
    journalBytes: journal.length,
    envelopeBytes: envelope.length,
    verifyMs,
    replayMs,
    sha256Ms: shaMs,
    chainFloorMs: chainMs,
    verifyMBps: mbps(verifyMs),
    sha256MBps: mbps(shaMs),
    ratio: shaMs / verifyMs,
    ratioToChainFloor: chainMs / verifyMs,
  };
}

async function main() {
  const results = [
    await measure('small values', 0),
    await measure('1 KiB values', 1024),
    await measure('4 KiB values', 4096),
  ];
  const r2 = (n: number) => (n >= 1 ? Math.round(n * 100) / 100 : Number(n.toPrecision(2)));
  printTable([
    [
      'journal',
      'bytes',
      'verify ms',
      'replay ms',
      'sha256 ms',
      'chain floor ms',
      'verify MB/s',
      'sha256 MB/s',
      'vs sha256 (target >= 0.5)',
      'vs chain floor',
    ],
    ...results.map((r) => [
      `${r.steps} steps, ${r.label}`,
      r.journalBytes + r.envelopeBytes,
      r2(r.verifyMs),
      r2(r.replayMs),
      r2(r.sha256Ms),
      r2(r.chainFloorMs),
      r2(r.verifyMBps),
      r2(r.sha256MBps),
      r2(r.ratio),
      r2(r.ratioToChainFloor),
    ]),
  ]);
  console.log(`peak RSS ${peakRssMiB()} MiB`);
  saveResult({ runs: RUNS, results, peakRssMiB: peakRssMiB() });
}

void main();
