import type { SurfaceResult } from '../model';
import { textEdits } from './edits';
import { Outline, outline } from './outline';
import { pythonParser, type PythonParser, type PyTree } from './parser';
import { DefinitionReadings } from './reuse';
import { treeSurface } from './surface';
import { withoutTypeParamDefaults } from './type-param-defaults';

/**
 * Both versions of a Python module, each parsed as its outline (outline.ts): the base with every
 * function body it can empty emptied (its bodies are the base branch's, not the PR's), the head
 * with those bodies emptied that the base has too, character for character, so a body the PR
 * writes or changes is parsed and a syntax error in it is reported. The head is parsed
 * incrementally from the base's tree, edited by the hunks of a line diff, so tree-sitter re-lexes
 * only the changed lines and reuses the subtrees around them. Incremental parsing gives the tree
 * a fresh parse gives; only the work differs. An outline that does not parse is parsed whole, so
 * a misread outline can cost time, never a finding.
 */
export async function pyPairSurfaces(
  base: string | null,
  head: string | null,
): Promise<[SurfaceResult | null, SurfaceResult | null]> {
  const python = await pythonParser();
  const trees: PyTree[] = [];
  const parse = (module: Outline, from?: { tree: PyTree; text: string }) => {
    let tree = from
      ? parseFrom(python, from.tree, from.text, module.text)
      : python.parser.parse(module.text);
    if (tree) trees.push(tree);
    if (tree?.rootNode.hasError && module.emptied) {
      module = Outline.whole(module.source);
      tree = python.parser.parse(module.source);
      if (tree) trees.push(tree);
    }
    if (tree?.rootNode.hasError) {
      // PEP 696 defaults the grammar does not know: read without them (they are not compared).
      const blanked = withoutTypeParamDefaults(module.text);
      const retry = blanked === module.text ? null : python.parser.parse(blanked);
      if (retry) trees.push(retry);
      if (retry && !retry.rootNode.hasError) {
        module = module.withoutDefaults(blanked);
        tree = retry;
      }
    }
    return { module, tree };
  };
  try {
    const readings = new DefinitionReadings();
    const baseOutline = base === null ? null : outline(base);
    const baseParse = baseOutline && parse(baseOutline);
    const baseSurface = baseParse && treeSurface(baseParse.module, baseParse.tree, readings.keep);
    if (head === null) return [baseSurface, null];
    const headOutline = outline(head, (body) => baseParse?.module.bodies.has(body) === true);
    const from = baseParse?.tree
      ? { tree: baseParse.tree, text: baseParse.module.text }
      : undefined;
    const headParse = parse(headOutline, from);
    return [baseSurface, treeSurface(headParse.module, headParse.tree, readings.reuse)];
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
