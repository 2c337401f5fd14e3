import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { durable } from '../../src/engine/durable';
import { readGitBase } from '../../src/engine/git-head';
import { readGoalJournal } from '../../src/engine/goal-journal';
import { step } from '../../src/engine/step';
import { useTempDir } from './tmp';

const tmp = useTempDir();
const git = (cwd: string, ...args: string[]) =>
  execFileSync(
    'git',
    ['-c', 'user.name=t', '-c', 'user.email=t@e', '-c', 'init.defaultBranch=main', ...args],
    {
      cwd,
      encoding: 'utf8',
    },
  ).trim();

function repo(): string {
  const dir = join(tmp(), 'repo');
  mkdirSync(dir);
  git(dir, 'init', '-q');
  writeFileSync(join(dir, 'a.txt'), 'a');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'first');
  return dir;
}

describe('readGitBase', () => {
  it('reads HEAD from a subfolder of a repository, loose and packed', () => {
    const dir = repo();
    mkdirSync(join(dir, 'sub'));
    const head = git(dir, 'rev-parse', 'HEAD');
    expect(readGitBase(join(dir, 'sub'))).toEqual({ root: dir, commit: head, branch: 'main' });
    git(dir, 'pack-refs', '--all');
    expect(readGitBase(dir)?.commit).toBe(head);
  });

  it('handles a detached HEAD, a worktree and an unborn branch', () => {
    const dir = repo();
    const first = git(dir, 'rev-parse', 'HEAD');
    writeFileSync(join(dir, 'b.txt'), 'b');
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', 'second');
    git(dir, 'checkout', '-q', first);
    expect(readGitBase(dir)).toEqual({ root: dir, commit: first, branch: null });
    git(dir, 'checkout', '-q', 'main');
    const wt = join(tmp(), 'wt');
    git(dir, 'worktree', 'add', '-q', '-b', 'feature', wt);
    expect(readGitBase(wt)).toEqual({
      root: wt,
      commit: git(dir, 'rev-parse', 'main'),
      branch: 'feature',
    });
    const empty = join(tmp(), 'empty');
    mkdirSync(empty);
    git(empty, 'init', '-q');
    expect(readGitBase(empty)).toEqual({ root: empty, commit: null, branch: 'main' });
  });

  it('is null outside a repository', () => {
    expect(readGitBase(tmp())).toBeNull();
  });

  it('is recorded in the goal record when the goal starts', async () => {
    const dir = repo();
    const wf = durable({ goalId: 'g', dir: join(tmp(), 'runs'), cwd: dir }, () =>
      step('s', () => 1),
    );
    await wf();
    const run = readGoalJournal(join(tmp(), 'runs', 'g')).run!;
    expect(run.git).toEqual({ root: dir, commit: git(dir, 'rev-parse', 'HEAD'), branch: 'main' });
    const off = durable({ goalId: 'h', dir: join(tmp(), 'runs'), cwd: dir, git: false }, () => 1);
    await off();
    expect(readGoalJournal(join(tmp(), 'runs', 'h')).run!.git).toBeNull();
  });
});
