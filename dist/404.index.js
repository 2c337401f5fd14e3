"use strict";
exports.id = 404;
exports.ids = [404];
exports.modules = {

/***/ 19404:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_API_URL: () => (/* reexport */ DEFAULT_API_URL),
  GitHubRequestError: () => (/* reexport */ types/* GitHubRequestError */.v),
  MAX_COMMENT_BYTES: () => (/* reexport */ comment_body/* MAX_COMMENT_BYTES */.pJ),
  apiUrlFromEnv: () => (/* reexport */ apiUrlFromEnv),
  commentBodyBudget: () => (/* reexport */ comment_body/* commentBodyBudget */.p$),
  createGitHubApi: () => (/* reexport */ createGitHubApi),
  postStickyComment: () => (/* reexport */ sticky/* postStickyComment */.L),
  stickyCommentText: () => (/* reexport */ comment_body/* stickyCommentText */.y0),
  stickyMarker: () => (/* reexport */ comment_body/* stickyMarker */.YL)
});

// EXTERNAL MODULE: ./src/github/types.ts
var types = __webpack_require__(81994);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(49735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(64475);
// EXTERNAL MODULE: ./node_modules/@octokit/rest/dist-src/index.js + 21 modules
var dist_src = __webpack_require__(59988);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(63251);
var light_default = /*#__PURE__*/__webpack_require__.n(light);
;// CONCATENATED MODULE: ./src/github/rest.ts

const MINIMIZED_QUERY = 'query($ids: [ID!]!) { nodes(ids: $ids) { ... on IssueComment { id isMinimized } } }';
/** GitHubApi over an Octokit instance (with its plugins); errors become GitHubRequestError. */
function githubApiOver(octokit, stats) {
    return {
        stats,
        getPullRequest: (repo, pullNumber) => call('GET /repos/{owner}/{repo}/pulls/{pull_number}', async () => {
            const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: pullNumber });
            return {
                number: data.number,
                baseSha: data.base.sha,
                headSha: data.head.sha,
                changedFiles: data.changed_files,
                state: data.state,
            };
        }),
        listPullFiles: (repo, pullNumber) => call('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', async () => {
            const rows = await octokit.paginate(octokit.rest.pulls.listFiles, {
                ...repo,
                pull_number: pullNumber,
                per_page: 100,
            });
            return rows.map((row) => ({
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
        mergeBase: (repo, base, head) => call('GET /repos/{owner}/{repo}/compare/{basehead}', async () => {
            const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
                ...repo,
                basehead: `${base}...${head}`,
                per_page: 1,
            });
            return data.merge_base_commit.sha;
        }),
        getTree: (repo, commitSha) => call('GET /repos/{owner}/{repo}/git/trees/{tree_sha}', async () => {
            const { data } = await octokit.rest.git.getTree({
                ...repo,
                tree_sha: commitSha,
                recursive: 'true',
            });
            const blobs = new Map();
            for (const entry of data.tree) {
                if (entry.type === 'blob' && entry.path && entry.sha) {
                    blobs.set(entry.path, { sha: entry.sha, size: entry.size ?? 0 });
                }
            }
            return { blobs, truncated: data.truncated };
        }),
        getBlob: (repo, blobSha) => call('GET /repos/{owner}/{repo}/git/blobs/{file_sha}', async () => {
            const { data } = await octokit.rest.git.getBlob({ ...repo, file_sha: blobSha });
            return Buffer.from(data.content, data.encoding === 'base64' ? 'base64' : 'utf8');
        }),
        getFile: (repo, path, ref) => call('GET /repos/{owner}/{repo}/contents/{path}', async () => {
            try {
                const { data } = await octokit.rest.repos.getContent({ ...repo, path, ref });
                if (Array.isArray(data) || (data.type !== 'file' && data.type !== 'symlink'))
                    return null;
                const inline = data.type === 'file' && 'encoding' in data && data.encoding === 'base64'
                    ? { content: Buffer.from(data.content, 'base64') }
                    : {};
                return { sha: data.sha, size: data.size, ...inline };
            }
            catch (error) {
                if (statusOf(error) === 404)
                    return null;
                throw error;
            }
        }),
        authenticatedLogin: () => call('GET /user', async () => {
            try {
                return (await octokit.rest.users.getAuthenticated()).data.login;
            }
            catch (error) {
                // The Actions token is an installation token: "Resource not accessible by integration".
                if (statusOf(error) === 403)
                    return undefined;
                throw error;
            }
        }),
        listIssueComments: (repo, issueNumber) => call('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', async () => {
            const rows = await octokit.paginate(octokit.rest.issues.listComments, {
                ...repo,
                issue_number: issueNumber,
                per_page: 100,
            });
            return rows.map(toComment);
        }),
        minimizedComments: (nodeIds) => call('POST /graphql', async () => {
            const minimized = new Set();
            for (let at = 0; at < nodeIds.length; at += 100) {
                const result = await octokit.graphql(MINIMIZED_QUERY, { ids: nodeIds.slice(at, at + 100) });
                for (const node of result.nodes)
                    if (node?.id && node.isMinimized)
                        minimized.add(node.id);
            }
            return minimized;
        }),
        createIssueComment: (repo, issueNumber, body) => call('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', async () => toComment((await octokit.rest.issues.createComment({ ...repo, issue_number: issueNumber, body }))
            .data)),
        updateIssueComment: (repo, commentId, body) => call('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', async () => toComment((await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body })).data)),
        deleteIssueComment: (repo, commentId) => call('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}', async () => {
            await octokit.rest.issues.deleteComment({ ...repo, comment_id: commentId });
        }),
    };
}
function toComment(row) {
    return {
        id: row.id,
        nodeId: row.node_id,
        body: row.body ?? '',
        ...(row.user?.login ? { author: row.user.login } : {}),
        url: row.html_url,
    };
}
function statusOf(error) {
    const status = error?.status;
    return typeof status === 'number' ? status : undefined;
}
/** Runs one API operation; an HTTP failure becomes a one-line GitHubRequestError naming the route. */
async function call(route, operation) {
    try {
        return await operation();
    }
    catch (error) {
        if (error instanceof types/* GitHubRequestError */.v)
            throw error;
        const status = statusOf(error) ?? 0;
        const detail = (error?.message ?? String(error)).split('\n')[0];
        throw new types/* GitHubRequestError */.v(status, route, `GitHub ${route} failed (${status || 'no response'}): ${detail}`);
    }
}

;// CONCATENATED MODULE: ./src/github/client.ts





const DEFAULT_API_URL = 'https://api.github.com';
/** The REST base URL from the Actions environment (`GITHUB_API_URL`), for GitHub Enterprise. */
function apiUrlFromEnv(env) {
    return env.GITHUB_API_URL || DEFAULT_API_URL;
}
const RetryingOctokit = dist_src/* Octokit */.E.plugin(dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
/**
 * The GitHub API over Octokit, with the retry and throttling plugins. Every HTTP request —
 * retries included — is counted, and the rate-limit headers are kept for debug logs.
 */
function createGitHubApi(options) {
    const stats = { calls: 0 };
    const log = options.log;
    const maxWait = options.maxRateLimitWaitSeconds ?? 60;
    const onLimit = (kind) => (retryAfter, request, _octokit, retryCount) => {
        const retrying = retryCount < 2 && retryAfter <= maxWait;
        log?.warning(`GitHub ${kind} rate limit on ${request.method} ${request.url}: ${retrying ? `retrying in ${retryAfter} s` : 'giving up'}`);
        return retrying;
    };
    const spacing = options.writeSpacingMs;
    const countingFetch = async (input, init) => {
        stats.calls++;
        const response = await fetch(input, init);
        const remaining = response.headers.get('x-ratelimit-remaining');
        const reset = response.headers.get('x-ratelimit-reset');
        if (remaining !== null)
            stats.rateLimitRemaining = Number(remaining);
        if (reset !== null)
            stats.rateLimitReset = new Date(Number(reset) * 1000);
        return response;
    };
    const octokit = new RetryingOctokit({
        auth: options.token,
        baseUrl: (options.baseUrl ?? DEFAULT_API_URL).replace(/\/+$/, ''),
        userAgent: 'letitloop-action',
        request: { fetch: countingFetch },
        retry: {
            retries: options.retries ?? 3,
            ...(options.retryBaseMs !== undefined ? { retryAfterBaseValue: options.retryBaseMs } : {}),
        },
        throttle: {
            onRateLimit: onLimit('primary'),
            onSecondaryRateLimit: onLimit('secondary'),
            ...(spacing !== undefined
                ? {
                    write: new (light_default()).Group({ maxConcurrent: 1, minTime: spacing }),
                    notifications: new (light_default()).Group({ maxConcurrent: 1, minTime: spacing }),
                }
                : {}),
        },
        log: {
            debug: () => undefined,
            info: () => undefined,
            warn: (message) => log?.warning(message),
            error: (message) => log?.debug(message),
        },
    });
    return githubApiOver(octokit, () => ({ ...stats }));
}

// EXTERNAL MODULE: ./src/github/sticky.ts
var sticky = __webpack_require__(62464);
// EXTERNAL MODULE: ./src/github/comment-body.ts
var comment_body = __webpack_require__(47987);
;// CONCATENATED MODULE: ./src/github/index.ts
/** The only place that talks to the GitHub API. */






/***/ })

};
;