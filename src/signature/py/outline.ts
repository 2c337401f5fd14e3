/**
 * What the Python reader parses of a module: its text with function bodies emptied. A module's API
 * is its declarations: headers, decorators, docstrings, module- and class-level statements. The
 * statements of a function's body are never read (but for `__init__` and the methods it calls on
 * `self`, whose `self.x = ...` are members, and whether a `yield` makes it a generator), and on the CPython corpus they are two
 * thirds of the text; parsing the lines they leave empty costs almost nothing.
 *
 * Emptied lines keep their `\n`, so every row of the outline is the row of the source, and the
 * lines kept are kept whole, so a position on them maps back (`toSource`). The `#` comments are
 * the scanner's (tree-sitter's comment token: from `#` up to the `\n`), those of emptied lines
 * included, so the comment inventory is the full file's and no comment is looked up in the tree.
 *
 * Bodies are found on logical lines (logical-lines.ts) by indentation. Where indentation mixes
 * tabs and spaces in a way a prefix test cannot order, the body is kept. A misreading can only
 * leave a body whole or give a syntax error, which the caller answers by parsing the source whole
 * (see `pair.ts`).
 */
import type { RawComment } from '../comments';
import { lineAt } from '../source-text';
import {
  type LogicalLines,
  logicalLines,
  sameIndent,
  startsString,
  TooDeep,
} from './logical-lines';
import { bodyKind } from './yields';

const DEF_HEADER = /(?:async[ \t]+)?def[ \t]+([^\s([]+)/y;

/** One outline of a module version. */
export class Outline {
  constructor(
    /** The module as written. */
    readonly source: string,
    /** What the parser reads: `source` with the emptied bodies' lines empty. */
    readonly text: string,
    /** Every `#` comment, at its offsets in `source`; undefined when nothing was emptied. */
    readonly comments: RawComment[] | undefined,
    /** The text of each emptied body, its indentation included. */
    readonly bodies: Set<string>,
    /** Where each stretch of kept source starts, in `text` and in `source`, in order. */
    private readonly kept: { text: number[]; source: number[] } = { text: [0], source: [0] },
    /** PEP 696 type parameter defaults were blanked for the parser (type-param-defaults.ts). */
    readonly defaultsBlanked = false,
  ) {}

  /** An outline that empties nothing: the parser reads the source (and finds its comments). */
  static whole(source: string): Outline {
    return new Outline(source, source, undefined, new Set());
  }

  /** The same outline reading `text`: its type parameter defaults blanked, rows and length kept. */
  withoutDefaults(text: string): Outline {
    return new Outline(this.source, text, this.comments, this.bodies, this.kept, true);
  }

  get emptied(): boolean {
    return this.bodies.size > 0;
  }

  /** A comment found in `text`, at its offsets in `source` (it lies on a kept line). */
  toSource(comment: RawComment): RawComment {
    if (!this.emptied) return comment;
    return { ...comment, start: this.offset(comment.start), end: this.offset(comment.end) };
  }

  /** The source offset of `text` offset `at`, which lies in a stretch of kept source. */
  private offset(at: number): number {
    const { text, source } = this.kept;
    // The stretches start at 0 and in order, as lines do: the same search finds the one holding `at`.
    const stretch = lineAt(text, at) - 1;
    return source[stretch]! + at - text[stretch]!;
  }
}

/**
 * The outline of `source`, emptying each function body (from the statement after its docstring to
 * its last statement) for which `emptyBody(text)` says so; `emptyBody` is asked only about bodies
 * that can be emptied. A body without a docstring keeps one statement, `0`, so it stays a block; a
 * generator's keeps a `yield` (yields.ts).
 */
export function outline(
  source: string,
  emptyBody: (body: string) => boolean = () => true,
): Outline {
  let lines: LogicalLines;
  try {
    lines = logicalLines(source);
  } catch (error) {
    if (error instanceof TooDeep) return Outline.whole(source);
    throw error;
  }
  const yields = positions(source, 'yield');
  const helpers = initHelpers(source, lines);
  const parts: string[] = [];
  const bodies = new Set<string>();
  const stretches = { text: [0], source: [0] };
  let textLength = 0;
  let kept = 0;
  for (let k = 0; k < lines.length; k++) {
    const body = emptiableBody(source, lines, yields, k, helpers);
    if (!body) continue;
    const from = lines[body.from]!;
    const to = lines[body.to]!;
    const text = source.slice(from.start, to.end);
    if (!emptyBody(text)) continue;
    bodies.add(text);
    parts.push(source.slice(kept, from.start));
    // Each emptied line keeps its `\n`; a last line without one becomes the empty last row.
    const rows = countNewlines(source, from.start, to.end);
    const filler = body.filler;
    const emptied =
      filler && rows > 0 ? `${filler}\n${'\n'.repeat(rows - 1)}` : filler || '\n'.repeat(rows);
    parts.push(emptied);
    textLength += from.start - kept + emptied.length;
    kept = to.end;
    stretches.text.push(textLength);
    stretches.source.push(kept);
    k = body.to;
  }
  if (bodies.size === 0) return Outline.whole(source);
  parts.push(source.slice(kept));
  const { starts, ends } = lines.comments;
  const comments: RawComment[] = starts.map((start, i) => ({ start, end: ends[i]!, doc: false }));
  return new Outline(source, parts.join(''), comments, bodies, stretches);
}

/**
 * The body of the block opened on logical line `k`, as logical line indexes; undefined when it
 * has none or its indentation mixes tabs and spaces past a prefix test.
 */
function bodyLines(
  source: string,
  lines: LogicalLines,
  k: number,
): { first: number; last: number } | undefined {
  const header = lines[k]!;
  const indent = header.code - header.start;
  let first = -1;
  let last = -1;
  for (let j = k + 1; j < lines.length; j++) {
    const line = lines[j]!;
    if (line.lastCode === -1) continue;
    const depth = line.code - line.start;
    const nested = depth > indent && sameIndent(source, header.start, line.start, indent);
    if (!nested) {
      // A dedent must be a prefix of the header's indentation; else tabs and spaces mix.
      if (depth > indent || !sameIndent(source, header.start, line.start, depth)) return undefined;
      break;
    }
    if (first === -1) first = j;
    last = j;
  }
  return first === -1 ? undefined : { first, last };
}

/**
 * The methods an `__init__` calls on `self` (`self.init_state()`), anywhere in the module: their
 * `self.x = ...` make instance attributes as `__init__`'s own do, so their bodies are kept too.
 */
function initHelpers(source: string, lines: LogicalLines): Set<string> {
  const names = new Set<string>();
  if (!source.includes('__init__')) return names;
  for (let k = 0; k < lines.length; k++) {
    if (!lines[k]!.opensBlock) continue;
    DEF_HEADER.lastIndex = lines[k]!.code;
    if (DEF_HEADER.exec(source)?.[1] !== '__init__') continue;
    const range = bodyLines(source, lines, k);
    if (!range) continue;
    const body = source.slice(lines[range.first]!.start, lines[range.last]!.end);
    for (const call of body.matchAll(SELF_CALL)) names.add(call[1]!);
  }
  return names;
}

/** A method called on `self`: `self.init_state(`. */
export const SELF_CALL = /\bself\.([\p{L}_][\p{L}\p{N}_]*)\s*\(/gu;

/**
 * The body of the `def` on logical line `k` that can be emptied, as logical line indexes; not
 * `__init__`'s, nor those of the methods in `keep`.
 */
function emptiableBody(
  source: string,
  lines: LogicalLines,
  yields: number[],
  k: number,
  keep: Set<string>,
): { from: number; to: number; filler: string } | undefined {
  const header = lines[k]!;
  // A header ends with its colon (a one-line `def f(): ...` has nothing to empty).
  if (!header.opensBlock) return undefined;
  DEF_HEADER.lastIndex = header.code;
  const name = DEF_HEADER.exec(source)?.[1];
  if (name === undefined || name === '__init__' || keep.has(name)) return undefined;
  const range = bodyLines(source, lines, k);
  if (!range) return undefined;
  const { first, last } = range;
  // A generator's emptied body keeps a `yield`, which makes the signature.
  const kind = bodyKind(source, lines, first, last, yields);
  if (kind === 'unknown') return undefined;
  const bodyIndent = source.slice(lines[first]!.start, lines[first]!.code);
  const yieldLine = kind === 'generator' ? `${bodyIndent}yield` : '';
  if (!startsString(source, lines[first]!.code))
    return { from: first, to: last, filler: yieldLine || `${bodyIndent}0` };
  // The docstring's statement stays; the body after it is emptied, if there is any.
  return first === last ? undefined : { from: first + 1, to: last, filler: yieldLine };
}

/** Where `word` occurs in `source`, in order. */
function positions(source: string, word: string): number[] {
  const found: number[] = [];
  for (let i = source.indexOf(word); i !== -1; i = source.indexOf(word, i + word.length))
    found.push(i);
  return found;
}

function countNewlines(source: string, from: number, to: number): number {
  let n = 0;
  for (let i = source.indexOf('\n', from); i !== -1 && i < to; i = source.indexOf('\n', i + 1)) n++;
  return n;
}
