import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHmacKeys } from '../../src/bundle/keys';
import { sealRun } from '../../src/bundle/seal';
import { runCli } from '../../src/cli/main';
import { durable, step } from '../../src/engine';
import { recordingIO } from '../support/cli-io';
import { TempRepo } from '../support/github-server';

// The signature changes a proof bundle declares reach the signature gate's policy: through the
// whole `lil verify` pipeline, from a real sealed bundle, and only when the bundle is valid.
const KEYS = `agent-1:${Buffer.alloc(32, 7).toString('base64')}`;
const OTHER_KEYS = `agent-1:${Buffer.alloc(32, 8).toString('base64')}`;

describe('declared signature changes of a proof bundle', () => {
  let repo: TempRepo;
  let runsDir: string;
  beforeEach(async () => {
    repo = TempRepo.init();
    repo.write({
      'src/client.ts': 'export class Client {\n  send(to: string): void {}\n}\n',
      'package.json': '{"name":"x","version":"1.0.0"}\n',
    });
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'agent');
    runsDir = mkdtempSync(join(tmpdir(), 'lil-declared-runs-'));
    await durable({ goalId: 'v2-client', dir: runsDir, cwd: repo.dir }, async () => {
      await step('rewrite', async () => {
        repo.write({ 'src/client.ts': 'export class Client {\n  send(to: number): void {}\n}\n' });
        return 1;
      });
    })();
    await sealRun({
      goalId: 'v2-client',
      runsDir,
      repoDir: repo.dir,
      keys: parseHmacKeys(KEYS, 'test'),
      out: join(repo.dir, '.letitloop/proofs/v2-client.bundle.json'),
      repository: 'acme/app',
      env: {},
      // `Client.*`: a member wildcard, matched as `allow-signature-changes` entries are.
      signatureChanges: [{ symbol: 'Client.*', reason: 'v2 client takes ids' }],
    });
    repo.commit('agent run');
  });
  afterEach(() => {
    repo.remove();
    rmSync(runsDir, { recursive: true, force: true });
  });

  const verify = async (keys: string) => {
    const io = recordingIO({
      cwd: repo.dir,
      env: { PATH: process.env.PATH, LETITLOOP_HMAC_KEYS: keys },
    });
    const code = await runCli(['verify', '--json'], io);
    const report = JSON.parse(io.out) as {
      verdict: string;
      findings: { gate: string; symbol?: string; severity: string; accepted?: unknown }[];
    };
    const breaking = report.findings.filter(
      (f) => f.gate === 'signature' && f.severity === 'breaking',
    );
    return { code, verdict: report.verdict, breaking };
  };

  it('accepts the breaking change the valid bundle declares, and the verdict passes', async () => {
    const { code, verdict, breaking } = await verify(KEYS);
    expect(breaking.map((f) => [f.symbol, f.accepted])).toEqual([
      ['Client.send', { by: 'bundle', reason: 'v2 client takes ids' }],
    ]);
    expect([code, verdict]).toEqual([0, 'pass']);
  });

  it('ignores the declarations of a bundle that does not verify', async () => {
    const { verdict, breaking } = await verify(OTHER_KEYS);
    expect(breaking.map((f) => [f.symbol, f.accepted])).toEqual([['Client.send', undefined]]);
    expect(verdict).toBe('fail');
  });
});
