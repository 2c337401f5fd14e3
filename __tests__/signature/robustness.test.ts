import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  diffFileVersions,
  isSignatureFile,
  MAX_SIGNATURE_FILE_BYTES,
} from '../../src/signature/index';
import { locateWasm } from '../../src/signature/py/parser';

describe('bad input never crashes', () => {
  it.each(['x.ts', 'x.js', 'x.py'])(
    'arbitrary text as %s gives findings or nothing, never a throw',
    async (path) => {
      await fc.assert(
        fc.asyncProperty(
          fc.string({ maxLength: 200 }),
          fc.string({ maxLength: 200 }),
          async (base, head) => {
            const findings = await diffFileVersions({ path, base, head });
            for (const f of findings) expect(typeof f.message).toBe('string');
          },
        ),
        { numRuns: 60 },
      );
    },
  );

  it('reports side-unparseable with the line of the first syntax error', async () => {
    const findings = await diffFileVersions({
      path: 'a.py',
      base: 'def f():\n    pass\n\n\ndef g(:\n',
      head: 'x = 1\n',
    });
    expect(findings).toEqual([expect.objectContaining({ kind: 'side-unparseable', oldLine: 5 })]);
  });

  it('skips a version over 1 MB with a note and reads nothing of it', async () => {
    const big = `export const a = 1;\n${'// padding\n'.repeat(MAX_SIGNATURE_FILE_BYTES / 10)}`;
    const findings = await diffFileVersions({
      path: 'big.ts',
      base: 'export const a = 2;\n',
      head: big,
    });
    expect(findings).toEqual([expect.objectContaining({ kind: 'file-skipped', severity: 'info' })]);
    expect(findings[0]!.message).toContain('over the 1 MB limit');
  });

  it('analyses only TS/JS, Python and package.json files', () => {
    expect(
      [
        'a.ts',
        'b.d.ts',
        'c.tsx',
        'd.mjs',
        'e.cjs',
        'f.jsx',
        'g.py',
        'h.pyi',
        'pkg/package.json',
      ].every(isSignatureFile),
    ).toBe(true);
    expect(['a.md', 'b.json', 'c.rs', 'ts', 'x.py.txt'].some(isSignatureFile)).toBe(false);
  });

  it('an added file reports nothing; a removed file without public API reports nothing', async () => {
    expect(
      await diffFileVersions({ path: 'n.ts', base: null, head: 'export const a = 1;\n' }),
    ).toEqual([]);
    expect(await diffFileVersions({ path: 'n.ts', base: 'const a = 1;\n', head: null })).toEqual(
      [],
    );
  });
});

describe('renamed files', () => {
  it('compares a renamed file with its old version and reports at the new path', async () => {
    const findings = await diffFileVersions({
      path: 'src/new.ts',
      previousPath: 'src/old.js',
      base: '/** @param {number} a */\nexport function f(a) {}\n',
      head: '/** Takes a number. */\nexport function f(a: number, b: string): void {}\n',
    });
    expect(findings.map((f) => [f.kind, f.file])).toEqual([['param-required-added', 'src/new.ts']]);
  });

  it('reads a rename to a file that is not analysed as the old module removed', async () => {
    const findings = await diffFileVersions({
      path: 'docs/api.txt',
      previousPath: 'pkg/api.py',
      base: 'def run():\n    pass\n',
      head: 'def run():\n    pass\n',
    });
    expect(findings.map((f) => f.kind)).toEqual(['module-removed']);
  });
});

describe('loading', () => {
  it('importing the signature library loads neither ts-morph nor web-tree-sitter', () => {
    const script =
      "require('./src/signature/index'); const k = Object.keys(require.cache); console.log(JSON.stringify([k.some((p) => p.includes('ts-morph')), k.some((p) => p.includes('web-tree-sitter'))]));";
    const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual([false, false]);
  });

  it('finds the .wasm files beside the program first, else in node_modules of an ancestor', () => {
    const asset = { file: 'web-tree-sitter.wasm', pkg: 'web-tree-sitter' };
    const fromSource = locateWasm(asset, join(process.cwd(), 'src', 'signature', 'py'));
    expect(fromSource).toBe(
      join(process.cwd(), 'node_modules', 'web-tree-sitter', 'web-tree-sitter.wasm'),
    );
    const dist = mkdtempSync(join(tmpdir(), 'lil-wasm-'));
    expect(() => locateWasm(asset, dist)).toThrow(/cannot find web-tree-sitter.wasm/);
    copyFileSync(fromSource, join(dist, 'web-tree-sitter.wasm'));
    expect(locateWasm(asset, dist)).toBe(join(dist, 'web-tree-sitter.wasm'));
  });
});
