import type * as TsMorph from 'ts-morph';
import type { RawComment } from '../comments';
import { FileComments } from '../file-comments';
import { firstIndexAtOrAfter, SLASH, STAR } from '../source-text';
import type { Node, TsContext } from './context';

/**
 * Every comment of a file, found from the AST: the leading trivia of each leaf node, and the gaps
 * between a node's children (which hold only punctuation and keywords). A plain scanner pass would
 * misread `//` inside regex literals and template tails; this never scans inside a literal.
 */
export function tsComments(cx: TsContext): FileComments {
  const { ts, sf, text } = cx;
  const found = new Map<number, RawComment>();
  const add = (pos: number, end: number) => {
    if (found.has(pos)) return;
    const doc = text.startsWith('/**', pos) && !text.startsWith('/**/', pos);
    found.set(pos, {
      start: pos,
      end,
      doc,
      ...(cx.publicDocs.has(pos) ? { publicDoc: true } : {}),
    });
  };
  // A node and its first descendants start at the same position: their leading comments (often
  // a long doc comment) are scanned once.
  let leadingPos = -1;
  let leadingRanges: TsMorph.ts.CommentRange[] | undefined;
  const leadingAt = (pos: number) => {
    if (pos !== leadingPos) {
      leadingPos = pos;
      leadingRanges = ts.getLeadingCommentRanges(text, pos);
    }
    return leadingRanges;
  };
  const trivia = (pos: number) => {
    for (const r of leadingAt(pos) ?? []) add(r.pos, r.end);
    for (const r of ts.getTrailingCommentRanges(text, pos) ?? []) add(r.pos, r.end);
  };
  const scanner = ts.createScanner(sf.languageVersion, false, sf.languageVariant, text);
  const gap = (from: number, to: number) => {
    if (to <= from || !hasOpener(from, to)) return;
    scanner.resetTokenState(from);
    for (;;) {
      const kind = scanner.scan();
      if (kind === ts.SyntaxKind.EndOfFileToken || scanner.getTokenStart() >= to) break;
      if (
        kind === ts.SyntaxKind.SingleLineCommentTrivia ||
        kind === ts.SyntaxKind.MultiLineCommentTrivia
      ) {
        add(scanner.getTokenStart(), scanner.getTokenEnd());
      } else if (kind === ts.SyntaxKind.ShebangTrivia) {
        add(scanner.getTokenStart(), scanner.getTokenEnd());
      }
    }
  };
  // Comments start `//` or `/*`: a subtree whose text holds neither is skipped whole, which prunes
  // most of the tree, import paths and divisions included (binary search over the positions of
  // every `/` followed by `/` or `*`).
  const openers: number[] = [];
  for (let i = text.indexOf('/'); i !== -1; i = text.indexOf('/', i + 1)) {
    const next = text.charCodeAt(i + 1);
    if (next === SLASH || next === STAR) openers.push(i);
  }
  const hasOpener = (from: number, to: number) => {
    const first = firstIndexAtOrAfter(openers, from);
    return first < openers.length && openers[first]! < to;
  };
  const visit = (node: Node) => {
    if (!hasOpener(node.pos, node.end)) return;
    // Comments only before the node's first token (a declaration's doc comment, most often) are
    // its trivia: the previous token's trailing comments, then its leading ones, the same ranges
    // its first leaf would give: no need to descend.
    const leading = leadingAt(node.pos);
    if (!hasOpener(leading?.at(-1)?.end ?? node.pos, node.end)) {
      trivia(node.pos);
      return;
    }
    let cursor = node.pos;
    let children = 0;
    ts.forEachChild(node, (child) => {
      children++;
      gap(cursor, child.pos);
      visit(child);
      cursor = child.end;
    });
    if (children > 0) gap(cursor, node.end);
    // A leaf token (an identifier, a literal) has only its trivia; a node of several tokens and no
    // child nodes (`{}`, `[]`, an empty block) can hold comments between them.
    else if (ts.isToken(node)) trivia(node.pos);
    else gap(node.pos, node.end);
  };
  if (text.startsWith('#!')) add(0, text.indexOf('\n') === -1 ? text.length : text.indexOf('\n'));
  visit(sf);
  trivia(sf.endOfFileToken.pos);
  return new FileComments('ts', text, [...found.values()], cx.starts);
}
