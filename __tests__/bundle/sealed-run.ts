import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hmacKey, type HmacKey } from '../../src/bundle/keys';
import { sealRun, type SealOptions } from '../../src/bundle/seal';
import type { Statement } from '../../src/bundle/statement';
import { atomicMarker, durable, step } from '../../src/engine';
import { gitFixture, type GitFixture } from './git-fixture';

export const KEY = hmacKey('ci-2026', Buffer.alloc(32, 0x11));
export const OLD_KEY = hmacKey('ci-2025', Buffer.alloc(32, 0x22));
export const BUNDLE_REL = '.letitloop/proofs/fix.bundle.json';
export const JOURNAL_REL = '.letitloop/proofs/fix.journal';

export interface SealedRun {
  repo: GitFixture;
  base: string;
  runsDir: string;
  bundlePath: string;
  journalPath: string;
  statement: Statement;
  envelope: Buffer;
  journal: Buffer;
}

/**
 * A real durable run in a real git repository: it edits, adds and deletes files, records a gate
 * and a marker, then is sealed. Nothing is committed after the base.
 */
export async function sealedRun(
  options: Partial<SealOptions> & { keys?: HmacKey[]; steps?: number } = {},
): Promise<SealedRun> {
  const repo = gitFixture();
  repo.write('.gitignore', '.letitloop/runs/\n');
  repo.write('src/app.ts', 'export const version = 1;\n');
  repo.write('src/old.ts', 'export const legacy = true;\n');
  repo.write('README.md', '# app\n');
  const base = repo.commitAll('base');
  const runsDir = join(repo.dir, '.letitloop/runs');
  const extraSteps = options.steps ?? 0;
  await durable({ goalId: 'fix', dir: runsDir, cwd: repo.dir }, async () => {
    const plan = await step('plan', async () => ({ files: ['src/app.ts', 'src/new.ts'] }));
    await step('edit', async () => {
      repo.write('src/app.ts', 'export const version = 2;\n');
      repo.write('src/new.ts', `export const files = ${JSON.stringify(plan.files)};\n`);
      repo.remove('src/old.ts');
      return plan.files.length;
    });
    for (let i = 0; i < extraSteps; i++) await step(`work-${i}`, async () => i);
    await step('gate:unit-tests', async () => ({ passed: true, detail: '3 passed' }));
    await atomicMarker('notify', async () => 'sent');
    return 'done';
  })();
  const sealed = await sealRun({
    goalId: 'fix',
    runsDir,
    repoDir: repo.dir,
    keys: options.keys ?? [KEY],
    out: join(repo.dir, BUNDLE_REL),
    repository: 'acme/widgets',
    repositoryId: 42,
    env: {},
    ...options,
  });
  return {
    repo,
    base,
    runsDir,
    bundlePath: sealed.bundlePath,
    journalPath: sealed.journalPath,
    statement: sealed.statement,
    envelope: readFileSync(sealed.bundlePath),
    journal: readFileSync(sealed.journalPath),
  };
}
