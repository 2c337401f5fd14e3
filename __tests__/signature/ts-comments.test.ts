import { tsComments } from '../../src/signature/ts/comments';
import { loadTsMorph, TsContext } from '../../src/signature/ts/context';

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
});
