import type { ChangedFile } from '../../src/diff/types';
import { isTestPath, signatureGate } from '../../src/gate/signature';
import * as signature from '../../src/signature';

const pair = (
  path: string,
  base: string | null,
  head: string | null,
  extra: Partial<ChangedFile> = {},
): ChangedFile => ({
  path,
  status: base === null ? 'added' : head === null ? 'removed' : 'modified',
  binary: false,
  baseContent: base === null ? null : Buffer.from(base),
  headContent: head === null ? null : Buffer.from(head),
  ...extra,
});

describe('the signature gate (with the real signature library)', () => {
  const changed = pair(
    'src/api.ts',
    'export function send(to: string): void {}\n',
    'export function send(to: number): void {}\n',
  );

  it('reports API drift of changed sources', async () => {
    const r = await signatureGate({
      files: [changed, pair('README.md', 'a', 'b')],
      strictAst: true,
      allowed: [],
      library: signature,
    });
    expect(r.status).toBe('ran');
    expect(r.summary).toBe('1 file checked; strict');
    expect(r.findings.length).toBeGreaterThan(0);
    expect(r.findings.every((f) => f.gate === 'signature' && f.file === 'src/api.ts')).toBe(true);
    expect(r.findings.some((f) => f.severity === 'breaking' && f.symbol === 'send')).toBe(true);
  });

  it('accepts changes the config declares, and demotes to warnings without strict-ast', async () => {
    const accepted = await signatureGate({
      files: [changed],
      strictAst: true,
      allowed: [{ symbol: 'send', reason: 'v2 API' }],
      library: signature,
    });
    expect(
      accepted.findings
        .filter((f) => f.severity === 'breaking')
        .every((f) => f.accepted?.by === 'config'),
    ).toBe(true);
    const lax = await signatureGate({
      files: [changed],
      strictAst: false,
      allowed: [],
      library: signature,
    });
    expect(lax.findings.some((f) => f.severity === 'breaking')).toBe(false);
  });

  it('accepts what a valid bundle declares by the same rule as the config, naming the source', async () => {
    const cls = pair(
      'src/client.ts',
      'export class Client {\n  send(to: string): void {}\n  close(): void {}\n}\n',
      'export class Client {\n  send(to: number): void {}\n}\n',
    );
    const r = await signatureGate({
      files: [cls, changed],
      strictAst: true,
      allowed: [{ symbol: 'send', kind: 'param-type-narrowed', reason: 'config' }],
      // `Class.*` covers every member: the bundle's declarations match as config entries do.
      declared: [{ symbol: 'Client.*', file: 'src/client.ts', reason: 'v2 client' }],
      library: signature,
    });
    const breaking = r.findings.filter((f) => f.severity === 'breaking');
    expect(breaking.map((f) => [f.file, f.symbol, f.accepted])).toEqual([
      ['src/client.ts', 'Client.send', { by: 'bundle', reason: 'v2 client' }],
      ['src/client.ts', 'Client.close', { by: 'bundle', reason: 'v2 client' }],
      ['src/api.ts', 'send', { by: 'config', reason: 'config' }],
    ]);
  });

  it('notes a source the loader skipped as the catalogue does (file-skipped, info), never as checked', async () => {
    const r = await signatureGate({
      files: [
        {
          path: 'src/big.ts',
          status: 'modified',
          binary: false,
          skipped: 'too large: head is 2000000 bytes, over the 1048576-byte cap',
        },
        { path: 'assets/blob.js', status: 'modified', binary: true, skipped: 'binary' },
        // Nothing says why this one is not loaded: nothing looked at it, so it is a warning.
        { path: 'src/lost.ts', status: 'modified', binary: false },
      ],
      strictAst: true,
      allowed: [],
      library: signature,
    });
    const fileSkipped = signature.signatureKind('file-skipped');
    expect(fileSkipped.severity).toBe('info');
    expect(r.findings).toEqual([
      {
        gate: 'signature',
        kind: 'file-skipped',
        severity: 'info',
        file: 'src/big.ts',
        message:
          '`src/big.ts` not analysed (too large: head is 2000000 bytes, over the 1048576-byte cap).',
      },
      {
        gate: 'signature',
        kind: 'file-skipped',
        severity: 'info',
        file: 'assets/blob.js',
        message: '`assets/blob.js` not analysed (binary).',
      },
      {
        gate: 'signature',
        kind: 'file-skipped',
        severity: 'warning',
        file: 'src/lost.ts',
        message: '`src/lost.ts` was not checked: its contents were not loaded.',
      },
    ]);
    // The library gives the same kind and severity for a binary version it is handed.
    const [fromLibrary] = await signature.diffFileVersions({
      path: 'assets/blob.js',
      base: 'export const a = 1;\n',
      head: 'a\u0000b',
    });
    expect(fromLibrary).toMatchObject({ kind: 'file-skipped', severity: fileSkipped.severity });
  });

  it('leaves generated and ignored files out with one note that counts them', async () => {
    const bundle = Array.from({ length: 12 }, (_, i) =>
      pair(`dist/${i}.index.js`, 'exports.a = 1;\n', 'exports.b = 2;\n', { generated: true }),
    );
    const vendored = pair('vendor/lib.ts', 'export const v = 1;\n', 'export const w = 1;\n');
    const r = await signatureGate({
      files: [...bundle, vendored, changed],
      strictAst: true,
      allowed: [],
      ignorePaths: ['vendor'],
      library: signature,
    });
    expect(r.summary).toBe(
      '1 file checked; 13 files not checked: 12 generated (linguist-generated), 1 in `signature-ignore-paths`; strict',
    );
    const notes = r.findings.filter((f) => f.kind === 'file-skipped');
    expect(notes).toEqual([
      {
        gate: 'signature',
        kind: 'file-skipped',
        severity: 'info',
        message:
          '13 files not checked: 12 generated (linguist-generated), 1 in `signature-ignore-paths`.',
      },
    ]);
    expect(r.findings.every((f) => f.file === undefined || f.file === 'src/api.ts')).toBe(true);
    expect(r.details).toEqual([
      {
        title: 'Files not checked for API drift',
        text: [
          ...bundle.map((f) => `${f.path}  (linguist-generated)`),
          'vendor/lib.ts  (signature-ignore-paths)',
        ].join('\n'),
        code: true,
      },
    ]);
  });

  it('leaves test code out unless `signature-ignore-tests` is off', async () => {
    const helper = pair('src/__tests__/utils.ts', 'export const a = 1;\n', 'export const b = 1;\n');
    const spec = pair('src/api.spec.ts', 'export const a = 1;\n', null);
    const files = [helper, spec, changed];
    const r = await signatureGate({ files, strictAst: true, allowed: [], library: signature });
    expect(r.summary).toBe(
      '1 file checked; 2 test files not checked (`signature-ignore-tests`); strict',
    );
    expect(r.findings.filter((f) => f.file !== 'src/api.ts').map((f) => f.kind)).toEqual([
      'file-skipped',
    ]);
    const all = await signatureGate({
      files,
      strictAst: true,
      allowed: [],
      ignoreTests: false,
      library: signature,
    });
    expect(all.summary).toBe('3 files checked; strict');
    expect(all.findings.map((f) => `${f.kind} ${f.file}`)).toContain(
      'export-removed src/__tests__/utils.ts',
    );
  });

  it('takes for test code test folders and test file names, not names that merely hold "test"', () => {
    for (const path of [
      '__tests__/a.ts',
      'src/__mocks__/fs.js',
      'test/helpers.js',
      'packages/x/tests/util.ts',
      'src/a.test.ts',
      'src/a.spec.tsx',
      'lib/a.test.mjs',
      'tests/conftest.py',
      'pkg/test_io.py',
      'pkg/io_test.py',
    ])
      expect([path, isTestPath(path)]).toEqual([path, true]);
    for (const path of [
      'src/test.ts',
      'src/testing/index.ts',
      'node/test.d.ts',
      'src/contest.ts',
      'pkg/testing.py',
      'src/latest/a.ts',
      'unittest/case.py',
    ])
      expect([path, isTestPath(path)]).toEqual([path, false]);
  });

  it('judges a rename that only one side makes generated or ignored', async () => {
    const moved = pair('dist/api.ts', 'export const a = 1;\n', 'export const a = 1;\n', {
      status: 'renamed',
      previousPath: 'src/api.ts',
    });
    const r = await signatureGate({
      files: [moved],
      strictAst: true,
      allowed: [],
      ignorePaths: ['dist/**'],
      library: signature,
    });
    expect(r).toMatchObject({ status: 'ran', summary: '1 file checked; strict' });
    expect(r.findings).toEqual([]);
  });

  it('is not run when every changed source is generated, and says so with the count', async () => {
    const r = await signatureGate({
      files: [
        pair('dist/index.js', 'exports.a = 1;\n', 'exports.a = 2;\n', { generated: true }),
        pair('dist/other.js', 'exports.a = 1;\n', 'exports.a = 2;\n', { generated: true }),
        pair('README.md', 'a', 'b'),
      ],
      strictAst: true,
      allowed: [],
      library: signature,
    });
    expect(r).toMatchObject({
      status: 'not-run',
      reason:
        '2 generated files not checked (linguist-generated); no other TypeScript, JavaScript, Python or package.json file changed',
      findings: [],
    });
  });

  it('is not run without the library or without source changes', async () => {
    expect(
      await signatureGate({
        files: [changed],
        strictAst: true,
        allowed: [],
        unavailable: 'not built',
      }),
    ).toMatchObject({ status: 'not-run', reason: 'not built' });
    expect(
      (
        await signatureGate({
          files: [pair('a.md', 'x', 'y')],
          strictAst: true,
          allowed: [],
          library: signature,
        })
      ).status,
    ).toBe('not-run');
  });
});
