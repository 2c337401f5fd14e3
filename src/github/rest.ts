import type { Octokit } from '@octokit/rest';
import {
  GitHubRequestError,
  type ApiStats,
  type GitHubApi,
  type IssueComment,
  type PullFile,
  type TreeEntry,
} from './types';

type RestComment = {
  id: number;
  node_id: string;
  body?: string | null;
  user?: { login: string } | null;
  html_url: string;
};

const MINIMIZED_QUERY =
  'query($ids: [ID!]!) { nodes(ids: $ids) { ... on IssueComment { id isMinimized } } }';

/** GitHubApi over an Octokit instance (with its plugins); errors become GitHubRequestError. */
export function githubApiOver(octokit: Octokit, stats: () => ApiStats): GitHubApi {
  return {
    stats,
    getPullRequest: (repo, pullNumber) =>
      call('GET /repos/{owner}/{repo}/pulls/{pull_number}', async () => {
        const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: pullNumber });
        return {
          number: data.number,
          baseSha: data.base.sha,
          headSha: data.head.sha,
          changedFiles: data.changed_files,
          state: data.state,
        };
      }),
    listPullFiles: (repo, pullNumber) =>
      call('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', async () => {
        const rows = await octokit.paginate(octokit.rest.pulls.listFiles, {
          ...repo,
          pull_number: pullNumber,
          per_page: 100,
        });
        return rows.map((row): PullFile => ({
          filename: row.filename,
          status: row.status,
          ...(row.previous_filename ? { previousFilename: row.previous_filename } : {}),
          ...(row.sha ? { sha: row.sha } : {}),
          additions: row.additions,
          deletions: row.deletions,
          changes: row.changes,
          ...(row.patch !== undefined ? { patch: row.patch } : {}),
        }));
      }),
    mergeBase: (repo, base, head) =>
      call('GET /repos/{owner}/{repo}/compare/{basehead}', async () => {
        const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
          ...repo,
          basehead: `${base}...${head}`,
          per_page: 1,
        });
        return data.merge_base_commit.sha;
      }),
    getTree: (repo, commitSha) =>
      call('GET /repos/{owner}/{repo}/git/trees/{tree_sha}', async () => {
        const { data } = await octokit.rest.git.getTree({
          ...repo,
          tree_sha: commitSha,
          recursive: 'true',
        });
        const blobs = new Map<string, TreeEntry>();
        for (const entry of data.tree) {
          if (entry.type === 'blob' && entry.path && entry.sha) {
            blobs.set(entry.path, { sha: entry.sha, size: entry.size ?? 0 });
          }
        }
        return { blobs, truncated: data.truncated };
      }),
    getBlob: (repo, blobSha) =>
      call('GET /repos/{owner}/{repo}/git/blobs/{file_sha}', async () => {
        const { data } = await octokit.rest.git.getBlob({ ...repo, file_sha: blobSha });
        return Buffer.from(data.content, data.encoding === 'base64' ? 'base64' : 'utf8');
      }),
    getFile: (repo, path, ref) =>
      call('GET /repos/{owner}/{repo}/contents/{path}', async () => {
        try {
          const { data } = await octokit.rest.repos.getContent({ ...repo, path, ref });
          if (Array.isArray(data) || (data.type !== 'file' && data.type !== 'symlink')) return null;
          const inline =
            data.type === 'file' && 'encoding' in data && data.encoding === 'base64'
              ? { content: Buffer.from(data.content, 'base64') }
              : {};
          return { sha: data.sha, size: data.size, ...inline };
        } catch (error) {
          if (statusOf(error) === 404) return null;
          throw error;
        }
      }),
    authenticatedLogin: () =>
      call('GET /user', async () => {
        try {
          return (await octokit.rest.users.getAuthenticated()).data.login;
        } catch (error) {
          // The Actions token is an installation token: "Resource not accessible by integration".
          if (statusOf(error) === 403) return undefined;
          throw error;
        }
      }),
    listIssueComments: (repo, issueNumber) =>
      call('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', async () => {
        const rows = await octokit.paginate(octokit.rest.issues.listComments, {
          ...repo,
          issue_number: issueNumber,
          per_page: 100,
        });
        return rows.map(toComment);
      }),
    minimizedComments: (nodeIds) =>
      call('POST /graphql', async () => {
        const minimized = new Set<string>();
        for (let at = 0; at < nodeIds.length; at += 100) {
          const result = await octokit.graphql<{
            nodes: Array<{ id?: string; isMinimized?: boolean } | null>;
          }>(MINIMIZED_QUERY, { ids: nodeIds.slice(at, at + 100) });
          for (const node of result.nodes) if (node?.id && node.isMinimized) minimized.add(node.id);
        }
        return minimized;
      }),
    createIssueComment: (repo, issueNumber, body) =>
      call('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', async () =>
        toComment(
          (await octokit.rest.issues.createComment({ ...repo, issue_number: issueNumber, body }))
            .data,
        ),
      ),
    updateIssueComment: (repo, commentId, body) =>
      call('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', async () =>
        toComment(
          (await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body })).data,
        ),
      ),
    deleteIssueComment: (repo, commentId) =>
      call('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}', async () => {
        await octokit.rest.issues.deleteComment({ ...repo, comment_id: commentId });
      }),
  };
}

function toComment(row: RestComment): IssueComment {
  return {
    id: row.id,
    nodeId: row.node_id,
    body: row.body ?? '',
    ...(row.user?.login ? { author: row.user.login } : {}),
    url: row.html_url,
  };
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown })?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Runs one API operation; an HTTP failure becomes a one-line GitHubRequestError naming the route. */
async function call<T>(route: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof GitHubRequestError) throw error;
    const status = statusOf(error) ?? 0;
    const detail = ((error as Error)?.message ?? String(error)).split('\n')[0];
    throw new GitHubRequestError(
      status,
      route,
      `GitHub ${route} failed (${status || 'no response'}): ${detail}`,
    );
  }
}
