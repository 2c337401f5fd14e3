import { buildChangeSet, ChangeSetError, refsFromEvent } from '../../src/diff';
import { FakeGitHub, pullRequestPayload, TempRepo } from '../support/github-server';
import { testApi } from './helpers';

describe('buildChangeSet: local git when it can, the API otherwise', () => {
  let origin: TempRepo;
  let fake: FakeGitHub;
  let base: string;
  let head: string;

  beforeAll(async () => {
    origin = TempRepo.init();
    base = origin.write({ 'src/a.ts': 'export const a = 1;\n' }).commit();
    origin.git('checkout', '-q', '-b', 'feature');
    head = origin
      .write({ 'src/a.ts': 'export const a = 2;\n', 'src/b.ts': 'export {};\n' })
      .commit();
    origin.git('checkout', '-q', 'main');
    fake = await FakeGitHub.start();
    const repo = fake.addRepo({ owner: 'acme', name: 'app', id: 5, gitDir: origin.dir });
    fake.addPull(repo, { number: 3, base, head });
  });
  afterAll(async () => {
    await fake.close();
    origin.remove();
  });
  afterEach(() => expect(fake.violations).toEqual([]));

  const refs = () =>
    refsFromEvent(
      'pull_request_target',
      pullRequestPayload({
        owner: 'acme',
        repo: 'app',
        repoId: 5,
        number: 3,
        base,
        head,
        changedFiles: 2,
      }),
    );
  const wanted = { wanted: (f: { path: string }) => f.path.endsWith('.ts') };

  it('reads local git when the checkout holds both commits', async () => {
    const before = fake.requests.length;
    const cs = await buildChangeSet({
      refs: refs(),
      repoDir: origin.dir,
      api: testApi(fake.url).api,
      contents: wanted,
    });
    expect(cs).toMatchObject({
      source: 'git',
      pullNumber: 3,
      expectedFiles: 2,
      repository: { owner: 'acme', name: 'app', id: 5 },
    });
    expect(cs.files.find((f) => f.path === 'src/a.ts')!.headContent!.toString()).toBe(
      'export const a = 2;\n',
    );
    expect(fake.requests.length).toBe(before);
  });

  it('falls back to the API when the head cannot be fetched (a fork under pull_request_target)', async () => {
    const checkout = TempRepo.init();
    try {
      checkout.write({ 'src/a.ts': 'export const a = 1;\n' }).commit(); // a base-only checkout, no remote
      const reasons: string[] = [];
      const cs = await buildChangeSet({
        refs: refs(),
        repoDir: checkout.dir,
        api: testApi(fake.url).api,
        contents: wanted,
        onFallback: (r) => reasons.push(r),
      });
      expect(cs.source).toBe('api');
      expect(cs.files.map((f) => f.path).sort()).toEqual(['src/a.ts', 'src/b.ts']);
      expect(cs.files.find((f) => f.path === 'src/b.ts')).toMatchObject({ baseContent: null });
      expect(cs.files.find((f) => f.path === 'src/a.ts')!.baseContent!.toString()).toBe(
        'export const a = 1;\n',
      );
      expect(reasons).toEqual([
        expect.stringMatching(
          /is not in the checkout and cannot be fetched from 'origin'.*; reading the change through the API$/,
        ),
      ]);
    } finally {
      checkout.remove();
    }
  });

  it('reads the API with no checkout at all', async () => {
    const cs = await buildChangeSet({ refs: refs(), api: testApi(fake.url).api });
    expect(cs).toMatchObject({ source: 'api', mergeBase: base });
  });

  it('without a checkout or a pull request there is nothing to read: a distinct error', async () => {
    const push = refsFromEvent('push', { before: base, after: head });
    const error = await buildChangeSet({ refs: push, api: testApi(fake.url).api }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChangeSetError);
    expect((error as ChangeSetError).code).toBe('no-pull-request');
  });
});
