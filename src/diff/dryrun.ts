import { ChangeSetError } from './errors';
import { git, gitText, mergeBase, resolveCommit } from './git';

export interface DryRunRefs {
  base: string;
  head: string;
  /** How the base was chosen, for the dry run's first line, e.g. `merge-base with origin/main`. */
  baseFrom: string;
  /**
   * Paths with uncommitted changes (staged, unstaged or untracked). A dry run verifies commits
   * only — what CI would see after a push — so the caller says these were left out.
   */
  uncommitted: string[];
}

const DEFAULT_BRANCHES = ['origin/HEAD', 'origin/main', 'origin/master', 'main', 'master'];

/**
 * Base and head for a local dry run: head is HEAD; base is the merge-base with the default branch
 * (origin/HEAD, then main, then master) when that differs from HEAD, else HEAD~1.
 */
export async function dryRunRefs(repoDir: string): Promise<DryRunRefs> {
  const head = await resolveCommit(repoDir, 'HEAD');
  if (!head) {
    throw new ChangeSetError('git-failed', `${repoDir} is not a git repository with a commit`);
  }
  const uncommitted = await uncommittedPaths(repoDir);
  for (const branch of DEFAULT_BRANCHES) {
    if (!(await resolveCommit(repoDir, branch))) continue;
    const base = await mergeBase(repoDir, branch, head);
    if (base && base !== head)
      return { base, head, baseFrom: `merge-base with ${branch}`, uncommitted };
  }
  const parent = await resolveCommit(repoDir, 'HEAD~1');
  if (!parent) {
    throw new ChangeSetError(
      'missing-refs',
      'HEAD has no parent and no default branch to compare with: pass --base',
    );
  }
  return { base: parent, head, baseFrom: 'HEAD~1', uncommitted };
}

async function uncommittedPaths(repoDir: string): Promise<string[]> {
  const root = await gitText(repoDir, ['rev-parse', '--show-toplevel']);
  const out = (await git(root, ['status', '--porcelain=v1', '-z'])).toString('utf8');
  const paths: string[] = [];
  const tokens = out.split('\0');
  for (let i = 0; i < tokens.length; i++) {
    const entry = tokens[i]!;
    if (entry.length < 4) continue;
    paths.push(entry.slice(3));
    if (entry[0] === 'R' || entry[0] === 'C') i++; // the rename's source path follows
  }
  return paths;
}
