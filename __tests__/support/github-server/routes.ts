import type { Operation } from './openapi';
import type { FakePull, FakeRepo, StoredComment, Viewer } from './model';
import type { FileRow } from './git-backend';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface RouteContext {
  op: Operation;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  /** Base URL of the API (with any GHES prefix), for `Link` headers and `url` fields. */
  apiUrl: string;
  viewer: Viewer;
  repo(owner: string, name: string): FakeRepo | undefined;
  comments: Map<number, StoredComment>;
  nextCommentId(): number;
  pullFiles(repo: FakeRepo, pull: FakePull): FileRow[];
  rateRemaining: number;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const FILE_LIST_CAP = 3000;
const CONTENT_INLINE_CAP = 1024 * 1024;

export const notFound = (): Reply => ({
  status: 404,
  body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' },
});

/** One handler per operation id; each answers from the fake's state, shaped like GitHub's examples. */
export const routes: Record<string, (ctx: RouteContext) => Reply> = {
  'users/get-authenticated': (ctx) => {
    if (ctx.viewer.kind === 'actions-token') {
      return {
        status: 403,
        body: {
          message: 'Resource not accessible by integration',
          documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
          status: '403',
        },
      };
    }
    const user = ctx.op.example(200, 'response-with-public-and-private-profile-information');
    return { status: 200, body: { ...user, login: ctx.viewer.login, id: ctx.viewer.id } };
  },
  'rate-limit/get': (ctx) => {
    const body = ctx.op.example(200);
    body.resources.core.remaining = ctx.rateRemaining;
    body.rate.remaining = ctx.rateRemaining;
    return { status: 200, body };
  },
  'pulls/get': (ctx) =>
    withPull(ctx, (repo, pull) => {
      const body = ctx.op.example(200);
      const files = ctx.pullFiles(repo, pull);
      Object.assign(body, {
        number: pull.number,
        state: pull.state,
        changed_files: files.length,
        additions: files.reduce((n, f) => n + f.additions, 0),
        deletions: files.reduce((n, f) => n + f.deletions, 0),
        requested_teams: [],
      });
      Object.assign(body.base, { sha: pull.base, ref: repo.defaultBranch });
      Object.assign(body.head, { sha: pull.head });
      return { status: 200, body };
    }),
  'pulls/list-files': (ctx) =>
    withPull(ctx, (repo, pull) =>
      paginate(
        ctx,
        ctx
          .pullFiles(repo, pull)
          .slice(0, FILE_LIST_CAP)
          .map((row) => fileJson(ctx, repo, pull, row)),
      ),
    ),
  'repos/compare-commits-with-basehead': (ctx) =>
    withRepo(ctx, (repo) => {
      const [baseRef, headRef] = ctx.params.basehead!.split('...');
      const base = repo.git?.resolve(baseRef ?? '');
      const head = repo.git?.resolve(headRef ?? '');
      const mergeBase = base && head ? repo.git!.mergeBase(base, head) : undefined;
      if (!base || !head || !mergeBase) return notFound();
      const body = ctx.op.example(200);
      const ahead = repo.git!.countCommits(`${mergeBase}..${head}`);
      const behind = repo.git!.countCommits(`${mergeBase}..${base}`);
      body.base_commit.sha = base;
      body.merge_base_commit.sha = mergeBase;
      Object.assign(body, {
        ahead_by: ahead,
        behind_by: behind,
        total_commits: ahead,
        status: ahead && behind ? 'diverged' : ahead ? 'ahead' : behind ? 'behind' : 'identical',
        // The client reads only the merge-base; the fake does not build commit and file lists.
        commits: [],
        files: [],
      });
      return { status: 200, body };
    }),
  'git/get-tree': (ctx) =>
    withRepo(ctx, (repo) => {
      const commit = repo.git?.resolve(ctx.params.tree_sha!);
      if (!commit) return notFound();
      const recursive = ctx.query.recursive !== undefined;
      let rows = repo.git!.tree(commit).filter((row) => recursive || !row.path.includes('/'));
      const truncated = Boolean(repo.truncateTrees && recursive);
      if (truncated) rows = rows.slice(0, Math.floor(rows.length / 2));
      const url = `${ctx.apiUrl}/repos/${repo.owner}/${repo.name}/git`;
      return {
        status: 200,
        body: {
          sha: commit,
          url: `${url}/trees/${commit}`,
          truncated,
          tree: rows.map((row) => ({ ...row, url: `${url}/${row.type}s/${row.sha}` })),
        },
      };
    }),
  'git/get-blob': (ctx) =>
    withRepo(ctx, (repo) => {
      const content = repo.git?.blob(ctx.params.file_sha!);
      if (!content) return notFound();
      const sha = ctx.params.file_sha!;
      return {
        status: 200,
        body: {
          sha,
          node_id: `B_${sha.slice(0, 16)}`,
          size: content.length,
          url: `${ctx.apiUrl}/repos/${repo.owner}/${repo.name}/git/blobs/${sha}`,
          content: wrapBase64(content),
          encoding: 'base64',
        },
      };
    }),
  'repos/get-content': (ctx) =>
    withRepo(ctx, (repo) => {
      const commit = repo.git?.resolve(ctx.query.ref ?? repo.defaultBranch);
      const entry = commit && repo.git!.tree(commit).find((row) => row.path === ctx.params.path);
      if (!entry || entry.type !== 'blob') return notFound();
      const content = repo.git!.blob(entry.sha)!;
      const symlink = entry.mode === '120000';
      const body = ctx.op.example(
        200,
        symlink ? 'response-if-content-is-a-symlink' : 'response-if-content-is-a-file',
      );
      Object.assign(body, {
        name: entry.path.split('/').pop(),
        path: entry.path,
        sha: entry.sha,
        size: content.length,
      });
      if (symlink) body.target = content.toString('utf8');
      else if (content.length <= CONTENT_INLINE_CAP)
        Object.assign(body, { content: wrapBase64(content), encoding: 'base64' });
      else Object.assign(body, { content: '', encoding: 'none' }); // GitHub omits bodies over 1 MB
      return { status: 200, body };
    }),
  'issues/list-comments': (ctx) =>
    withPull(ctx, (repo, pull) =>
      paginate(
        ctx,
        [...ctx.comments.values()]
          .filter((c) => c.repo === fullName(repo) && c.issue === pull.number)
          .sort((a, b) => a.id - b.id)
          .map((c) => commentJson(ctx, repo, c)),
      ),
    ),
  'issues/create-comment': (ctx) =>
    withPull(ctx, (repo, pull) => {
      const id = ctx.nextCommentId();
      const now = new Date().toISOString();
      const comment: StoredComment = {
        id,
        nodeId: `IC_kwDO${id}`,
        repo: fullName(repo),
        issue: pull.number,
        body: (ctx.body as { body: string }).body,
        author: ctx.viewer.login,
        minimized: false,
        createdAt: now,
        updatedAt: now,
      };
      ctx.comments.set(id, comment);
      return { status: 201, body: commentJson(ctx, repo, comment) };
    }),
  'issues/update-comment': (ctx) =>
    withComment(ctx, (repo, comment) => {
      comment.body = (ctx.body as { body: string }).body;
      comment.updatedAt = new Date().toISOString();
      return { status: 200, body: commentJson(ctx, repo, comment) };
    }),
  'issues/delete-comment': (ctx) =>
    withComment(ctx, (_repo, comment) => {
      ctx.comments.delete(comment.id);
      return { status: 204 };
    }),
};

function fileJson(ctx: RouteContext, repo: FakeRepo, pull: FakePull, row: FileRow): Json {
  const path = encodeURIComponent(row.filename).replace(/%2F/g, '/');
  const web = `https://github.com/${repo.owner}/${repo.name}`;
  return {
    ...row,
    blob_url: `${web}/blob/${pull.head}/${path}`,
    raw_url: `${web}/raw/${pull.head}/${path}`,
    contents_url: `${ctx.apiUrl}/repos/${repo.owner}/${repo.name}/contents/${path}?ref=${pull.head}`,
  };
}

function fullName(repo: FakeRepo): string {
  return `${repo.owner}/${repo.name}`;
}

function withRepo(ctx: RouteContext, fn: (repo: FakeRepo) => Reply): Reply {
  const repo = ctx.repo(ctx.params.owner!, ctx.params.repo!);
  return repo ? fn(repo) : notFound();
}

function withPull(ctx: RouteContext, fn: (repo: FakeRepo, pull: FakePull) => Reply): Reply {
  return withRepo(ctx, (repo) => {
    const pull = repo.pulls.get(Number(ctx.params.pull_number ?? ctx.params.issue_number));
    return pull ? fn(repo, pull) : notFound();
  });
}

function withComment(
  ctx: RouteContext,
  fn: (repo: FakeRepo, comment: StoredComment) => Reply,
): Reply {
  return withRepo(ctx, (repo) => {
    const comment = ctx.comments.get(Number(ctx.params.comment_id));
    return comment && comment.repo === fullName(repo) ? fn(repo, comment) : notFound();
  });
}

function commentJson(ctx: RouteContext, repo: FakeRepo, comment: StoredComment): Json {
  const body = structuredClone(exampleComment(ctx));
  const bot = comment.author.endsWith('[bot]');
  const api = `${ctx.apiUrl}/repos/${repo.owner}/${repo.name}`;
  return Object.assign(body, {
    id: comment.id,
    node_id: comment.nodeId,
    url: `${api}/issues/comments/${comment.id}`,
    html_url: `https://github.com/${repo.owner}/${repo.name}/pull/${comment.issue}#issuecomment-${comment.id}`,
    issue_url: `${api}/issues/${comment.issue}`,
    body: comment.body,
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    author_association: bot ? 'NONE' : 'OWNER',
    user: { ...body.user, login: comment.author, type: bot ? 'Bot' : 'User' },
  });
}

let commentTemplate: Json | undefined;
function exampleComment(ctx: RouteContext): Json {
  if (!commentTemplate) {
    // Any comment operation's example has the same shape; take it from the create operation.
    commentTemplate =
      ctx.op.id === 'issues/list-comments'
        ? ctx.op.example(200)[0]
        : ctx.op.example(ctx.op.method === 'POST' ? 201 : 200);
  }
  return commentTemplate!;
}

/** `per_page` (max 100) and `page`, with GitHub's `Link` header. */
function paginate(ctx: RouteContext, rows: unknown[]): Reply {
  const perPage = Math.min(Number(ctx.query.per_page ?? 30), 100);
  const page = Number(ctx.query.page ?? 1);
  const last = Math.max(1, Math.ceil(rows.length / perPage));
  const links: string[] = [];
  const url = (n: number) => {
    const query = new URLSearchParams({ ...ctx.query, per_page: String(perPage), page: String(n) });
    return `<${ctx.apiUrl}${ctx.op.template.replace(/\{(\w+)\}/g, (_m, k: string) => ctx.params[k]!)}?${query}>`;
  };
  if (page < last) links.push(`${url(page + 1)}; rel="next"`, `${url(last)}; rel="last"`);
  if (page > 1) links.push(`${url(1)}; rel="first"`, `${url(page - 1)}; rel="prev"`);
  return {
    status: 200,
    body: rows.slice((page - 1) * perPage, page * perPage),
    headers: links.length ? { link: links.join(', ') } : {},
  };
}

/** GitHub wraps base64 bodies at 60 characters. */
function wrapBase64(content: Buffer): string {
  return (content.toString('base64').match(/.{1,60}/g) ?? []).join('\n') + '\n';
}
