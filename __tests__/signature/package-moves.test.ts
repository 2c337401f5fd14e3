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

  it('pair a bundle chunk with the one its new content hash names, and compare neither', async () => {
    const chunk = (n: string) => `export function ${n}(a) { return a; }\nexport { ${n} as f };\n`;
    expect(
      await kinds([
        { path: 'dist/raise-7c948725.cjs.js', base: chunk('g'), head: null },
        { path: 'dist/raise-991ac3b2.cjs.js', base: null, head: chunk('h') },
        { path: 'shared/lib.d0b3d489.d.ts', base: 'export declare const a: 1;\n', head: null },
        { path: 'shared/lib.BbrTaNPp.d.ts', base: null, head: 'export declare const b: 1;\n' },
        // @tanstack/query-core 5.59 → 5.62: CommonJS and ES declaration chunks.
        {
          path: 'build/hydration-CVKA21uy.d.cts',
          base: 'export declare const a: 1;\n',
          head: null,
        },
        {
          path: 'build/hydration-BOBMySlm.d.cts',
          base: null,
          head: 'export declare const b: 1;\n',
        },
        { path: 'build/query-Ab12Cd34.d.mts', base: 'export declare const a: 1;\n', head: null },
        { path: 'build/query-Zy98Xw76.d.mts', base: null, head: 'export declare const b: 1;\n' },
      ]),
    ).toEqual([[], [], [], [], [], [], [], []]);
    // Two removed chunks of one name and one added: which is which is not known; a chunk is no
    // module any import names across releases (vite 5.4 → 6.0 `dist/node/chunks/dep-*.js`).
    const chunks = await diffFileSet([
      { path: 'chunk-AB12CD34.js', base: chunk('g'), head: null },
      { path: 'chunk-EF56AB78.js', base: chunk('h'), head: null },
      { path: 'chunk-0A1B2C3D.js', base: null, head: chunk('g') },
    ]);
    expect(chunks.map((found) => found.map((f) => `${f.kind} ${f.severity} ${f.message}`))).toEqual(
      [
        [
          'module-removed info bundle chunk `chunk-AB12CD34.js` with 2 public exports removed (named by its content hash, no import names it across releases)',
        ],
        [
          'module-removed info bundle chunk `chunk-EF56AB78.js` with 2 public exports removed (named by its content hash, no import names it across releases)',
        ],
        [],
      ],
    );
  });

  it('read a Python file whose name is no module name as a script, with no API', async () => {
    // node-gyp 9 → 10 removed `update-gyp.py`: `import` cannot name it.
    const script = 'def main(argv):\n    pass\n';
    expect(
      await kinds([
        { path: 'update-gyp.py', base: script, head: null },
        { path: 'tools/2to3.py', base: script, head: 'def main():\n    pass\n' },
        { path: 'tools/two_to_three.py', base: script, head: 'def main():\n    pass\n' },
      ]),
    ).toEqual([[], [], ['param-removed main']]);
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

describe('JavaScript with its declaration file beside it', () => {
  it('is read through the declaration file only', async () => {
    const js = (params: string) => `export function requestUpdate(${params}) {}\n`;
    const dts = 'export declare function requestUpdate(name?: string): void;\n';
    // The JS dropped an internal parameter the declaration file never showed.
    expect(
      await kinds([
        { path: 'el.js', base: js('name, initial = false, value'), head: js('name') },
        { path: 'el.d.ts', base: dts, head: dts },
      ]),
    ).toEqual([[], []]);
    // Alone, the JS is its own API.
    expect(
      await kinds([{ path: 'el.js', base: js('name, initial = false, value'), head: js('name') }]),
    ).not.toEqual([[]]);
    expect(
      await kinds([
        { path: 'el.mjs', base: js('a, b'), head: js('a') },
        { path: 'el.d.mts', base: dts, head: dts },
        { path: 'el.cjs', base: js('a, b'), head: js('a') },
        { path: 'el.d.ts', base: dts, head: dts },
      ]),
    ).toEqual([[], [], [], []]);
  });
});

describe('declaration files of a dual package', () => {
  const dts = 'export declare function addDays(date: Date, amount: number): Date;\n';

  it('one that repeated another which stays is removed as info (date-fns 3.6 → 4.1)', async () => {
    const found = await diffFileSet([
      { path: 'addDays.d.mts', base: dts, head: null },
      { path: 'addDays.d.ts', base: dts, head: dts.replace('amount', 'days') },
    ]);
    expect(found.map((list) => list.map((f) => `${f.kind} ${f.severity} ${f.message}`))).toEqual([
      [
        'module-removed info module `addDays.d.mts` removed: it repeated `addDays.d.ts`, which stays (and is compared on its own)',
      ],
      ['param-renamed info parameter `amount` of `addDays` renamed to `days`'],
    ]);
    // Another text is another API: removed.
    expect(
      await kinds([
        { path: 'addDays.d.mts', base: dts.replace('Date;', 'string;'), head: null },
        { path: 'addDays.d.ts', base: dts, head: dts },
      ]),
    ).toEqual([['module-removed addDays.d.mts'], []]);
  });

  it('reads the one that stays when the change does not touch it', async () => {
    const read = async (paths: string[]) =>
      paths.map((p) => (p === 'addDays.d.ts' ? dts : undefined));
    const removed = [{ path: 'addDays.d.mts', base: dts, head: null }];
    const found = await diffFileSet(removed, { readModules: read });
    expect(found.flat().map((f) => `${f.kind} ${f.severity}`)).toEqual(['module-removed info']);
    expect((await diffFileSet(removed)).flat().map((f) => `${f.kind} ${f.severity}`)).toEqual([
      'module-removed breaking',
    ]);
  });
});

describe("a package's `exports` map", () => {
  const severities = async (
    files: { path: string; base: string | null; head: string | null }[],
    readModules?: (paths: string[]) => Promise<(string | undefined)[]>,
  ) =>
    (await diffFileSet(files, { readModules })).map((found) =>
      found.map((f) => `${f.kind} ${f.severity}`),
    );
  const pkg = (exports: unknown) => JSON.stringify({ name: 'p', main: './dist/main.js', exports });
  const dts = 'export declare const a: 1;\n';
  const js = 'export const a = 1;\n';
  const removed = (path: string, text = path.endsWith('.ts') ? dts : js) => ({
    path,
    base: text,
    head: null,
  });

  it('leaves a removed built file no entry point reaches unimportable: info (@sinclair/typebox 0.32 → 0.34)', async () => {
    const json = pkg({
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './utils/*': './dist/utils/*.js',
    });
    const files = [
      { path: 'package.json', base: json, head: json },
      removed('dist/internal.js'),
      removed('dist/internal-types.d.ts'),
      removed('dist/index.d.ts'),
      removed('dist/main.js'),
      removed('dist/utils/a.d.ts'),
      removed('dist/utils/b.js'),
      // A TS source: what it compiles to is not known here.
      removed('src/internal.ts', dts),
    ];
    expect(await severities(files)).toEqual([
      [],
      ['module-removed info'],
      ['module-removed info'],
      ['module-removed breaking'],
      ['module-removed breaking'],
      ['module-removed breaking'],
      ['module-removed breaking'],
      ['module-removed breaking'],
    ]);
    // Without an `exports` map any file is importable by its path.
    const open = JSON.stringify({ name: 'p', main: './dist/index.js' });
    expect(
      await severities([
        { path: 'package.json', base: open, head: open },
        removed('dist/internal.js'),
      ]),
    ).toEqual([[], ['module-removed breaking']]);
    // A package.json the change does not touch is read.
    const read = async (paths: string[]) =>
      paths.map((p) => (p === 'package.json' ? json : undefined));
    expect(await severities([removed('dist/internal.js')], read)).toEqual([
      ['module-removed info'],
    ]);
  });

  it('leaves the API drift of a built file no chain of imports reaches as info (preact 10.19 → 10.25)', async () => {
    const json = JSON.stringify({
      name: 'p',
      exports: { '.': { types: './src/index.d.ts', default: './dist/bundle.js' } },
    });
    const same = (path: string, text: string) => ({ path, base: text, head: text });
    const changed = (path: string, base: string, head: string) => ({ path, base, head });
    const files = (entry: string) => [
      same('package.json', json),
      same('dist/bundle.js', 'export const render = () => 1;\n'),
      same('src/index.d.ts', `export * from './jsx';\n${entry}`),
      // Reached through the entry's declaration file: its drift stays.
      changed('src/jsx.d.ts', 'export declare const a: 1;\n', 'export declare const b: 1;\n'),
      // The sources the bundle was built from: no import reaches them.
      changed(
        'src/diff.js',
        '/** @param {boolean} svg */\nexport function diff(svg) {}\n// kept note\n',
        '/** @param {string} svg */\nexport function diff(svg) {}\n',
      ),
    ];
    expect(await severities(files(''))).toEqual([
      [],
      [],
      [],
      ['export-removed breaking', 'export-added info'],
      ['param-type-narrowed info', 'comment-removed warning'],
    ]);
    // Imported from a reached file, it is reached.
    expect((await severities(files("import './diff.js';\n")))[4]).toEqual([
      'param-type-narrowed breaking',
      'comment-removed warning',
    ]);
    // Without the entry point's target (a source tree, unbuilt), nothing is out of reach.
    expect((await severities(files('').filter((f) => f.path !== 'dist/bundle.js')))[3]).toEqual([
      'param-type-narrowed breaking',
      'comment-removed warning',
    ]);
  });

  it('leaves a removed copy for TypeScript versions `typesVersions` no longer maps: info (@types/lodash 4.14 → 4.17)', async () => {
    const typed = (ranges: unknown) =>
      JSON.stringify({ name: '@types/p', types: 'index.d.ts', typesVersions: ranges });
    const old = typed({ '<4.3.0-0': { '*': ['ts4.2/*'] } });
    const files = (head: string) => [
      { path: 'package.json', base: old, head },
      removed('ts4.2/add.d.ts'),
      removed('add.d.ts'),
      // Globals (a warning: another file may declare them) go with the copy too.
      removed('ts4.2/globals.d.ts', 'declare var lodashVersion: string;\n'),
    ];
    const dropped = JSON.stringify({ name: '@types/p', types: 'index.d.ts' });
    expect(await severities(files(dropped))).toEqual([
      [],
      ['module-removed info'],
      ['module-removed breaking'],
      ['module-removed info'],
    ]);
    // Read from outside the change, package.json is unchanged: the range still maps the copy.
    const outside = async (paths: string[]) =>
      paths.map((p) => (p === 'package.json' ? old : undefined));
    expect(await severities(files(dropped).slice(1, 2), outside)).toEqual([
      ['module-removed breaking'],
    ]);
    expect((await diffFileSet(files(dropped)))[1]![0]!.message).toBe(
      'module `ts4.2/add.d.ts` with 1 public export removed: only TypeScript `<4.3.0-0` read it (`typesVersions`), a range its package.json no longer maps to it',
    );
    // immer 9 → 10: a range the newest TypeScript takes is the package's own files; one after it
    // is for older versions only.
    const immer = typed({ '>=3.7': { '*': ['./*'] }, '>=3.1': { '*': ['compat/pre-3.7/*'] } });
    expect(
      await severities([
        { path: 'package.json', base: immer, head: dropped },
        removed('dist/core/scope.d.ts'),
        removed('compat/pre-3.7/dist/immer.d.ts'),
      ]),
    ).toEqual([[], ['module-removed breaking'], ['module-removed info']]);
    // Still mapped (the folder's files are the range's): breaking.
    expect(await severities(files(old))).toEqual([
      [],
      ['module-removed breaking'],
      ['module-removed breaking'],
      ['module-removed warning'],
    ]);
  });

  it('compares an entry point retargeted from a removed file with the added one', async () => {
    const at = (dir: string) =>
      JSON.stringify({ name: 'p', exports: { '.': { types: `./build/${dir}/index.d.ts` } } });
    expect(
      await severities([
        { path: 'package.json', base: at('require'), head: at('cjs') },
        removed(
          'build/require/index.d.ts',
          'export declare const a: 1;\nexport declare const b: 2;\n',
        ),
        { path: 'build/cjs/index.d.ts', base: null, head: dts },
      ]),
    ).toEqual([['package-entrypoint-removed info'], [], ['export-removed breaking']]);
  });

  it('follows a retargeted entry as its consumers resolve it, with the declarations beside (swr 2.2.4 → 2.2.5)', async () => {
    // `"import": "./_internal/dist/index.mjs"` → `"import": { "types": …, "default":
    // "./dist/_internal/index.mjs" }`: the `.d.mts` files beside the two targets are compared.
    const base = pkg({ './internal': { import: './internal/dist/index.mjs' } });
    const head = pkg({
      './internal': {
        import: { types: './dist/internal/index.d.mts', default: './dist/internal/index.mjs' },
      },
    });
    const two = 'export declare const a: 1;\nexport declare const b: 2;\n';
    expect(
      await severities([
        { path: 'package.json', base, head },
        removed('internal/dist/index.mjs'),
        removed('internal/dist/index.d.mts', two),
        { path: 'dist/internal/index.mjs', base: null, head: js },
        { path: 'dist/internal/index.d.mts', base: null, head: dts },
      ]),
    ).toEqual([['package-entrypoint-removed info'], [], [], [], ['export-removed breaking']]);
  });

  it('pairs the declarations of two retargeted JS targets of other formats as far as both have them', async () => {
    // `./a.mjs` is typed by `a.d.mts` or `a.d.ts`, `./b.js` by `b.d.ts` only.
    const at = (main: string) => JSON.stringify({ name: 'p', main });
    expect(
      await severities([
        { path: 'package.json', base: at('./a.mjs'), head: at('./b.js') },
        removed('a.mjs'),
        removed('a.d.mts'),
        { path: 'b.js', base: null, head: js },
        { path: 'b.d.ts', base: null, head: dts },
      ]),
    ).toEqual([['package-entrypoint-removed info'], [], [], [], []]);
  });

  it("leaves the `exports` of a nested package.json without a name to the package's own (swr 2.2.5)", async () => {
    // A stub for resolvers that read only `main` and `types`: Node never reads its `exports`.
    const stub = (exports?: object) =>
      JSON.stringify({ main: '../dist/internal/index.js', private: true, exports });
    const files = (nested: string) => [
      {
        path: 'package.json',
        base: pkg({ '.': './dist/main.js' }),
        head: pkg({ '.': './dist/main.js' }),
      },
      { path: 'internal/package.json', base: stub({ import: './x.mjs' }), head: nested },
    ];
    expect(await severities(files(stub()))).toEqual([[], ['package-entrypoint-removed info']]);
    // With a name it is a package of its own (a workspace), and without the root's `exports` map
    // the nested one is read as it stands.
    const named = (exports?: object) => JSON.stringify({ name: 'q', exports });
    expect(
      await severities([
        files('')[0]!,
        { path: 'internal/package.json', base: named({ import: './x.mjs' }), head: named() },
      ]),
    ).toEqual([[], ['package-entrypoint-removed breaking']]);
    expect(
      await severities(
        [{ path: 'package.json', base: '{"name":"p"}', head: '{"name":"p"}' }, files('')[1]!].map(
          (f, i) => (i === 1 ? { ...f, head: stub() } : f),
        ),
      ),
    ).toEqual([[], ['package-entrypoint-removed breaking']]);
  });
});
