import { ChangeSetError, dryRunRefs } from '../../src/diff';
import { TempRepo } from '../support/github-server/temp-repo';

describe('dryRunRefs', () => {
  const repos: TempRepo[] = [];
  const make = () => {
    const repo = TempRepo.init();
    repos.push(repo);
    return repo;
  };
  afterAll(() => repos.forEach((r) => r.remove()));

  it('on a topic branch: the merge-base with main, and HEAD', async () => {
    const repo = make();
    const forkPoint = repo.write({ 'a.txt': '1\n' }).commit();
    repo.git('checkout', '-q', '-b', 'topic');
    const head = repo.write({ 'b.txt': '2\n' }).commit();
    repo.git('checkout', '-q', 'main');
    repo.write({ 'c.txt': '3\n' }).commit();
    repo.git('checkout', '-q', 'topic');
    expect(await dryRunRefs(repo.dir)).toEqual({
      base: forkPoint,
      head,
      baseFrom: 'merge-base with main',
      uncommitted: [],
    });
  });

  it('prefers origin/HEAD of a clone, and falls back to HEAD~1 on the default branch itself', async () => {
    const origin = make();
    origin.write({ 'a.txt': '1\n' }).commit();
    const second = origin.write({ 'a.txt': '2\n' }).commit();
    const clone = TempRepo.clone(`file://${origin.dir}`);
    repos.push(clone);
    // On main at origin's tip: the merge-base is HEAD itself, so the last commit is the change.
    expect(await dryRunRefs(clone.dir)).toMatchObject({ head: second, baseFrom: 'HEAD~1' });
    clone.git('checkout', '-q', '-b', 'work');
    clone.write({ 'w.txt': 'w\n' }).commit();
    expect(await dryRunRefs(clone.dir)).toMatchObject({
      base: second,
      baseFrom: 'merge-base with origin/HEAD',
    });
  });

  it('lists uncommitted paths, which a dry run leaves out', async () => {
    const repo = make();
    repo.write({ 'a.txt': '1\n', 'b.txt': '1\n' }).commit();
    repo.write({ 'a.txt': '2\n' }).commit();
    repo.write({ 'a.txt': 'dirty\n', 'new file.txt': 'x\n' });
    repo.git('mv', 'b.txt', 'b2.txt');
    const refs = await dryRunRefs(repo.dir);
    expect(refs.uncommitted.sort()).toEqual(['a.txt', 'b2.txt', 'new file.txt']);
  });

  it('a single commit with no default branch to compare with is a clear error', async () => {
    const repo = make();
    repo.git('checkout', '-q', '-b', 'lonely');
    repo.write({ 'a.txt': '1\n' }).commit();
    const error = await dryRunRefs(repo.dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChangeSetError);
    expect((error as Error).message).toBe(
      'HEAD has no parent and no default branch to compare with: pass --base',
    );
    const empty = make();
    expect(((await dryRunRefs(empty.dir).catch((e: unknown) => e)) as ChangeSetError).code).toBe(
      'git-failed',
    );
  });
});
