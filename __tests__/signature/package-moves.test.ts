import { diffFileSet } from '../../src/signature/index';

// A module that became a package (`m.py` → `m/__init__.py`, `m.ts` → `m/index.ts`) is imported by
// the same name: its two versions are compared, not reported removed.
const kinds = async (files: { path: string; base: string | null; head: string | null }[]) =>
  (await diffFileSet(files)).map((found) => found.map((f) => `${f.kind} ${f.symbol ?? ''}`));

describe('modules that became packages', () => {
  it('compare the module with the package', async () => {
    expect(
      await kinds([
        { path: 'pkg/res.py', base: 'def files(): pass\ndef path(): pass\n', head: null },
        { path: 'pkg/res/__init__.py', base: null, head: 'def files(): pass\n' },
      ]),
    ).toEqual([[], ['export-removed path']]);
    expect(
      await kinds([
        { path: 'pathlib.pyi', base: 'class Path: ...\n', head: null },
        { path: 'pathlib/__init__.pyi', base: null, head: 'class Path: ...\n' },
      ]),
    ).toEqual([[], []]);
    expect(
      await kinds([
        { path: 'src/util.d.ts', base: 'export declare const a: 1;\n', head: null },
        { path: 'src/util/index.d.ts', base: null, head: 'export declare const a: 1;\n' },
      ]),
    ).toEqual([[], []]);
  });

  it('leave a removed module without such a package removed', async () => {
    expect(
      await kinds([
        { path: 'pkg/res.py', base: 'def files(): pass\n', head: null },
        { path: 'pkg/other/__init__.py', base: null, head: 'def files(): pass\n' },
      ]),
    ).toEqual([['module-removed pkg/res.py'], []]);
  });
});
