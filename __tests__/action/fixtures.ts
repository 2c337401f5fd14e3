import { FakeGitHub, TempRepo, type FakeRepo } from '../support/github-server';
import { pullRequestPayload } from './harness';

export const TOKEN = 'ghs_e2eTestToken0123456789abcdefghijklmnopq';

export interface PullFixture {
  fake: FakeGitHub;
  repo: TempRepo;
  fakeRepo: FakeRepo;
  base: string;
  head: string;
  number: number;
  payload: ReturnType<typeof pullRequestPayload>;
}

/**
 * A real git repository with a base commit on `main` and a head commit on `feature`, served by
 * the fake GitHub as pull request `number`, with the real example payload adjusted to it.
 */
export async function pullFixture(
  baseFiles: Record<string, string>,
  headFiles: Record<string, string>,
  options: { number?: number; remove?: string[]; forkOwner?: string } = {},
): Promise<PullFixture> {
  const repo = TempRepo.init();
  repo.write(baseFiles);
  const base = repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  repo.write(headFiles);
  for (const path of options.remove ?? []) repo.git('rm', '-q', path);
  const head = repo.commit('head');
  const fake = await FakeGitHub.start({ token: TOKEN });
  const fakeRepo = fake.addRepo({ owner: 'acme', name: 'app', id: 4711, gitDir: repo.dir });
  const number = options.number ?? 7;
  fake.addPull(fakeRepo, { number, base, head });
  const changedFiles = repo
    .git('diff', '--name-only', base, head)
    .split('\n')
    .filter(Boolean).length;
  const payload = pullRequestPayload({
    owner: 'acme',
    repo: 'app',
    repoId: 4711,
    number,
    base,
    head,
    changedFiles,
    ...(options.forkOwner ? { forkOwner: options.forkOwner } : {}),
  });
  return { fake, repo, fakeRepo, base, head, number, payload };
}

export async function closeFixture(f: PullFixture | undefined): Promise<void> {
  if (!f) return;
  await f.fake.close();
  f.repo.remove();
}
