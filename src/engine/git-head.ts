import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { GitBase } from './records';

/**
 * The git repository containing `cwd` and its HEAD commit, read from `.git` directly (loose refs,
 * packed-refs, worktrees, detached HEAD), falling back to `git rev-parse` for anything else
 * (reftable, unusual layouts). Null outside a repository. `commit` is null on an unborn branch.
 */
export function readGitBase(cwd: string): GitBase | null {
  const found = findGitDir(resolve(cwd));
  if (!found) return null;
  try {
    const direct = readHead(found.gitDir);
    if (direct) return { root: found.root, ...direct };
  } catch {
    // fall through to git itself
  }
  return { root: found.root, ...revParse(found.root) };
}

function findGitDir(start: string): { root: string; gitDir: string } | null {
  for (let dir = start; ; dir = dirname(dir)) {
    const dotGit = join(dir, '.git');
    if (existsSync(dotGit)) {
      if (statSync(dotGit).isDirectory()) return { root: dir, gitDir: dotGit };
      const link = /^gitdir:\s*(.+)$/m.exec(readFileSync(dotGit, 'utf8'));
      if (link) {
        const target = link[1]!.trim();
        return { root: dir, gitDir: isAbsolute(target) ? target : resolve(dir, target) };
      }
    }
    if (dirname(dir) === dir) return null;
  }
}

function readHead(gitDir: string): { commit: string | null; branch: string | null } | null {
  const head = readFileSync(join(gitDir, 'HEAD'), 'utf8').trim();
  if (/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(head)) return { commit: head, branch: null };
  const ref = /^ref:\s*(refs\/\S+)$/.exec(head)?.[1];
  if (!ref || ref === 'refs/heads/.invalid') return null; // reftable or unknown: ask git
  const branch = ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : null;
  const commonFile = join(gitDir, 'commondir');
  const commonDir = existsSync(commonFile)
    ? resolve(gitDir, readFileSync(commonFile, 'utf8').trim())
    : gitDir;
  for (const dir of [gitDir, commonDir]) {
    const loose = join(dir, ref);
    if (existsSync(loose)) return { commit: readFileSync(loose, 'utf8').trim(), branch };
  }
  const packed = join(commonDir, 'packed-refs');
  if (existsSync(packed)) {
    for (const line of readFileSync(packed, 'utf8').split('\n')) {
      const [sha, name] = line.trim().split(' ');
      if (name === ref && sha) return { commit: sha, branch };
    }
  }
  return { commit: null, branch }; // unborn branch: no commit yet
}

function revParse(root: string): { commit: string | null; branch: string | null } {
  const run = (args: string[]) => {
    try {
      return execFileSync('git', args, {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        timeout: 10000,
      }).trim();
    } catch {
      return null;
    }
  };
  const branch = run(['symbolic-ref', '--short', '-q', 'HEAD']);
  return { commit: run(['rev-parse', '--verify', '-q', 'HEAD']), branch: branch || null };
}
