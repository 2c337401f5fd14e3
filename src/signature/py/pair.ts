import type { SurfaceResult } from '../model';
import { pythonParser, type PythonParser, type PyTree } from './parser';
import { treeSurface } from './surface';

/**
 * Both versions of a Python module. The base is parsed in full; the head is parsed incrementally
 * from the base's tree, edited by the span where the two texts differ, so tree-sitter re-lexes
 * only that span and reuses the subtrees around it (a PR that edits one function of a long module
 * re-parses little more than that function). Incremental parsing gives the tree a fresh parse
 * gives; only the work differs.
 */
export async function pyPairSurfaces(
  base: string | null,
  head: string | null,
): Promise<[SurfaceResult | null, SurfaceResult | null]> {
  const python = await pythonParser();
  const trees: PyTree[] = [];
  const parse = (text: string, old?: PyTree) => {
    const tree = python.parser.parse(text, old);
    if (tree) trees.push(tree);
    return tree;
  };
  try {
    const baseTree = base === null ? null : parse(base);
    const baseSurface = base === null ? null : treeSurface(base, baseTree);
    if (head === null) return [baseSurface, null];
    if (base !== null && baseTree) baseTree.edit(editBetween(python, base, head));
    const headTree = parse(head, baseTree ?? undefined);
    return [baseSurface, treeSurface(head, headTree)];
  } finally {
    for (const tree of trees) tree.delete();
  }
}

/** The one edit that turns `a` into `b`: what lies between their common prefix and suffix. */
function editBetween({ Edit }: PythonParser, a: string, b: string) {
  const max = Math.min(a.length, b.length);
  let start = 0;
  while (start < max && a.charCodeAt(start) === b.charCodeAt(start)) start++;
  let tail = 0;
  while (
    tail < max - start &&
    a.charCodeAt(a.length - 1 - tail) === b.charCodeAt(b.length - 1 - tail)
  )
    tail++;
  // Never split a surrogate pair: the parser reads whole code points.
  if (start > 0 && isHighSurrogate(a.charCodeAt(start - 1))) start--;
  if (tail > 0 && isLowSurrogate(a.charCodeAt(a.length - tail))) tail--;
  return new Edit({
    startIndex: start,
    oldEndIndex: a.length - tail,
    newEndIndex: b.length - tail,
    startPosition: pointAt(a, start),
    oldEndPosition: pointAt(a, a.length - tail),
    newEndPosition: pointAt(b, b.length - tail),
  });
}

/** Row and column (in UTF-16 code units, as web-tree-sitter counts them) of an offset. */
function pointAt(text: string, offset: number): { row: number; column: number } {
  let row = 0;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    row++;
    lineStart = i + 1;
  }
  return { row, column: offset - lineStart };
}

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;
