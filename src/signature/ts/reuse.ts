/**
 * Reusing the base version's reading of an export whose declarations the head repeats character
 * for character (with their leading comments). Reading a symbol is a pure function of that text,
 * its export form and the file kind, and every comparison is reflexive, so an identical export
 * has no drift: the head takes the base's symbol, and the comparison skips it. (The public doc
 * comments a reading marks matter only on the base side, whose comments can go missing; the base
 * is always read in full.)
 */
import type { ApiSymbol } from '../model';
import type { TsContext } from './context';
import type { TsNode } from './symbols';

/** What one exported symbol was read from, and what reading it gave. */
export interface SymbolSource {
  typeOnly: boolean;
  js: boolean;
  text: string;
  /** Full spans (leading comments included) of the declarations; a variable's is its statement's. */
  spans: [number, number][];
  symbol: ApiSymbol;
}

/** The base version's symbols by exported name. */
export type SymbolSources = Map<string, SymbolSource>;

/**
 * The text a symbol's reading depends on: each declaration with its leading comments, a variable's
 * whole statement, and in `.js` the whole top-level statement (JSDoc tags are looked up through
 * the parents: `/** @param *\/ exports.f = function (a) {}` documents the function expression).
 */
export function declarationSpans(cx: TsContext, decls: TsNode[]): [number, number][] {
  return decls.map((d) => {
    let node = cx.variableStatements.get(d) ?? d;
    if (cx.js) while (node.parent && !cx.ts.isSourceFile(node.parent)) node = node.parent;
    return [node.pos, node.end];
  });
}

/** Records a freshly read symbol as a source for the other side. */
export function sourceOf(
  cx: TsContext,
  typeOnly: boolean,
  spans: [number, number][],
  symbol: ApiSymbol,
): SymbolSource {
  return { typeOnly, js: cx.js, text: cx.text, spans, symbol };
}

/** The base's symbol when this side declares it identically, else undefined. */
export function reuseSymbol(
  cx: TsContext,
  source: SymbolSource | undefined,
  typeOnly: boolean,
  spans: [number, number][],
): ApiSymbol | undefined {
  if (!source || source.typeOnly !== typeOnly || source.js !== cx.js) return undefined;
  if (source.spans.length !== spans.length) return undefined;
  const same = spans.every(
    ([from, to], i) =>
      to - from === source.spans[i]![1] - source.spans[i]![0] &&
      cx.text.startsWith(source.text.slice(source.spans[i]![0], source.spans[i]![1]), from),
  );
  return same ? source.symbol : undefined;
}
