/**
 * Python's logical lines, as far as block structure needs them: a logical line runs on over
 * brackets, backslash continuations, strings (with their prefixes, triple quotes and escapes) and
 * f-string replacement fields (format specs and nested fields included); `#` comments are
 * collected on the way (tree-sitter's comment token: from `#` up to the `\n`).
 */
import { APOSTROPHE, BACKSLASH, HASH, QUOTE, SPACE, TAB } from '../source-text';

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

/** Thrown by `logicalLines` on f-strings nested past `MAX_FIELD_NESTING`. */
export class TooDeep extends Error {}

/** A string literal starts at `at` (a quote, after at most two prefix letters). */
export function startsString(source: string, at: number): boolean {
  for (let i = at; i < at + 3; i++) {
    const c = source.charCodeAt(i);
    if (c === QUOTE || c === APOSTROPHE) return STRING_PREFIX.test(source.slice(at, i));
  }
  return false;
}

/**
 * After the backslash at `at` and the character it escapes: a `\r\n` line end counts as one, so a
 * backslash before it continues the line (or the string) as before a `\n`.
 */
function afterEscape(source: string, at: number): number {
  return source.charCodeAt(at + 1) === RETURN && source.charCodeAt(at + 2) === NEWLINE
    ? at + 3
    : at + 2;
}

/** The lines starting at `a` and `b` begin with the same `length` characters (of indentation). */
export function sameIndent(source: string, a: number, b: number, length: number): boolean {
  for (let i = 0; i < length; i++)
    if (source.charCodeAt(a + i) !== source.charCodeAt(b + i)) return false;
  return true;
}

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** One logical line: offsets of its start, first code character, last code character and end. */
export interface LogicalLine {
  start: number;
  /** The first character after the indentation. */
  code: number;
  /** The last character of code (not whitespace or comment); -1 on a blank or comment-only line. */
  lastCode: number;
  /** After its last `\n`, or the end of the source. */
  end: number;
  /** Its last code character is a colon: a compound statement's header with its block below. */
  opensBlock: boolean;
}

/** Stretches of the source, in order: where each starts and where it ends. */
export interface Spans {
  starts: number[];
  ends: number[];
}

/**
 * The logical lines, the `#` comments, and the string literals (`formatted`: an f- or t-string,
 * whose replacement fields hold code).
 */
export type LogicalLines = LogicalLine[] & {
  comments: Spans;
  strings: Spans & { formatted: boolean[] };
};

export function logicalLines(source: string): LogicalLines {
  const scanner = new Scanner(source);
  const lines = [] as unknown as LogicalLines;
  lines.comments = scanner.comments;
  lines.strings = scanner.strings;
  while (scanner.at < source.length) lines.push(scanner.logicalLine());
  return lines;
}

class Scanner {
  at = 0;
  readonly comments: Spans = { starts: [], ends: [] };
  /** Strings outside replacement fields (those in fields lie inside an f-string's). */
  readonly strings: Spans & { formatted: boolean[] } = { starts: [], ends: [], formatted: [] };
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
        i = afterEscape(s, i);
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
    const opensBlock = this.lastCode !== -1 && s.charCodeAt(this.lastCode) === COLON;
    return { start, code, lastCode: this.lastCode, end: i, opensBlock };
  }

  private comment(at: number): number {
    let end = this.source.indexOf('\n', at);
    if (end === -1) end = this.source.length;
    this.comments.starts.push(at);
    this.comments.ends.push(end);
    return end;
  }

  /** The string literal whose quote is at `at` (its prefix letters just before); returns its end. */
  private string(at: number): number {
    const s = this.source;
    let p = at;
    while (p > at - 3 && isLetter(s.charCodeAt(p - 1))) p--;
    const prefix = s.slice(p, at);
    const formatted = STRING_PREFIX.test(prefix) && FORMATTED.test(prefix);
    const outside = this.fields === 0;
    const end = this.stringEnd(at, formatted, RAW.test(prefix));
    if (outside) {
      this.strings.starts.push(at);
      this.strings.ends.push(end);
      this.strings.formatted.push(formatted);
    }
    return end;
  }

  private stringEnd(at: number, formatted: boolean, raw: boolean): number {
    const s = this.source;
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
        else i = afterEscape(s, i);
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
