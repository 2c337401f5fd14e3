import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../../src/cli/main';
import { recordingIO } from '../support/cli-io';
import { TempRepo } from '../support/github-server';

describe('lil verify on a real repository', () => {
  let repo: TempRepo;
  beforeEach(() => {
    repo = TempRepo.init();
    repo.write({
      'src/api.ts': 'export function send(to: string): void {}\n',
      'package.json': '{"name":"x","version":"1.0.0"}\n',
    });
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
  });
  afterEach(() => repo.remove());
  const verify = async (...args: string[]) => {
    const io = recordingIO({ cwd: repo.dir, env: { PATH: process.env.PATH } });
    const code = await runCli(['verify', ...args], io);
    return { code, out: io.out, err: io.err };
  };

  it('passes (exit 0) against the merge-base with main, printing one line per gate', async () => {
    repo.write({ 'docs/guide.md': '# guide\n' });
    repo.commit('docs');
    const { code, out } = await verify();
    expect(code).toBe(0);
    expect(out).toMatch(/^verdict: pass\n/);
    expect(out).toContain('note: Base: merge-base with main.');
    expect(out).toMatch(/Scope fence +no scope configured/);
  });

  it('fails (exit 1) on a breaking signature change and lists it', async () => {
    repo.write({ 'src/api.ts': 'export function send(to: number): void {}\n' });
    repo.commit('break');
    const { code, out } = await verify('--json');
    expect(code).toBe(1);
    const report = JSON.parse(out);
    expect(report.verdict).toBe('fail');
    expect(
      report.findings.some(
        (f: { file: string; severity: string }) =>
          f.file === 'src/api.ts' && f.severity === 'breaking',
      ),
    ).toBe(true);
  });

  it('reads a base class the PR does not change: an override removed is no drift', async () => {
    repo.write({
      'src/base.ts': 'export class Base {\n  send(to: string): void {}\n}\n',
      'src/child.ts':
        "import { Base } from './base.js';\nexport class Child extends Base {\n  send(to: string): void {}\n  close(): void {}\n}\n",
    });
    repo.commit('classes');
    repo.git('branch', '-f', 'main');
    repo.write({
      'src/child.ts':
        "import { Base } from './base.js';\nexport class Child extends Base {\n  close(): void {}\n}\n",
    });
    repo.commit('drop the override');
    expect((await verify('--base', 'main')).code).toBe(0);
    // A member no base declares is gone, with nothing left unseen.
    repo.write({
      'src/child.ts': "import { Base } from './base.js';\nexport class Child extends Base {}\n",
    });
    repo.commit('drop close');
    const { code, out } = await verify('--base', 'main', '--json');
    expect(code).toBe(1);
    const messages = JSON.parse(out).findings.map((f: { message: string }) => f.message);
    expect(messages).toContain('method `Child.close` removed');
  });

  it('a bad --config is exit 2 with one line naming the key', async () => {
    repo.write({ 'x.txt': 'x' });
    repo.commit('x');
    const config = join(repo.dir, 'policy.yml');
    writeFileSync(config, 'fail-on: loudly\n');
    const { code, err } = await verify('--config', config);
    expect(code).toBe(2);
    expect(err).toBe(
      `lil verify: configuration error: ${config}: fail-on: expected one of breaking|warning|never\n`,
    );
  });

  it('a proof bundle without a key is exit 3 (could not verify), never a pass', async () => {
    repo.write({
      '.letitloop/proofs/run.dsse.json': '{"payloadType":"application/vnd.in-toto+json"}',
    });
    repo.commit('bundle');
    const { code, out } = await verify();
    expect(code).toBe(3);
    expect(out).toMatch(
      /^verdict: could-not-verify\n {2}a proof bundle is present but no HMAC key/,
    );
  });

  it('--dry-run prints the comment the action would post', async () => {
    repo.write({ 'src/api.ts': 'export function send(to: string, cc?: string): void {}\n' });
    repo.commit('add param');
    const { code, out } = await verify('--dry-run', '--base', 'main');
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toBe('## ✅ **Verdict: pass**');
    expect(out).toContain('| API signatures |');
  });

  it('an unknown ref is exit 3 with one line', async () => {
    const { code, err } = await verify('--base', 'no-such-ref');
    expect(code).toBe(3);
    expect(err.trim().split('\n')).toHaveLength(1);
  });

  it('a committed bundle marked -diff linguist-generated gets one note; a binary .js is file-skipped', async () => {
    repo.write({
      '.gitattributes': 'dist/** -text -diff linguist-generated=true\n',
      '.letitloop.yml': 'scope: [src]\nsignature-ignore-paths: [vendor]\n',
      ...Object.fromEntries(
        Array.from({ length: 12 }, (_, i) => [`dist/${i}.index.js`, `exports.v = ${i};\n`]),
      ),
      'vendor/lib.js': 'export function lib(a) {}\n',
      'src/logo.js': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]),
    });
    repo.git('add', '-A');
    repo.git('commit', '-q', '-m', 'policy and bundle');
    repo.git('branch', '-f', 'main');
    repo.write({
      ...Object.fromEntries(
        Array.from({ length: 12 }, (_, i) => [`dist/${i}.index.js`, `exports.w = ${i};\n`]),
      ),
      'vendor/lib.js': 'export function lib() {}\n',
      'src/logo.js': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 2]),
      'src/api.ts': 'export function send(to: string, cc?: string): void {}\n',
    });
    repo.commit('rebuild');
    const { out } = await verify('--json');
    const report = JSON.parse(out);
    const signature = report.findings.filter((f: { gate: string }) => f.gate === 'signature');
    expect(signature.filter((f: { kind: string }) => f.kind === 'file-skipped')).toEqual([
      expect.objectContaining({
        severity: 'info',
        message:
          '13 files not checked: 12 generated (linguist-generated), 1 in `signature-ignore-paths`.',
      }),
      expect.objectContaining({
        severity: 'info',
        file: 'src/logo.js',
        message: '`src/logo.js` not analysed (binary).',
      }),
    ]);
    expect(signature.some((f: { severity: string }) => f.severity === 'warning')).toBe(false);
    // Generated and ignored files still count for the scope fence: it is about what changed.
    const outOfScope = report.findings
      .filter((f: { kind: string }) => f.kind === 'out-of-scope')
      .map((f: { file: string }) => f.file);
    expect(outOfScope).toHaveLength(13);
    expect(outOfScope).toContain('dist/0.index.js');
    expect(outOfScope).toContain('vendor/lib.js');
    expect(report.verdict).toBe('fail');
  });
});
