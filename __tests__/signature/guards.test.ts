import { diffFileVersions } from '../../src/signature/index';

// A type guard's target is what a caller's narrowing gets, so it is compared as a return type;
// the checker alone reads every `x is T` as `boolean`.
const found = async (base: string, head: string) =>
  (await diffFileVersions({ path: 'a.d.ts', base, head })).map(
    (f) => `${f.kind} ${f.severity} ${f.message}`,
  );

const types = 'export interface Foo {\n  a: string;\n}\nexport interface Bar {\n  b: number;\n}\n';
const fn = (params: string, guard: string) =>
  `${types}export declare function f(${params}): ${guard};\n`;
const method = (guard: string) => `${types}export declare class C {\n  m(): ${guard};\n}\n`;

describe('type guards', () => {
  it('a boolean return that became a type guard is narrowed; one that became an assertion is not', async () => {
    // class-validator 0.14.0 → 0.14.1: `isDefined(value: any): boolean` → `value is T`.
    expect(await found(fn('x: unknown', 'boolean'), fn('x: unknown', 'x is Foo'))).toEqual([
      'return-type-narrowed info return type of `f` narrowed to type guard `x is Foo` (was `boolean`)',
    ]);
    // `asserts x is Foo` returns nothing.
    expect(await found(fn('x: unknown', 'boolean'), fn('x: unknown', 'asserts x is Foo'))).toEqual([
      'return-type-widened breaking return type of `f` changed incompatibly: `boolean` → `asserts x is Foo`',
    ]);
  });

  it('a target changed to an unrelated type is breaking', async () => {
    expect(await found(fn('x: unknown', 'x is Foo'), fn('x: unknown', 'x is Bar'))).toEqual([
      'return-type-widened breaking return type of `f` changed incompatibly: `x is Foo` → `x is Bar`',
    ]);
    expect(await found(method('this is Foo'), method('this is Bar'))).toEqual([
      'return-type-widened breaking return type of `C.m` changed incompatibly: `this is Foo` → `this is Bar`',
    ]);
    expect(
      await found(fn('x: unknown', 'asserts x is Foo'), fn('x: unknown', 'asserts x is Bar')),
    ).toEqual([
      'return-type-widened breaking return type of `f` changed incompatibly: `asserts x is Foo` → `asserts x is Bar`',
    ]);
  });

  it('a target widened or narrowed is read as a return', async () => {
    const [a, b] = ['x is Foo', 'x is Foo & { c: boolean }'].map((g) => fn('x: unknown', g));
    expect(await found(b!, a!)).toEqual([
      'return-type-widened breaking return type of `f` widened: `x is Foo & {c: boolean}` → `x is Foo`',
    ]);
    expect(await found(a!, b!)).toEqual([
      'return-type-narrowed info return type of `f` narrowed: `x is Foo` → `x is Foo & {c: boolean}`',
    ]);
  });

  it('a guard of another parameter is breaking; a parameter renamed with its guard is only renamed', async () => {
    expect(
      await found(
        fn('x: unknown, y: unknown', 'x is Foo'),
        fn('x: unknown, y: unknown', 'y is Foo'),
      ),
    ).toEqual([
      'return-type-widened breaking return type of `f` changed incompatibly: it narrows `y`, not `x` (`x is Foo` → `y is Foo`)',
    ]);
    expect(await found(fn('x: unknown', 'x is Foo'), fn('value: unknown', 'value is Foo'))).toEqual(
      ['param-renamed info parameter `x` of `f` renamed to `value`'],
    );
  });

  it('a target respelled is no change', async () => {
    const local = 'type Named = { a: string };\n';
    expect(
      await found(fn('x: unknown', 'x is Foo'), fn('x: unknown', 'x is { a: string }')),
    ).toEqual([]);
    expect(
      await found(
        `${local}${fn('x: unknown', 'x is Named')}`,
        `${local}${fn('x: unknown', 'x is { a: string }')}`,
      ),
    ).toEqual([]);
  });
});
