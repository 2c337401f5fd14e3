import { diffFileVersions } from '../../src/signature/index';

// Which parameters a caller may leave out, as TypeScript decides it, and what gaining or losing a
// default means for an optional one.
const found = async (path: string, base: string, head: string) =>
  (await diffFileVersions({ path, base, head })).map((f) => `${f.kind} ${f.severity} ${f.message}`);

describe('parameters of untyped .js functions', () => {
  it('are all optional, as TypeScript calls them: a new one is optional', async () => {
    expect(
      await found('a.js', 'export function f(a) {}\n', 'export function f(a, b) {}\n'),
    ).toEqual(['param-optional-added info optional parameter `b` added to `f`']);
    const cls = (params: string) => `class A {\n  m(${params}) {}\n}\nmodule.exports = { A };\n`;
    expect(await found('a.js', cls('a'), cls('a, b'))).toEqual([
      'param-optional-added info optional parameter `b` added to `A.m`',
    ]);
  });

  it('lose a default without becoming required', async () => {
    expect(
      await found('a.js', 'export function f(a, c = 1) {}\n', 'export function f(a, c) {}\n'),
    ).toEqual(['param-default-changed warning parameter `c` of `f`: default `1` removed']);
  });

  it('are required where JSDoc types the function, by @param or @type', async () => {
    const tagged = (params: string, tags: string) =>
      `/**\n${tags}\n */\nexport function f(${params}) {}\n`;
    const typed = (type: string, params: string) =>
      `/** @type {${type}} */\nexport const f = (${params}) => {};\n`;
    for (const [base, head] of [
      [
        tagged('a', ' * @param {string} a'),
        tagged('a, b', ' * @param {string} a\n * @param {number} b'),
      ],
      [typed('(a: string) => void', 'a'), typed('(a: string, b: number) => void', 'a, b')],
    ]) {
      expect(await found('a.js', base!, head!)).toEqual([
        'param-required-added breaking required parameter `b` added to `f`',
      ]);
    }
  });
});

describe('defaults of optional parameters', () => {
  it('report a default removed or added as a changed default', async () => {
    const f = (param: string) => `export function f(${param}): void {}\n`;
    expect(await found('a.ts', f('c = 1'), f('c?: number'))).toEqual([
      'param-default-changed warning parameter `c` of `f`: default `1` removed',
    ]);
    expect(await found('a.ts', f('c?: number'), f('c = 1'))).toEqual([
      'param-default-changed warning parameter `c` of `f`: default `1` added',
    ]);
  });
});

describe('positions of parameters', () => {
  it('an optional parameter inserted before others moves their positional arguments: one finding', async () => {
    expect(
      await found(
        'm.py',
        'def f(a, b=1, c=2):\n    pass\n',
        'def f(a, x=0, y=0, b=1, c=2):\n    pass\n',
      ),
    ).toEqual([
      'param-moved breaking optional parameter `x` inserted at position 2 of `f`: positional arguments from there on reach other parameters (`b` 2 → 4, `c` 3 → 5)',
      'param-optional-added info optional parameter `y` added to `f`',
    ]);
    expect(
      await found(
        'a.ts',
        'export function f(a: number, b?: string): void {}\n',
        'export function f(a: number, x?: boolean, b?: string): void {}\n',
      ),
    ).toEqual([
      'param-moved breaking optional parameter `x` inserted at position 2 of `f`: positional arguments from there on reach other parameters (`b` 2 → 3)',
    ]);
    expect(
      await found(
        'm.py',
        'def f(a, b, c, d, e):\n    pass\n',
        'def f(x=0, a=0, b=0, c=0, d=0, e=0):\n    pass\n',
      ),
    ).toContainEqual(
      'param-moved breaking optional parameter `x` inserted at position 1 of `f`: positional arguments from there on reach other parameters (`a` 1 → 2, `b` 2 → 3, `c` 3 → 4 and 2 more)',
    );
    // After the last positional parameter, or keyword-only: no call's arguments move.
    for (const head of ['def f(a, b=1, c=2, x=0):\n', 'def f(a, b=1, c=2, *, x=0):\n'])
      expect(await found('m.py', 'def f(a, b=1, c=2):\n    pass\n', `${head}    pass\n`)).toEqual([
        'param-optional-added info optional parameter `x` added to `f`',
      ]);
  });

  it('a parameter that keeps its position has not moved, though another moved past it (redis 6.1 RedisCluster)', async () => {
    expect(
      await found(
        'm.py',
        'def f(a, b=1, c=2, d=3):\n    pass\n',
        'def f(a, b=1, x=0, d=3, c=2):\n    pass\n',
      ),
    ).toEqual([
      'param-optional-added info optional parameter `x` added to `f`',
      'param-moved breaking parameter `c` of `f` moved from position 3 to 5',
    ]);
  });
});
