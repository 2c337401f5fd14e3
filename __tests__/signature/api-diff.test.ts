import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/main';
import { recordingIO } from '../support/cli-io';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'lil-api-diff-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('lil api-diff', () => {
  const old = tree({
    'src/a.ts': 'export function f(a: number): void {}\n',
    'src/gone.ts': 'export const x = 1;\n',
    'pkg/m.py': 'def g(a, b=1):\n    pass\n',
    'README.md': 'not analysed',
  });
  const next = tree({
    'src/a.ts': 'export function f(a: number, b: string): void {}\n',
    'src/new.ts': 'export const y = 1;\n',
    'pkg/m.py': 'def g(a, b=2):\n    pass\n',
    'README.md': 'changed',
  });

  it('pairs two directories by relative path and prints a table; exit 1 on breaking', async () => {
    const io = recordingIO({ cwd: old });
    expect(await runCli(['api-diff', old, next], io)).toBe(1);
    const lines = io.out.split('\n');
    expect(lines[0]).toMatch(/^severity\s+kind\s+where\s+symbol\s+message$/);
    expect(io.out).toContain('param-required-added');
    expect(io.out).toContain('module-removed');
    expect(io.out).toContain('param-default-changed');
    expect(io.out).toMatch(/\n3 findings \(2 breaking, 1 warning, 0 info\) in 4 files, \d+ ms\n$/);
  });

  it('prints the JSON shape with --json', async () => {
    const io = recordingIO();
    expect(await runCli(['api-diff', old, next, '--json'], io)).toBe(1);
    const out = JSON.parse(io.out) as {
      findings: Record<string, unknown>[];
      files: number;
      durationMs: number;
    };
    expect(out.files).toBe(4);
    expect(typeof out.durationMs).toBe('number');
    expect(Object.keys(out.findings[0]!).sort()).toEqual([
      'file',
      'kind',
      'line',
      'message',
      'oldLine',
      'severity',
      'symbol',
    ]);
    expect(out.findings).toContainEqual({
      kind: 'param-required-added',
      severity: 'breaking',
      symbol: 'f',
      message: 'required parameter `b` added to `f`',
      file: 'src/a.ts',
      line: 1,
      oldLine: 1,
    });
  });

  it('compares two files; exit 0 without breaking findings', async () => {
    const io = recordingIO();
    expect(await runCli(['api-diff', join(old, 'pkg/m.py'), join(next, 'pkg/m.py')], io)).toBe(0);
    expect(io.out).toContain('param-default-changed');
    const same = recordingIO();
    expect(await runCli(['api-diff', join(old, 'src/a.ts'), join(old, 'src/a.ts')], same)).toBe(0);
    expect(same.out).toMatch(/^0 findings/);
  });

  it('reads a base class beside the new file: a constructor now inherited is compared', async () => {
    const child = (ctor: string) =>
      `import { Base } from './base';\nexport class Child extends Base {${ctor}}\n`;
    const dir = tree({
      'old/child.ts': child(' constructor(name: string, n?: number) { super(name); } '),
      'new/child.ts': child(''),
      'new/base.ts': 'export class Base {\n  constructor(readonly name: string) {}\n}\n',
    });
    const io = recordingIO({ cwd: dir });
    expect(await runCli(['api-diff', 'old/child.ts', 'new/child.ts'], io)).toBe(1);
    expect(io.out).toContain(
      'parameter `n` removed from `Child.constructor` (now inherited from `Base`, new/base.ts)',
    );
  });

  it.each([
    [['api-diff', 'only-one']],
    [['api-diff', '/no/such/path', '/tmp']],
    [['api-diff', '--bogus', 'a', 'b']],
    [['api-diff', '', '/tmp']],
  ])('usage errors exit 2 with one line: %j', async (args) => {
    const io = recordingIO();
    expect(await runCli(args, io)).toBe(2);
    expect(io.err.trim().split('\n')).toHaveLength(1);
  });

  it("reads the absolute imports of two package folders as the package's own (old/app new/app)", async () => {
    const versions = (run: string) => ({
      '__init__.py': '',
      'base.py': 'class Base:\n    def run(self) -> None: ...\n',
      'job.py': `from app.base import Base\n\nclass Job(Base):\n${run}`,
    });
    const [before, after] = [versions('    def run(self) -> None: ...\n'), versions('    pass\n')];
    const packages = (name: string) =>
      [before, after].map((files) =>
        join(
          tree(Object.fromEntries(Object.entries(files).map(([p, t]) => [`${name}/${p}`, t]))),
          name,
        ),
      );
    // `Job.run` is now inherited from `app.base.Base`, a module of the set.
    const io = recordingIO();
    expect(await runCli(['api-diff', ...packages('app'), '--json'], io)).toBe(0);
    expect((JSON.parse(io.out) as { findings: unknown[] }).findings).toEqual([]);
    // Folders named otherwise are not the package `app`: its base is not in view.
    const other = recordingIO();
    expect(await runCli(['api-diff', ...packages('app2'), '--json'], other)).toBe(1);
    expect(other.out).toContain('unless inherited from `Base`, not in view');
  });

  it('refuses a file paired with a directory', async () => {
    const io = recordingIO();
    expect(await runCli(['api-diff', join(old, 'src/a.ts'), next], io)).toBe(2);
    expect(io.err).toContain('both be files or both be directories');
  });
});
