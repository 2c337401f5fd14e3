import { ChangeSetError, gitContentReader, loadContents, localChangeSet } from '../../src/diff';
import { TempRepo } from '../support/github-server/temp-repo';

const lines = (n: number, tag = 'line') =>
  Array.from({ length: n }, (_, i) => `${tag} ${i}`).join('\n') + '\n';

describe('localChangeSet', () => {
  let repo: TempRepo;
  let base: string;
  let head: string;

  beforeAll(() => {
    repo = TempRepo.init();
    repo.write({
      'src/keep.ts': 'export const a = 1;\n',
      'src/old-name.ts': lines(20, 'renamed'),
      'gone.txt': 'bye\n',
      'logo.png': Buffer.from([0x89, 0x50, 0, 1, 2, 3]),
    });
    base = repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.git('mv', 'src/old-name.ts', 'src/new-name.ts');
    repo.write({
      'src/new-name.ts': lines(20, 'renamed') + 'one more\n',
      'src/keep.ts': 'export const a = 2;\nexport const b = 3;\n',
      'logo.png': Buffer.from([0x89, 0x50, 0, 9, 9, 9]),
      'src/added.py': 'def f():\n    return 1\n',
    });
    repo.git('rm', '-q', 'gone.txt');
    head = repo.commit('feature');
    // The base branch moves on after the fork point: three-dot semantics must leave this out.
    repo.git('checkout', '-q', 'main');
    repo.write({ 'main-only.txt': 'later\n' });
    repo.commit('main moves on');
    repo.git('checkout', '-q', 'feature');
  });
  afterAll(() => repo.remove());

  it('lists renames, deletions, binary files and blobs from the merge-base', async () => {
    const changeSet = await localChangeSet({
      repoDir: repo.dir,
      base: 'main',
      head: 'feature',
      pullNumber: 4,
    });
    expect(changeSet).toMatchObject({
      source: 'git',
      base: repo.git('rev-parse', 'main'),
      head,
      mergeBase: base,
      pullNumber: 4,
    });
    const byPath = Object.fromEntries(changeSet.files.map((f) => [f.path, f]));
    expect(Object.keys(byPath).sort()).toEqual([
      'gone.txt',
      'logo.png',
      'src/added.py',
      'src/keep.ts',
      'src/new-name.ts',
    ]);
    expect(byPath['src/new-name.ts']).toMatchObject({
      status: 'renamed',
      previousPath: 'src/old-name.ts',
      additions: 1,
      deletions: 0,
    });
    expect(byPath['gone.txt']).toMatchObject({
      status: 'removed',
      deletions: 1,
      baseBlob: repo.git('rev-parse', `${base}:gone.txt`),
    });
    expect(byPath['gone.txt']!.headBlob).toBeUndefined();
    // Git counted no lines (numstat `-`); binary is decided by content, once loaded.
    expect(byPath['logo.png']).toMatchObject({ status: 'modified', binary: false });
    expect(byPath['logo.png']!.additions).toBeUndefined();
    expect(byPath['src/added.py']).toMatchObject({
      status: 'added',
      additions: 2,
      headBlob: repo.git('rev-parse', `${head}:src/added.py`),
    });
    expect(byPath['src/keep.ts']).toMatchObject({ status: 'modified', additions: 2, deletions: 1 });
  });

  it('loads contents only for wanted files, under the cap, skipping binaries', async () => {
    const changeSet = await localChangeSet({ repoDir: repo.dir, base: 'main', head: 'feature' });
    const reader = gitContentReader(repo.dir);
    const loaded = await loadContents(changeSet, reader, {
      wanted: (f) => !f.path.endsWith('.py'),
      maxBytes: 100,
    });
    const byPath = Object.fromEntries(loaded.files.map((f) => [f.path, f]));
    expect(byPath['src/keep.ts']!.baseContent!.toString()).toBe('export const a = 1;\n');
    expect(byPath['src/keep.ts']!.headContent!.toString()).toBe(
      'export const a = 2;\nexport const b = 3;\n',
    );
    expect(byPath['gone.txt']).toMatchObject({ headContent: null });
    expect(byPath['gone.txt']!.baseContent!.toString()).toBe('bye\n');
    expect(byPath['logo.png']).toMatchObject({ binary: true, skipped: 'binary' });
    expect(byPath['logo.png']!.headContent).toBeUndefined();
    // 20 lines of "renamed N" are over 100 bytes: skipped with the reason, no half-loaded pair.
    expect(byPath['src/new-name.ts']!.skipped).toMatch(
      /^too large: (base|head) is \d+ bytes, over the 100-byte cap$/,
    );
    expect(byPath['src/new-name.ts']!.baseContent).toBeUndefined();
    expect(byPath['src/added.py']!.headContent).toBeUndefined();
    // The input change set is not modified; a second call loads what the first left out.
    expect(changeSet.files.every((f) => f.headContent === undefined)).toBe(true);
    const more = await loadContents(loaded, reader, {
      wanted: (f) => f.path.endsWith('.py') || f.binary,
      loadBinary: true,
    });
    const again = Object.fromEntries(more.files.map((f) => [f.path, f]));
    expect(again['src/added.py']).toMatchObject({ baseContent: null });
    expect(again['src/added.py']!.headContent!.toString()).toContain('def f()');
    expect(again['logo.png']!.headContent).toEqual(Buffer.from([0x89, 0x50, 0, 9, 9, 9]));
    expect(again['logo.png']!.skipped).toBeUndefined();
  });

  it('a submodule (gitlink) is listed but never loaded, and never reads as missing', async () => {
    const sub = TempRepo.init();
    try {
      const first = sub.write({ 'x.txt': '1\n' }).commit();
      const second = sub.write({ 'x.txt': '2\n' }).commit();
      repo.git('checkout', '-q', '-b', 'with-submodule', 'feature');
      repo.git('update-index', '--add', '--cacheinfo', `160000,${first},vendor/lib`);
      // Commit the index as is (commit() would `add -A` and drop the gitlink: no folder on disk).
      repo.git('commit', '-q', '-m', 'add submodule');
      const withSub = repo.git('rev-parse', 'HEAD');
      repo.git('update-index', '--cacheinfo', `160000,${second},vendor/lib`);
      repo.git('commit', '-q', '-m', 'bump submodule');
      const bumped = repo.git('rev-parse', 'HEAD');
      const cs = await localChangeSet({ repoDir: repo.dir, base: withSub, head: bumped });
      const loaded = await loadContents(cs, gitContentReader(repo.dir), { wanted: () => true });
      expect(loaded.files).toEqual([
        expect.objectContaining({
          path: 'vendor/lib',
          status: 'modified',
          skipped: 'submodule (not a regular file)',
        }),
      ]);
      expect(loaded.files[0]!.baseContent).toBeUndefined();
      expect(loaded.files[0]!.headContent).toBeUndefined();
    } finally {
      repo.git('checkout', '-q', '-f', 'feature');
      sub.remove();
    }
  });

  it('a commit that is not there and cannot be fetched is a one-line commit-unavailable error', async () => {
    const missing = 'c'.repeat(40);
    const error = await localChangeSet({ repoDir: repo.dir, base: missing, head: 'feature' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChangeSetError);
    expect((error as ChangeSetError).code).toBe('commit-unavailable');
    expect((error as Error).message).toMatch(
      /^base c{40} is not in the checkout and cannot be fetched from 'origin'/,
    );
    expect((error as Error).message).not.toContain('\n');
    const noFetch = await localChangeSet({
      repoDir: repo.dir,
      base: missing,
      head: 'feature',
      fetch: false,
    }).catch((e: unknown) => e);
    expect((noFetch as Error).message).toMatch(
      /fetching is off; use actions\/checkout with fetch-depth: 0/,
    );
  });
});

describe('fetching what the checkout lacks', () => {
  let origin: TempRepo;
  let mainTip: string;
  let featureTip: string;
  let forkPoint: string;

  beforeAll(() => {
    origin = TempRepo.init('lil-origin-');
    for (let i = 0; i < 30; i++) {
      origin.write({ 'history.txt': `${i}\n` });
      forkPoint = origin.commit(`main ${i}`);
    }
    origin.git('checkout', '-q', '-b', 'feature');
    for (let i = 0; i < 5; i++) {
      origin.write({ [`feature-${i}.ts`]: `export const v${i} = ${i};\n` });
      featureTip = origin.commit(`feature ${i}`);
    }
    origin.git('checkout', '-q', 'main');
    origin.write({ 'after-fork.txt': 'x\n' });
    mainTip = origin.commit('main after fork');
  });
  afterAll(() => origin.remove());

  it('fetches a missing base from origin in a full single-branch clone', async () => {
    const clone = TempRepo.clone(`file://${origin.dir}`, '--single-branch', '--branch', 'feature');
    try {
      expect(() => clone.git('cat-file', '-e', mainTip)).toThrow();
      const changeSet = await localChangeSet({
        repoDir: clone.dir,
        base: mainTip,
        head: featureTip,
      });
      expect(changeSet.mergeBase).toBe(forkPoint);
      expect(changeSet.files.map((f) => f.path).sort()).toEqual(
        [0, 1, 2, 3, 4].map((i) => `feature-${i}.ts`),
      );
      expect(clone.git('rev-parse', '--is-shallow-repository')).toBe('false');
    } finally {
      clone.remove();
    }
  });

  it('deepens a depth-1 clone until the merge-base is reachable', async () => {
    const clone = TempRepo.clone(`file://${origin.dir}`, '--depth=1', '--branch', 'feature');
    try {
      const changeSet = await localChangeSet({
        repoDir: clone.dir,
        base: mainTip,
        head: featureTip,
        depth: 2,
      });
      expect(changeSet.mergeBase).toBe(forkPoint);
      expect(changeSet.files).toHaveLength(5);
    } finally {
      clone.remove();
    }
  });

  it('a shallow clone with fetching off says what to change', async () => {
    const clone = TempRepo.clone(`file://${origin.dir}`, '--depth=1', '--branch', 'feature');
    try {
      clone.git('fetch', '-q', '--depth=1', 'origin', mainTip);
      const error = await localChangeSet({
        repoDir: clone.dir,
        base: mainTip,
        head: featureTip,
        fetch: false,
      }).catch((e: unknown) => e);
      expect((error as ChangeSetError).code).toBe('commit-unavailable');
      expect((error as Error).message).toMatch(
        /^no merge-base between base \w{12} and head \w{12}: fetching is off/,
      );
    } finally {
      clone.remove();
    }
  });
});
