import { FakeGitHub } from '../support/github-server';

/** The fake must reject what GitHub would reject, or the API tests prove nothing. */
describe('the fake GitHub validates requests against the OpenAPI description', () => {
  let fake: FakeGitHub;
  beforeAll(async () => {
    fake = await FakeGitHub.start({ token: 'ghs_x' });
    const repo = fake.addRepo({ owner: 'acme', name: 'app' });
    fake.addPull(repo, { number: 1, base: 'a'.repeat(40), head: 'b'.repeat(40) });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.violations.splice(0));

  const send = (method: string, path: string, body?: unknown, token = 'ghs_x') =>
    fetch(`${fake.url}${path}`, {
      method,
      headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });

  it.each([
    [
      'GET',
      '/repos/acme/app/pulls/1/files?per_page=abc',
      undefined,
      /query\/per_page: must be integer/,
    ],
    [
      'GET',
      '/repos/acme/app/pulls/1/files?perpage=100',
      undefined,
      /query: must NOT have additional properties/,
    ],
    ['GET', '/repos/acme/app/pulls/one', undefined, /path\/pull_number: must be integer/],
    [
      'POST',
      '/repos/acme/app/issues/1/comments',
      { text: 'hi' },
      /body: must have required property 'body'/,
    ],
    ['POST', '/repos/acme/app/issues/1/comments', { body: 42 }, /body\/body: must be string/],
    ['POST', '/repos/acme/app/issues/1/comments', '{not json', /body: not JSON/],
    ['DELETE', '/repos/acme/app/issues/comments/1', { body: 'x' }, /takes no request body/],
    ['PUT', '/repos/acme/app/issues/comments/1', { body: 'x' }, /no such operation: PUT/],
    ['POST', '/graphql', { query: '{ viewer { login } }' }, /graphql: unsupported query/],
  ])('%s %s is refused and recorded', async (method, path, body, problem) => {
    const response = await send(method, path, body);
    expect([400, 404]).toContain(response.status);
    expect(fake.violations).toHaveLength(1);
    expect(fake.violations[0]!.problems.join('; ')).toMatch(problem);
  });

  it('valid requests pass, state persists across requests, and the token is checked', async () => {
    const created = await send('POST', '/repos/acme/app/issues/1/comments', { body: 'hello' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(
      (await send('PATCH', `/repos/acme/app/issues/comments/${id}`, { body: 'edited' })).status,
    ).toBe(200);
    const list = (await (
      await send('GET', '/repos/acme/app/issues/1/comments?per_page=100')
    ).json()) as Array<{ body: string }>;
    expect(list.map((c) => c.body)).toEqual(['edited']);
    expect((await send('DELETE', `/repos/acme/app/issues/comments/${id}`)).status).toBe(204);
    expect(
      (await send('GET', '/repos/acme/app/issues/1/comments', undefined, 'wrong')).status,
    ).toBe(401);
    expect(fake.violations).toEqual([]);
  });

  it('injected faults fire the given number of times', async () => {
    fake.fail({ operation: 'rate-limit/get', status: 500, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await send('GET', '/rate_limit')).status);
    expect(statuses).toEqual([500, 500, 200]);
    expect(
      fake.requests.filter((r) => r.operation === 'rate-limit/get').map((r) => r.status),
    ).toEqual([500, 500, 200]);
  });
});
