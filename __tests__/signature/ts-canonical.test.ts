import { diffFileVersions } from '../../src/signature/index';

// One type written two ways (ts/type-canon.ts): each pair below came from fp-ts 2.16.0 → 2.16.9,
// whose declaration files a newer compiler emitted; they named imports and type parameters, so
// the checker could not answer and every one was a "relation unknown" warning.
const found = async (base: string, head: string) =>
  (await diffFileVersions({ path: 'a.d.ts', base, head })).map((f) => `${f.kind} ${f.severity}`);
const imports = (how: 'named' | 'namespace') =>
  how === 'named'
    ? "import { NonEmptyArray } from './NonEmptyArray';\nimport { Either } from './Either';\n"
    : "import * as NEA from './NonEmptyArray';\nimport * as E from './Either';\n";
const declared = (type: string, how: 'named' | 'namespace' = 'named') =>
  `${imports(how)}export declare const f: ${type};\n`;

describe('TS types respelled', () => {
  it.each([
    [
      'array spelling, nested',
      '<A>(as: A[]) => Either<A, B>[]',
      '<A>(as: Array<A>) => Array<Either<A, B>>',
    ],
    [
      'readonly array spelling',
      '(as: readonly Either<string, number>[]) => void',
      '(as: ReadonlyArray<Either<string, number>>) => void',
    ],
    [
      'union order, inside a function type',
      '<A>(fa: A[]) => (B | A)[]',
      '<A>(fa: Array<A>) => Array<A | B>',
    ],
    [
      'nested and parenthesized unions',
      '(x: Either<string, number> | (null | undefined)) => void',
      '(x: undefined | Either<string, number> | null) => void',
    ],
    [
      'a mapped type key renamed',
      '<A>() => { readonly [K_1 in keyof A]: A[K_1] }',
      '<A>() => { readonly [K in keyof A]: A[K] }',
    ],
    [
      'a function type parameter renamed',
      '<A>(f: (a: A) => boolean) => A[]',
      '<A>(f: (value: A) => boolean) => A[]',
    ],
    [
      'a function type type parameter renamed',
      '(f: <X>(x: X) => X) => Either<string, number>',
      '(f: <Y>(y: Y) => Y) => Either<string, number>',
    ],
    [
      'a type predicate with its parameter renamed',
      '<A>(f: (x: A) => x is A) => void',
      '<A>(f: (y: A) => y is A) => void',
    ],
    [
      'an infer variable renamed',
      '<T>(x: T) => T extends Either<infer L, infer R> ? [L, R] : never',
      '<T>(x: T) => T extends Either<infer E1, infer A1> ? [E1, A1] : never',
    ],
    [
      'type literal members reordered',
      '<A>() => { a: A; b: Either<A, A> }',
      '<A>() => { b: Either<A, A>; a: A }',
    ],
    ['string literal quotes', "<A>(x: A) => Either<'left', A>", '<A>(x: A) => Either<"left", A>'],
    ['a one-signature type literal', '<A>() => { new (): A }', '<A>() => new () => A'],
    [
      'a tuple member named',
      '<A>() => [A, Either<A, A>?]',
      '<A>() => [first: A, second?: Either<A, A>]',
    ],
  ])('%s: no finding', async (_, base, head) => {
    expect(await found(declared(base), declared(head))).toEqual([]);
  });

  it("a generic's default argument written out or left to its declaration (zod 3.23 → 3.24)", async () => {
    const arr = (type: string) =>
      `export declare class Arr<T, C extends 'many' | 'one' = 'many'> {\n  t: T;\n  c: C;\n}\nexport declare class Fx<I, O = I> {\n  i: I;\n  o: O;\n}\nexport declare function f<T>(schema: T): ${type};\n`;
    expect(await found(arr("Arr<T, 'many'>"), arr('Arr<T>'))).toEqual([]);
    expect(await found(arr('Fx<T, T>'), arr('Fx<T>'))).toEqual([]);
    expect(await found(arr("Arr<T, 'one'>"), arr('Arr<T>'))).toEqual([
      'return-annotation-removed-or-changed warning',
    ]);
    expect(await found(arr('Fx<T, string>'), arr('Fx<T>'))).toEqual([
      'return-annotation-removed-or-changed warning',
    ]);
  });

  it('a type alias the file declares and the type it stands for (mobx 6.13.5 → 6.13.7)', async () => {
    const change = (type: string, aliases = '') => `${aliases}export type Change<T> = ${type};\n`;
    const split =
      "type Delete<T> = { type: 'delete'; oldValue: T };\ntype Add<T> = { type: 'add'; newValue: T };\n";
    const inline = "{ type: 'delete'; oldValue: T } | { type: 'add'; newValue: T }";
    // (A declaration file exports every declaration: the two aliases are new exports.)
    expect(await found(change(inline), change('Delete<T> | Add<T>', split))).toEqual([
      'export-added info',
      'export-added info',
    ]);
    expect(await found(change(inline), change('Delete<T> | Add<T[]>', split))).toEqual([
      'type-alias-changed warning',
      'export-added info',
      'export-added info',
    ]);
    // A recursive alias is read once, then by its name.
    const json = 'type Json = string | number | Json[] | { [key: string]: Json };\n';
    expect(await found(change('Json | T', json), change('T | Json', json))).toEqual([]);
  });

  it('a named import and a namespace import of one module name one type', async () => {
    const base = declared('<B>(b: B) => NEA.NonEmptyArray<B>', 'namespace');
    expect(await found(base, declared('<B>(b: B) => NonEmptyArray<B>'))).toEqual([]);
    const typeImport = declared("<B>(b: B) => import('./NonEmptyArray.js').NonEmptyArray<B>");
    expect(await found(base, typeImport)).toEqual([]);
    const aliased = `${imports('namespace')}import NonEmptyArray = NEA.NonEmptyArray;\nexport declare const f: <B>(b: B) => NonEmptyArray<B>;\n`;
    expect(await found(base, aliased)).toEqual([]);
    // The same name from another module is another type.
    const other = `import { NonEmptyArray } from './other';\nexport declare const f: <B>(b: B) => NonEmptyArray<B>;\n`;
    expect(await found(base, other)).toEqual(['return-annotation-removed-or-changed warning']);
  });

  it.each([
    ['another element type', '<A>(as: A[]) => A[]', '<A>(as: Array<A>) => Array<Either<A, A>>'],
    ['a union member added', '<A>(x: A) => A | null', '<A>(x: A) => A | null | undefined'],
    [
      'a parameter added',
      '<A>(f: (a: A) => boolean) => A[]',
      '<A>(f: (a: A, i: number) => boolean) => A[]',
    ],
    [
      'readonly dropped from a mapped type',
      '<A>() => { readonly [K in keyof A]: A[K] }',
      '<A>() => { [K in keyof A]: A[K] }',
    ],
    ['a tuple member made optional', '<A>() => [A, A]', '<A>() => [A, A?]'],
    [
      'type variables swapped',
      '<A, B>(f: (a: A, b: B) => A) => B',
      '<A, B>(f: (a: B, b: A) => A) => B',
    ],
  ])('%s: still a finding', async (_, base, head) => {
    expect(await found(declared(base), declared(head))).not.toEqual([]);
  });

  it('a readonly array takes every mutable one, whatever its element', async () => {
    // `Box` gained a member: the arrays' relation is read from the `readonly` alone, as two
    // mentions of one name are the same type (the change is reported where `Box` is declared).
    const file = (box: string, array: string) =>
      `export declare class Box {\n  ${box}\n}\nexport declare function f(x: ${array}): void;\nexport declare function g<T>(): ${array.replace('Box', 'T')};\n`;
    expect(await found(file('a: 1;', 'Box[]'), file('a: 1;\n  b: 2;', 'readonly Box[]'))).toEqual([
      'param-type-widened info',
      'return-type-widened breaking',
    ]);
    expect(await found(file('a: 1;', 'readonly [Box]'), file('a: 1;', '[Box]'))).toEqual([
      'param-type-narrowed breaking',
      'return-type-narrowed info',
    ]);
  });

  it('`Record<string, V>` and an index signature (@angular/common 19.0 → 19.2: 121 HttpClient overloads)', async () => {
    // Beside a class each version declares with a private member: two types to the checker.
    const file = (headers: string) =>
      `export declare class Headers {\n  private h;\n}\nexport declare function get(o: { headers?: Headers | ${headers} }): void;\n`;
    const indexed = file('{ [header: string]: string | string[] }');
    expect(await found(indexed, file('Record<string, string | string[]>'))).toEqual([]);
    expect(await found(indexed, file('Record<string, string>'))).toEqual([
      'param-type-narrowed breaking',
    ]);
    // Through a local alias (fp-ts 2.16: `Readonly<Record<string, A>>` → `ReadonlyRecord<string, A>`).
    const alias = 'type ReadonlyRecord<K extends string, T> = Readonly<Record<K, T>>;\n';
    const param = (t: string) => `${alias}export declare function size<A>(r: ${t}): A;\n`;
    expect(
      await found(param('Readonly<Record<string, A>>'), param('ReadonlyRecord<string, A>')),
    ).toEqual([]);
    // A `Record` the file declares is its own.
    const own = 'type Record<K, V> = { k: K; v: V };\n';
    expect(
      await found(`${own}${indexed}`, `${own}${file('Record<string, string | string[]>')}`),
    ).toEqual(['param-type-narrowed breaking']);
  });

  it('a union holding `any` is `any` (nest 11: 21 exception constructors)', async () => {
    const f = (type: string) => `export declare function f(x?: ${type}): void;\n`;
    expect(await found(f('string | object | any'), f('any'))).toEqual([]);
    expect(await found(f('string'), f('string | any'))).toEqual(['param-type-widened info']);
  });

  it('an optional property spelling out `| undefined` (nest 11: ParseBoolPipe.options)', async () => {
    const i = (type: string) => `export interface I {\n  name?: ${type};\n}\n`;
    expect(await found(i('string'), i('string | undefined'))).toEqual([]);
    // Only `exactOptionalPropertyTypes` reads it: assigning `undefined` is no longer allowed there.
    expect(await found(i('undefined | string'), i('string'))).toEqual([
      'member-type-changed warning',
    ]);
    expect(await found(i('string'), i('string | null'))).toEqual(['member-type-changed breaking']);
  });

  it('an optional parameter or property is related without `undefined`, spelled or not (zod 3.22 → 3.23: custom)', async () => {
    // `check?: ((data: unknown) => any) | undefined` → `check?: (data: any) => any`.
    const f = (type: string) => `export declare function custom(check?: ${type}): void;\n`;
    const before = '((data: unknown) => any) | undefined';
    expect(await found(f(before), f('(data: any) => any'))).toEqual([]);
    expect(await found(f('string | number | undefined'), f('string'))).toEqual([
      'param-type-narrowed breaking',
    ]);
    expect(await found(f('undefined'), f('string'))).toEqual(['param-type-widened info']);
    // A function type stays in its parentheses when `undefined` is left out.
    const next = '((value: string) => void) | null';
    expect(await found(f(`${next} | undefined`), f(next))).toEqual([]);
    expect(await found(f(`${next} | undefined`), f('(value: string) => void | null'))).toEqual([
      'param-type-narrowed breaking',
    ]);
    // `undefined` listed through an alias is listed.
    const maybe = 'type Maybe<T> = T | undefined;\n';
    const p = (type: string) => `${maybe}export interface P {\n  size?: ${type};\n}\n`;
    expect(await found(p('number | undefined'), p('Maybe<number>'))).toEqual([]);
    // An optional property of a function type (`| undefined` spelled out or not) is a method.
    const i = (type: string) => `export interface I {\n  check?: ${type};\n}\n`;
    expect(await found(i(before), i('(data: any) => any'))).toEqual([]);
    expect(await found(i(before), 'export interface I {\n  check?(data: any): any;\n}\n')).toEqual(
      [],
    );
    expect(await found(i(before), i('(data: string) => any'))).toEqual([
      'param-type-narrowed breaking',
    ]);
  });

  it('object types keyed by a unique symbol each version declares (pino 9.8 → 9.9)', async () => {
    const g = (members: string) =>
      `declare const kMeta: unique symbol;\nexport declare function g(): { [kMeta]: boolean; ${members} };\n`;
    expect(await found(g('a: number'), g('a: number; b: string'))).toEqual([
      'return-type-narrowed info',
    ]);
    expect(await found(g('a: number; b: string'), g('a: number'))).toEqual([
      'return-type-widened breaking',
    ]);
  });

  it('an `import()` type is another module, never resolved: unknown, not widened', async () => {
    expect(
      await found(
        'export declare function guard(b: boolean): void[];\n',
        "export declare function guard(b: boolean): import('./HKT').Kind<'Array', void>;\n",
      ),
    ).toEqual(['return-annotation-removed-or-changed warning']);
  });

  it('a promise or array of an imported type relates as its element does (typeorm 0.3.17 → 0.3.20)', async () => {
    const f = (type: string) =>
      `import { Document } from './doc';\nexport declare class Runner<T> {\n  find(): ${type};\n}\n`;
    expect(await found(f('Promise<Document>'), f('Promise<Document | null>'))).toEqual([
      'return-type-widened breaking',
    ]);
    expect(await found(f('PromiseLike<T | null>'), f('PromiseLike<T>'))).toEqual([
      'return-type-narrowed info',
    ]);
    expect(await found(f('Document[]'), f('ReadonlyArray<Document | T>'))).toEqual([
      'return-type-widened breaking',
    ]);
    // What the element alone cannot tell stays unknown.
    expect(await found(f('Promise<Document>'), f('Promise<T>'))).toEqual([
      'return-annotation-removed-or-changed warning',
    ]);
    // A `Promise` the file declares is its own.
    const own = 'declare class Promise<T> { set(v: T): void }\n';
    expect(
      await found(`${own}${f('Promise<Document>')}`, `${own}${f('Promise<Document | null>')}`),
    ).toEqual(['return-annotation-removed-or-changed warning']);
  });

  it('a class and `this` in it (three.js loaders: `setPath(): Loader` → `setPath(): this`)', async () => {
    const c = (a: string, b: string) =>
      `export interface Thread extends Channel { t: 1 }\nexport declare class Channel<F = boolean> {\n  f: F;\n  set(): ${a};\n  edit(x: ${b}): void;\n}\n`;
    // `this` is whichever subclass the member is reached through: it takes fewer values.
    expect(await found(c('Channel', 'Channel<F>'), c('this', 'this'))).toEqual([
      'return-type-narrowed info',
      'param-type-narrowed breaking',
    ]);
    expect(await found(c('Promise<this>', 'this'), c('Promise<Channel>', 'Channel'))).toEqual([
      'return-type-widened breaking',
      'param-type-widened info',
    ]);
    // Another type and `this`: base `this` and head `this` are two versions' types (discord.js
    // 14.16 `ThreadChannel.edit`: `Promise<AnyThreadChannel>` → `Promise<this>`).
    expect(await found(c('Thread', 'Thread'), c('this', 'this'))).toEqual([
      'return-annotation-removed-or-changed warning',
      'param-type-changed warning',
    ]);
  });
});
