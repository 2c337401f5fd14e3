import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import Bottleneck from 'bottleneck/light';
import { githubApiOver } from './rest';
import type { ApiStats, GitHubApi } from './types';

export interface GitHubLog {
  debug(message: string): void;
  warning(message: string): void;
}

export interface GitHubApiOptions {
  token: string;
  /** REST root: `GITHUB_API_URL` (GitHub Enterprise Server: `https://HOST/api/v3`). */
  baseUrl?: string;
  /** Retries of a failed request (5xx, network). Default 3. */
  retries?: number;
  /** Retry n waits (n+1)² × this. Default 1,000 ms (the retry plugin's own). */
  retryBaseMs?: number;
  /** Minimum spacing of write requests. Default GitHub's guidance: 1 s, 3 s for notifying writes. */
  writeSpacingMs?: number;
  /** Wait out a rate limit when GitHub asks for at most this long. Default 60 s. */
  maxRateLimitWaitSeconds?: number;
  log?: GitHubLog;
}

export const DEFAULT_API_URL = 'https://api.github.com';

/** The REST base URL from the Actions environment (`GITHUB_API_URL`), for GitHub Enterprise. */
export function apiUrlFromEnv(env: NodeJS.ProcessEnv): string {
  return env.GITHUB_API_URL || DEFAULT_API_URL;
}

const RetryingOctokit = Octokit.plugin(retry, throttling);

/**
 * The GitHub API over Octokit, with the retry and throttling plugins. Every HTTP request —
 * retries included — is counted, and the rate-limit headers are kept for debug logs.
 */
export function createGitHubApi(options: GitHubApiOptions): GitHubApi {
  const stats: ApiStats = { calls: 0 };
  const log = options.log;
  const maxWait = options.maxRateLimitWaitSeconds ?? 60;
  const onLimit =
    (kind: string) =>
    (
      retryAfter: number,
      request: { method: string; url: string },
      _octokit: unknown,
      retryCount: number,
    ) => {
      const retrying = retryCount < 2 && retryAfter <= maxWait;
      log?.warning(
        `GitHub ${kind} rate limit on ${request.method} ${request.url}: ${retrying ? `retrying in ${retryAfter} s` : 'giving up'}`,
      );
      return retrying;
    };
  const spacing = options.writeSpacingMs;
  const countingFetch: typeof fetch = async (input, init) => {
    stats.calls++;
    const response = await fetch(input, init);
    const remaining = response.headers.get('x-ratelimit-remaining');
    const reset = response.headers.get('x-ratelimit-reset');
    if (remaining !== null) stats.rateLimitRemaining = Number(remaining);
    if (reset !== null) stats.rateLimitReset = new Date(Number(reset) * 1000);
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
            write: new Bottleneck.Group({ maxConcurrent: 1, minTime: spacing }),
            notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: spacing }),
          }
        : {}),
    },
    log: {
      debug: () => undefined,
      info: () => undefined,
      warn: (message: string) => log?.warning(message),
      error: (message: string) => log?.debug(message),
    },
  });
  return githubApiOver(octokit, () => ({ ...stats }));
}
