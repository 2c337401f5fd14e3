import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../../src/cli/main';
import { recordingIO } from '../support/cli-io';
import { fixture, isAlive, readPids, tempDir, waitFor } from './supervise-helpers';

const repo = join(__dirname, '..', '..');

/** `lil watch` as its own process (signals must reach a real supervisor, not the test runner). */
function lilWatch(args: string[]): {
  proc: ChildProcess;
  exit: Promise<number | null>;
  stderr: () => string;
} {
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', join(repo, 'src', 'index.ts'), 'watch', ...args],
    {
      cwd: repo,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  proc.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return { proc, exit, stderr: () => stderr };
}

describe('lil watch: signals and the process group', () => {
  let dir: string;
  const leftovers: number[] = [];
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => {
    for (const pid of leftovers.splice(0)) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  async function startFamily(extra: string[] = [], mode: string[] = []) {
    const pidFile = join(dir, 'pids');
    const watch = lilWatch([
      ...extra,
      '--',
      process.execPath,
      fixture('family.cjs'),
      pidFile,
      ...mode,
    ]);
    await waitFor('the child to start', () => existsSync(pidFile), 30_000);
    const pids = readPids(pidFile);
    leftovers.push(pids.child, pids.grandchild);
    expect(isAlive(pids.child) && isAlive(pids.grandchild)).toBe(true);
    return { ...watch, ...pids };
  }

  it.each([
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const)(
    'forwards %s to the whole group and exits with the child status',
    async (signal, status) => {
      const { proc, exit, child, grandchild, stderr } = await startFamily();
      proc.kill(signal);
      expect(await exit).toBe(status);
      expect(isAlive(child)).toBe(false);
      await waitFor('the grandchild to be gone', () => !isAlive(grandchild));
      expect(stderr()).toContain(`${signal}: forwarding to process group ${child}`);
      expect(stderr()).not.toContain('restart');
    },
  );

  it('SIGKILLs a group that ignores the forwarded signal after --kill-timeout', async () => {
    const { proc, exit, child, grandchild } = await startFamily(
      ['--kill-timeout', '0.5'],
      ['--ignore-signals'],
    );
    proc.kill('SIGTERM');
    expect(await exit).toBe(137);
    expect(isAlive(child)).toBe(false);
    await waitFor('the grandchild to be gone', () => !isAlive(grandchild));
  });

  it('a signal during the backoff wait ends supervision without another start', async () => {
    const log = join(dir, 'runs');
    const watch = lilWatch([
      '--backoff',
      '30',
      '--',
      process.execPath,
      fixture('exit-with.cjs'),
      log,
      '1',
    ]);
    await waitFor('the first failure', () => watch.stderr().includes('restart 1 of 10 in'), 30_000);
    watch.proc.kill('SIGTERM');
    expect(await watch.exit).toBe(143);
    expect(watch.stderr()).toContain('stopped by SIGTERM before a restart');
    expect(readFileSync(log, 'utf8')).toBe('run\n');
  });

  it('a SIGKILLed supervisor takes the group with it (orphan guard)', async () => {
    const { proc, exit, child, grandchild } = await startFamily(['--kill-timeout', '1']);
    proc.kill('SIGKILL');
    await exit;
    await waitFor('the child to be gone', () => !isAlive(child));
    await waitFor('the grandchild to be gone', () => !isAlive(grandchild));
  });
});

describe('lil watch: command line', () => {
  it.each([
    [['node', 'x.js'], "give the command after '--'"],
    [['--'], "give the command after '--'"],
    [['--max-restarts', '1.5', '--', 'true'], '--max-restarts wants a whole number'],
    [['--backoff', 'soon', '--', 'true'], '--backoff wants seconds'],
    [['--restart-on', 'always', '--', 'true'], "--restart-on is 'failure' or 'crash'"],
    [['--breaker', '5', '--', 'true'], '--breaker wants FAILURES/SECONDS'],
    [['--stop-on', '2,x', '--', 'true'], '--stop-on wants exit codes'],
    [['--frobnicate', '--', 'true'], "Unknown option '--frobnicate'"],
  ])('refuses %j with exit 2 and one line', async (args, message) => {
    const io = recordingIO();
    expect(await runCli(['watch', ...args], io)).toBe(2);
    expect(io.err.trim().split('\n')).toHaveLength(1);
    expect(io.err).toContain(message);
  });

  it('exits with the child status when it stops for good', async () => {
    const dir = tempDir();
    try {
      const io = recordingIO({ env: process.env });
      const args = [
        'watch',
        '--restart-on',
        'crash',
        '--',
        process.execPath,
        fixture('exit-with.cjs'),
        join(dir, 'log'),
        '3',
      ];
      expect(await runCli(args, io)).toBe(3);
      expect(io.err).toContain(
        'lil watch: the child failed (not restarted: restart on crash only) with exit code 3',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exits 75 when the breaker trips', async () => {
    const dir = tempDir();
    try {
      const io = recordingIO({ env: process.env });
      const args = [
        'watch',
        '--backoff',
        '0.01',
        '--breaker',
        '2/60',
        '--',
        process.execPath,
        fixture('exit-with.cjs'),
        join(dir, 'log'),
        '1',
      ];
      expect(await runCli(args, io)).toBe(75);
      expect(io.err).toContain('circuit breaker tripped: 2 failures within 60 s');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints its help', async () => {
    const io = recordingIO();
    expect(await runCli(['watch', '--help'], io)).toBe(0);
    expect(io.out).toContain('--max-restarts N');
    expect(io.out).toContain('75 when the circuit');
  });
});
