import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  BREAKER_EXIT_CODE,
  superviseCommand,
  type SuperviseOptions,
} from '../../src/engine/supervise';
import { fixture, isAlive, readPids, tempDir, waitFor } from './supervise-helpers';

// Real child processes; millisecond backoff keeps the suite fast (the schedule is tested purely).
const fast = (lines: string[], extra: SuperviseOptions = {}): SuperviseOptions => ({
  backoff: { initialMs: 5, maxMs: 20 },
  log: (line) => lines.push(line),
  ...extra,
});
const node = (script: string, ...args: string[]) => ({
  command: process.execPath,
  args: [fixture(script), ...args],
});

describe('superviseCommand with real child processes', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('restarts a child that SIGKILLs itself twice, and ends 0 when it then succeeds', async () => {
    const counter = join(dir, 'count');
    const lines: string[] = [];
    const result = await superviseCommand(
      node('crash-then-succeed.cjs', counter, '2'),
      fast(lines),
    );
    expect(result).toMatchObject({ exitCode: 0, reason: 'success', runs: 3, restarts: 2 });
    expect(readFileSync(counter, 'utf8')).toBe('3');
    expect(readFileSync(`${counter}.env`, 'utf8')).toBe('1:0\n1:1\n1:2\n');
    expect(lines.filter((l) => l.includes('killed by SIGKILL (137); restart'))).toHaveLength(2);
  });

  it.each([
    [0, 'success'],
    [130, 'deliberate'],
    [143, 'deliberate'],
  ])('stops on exit %i without a restart', async (code, reason) => {
    const log = join(dir, 'runs');
    const result = await superviseCommand(node('exit-with.cjs', log, String(code)), fast([]));
    expect(result).toMatchObject({ exitCode: code, reason, runs: 1, restarts: 0 });
    expect(readFileSync(log, 'utf8')).toBe('run\n');
  });

  it('restarts exit 1 by default, and stops on it with restartOn "crash"', async () => {
    const log = join(dir, 'runs');
    const restarted = await superviseCommand(
      node('exit-with.cjs', log, '1'),
      fast([], { maxRestarts: 2 }),
    );
    expect(restarted).toMatchObject({ exitCode: 1, reason: 'max-restarts', runs: 3, restarts: 2 });
    rmSync(log);
    const final = await superviseCommand(
      node('exit-with.cjs', log, '1'),
      fast([], { restartOn: 'crash' }),
    );
    expect(final).toMatchObject({ exitCode: 1, reason: 'failure', runs: 1 });
  });

  it('trips the circuit breaker on rapid repeated failure, with its own exit code and message', async () => {
    const log = join(dir, 'runs');
    const lines: string[] = [];
    const result = await superviseCommand(
      node('exit-with.cjs', log, '137'),
      fast(lines, { maxRestarts: 100, breaker: { failures: 4, windowMs: 60_000 } }),
    );
    expect(result).toMatchObject({
      exitCode: BREAKER_EXIT_CODE,
      reason: 'breaker',
      runs: 4,
      restarts: 3,
    });
    expect(readFileSync(log, 'utf8').split('\n').filter(Boolean)).toHaveLength(4);
    expect(result.message).toBe(
      'circuit breaker tripped: 4 failures within 60 s (last: exit code 137); not restarting',
    );
    expect(lines.at(-1)).toBe(result.message);
  });

  it('reports a command that cannot start as 127, without restarting', async () => {
    const result = await superviseCommand({ command: join(dir, 'no-such-program') }, fast([]));
    expect(result).toMatchObject({ exitCode: 127, reason: 'spawn-failed', runs: 1, restarts: 0 });
    expect(result.message).toContain('no-such-program');
  });

  it('kills what is left of the group (a grandchild) when the child exits', async () => {
    const pidFile = join(dir, 'pids');
    const script = [
      "const grandchild = require('child_process').spawn('sleep', ['1000'], { stdio: 'ignore' });",
      `require('fs').writeFileSync(${JSON.stringify(pidFile)}, JSON.stringify({ child: process.pid, grandchild: grandchild.pid }));`,
      'process.exit(0);',
    ].join('\n');
    const result = await superviseCommand(
      { command: process.execPath, args: ['-e', script] },
      fast([]),
    );
    expect(result.reason).toBe('success');
    const { grandchild } = readPids(pidFile);
    expect(isAlive(grandchild)).toBe(false);
  });

  it('supervise(options, fn) restarts its worker after SIGKILL and runs the code after it once', async () => {
    const counter = join(dir, 'count');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', fixture('fn-worker.ts'), counter, '2'],
      {
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const printed = run.stdout.trim().split('\n');
    expect(printed).toHaveLength(1);
    expect(JSON.parse(printed[0]!)).toMatchObject({
      exitCode: 0,
      reason: 'success',
      runs: 3,
      restarts: 2,
    });
    expect(readFileSync(counter, 'utf8')).toBe('3');
    expect(readFileSync(`${counter}.done`, 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('gives up after maxRestarts with the status of the child, and leaves no grandchild behind', async () => {
    // family.cjs never exits by itself: a SIGKILL from outside, with no restart allowed, ends it.
    const pidFile = join(dir, 'pids');
    const done = superviseCommand(node('family.cjs', pidFile), fast([], { maxRestarts: 0 }));
    await waitFor('the pid file', () => existsSync(pidFile));
    const { child, grandchild } = readPids(pidFile);
    process.kill(child, 'SIGKILL');
    const result = await done;
    expect(result).toMatchObject({ exitCode: 137, reason: 'max-restarts' });
    await waitFor('the grandchild to be gone', () => !isAlive(grandchild));
  });
});
