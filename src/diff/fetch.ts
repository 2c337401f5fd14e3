import { ChangeSetError } from './errors';
import { git, isShallow, mergeBase, resolveCommit } from './git';

export interface HistoryOptions {
  /** Fetch missing commits (and deepen a shallow clone) from the remote. Default true. */
  fetch?: boolean;
  remote?: string;
  /** Depth of the first fetch into a shallow clone; doubled while no merge-base is reachable. */
  depth?: number;
}

export interface History {
  base: string;
  head: string;
  mergeBase: string;
}

const MAX_DEEPEN_ROUNDS = 5;

/**
 * Resolves base and head to commits in `cwd` and finds their merge-base, fetching what is missing
 * from the remote: the commits themselves, then deeper history while a shallow clone does not
 * reach a merge-base, and finally the whole history. A full clone is never fetched into with
 * `--depth` (that would make it shallow and lose merge-bases).
 */
export async function ensureHistory(
  cwd: string,
  baseRef: string,
  headRef: string,
  options: HistoryOptions = {},
): Promise<History> {
  const remote = options.remote ?? 'origin';
  const allowFetch = options.fetch ?? true;
  let depth = options.depth ?? 50;
  const base = await resolveOrFetch(cwd, baseRef, 'base', remote, allowFetch, depth);
  const head = await resolveOrFetch(cwd, headRef, 'head', remote, allowFetch, depth);
  let found = await mergeBase(cwd, base, head);
  for (let round = 0; !found && allowFetch && round <= MAX_DEEPEN_ROUNDS; round++) {
    if (!(await isShallow(cwd))) break;
    const deepen =
      round < MAX_DEEPEN_ROUNDS
        ? [`--deepen=${depth}`, remote, base, head]
        : ['--unshallow', remote];
    await fetchOrExplain(
      cwd,
      ['fetch', '--no-tags', '--quiet', ...deepen],
      'deeper history',
      remote,
    );
    depth *= 2;
    found = await mergeBase(cwd, base, head);
  }
  if (!found) {
    const hint = allowFetch
      ? 'the histories are unrelated'
      : 'fetching is off; use actions/checkout with fetch-depth: 0';
    throw new ChangeSetError(
      'commit-unavailable',
      `no merge-base between base ${short(base)} and head ${short(head)}: ${hint}`,
    );
  }
  return { base, head, mergeBase: found };
}

async function resolveOrFetch(
  cwd: string,
  ref: string,
  role: 'base' | 'head',
  remote: string,
  allowFetch: boolean,
  depth: number,
): Promise<string> {
  const local = (await resolveCommit(cwd, ref)) ?? (await resolveCommit(cwd, `${remote}/${ref}`));
  if (local) return local;
  if (!allowFetch) {
    throw new ChangeSetError(
      'commit-unavailable',
      `${role} ${ref} is not in the checkout and fetching is off; use actions/checkout with fetch-depth: 0`,
    );
  }
  const depthArgs = (await isShallow(cwd)) ? [`--depth=${depth}`] : [];
  await fetchOrExplain(
    cwd,
    ['fetch', '--no-tags', '--quiet', ...depthArgs, remote, ref],
    `${role} ${ref}`,
    remote,
  );
  const fetched = await resolveCommit(cwd, 'FETCH_HEAD');
  if (!fetched) {
    throw new ChangeSetError(
      'commit-unavailable',
      `${role} ${ref} was fetched but is not a commit`,
    );
  }
  return fetched;
}

async function fetchOrExplain(cwd: string, args: string[], what: string, remote: string) {
  try {
    await git(cwd, args);
  } catch (error) {
    throw new ChangeSetError(
      'commit-unavailable',
      `${what} is not in the checkout and cannot be fetched from '${remote}' (${(error as Error).message})`,
    );
  }
}

function short(sha: string): string {
  return sha.slice(0, 12);
}
