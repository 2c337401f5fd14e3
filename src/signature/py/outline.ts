/**
 * What the Python reader parses of a module: its text with function bodies emptied. A module's API
 * is its declarations: headers, decorators, docstrings, module- and class-level statements. The
 * statements of a function's body are never read (but for `__init__`, whose `self.x = ...` are
 * members, and generators, whose `yield` makes the signature), and on the CPython corpus they are
 * two thirds of the text; parsing the lines they leave empty costs almost nothing.
 *
 * Emptied lines keep their `\n`, so every row of the outline is the row of the source, and the
 * lines kept are kept whole, so a position on them maps back by row and column (`toSource`). The
 * `#` comments of the emptied lines are found here (tree-sitter's comment token: from `#` up to the
 * `\n`), so the comment inventory is the full file's.
 *
 * The scanner follows Python's lexical rules as far as block structure needs: logical lines
 * (brackets, backslash continuations, strings, f-string replacement fields), comments, and
 * indentation. Where indentation mixes tabs and spaces in a way a prefix test cannot order, the
 * body is kept. A misreading can only leave a body whole or give a syntax error, which the caller
 * answers by parsing the source whole (see `pair.ts`).
 */
import type { RawComment } from '../comments';
import { APOSTROPHE, BACKSLASH, HASH, lineAt, lineStarts, QUOTE, SPACE, TAB } from '../source-text';

const NEWLINE = 10;
const RETURN = 13;
const FORM_FEED = 12;
const COLON = 58;
const OPEN = [40, 91, 123]; // ( [ {
const CLOSE = [41, 93, 125]; // ) ] }
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const STRING_PREFIX = /^[rRbBuUfFtT]{0,2}$/;
const FORMATTED = /[fFtT]/;
const RAW = /[rR]/;
const DEF_HEADER = /(?:async[ \t]+)?def[ \t]+([^\s([]+)/y;

/** What an ASCII character is to the logical-line scanner (anything else is `OTHER` code). */
const OTHER = 0;
const BLANK = 1;
const NEWLINE_KIND = 2;
const COMMENT_KIND = 3;
const CONTINUATION = 4;
const STRING_KIND = 5;
const OPEN_KIND = 6;
const CLOSE_KIND = 7;
const CHAR_KIND = new Uint8Array(128);
for (const c of [SPACE, TAB, RETURN, FORM_FEED]) CHAR_KIND[c] = BLANK;
CHAR_KIND[NEWLINE] = NEWLINE_KIND;
CHAR_KIND[HASH] = COMMENT_KIND;
CHAR_KIND[BACKSLASH] = CONTINUATION;
CHAR_KIND[QUOTE] = CHAR_KIND[APOSTROPHE] = STRING_KIND;
for (const c of OPEN) CHAR_KIND[c] = OPEN_KIND;
for (const c of CLOSE) CHAR_KIND[c] = CLOSE_KIND;

/**
 * F-strings nested deeper than this in each other's replacement fields end the scan: the module is
 * parsed whole (Python's own parser stops at about 150 levels; a deeper text is not a real module,
 * and scanning it would exhaust the stack).
 */
const MAX_FIELD_NESTING = 200;

class TooDeep extends Error {}

/** One outline of a module version. */
export class Outline {
  private starts: { text: number[]; source: number[] } | undefined;

  constructor(
    /** The module as written. */
    readonly source: string,
    /** What the parser reads: `source` with the emptied bodies' lines empty. */
    readonly text: string,
    /** The `#` comments on emptied lines, at their offsets in `source`. */
    readonly comments: RawComment[],
    /** The text of each emptied body, its indentation included. */
    readonly bodies: Set<string>,
  ) {}

  /** An outline that empties nothing: the parser reads the source. */
  static whole(source: string): Outline {
    return new Outline(source, source, [], new Set());
  }

  get emptied(): boolean {
    return this.bodies.size > 0;
  }

  /** A comment found in `text`, at its offsets in `source` (it lies on a kept line). */
  toSource(comment: RawComment): RawComment {
    if (!this.emptied) return comment;
    this.starts ??= { text: lineStarts(this.text), source: lineStarts(this.source) };
    const { text, source } = this.starts;
    const map = (at: number) => {
      const row = lineAt(text, at) - 1;
      return source[row]! + at - text[row]!;
    };
    return { ...comment, start: map(comment.start), end: map(comment.end) };
  }
}

/**
 * The outline of `source`, emptying each function body (from the statement after its docstring to
 * its last statement) for which `emptyBody(text)` says so; `emptyBody` is asked only about bodies
 * that can be emptied. A body without a docstring keeps one statement, `0`, so it stays a block.
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
  const parts: string[] = [];
  const comments: RawComment[] = [];
  const bodies = new Set<string>();
  let kept = 0;
  let nextComment = 0;
  for (let k = 0; k < lines.length; k++) {
    const body = emptiableBody(source, lines, yields, k);
    if (!body) continue;
    const from = lines[body.from]!;
    const to = lines[body.to]!;
    const text = source.slice(from.start, to.end);
    if (!emptyBody(text)) continue;
    bodies.add(text);
    parts.push(source.slice(kept, from.start));
    // Each emptied line keeps its `\n`; a last line without one becomes the empty last row.
    let rows = countNewlines(source, from.start, to.end);
    if (body.filler) {
      parts.push(`${source.slice(from.start, from.code)}0${rows > 0 ? '\n' : ''}`);
      rows = Math.max(rows - 1, 0);
    }
    parts.push('\n'.repeat(rows));
    kept = to.end;
    const found = lines.comments;
    while (nextComment < found.length && found[nextComment]! < from.start) nextComment += 2;
    for (; nextComment < found.length && found[nextComment]! < to.end; nextComment += 2)
      comments.push({ start: found[nextComment]!, end: found[nextComment + 1]!, doc: false });
    k = body.to;
  }
  if (bodies.size === 0) return Outline.whole(source);
  parts.push(source.slice(kept));
  return new Outline(source, parts.join(''), comments, bodies);
}

/** The body of the `def` on logical line `k` that can be emptied, as logical line indexes. */
function emptiableBody(
  source: string,
  lines: LogicalLines,
  yields: number[],
  k: number,
): { from: number; to: number; filler: boolean } | undefined {
  const header = lines[k]!;
  // A header ends with its colon (a one-line `def f(): ...` has nothing to empty).
  if (header.lastCode === -1 || source.charCodeAt(header.lastCode) !== COLON) return undefined;
  DEF_HEADER.lastIndex = header.code;
  const name = DEF_HEADER.exec(source)?.[1];
  if (name === undefined || name === '__init__') return undefined;
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
  if (first === -1) return undefined;
  const bodyStart = lines[first]!.start;
  const bodyEnd = lines[last]!.end;
  // A `yield` anywhere in the body keeps it (the reader tells its own from a nested function's).
  if (firstAtOrAfter(yields, bodyStart) < bodyEnd) return undefined;
  if (!startsString(source, lines[first]!.code)) return { from: first, to: last, filler: true };
  // The docstring's statement stays; the body after it is emptied, if there is any.
  return first === last ? undefined : { from: first + 1, to: last, filler: false };
}

function sameIndent(source: string, a: number, b: number, length: number): boolean {
  for (let i = 0; i < length; i++)
    if (source.charCodeAt(a + i) !== source.charCodeAt(b + i)) return false;
  return true;
}

/** A string literal starts at `at` (a quote, after at most two prefix letters). */
function startsString(source: string, at: number): boolean {
  for (let i = at; i < at + 3; i++) {
    const c = source.charCodeAt(i);
    if (c === QUOTE || c === APOSTROPHE) return STRING_PREFIX.test(source.slice(at, i));
  }
  return false;
}

/** Where `word` occurs in `source`, in order. */
function positions(source: string, word: string): number[] {
  const found: number[] = [];
  for (let i = source.indexOf(word); i !== -1; i = source.indexOf(word, i + word.length))
    found.push(i);
  return found;
}

/** The first of the sorted `values` that is at least `at`; Infinity when none is. */
function firstAtOrAfter(values: number[], at: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid]! < at) lo = mid + 1;
    else hi = mid;
  }
  return lo < values.length ? values[lo]! : Infinity;
}

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function countNewlines(source: string, from: number, to: number): number {
  let n = 0;
  for (let i = source.indexOf('\n', from); i !== -1 && i < to; i = source.indexOf('\n', i + 1)) n++;
  return n;
}

/** One logical line: offsets of its start, first code character, last code character and end. */
interface LogicalLine {
  start: number;
  /** The first character after the indentation. */
  code: number;
  /** The last character of code (not whitespace or comment); -1 on a blank or comment-only line. */
  lastCode: number;
  /** After its last `\n`, or the end of the source. */
  end: number;
}

/** The logical lines, and the `#` comments as (start, end) pairs. */
type LogicalLines = LogicalLine[] & { comments: number[] };

function logicalLines(source: string): LogicalLines {
  const scanner = new Scanner(source);
  const lines = [] as unknown as LogicalLines;
  lines.comments = scanner.comments;
  while (scanner.at < source.length) lines.push(scanner.logicalLine());
  return lines;
}

class Scanner {
  at = 0;
  readonly comments: number[] = [];
  private lastCode = -1;
  /** Replacement fields open (f-strings nest in fields). */
  private fields = 0;

  constructor(private readonly source: string) {}

  logicalLine(): LogicalLine {
    const s = this.source;
    const start = this.at;
    let i = start;
    for (
      let c = s.charCodeAt(i);
      c === SPACE || c === TAB || c === FORM_FEED;
      c = s.charCodeAt(++i)
    );
    const code = i;
    this.lastCode = -1;
    let depth = 0;
    while (i < s.length) {
      const c = s.charCodeAt(i);
      const kind = c < 128 ? CHAR_KIND[c]! : OTHER;
      if (kind === OTHER) {
        this.lastCode = i++;
      } else if (kind === BLANK) {
        i++;
      } else if (kind === NEWLINE_KIND) {
        i++;
        if (depth === 0) break;
      } else if (kind === COMMENT_KIND) {
        i = this.comment(i);
      } else if (kind === CONTINUATION) {
        // A continuation joins the next line; elsewhere a backslash is an error the parser reports.
        i += s.charCodeAt(i + 1) === RETURN && s.charCodeAt(i + 2) === NEWLINE ? 3 : 2;
      } else if (kind === STRING_KIND) {
        i = this.string(i);
        this.lastCode = i - 1;
      } else {
        if (kind === OPEN_KIND) depth++;
        else if (depth > 0) depth--;
        this.lastCode = i++;
      }
    }
    this.at = i;
    return { start, code, lastCode: this.lastCode, end: i };
  }

  private comment(at: number): number {
    let end = this.source.indexOf('\n', at);
    if (end === -1) end = this.source.length;
    this.comments.push(at, end);
    return end;
  }

  /** The string literal whose quote is at `at` (its prefix letters just before); returns its end. */
  private string(at: number): number {
    const s = this.source;
    let p = at;
    while (p > at - 3 && isLetter(s.charCodeAt(p - 1))) p--;
    const prefix = s.slice(p, at);
    const formatted = STRING_PREFIX.test(prefix) && FORMATTED.test(prefix);
    const raw = RAW.test(prefix);
    const q = s.charCodeAt(at);
    const triple = s.charCodeAt(at + 1) === q && s.charCodeAt(at + 2) === q;
    let i = at + (triple ? 3 : 1);
    while (i < s.length) {
      const c = s.charCodeAt(i);
      if (c === BACKSLASH) {
        const next = s.charCodeAt(i + 1);
        if (formatted && (next === OPEN_BRACE || next === CLOSE_BRACE)) i++;
        else if (formatted && !raw && next === 78 && s.charCodeAt(i + 2) === OPEN_BRACE)
          i = this.until(i + 3, CLOSE_BRACE); // \N{NAME}
        else i += 2;
      } else if (c === q) {
        if (!triple) return i + 1;
        if (s.charCodeAt(i + 1) === q && s.charCodeAt(i + 2) === q) return i + 3;
        i++;
      } else if (c === NEWLINE && !triple) {
        return i; // unterminated: the parser reports it
      } else if (formatted && c === OPEN_BRACE) {
        i = s.charCodeAt(i + 1) === OPEN_BRACE ? i + 2 : this.field(i + 1);
      } else {
        i++;
      }
    }
    return s.length;
  }

  /** An f-string replacement field's expression from `at`; returns the end of the field. */
  private field(at: number): number {
    if (++this.fields > MAX_FIELD_NESTING) throw new TooDeep();
    try {
      return this.fieldExpression(at);
    } finally {
      this.fields--;
    }
  }

  private fieldExpression(at: number): number {
    const s = this.source;
    let depth = 0;
    let i = at;
    while (i < s.length) {
      const c = s.charCodeAt(i);
      if (c === QUOTE || c === APOSTROPHE) {
        i = this.string(i);
      } else if (c === HASH) {
        i = this.comment(i); // a multi-line field can hold comments (Python 3.12)
      } else if (c === CLOSE_BRACE && depth === 0) {
        return i + 1;
      } else if (c === COLON && depth === 0) {
        return this.formatSpec(i + 1);
      } else {
        const kind = c < 128 ? CHAR_KIND[c] : OTHER;
        if (kind === OPEN_KIND) depth++;
        else if (kind === CLOSE_KIND && depth > 0) depth--;
        i++;
      }
    }
    return i;
  }

  /** A format spec (`{x:>{width}}`) from `at`; returns the end of its field. */
  private formatSpec(at: number): number {
    const s = this.source;
    for (let i = at; i < s.length;) {
      const c = s.charCodeAt(i);
      if (c === CLOSE_BRACE) return i + 1;
      i = c === OPEN_BRACE ? this.field(i + 1) : i + 1;
    }
    return s.length;
  }

  private until(at: number, char: number): number {
    const end = this.source.indexOf(String.fromCharCode(char), at);
    return end === -1 ? this.source.length : end + 1;
  }
}
