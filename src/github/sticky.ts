import { MAX_COMMENT_BYTES, stickyCommentText, stickyMarker } from './comment-body';
import { GitHubRequestError, type GitHubApi, type IssueComment, type RepoId } from './types';

export interface StickyTarget {
  repo: RepoId;
  /** The pull request (or issue) number. */
  issueNumber: number;
}

export interface StickyOptions {
  /** Several independent sticky comments can coexist under different ids. Default `verdict`. */
  markerId?: string;
  /**
   * The login our comments carry when `GET /user` is forbidden (the Actions token).
   * Default `github-actions[bot]`; a GitHub App token needs `<app-slug>[bot]`.
   */
  fallbackAuthor?: string;
}

export type StickyResult =
  | {
      outcome: 'created' | 'updated' | 'unchanged';
      commentId: number;
      url: string;
      /** Duplicates (ours, same marker) deleted, e.g. left by a concurrent run. */
      duplicatesRemoved: number;
      /** Things that went wrong without stopping the post, one line each. */
      notes: string[];
    }
  /** 403/404: no permission (fork PR, read-only token) or no such PR. The caller warns. */
  | { outcome: 'cannot-comment'; status: number; message: string }
  /** The body with its marker is over the limit: the renderer must truncate first. */
  | { outcome: 'too-large'; bytes: number; limit: number };

/**
 * Creates or updates our one sticky comment: found by its hidden marker among this token's own,
 * non-minimized comments (every page); updated in place, left alone when unchanged. After a
 * create, duplicates left by concurrent runs are deleted, keeping the lowest id.
 */
export async function postStickyComment(
  api: GitHubApi,
  target: StickyTarget,
  body: string,
  options: StickyOptions = {},
): Promise<StickyResult> {
  const marker = stickyMarker(options.markerId);
  const text = stickyCommentText(body, marker);
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_COMMENT_BYTES) return { outcome: 'too-large', bytes, limit: MAX_COMMENT_BYTES };
  try {
    const author =
      (await api.authenticatedLogin()) ?? options.fallbackAuthor ?? 'github-actions[bot]';
    const notes: string[] = [];
    const find = () => findOurs(api, target, marker, author, notes);
    const existing = await find();
    let outcome: 'created' | 'updated' | 'unchanged';
    let kept: IssueComment;
    let others: IssueComment[];
    if (existing.length === 0) {
      const created = await api.createIssueComment(target.repo, target.issueNumber, text);
      // A concurrent run may have created one too: every run keeps the lowest id.
      const after = await find();
      const all = after.some((c) => c.id === created.id) ? after : [...after, created];
      [kept = created, ...others] = all.sort((a, b) => a.id - b.id);
      outcome = kept.id === created.id ? 'created' : 'updated';
    } else {
      [kept, ...others] = existing as [IssueComment, ...IssueComment[]];
      outcome = 'updated';
    }
    if (kept.body !== text) kept = await api.updateIssueComment(target.repo, kept.id, text);
    else if (outcome === 'updated') outcome = 'unchanged';
    let duplicatesRemoved = 0;
    for (const duplicate of others) {
      if (await deleteIfPresent(api, target.repo, duplicate.id)) duplicatesRemoved++;
    }
    return { outcome, commentId: kept.id, url: kept.url, duplicatesRemoved, notes };
  } catch (error) {
    if (error instanceof GitHubRequestError && (error.status === 403 || error.status === 404)) {
      return { outcome: 'cannot-comment', status: error.status, message: error.message };
    }
    throw error;
  }
}

/** Our comments carrying the marker, not minimized, lowest id first. */
async function findOurs(
  api: GitHubApi,
  target: StickyTarget,
  marker: string,
  author: string,
  notes: string[],
): Promise<IssueComment[]> {
  const login = author.toLowerCase();
  const candidates = (await api.listIssueComments(target.repo, target.issueNumber))
    .filter((c) => c.author?.toLowerCase() === login && c.body.includes(marker))
    .sort((a, b) => a.id - b.id);
  if (candidates.length === 0) return candidates;
  let minimized = new Set<string>();
  try {
    minimized = await api.minimizedComments(candidates.map((c) => c.nodeId));
  } catch (error) {
    // Without GraphQL a hidden comment is not recognised as hidden; updating it is harmless.
    const note = `could not tell minimized comments apart: ${(error as Error).message}`;
    if (!notes.includes(note)) notes.push(note);
  }
  return candidates.filter((c) => !minimized.has(c.nodeId));
}

async function deleteIfPresent(api: GitHubApi, repo: RepoId, id: number): Promise<boolean> {
  try {
    await api.deleteIssueComment(repo, id);
    return true;
  } catch (error) {
    // Another run deleted it first.
    if (error instanceof GitHubRequestError && error.status === 404) return false;
    throw error;
  }
}
