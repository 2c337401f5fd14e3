import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runCli } from '../../src/cli/main';
import { recordingIO } from '../support/cli-io';
import { compiledLib } from './lib-build';
import { useTempDir } from './tmp';

const tmp = useTempDir();
const repo = resolve(__dirname, '../..');

/** The first ```ts block of the README's engine section, exactly as written. */
function quickstart(): string {
  const readme = readFileSync(join(repo, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('<!-- section: engine -->'));
  const match = /```ts\n([\s\S]*?)```/.exec(section);
  if (!match) throw new Error('no ts block in the engine section of README.md');
  return match[1]!;
}

describe('README engine quickstart', () => {
  it('runs as written, resumes, and a finished goal runs nothing', async () => {
    compiledLib();
    mkdirSync(join(tmp(), 'node_modules'));
    // `import ... from 'letitloop-action'` resolves to this checkout, as after `npm install`.
    symlinkSync(repo, join(tmp(), 'node_modules', 'letitloop-action'), 'dir');
    writeFileSync(join(tmp(), 'quickstart.mjs'), quickstart());
    const run = () =>
      execFileSync(process.execPath, ['quickstart.mjs'], {
        cwd: tmp(),
        encoding: 'utf8',
        env: { ...process.env, LETITLOOP_DIR: '' },
      });
    const first = run();
    expect(first).toMatch(
      /^notified \(lil-[0-9a-f]{32}\): Ada joined in 2024\nAda joined in 2024\n$/,
    );
    expect(run()).toBe('Ada joined in 2024\n');
    const io = recordingIO({ cwd: tmp() });
    expect(await runCli(['status'], io)).toBe(0);
    expect(io.out).toMatch(/customer_sync\s+completed\s+2\s+0\s+1\s+-\s+-/);
  });
});
