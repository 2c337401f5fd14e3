import { diffFileVersions } from '../../src/signature/index';

// A re-export's target module, as a bundle names it.
const found = async (base: string, head: string) =>
  (await diffFileVersions({ path: 'index.d.ts', base, head })).map((f) => `${f.kind} ${f.message}`);
const from = (module: string) =>
  `export { D as DehydrateOptions, n as dehydrate } from '${module}';\n`;

describe('re-export targets', () => {
  it('take a bundle chunk whose content hash changed for the same module', async () => {
    expect(await found(from('./hydration-ByKLEQMr.js'), from('./hydration-mKPlgzt9.js'))).toEqual(
      [],
    );
    expect(await found(from('./chunk-7QX2K4ZD.js'), from('./chunk-ABCD1234.js'))).toEqual([]);
    // The bundler renames what a chunk exports, too.
    const renamed = `export { aV as DehydrateOptions, q as dehydrate } from './hydration-mKPlgzt9.js';\n`;
    expect(await found(from('./hydration-ByKLEQMr.js'), renamed)).toEqual([]);
  });

  it('report another module, or a name that is not a hash, as retargeted', async () => {
    expect(
      await found(from('./hydration-ByKLEQMr.js'), from('./dehydration-mKPlgzt9.js')),
    ).toHaveLength(2);
    expect(await found(from('./utils-polyfill.js'), from('./utils-fallback.js'))).toHaveLength(2);
    const renamed = `export { E as DehydrateOptions, n as dehydrate } from './hydration.js';\n`;
    expect(await found(from('./hydration.js'), renamed)).toEqual([
      "reexport-removed re-export `DehydrateOptions` retargeted: D from './hydration.js' → E from './hydration.js' (the two sources are not compared)",
    ]);
  });
});

describe('re-exports retargeted, heritage built by a factory', () => {
  it('are warnings: the name is still there, from something not compared here', async () => {
    const severities = async (path: string, base: string, head: string) =>
      (await diffFileVersions({ path, base, head })).map((f) => `${f.kind} ${f.severity}`);
    expect(
      await severities(
        'index.ts',
        "export { usePrefetch } from './prefetch';\n",
        "export { usePrefetch } from './usePrefetch';\n",
      ),
    ).toEqual(['reexport-removed warning']);
    const cls = (arg: string) =>
      `declare function mixin(f: (n: number) => boolean): new () => object;\nexport class A extends mixin(${arg}) {}\n`;
    expect(await severities('a.ts', cls('(n) => n > 0'), cls('Number.isFinite'))).toEqual([
      'heritage-changed warning',
    ]);
  });
});

describe('Python re-export sources', () => {
  const py = async (base: string, head: string) =>
    (await diffFileVersions({ path: 'pkg/caches/__init__.py', base, head })).map((f) => f.kind);
  const reexport = (module: string) =>
    `from ${module} import FileCache\n\n__all__ = ["FileCache"]\n`;

  it('take a relative import and the absolute name of the same module alike', async () => {
    expect(await py(reexport('.file_cache'), reexport('pkg.caches.file_cache'))).toEqual([]);
    expect(await py(reexport('..caches.file_cache'), reexport('.file_cache'))).toEqual([]);
  });

  it('report a re-export now defined here but not exported as no longer public', async () => {
    expect(
      await py(
        'from .__about__ import __version__\n\n__all__ = ["__version__"]\n',
        '__version__ = "1.0"\n',
      ),
    ).toEqual(['visibility-narrowed']);
  });

  it("report a package's re-export of its own submodule removed as a warning", async () => {
    const severities = async (base: string) =>
      (await diffFileVersions({ path: 'pkg/caches/__init__.py', base, head: '' })).map(
        (f) => `${f.kind} ${f.severity}`,
      );
    expect(await severities('from . import sub as sub\n')).toEqual(['reexport-removed warning']);
    expect(await severities('from pkg.caches import sub as sub\n')).toEqual([
      'reexport-removed warning',
    ]);
    // A name from another module of the package is that module's, not a submodule.
    expect(await severities('from .file_cache import FileCache as FileCache\n')).toEqual([
      'reexport-removed breaking',
    ]);
  });

  it('report a `_name` re-export the module still binds, unexported, as a warning', async () => {
    const severities = async (base: string, head: string) =>
      (await diffFileVersions({ path: 'curses.pyi', base, head })).map(
        (f) => `${f.kind} ${f.severity}`,
      );
    const base = 'from _curses import _Window as _Window\n';
    expect(await severities(base, 'from _curses import window\n_Window = window\n')).toEqual([
      'visibility-narrowed warning',
    ]);
    expect(await severities(base, '')).toEqual(['reexport-removed breaking']);
  });

  it('report a function now imported under its name as moved, not renamed', async () => {
    const kinds = await diffFileVersions({
      path: 'posixpath.py',
      base: 'def islink(path):\n    return False\n',
      head: 'from genericpath import islink\n\ndef isjunction(path):\n    return False\n',
    });
    expect(kinds.map((f) => `${f.kind} ${f.severity}`)).toEqual([
      'visibility-narrowed warning',
      'export-added info',
    ]);
  });

  it('report a re-export removed where a module `__getattr__` may still serve it as a warning', async () => {
    const severities = async (head: string) =>
      (await diffFileVersions({ path: 'pkg/abc.py', base: reexport('.file_cache'), head })).map(
        (f) => `${f.kind} ${f.severity}`,
      );
    expect(await severities('')).toContain('reexport-removed breaking');
    const shim = 'def __getattr__(name):\n    return _moved[name]\n';
    expect(await severities(shim)).toEqual(['reexport-removed warning']);
  });

  it('report another module as retargeted', async () => {
    expect(await py(reexport('.file_cache'), reexport('pkg.other.file_cache'))).toEqual([
      'reexport-removed',
    ]);
  });
});
