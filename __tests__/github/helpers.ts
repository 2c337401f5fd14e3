import { createGitHubApi, type GitHubApiOptions } from '../../src/github';

/** The real client, tuned for tests: short retry backoff and no write spacing. */
export function testApi(baseUrl: string, options: Partial<GitHubApiOptions> = {}) {
  const warnings: string[] = [];
  const api = createGitHubApi({
    token: 'ghs_testtoken',
    baseUrl,
    retryBaseMs: 5,
    writeSpacingMs: 0,
    log: { debug: () => undefined, warning: (m) => warnings.push(m) },
    ...options,
  });
  return { api, warnings };
}
