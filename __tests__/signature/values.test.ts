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
