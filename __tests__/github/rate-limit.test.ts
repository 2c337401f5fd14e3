import { FakeGitHub } from '../support/github-server';
import { testApi } from './helpers';

describe('rate limits are waited out by the throttling plugin', () => {
  let fake: FakeGitHub;
  beforeAll(async () => {
    fake = await FakeGitHub.start();
    const repo = fake.addRepo({ owner: 'acme', name: 'app' });
    fake.addPull(repo, { number: 1, base: 'a'.repeat(40), head: 'b'.repeat(40) });
  });
  afterAll(() => fake.close());
  afterEach(() => {
    fake.clearFaults();
    expect(fake.violations).toEqual([]);
  });
  const repo = { owner: 'acme', repo: 'app' };

  it('a secondary rate limit (403 + retry-after) is retried after the wait, with a warning', async () => {
    fake.fail({
      operation: 'issues/list-comments',
      status: 403,
      times: 1,
      message:
        'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
      headers: { 'retry-after': '1' },
    });
    const { api, warnings } = testApi(fake.url);
    expect(await api.listIssueComments(repo, 1)).toEqual([]);
    expect(warnings).toEqual([
      expect.stringMatching(/^GitHub secondary rate limit on GET .*: retrying in 1 s$/),
    ]);
    expect(api.stats().calls).toBe(2);
  });

  it('a primary rate limit (remaining 0) is retried after the reset', async () => {
    fake.fail({
      operation: 'issues/list-comments',
      status: 403,
      times: 1,
      message: 'API rate limit exceeded for installation.',
      headers: {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 1),
      },
    });
    const { api, warnings } = testApi(fake.url);
    expect(await api.listIssueComments(repo, 1)).toEqual([]);
    expect(warnings).toEqual([
      expect.stringMatching(/^GitHub primary rate limit on GET .*: retrying in \d s$/),
    ]);
  });

  it('a wait longer than allowed is not taken: the 403 surfaces', async () => {
    fake.fail({
      operation: 'issues/list-comments',
      status: 403,
      message: 'You have exceeded a secondary rate limit.',
      headers: { 'retry-after': '600' },
    });
    const { api, warnings } = testApi(fake.url, { maxRateLimitWaitSeconds: 5 });
    await expect(api.listIssueComments(repo, 1)).rejects.toMatchObject({ status: 403 });
    expect(warnings).toEqual([expect.stringMatching(/giving up$/)]);
  });
});
