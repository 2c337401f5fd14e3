import type { SurfaceResult } from '../model';
import { textEdits } from './edits';
import { pythonParser, type PythonParser, type PyTree } from './parser';
import { DefinitionReadings } from './reuse';
import { treeSurface } from './surface';

/**
 * Both versions of a Python module. The base is parsed in full; the head is parsed incrementally
 * from the base's tree, edited by the hunks of a line diff, so tree-sitter re-lexes only the
 * changed lines and reuses the subtrees around them (a PR that edits two functions of a long
 * module re-parses little more than those two). Incremental parsing gives the tree a fresh parse
 * gives; only the work differs.
 */
export async function pyPairSurfaces(
  base: string | null,
  head: string | null,
): Promise<[SurfaceResult | null, SurfaceResult | null]> {
  const python = await pythonParser();
  const trees: PyTree[] = [];
  const track = (tree: PyTree | null) => {
    if (tree) trees.push(tree);
    return tree;
  };
  const parse = (text: string) => track(python.parser.parse(text));
  try {
    const baseTree = base === null ? null : parse(base);
    const readings = new DefinitionReadings();
    const baseSurface = base === null ? null : treeSurface(base, baseTree, readings.keep);
    if (head === null) return [baseSurface, null];
    const headTree =
      base !== null && baseTree ? track(parseFrom(python, baseTree, base, head)) : parse(head);
    return [baseSurface, treeSurface(head, headTree, readings.reuse)];
  } finally {
    for (const tree of trees) tree.delete();
  }
}

/**
 * Parses `head` from the tree of `base`, which is edited to match it (and so no longer matches
 * `base`). The caller deletes both trees.
 */
export function parseFrom(
  { parser, Edit }: PythonParser,
  baseTree: PyTree,
  base: string,
  head: string,
): PyTree | null {
  for (const edit of textEdits(base, head)) baseTree.edit(new Edit(edit));
  return parser.parse(head, baseTree);
}
