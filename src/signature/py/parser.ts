import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type * as TreeSitter from 'web-tree-sitter';

export type PyNode = TreeSitter.Node;
export type PyTree = TreeSitter.Tree;

const RUNTIME = { file: 'web-tree-sitter.wasm', pkg: 'web-tree-sitter' };
const GRAMMAR = { file: 'tree-sitter-python.wasm', pkg: 'tree-sitter-python' };

/**
 * Finds a `.wasm` file: beside the running bundle (dist/, where scripts/bundle.mjs copies both),
 * else in the `node_modules` of this folder or any ancestor (running from source, lib/ or tests).
 */
export function locateWasm(asset: { file: string; pkg: string }, from: string = __dirname): string {
  const tried: string[] = [join(from, asset.file)];
  for (let dir = from; ; dir = dirname(dir)) {
    tried.push(join(dir, 'node_modules', asset.pkg, asset.file));
    if (dirname(dir) === dir) break;
  }
  const found = tried.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      `cannot find ${asset.file} beside the program or in node_modules (from ${from})`,
    );
  }
  return found;
}

/** The loaded parser, and web-tree-sitter's `Edit` (trees are edited with instances of it). */
export interface PythonParser {
  parser: TreeSitter.Parser;
  Edit: typeof TreeSitter.Edit;
}

let parser: Promise<PythonParser> | undefined;
let wasmFrom = __dirname;

/** Where to look for the `.wasm` files (a pool worker looks where the main thread does). */
export function searchWasmFrom(dir: string): void {
  wasmFrom = dir;
}

/** The Python parser, loaded on first use (web-tree-sitter and the grammar, both offline). */
export function pythonParser(): Promise<PythonParser> {
  parser ??= (async () => {
    // The CommonJS build, loaded here on first use: ncc (webpack) mis-compiles the ESM build's
    // hoisted `var require = createRequire(...)` into "require is not a function".
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Parser, Language, Edit } = require('web-tree-sitter') as typeof TreeSitter;
    const runtime = locateWasm(RUNTIME, wasmFrom);
    await Parser.init({ locateFile: () => runtime });
    const language = await Language.load(readFileSync(locateWasm(GRAMMAR, wasmFrom)));
    const p = new Parser();
    p.setLanguage(language);
    return { parser: p, Edit };
  })().catch((error: unknown) => {
    parser = undefined;
    throw new Error(`cannot load the Python parser: ${(error as Error).message}`);
  });
  return parser;
}

/** The first syntax error of a tree, as a line and a message. */
export function firstSyntaxError(root: PyNode): { line: number; message: string } {
  const stack: PyNode[] = [root];
  while (stack.length) {
    const node = stack.shift()!;
    if (node.type === 'ERROR' || node.isMissing) {
      const what = node.isMissing
        ? `missing ${node.type}`
        : `unexpected \`${node.text.split('\n')[0]!.slice(0, 30)}\``;
      return { line: node.startPosition.row + 1, message: what };
    }
    if (node.hasError) stack.unshift(...node.children.filter((c): c is PyNode => c !== null));
  }
  return { line: 1, message: 'syntax error' };
}
