import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tsComments } from '../../src/signature/ts/comments';
import {
  loadTsMorph,
  TsContext,
  type Node,
  type SourceFile,
  type TS,
} from '../../src/signature/ts/context';

// tsComments descends only into nodes holding a comment opener (`//` or `/*`) and takes a node's
// leading comments without descending when nothing else in it opens a comment. These pin what it
// must still find, and the openers inside literals it must not take for comments.
async function found(text: string): Promise<string[]> {
  const { ts } = await loadTsMorph();
  const sf = ts.createSourceFile('m.ts', text, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  return tsComments(new TsContext(ts, sf, false)).found.map((c) => text.slice(c.start, c.end));
}

describe('TS comments found from the AST', () => {
  it('finds comments in trivia and gaps, and none inside string, template or regex literals', async () => {
    const text = [
      '#!/usr/bin/env node',
      "import { a } from './dir/a'; // after import",
      'const re = /https:\\/\\/x\\/*y/g; /* after regex */',
      'const url = "http://example.com";',
      'const t = `a // b ${a /* in template expression */} c /* d */`;',
      'export const q = 4 / 2 /* gap */ / 1;',
      '/** doc */',
      '// and a line',
      'export function f(/* param */ x: number): number {',
      '  // body',
      '  return x; // trailing',
      '}',
      '// end',
    ].join('\n');
    expect(await found(text)).toEqual([
      '#!/usr/bin/env node',
      '// after import',
      '/* after regex */',
      '/* in template expression */',
      '/* gap */',
      '/** doc */',
      '// and a line',
      '/* param */',
      '// body',
      '// trailing',
      '// end',
    ]);
  });

  it('finds the leading comments of a nested node that starts where its parent does', async () => {
    const text = 'export const v = {\n  /** a */\n  a: 1,\n  // b\n  b: /* c */ 2,\n};\n';
    expect(await found(text)).toEqual(['/** a */', '// b', '/* c */']);
  });

  it("finds a statement's trailing comment before the next statement's leading ones", async () => {
    const text = [
      'function f() {',
      '  const a = g(); // eslint-disable-line no-console',
      '  // leading',
      '  const b = 1;',
      '}',
    ].join('\n');
    expect(await found(text)).toEqual(['// eslint-disable-line no-console', '// leading']);
  });

  it('finds comments between the tokens of a node without child nodes', async () => {
    const text = [
      'if (x) {',
      '  // nothing to do',
      '} else {',
      '  /* empty */',
      '}',
      'const o = { /* no keys */ };',
      'const l = [',
      '  // no items',
      '];',
    ].join('\n');
    expect(await found(text)).toEqual([
      '// nothing to do',
      '/* empty */',
      '/* no keys */',
      '// no items',
    ]);
  });

  it('finds what the trivia of every node and token gives, on every source file of this repository', async () => {
    const { ts } = await loadTsMorph();
    const files = ['src', '__tests__', 'scripts', 'bench'].flatMap((dir) => sources(dir));
    expect(files.length).toBeGreaterThan(150);
    const differ: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const js = /\.[cm]?js$/.test(file);
      const kind = js ? ts.ScriptKind.JS : ts.ScriptKind.TS;
      const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, kind);
      const ours = tsComments(new TsContext(ts, sf, js)).found.map((c) => `${c.start}-${c.end}`);
      if (ours.join() !== everyTrivia(ts, sf, text).join()) differ.push(file);
    }
    expect(differ).toEqual([]);
  });
});

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.([cm]?ts|[cm]?js)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** The slow way: the leading and trailing comments at every node's and token's edges, sorted. */
function everyTrivia(ts: TS, sf: SourceFile, text: string): string[] {
  const found = new Map<number, string>();
  const add = (ranges: { pos: number; end: number }[] | undefined) => {
    for (const r of ranges ?? []) found.set(r.pos, `${r.pos}-${r.end}`);
  };
  const visit = (node: Node) => {
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode)
      return;
    for (const child of node.getChildren(sf)) visit(child);
  };
  visit(sf);
  const shebang = ts.getShebang(text);
  if (shebang) found.set(0, `0-${shebang.length}`);
  return [...found.entries()].sort((a, b) => a[0] - b[0]).map(([, range]) => range);
}
