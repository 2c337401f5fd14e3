import { diffFileVersions } from '../../src/signature/index';

// An overload is removed only when no signature of the new version accepts all its calls; a
// signature the new version still takes in another spelling is compared, not removed.
const found = async (path: string, base: string, head: string) =>
  (await diffFileVersions({ path, base, head })).map((f) => `${f.kind} ${f.severity} ${f.message}`);

describe('overloads merged or split', () => {
  it('merged into one signature that takes every call: the parameters widen, nothing is removed', async () => {
    const base =
      'export function f(v: string): void;\nexport function f(v: number): void;\nexport function f(v: unknown) {}\n';
    const head = 'export function f(v: string | number): void {}\n';
    expect(await found('a.ts', base, head)).toEqual([
      'param-type-widened info parameter `v` of `f` widened: `string` → `string | number`',
      'param-type-widened info parameter `v` of `f` widened: `number` → `string | number`',
    ]);
  });

  it('merged with a wider return: the return widens', async () => {
    const base =
      'export function f(v: string): string;\nexport function f(v: number): number;\nexport function f(v: any) { return v; }\n';
    const head = 'export function f(v: string | number): string | number { return v; }\n';
    const kinds = (await found('a.ts', base, head)).map((f) => f.split(' ').slice(0, 2).join(' '));
    expect(kinds).toEqual([
      'param-type-widened info',
      'return-type-widened breaking',
      'param-type-widened info',
      'return-type-widened breaking',
    ]);
  });

  it('split into overloads none of which takes every old call: the old signature is removed', async () => {
    const base = 'export function f(v: unknown): void {}\n';
    const head =
      'export function f(v: string): void;\nexport function f(v: number): void;\nexport function f(v: unknown) {}\n';
    expect(await found('a.ts', base, head)).toEqual([
      'overload-removed breaking overload `(v: unknown): void` of `f` removed: no signature of the new version accepts all its calls',
    ]);
  });

  it('a dropped overload another still covers is not removed', async () => {
    const sigs = (...s: string[]) =>
      `${s.map((x) => `export function f${x};\n`).join('')}export function f(v: any) { return v; }\n`;
    const base = sigs('(v: "a"): string', '(v: string): string', '(v: number): number');
    const head = sigs('(v: string): string', '(v: number): number');
    expect(await found('a.ts', base, head)).toEqual([
      'param-type-widened info parameter `v` of `f` widened: `"a"` → `string`',
    ]);
  });

  it('in Python, an unknown relation between parameter annotations does not take the calls', async () => {
    const stub = (t: string) => `@overload\ndef f(x: ${t}) -> int: ...\n`;
    const impl = 'def f(x):\n    return 1\n';
    const base = `from typing import overload\n${stub('str')}${stub('bytes')}${impl}`;
    const head = `from typing import overload\n${stub('bytes')}${impl}`;
    expect(await found('a.py', base, head)).toEqual([
      'overload-removed breaking overload `(x: str): int` of `f` removed: no signature of the new version accepts all its calls',
    ]);
  });
});

describe('Python @overload stubs added to a function', () => {
  const plain = 'def parse(value, strict=False):\n    """Parse a value."""\n    return value\n';
  const stubbed = (doc: string) =>
    'from typing import overload\n\n' +
    '@overload\ndef parse(value: str, strict: bool = ...) -> str: ...\n' +
    '@overload\ndef parse(value: bytes, strict: bool = ...) -> bytes: ...\n' +
    `def parse(value, strict=False):\n${doc}    return value\n`;

  it('keep the docstring of the implementation, and `= ...` stands for its default', async () => {
    expect(await found('a.py', plain, stubbed('    """Parse a value."""\n'))).toEqual([]);
  });

  it('point at the implementation, whose docstring names the function', async () => {
    const findings = await diffFileVersions({ path: 'a.py', base: plain, head: stubbed('') });
    expect(findings.map((f) => [f.kind, f.line, f.oldLine])).toEqual([
      ['doc-comment-removed', 7, 2],
    ]);
  });
});

describe('interface members as methods or function-typed properties', () => {
  const iface = (member: string) => `export interface H {\n  ${member};\n}\n`;

  it('compare the signatures of both spellings', async () => {
    expect(
      await found('a.ts', iface('m(x: string): void'), iface('m: (x: number) => void')),
    ).toEqual([
      'param-type-narrowed breaking parameter `x` of `H.m` changed incompatibly: `string` → `number`',
    ]);
  });

  it('a method that became a property of another type changed form', async () => {
    expect(await found('a.ts', iface('m(): string'), iface('m: string'))).toEqual([
      'callable-form-changed breaking `H.m` changed from a method to a property',
    ]);
  });

  it('a readonly function-typed property stays a property', async () => {
    expect(await found('a.ts', iface('m(): void'), iface('readonly m: () => void'))).toEqual([
      'callable-form-changed breaking `H.m` changed from a method to a property',
    ]);
  });
});
