import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { durable } from '../../src/engine/durable';
import { GoalLockedError } from '../../src/engine/errors';
import { DirLock } from '../../src/engine/lock';
import { currentProcess } from '../../src/engine/process-info';
import { step } from '../../src/engine/step';
import { compiledLib } from './lib-build';
import { useTempDir } from './tmp';

const tmp = useTempDir();
let lib = '';
beforeAll(() => {
  lib = compiledLib();
});

const child = (script: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawn(process.execPath, [join(__dirname, 'children', script), ...args], {
    env: { ...process.env, LIL_LIB: lib, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

const firstLine = (p: ChildProcess) =>
  new Promise<string>((resolve, reject) => {
    let out = '';
    p.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    let err = '';
    p.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    // `close`, not `exit`: a child that prints and exits at once may exit before its output is read.
    p.on('close', (code) => reject(new Error(`child exited ${code} before printing: ${err}`)));
  });

const exited = (p: ChildProcess) =>
  p.exitCode !== null || p.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => p.on('exit', resolve));

/** A pid that is certainly not running: a child that has exited and been reaped. */
function deadPid(): number {
  const out = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(out.stdout.toString());
}

describe('goal lock', () => {
  it('reports "locked by pid N" for a live owner in another process, and takes over once it is killed', async () => {
    const holder = child('hold-goal.cjs', [tmp(), 'shared']);
    expect(await firstLine(holder)).toBe('holding');
    const wf = durable({ goalId: 'shared', dir: tmp() }, () => step('hold', () => 'taken over'));
    const error = await wf().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GoalLockedError);
    expect((error as Error).message).toMatch(
      new RegExp(`goal 'shared' is locked by pid ${holder.pid} on ${hostname()} since `),
    );
    expect((error as Error).message).not.toContain('this process');
    holder.kill('SIGKILL');
    await exited(holder);
    expect(await wf()).toBe('taken over');
  });
});

describe('DirLock', () => {
  const owner = (pid: number, start: number | null, host = hostname()) => ({
    pid,
    host,
    start,
    boot: currentProcess().boot,
    at: '2026-01-01T00:00:00.000Z',
    what: 'x',
  });

  it('takes over a lock whose owner is dead, or whose pid was reused (start time differs)', () => {
    writeFileSync(join(tmp(), 'lock.4'), JSON.stringify(owner(deadPid(), 1)));
    const taken = DirLock.tryAcquire(tmp(), 'x');
    expect('lock' in taken && taken.lock.gen).toBe(5);
    expect(readdirSync(tmp())).toEqual(['lock.5']);
    if ('lock' in taken) taken.lock.release();
    expect(readdirSync(tmp())).toEqual(['free.5']);

    const parent = currentProcess();
    writeFileSync(
      join(tmp(), 'lock.6'),
      JSON.stringify(owner(process.ppid, (parent.start ?? 0) + 12345)),
    );
    expect('lock' in DirLock.tryAcquire(tmp(), 'x')).toBe(parent.start !== null);
  });

  it('treats an owner on another host as alive, and reports it', () => {
    writeFileSync(join(tmp(), 'lock.1'), JSON.stringify(owner(deadPid(), 1, 'elsewhere')));
    const result = DirLock.tryAcquire(tmp(), 'x');
    expect('owner' in result && result.owner.host).toBe('elsewhere');
    expect(DirLock.inspect(tmp())).toMatchObject({ alive: true, owner: { host: 'elsewhere' } });
  });

  it('lets exactly one of eight processes take over a stale lock at once', async () => {
    writeFileSync(join(tmp(), 'lock.1'), JSON.stringify(owner(deadPid(), 1)));
    const goAt = String(Date.now() + 400);
    const racers = Array.from({ length: 8 }, () =>
      child('race-lock.cjs', [tmp(), 'hold'], { GO_AT: goAt }),
    );
    const results = await Promise.all(racers.map(firstLine));
    expect(results.filter((r) => r === 'won')).toHaveLength(1);
    for (const r of racers) r.kill('SIGKILL');
    await Promise.all(racers.map(exited));
    // The winner is dead now: the next taker gets it.
    expect('lock' in DirLock.tryAcquire(tmp(), 'x')).toBe(true);
  });

  it('waits for a lock held in this process until it is released', async () => {
    const held = DirLock.tryAcquire(tmp(), 'x');
    if (!('lock' in held)) throw new Error('expected the lock');
    setTimeout(() => held.lock.release(), 30);
    const next = await DirLock.acquire(tmp(), 'x', 5000);
    expect(next.gen).toBe(held.lock.gen + 1);
    await expect(DirLock.acquire(tmp(), 'x', 20)).rejects.toThrow(
      /x is still locked by pid \d+ .* after 20 ms/,
    );
  });
});
