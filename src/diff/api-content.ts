import type { GitHubApi, RepoId, TreeListing } from '../github/types';
import type { ContentReader, ContentRequest, ContentResult } from './content';
import { mapLimit } from './pool';

/** Past this many versions at one commit, one recursive tree call beats a contents call per file. */
const TREE_THRESHOLD = 10;

/**
 * Reads file versions through the GitHub API (no checkout needed, e.g. fork PRs under
 * `pull_request_target`). Sizes come first — from the commit's tree, or the contents API for a
 * few files — so nothing over the cap is downloaded; bodies come by blob SHA (`git.getBlob`).
 */
export function apiContentReader(api: GitHubApi, repo: RepoId): ContentReader {
  const trees = new Map<string, Promise<TreeListing>>();
  const treeOf = (commit: string) => {
    let tree = trees.get(commit);
    if (!tree) trees.set(commit, (tree = api.getTree(repo, commit)));
    return tree;
  };
  return {
    async read(requests, { maxBytes, concurrency }) {
      const perCommit = new Map<string, number>();
      for (const r of requests) perCommit.set(r.commit, (perCommit.get(r.commit) ?? 0) + 1);
      return mapLimit(requests, concurrency, async (request): Promise<ContentResult> => {
        if ((perCommit.get(request.commit) ?? 0) > TREE_THRESHOLD) {
          const tree = await treeOf(request.commit);
          const entry = tree.blobs.get(request.path);
          if (entry) {
            if (entry.size > maxBytes) return { kind: 'too-large', size: entry.size };
            return { kind: 'loaded', content: await api.getBlob(repo, entry.sha) };
          }
          if (!tree.truncated) return { kind: 'absent' };
        }
        return readOne(api, repo, request, maxBytes);
      });
    },
  };
}

async function readOne(
  api: GitHubApi,
  repo: RepoId,
  request: ContentRequest,
  maxBytes: number,
): Promise<ContentResult> {
  const file = await api.getFile(repo, request.path, request.commit);
  if (!file) return { kind: 'absent' };
  if (file.size > maxBytes) return { kind: 'too-large', size: file.size };
  // The contents API omits bodies over 1 MB; a larger cap fetches the blob itself.
  return { kind: 'loaded', content: file.content ?? (await api.getBlob(repo, file.sha)) };
}
