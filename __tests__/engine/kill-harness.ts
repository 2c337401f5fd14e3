import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Seeded PRNG (mulberry32): kill delays are reproducible from the printed seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ChildRun {
  proc: ChildProcess;
  /** Resolves when the child prints "R" (it is about to start its durable work). */
  ready: Promise<void>;
  /** Resolves when the child has exited. */
  exit: Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    stdout: string;
    stderr: string;
  }>;
}

export function startChild(lib: string, script: string, args: string[]): ChildRun {
  const proc = spawn(process.execPath, [join(__dirname, 'children', script), ...args], {
    env: { ...process.env, LIL_LIB: lib },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  proc.stdout!.on('data', (d: Buffer) => {
    stdout += d.toString();
    if (stdout.startsWith('R\n')) markReady();
  });
  proc.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exit = new Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    stdout: string;
    stderr: string;
  }>((resolve) =>
    proc.on('exit', (code, signal) => {
      markReady();
      // 'exit' can come before the last stdout chunk: wait for the streams to close.
      proc.stdout!.on('close', () => resolve({ code, signal, stdout, stderr }));
      if (proc.stdout!.closed) resolve({ code, signal, stdout, stderr });
    }),
  );
  return { proc, ready, exit };
}

/** Runs a child and kills it with SIGKILL `delayMs` after it reports ready (unless it exits first). */
export async function runWithKill(
  lib: string,
  script: string,
  args: string[],
  delayMs: number | null,
): Promise<{
  killed: boolean;
  pid: number;
  code: number | null;
  stdout: string;
  stderr: string;
  ranMs: number;
}> {
  const child = startChild(lib, script, args);
  await child.ready;
  const readyAt = performance.now();
  let timer: NodeJS.Timeout | undefined;
  if (delayMs !== null) timer = setTimeout(() => child.proc.kill('SIGKILL'), delayMs);
  const result = await child.exit;
  clearTimeout(timer);
  return {
    killed: result.signal === 'SIGKILL',
    pid: child.proc.pid!,
    code: result.code,
    stdout: result.stdout,
    stderr: result.stderr,
    ranMs: performance.now() - readyAt,
  };
}

export function logLines(path: string): string[][] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split(' '));
}
