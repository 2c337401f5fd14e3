import {
  apiChangeSet,
  apiContentReader,
  gitContentReader,
  loadContents,
  localChangeSet,
  type ChangeSet,
} from '../../src/diff';
import { postStickyComment } from '../../src/github';
import { FakeGitHub, TempRepo, type FakeRepo, type FileRow } from '../support/github-server';
import { testApi } from './helpers';

const big = (n: number) => 'x'.repeat(n);

describe('the change set through the API, against the fake GitHub', () => {
  let repo: TempRepo;
  let fake: FakeGitHub;
  let served: FakeRepo;
  let base: string;
  let head: string;

  beforeAll(async () => {
    repo = TempRepo.init();
    const files: Record<string, string | Buffer> = {
      'src/index.ts': 'export function f(a: number): number {\n  return a;\n}\n',
      'src/moved.ts':
        Array.from({ length: 30 }, (_, i) => `export const c${i} = ${i};`).join('\n') + '\n',
      'docs/old.md': '# old\n',
      'img.bin': Buffer.from([1, 0, 2, 0, 3]),
      'large.txt': big(3000),
    };
    for (let i = 0; i < 12; i++) files[`many/f${i}.ts`] = `export const v = ${i};\n`;
    base = repo.write(files).commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.git('mv', 'src/moved.ts', 'src/renamed.ts');
    repo.git('rm', '-q', 'docs/old.md');
    const changed: Record<string, string | Buffer> = {
      'src/index.ts': 'export function f(a: number, b = 0): number {\n  return a + b;\n}\n',
      'src/new.py': 'def g():\n    pass\n',
      'img.bin': Buffer.from([1, 0, 2, 0, 4]),
      'large.txt': big(3001),
    };
    for (let i = 0; i < 12; i++) changed[`many/f${i}.ts`] = `export const v = ${i + 1};\n`;
    head = repo.write(changed).commit('feature');
    fake = await FakeGitHub.start({ token: 'ghs_testtoken' });
    served = fake.addRepo({ owner: 'acme', name: 'app', id: 42, gitDir: repo.dir });
    fake.addPull(served, { number: 7, base, head });
  });
  afterAll(async () => {
    await fake.close();
    repo.remove();
  });
  afterEach(() => {
    fake.clearFaults();
    expect(fake.violations).toEqual([]);
  });

  const fromApi = (api = testApi(fake.url).api) =>
    apiChangeSet(api, {
      repo: { owner: 'acme', repo: 'app' },
      repositoryId: 42,
      pullNumber: 7,
      base,
      head,
    });

  const summary = (cs: ChangeSet) =>
    cs.files
      .map((f) => ({
        path: f.path,
        status: f.status,
        previousPath: f.previousPath,
        headBlob: f.headBlob,
      }))
      .sort((a, b) => a.path.localeCompare(b.path));

  it('lists the same files as local git, with renames, removals and the merge-base', async () => {
    const api = await fromApi();
    const local = await localChangeSet({ repoDir: repo.dir, base, head });
    expect(api).toMatchObject({
      source: 'api',
      base,
      head,
      mergeBase: base,
      pullNumber: 7,
      expectedFiles: local.files.length,
    });
    expect(api.repository).toEqual({ owner: 'acme', name: 'app', id: 42 });
    expect(api.incomplete).toBeUndefined();
    expect(summary(api)).toEqual(summary(local));
    const bin = api.files.find((f) => f.path === 'img.bin')!;
    expect(bin.patch).toBeUndefined();
    expect(bin.additions).toBeUndefined(); // no patch and no counted change: unknown, not zero
    expect(api.files.find((f) => f.path === 'src/index.ts')).toMatchObject({
      additions: 2,
      deletions: 2,
    });
  });

  it('loads the same contents as local git, by tree and by contents API, honouring the cap', async () => {
    const { api } = testApi(fake.url);
    const wanted = { wanted: () => true, maxBytes: 3000 };
    const viaApi = await loadContents(
      await fromApi(api),
      apiContentReader(api, { owner: 'acme', repo: 'app' }),
      wanted,
    );
    const viaGit = await loadContents(
      await localChangeSet({ repoDir: repo.dir, base, head }),
      gitContentReader(repo.dir),
      wanted,
    );
    const contents = (cs: ChangeSet) =>
      Object.fromEntries(
        cs.files.map((f) => [
          f.path,
          [
            f.baseContent?.toString('hex') ?? f.baseContent,
            f.headContent?.toString('hex') ?? f.headContent,
            f.skipped,
            f.binary,
          ],
        ]),
      );
    expect(contents(viaApi)).toEqual(contents(viaGit));
    expect(viaApi.files.find((f) => f.path === 'large.txt')!.skipped).toBe(
      'too large: head is 3001 bytes, over the 3000-byte cap',
    );
    expect(viaApi.files.find((f) => f.path === 'img.bin')).toMatchObject({
      binary: true,
      skipped: 'binary',
    });
    const counts = fake.callCounts();
    // 14+ versions at the merge-base and at head: one tree each, then blobs only under the cap.
    expect(counts['git/get-tree']).toBe(2);
    expect(counts['git/get-blob']).toBeGreaterThanOrEqual(28);
  });

  it('reads a truncated tree path by path through the contents API', async () => {
    const truncated = fake.addRepo({
      owner: 'acme',
      name: 'huge',
      gitDir: repo.dir,
      truncateTrees: true,
    });
    fake.addPull(truncated, { number: 1, base, head });
    const { api } = testApi(fake.url);
    const cs = await apiChangeSet(api, {
      repo: { owner: 'acme', repo: 'huge' },
      pullNumber: 1,
      base,
      head,
    });
    const loaded = await loadContents(cs, apiContentReader(api, { owner: 'acme', repo: 'huge' }), {
      wanted: (f) => f.path.endsWith('.ts'),
    });
    for (const file of loaded.files.filter((f) => f.path.endsWith('.ts'))) {
      expect(file.headContent?.toString()).toBe(repo.git('show', `${head}:${file.path}`) + '\n');
    }
    expect(fake.callCounts()['repos/get-content']).toBeGreaterThan(0);
  });

  it('paginates 100 at a time and counts every call', async () => {
    const synthetic = fake.addRepo({ owner: 'acme', name: 'wide' });
    fake.addPull(synthetic, { number: 2, base, head, files: rows(250) });
    const { api } = testApi(fake.url);
    const before = fake.requests.length;
    const files = await api.listPullFiles({ owner: 'acme', repo: 'wide' }, 2);
    expect(files).toHaveLength(250);
    const pages = fake.requests.slice(before);
    expect(pages.map((r) => r.query)).toEqual([
      { per_page: '100' },
      { per_page: '100', page: '2' },
      { per_page: '100', page: '3' },
    ]);
    expect(api.stats()).toMatchObject({ calls: 3, rateLimitRemaining: expect.any(Number) });
  });

  it('past 3,000 files the change set is incomplete and says why', async () => {
    const wide = fake.addRepo({ owner: 'acme', name: 'monorepo', gitDir: repo.dir });
    fake.addPull(wide, { number: 3, base, head, files: rows(3005) });
    const cs = await apiChangeSet(testApi(fake.url).api, {
      repo: { owner: 'acme', repo: 'monorepo' },
      pullNumber: 3,
      base,
      head,
    });
    expect(cs.files).toHaveLength(3000);
    expect(cs.expectedFiles).toBe(3005);
    expect(cs.incomplete).toBe(
      "GitHub listed 3000 of the pull request's 3005 changed files (the API lists at most 3000)",
    );
  });

  it('a head that moved since the event makes the change set incomplete', async () => {
    const cs = await apiChangeSet(testApi(fake.url).api, {
      repo: { owner: 'acme', repo: 'app' },
      pullNumber: 7,
      base,
      head: base,
    });
    expect(cs.incomplete).toMatch(/^the pull request's head moved to \w{12} after this event/);
  });

  it('retries 500s and succeeds, counting the retries', async () => {
    fake.fail({ operation: 'pulls/get', status: 500, times: 2 });
    fake.fail({ operation: 'pulls/list-files', status: 502, times: 1 });
    const { api } = testApi(fake.url);
    const cs = await fromApi(api);
    expect(cs.files.length).toBeGreaterThan(0);
    expect(api.stats().calls).toBe(3 + 3); // pulls.get ×3, list-files ×2, compare ×1
  });

  it('gives up after the retries with a one-line error naming the route', async () => {
    fake.fail({ operation: 'pulls/get', status: 503, times: 4 });
    const error = await testApi(fake.url, { retries: 2 })
      .api.getPullRequest({ owner: 'acme', repo: 'app' }, 7)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'GitHubRequestError',
      status: 503,
      route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}',
    });
    expect((error as Error).message).not.toContain('\n');
    expect((error as Error).message).not.toContain('ghs_testtoken');
    expect(fake.requests.filter((r) => r.status === 503)).toHaveLength(3); // first try + 2 retries
  });

  it('works under a GitHub Enterprise Server base URL (/api/v3)', async () => {
    const ghes = await FakeGitHub.start({ pathPrefix: '/api/v3' });
    try {
      const r = ghes.addRepo({ owner: 'acme', name: 'app', gitDir: repo.dir });
      ghes.addPull(r, { number: 7, base, head });
      const { api } = testApi(ghes.url);
      const cs = await apiChangeSet(api, {
        repo: { owner: 'acme', repo: 'app' },
        pullNumber: 7,
        base,
        head,
      });
      expect(cs.files.length).toBeGreaterThan(0);
      // A second post finds the first comment, asking GraphQL (at /api/graphql) whether it is hidden.
      const target = { repo: { owner: 'acme', repo: 'app' }, issueNumber: 7 };
      expect(await postStickyComment(api, target, 'one')).toMatchObject({ outcome: 'created' });
      expect(await postStickyComment(api, target, 'two')).toMatchObject({ outcome: 'updated' });
      const graphql = ghes.requests.filter((r) => r.operation === 'graphql').map((r) => r.path);
      expect(graphql.length).toBeGreaterThan(0);
      expect(new Set(graphql)).toEqual(new Set(['/api/graphql']));
      expect(
        ghes.requests.every((r) => r.path.startsWith('/api/v3/') || r.path === '/api/graphql'),
      ).toBe(true);
      expect(ghes.violations).toEqual([]);
    } finally {
      await ghes.close();
    }
  });
});

function rows(n: number): FileRow[] {
  return Array.from({ length: n }, (_, i) => ({
    filename: `pkg/${i}/index.ts`,
    status: 'modified' as const,
    sha: i.toString(16).padStart(40, '0'),
    additions: 1,
    deletions: 1,
    changes: 2,
    patch: '@@ -1 +1 @@\n-a\n+b',
  }));
}
