import { declarationMirrors, mirroredDeclaration } from '../../src/signature/declaration-mirrors';
import { diffFileSet } from '../../src/signature/index';

// A package whose declaration files live in another folder than its JavaScript (hono: `dist/x.js`
// typed by `dist/types/x.d.ts`) is compared by its declarations, as one with `x.d.ts` beside
// `x.js` is: package.json says which folder mirrors which.
const honoLike = JSON.stringify({
  main: 'dist/cjs/index.js',
  module: 'dist/index.js',
  types: 'dist/types/index.d.ts',
  exports: {
    '.': {
      types: './dist/types/index.d.ts',
      import: './dist/index.js',
      require: './dist/cjs/index.js',
    },
    './esm': { import: { types: './esm/types/index.d.mts', default: './esm/index.mjs' } },
  },
});

describe('declaration folders that mirror JavaScript folders', () => {
  it('are read from main/module with types, and from exports condition objects', () => {
    const mirrors = declarationMirrors(new Map([['pkg/package.json', honoLike]]));
    expect(mirrors.map((m) => `${m.js} → ${m.types}`)).toEqual([
      'pkg/dist/cjs → pkg/dist/types',
      'pkg/dist → pkg/dist/types',
      'pkg/esm → pkg/esm/types',
    ]);
    expect(mirroredDeclaration(mirrors, 'pkg/dist/router/node.js')).toBe(
      'pkg/dist/types/router/node.d.ts',
    );
    expect(mirroredDeclaration(mirrors, 'pkg/dist/cjs/router/node.js')).toBe(
      'pkg/dist/types/router/node.d.ts',
    );
    expect(mirroredDeclaration(mirrors, 'pkg/esm/a.mjs')).toBe('pkg/esm/types/a.d.mts');
    expect(mirroredDeclaration(mirrors, 'pkg/lib/a.js')).toBeUndefined();
    expect(mirroredDeclaration(mirrors, 'pkg/dist/a.ts')).toBeUndefined();
  });

  it('declare nothing when package.json does not parse; two file names pair the two files', () => {
    expect(declarationMirrors(new Map([['package.json', '{ main: ']]))).toEqual([]);
    // @angular/common: `".": { "types": "./index.d.ts", "default": "./fesm2022/common.mjs" }`.
    const bundle = JSON.stringify({
      exports: { '.': { types: './index.d.ts', default: './fesm2022/common.mjs' } },
    });
    const mirrors = declarationMirrors(new Map([['package.json', bundle]]));
    expect(mirroredDeclaration(mirrors, 'fesm2022/common.mjs')).toBe('index.d.ts');
    expect(mirroredDeclaration(mirrors, 'fesm2022/other.mjs')).toBeUndefined();
  });

  it('leave the JavaScript of a mirrored declaration file uncompared', async () => {
    const js = (members: string) => `export class Node {\n  constructor() {\n${members}  }\n}\n`;
    const dts = (members: string) => `export declare class Node {\n${members}}\n`;
    const set = [
      { path: 'dist/node.js', base: js('    this.children = [];\n'), head: js('') },
      {
        path: 'dist/types/node.d.ts',
        base: dts('  private children;\n'),
        head: dts('  #private;\n'),
      },
    ];
    const pkg = { path: 'package.json', base: honoLike, head: honoLike };
    expect((await diffFileSet([pkg, ...set])).flat()).toEqual([]);
    // package.json unchanged (a PR that does not touch it): read from outside the set.
    const read = async (paths: string[]) =>
      paths.map((p) => (p === 'package.json' ? honoLike : undefined));
    expect((await diffFileSet(set, { readModules: read })).flat()).toEqual([]);
    // Without package.json the JavaScript is compared on its own.
    expect((await diffFileSet(set)).flat().map((f) => `${f.kind} ${f.symbol}`)).toEqual([
      'member-removed Node.children',
    ]);
  });
});
