// Replay and verify a sealed 10,000-step journal (HMAC, statement, every frame's checksum, the
// chain, run rebuild with output digests, claims) and compare its throughput with the floor the
// issue names: one SHA-256 pass over the same bytes, measured in the same process. A second floor
// is the hashing any verifier of this format must do: the journal's SHA-256 (its sealed digest,
// which is also its chain head), a SHA-256 of every step's output bytes (the digests it reports)
// and the CRC-32 link of every payload. Step outputs: small values (a number: the per-frame cost
// dominates), 1 KiB and 4 KiB values.
import { execFileSync } from 'node:child_process';
import { createHash, hash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { peakRssMiB, printTable, saveResult } from './report';

// The compiled library that `npm run bench` builds first: what users run (tsx's module getters
// would slow every cross-module call and skew the figures).
const load = createRequire(__filename);
const { hmacKey } = load('../lib/bundle/keys.js') as typeof import('../src/bundle/keys');
const { replayJournal } = load('../lib/bundle/replay.js') as typeof import('../src/bundle/replay');
const { sealRun } = load('../lib/bundle/seal.js') as typeof import('../src/bundle/seal');
const { verifyBundle } = load('../lib/bundle/verify.js') as typeof import('../src/bundle/verify');
const { decodeJournal, durable, step } = load(
  '../lib/engine/index.js',
) as typeof import('../src/engine/index');

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
  // The verifier's own floor, over the same frames (found outside the timing).
  const frames = decodeJournal(journal).frames;
  const payloads = frames.map((f) => f.payload);
  const outputs = frames.flatMap((f) => (f.record.t === 'step' ? [f.record.v] : []));
  const digests = () => {
    for (const v of outputs) hash('sha256', v, 'hex');
  };
  const links = () => {
    let link = 0;
    for (const p of payloads) link = crc32(p, link);
    return link;
  };
  const floor = () => {
    hash('sha256', journal, 'buffer');
    digests();
    links();
  };
  await verify(); // warm up
  sha();
  floor();
  const verifyMs = await median(verify);
  const replayMs = await median(() => replayJournal(journal));
  const shaMs = await median(sha);
  const floorMs = await median(floor);
  const digestMs = await median(digests);
  const mbps = (ms: number) => bytes / 1e6 / (ms / 1000);
  return {
    label,
    steps: STEPS,
    journalBytes: journal.length,
    envelopeBytes: envelope.length,
    verifyMs,
    replayMs,
    sha256Ms: shaMs,
    verifierFloorMs: floorMs,
    outputDigestUsPerStep: (digestMs / outputs.length) * 1000,
    verifyMBps: mbps(verifyMs),
    sha256MBps: mbps(shaMs),
    ratio: shaMs / verifyMs,
    ratioToVerifierFloor: floorMs / verifyMs,
    bestPossibleRatio: shaMs / floorMs,
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
      'floor ms',
      'verify MB/s',
      'sha256 MB/s',
      'vs sha256 (target >= 0.5)',
      'vs floor',
      'floor vs sha256',
      'digest µs/step',
    ],
    ...results.map((r) => [
      `${r.steps} steps, ${r.label}`,
      r.journalBytes + r.envelopeBytes,
      r2(r.verifyMs),
      r2(r.replayMs),
      r2(r.sha256Ms),
      r2(r.verifierFloorMs),
      r2(r.verifyMBps),
      r2(r.sha256MBps),
      r2(r.ratio),
      r2(r.ratioToVerifierFloor),
      r2(r.bestPossibleRatio),
      r2(r.outputDigestUsPerStep),
    ]),
  ]);
  console.log(
    'floor: SHA-256 of the journal + SHA-256 of every output + CRC-32 of every payload; ' +
      `peak RSS ${peakRssMiB()} MiB`,
  );
  saveResult({ runs: RUNS, results, peakRssMiB: peakRssMiB() });
}

void main();
