import { diffFileVersions } from '../../src/signature/index';

// A type inferred from an imported name is opaque (imports are never resolved), decided from syntax
// without a checker (ts/opacity.ts); a parameter of the same name is not the import.
const kinds = async (base: string, head: string) =>
  (await diffFileVersions({ path: 'a.ts', base, head })).map((f) => `${f.kind} ${f.symbol}`);

describe('signature: types inferred from imports', () => {
  const imported = "import { x } from './x';\n";

  it('compares an arrow whose parameter hides an imported name', async () => {
    expect(
      await kinds(
        `${imported}export const f = (x: number) => x.toFixed();\n`,
        `${imported}export const f = (x: number) => x + 1;\n`,
      ),
    ).toEqual(['return-type-widened f']);
    expect(
      await kinds(
        `${imported}export const f = ({ x }: { x: number }) => x.toFixed();\n`,
        `${imported}export const f = ({ x }: { x: number }) => x + 1;\n`,
      ),
    ).toEqual(['return-type-widened f']);
  });

  it('leaves an arrow that returns the imported name itself opaque', async () => {
    expect(
      await kinds(
        `${imported}export const f = (y: number) => x.a(y);\n`,
        `${imported}export const f = (y: number) => x.b(y);\n`,
      ),
    ).toEqual([]);
  });
});

describe('signature: declarations of the pair with a base out of view', () => {
  it("are opaque: the checker would read them without that base's members", async () => {
    // @types/node 22.5 → 22.10 `URLSearchParams.keys()`: a false breaking `return-type-widened`.
    const iterator = (base: string) =>
      `interface ParamsIterator<T> extends ${base} {\n  [Symbol.iterator](): ParamsIterator<T>;\n}\n`;
    const cls = (ret: string) => `export declare class P {\n  keys(): ${ret};\n}\n`;
    const base = cls('IterableIterator<string>');
    const outside = `${iterator('NodeJS.Iterator<T>')}${cls('ParamsIterator<string>')}`;
    expect(await kinds(base, outside)).toEqual(['return-annotation-removed-or-changed P.keys']);
    // A base declared beside it is in view, at any depth: the checker decides.
    const inView = `interface Base<T> {\n  next(): T;\n}\n${iterator('Base<T>')}${cls('ParamsIterator<string>')}`;
    expect(await kinds(base, inView)).toEqual(['return-type-widened P.keys']);
  });
});

describe('signature: inferred types of a type parameter', () => {
  it("take an inferred type naming its own `T` as its own version's, printed alike", async () => {
    const fn = (body: string) =>
      `class Failure {\n  e = 1;\n}\nexport function run<T>(f: () => T) {\n  ${body}\n}\n`;
    const base = fn('try { return f(); } catch { return new Failure(); }');
    const same = fn('try { return f(); } catch { const failure = new Failure(); return failure; }');
    expect(await kinds(base, same)).toEqual([]);
    // Printed otherwise, the two `T`s are two symbols to the checker, which finds every such pair
    // unrelated: unknown (RTK 2.2 → 2.5 `buildSelectors`, whose return only narrowed, was a false
    // breaking finding).
    const other = fn('try { return f(); } catch { return [new Failure()]; }');
    expect(await kinds(base, other)).toEqual(['return-annotation-removed-or-changed run']);
    const build = (tags: string) =>
      `export function build<T>(x: T) {\n  function count(tags: readonly ${tags}[]): number {\n    return tags.length;\n  }\n  return { get: () => x, count };\n}\n`;
    expect(await kinds(build('string'), build('(string | null)'))).toEqual([
      'return-annotation-removed-or-changed build',
    ]);
  });

  it('take two inferred types printed alike as equal, whatever the checker says of them', async () => {
    // A returned generic function whose constraint names a class with a private member: base and
    // head each declare the class, two types to the checker (RTK 2.2 → 2.5 `buildCreateSlice`, a
    // false breaking finding). A change to the class is reported where it is declared.
    const file = (body: string) =>
      `export class Box<T> {\n  private v!: T;\n}\nexport type Reducers<S> = {\n  [K: string]: (s: Box<S>) => S;\n};\nexport function build() {\n  ${body}\n  return function make<S, R extends Reducers<S>>(o: { s: S; r: R }): R {\n    return o.r;\n  };\n}\n`;
    expect(await kinds(file('const x = 1;'), file('const y = 2;'))).toEqual([]);
  });

  it("take an inferred `this` or `T` as its own version's, not as a change", async () => {
    const cls = (body: string) =>
      `export default class Headers {\n  set(name, value) {\n    ${body}\n    return this;\n  }\n}\n`;
    expect(
      await diffFileVersions({
        path: 'h.js',
        base: cls('this.a = name;'),
        head: cls('this.b = value;'),
      }),
    ).toEqual([]);
    const id = (body: string) => `export function id<T>(x: T) {\n  ${body}\n  return x;\n}\n`;
    expect(await kinds(id('void 0;'), id('void 1;'))).toEqual([]);
  });
});

describe('signature: types naming a class or interface each version declares', () => {
  // The checker takes the base's and the head's class as two types (one private member makes them
  // unrelated); where every alias the type names is written alike in both, they are related where
  // both mean the head's (ts/oracle.ts inHeadScope).
  const cls = (extra: string) => `export declare class Headers {\n  private h;\n${extra}}\n`;
  const get = (a: string) =>
    `export declare function get(o: { headers: Headers; a: ${a} }): void;\n`;

  it('compare the rest of the type as written', async () => {
    expect(await kinds(cls('') + get('string'), cls('') + get('string | number'))).toEqual([
      'param-type-widened get',
    ]);
    // The class changed too: one type by its name, whose change is its own finding.
    expect(
      await kinds(cls('') + get('string'), cls('  x(): void;\n') + get('string | number')),
    ).toEqual(['param-type-widened get']);
    // An alias the file keeps to itself is what it stands for: its change is seen through the type
    // (an exported one is reported where it is declared).
    const alias = (t: string) => `type Version = ${t};\n`;
    const map = (a: string) =>
      `export declare function set(o: { headers: Headers; v: Map<string, Version>; a: ${a} }): void;\n`;
    expect(
      await kinds(
        cls('') + alias('string | undefined') + map('string'),
        cls('') + alias('string') + map('string | number'),
      ),
    ).toEqual(['param-type-narrowed set']);
    expect(
      await kinds(
        cls('') + alias('string') + map('string'),
        cls('') + alias('string') + map('string | number'),
      ),
    ).toEqual(['param-type-widened set']);
    const exported = (t: string) => `export ${alias(t)}`;
    expect(
      await kinds(
        cls('') + exported('string | undefined') + map('string'),
        cls('') + exported('string') + map('string | number'),
      ),
    ).toEqual(['type-alias-changed Version', 'param-type-widened set']);
    expect(await kinds(cls('') + get('string'), cls('') + get('number'))).toEqual([
      'param-type-narrowed get',
    ]);
  });

  it("keep the two versions where the head no longer declares a name the base's type uses", async () => {
    const old = 'export declare class Old {\n  private o;\n}\n';
    const f = (t: string) => `export declare function f(o: ${t}): void;\n`;
    expect(
      await kinds(`${old}${f('{ a: Old; b: string }')}`, f('{ a: string; b: string }')),
    ).toEqual(['param-type-narrowed f', 'export-removed Old']);
  });
});

describe('signature: instantiations of one generic declaration in both versions', () => {
  // Compared by their type arguments, not member by member (ts/oracle.ts sameInstantiation).
  const box = 'export declare class Box<T, U = T> {\n  t: T;\n  u: U;\n}\n';
  const f = (param: string, prelude = '') =>
    `${prelude}${box}export declare function f(b: ${param}): void;\n`;

  it('are equal with the same arguments, defaults filled in, or `any` for one', async () => {
    expect(await kinds(f('Box<string>'), f('Box<string, string>'))).toEqual([]);
    expect(await kinds(f('Box<any, any>'), f('Box<any>'))).toEqual([]);
  });

  it('differ with other arguments', async () => {
    expect(await kinds(f('Box<string>'), f('Box<number>'))).toEqual(['param-type-narrowed f']);
  });

  it('do not take an unresolved import for `any`', async () => {
    const derived = (base: string) =>
      `import { Ext } from './ext';\n${box}export declare class D extends ${base} {}\n`;
    expect(await kinds(derived('Box<Ext>'), derived('Box<string>'))).toEqual([
      'heritage-changed D',
    ]);
  });
});
