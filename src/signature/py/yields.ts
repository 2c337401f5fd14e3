/**
 * Whether a function body makes its function a generator, read from the body's logical lines as
 * the reader reads it from the tree (functions.ts `isGenerator`): a `yield` of the body's own, not
 * inside a nested `def` or `class` (their header lines included) or a `lambda`. An outline keeps
 * that answer by leaving one `yield` in an emptied generator's body.
 */
import { firstIndexAtOrAfter } from '../source-text';
import { type LogicalLines, sameIndent, type Spans } from './logical-lines';

/** `plain`: no `yield` of its own; `generator`: one at least; `unknown`: not decidable here. */
export type BodyKind = 'plain' | 'generator' | 'unknown';

const NESTED_HEADER = /(?:async[ \t]+)?(?:def|class)\b/y;

/**
 * The kind of the body on logical lines `first` to `last`. `yields` are the offsets of every
 * `yield` in the source, in order. A `yield` in an f-string's replacement field or on a line with
 * a `lambda` is `unknown` (the caller keeps such a body whole).
 */
export function bodyKind(
  source: string,
  lines: LogicalLines,
  first: number,
  last: number,
  yields: number[],
): BodyKind {
  let y = firstIndexAtOrAfter(yields, lines[first]!.start);
  if (y === yields.length || yields[y]! >= lines[last]!.end) return 'plain';
  let kind: BodyKind = 'plain';
  // The indentation of the nested `def` or `class` the current line is in (its length, -1 outside
  // any, and where its line starts).
  let nested = -1;
  let nestedStart = 0;
  for (let j = first; j <= last && y < yields.length; j++) {
    const line = lines[j]!;
    if (line.lastCode !== -1) {
      const depth = line.code - line.start;
      if (nested !== -1) {
        const inside = depth > nested && sameIndent(source, nestedStart, line.start, nested);
        if (!inside) {
          // Out of the nested block only by a dedent to a prefix of its indentation; tabs and
          // spaces mixed otherwise are left to the parser, which counts a tab as 8 columns.
          if (!sameIndent(source, nestedStart, line.start, depth)) return 'unknown';
          nested = -1;
        }
      }
      NESTED_HEADER.lastIndex = line.code;
      if (nested === -1 && NESTED_HEADER.test(source)) {
        nested = depth;
        nestedStart = line.start;
      }
    }
    for (; y < yields.length && yields[y]! < line.end; y++) {
      const token = yieldToken(source, lines, yields[y]!);
      if (token === 'unknown') return 'unknown';
      if (token === 'none') continue;
      if (source.slice(line.start, line.end).includes('lambda')) return 'unknown';
      if (nested === -1) kind = 'generator';
    }
  }
  return kind;
}

/** What the `yield` at `at` is: a keyword in code, not one (a comment, a string, a longer name), or `unknown`. */
function yieldToken(source: string, lines: LogicalLines, at: number): 'code' | 'none' | 'unknown' {
  if (isNameChar(source.charCodeAt(at - 1)) || isNameChar(source.charCodeAt(at + 5))) return 'none';
  if (within(lines.comments, at) !== -1) return 'none';
  const string = within(lines.strings, at);
  if (string === -1) return 'code';
  return lines.strings.formatted[string] ? 'unknown' : 'none';
}

/** The index of the span holding `at`, or -1. */
function within(spans: Spans, at: number): number {
  const last = firstIndexAtOrAfter(spans.starts, at + 1) - 1;
  return last >= 0 && at < spans.ends[last]! ? last : -1;
}

/** A character that can continue a name; any non-ASCII one counts (identifiers may use them). */
function isNameChar(c: number): boolean {
  return (
    (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c > 127
  );
}
