import { diffFileSet, diffFileVersions } from '../../src/signature/index';

// TS/JS declarations that say the same thing another way, and the severities of changes a caller
// cannot be broken by (each case was a false breaking finding on a published release).
const found = async (path: string, base: string, head: string) =>
  (await diffFileVersions({ path, base, head })).map((f) => `${f.kind} ${f.severity}`);
const messages = async (base: string, head: string) =>
  (await diffFileVersions({ path: 'index.d.ts', base, head })).map(
    (f) => `${f.kind} ${f.severity} ${f.message}`,
  );

describe('TS changes no caller is broken by', () => {
  it('a constant whose declared type lists call signatures is a function, initializer or not', async () => {
    // effect 4.0 → 4.1 `src/ai/Response.ts`: `const Part = <T>(toolkit: T) => …` →
    // `const Part: { <T>(toolkit: T): …; (): … } = (toolkit?) => …`.
    const arrow = 'export const part = <T extends string>(kit: T): number => 1;\n';
    const typed =
      'export const part: {\n  <T extends string>(kit: T): number;\n  (): number;\n} = (kit?: string) => 1;\n';
    expect(await found('a.ts', arrow, typed)).toEqual([]);
    expect(await found('a.ts', typed, arrow)).toEqual(['overload-removed breaking']);
  });

  it('a return that was `void` (or `None`) takes no use away, whatever it became', async () => {
    // solid-js 1.8 → 1.9: `classList(…): void` → `classList(…): { [k: string]: boolean }`.
    expect(
      await messages(
        'export declare function classList(): void;\nexport declare function load(): Promise<void>;\n',
        'export declare function classList(): { [k: string]: boolean };\nexport declare function load(): Promise<number>;\n',
      ),
    ).toEqual([
      'return-annotation-removed-or-changed info return type of `classList` became `{[k: string]: boolean}` (was `void`, which no caller could use)',
      'return-annotation-removed-or-changed info return type of `load` became `Promise<number>` (was `Promise<void>`, which no caller could use)',
    ]);
    // typeshed's oauthlib: `def validate_request(self, request) -> None` → `-> bool`.
    expect(
      await found('a.pyi', 'def validate() -> None: ...\n', 'def validate() -> bool: ...\n'),
    ).toEqual(['return-annotation-removed-or-changed info']);
    // The other way a result is lost.
    expect(
      await found('a.pyi', 'def validate() -> bool: ...\n', 'def validate() -> None: ...\n'),
    ).toEqual(['return-annotation-removed-or-changed warning']);
  });

  it('a class made by a mixin call that now extends other bases is unknown, not broken', async () => {
    // discord.js 14.14 → 14.16: `extends TextBasedChannelMixin(GuildChannel, true)` →
    // `extends GuildChannel`, with a merged `interface … extends TextBasedChannelFields<true>`.
    const base = `import type { Fields } from './fields';\nexport declare class Channel {\n  id: string;\n}\nexport declare function TextMixin<T>(b: new () => T): new () => T & Fields;\nexport declare class Text extends TextMixin(Channel) {}\nexport declare class Hook extends TextMixin(Channel) {}\n`;
    const head = base
      .replace('export declare function TextMixin<T>(b: new () => T): new () => T & Fields;\n', '')
      .replace(
        'class Text extends TextMixin(Channel)',
        'interface Text extends Fields {}\nexport declare class Text extends Channel',
      )
      .replace('class Hook extends TextMixin(Channel)', 'class Hook');
    expect(await messages(base, head)).toEqual([
      'heritage-changed warning heritage of `Text` changed: `extends TextMixin(Channel)` → `extends Channel`, `implements Fields` (relation unknown)',
      // Nothing in its place: what the call made is gone.
      'heritage-changed breaking heritage of `Hook` changed: `extends TextMixin(Channel)` → (none)',
      'export-removed breaking function `TextMixin` removed',
    ]);
  });

  it('an object type alias that became an interface (or back) is compared member by member', async () => {
    // discord.js 14.14 → 14.16: `type EmbedAuthorData = {…}` → `interface EmbedAuthorData {…}`.
    const alias = 'export type Author = { name: string; url?: string };\n';
    const iface = 'export interface Author {\n  name: string;\n  url?: string;\n}\n';
    expect(await messages(alias, iface)).toEqual([
      'export-kind-changed warning `Author` changed from type alias to interface (an object type either way, compared member by member; an interface has no implicit index signature: a `Record<string, …>` no longer takes its values)',
    ]);
    expect(await found('a.ts', iface, alias)).toEqual(['export-kind-changed warning']);
    // What changed with it is found as between two interfaces.
    const changed = iface.replace('name: string', 'name: number');
    expect(await found('a.ts', alias, changed)).toEqual([
      'export-kind-changed warning',
      'member-type-changed breaking',
    ]);
    // An intersection of named types and literals is an interface extending the named ones
    // (discord.js: `type EmbedAuthorData = Omit<APIEmbedAuthor, 'icon_url'> & IconData` →
    // `interface EmbedAuthorData extends Omit<APIEmbedAuthor, 'icon_url'>, IconData {}`).
    const imports = "import type { APIEmbedAuthor, IconData } from './api';\n";
    const parts = `${imports}export type Author = Omit<APIEmbedAuthor, 'icon_url'> & IconData & { size: number };\n`;
    const extending = `${imports}export interface Author extends Omit<APIEmbedAuthor, 'icon_url'>, IconData {\n  size: number;\n}\n`;
    expect(await found('a.ts', parts, extending)).toEqual(['export-kind-changed warning']);
    expect(await found('a.ts', parts, extending.replace('>, IconData', '>'))).toEqual([
      'export-kind-changed warning',
      'heritage-changed breaking',
    ]);
    // `Record<string, V>` is the index signature an interface writes (rollup 4.20 → 4.28:
    // `interface CustomPluginOptions { [plugin: string]: any }` → `Record<string, any>`).
    const indexed = 'export interface Opts {\n  [plugin: string]: any;\n}\n';
    expect(await found('a.ts', indexed, 'export type Opts = Record<string, any>;\n')).toEqual([
      'export-kind-changed warning',
    ]);
    expect(await found('a.ts', indexed, 'export type Opts = Record<string, number>;\n')).toEqual([
      'export-kind-changed warning',
      'signature-members-changed breaking',
    ]);
    // An alias of another type (a union) is another kind of thing.
    const union = 'export type Author = { name: string } | { url?: string };\n';
    expect(await found('a.ts', union, iface)).toEqual(['export-kind-changed breaking']);
  });

  it('a return that became `any` loses its type; it breaks no call', async () => {
    expect(
      await found(
        'a.d.ts',
        'export declare function f(): string[];\n',
        'export declare function f(): any;\n',
      ),
    ).toEqual(['return-annotation-removed-or-changed warning']);
  });

  it('an arrow constant that became a function declaration only gains', async () => {
    const arrow = 'export const f = (x: number): number => x;\n';
    const decl = 'export function f(x: number): number {\n  return x;\n}\n';
    expect(await found('a.ts', arrow, decl)).toEqual(['callable-form-changed info']);
    expect(await found('a.ts', decl, arrow)).toEqual(['callable-form-changed breaking']);
  });

  it('a destructured parameter that became a plain one takes the same argument', async () => {
    const f = (param: string) => `export function f(${param}: { a: number }): void {}\n`;
    expect(await found('a.ts', f('{ a }'), f('options'))).toEqual(['param-kind-changed info']);
  });

  it('an interface method that became a property of a named type is unknown, not broken', async () => {
    const i = (member: string) =>
      `type Listener = (x: string) => void;\nexport interface E {\n  ${member};\n}\n`;
    expect(await found('a.ts', i('on(x: string): void'), i('on: Listener'))).toEqual([
      'callable-form-changed warning',
    ]);
  });

  it('an interface heritage entry respelled: equal is no change, unknown a warning', async () => {
    const local = (base: string) =>
      `interface Unit<T> {\n  unit: T;\n}\ninterface Minutes {\n  unit: number;\n}\nexport interface O extends ${base} {\n  x: 1;\n}\n`;
    expect(await found('a.ts', local('Minutes'), local('Unit<number>'))).toEqual([]);
    const imported = (base: string) =>
      `import type { Minutes, Unit } from './units';\nexport interface O extends ${base} {\n  x: 1;\n}\n`;
    expect(await found('a.ts', imported('Minutes'), imported('Unit<number>'))).toEqual([
      'heritage-changed warning',
    ]);
    const cls = (base: string) =>
      `class Minutes {\n  unit = 1;\n}\nclass Other {\n  unit = 1;\n}\nexport class O extends ${base} {}\n`;
    expect(await found('a.ts', cls('Minutes'), cls('Other'))).toEqual([
      'heritage-changed breaking',
    ]);
  });
});

describe('type parameters whose bound changed', () => {
  it('leave the types naming them unknown: union members may have moved into the bound', async () => {
    // date-fns 3.6 → 4.1: `clamp<DateType extends Date>(date: DateType | number | string)` →
    // `clamp<DateType extends DateArg<Date>>(date: DateType)`, `DateArg<D> = D | number | string`.
    const clamp = (bound: string, param: string) =>
      `import type { DateArg } from './types';\nexport declare function clamp<D extends ${bound}>(date: ${param}): D | number;\n`;
    expect(
      await found('a.d.ts', clamp('Date', 'D | number | string'), clamp('DateArg<Date>', 'D')),
    ).toEqual(['type-param-constraint-changed warning', 'param-type-changed warning']);
    // The same bound: the union lost two members.
    expect(await found('a.d.ts', clamp('Date', 'D | number | string'), clamp('Date', 'D'))).toEqual(
      ['param-type-narrowed breaking'],
    );
  });
});

describe('the same export another way', () => {
  it('a CommonJS value exported in place or through a variable (ws 8.18 BINARY_TYPES)', async () => {
    const inPlace =
      "'use strict';\nmodule.exports = {\n  BINARY_TYPES: ['nodebuffer', 'arraybuffer'],\n  foo: function (a, b) {\n    return a + b;\n  },\n};\n";
    const named =
      "'use strict';\nconst BINARY_TYPES = ['nodebuffer', 'arraybuffer'];\nfunction foo(a, b) {\n  return a + b;\n}\nmodule.exports = { BINARY_TYPES, foo };\n";
    expect(await found('constants.js', named, inPlace)).toEqual([]);
    expect(await found('constants.js', inPlace, named)).toEqual([]);
    // An arrow cannot be called with `new`.
    expect(
      await found(
        'constants.js',
        named,
        named.replace('function foo(a, b) {\n  return a + b;\n}', 'const foo = (a, b) => a + b;'),
      ),
    ).toEqual(['callable-form-changed breaking']);
  });

  it("a JSDoc options object whose properties' descriptions changed (ws 8.16 → 8.17)", async () => {
    const server = (sync: string, type = 'Boolean') =>
      `'use strict';\n/**\n * @param {Object} options Configuration options\n * @param {${type}} [options.sync=false] ${sync}\n * @param {http.Server} [options.server] A pre-created HTTP server\n */\nfunction createServer(options) {\n  return options;\n}\nmodule.exports = { createServer };\n`;
    const old = server('Specifies whether events are sync');
    expect(await found('ws.js', old, server('Whether events fire synchronously'))).toEqual([]);
    expect(await found('ws.js', old, server('Whether events are sync', 'String'))).toEqual([
      'param-type-changed warning',
    ]);
    // The type is shown as its properties, without their descriptions (luxon 3.4 → 3.5).
    const [changed] = await diffFileVersions({
      path: 'ws.js',
      base: old,
      head: server('Whether events are sync', 'String'),
    });
    expect(changed!.message).toBe(
      'parameter `options` of `createServer` changed (relation unknown): `{ sync?: Boolean; server?: http.Server }` → `{ sync?: String; server?: http.Server }`',
    );
  });

  it('a method declared to return `any`, now a Promise, was not sync (socket.io 4.8 `_add`)', async () => {
    const ns = (returns: string) =>
      `export declare class Namespace {\n  _add(client: object): ${returns};\n}\n`;
    expect(await found('a.d.ts', ns('any'), ns('Promise<void>'))).toEqual([
      'return-type-narrowed info',
    ]);
    expect(await found('a.d.ts', ns('void'), ns('Promise<void>'))).toEqual([
      'async-changed breaking',
    ]);
  });
});

describe('declarations respelled (@reduxjs/toolkit, yup, vue: hunt C)', () => {
  it('a Promise return declared through an alias or an interface is still a Promise', async () => {
    const decl = (prelude: string, returns: string) =>
      `${prelude}export declare function check(v: unknown): ${returns};\n`;
    const alias = 'type Result = Promise<boolean>;\n';
    expect(await found('a.d.ts', decl(alias, 'Promise<boolean>'), decl(alias, 'Result'))).toEqual(
      [],
    );
    expect(await found('a.d.ts', decl('', 'Promise<any>'), decl('', 'any'))).toEqual([
      'return-annotation-removed-or-changed warning',
    ]);
  });

  it('a function-typed constant declared by a local alias of its type is the same export', async () => {
    // vue 3.4 → 3.5: `const onMounted: (hook: () => any, …) => void` → `const onMounted: CreateHook`.
    const decl = (type: string) =>
      `interface Inst {\n  a: string;\n}\ntype CreateHook<T = any> = (hook: T, target?: Inst | null) => void;\nexport {};\nexport declare const onMount: ${type};\n`;
    const written = decl('(hook: () => any, target?: Inst | null) => void');
    expect(await found('a.d.ts', written, decl('CreateHook'))).toEqual([]);
    expect(await found('a.d.ts', decl('CreateHook'), written)).toEqual([]);
    expect(await found('a.d.ts', written, decl('CreateHook<string>'))).toEqual([
      'export-kind-changed warning',
    ]);
  });

  it('a value that gained a type of its name lost nothing', async () => {
    // @types/node 22.5 → 22.10 `ReadableStreamBYOBRequest`.
    const value = 'export declare const R: { prototype: object };\n';
    const both = `export interface R {\n  view: unknown;\n}\n${value}`;
    expect(await found('a.d.ts', value, both)).toEqual([]);
    expect(await found('a.d.ts', both, value)).toEqual(['export-type-only breaking']);
  });

  it('`global.X` and `globalThis.X` name one base', async () => {
    // mongoose 8.7 → 8.9 `NativeDate`.
    const date = (base: string) =>
      `declare class NativeDate extends ${base} {}\ndeclare module 'm' {\n  export const d: NativeDate;\n}\n`;
    expect(await found('a.d.ts', date('global.Date'), date('globalThis.Date'))).toEqual([]);
  });

  it('a type guard of a type literal is a type guard', async () => {
    const guard = (type: string) =>
      `interface HasA {\n  a: string;\n}\nexport declare function isA(v: unknown): v is ${type};\n`;
    expect(await found('a.d.ts', guard('HasA'), guard('{ a: string }'))).toEqual([]);
  });

  it('a re-export from another spelling of its module is the same re-export', async () => {
    const reexport = (from: string) =>
      `export { createApi } from '${from}';\nexport * from '${from.replace('core', 'api')}';\n`;
    expect(await found('index.ts', reexport('./core'), reexport('./core/index.js'))).toEqual([]);
    expect(await found('index.ts', reexport('./core'), reexport('./other'))).toEqual([
      'reexport-removed warning',
      'reexport-removed breaking',
    ]);
  });

  it("a generic's type parameters renamed in place, more added with defaults", async () => {
    const binding = (params: string, value: string) =>
      `export interface Binding<${params}> {\n  value: ${value};\n  old: ${value} | null;\n}\n`;
    expect(
      await found('a.d.ts', binding('V = any', 'V'), binding('Value = any, M = string', 'Value')),
    ).toEqual([]);
  });
});

describe('`export =` of a function merged with a namespace', () => {
  it("keeps the namespace's members importable by name (pino 9.7 → 9.8)", async () => {
    const ns =
      'declare namespace lib {\n  type Level = "info" | "warn";\n  const version: string;\n}\ndeclare function lib(level?: lib.Level): void;\n';
    const named = `${ns}export const version: typeof lib.version;\nexport type Level = lib.Level;\nexport const gone: number;\nexport { lib as default };\n`;
    const found = await diffFileVersions({
      path: 'index.d.ts',
      base: named,
      head: `${ns}export = lib;\n`,
    });
    expect(found.map((f) => `${f.kind} ${f.severity} ${f.symbol}`).sort()).toEqual([
      'default-export-changed warning default',
      'export-added info export=',
      'export-removed breaking gone',
      'export-removed info Level',
      'export-removed info version',
    ]);
  });
});

describe('namespaces of types only', () => {
  it('re-exported with `export type` stay what they were: types (inversify 6.1.4)', async () => {
    const ns = (body: string, exported: string) =>
      `declare namespace api {\n${body}}\n${exported} { api };\n`;
    const types = '  export type Id = string;\n  export interface T {\n    name: string;\n  }\n';
    expect(await found('a.d.ts', ns(types, 'export'), ns(types, 'export type'))).toEqual([]);
    // One value makes the namespace a value: `export type` takes it away.
    const value = `${types}  export const version: string;\n`;
    expect(await found('a.d.ts', ns(value, 'export'), ns(value, 'export type'))).toEqual([
      'export-type-only breaking',
    ]);
  });
});

describe('JS modules', () => {
  it('read the fields a constructor sets, as TypeScript does', async () => {
    const cls = (body: string) => `export class A {\n  ${body}\n}\n`;
    const field = cls('name = "A";');
    expect(await found('a.js', field, cls('constructor() {\n    this.name = "A";\n  }'))).toEqual(
      [],
    );
    expect(
      await found(
        'a.js',
        field,
        cls('constructor() {\n    __publicField(this, "name", "A");\n  }'),
      ),
    ).toEqual([]);
  });

  it("report a changed inferred return as a warning: it is TypeScript's guess", async () => {
    const f = (init: string) =>
      `export async function run() {\n  let result${init};\n  result = { ok: true };\n  return result;\n}\n`;
    expect(await found('a.js', f(' = void 0'), f(''))).toEqual(['return-type-widened warning']);
  });

  it('read an exported `const a = b` as the local `b` it names, as bundlers write it', async () => {
    const alias = 'const impl = (x) => x + 1;\nconst run = impl;\nexport { run };\n';
    expect(await found('a.mjs', alias, 'export const run = (x) => x + 1;\n')).toEqual([]);
    expect(await found('a.mjs', alias, 'export function run(x) {\n  return x + 1;\n}\n')).toEqual([
      'callable-form-changed info',
    ]);
  });

  it('take `async` dropped from a function that still returns a Promise as no change', async () => {
    const f = (head: string, body: string) => `export ${head}function clear(s) {\n  ${body}\n}\n`;
    const wasAsync = f('async ', 's.clear();');
    expect(await found('a.js', wasAsync, f('', 's.clear();\n  return Promise.resolve();'))).toEqual(
      [],
    );
    expect(await found('a.js', f('', 'return 1;'), f('async ', 'return 1;'))).toEqual([
      'async-changed breaking',
    ]);
  });

  it('skip minified JavaScript with a note, not declaration files with long lines', async () => {
    const line = `export function f(e,t,n){return e+t+n}${';var x=1'.repeat(700)}\n`;
    const findings = await diffFileSet([
      { path: 'a.min.js', base: line, head: line.replace('(e,t,n)', '(e,n,t)') },
    ]);
    expect(findings[0]!.map((f) => [f.kind, f.severity])).toEqual([['file-skipped', 'info']]);
    expect(findings[0]![0]!.message).toContain('minified');
    const types = `export type Mime = ${Array.from({ length: 400 }, (_, i) => `'t/${i}'`).join(' | ')};\n`;
    expect(await found('a.d.ts', types, types.replace("'t/0' | ", ''))).toEqual([
      'type-alias-changed breaking',
    ]);
  });

  it('take a chunk renamed by an eight-hex-digit hash as the same chunk', async () => {
    const reexport = (hash: string) =>
      `export { F as FetchError } from './shared/ofetch.${hash}.mjs';\n`;
    expect(await found('index.mjs', reexport('00501375'), reexport('37386b05'))).toEqual([]);
  });
});

describe('package.json entry points', () => {
  it('retargeted still resolve: a warning; removed: breaking', async () => {
    const pkg = (main: string | undefined) =>
      JSON.stringify({ name: 'p', ...(main ? { main } : {}), types: './index.d.ts' });
    expect(
      await found('package.json', pkg('./build/require/index.js'), pkg('./build/cjs/index.js')),
    ).toEqual(['package-entrypoint-removed warning']);
    expect(await found('package.json', pkg('./index.js'), pkg(undefined))).toEqual([
      'package-entrypoint-removed breaking',
    ]);
  });

  it('a subpath no longer listed that a pattern still resolves alike (koa 2.16 → 3.0)', async () => {
    const pkg = (exports: object) => JSON.stringify({ name: 'koa', exports });
    const patterns = { './*': './*.js', './*.js': './*.js' };
    const listed = { './lib/request': './lib/request.js', './lib/request.js': './lib/request.js' };
    expect(await found('package.json', pkg({ ...listed, ...patterns }), pkg(patterns))).toEqual([]);
    // A pattern that resolves elsewhere does not stand in for it.
    const moved = await diffFileVersions({
      path: 'package.json',
      base: pkg({ ...listed, ...patterns }),
      head: pkg({ './*': './dist/*.js' }),
    });
    expect(
      moved.filter((f) => f.symbol?.startsWith('exports["./lib')).map((f) => f.severity),
    ).toEqual(['breaking', 'breaking']);
  });

  it('`types` dropped: TypeScript reads the types beside `main` or from `exports` (inversify 6.2)', async () => {
    const pkg = (fields: object) => JSON.stringify({ name: 'p', ...fields });
    const old = pkg({ main: 'lib/index.js', types: 'lib/index.d.ts' });
    const messages = async (head: object) =>
      (await diffFileVersions({ path: 'package.json', base: old, head: pkg(head) })).map(
        (f) => `${f.symbol} ${f.severity} ${f.message}`,
      );
    expect(await messages({ main: 'lib/index.js' })).toEqual([]);
    expect(await messages({ main: 'lib/cjs/index.js' })).toEqual([
      "main warning package entry point `main` retargeted from `lib/index.js` to `lib/cjs/index.js` (the two files' APIs are not compared)",
      'types warning package entry point `types` (`lib/index.d.ts`) removed: TypeScript now reads the types beside `main` (`lib/cjs/index.d.ts`, not compared)',
    ]);
    const exported = { main: 'lib/index.js', exports: { '.': { types: './lib/esm/index.d.ts' } } };
    expect(await messages(exported)).toEqual([
      'types warning package entry point `types` (`lib/index.d.ts`) removed: TypeScript now reads the types from the `exports["."]["types"]` condition (`./lib/esm/index.d.ts`, not compared)',
    ]);
    expect(await messages({})).toEqual([
      'main breaking package entry point `main` (`lib/index.js`) removed',
      'types breaking package entry point `types` (`lib/index.d.ts`) removed',
    ]);
  });

  it('retargeted to the same module in another format: info (date-fns 4 adopting `"type": "module"`)', async () => {
    const pkg = (require: object, main: string) =>
      JSON.stringify({ name: 'p', main, exports: { './add': { require } } });
    const findings = await diffFileVersions({
      path: 'package.json',
      base: pkg({ types: './add.d.ts', default: './add.js' }, './index.js'),
      head: pkg({ types: './add.d.cts', default: './add.cjs' }, 'index.cjs'),
    });
    expect(findings.map((f) => `${f.severity} ${f.message}`)).toEqual([
      'info package entry point `main` retargeted from `./index.js` to `index.cjs`, the same module in another format (its files are compared by path)',
      'info package entry point `exports["./add"]["require"]["types"]` retargeted from `./add.d.ts` to `./add.d.cts`, the same module in another format (its files are compared by path)',
      'info package entry point `exports["./add"]["require"]["default"]` retargeted from `./add.js` to `./add.cjs`, the same module in another format (its files are compared by path)',
    ]);
  });

  it('an `exports` condition is followed as a consumer resolves it (socket.io-client 4.7 → 4.8)', async () => {
    const messages = async (base: object, head: object) =>
      (
        await diffFileVersions({
          path: 'package.json',
          base: JSON.stringify({ name: 'p', exports: { '.': base } }),
          head: JSON.stringify({ name: 'p', exports: { '.': head } }),
        })
      ).map((f) => `${f.severity} ${f.message}`);
    const before = {
      types: './esm/index.d.ts',
      import: { development: './debug/index.js', default: './esm/index.js' },
      require: './cjs/index.js',
    };
    // `types` moved into `import` and `require`: every consumer still finds the same file.
    const moved = (requireTypes: string) => ({
      import: { types: './esm/index.d.ts', default: './esm/index.js' },
      require: { types: requireTypes, default: './cjs/index.js' },
    });
    expect(await messages(before, moved('./esm/index.d.ts'))).toEqual([
      'warning package entry point `exports["."]["import"]["development"]` retargeted from `./debug/index.js` to `./esm/index.js` for `import+development` consumers (the two files\' APIs are not compared)',
    ]);
    expect(
      await messages(
        { ...before, import: { default: './esm/index.js' } },
        moved('./cjs/index.d.ts'),
      ),
    ).toEqual([
      'warning package entry point `exports["."]["types"]` retargeted from `./esm/index.d.ts` to `./cjs/index.d.ts` for `types+require` consumers (the two files\' APIs are not compared)',
    ]);
    // A condition some consumer no longer resolves is removed (`types` for `require`); one
    // excluded by `null` too.
    expect(await messages(before, { import: './esm/index.js' })).toEqual([
      'breaking package entry point `exports["."]["types"]` (`./esm/index.d.ts`) removed for `types+require` consumers',
      'warning package entry point `exports["."]["import"]["development"]` retargeted from `./debug/index.js` to `./esm/index.js` for `import+development` consumers (the two files\' APIs are not compared)',
      'breaking package entry point `exports["."]["require"]` (`./cjs/index.js`) removed',
    ]);
    expect(await messages(before, { ...before, require: null })).toEqual([
      'breaking package entry point `exports["."]["require"]` (`./cjs/index.js`) removed',
    ]);
    // An array is tried in order: its first target is what a consumer gets, and its entries'
    // conditions are read past the index.
    expect(await messages(before, { ...before, require: ['./cjs/index.js', './x.js'] })).toEqual(
      [],
    );
    expect(
      await messages(before, { ...before, require: [{ node: './node.js' }, './cjs/index.js'] }),
    ).toEqual([
      'warning package entry point `exports["."]["require"]` retargeted from `./cjs/index.js` to `./node.js` for `require+node` consumers (the two files\' APIs are not compared)',
    ]);
  });
});

describe('TypeScript CommonJS output and layout', () => {
  it('reads every name of a placeholder chain and `const a = exports.a = 1`', async () => {
    const cjs = (header: string) =>
      `"use strict";\n${header}\nconst a = exports.a = 1;\nconst b = exports.b = 2;\nconst c = exports.c = 3;\n`;
    expect(
      await found(
        'a.js',
        cjs('exports.c = exports.b = exports.a = void 0;'),
        cjs('exports.b = exports.a = void 0;\nexports.c = void 0;'),
      ),
    ).toEqual([]);
  });

  it('reads a union written with a leading `|` as the same union', async () => {
    const call = (ret: string) => `export interface V {\n  (data: unknown):${ret};\n}\n`;
    expect(
      await found(
        'a.ts',
        call('\n    | boolean\n    | Promise<unknown>'),
        call(' boolean | Promise<unknown>'),
      ),
    ).toEqual([]);
  });

  it('reports a changed value inferred from .js code as a warning', async () => {
    const v = (minor: number) =>
      `export const info = Object.freeze({ major: 16, minor: ${minor} });\n`;
    expect(await found('version.js', v(8), v(9))).toEqual(['variable-type-changed warning']);
  });
});

describe('TS/JS round three: re-exports, inheritance, JSDoc, declarations', () => {
  it('TypeScript CommonJS helpers: __exportStar and a getter re-export', async () => {
    const named =
      '"use strict";\nexports.T = void 0;\nvar c_1 = require("./compiler");\nObject.defineProperty(exports, "T", { enumerable: true, get: function () { return c_1.T; } });\n';
    const star = '"use strict";\n__exportStar(require("./compiler"), exports);\n';
    expect(await found('a.js', named, star)).toEqual([]);
    expect(
      await found('a.d.ts', "export { T } from './compiler';\n", "export * from './compiler';\n"),
    ).toEqual([]);
  });

  it('a name no longer declared where an `export *` may supply it is a warning', async () => {
    expect(await found('a.ts', 'export const T = 1;\n', "export * from './constants';\n")).toEqual([
      'export-removed warning',
    ]);
  });

  it('a member now inherited from a base declared beside it in its namespace is found there', async () => {
    // preact 10.22 → 10.25: `JSXInternal.IntrinsicElements` now extends `IntrinsicSVGElements`.
    const ns = (svg: string, elements: string) =>
      `export namespace JSX {\n  ${svg}interface Svg {\n    rect: string;\n  }\n  export interface Elements${elements}\n}\n`;
    const base = ns('export ', ' {\n    div: string;\n    rect: string;\n  }');
    const head = ns('export ', ' extends Svg {\n    div: string;\n  }');
    expect(await found('a.d.ts', base, head)).toEqual([]);
    expect(
      await found(
        'a.d.ts',
        base.replace('export interface Svg', 'interface Svg'),
        head.replace('export interface Svg', 'interface Svg'),
      ),
    ).toEqual([]);
    // Gone from both, the base in view: removed, without a caveat.
    const circle = base.replace(
      'rect: string;\n  }\n}',
      'rect: string;\n    circle: string;\n  }\n}',
    );
    expect(await found('a.d.ts', circle, head)).toEqual(['member-removed breaking']);
    // In the namespace `export =` names (@types/react 18.3: `ReactPortal.key`, now inherited).
    const react = (key: string) =>
      `export = React;\ndeclare namespace React {\n  interface ReactElement {\n    key: string | null;\n  }\n  interface ReactPortal extends ReactElement {\n${key}    children: string;\n  }\n}\n`;
    expect(await found('index.d.ts', react('    key: string | null;\n'), react(''))).toEqual([]);
  });

  it('JSDoc that now types a parameter of an untyped .js function is a warning', async () => {
    const f = (doc: string) => `${doc}export function time(label) {}\n`;
    expect(await found('a.js', f(''), f('/** @param {string} label */\n'))).toEqual([
      'param-became-required warning',
    ]);
  });

  it('a member now inherited from a base declared beside it is found there', async () => {
    const base = 'export declare class R {\n  json(): unknown;\n  static json(x: unknown): R;\n}\n';
    const head =
      'export declare class Body {\n  json(): unknown;\n}\nexport declare class R extends Body {\n  static json(x: unknown): R;\n}\n';
    expect(await found('a.d.ts', base, head)).toEqual(['export-added info']);
    // A base the file declares without exporting it is in view too.
    expect(
      await found(
        'a.d.ts',
        base,
        `${head.replace('export declare class Body', 'declare class Body')}export {};\n`,
      ),
    ).toEqual([]);
    // A base in another module may lend it: where the class gained that base, a member gone from
    // its body more likely moved there (a warning); where it had it, it more likely went.
    const outside = "import { Body } from './body';\nexport declare class R extends Body {}\n";
    expect(
      await found(
        'a.d.ts',
        "import { Body } from './body';\nexport declare class R {\n  text(): string;\n}\n",
        outside,
      ),
    ).toEqual(['member-removed warning', 'constructor-changed warning']);
    expect(
      await found(
        'a.d.ts',
        "import { Body } from './body';\nexport declare class R extends Body {\n  text(): string;\n}\n",
        outside,
      ),
    ).toEqual(['member-removed breaking']);
  });

  it('the same base given type arguments the checker cannot compare is unknown: a warning', async () => {
    const errors = (base: string, sub: string) =>
      `export declare class RequestError${base} extends Error {\n  readonly code: string;\n}\nexport declare class HTTPError${sub} {\n  readonly status: number;\n}\n`;
    expect(
      await found(
        'a.d.ts',
        errors('', ' extends RequestError'),
        errors('<T = unknown>', '<T = any> extends RequestError<T>'),
      ),
    ).toEqual(['heritage-changed warning']);
    // Another base is another class.
    expect(
      await found('a.d.ts', errors('', ' extends RequestError'), errors('', ' extends Error')),
    ).toEqual(['heritage-changed breaking']);
  });

  it('an old base still an ancestor through a new one is info', async () => {
    const mid = "import { Base } from './base';\nexport declare class Mid extends Base {}\n";
    expect(
      await found(
        'a.d.ts',
        `${mid}export declare class A extends Base {}\n`,
        `${mid}export declare class A extends Mid {}\n`,
      ),
    ).toEqual(['heritage-changed info']);
  });

  it('a new base imported from another module may descend from the old one: a warning', async () => {
    // nest 10 → 11: `HttpException extends Error` → `extends IntrinsicException`, whose module
    // (not in view) declares `IntrinsicException extends Error`.
    const cls = (imports: string, base: string) =>
      `${imports}export declare class HttpException extends ${base} {\n  getStatus(): number;\n}\n`;
    const imports = "import { IntrinsicException } from './intrinsic.exception';\n";
    const messages = async (base: string, head: string) =>
      (await diffFileVersions({ path: 'a.d.ts', base, head })).map(
        (f) => `${f.severity} ${f.message}`,
      );
    expect(await messages(cls('', 'Error'), cls(imports, 'IntrinsicException'))).toEqual([
      'warning heritage of `HttpException` changed: `extends Error` → `extends IntrinsicException` (unless `IntrinsicException`, not in view, descends from `Error`)',
    ]);
    // A class a factory makes, whose type arguments hold arrows: only the checker could say
    // (effect 4.0 → 4.1: 15 `Context.Service<…>()(…)` services).
    const service = (shape: string) =>
      `import { Context } from './Context';\nexport class Sharding extends Context.Service<Sharding, { ${shape} }>()("Sharding") {}\n`;
    expect(
      await messages(
        service('f: (a: number) => string'),
        service('f: (a: number) => string; g: number'),
      ),
    ).toEqual([
      expect.stringMatching(/^warning heritage of `Sharding` changed: .* \(relation unknown\)$/),
    ]);
    // A global base is known: `TypeError` is no subclass of `HttpError`.
    const local = 'declare class HttpError extends Error {}\n';
    expect(await messages(cls(local, 'HttpError'), cls(local, 'TypeError'))).toEqual([
      'breaking heritage of `HttpException` changed: `extends HttpError` → `extends TypeError`',
    ]);
  });

  it("an interface's `extends` replaced by the members it lent is the same interface", async () => {
    const lent = (own: string, heritage = '') =>
      `interface Base {\n  code: string;\n  map: string | null;\n}\ninterface Reporter {\n  onEnd: () => void;\n  other(): void;\n}\nexport interface S ${heritage}{\n${own}  source?: string;\n}\n`;
    const spelled = '  code: string;\n  map: string | null;\n';
    const base = lent('', 'extends Base ');
    expect(await found('a.d.ts', base, lent(spelled))).toEqual(['heritage-changed info']);
    expect(await found('a.d.ts', lent(spelled), base)).toEqual([]);
    // Through a mapped type the reader cannot list: the checker compares the two interfaces.
    const picked = lent('', "extends Pick<Reporter, 'onEnd'> ");
    expect(await found('a.d.ts', picked, lent('  onEnd: () => void;\n'))).toEqual([
      'heritage-changed info',
    ]);
    // A lent member spelled out with another type is a change, found on the member.
    expect(await found('a.d.ts', base, lent('  code: number;\n  map: string | null;\n'))).toEqual([
      'heritage-changed breaking',
      'member-type-changed breaking',
    ]);
    // A base the pair cannot see lends unknown members: the members the head now declares may be
    // them (warnings); a base dropped with nothing in its place took its members along.
    const imported = (own: string, heritage = '') =>
      `import type { Base } from './base';\nexport interface S ${heritage}{\n${own}  source?: string;\n}\n`;
    expect(await found('a.d.ts', imported('', 'extends Base '), imported(spelled))).toEqual([
      'heritage-changed warning',
      'member-required-added warning',
      'member-required-added warning',
    ]);
    expect(await found('a.d.ts', imported('', 'extends Base '), imported(''))).toEqual([
      'heritage-changed breaking',
    ]);
  });

  it('an `implements` clause removed is info: nothing structural changes', async () => {
    const c = (h: string) =>
      `interface M {\n  x(): void;\n}\nexport declare class R ${h}{\n  x(): void;\n}\n`;
    expect(await found('a.d.ts', c('implements M '), c(''))).toEqual(['heritage-changed info']);
  });

  it('`declare const f: { (a): R; (b): S }` is an arrow constant with overloads', async () => {
    const f = (type: string) => `export declare const f: ${type};\n`;
    expect(
      await found(
        'a.d.ts',
        f('(a: string) => number'),
        f('{\n  (a: string): number;\n  (a: string, b: number): number;\n}'),
      ),
    ).toEqual([]);
  });

  it('`declare const f: (...) => T` is an arrow constant; a comma-expression key is its last part', async () => {
    expect(
      await found(
        'a.d.ts',
        'export declare const f: (a: string) => number;\n',
        'export declare function f(a: string): number;\n',
      ),
    ).toEqual(['callable-form-changed info']);
    const cls = (init: string) => `var k = Symbol();\nexport class C {\n  [(${init}, k)]() {}\n}\n`;
    expect(
      await found('a.js', cls('_a = new WeakMap()'), cls('_a = new WeakMap(), _b = new WeakMap()')),
    ).toEqual([]);
  });

  it('an interface that became a class keeps its instance type (@types/node 20.17 perf_hooks)', async () => {
    const iface = 'export interface List {\n  getEntries(): string[];\n}\n';
    const cls = (members: string) => `export declare class List {\n${members}}\n`;
    expect(
      await found('a.d.ts', iface, cls('  getEntries(): string[];\n  static make(): List;\n')),
    ).toEqual(['export-kind-changed info']);
    expect(await found('a.d.ts', iface, cls('  getEntries(): number[];\n'))).toEqual([
      'export-kind-changed info',
      'return-type-widened breaking',
    ]);
    // A private member makes it nominal: an object of its shape no longer is one.
    expect(await found('a.d.ts', iface, cls('  private x;\n  getEntries(): string[];\n'))).toEqual([
      'export-kind-changed breaking',
    ]);
  });

  it('`declare const f: typeof g` is the function `g` the file declares, renamed', async () => {
    // vue 3.3 → 3.5 runtime-core: `export declare function warn(…)` became
    // `declare function warn$1(…)` + `export declare const warn: typeof warn$1`.
    const before = 'export declare function warn(msg: string, ...args: any[]): void;\nexport {};\n';
    const after = (params: string) =>
      `declare function warn$1(${params}): void;\nexport declare const warn: typeof warn$1;\nexport {};\n`;
    expect(await found('a.d.ts', before, after('msg: string, ...args: any[]'))).toEqual([]);
    // Its doc is the function's.
    const doc = '/** Warns. */\n';
    expect(await found('a.d.ts', doc + before, doc + after('msg: string, ...args: any[]'))).toEqual(
      [],
    );
    expect(await found('a.d.ts', before, after('msg: string'))).toEqual([
      'variadic-removed breaking',
    ]);
  });

  it('`typeof g & { p: … }` is the function `g` with a namespace of `p` (remeda 2.0 → 2.17)', async () => {
    // `declare function conditional` + `declare namespace conditional { function defaultCase… }`
    // became `declare const conditionalPlus: typeof conditional & { defaultCase: typeof
    // defaultCase }`, exported as `conditional`.
    const before = (version: string) =>
      `declare function conditional<T>(data: T): T;\ndeclare namespace conditional {\n  function defaultCase(): number;\n  const version: ${version};\n}\nexport { conditional };\n`;
    const after = (defaultCase: string, version: string) =>
      `declare const conditionalPlus: typeof conditional & {\n  defaultCase: typeof defaultCase;\n} & { readonly version: ${version} };\ndeclare function conditional<T>(data: T): T;\ndeclare function defaultCase(${defaultCase}): number;\nexport { conditionalPlus as conditional };\n`;
    expect(await found('a.d.ts', before('string'), after('', 'string'))).toEqual([]);
    expect(await found('a.d.ts', after('', 'string'), after('', 'string'))).toEqual([]);
    expect(await found('a.d.ts', before('string'), after('x: number', 'string | number'))).toEqual([
      'param-required-added breaking',
      'variable-type-changed breaking',
    ]);
    expect(
      await found(
        'a.d.ts',
        after('', 'string'),
        after('', 'string').replace(' & {\n  defaultCase: typeof defaultCase;\n}', ''),
      ),
    ).toEqual(['member-removed breaking']);
  });

  it('JSDoc `String`, `Number` and `Boolean` are the primitives (commander 11 → 12)', async () => {
    // The class gains a method, so the checker finds its two versions unrelated: only the
    // spelling of the primitive may decide.
    const cls = (returns: string, param: string, more: string) =>
      `class Command {\n${more}  /**\n   * @param {${param}} [str]\n   * @return {${returns}}\n   */\n  usage(str) {\n    return str === undefined ? '' : this;\n  }\n}\nexports.Command = Command;\n`;
    const added = '  /** @return {string} */\n  name() {\n    return "";\n  }\n';
    expect(
      await found(
        'a.js',
        cls('String|Command', 'Number', ''),
        cls('(string|Command)', 'number', added),
      ),
    ).toEqual([]);
    expect(
      await found(
        'a.js',
        cls('String|Command', 'Number', ''),
        cls('(number|Command)', 'number', added),
      ),
    ).toEqual(['return-type-widened breaking']);
  });

  it('a bare `@returns {Promise}` declares a Promise', async () => {
    const f = (head: string) =>
      `${head}function request(c) {\n  return c.go();\n}\nexport { request };\n`;
    expect(
      await found(
        'a.js',
        f('/**\n * Sends.\n * @returns {Promise}\n */\n'),
        f('/** Sends. */\nasync '),
      ),
    ).toEqual([]);
  });
});

describe('package.json and JSDoc spellings', () => {
  it('read `typings` as `types`, a `bin` string as the package-named command, conditions as "."', async () => {
    const a = JSON.stringify({
      name: '@s/p',
      exports: './index.js',
      bin: './cli.js',
      typings: './index.d.ts',
    });
    const b = JSON.stringify({
      name: '@s/p',
      exports: { types: './index.d.ts', default: 'index.js' },
      bin: { p: './cli.js' },
      types: './index.d.ts',
    });
    expect(await found('package.json', a, b)).toEqual([]);
  });

  it('a .js function now bound to a call (`u(copy)`) is not compared: a warning', async () => {
    expect(
      await found(
        'a.js',
        'function copy() {}\nmodule.exports = { copy };\n',
        "const u = require('u');\nfunction copy() {}\nmodule.exports = { copy: u(copy) };\n",
      ),
    ).toEqual(['export-kind-changed warning']);
  });

  it('take a JSDoc default of a property (`[obj.hour=0]`) for the property, not the parameter', async () => {
    const f = (hour: number) =>
      `/**\n * @param {Object} obj\n * @param {number} [obj.hour=${hour}]\n */\nexport function make(obj) {}\n`;
    expect(await found('a.js', f(0), f(1))).toEqual([]);
  });
});

describe('TS/JS round four', () => {
  it('a base named by another local name for the same import is the same base', async () => {
    const cjs = (n: number) =>
      `"use strict";\nconst index_${n} = require("../error/index");\nclass CreateError extends index_${n}.BaseError {}\nexports.CreateError = CreateError;\n`;
    expect(await found('a.js', cjs(8), cjs(9))).toEqual([]);
    const esm = (alias: string) =>
      `import { BaseError as ${alias} } from './error';\nexport class CreateError extends ${alias} {}\n`;
    expect(await found('a.ts', esm('B1'), esm('B2'))).toEqual([]);
  });

  it('a named re-export gone where another module`s `export *` may supply it is a warning', async () => {
    expect(
      await found(
        'a.d.ts',
        "export { CloneType } from './clone/type';\n",
        "export * from './clone/index';\n",
      ),
    ).toEqual(['reexport-removed warning']);
  });

  it('a const declared by a named type that became a function is unknown: a warning', async () => {
    // (`export {}`: a declaration file without an export list exports `Make` too.)
    const base =
      'interface Make {\n  (): number;\n}\nexport declare const make: Make;\nexport {};\n';
    expect(await found('a.d.ts', base, 'export declare function make(): number;\n')).toEqual([
      'export-kind-changed warning',
    ]);
    // Or by the type of another value, out of view (ofetch 1.3 → 1.4).
    const fetch = (type: string) => `declare const fetch: ${type};\nexport { fetch };\n`;
    expect(
      await found(
        'a.d.ts',
        fetch('typeof globalThis.fetch'),
        fetch('(input: string | URL, init?: RequestInit) => Promise<Response>'),
      ),
    ).toEqual(['export-kind-changed warning']);
  });
});

describe('declaration files', () => {
  it('export every declaration of a module without an export list, as TypeScript reads it', async () => {
    const d = (g: string, tail = '') =>
      `import type { X } from './x';\n${g}export declare function f(x: X): void;\ninterface I {\n  a: 1;\n}\n${tail}`;
    const g = 'declare function g(): void;\n';
    expect(await found('a.d.ts', d(g), d(''))).toEqual(['export-removed breaking']);
    // With `export {}` only what is written `export` is exported; a `.ts` file exports nothing
    // implicitly; `declare global` adds globals, not a module member.
    expect(await found('a.d.ts', d(g, 'export {};\n'), d('', 'export {};\n'))).toEqual([]);
    expect(await found('a.ts', d(g.replace('declare ', '')), d(''))).toEqual([]);
    const global = 'declare global {\n  interface Window {\n    x: 1;\n  }\n}\n';
    expect(await found('a.d.ts', d(global), d(''))).toEqual([]);
  });
});

describe('rest parameters', () => {
  it('take the arguments of the parameters they replace: TS and JS have no keyword calls', async () => {
    const f = (params: string) => `export declare function f(${params}): void;\n`;
    expect(await found('a.d.ts', f('def: any'), f('...args: any[]'))).toEqual([]);
    expect(await found('a.d.ts', f('def: number'), f('...args: string[]'))).toEqual([
      'param-type-changed warning',
    ]);
    expect(await found('a.d.ts', f('def: number'), f(''))).toEqual(['param-removed breaking']);
  });

  it('a parameter that became a rest parameter of its name takes the calls its element type takes', async () => {
    // solid-js 1.8 → 1.9: `0: (data: any, e: E) => void` → `0: (data: any, ...e: Parameters<H>) => void`.
    const f = (params: string) => `export declare function f(data: any, ${params}): void;\n`;
    expect(await found('a.d.ts', f('e: number'), f('...e: number[]'))).toEqual([]);
    expect(
      await found('a.d.ts', f('e: number'), f('...e: ReadonlyArray<number | string>')),
    ).toEqual(['param-type-widened info']);
    expect(await found('a.d.ts', f('e: number'), f('...e: readonly string[]'))).toEqual([
      'param-type-narrowed breaking',
    ]);
    // A tuple or a type that makes one: not read here.
    expect(
      await found('a.d.ts', f('e: number'), f('...e: Parameters<(e: number) => void>')),
    ).toEqual(['param-kind-changed warning']);
    // Python calls may name it: `f(e=1)` no longer binds.
    expect(
      await found(
        'a.pyi',
        'def f(data, e: int) -> None: ...\n',
        'def f(data, *e: int) -> None: ...\n',
      ),
    ).toEqual(['param-kind-changed breaking']);
  });

  it('a .js function that reads `arguments` takes any number of them, as TypeScript reads it', async () => {
    const cls = (ctor: string) =>
      `export class T {\n  constructor(def) {\n    this.def = def;\n  }\n}\nexport class E extends T {\n${ctor}  m() {}\n}\n`;
    const forwards = '  constructor() {\n    super(...arguments);\n    this.x = 1;\n  }\n';
    expect(await found('a.js', cls(''), cls(forwards))).toEqual([]);
    const drops = '  constructor() {\n    super({});\n    this.x = 1;\n  }\n';
    expect(await found('a.js', cls(''), cls(drops))).toEqual(['constructor-changed breaking']);
  });
});

describe('JSDoc visibility', () => {
  it("reads dox's `@api private` as `@private`", async () => {
    const cls = (tag: string) =>
      `export class Command {\n  /**\n   * Registers.\n   * ${tag}\n   */\n  _register(x) {\n    return x;\n  }\n}\n`;
    expect(await found('a.js', cls('@api private'), cls('@private'))).toEqual([]);
    expect(await found('a.js', cls('@api public'), cls('@private'))).toEqual([
      'visibility-narrowed breaking',
    ]);
  });

  it('reads `@private` and `@api private` on a function as no public API (mongoose 8.5 → 8.8)', async () => {
    const fn = (tag: string, params: string) =>
      `/**\n * DocumentArray constructor\n * @param {Array} values\n * ${tag}\n */\nfunction DocumentArray(${params}) {\n  return values;\n}\nmodule.exports = DocumentArray;\n`;
    for (const tag of ['@api private', '@private'])
      expect(await found('a.js', fn(tag, 'values'), fn(tag, 'values, schematype'))).toEqual([]);
    expect(
      await found('a.js', fn('@api public', 'values'), fn('@api public', 'values, s')),
    ).toEqual(['param-required-added breaking']);
    // On a class it is often its constructor's doc, moved up (mongoose 8.8 `VersionError`).
    const cls = (doc: string) =>
      `${doc}class VersionError extends Error {\n  constructor(doc) {\n    super(doc);\n  }\n}\nmodule.exports = VersionError;\n`;
    expect(
      await found(
        'a.js',
        cls(''),
        cls('/**\n * Version Error constructor.\n * @api private\n */\n'),
      ),
    ).toEqual([]);
    // In TypeScript `@private` on a function means nothing.
    const ts = (params: string) =>
      `/** @private */\nexport function documentArray(${params}): void {}\n`;
    expect(await found('a.ts', ts('v: string'), ts('v: string, s: string'))).toEqual([
      'param-required-added breaking',
    ]);
  });
});

describe('ambient namespaces', () => {
  it('export every member without an export list, as TypeScript reads them', async () => {
    const ns = (members: string, kw = 'declare namespace') => `export ${kw} K {\n${members}}\n`;
    const both = '  function a(): void;\n  function b(): void;\n';
    expect(await found('a.d.ts', ns(both), ns('  function b(): void;\n'))).toEqual([
      'member-removed breaking',
    ]);
    expect(
      await found('a.ts', ns('  function a() {}\n', 'namespace'), ns('', 'namespace')),
    ).toEqual([]);
  });
});

describe('namespaces and merged declarations', () => {
  it("compare a namespace's exports in depth", async () => {
    const ns = (config: string) =>
      `export declare namespace K {\n  interface Config { ${config} }\n}\n`;
    expect(await messages(ns('a: string; b?: number;'), ns('a: string;'))).toEqual([
      'member-removed breaking property `K.Config.b` removed',
    ]);
    expect(await messages(ns('a: string;'), ns('a: string;'))).toEqual([]);
  });

  it('compare the namespace merged into an `export =` function, named by its own name', async () => {
    const knex = (config: string, more = '') =>
      `declare function knex(config: knex.Config): void;\ndeclare namespace knex {\n  interface Config { ${config} }\n${more}}\nexport = knex;\n`;
    expect(
      await messages(
        knex('client: string;', '  function raw(sql: string): void;\n'),
        knex('client: number;'),
      ),
    ).toEqual([
      'member-type-changed breaking type of `knex.Config.client` changed incompatibly: `string` → `number`',
      'member-removed breaking `knex.raw` removed from namespace `knex`',
    ]);
  });

  it("follow a namespace's export list to the file's declarations, whose changes it exports", async () => {
    const file = (config: string) =>
      `interface Knex { a(): void }\ndeclare function knex(c: Knex.Config): Knex;\ndeclare namespace knex {\n  export { knex, knex as default, Knex };\n}\ndeclare namespace Knex {\n  interface Config { ${config} }\n}\nexport = knex;\n`;
    // The namespace and the function merged with it are unchanged: the export list's target is not.
    expect(
      await messages(file('client: string; debug?: boolean;'), file('client: string;')),
    ).toEqual(['member-removed breaking property `knex.Knex.Config.debug` removed']);
    expect(await messages(file('client: string;'), file('client: string;'))).toEqual([]);
  });

  it('read `declare module "x"` blocks as the API of module x, and a script file as globals', async () => {
    const cluster = (more: string) =>
      `declare module "cluster" {\n  interface ClusterSettings { execArgv?: string[]; ${more}}\n  function fork(): void;\n}\n`;
    expect(await messages(cluster('silent?: boolean; '), cluster(''))).toEqual([
      'member-removed breaking property `cluster.ClusterSettings.silent` removed',
    ]);
    // A script's declarations are globals, which another file may declare.
    expect(await messages('declare function setTimeout(ms: number): void;\n', '')).toEqual([
      'export-removed warning function `setTimeout` is no longer declared here; it is a global (or an ambient module), which another file may declare (not compared)',
    ]);
    expect(
      await messages(
        'declare function setTimeout(ms: number): void;\n',
        'declare function setTimeout(ms: string): void;\n',
      ),
    ).toHaveLength(1);
    // A script removed: what it declared may be declared by another file.
    const removed = await diffFileVersions({
      path: 'ts4.8/cluster.d.ts',
      base: cluster(''),
      head: null,
    });
    expect(removed.map((f) => `${f.kind} ${f.severity}`)).toEqual(['module-removed warning']);
  });

  it('read the interface merged into a class as members of its instances', async () => {
    const merged = (iface: string) =>
      `export declare class S { a(): void; }\nexport interface S { ${iface} }\n`;
    expect(
      await messages(merged('c(x?: string): void; d(): void;'), merged('c(x: string): void;')),
    ).toEqual([
      'param-became-required breaking parameter `x` of `S.c` became required',
      'member-removed breaking method `S.d` removed',
    ]);
  });
});

describe('type parameters renamed in place', () => {
  it('are the same parameters: `<T>(x: T): T` is `<U>(x: U): U`', async () => {
    const file = (a: string, b: string) =>
      `export declare function id<${a}>(x: ${a}): ${a};\nexport declare function pair<${a}, ${b} extends ${a}>(a: ${a}, b: ${b}): [${a}, ${b}];\n`;
    expect(await messages(file('T', 'S'), file('U', 'V'))).toEqual([]);
    // A type that changed is still a change.
    expect(
      await messages(file('T', 'S'), file('U', 'V').replace('(x: U): U', '(x: U): string')),
    ).toEqual([
      'return-annotation-removed-or-changed warning return type of `id` changed (relation unknown): `T` → `string`',
    ]);
  });
});

describe('type parameters added with a default the base had', () => {
  it('read as that one where old calls bind them to it', async () => {
    // neverthrow 6 → 8 `match<A>(ok: (t) => A, err: (e) => A): A` → `match<A, B = A>(…, err: (e) => B): A | B`.
    const cls = (sig: string) => `export declare class Ok<T, E> {\n  ${sig};\n}\n`;
    const base = cls('match<A>(ok: (t: T) => A, err: (e: E) => A): Promise<A>');
    const head = cls('match<A, B = A>(ok: (t: T) => A, err: (e: E) => B): Promise<A | B>');
    expect(await messages(base, head)).toEqual([]);
    // Bound by a parameter the base typed otherwise: old calls may bind it to anything, so the
    // promised `A | B` is wider than `A`.
    const free = cls('match<A, B = A>(ok: (t: T) => A, err: (e: E) => B[]): Promise<A | B>');
    expect((await messages(base, free)).map((m) => m.split(' ').slice(0, 2).join(' '))).toEqual([
      'param-type-changed warning',
      'return-type-widened breaking',
    ]);
    // A generic declaration's: written arguments give it the default.
    const iface = (params: string, type: string) =>
      `export interface Box<${params}> {\n  get(): ${type};\n}\n`;
    expect(await messages(iface('T', 'T'), iface('T, U = T', 'T | U'))).toEqual([]);
  });
});

describe('a class made generic with defaults (openai 4.70 → 4.77 `APIError`)', () => {
  const headers = 'interface Headers {\n  [k: string]: string;\n}\n';
  const base = `export declare class APIError extends Error {\n  readonly status: number | undefined;\n  constructor(status: number | undefined);\n}\nexport declare class Abort extends APIError {\n  readonly status: undefined;\n}\n${headers}`;
  const generic = (abort: string) =>
    `export declare class APIError<S extends number | undefined = number | undefined> extends Error {\n  readonly status: S;\n  constructor(status: S);\n}\nexport declare class Abort extends ${abort} {\n  readonly status: undefined;\n}\n${headers}`;

  it('reads its members as before where they name the new parameter', async () => {
    expect(await messages(base, generic('APIError'))).toEqual([]);
  });

  it('a subclass giving the base narrower arguments is still its subclass: a warning', async () => {
    expect(await messages(base, generic('APIError<undefined>'))).toEqual([
      'heritage-changed warning heritage of `Abort` changed: `extends APIError` → `extends APIError<undefined>`, the same base with narrower type arguments (inherited members may be narrower)',
    ]);
    expect(
      (await messages(base, generic('APIError<undefined>').replace(/APIError</g, 'Other<'))).map(
        (m) => m.split(' ').slice(0, 2).join(' '),
      ),
    ).toContain('heritage-changed breaking');
  });
});

describe('renames', () => {
  it('pair only exports of one shape whose names are related', async () => {
    const fn = (name: string) => `export declare function ${name}(value: unknown): boolean;\n`;
    expect(await messages(fn('isPlainArray'), fn('isPromise'))).toEqual([
      'export-removed breaking function `isPlainArray` removed',
      'export-added info function `isPromise` added',
    ]);
    expect(await messages(fn('createStore'), fn('legacy_createStore'))).toEqual([
      'export-renamed breaking function `createStore` renamed to `legacy_createStore`',
    ]);
  });
});

describe('JS properties assigned to an exported function', () => {
  it('are its namespace, as TypeScript reads them', async () => {
    const ky = (more: string) =>
      `export default function ky(input, options) {}\nky.get = (input, options) => ky(input, options);\n${more}`;
    const post = 'ky.post = (input, options) => ky(input, options);\n';
    const found = async (base: string, head: string) =>
      (await diffFileVersions({ path: 'ky.mjs', base, head })).map((f) => `${f.kind} ${f.message}`);
    expect(await found(ky(post), ky(''))).toEqual([
      'member-removed `ky.post` removed from namespace `ky`',
    ]);
    // Assigned in another order: the same namespace.
    const reordered = `export default function ky(input, options) {}\n${post}ky.get = (input, options) => ky(input, options);\n`;
    expect(await found(ky(post), reordered)).toEqual([]);
    expect(await found(ky(post), ky(post.replace('(input, options)', '(input)')))).toEqual([
      'param-removed parameter `options` removed from `ky.post`',
    ]);
  });
});

describe('release tags', () => {
  it('give members their class tag, so spelling it out on them changes nothing', async () => {
    const parser = (member: string) =>
      `/** @internal */\nexport declare class Parser {\n  ${member}parseName(): string;\n}\n`;
    expect(await messages(parser(''), parser('/** @internal */\n  '))).toEqual([]);
    const beta = (member: string) =>
      `/** @beta */\nexport declare class P {\n  ${member}run(): void;\n}\n`;
    expect(await messages(beta(''), beta('/** @beta */\n  '))).toEqual([]);
  });

  it('take `@internal` declarations as outside the public API', async () => {
    const query = (member: string, info: string) =>
      `export declare class Query {\n  ${member}refetch(): void;\n}\n/** @internal */\nexport interface Info {\n  event: string;\n  ${info}}\n`;
    expect(
      await messages(
        query('/** @internal */\n  _lastWrite?: unknown;\n  ', ''),
        query('', 'client: object;\n  '),
      ),
    ).toEqual([]);
    // Narrowing a public declaration to `@internal` is a break.
    expect(
      await messages(
        'export declare function f(): void;\n',
        '/** @internal */\nexport declare function f(): void;\n',
      ),
    ).toEqual([
      'release-tag-narrowed breaking release tag of `f` narrowed from untagged (public) to @internal',
    ]);
  });

  it('leave out an augmentation of a module of the same package (`declare module "."`)', async () => {
    const canary = (more: string) =>
      `import React = require(".");\nexport {};\ndeclare module "." {\n  export function useCacheRefresh(): () => void;\n${more}}\n`;
    expect(
      await messages(canary('  export function addTransitionType(t: string): void;\n'), canary('')),
    ).toEqual([]);
  });

  it('compare an augmentation moved to another module name with the one it was (pinia 2.1 → 2.3)', async () => {
    const augmenting = (module: string, members: string) =>
      `export interface Pinia {\n  id: string;\n}\ndeclare module '${module}' {\n  interface GlobalComponents {}\n  interface ComponentCustomProperties {\n${members}  }\n}\n`;
    const both = '    $pinia: Pinia;\n    $store: string;\n';
    const before = augmenting('@vue/runtime-core', both);
    expect(await messages(before, augmenting('vue', both))).toEqual([
      'export-removed warning augmentation of module `@vue/runtime-core` moved to `vue`: the same types only where `vue` re-exports `@vue/runtime-core` (not in view); its declarations are compared there',
    ]);
    expect(await messages(before, augmenting('vue', '    $pinia: Pinia;\n'))).toEqual([
      'export-removed warning augmentation of module `@vue/runtime-core` moved to `vue`: the same types only where `vue` re-exports `@vue/runtime-core` (not in view); its declarations are compared there',
      'member-removed breaking property `@vue/runtime-core.ComponentCustomProperties.$store` removed',
    ]);
    // Declaring none of its names, it is another augmentation.
    expect(
      await messages(
        before,
        'export interface Pinia {\n  id: string;\n}\ndeclare module "vue" {\n  interface Other {}\n}\n',
      ),
    ).toEqual([
      'export-removed breaking namespace `@vue/runtime-core` removed',
      'export-added info namespace `vue` added',
    ]);
  });
});
