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
