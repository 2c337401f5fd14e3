import {
  commentBodyBudget,
  MAX_COMMENT_BYTES,
  postStickyComment,
  stickyMarker,
  type GitHubApi,
} from '../../src/github';
import { ACTIONS_BOT, FakeGitHub, type FakeRepo } from '../support/github-server';
import { testApi } from './helpers';

const MARKER = stickyMarker();

describe('the sticky PR comment, against the fake GitHub', () => {
  let fake: FakeGitHub;
  let repo: FakeRepo;
  let pr = 100;
  const target = () => ({ repo: { owner: 'acme', repo: 'app' }, issueNumber: pr });

  beforeAll(async () => {
    fake = await FakeGitHub.start();
    repo = fake.addRepo({ owner: 'acme', name: 'app' });
  });
  beforeEach(() => {
    pr++;
    fake.addPull(repo, { number: pr, base: 'a'.repeat(40), head: 'b'.repeat(40) });
    fake.viewer = { kind: 'actions-token', login: ACTIONS_BOT };
  });
  afterEach(() => {
    fake.clearFaults();
    expect(fake.violations).toEqual([]);
  });
  afterAll(() => fake.close());

  it('creates one comment, updates it in place, and leaves it alone when unchanged', async () => {
    const { api } = testApi(fake.url);
    const first = await postStickyComment(api, target(), 'Verdict: pass');
    expect(first).toMatchObject({ outcome: 'created', duplicatesRemoved: 0, notes: [] });
    const [stored] = fake.commentsOn(repo, pr);
    expect(stored!.body).toBe(`Verdict: pass\n\n${MARKER}`);
    expect(first.outcome === 'created' && first.url).toBe(
      `https://github.com/acme/app/pull/${pr}#issuecomment-${stored!.id}`,
    );

    const second = await postStickyComment(api, target(), 'Verdict: fail');
    expect(second).toMatchObject({ outcome: 'updated', commentId: stored!.id });
    expect(fake.commentsOn(repo, pr).map((c) => c.body)).toEqual([`Verdict: fail\n\n${MARKER}`]);

    const before = fake.requests.length;
    expect(await postStickyComment(api, target(), 'Verdict: fail')).toMatchObject({
      outcome: 'unchanged',
      commentId: stored!.id,
    });
    expect(fake.requests.slice(before).map((r) => r.method)).not.toContain('PATCH');
  });

  it('matches only our own, non-minimized comments, on any page', async () => {
    for (let i = 0; i < 120; i++) fake.addComment(repo, pr, `chatter ${i}`, 'octocat');
    const planted = fake.addComment(repo, pr, `fake verdict ${MARKER}`, 'mallory');
    const hidden = fake.addComment(repo, pr, `old ${MARKER}`, ACTIONS_BOT, true);
    const ours = fake.addComment(repo, pr, `older verdict\n\n${MARKER}`, ACTIONS_BOT);
    const result = await postStickyComment(testApi(fake.url).api, target(), 'new verdict');
    expect(result).toMatchObject({ outcome: 'updated', commentId: ours.id });
    expect(fake.comments.get(planted.id)!.body).toBe(`fake verdict ${MARKER}`);
    expect(fake.comments.get(hidden.id)!.body).toBe(`old ${MARKER}`);
    expect(fake.comments.get(ours.id)!.body).toBe(`new verdict\n\n${MARKER}`);
    expect(fake.callCounts()['graphql']).toBeGreaterThan(0);
  });

  it('after a create, removes the duplicate of a concurrent run and keeps the lowest id', async () => {
    const { api } = testApi(fake.url);
    let rival = 0;
    const racing: GitHubApi = {
      ...api,
      // Another run of the same workflow creates its comment between our search and our create.
      createIssueComment: async (r, n, body) => {
        rival = fake.addComment(repo, pr, `rival run\n\n${MARKER}`, ACTIONS_BOT).id;
        return api.createIssueComment(r, n, body);
      },
    };
    const result = await postStickyComment(racing, target(), 'our verdict');
    expect(result).toMatchObject({ outcome: 'updated', commentId: rival, duplicatesRemoved: 1 });
    expect(fake.commentsOn(repo, pr).map((c) => [c.id, c.body])).toEqual([
      [rival, `our verdict\n\n${MARKER}`],
    ]);
  });

  it('collapses duplicates found on the way in', async () => {
    const a = fake.addComment(repo, pr, `one ${MARKER}`, ACTIONS_BOT);
    fake.addComment(repo, pr, `two ${MARKER}`, ACTIONS_BOT);
    fake.addComment(repo, pr, `three ${MARKER}`, ACTIONS_BOT);
    const result = await postStickyComment(testApi(fake.url).api, target(), 'v');
    expect(result).toMatchObject({ outcome: 'updated', commentId: a.id, duplicatesRemoved: 2 });
    expect(fake.commentsOn(repo, pr)).toHaveLength(1);
  });

  it('uses the token login from GET /user when it may read it (a personal token)', async () => {
    fake.viewer = { kind: 'user', login: 'release-bot', id: 99 };
    const botComment = fake.addComment(repo, pr, `not ours\n\n${MARKER}`, ACTIONS_BOT);
    const result = await postStickyComment(testApi(fake.url).api, target(), 'from a PAT');
    expect(result).toMatchObject({ outcome: 'created' });
    expect(fake.commentsOn(repo, pr).map((c) => c.author)).toEqual([ACTIONS_BOT, 'release-bot']);
    expect(fake.comments.get(botComment.id)!.body).toBe(`not ours\n\n${MARKER}`);
  });

  it('a 403 on create, or an unknown PR, is a typed cannot-comment result', async () => {
    fake.fail({ operation: 'issues/create-comment', status: 403, times: 1 });
    const denied = await postStickyComment(testApi(fake.url).api, target(), 'x');
    expect(denied).toMatchObject({ outcome: 'cannot-comment', status: 403 });
    expect(denied.outcome === 'cannot-comment' && denied.message).toMatch(
      /Resource not accessible by integration/,
    );
    const missing = await postStickyComment(
      testApi(fake.url).api,
      { ...target(), issueNumber: 999999 },
      'x',
    );
    expect(missing).toMatchObject({ outcome: 'cannot-comment', status: 404 });
  });

  it('refuses a body over 65,536 UTF-8 bytes with its marker; the budget fits exactly', async () => {
    const budget = commentBodyBudget();
    expect(budget).toBe(MAX_COMMENT_BYTES - Buffer.byteLength(`\n\n${MARKER}`));
    const { api } = testApi(fake.url);
    const tooBig = await postStickyComment(api, target(), 'é'.repeat(budget / 2 + 1));
    expect(tooBig).toEqual({
      outcome: 'too-large',
      bytes: MAX_COMMENT_BYTES + (budget % 2 === 0 ? 2 : 1),
      limit: MAX_COMMENT_BYTES,
    });
    expect(await postStickyComment(api, target(), 'x'.repeat(budget))).toMatchObject({
      outcome: 'created',
    });
  });

  it('still finds its comment when GraphQL fails, and says so', async () => {
    const ours = fake.addComment(repo, pr, `v1\n\n${MARKER}`, ACTIONS_BOT);
    fake.fail({ operation: 'graphql', status: 502, times: 10 });
    const result = await postStickyComment(testApi(fake.url, { retries: 0 }).api, target(), 'v2');
    expect(result).toMatchObject({ outcome: 'updated', commentId: ours.id });
    expect(result.outcome === 'updated' && result.notes[0]).toMatch(
      /^could not tell minimized comments apart: /,
    );
  });
});
