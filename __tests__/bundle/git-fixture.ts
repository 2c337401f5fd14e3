import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gitContentReader, loadContents, localChangeSet } from '../../src/diff';
import type { ChangeSet } from '../../src/diff/types';

/** A real git repository in a temp folder, for sealing and binding tests. */
export interface GitFixture {
  dir: string;
  git(...args: string[]): string;
  write(path: string, content: string | Buffer): void;
  remove(path: string): void;
  commitAll(message: string): string;
}

export function gitFixture(prefix = 'lil-bundle-'): GitFixture {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@example.com',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@example.com',
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_CONFIG_NOSYSTEM: '1',
      },
    }).trim();
  git('init', '-q', '-b', 'main');
  const fixture: GitFixture = {
    dir,
    git,
    write(path, content) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    },
    remove(path) {
      rmSync(join(dir, path));
    },
    commitAll(message) {
      git('add', '-A');
      git('commit', '-q', '--allow-empty', '-m', message);
      return git('rev-parse', 'HEAD');
    },
  };
  return fixture;
}

/** The PR change set base...HEAD of a fixture, with every file's content loaded. */
export async function prChangeSet(
  repo: GitFixture,
  base: string,
  repository: ChangeSet['repository'] = { owner: 'acme', name: 'widgets', id: 42 },
): Promise<ChangeSet> {
  const set = await localChangeSet({
    repoDir: repo.dir,
    base,
    head: 'HEAD',
    fetch: false,
    repository,
  });
  return loadContents(set, gitContentReader(repo.dir), { wanted: () => true, loadBinary: true });
}

/** `git merge-base --is-ancestor` in the fixture, as the gate's injected ancestry check. */
export function ancestryIn(repo: GitFixture) {
  return (commit: string, prBase: string): boolean => {
    try {
      repo.git('merge-base', '--is-ancestor', commit, prBase);
      return true;
    } catch {
      return false;
    }
  };
}
