import { quoted } from '../../src/signature/compare/reporter';
import { diffFileVersions } from '../../src/signature/index';

// Constant values compare by what they hold, not how they are laid out, and messages quote them on
// one line (fixtures/_zero/python-literal-layout holds a formatter's rewrite).
const found = async (path: string, base: string, head: string) =>
  (await diffFileVersions({ path, base, head })).map((f) => `${f.kind} ${f.message}`);

describe('Python literal values', () => {
  it('differ by what a string holds, its spaces and line breaks included', async () => {
    expect(await found('a.py', 'X = "a  b"\n', 'X = "a b"\n')).toEqual([
      "constant-value-changed value of `X` changed from `'a  b'` to `'a b'`",
    ]);
    expect(await found('a.py', 'X = """a\nb"""\n', "X = '''a\n  b'''\n")).toEqual([
      'constant-value-changed value of `X` changed from `"""a\\nb"""` to `"""a\\n  b"""`',
    ]);
  });

  it('keep the comma of a one-element tuple', async () => {
    expect(await found('a.py', 'X = (1,)\n', 'X = (1)\n')).toEqual([
      'constant-value-changed value of `X` changed from `(1,)` to `1`',
    ]);
  });

  it('take escaped and unescaped quotes alike', async () => {
    expect(await found('a.py', "X = 'it\\'s'\n", 'X = "it\'s"\n')).toEqual([]);
    expect(await found('a.py', "X = r'\\d'\n", "X = '\\d'\n")).toHaveLength(1);
  });
});

describe('TS literal values', () => {
  it('keep the characters of their strings', async () => {
    const ops = (list: string) => `export const OPS = [${list}] as const;\n`;
    expect(await found('a.ts', ops("'&&', '?&'"), ops("'&&', '?&', '?|'"))).toEqual([
      "constant-value-changed value of `OPS` changed from `['&&', '?&']as const` to `['&&', '?&', '?|']as const`",
    ]);
    expect(
      await found('a.ts', "export const S = 'a|b';\n", "export const S = 'a | b';\n"),
    ).toHaveLength(1);
  });

  it('are the same inside parentheses; a JSDoc cast on them is an `as` (undici 6.19 → 6.21)', async () => {
    const js = (value: string) => `const M = ${value};\nmodule.exports = { M };\n`;
    expect(await found('a.js', js("['GET', 'HEAD']"), js("(['GET', 'HEAD'])"))).toEqual([]);
    expect(await found('a.ts', 'export const N = 1;\n', 'export const N = ((1));\n')).toEqual([]);
    expect(await found('a.js', js("['GET']"), js("/** @type {const} */ (['GET'])"))).toEqual([
      "constant-value-changed value of `M` changed from `['GET']` to `['GET'] as const`",
    ]);
  });
});

describe('exported object literals', () => {
  const js = (body: string) => `function add(a) { return a; }\n${body}\n`;

  it('in .js lose a property as a member, where their guessed types would only warn', async () => {
    const base = 'export const api = { get(x) { return x; }, put(x, y) { return y; } };';
    const head = 'export const api = { get(x) { return x; } };';
    expect(await found('a.js', js(base), js(head))).toEqual([
      'member-removed `api.put` removed from object `api`',
    ]);
    expect(
      await found('a.js', js('export default { add, sub: add };'), js('export default { add };')),
    ).toEqual(['member-removed `default.sub` removed from object `default`']);
  });

  it('in .js compare a shorthand property as the local it names', async () => {
    const head = 'function add(a, b = 2) { return a + b; }\nexport default { add };\n';
    expect(await found('a.js', js('export default { add };'), head)).toEqual([
      'param-optional-added optional parameter `b` added to `default.add`',
    ]);
  });

  it('in .js compare nested literals property by property, a named local as what it names', async () => {
    const locale = (s: string) =>
      `export default { name: 'sl', time: { past: '%s ago', s: ${s} } };`;
    const base = js(locale("'a few seconds'"));
    expect(await found('a.js', base, js(locale('add')))).toEqual([
      'export-kind-changed `default.time.s` changed from value to function',
    ]);
    expect(await found('a.js', base, base.replace('%s ago', 'ago %s'))).toEqual([
      "constant-value-changed value of `default.time.past` changed from `'%s ago'` to `'ago %s'`",
    ]);
  });

  it('in .js with a spread may get any property from it: nothing is known removed', async () => {
    const base = 'export const api = { add, put: add };';
    expect(await found('a.js', js(base), js('export const api = { add, ...more };'))).toEqual([]);
  });

  it('in .ts as a default export are typed by the checker, as a variable is', async () => {
    const base =
      'export default { add(a: number) { return a; }, sub(a: number) { return -a; } };\n';
    const head = 'export default { add(a: number) { return a; } };\n';
    expect(await found('a.ts', base, head)).toEqual([
      expect.stringMatching(/^variable-type-changed type of `default` widened: /),
    ]);
    expect(await found('a.ts', base, base.replace('};', '};\n'))).toEqual([]);
  });
});

describe('quoted values in messages', () => {
  it('are one line, and a long one is shown where it differs', () => {
    const base = `[${Array.from({ length: 100 }, (_, i) => `'v${i}'`).join(',\n ')}]`;
    const head = base.replace("'v90'", "'changed'");
    const shown = quoted(base, head);
    expect(shown).not.toContain('\n');
    expect(shown.length).toBeLessThan(130);
    expect(quoted(head, base)).toContain("'changed'");
    expect(shown).toMatch(/^`….*'v90'.*…`$/);
    expect(quoted('short')).toBe('`short`');
  });
});
