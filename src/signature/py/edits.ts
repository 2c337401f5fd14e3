/**
 * The edits that turn one text into another, for tree-sitter's incremental parse. A PR usually
 * changes a few places of a module; one edit from the first to the last difference spans most
 * of the file (on the CPython 3.12 → 3.13 corpus, 76% of the changed heads' text), and tree-sitter
 * re-lexes all of it. Hunks of a line diff keep unchanged lines outside the edits. Edits are
 * whole lines, so none splits a surrogate pair or a `\r\n`.
 */
import { lineStarts } from '../source-text';

/**
 * Hunks closer than this many lines become one edit. Each edit makes the parser break down the
 * nodes around it, and re-parsing a short unchanged stretch costs less: on the CPython corpus's
 * changed heads, joining hunks under 64 lines apart re-lexes 20% of the text instead of 10%, and
 * the incremental parse takes 14% less time (a plateau from about 60 to 150 lines).
 */
const MERGE_GAP_LINES = 64;

/** One edit in web-tree-sitter's units (UTF-16 code units; rows count `\n`). */
export interface TextEdit {
  startIndex: number;
  oldEndIndex: number;
  newEndIndex: number;
  startPosition: Point;
  oldEndPosition: Point;
  newEndPosition: Point;
}

export interface Point {
  row: number;
  column: number;
}

/**
 * The edits from `a` to `b`, in text order, each in the coordinates of the text with the edits
 * before it applied (as `Tree.edit` expects them one after another). Unequal texts give at least
 * one edit; equal ones none.
 */
export function textEdits(a: string, b: string): TextEdit[] {
  if (a === b) return [];
  const aLines = linesOf(a);
  const bLines = linesOf(b);
  return lineHunks(a, aLines, b, bLines).map((h) => {
    // Before the hunk the text is the head's already (earlier edits are applied), after it the base's.
    const startIndex = offsetOf(b, bLines, h.bStart);
    const oldLength = offsetOf(a, aLines, h.aEnd) - offsetOf(a, aLines, h.aStart);
    return {
      startIndex,
      oldEndIndex: startIndex + oldLength,
      newEndIndex: offsetOf(b, bLines, h.bEnd),
      startPosition: linePoint(b, bLines, h.bStart, 0),
      oldEndPosition: linePoint(a, aLines, h.aEnd, h.bStart - h.aStart),
      newEndPosition: linePoint(b, bLines, h.bEnd, 0),
    };
  });
}

/** A run of lines `a[aStart, aEnd)` replaced by `b[bStart, bEnd)`. */
interface Hunk {
  aStart: number;
  aEnd: number;
  bStart: number;
  bEnd: number;
}

/** Offsets where each line starts (a line keeps its `\n`; the last may lack one). */
function linesOf(text: string): number[] {
  const starts = lineStarts(text);
  if (starts[starts.length - 1] === text.length) starts.pop();
  return starts;
}

function offsetOf(text: string, starts: number[], line: number): number {
  return line < starts.length ? starts[line]! : text.length;
}

/** Where line `line` begins, or the end of the text after the last line; `rowShift` rows down. */
function linePoint(text: string, starts: number[], line: number, rowShift: number): Point {
  if (line < starts.length || starts.length === 0 || text.endsWith('\n'))
    return { row: line + rowShift, column: 0 };
  const last = starts.length - 1;
  return { row: last + rowShift, column: text.length - starts[last]! };
}

/**
 * Hunks of a patience diff: lines that occur once in each text are matched where their order
 * agrees (longest increasing subsequence), each match grows over the equal lines around it, and
 * what lies between matches is a hunk. Linear in lines but for the sort; not the shortest edit
 * script, which the parser does not need: any alignment of equal lines gives correct edits.
 */
function lineHunks(a: string, aStarts: number[], b: string, bStarts: number[]): Hunk[] {
  // Lines before the first differing character and after the last one are common: only the
  // lines between them are numbered and matched.
  const { first, last } = commonLines(a, aStarts, b, bStarts);
  const ids = new Map<string, number>();
  const lineIds = (text: string, starts: number[], end: number) =>
    Int32Array.from({ length: end - first }, (_, k) => {
      const line = text.slice(starts[first + k], offsetOf(text, starts, first + k + 1));
      let n = ids.get(line);
      if (n === undefined) ids.set(line, (n = ids.size));
      return n;
    });
  const x = lineIds(a, aStarts, aStarts.length - last);
  const y = lineIds(b, bStarts, bStarts.length - last);
  const hunks: Hunk[] = [];
  let i = 0;
  let j = 0;
  for (const [ai, bj] of [...uniqueMatches(x, y, ids.size), [x.length, y.length]]) {
    // Equal lines after the previous match, and before this one, are common too.
    while (i < ai! && j < bj! && x[i] === y[j]) {
      i++;
      j++;
    }
    let ei = ai!;
    let ej = bj!;
    while (ei > i && ej > j && x[ei - 1] === y[ej - 1]) {
      ei--;
      ej--;
    }
    if (i < ei || j < ej) {
      const last = hunks[hunks.length - 1];
      if (last && first + i - last.aEnd < MERGE_GAP_LINES) {
        last.aEnd = first + ei;
        last.bEnd = first + ej;
      } else {
        hunks.push({ aStart: first + i, aEnd: first + ei, bStart: first + j, bEnd: first + ej });
      }
    }
    i = ai! + 1;
    j = bj! + 1;
  }
  return hunks;
}

/**
 * How many lines the texts share at their start (`first`) and end (`last`): the lines before the
 * first differing character, and those starting after the last one (a line that starts right
 * after it may follow a different character in the other text).
 */
function commonLines(
  a: string,
  aStarts: number[],
  b: string,
  bStarts: number[],
): { first: number; last: number } {
  const max = Math.min(a.length, b.length);
  let head = 0;
  while (head < max && a.charCodeAt(head) === b.charCodeAt(head)) head++;
  let tail = 0;
  while (tail < max && a.charCodeAt(a.length - 1 - tail) === b.charCodeAt(b.length - 1 - tail))
    tail++;
  // A line is common when it ends, `\n` included, within the common start of the texts.
  const lines = Math.min(aStarts.length, bStarts.length);
  let first = 0;
  while (first < lines) {
    const end = offsetOf(a, aStarts, first + 1);
    if (end > head || a.charCodeAt(end - 1) !== 10) break;
    first++;
  }
  let last = 0;
  const room = lines - first;
  while (last < room && aStarts[aStarts.length - 1 - last]! > a.length - tail) last++;
  return { first, last };
}

/** Pairs (i, j) with x[i] = y[j] occurring once in each, the longest run increasing in both. */
function uniqueMatches(x: Int32Array, y: Int32Array, ids: number): [number, number][] {
  const inX = new Int32Array(ids);
  const inY = new Int32Array(ids);
  const atY = new Int32Array(ids);
  for (const id of x) inX[id]!++;
  y.forEach((id, j) => {
    inY[id]!++;
    atY[id] = j;
  });
  // Patience sorting: tails[k] ends the best increasing run of length k + 1 found so far.
  const matches: [number, number][] = [];
  const before: number[] = [];
  const tails: number[] = [];
  x.forEach((id, i) => {
    if (inX[id] !== 1 || inY[id] !== 1) return;
    const j = atY[id]!;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (matches[tails[mid]!]![1] < j) lo = mid + 1;
      else hi = mid;
    }
    before.push(lo > 0 ? tails[lo - 1]! : -1);
    tails[lo] = matches.length;
    matches.push([i, j]);
  });
  const run: [number, number][] = [];
  for (let k = tails.length ? tails[tails.length - 1]! : -1; k !== -1; k = before[k]!)
    run.push(matches[k]!);
  return run.reverse();
}
