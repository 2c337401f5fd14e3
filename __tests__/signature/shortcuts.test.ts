import { diffFileVersions } from '../../src/signature/index';

// The analysis skips work that cannot change the verdict: an export the head declares character
// for character as the base is not read twice, identical comment texts are not compared, and a
// type that names an import or a type parameter is "unknown" without building a checker. These
// pin the edges of those shortcuts: what lies just outside an identical text still counts.
const kinds = async (path: string, base: string, head: string) =>
  (await diffFileVersions({ path, base, head })).map((f) => `${f.kind} ${f.symbol ?? ''}`.trim());

describe('signature shortcuts', () => {
  it('reads a JSDoc type that changed outside an identical CommonJS function expression', async () => {
    const fn = 'exports.send = function (to) {};\n';
    expect(
      await kinds('lib.js', `/** @param {string} to */\n${fn}`, `/** @param {number} to */\n${fn}`),
    ).toEqual(['param-type-narrowed send']);
  });

  it('reports only the removal beside an identical export with the same doc comment text', async () => {
    const kept = '/** @since 1.0 */\nexport const a = 1;\n';
    const gone = '/** @since 1.0 */\nexport const b = 2;\n';
    expect(await kinds('m.ts', kept + gone, kept)).toEqual(['export-removed b']);
    expect(await kinds('m.ts', gone + kept, kept)).toEqual(['export-removed b']);
  });

  it('still compares comments when only their order or spacing around them changed', async () => {
    const base = '// one\n// two\nexport const a = 1;\n// three\nexport const b = 2;\n';
    const head = '// one\n\n// two\nexport const a = 1;\nexport const b = 2;\n';
    expect(await kinds('c.ts', base, head)).toEqual(['comment-removed']);
  });

  it('finds an identical export under a changed export form', async () => {
    const decl = 'class Client {}\n';
    expect(await kinds('e.ts', `export ${decl}`, `${decl}export type { Client };\n`)).toEqual([
      'export-type-only Client',
    ]);
  });

  it('decides a type naming an import as unknown, and a local one with the checker', async () => {
    const imported = "import type { Id } from './id';\n";
    expect(
      await kinds(
        'i.ts',
        `${imported}export function get(id: Id): void {}\n`,
        `${imported}export function get(id: Id | null, x?: Id): void {}\n`,
      ),
    ).toEqual(['param-optional-added get', 'param-type-widened get']);
    expect(
      await kinds(
        'i.ts',
        `${imported}export function get(id: Id): void {}\n`,
        `${imported}export function get(id: Array<Id>): void {}\n`,
      ),
    ).toEqual(['param-type-changed get']);
    const local = 'interface Id { n: number }\n';
    expect(
      await kinds(
        'l.ts',
        `${local}export function get(id: Id): void {}\n`,
        `${local}export function get(id: { n: number; m?: string }): void {}\n`,
      ),
    ).toEqual([]);
  });

  it('decides a type naming a type parameter as unknown, scoped where it is declared', async () => {
    expect(
      await kinds(
        'g.ts',
        'export function f<T>(x: T): T[] { return [x]; }\n',
        'export function f<T>(x: T): Iterable<T> { return [x]; }\n',
      ),
    ).toEqual(['return-annotation-removed-or-changed f']);
    // `T` outside the inner function type is the interface, which the checker compares.
    const t = 'interface T { a: string }\n';
    expect(
      await kinds(
        'h.ts',
        `${t}export declare const v: (<T>() => void) | T;\n`,
        `${t}export declare const v: (<T>() => void) | { a: string };\n`,
      ),
    ).toEqual([]);
    expect(
      await kinds(
        'h.ts',
        `${t}export declare const v: (<T>() => void) | T;\n`,
        `${t}export declare const v: (<T>() => void) | { a: number };\n`,
      ),
    ).toEqual(['variable-type-changed v']);
  });

  it('takes a Python `#` inside a string for text, not a comment', async () => {
    const code = 'def f():\n    return 1\n';
    const base = `_X = "# not a comment" \\\n  f"{1:#x}"  # real\n${code}`;
    expect(await kinds('p.py', base, base.replace('# not a comment', 'text'))).toEqual([]);
    expect(await kinds('p.py', base, base.replace('  # real', ''))).toEqual(['comment-removed']);
  });

  it('parses a Python head from the base tree, with the lines a fresh parse gives', async () => {
    // The edit starts inside a surrogate pair (😀 → 😁 share their first code unit) and adds lines.
    const base = 'def a():\n    """😀 smile"""\n\ndef b(x):\n    pass\n';
    const head = 'def a():\n    """😁 grin\n\n    more\n    """\n\ndef b(x, y):\n    pass\n';
    const findings = await diffFileVersions({ path: 'u.py', base, head });
    expect(findings.map((f) => [f.kind, f.symbol, f.line, f.oldLine])).toEqual([
      ['param-required-added', 'b', 7, 4],
    ]);
  });
});
