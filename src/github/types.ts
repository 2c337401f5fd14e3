/** The GitHub API as the rest of the action sees it: injected, so tests and main choose the client. */
export interface RepoId {
  owner: string;
  repo: string;
}

export interface PullRequestInfo {
  number: number;
  baseSha: string;
  headSha: string;
  /** `changed_files` as GitHub counts them (the file list is capped at 3,000). */
  changedFiles: number;
  state: string;
}

export type PullFileStatus =
  'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';

/** One row of `GET /repos/{owner}/{repo}/pulls/{pull_number}/files`. */
export interface PullFile {
  filename: string;
  status: PullFileStatus;
  previousFilename?: string;
  /** Blob SHA of the head version (for a removed file, of the deleted version). */
  sha?: string;
  additions: number;
  deletions: number;
  changes: number;
  /** Omitted by GitHub for binary files and large diffs. */
  patch?: string;
}

export interface TreeEntry {
  sha: string;
  size: number;
}

/** A commit's recursive tree: blob path → sha and size. */
export interface TreeListing {
  blobs: ReadonlyMap<string, TreeEntry>;
  /** GitHub truncates very large trees; missing paths must then be looked up one by one. */
  truncated: boolean;
}

/** A file at a ref via the contents API; `content` is absent when GitHub omits it (over 1 MB). */
export interface FileAtRef {
  sha: string;
  size: number;
  content?: Buffer;
}

export interface IssueComment {
  id: number;
  nodeId: string;
  body: string;
  /** Login of the author, e.g. `github-actions[bot]`. */
  author?: string;
  url: string;
}

export interface ApiStats {
  /** HTTP requests sent, retries included. */
  calls: number;
  /** `x-ratelimit-remaining` of the last response that carried it. */
  rateLimitRemaining?: number;
  /** `x-ratelimit-reset` of that response. */
  rateLimitReset?: Date;
}

export interface GitHubApi {
  stats(): ApiStats;
  getPullRequest(repo: RepoId, pullNumber: number): Promise<PullRequestInfo>;
  /** Every page (`per_page` 100) until GitHub stops; GitHub itself stops at 3,000 files. */
  listPullFiles(repo: RepoId, pullNumber: number): Promise<PullFile[]>;
  /** The merge-base commit of base and head (`compare/{base}...{head}`). */
  mergeBase(repo: RepoId, base: string, head: string): Promise<string>;
  getTree(repo: RepoId, commitSha: string): Promise<TreeListing>;
  getBlob(repo: RepoId, blobSha: string): Promise<Buffer>;
  /** null when the path is not a file at that ref. */
  getFile(repo: RepoId, path: string, ref: string): Promise<FileAtRef | null>;
  /** `GET /user` login; undefined when the token may not read it (the Actions token gets 403). */
  authenticatedLogin(): Promise<string | undefined>;
  listIssueComments(repo: RepoId, issueNumber: number): Promise<IssueComment[]>;
  /** Node ids among `nodeIds` whose comment is minimized (hidden), via GraphQL. */
  minimizedComments(nodeIds: string[]): Promise<Set<string>>;
  createIssueComment(repo: RepoId, issueNumber: number, body: string): Promise<IssueComment>;
  updateIssueComment(repo: RepoId, commentId: number, body: string): Promise<IssueComment>;
  deleteIssueComment(repo: RepoId, commentId: number): Promise<void>;
}

/** An HTTP error from GitHub, with the status the caller decides on (403 → cannot comment). */
export class GitHubRequestError extends Error {
  override name = 'GitHubRequestError';
  constructor(
    readonly status: number,
    readonly route: string,
    message: string,
  ) {
    super(message);
  }
}
