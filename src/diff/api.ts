import type { GitHubApi, PullFile, RepoId } from '../github/types';
import type { ChangeSet, ChangedFile, ChangeStatus } from './types';

/** GitHub lists at most this many files of a pull request, however it is paginated. */
export const API_FILE_CAP = 3000;

export interface ApiChangeSetOptions {
  repo: RepoId;
  repositoryId?: number;
  pullNumber: number;
  /** Base and head commit SHAs from the event. */
  base: string;
  head: string;
}

/**
 * The change set of a pull request through the API: the file list (`pulls.listFiles`, every
 * page), cross-checked against the PR's `changed_files`, and the merge-base of base and head.
 * A list GitHub cut short (past 3,000 files), or a head that moved since the event, sets
 * `incomplete`: the verdict must fail closed. Contents: `loadContents` with `apiContentReader`.
 */
export async function apiChangeSet(
  api: GitHubApi,
  options: ApiChangeSetOptions,
): Promise<ChangeSet> {
  const { repo, pullNumber } = options;
  const [pull, listed, mergeBase] = await Promise.all([
    api.getPullRequest(repo, pullNumber),
    api.listPullFiles(repo, pullNumber),
    api.mergeBase(repo, options.base, options.head),
  ]);
  const files = listed.flatMap(toChangedFile);
  const reasons: string[] = [];
  if (listed.length < pull.changedFiles) {
    const cap = listed.length >= API_FILE_CAP ? ` (the API lists at most ${API_FILE_CAP})` : '';
    reasons.push(
      `GitHub listed ${listed.length} of the pull request's ${pull.changedFiles} changed files${cap}`,
    );
  }
  if (pull.headSha !== options.head) {
    reasons.push(
      `the pull request's head moved to ${pull.headSha.slice(0, 12)} after this event (${options.head.slice(0, 12)}): the file list is of the new head`,
    );
  }
  return {
    source: 'api',
    repository: { owner: repo.owner, name: repo.repo, ...idOf(options.repositoryId) },
    pullNumber,
    base: options.base,
    head: options.head,
    mergeBase,
    expectedFiles: pull.changedFiles,
    files,
    ...(reasons.length ? { incomplete: reasons.join('; ') } : {}),
  };
}

function idOf(id: number | undefined): { id?: number } {
  return id === undefined ? {} : { id };
}

function toChangedFile(row: PullFile): ChangedFile[] {
  const status = statusOf(row);
  if (!status) return [];
  const file: ChangedFile = { path: row.filename, status, binary: false };
  if (status === 'renamed' && row.previousFilename) file.previousPath = row.previousFilename;
  // A row without a patch and with no counted changes is unknown, not empty (binary, or GitHub
  // stopped diffing a large PR): leave the counts out rather than claim zero.
  if (row.patch !== undefined || row.changes > 0) {
    file.additions = row.additions;
    file.deletions = row.deletions;
  }
  if (row.patch !== undefined) file.patch = row.patch;
  if (row.sha && status !== 'removed') file.headBlob = row.sha;
  return [file];
}

function statusOf(row: PullFile): ChangeStatus | undefined {
  switch (row.status) {
    case 'added':
    case 'copied':
      return 'added';
    case 'removed':
      return 'removed';
    case 'renamed':
      return 'renamed';
    case 'modified':
    case 'changed':
      return 'modified';
    default:
      return undefined; // 'unchanged': nothing changed
  }
}
