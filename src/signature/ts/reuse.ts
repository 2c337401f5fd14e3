/**
 * Reusing the base version's reading of an export whose declarations the head repeats. Reading a
 * symbol is a pure function of its declarations' text, its export form and the file kind, and
 * every comparison is reflexive, so an identical export has no drift: the head takes the base's
 * symbol, and the comparison skips it. In a `.ts` file the leading comments of a declaration are
 * read only for the symbol's doc comment, so when only they differ (a doc comment edited), the head
 * takes the base's reading with its own line and doc comment, and only the docs are compared.
 * (The public doc comments a reading marks matter only on the base side, whose comments can go
 * missing; the base is always read in full.)
 */
import type { ApiSymbol } from '../model';
import type { Node, TsContext } from './context';

/** Where a declaration's text lies: from its leading comments (`pos`), its code (`start`), `end`. */
export interface DeclarationSpan {
  pos: number;
  start: number;
  end: number;
}

/** What one exported symbol was read from, and what reading it gave. */
export interface SymbolSource {
  typeOnly: boolean;
  js: boolean;
  text: string;
  /** The declarations' spans; a variable's is its statement's. */
  spans: DeclarationSpan[];
  /** Which declaration the symbol's line and doc comment come from. */
  primary: number;
  symbol: ApiSymbol;
}

/** The base version's symbols by exported name. */
export type SymbolSources = Map<string, SymbolSource>;

/**
 * The text a symbol's reading depends on: each declaration with its leading comments, a variable's
 * whole statement, and in `.js` the whole top-level statement (JSDoc tags are looked up through
 * the parents: `/** @param *\/ exports.f = function (a) {}` documents the function expression).
 */
export function declarationSpans(cx: TsContext, decls: Node[]): DeclarationSpan[] {
  return decls.map((d) => {
    let node = cx.variableStatements.get(d) ?? d;
    if (cx.js) while (node.parent && !cx.ts.isSourceFile(node.parent)) node = node.parent;
    return { pos: node.pos, start: node.getStart(cx.sf), end: node.end };
  });
}

/** Records a freshly read symbol as a source for the other side. */
export function sourceOf(
  cx: TsContext,
  typeOnly: boolean,
  spans: DeclarationSpan[],
  primary: number,
  symbol: ApiSymbol,
): SymbolSource {
  return { typeOnly, js: cx.js, text: cx.text, spans, primary, symbol };
}

/**
 * The base's reading when this side declares the symbol alike: the base's symbol itself when the
 * declarations are identical with their leading comments; in `.ts`, when only the leading comments
 * differ, the base's reading with this side's line and doc comment (`sameCodeAs`). Else undefined.
 */
export function reuseSymbol(
  cx: TsContext,
  source: SymbolSource | undefined,
  typeOnly: boolean,
  decls: Node[],
  spans: DeclarationSpan[],
): ApiSymbol | undefined {
  if (!source || source.typeOnly !== typeOnly || source.js !== cx.js) return undefined;
  const same = (from: 'pos' | 'start') => sameSpans(source, cx.text, spans, from);
  if (same('pos')) return source.symbol;
  if (cx.js || !same('start')) return undefined;
  const primary = decls[source.primary]!;
  const doc = cx.doc(cx.variableStatements.get(primary) ?? primary, true);
  const { doc: _, ...symbol } = source.symbol;
  return {
    ...symbol,
    line: cx.line(primary),
    ...(doc ? { doc } : {}),
    sameCodeAs: source.symbol,
  };
}

/**
 * Whether two readings come from the same declarations, leading comments included, in the same
 * export form and file kind: then they are read alike, and no comparison of them finds drift.
 */
export function sameDeclarations(a: SymbolSource, b: SymbolSource): boolean {
  return a.typeOnly === b.typeOnly && a.js === b.js && sameSpans(a, b.text, b.spans, 'pos');
}

/** Whether `spans` of `text` hold what the source's spans held, each from `from` to its end. */
function sameSpans(
  source: SymbolSource,
  text: string,
  spans: DeclarationSpan[],
  from: 'pos' | 'start',
): boolean {
  return (
    source.spans.length === spans.length &&
    spans.every((span, i) => {
      const was = source.spans[i]!;
      return (
        span.end - span[from] === was.end - was[from] &&
        text.startsWith(source.text.slice(was[from], was.end), span[from])
      );
    })
  );
}
