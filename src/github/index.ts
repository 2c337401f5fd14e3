/** The only place that talks to the GitHub API. */
export * from './types';
export {
  createGitHubApi,
  apiUrlFromEnv,
  DEFAULT_API_URL,
  type GitHubApiOptions,
  type GitHubLog,
} from './client';
export {
  postStickyComment,
  type StickyOptions,
  type StickyResult,
  type StickyTarget,
} from './sticky';
export {
  MAX_COMMENT_BYTES,
  commentBodyBudget,
  stickyCommentText,
  stickyMarker,
} from './comment-body';
