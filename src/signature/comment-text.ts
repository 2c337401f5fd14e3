/**
 * The text two comments are compared by: markers stripped, whitespace collapsed, so re-wrapped
 * and re-indented comments compare equal.
 */
import { BANG, HASH, isWhitespace, SLASH, SPACE, STAR, TAB } from './source-text';

/**
 * Strips comment markers and collapses whitespace: the text two comments are compared by. For a
 * block comment this is `/^\/\*+!?/`, then `/\*+\/$/`, then `/^[ \t]*\*+(?!\/)/gm` removed, for a
 * line comment `/^[ \t]*(\/\/+|#+)/gm`; then `\s+` becomes one space and the ends are trimmed.
 * Done in one pass over the comment (no intermediate strings): most of a file's comments are
 * normalized on both sides.
 */
export function normalizeComment(raw: string, docstring = false): string {
  if (docstring) {
    const text = raw.replace(/^[rRuUbBfF]*("""|'''|"|')/, '').replace(/("""|'''|"|')$/, '');
    return text.replace(/\s+/g, ' ').trim();
  }
  let start = 0;
  let end = raw.length;
  const block = raw.startsWith('/*');
  if (block) {
    start = 2;
    while (raw.charCodeAt(start) === STAR) start++;
    if (raw.charCodeAt(start) === BANG) start++;
    if (end > start && raw.charCodeAt(end - 1) === SLASH) {
      let stars = end - 1;
      while (stars > start && raw.charCodeAt(stars - 1) === STAR) stars--;
      if (stars < end - 1) end = stars;
    }
  }
  const words = new WordJoiner(raw);
  // Each line starts with a marker to skip; its text runs up to and including its line break.
  for (let at = start; at < end;) at = words.addLine(skipLineMarker(raw, at, end, block), end);
  return words.text();
}

/** Where a line's text starts after its marker: `[ \t]*\*+(?!\/)` in a block, `[ \t]*(\/\/+|#+)` else. */
function skipLineMarker(raw: string, at: number, end: number, block: boolean): number {
  let i = at;
  while (i < end && (raw.charCodeAt(i) === SPACE || raw.charCodeAt(i) === TAB)) i++;
  const mark = i < end ? raw.charCodeAt(i) : -1;
  if (block) {
    if (mark !== STAR) return at;
    let j = i + 1;
    while (j < end && raw.charCodeAt(j) === STAR) j++;
    // The stars must not be followed by `/`: back off one star, which then is followed by a star.
    if (j < end && raw.charCodeAt(j) === SLASH) j--;
    return j > i ? j : at;
  }
  if (mark === SLASH && i + 1 < end && raw.charCodeAt(i + 1) === SLASH) {
    let j = i + 2;
    while (j < end && raw.charCodeAt(j) === SLASH) j++;
    return j;
  }
  if (mark === HASH) {
    let j = i + 1;
    while (j < end && raw.charCodeAt(j) === HASH) j++;
    return j;
  }
  return at;
}

/** Joins the words of a text's chosen ranges with single spaces (`\s+` → ' ', ends trimmed). */
class WordJoiner {
  private out = '';
  private gap = false;

  constructor(private readonly source: string) {}

  /** Adds `source[from, end)` up to and including its first line break; returns where that stops. */
  addLine(from: number, end: number): number {
    const s = this.source;
    let i = from;
    while (i < end) {
      const c = s.charCodeAt(i);
      if (isWhitespace(c)) {
        this.gap = true;
        i++;
        if (isLineBreak(c)) return i;
        continue;
      }
      // Words joined by single spaces are copied as one slice.
      let j = i + 1;
      for (;;) {
        while (j < end && !isWhitespace(s.charCodeAt(j))) j++;
        if (j + 1 < end && s.charCodeAt(j) === SPACE && !isWhitespace(s.charCodeAt(j + 1))) j += 2;
        else break;
      }
      if (this.gap && this.out !== '') this.out += ' ';
      this.gap = false;
      this.out += s.slice(i, j);
      i = j;
    }
    return end;
  }

  text(): string {
    return this.out;
  }
}

/** A line terminator, where a multiline regex `^` matches after. */
function isLineBreak(c: number): boolean {
  return c === 10 || c === 13 || c === 0x2028 || c === 0x2029;
}
