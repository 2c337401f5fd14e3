import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHmacKeys } from '../../src/bundle/keys';
import { sealRun } from '../../src/bundle/seal';
import { atomicMarker, durable, step } from '../../src/engine';
import { FakeGitHub, TempRepo } from '../support/github-server';
import { TOKEN } from './fixtures';
import { DIST, pullRequestPayload, runBundledAction } from './harness';

const KEYS = `agent-1:${Buffer.alloc(32, 5).toString('base64')}`;

/**
 * An agent's durable run changes files on a branch and seals a proof bundle into the PR, as a
 * pipeline using this package would; the bundled action then verifies it.
 */
async function agentPull(tamper: boolean) {
  const repo = TempRepo.init();
  repo.write({ 'src/app.ts': 'export const version = 1;\n' });
  const base = repo.commit('base');
  repo.git('checkout', '-q', '-b', 'agent');
  const runsDir = mkdtempSync(join(tmpdir(), 'lil-agent-runs-'));
  await durable({ goalId: 'agent-task', dir: runsDir, cwd: repo.dir }, async () => {
    const plan = await step('plan', async () => ['src/app.ts', 'src/new.ts']);
    await step('write', async () => {
      repo.write({
        'src/app.ts': 'export const version = 2;\n',
        'src/new.ts': 'export const added = true;\n',
      });
      return plan.length;
    });
    await atomicMarker('notify', async (ctx) => ctx.idempotencyKey);
  })();
  await sealRun({
    goalId: 'agent-task',
    runsDir,
    repoDir: repo.dir,
    keys: parseHmacKeys(KEYS, 'test'),
    out: join(repo.dir, '.letitloop/proofs/agent-task.bundle.json'),
    repository: 'acme/app',
    repositoryId: 4711,
    env: {},
  });
  rmSync(runsDir, { recursive: true, force: true });
  if (tamper) repo.write({ 'src/new.ts': 'export const added = "changed after sealing";\n' });
  const head = repo.commit('agent run');
  const fake = await FakeGitHub.start({ token: TOKEN });
  const fakeRepo = fake.addRepo({ owner: 'acme', name: 'app', id: 4711, gitDir: repo.dir });
  fake.addPull(fakeRepo, { number: 21, base, head });
  const payload = pullRequestPayload({
    owner: 'acme',
    repo: 'app',
    repoId: 4711,
    number: 21,
    base,
    head,
    changedFiles: 4,
  });
  return { repo, fake, fakeRepo, payload };
}

describe('a sealed proof bundle in the PR, verified by the bundled action', () => {
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(() => {
    if (!existsSync(DIST)) throw new Error(`${DIST} is missing: run 'npm run bundle' first`);
  });
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  it('passes, and the comment draws the replayed run as a mermaid timeline', async () => {
    const { repo, fake, fakeRepo, payload } = await agentPull(false);
    cleanup = async () => (await fake.close(), repo.remove());
    const result = await runBundledAction({
      payload,
      apiUrl: fake.url,
      token: TOKEN,
      workspace: repo.dir,
      inputs: { 'hmac-keys': KEYS, 'require-bundle': 'true' },
    });
    const report = JSON.parse(result.report!);
    expect(report.gates.find((g: { gate: string }) => g.gate === 'bundle')).toMatchObject({
      status: 'ran',
      summary: '1 of 1 bundle valid; key agent-1',
      findings: 0,
    });
    expect(result.code).toBe(0);
    const comment = fake.commentsOn(fakeRepo, 21)[0]!.body;
    expect(comment).toContain(
      '```mermaid\ntimeline\n    title Replayed run\n    1. plan : step ok',
    );
    expect(comment).toContain('2. write : step ok');
    expect(comment).toContain('3. notify : marker');
    expect(fake.violations).toEqual([]);
  });

  it('fails when a file differs from what the run sealed', async () => {
    const { repo, fake, payload } = await agentPull(true);
    cleanup = async () => (await fake.close(), repo.remove());
    const result = await runBundledAction({
      payload,
      apiUrl: fake.url,
      token: TOKEN,
      workspace: repo.dir,
      inputs: { 'hmac-keys': KEYS },
    });
    expect(result.code).toBe(1);
    const report = JSON.parse(result.report!);
    expect(report.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ gate: 'bundle', kind: 'digest-mismatch', file: 'src/new.ts' }),
      ]),
    );
  });

  it('without the key, the same PR is could-not-verify (exit 3), never pass', async () => {
    const { repo, fake, payload } = await agentPull(false);
    cleanup = async () => (await fake.close(), repo.remove());
    const result = await runBundledAction({
      payload,
      apiUrl: fake.url,
      token: TOKEN,
      workspace: repo.dir,
    });
    expect(result.code).toBe(3);
    expect(result.outputs.verdict).toBe('could-not-verify');
  });
});
