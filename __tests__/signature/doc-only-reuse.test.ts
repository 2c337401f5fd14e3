import type { Finding } from '../../src/findings';
import { diffFileVersions } from '../../src/signature/index';

// A head export whose declarations differ from the base only in their leading comments takes the
// base's reading with its own line and doc comment, and only its docs are compared (ts/reuse.ts).
// The reference is the full reading: the same head with its code re-spaced (a formatting change,
// no drift of its own), which the shortcut cannot take.
const declarations = {
  function: 'export function f(a: string, b?: number): void {}\n',
  overloads:
    'export function f(a: string): string;\nexport function f(a: number): number;\nexport function f(a: any): any {\n  return a;\n}\n',
  class: 'export class f {\n  /** Kept. */\n  run(x: number): void {}\n  name = "x";\n}\n',
  interface: 'export interface f {\n  a: string;\n  b?(x: number): void;\n}\n',
  variable: 'export const f = (x: number): number => x + 1;\n',
  alias: 'export type f = { a: string } | null;\n',
  enum: 'export enum f {\n  A,\n  B = 3,\n}\n',
  default: 'export default function f(a: string): void {}\n',
};

const docs = {
  none: '',
  plain: '/** Does things. */\n',
  edited: '/** Does other things,\n * over two lines. */\n',
  deprecated: '/**\n * Does things.\n * @deprecated use g\n */\n',
  beta: '/** Does things. @beta */\n',
  internal: '/** Does things. @internal */\n',
  preceded: '// a plain comment first\n\n/** Does things. */\n',
};

const respaced = (code: string) => code.replace('export ', 'export  ');

const pick = (findings: Finding[]) =>
  findings.map((f) => [f.kind, f.symbol, f.line, f.oldLine, f.message]);

const names = (findings: Finding[]) => findings.map((f) => `${f.kind} ${f.symbol ?? ''}`.trim());

describe('signature: exports whose code is unchanged and whose doc comments changed', () => {
  for (const [form, code] of Object.entries(declarations)) {
    it(`reports the same findings as a full reading (${form})`, async () => {
      for (const [fromName, from] of Object.entries(docs)) {
        for (const [toName, to] of Object.entries(docs)) {
          if (from === to) continue;
          const base = `const before = 1;\n${from}${code}`;
          const head = `const before = 1;\n\n${to}${code}`;
          const fast = await diffFileVersions({ path: 'm.ts', base, head });
          const full = await diffFileVersions({ path: 'm.ts', base, head: respaced(head) });
          expect([fromName, toName, pick(fast)]).toEqual([fromName, toName, pick(full)]);
        }
      }
    });
  }

  it('reports a deprecation, a narrowed release tag and a removed doc comment at their lines', async () => {
    const code = declarations.function;
    const base = `${docs.plain}${code}`;
    const deprecated = await diffFileVersions({
      path: 'm.ts',
      base,
      head: `// moved\n${docs.deprecated}${code}`,
    });
    expect(pick(deprecated)).toEqual([['deprecated-added', 'f', 2, 2, '`f` is now deprecated']]);
    const narrowed = await diffFileVersions({
      path: 'm.ts',
      base,
      head: `${docs.internal}${code}`,
    });
    expect(names(narrowed)).toEqual(['release-tag-narrowed f']);
    expect(narrowed[0]!.message).toContain('from untagged (public) to @internal');
    const removed = await diffFileVersions({ path: 'm.ts', base, head: `\n\n${code}` });
    expect(pick(removed)).toEqual([
      ['doc-comment-removed', 'f', 3, 1, 'doc comment of `f` removed'],
    ]);
    expect(await diffFileVersions({ path: 'm.ts', base, head: `${docs.edited}${code}` })).toEqual(
      [],
    );
  });

  it('still reads a member whose own doc comment changed', async () => {
    const base = 'export class C {\n  /** Runs. */\n  run(): void {}\n}\n';
    const head = 'export class C {\n  run(): void {}\n}\n';
    expect(names(await diffFileVersions({ path: 'm.ts', base, head }))).toEqual([
      'doc-comment-removed C.run',
    ]);
  });
});
