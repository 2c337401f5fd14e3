"use strict";
exports.id = 508;
exports.ids = [508];
exports.modules = {

/***/ 77508:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parseFrom: () => (/* binding */ parseFrom),
  pyPairSurfaces: () => (/* binding */ pyPairSurfaces)
});

// EXTERNAL MODULE: ./src/signature/source-text.ts
var source_text = __webpack_require__(18697);
;// CONCATENATED MODULE: ./src/signature/py/edits.ts
/**
 * The edits that turn one text into another, for tree-sitter's incremental parse. A PR usually
 * changes a few places of a module; one edit from the first to the last difference spans most
 * of the file (on the CPython 3.12 → 3.13 corpus, 76% of the changed heads' text), and tree-sitter
 * re-lexes all of it. Hunks of a line diff keep unchanged lines outside the edits. Edits are
 * whole lines, so none splits a surrogate pair or a `\r\n`.
 */

/**
 * Hunks closer than this many lines become one edit. Each edit makes the parser break down the
 * nodes around it, and re-parsing a short unchanged stretch costs less: on the CPython corpus's
 * changed heads, joining hunks under 64 lines apart re-lexes 20% of the text instead of 10%, and
 * the incremental parse takes 14% less time (a plateau from about 60 to 150 lines).
 */
const MERGE_GAP_LINES = 64;
/**
 * The edits from `a` to `b`, in text order, each in the coordinates of the text with the edits
 * before it applied (as `Tree.edit` expects them one after another). Unequal texts give at least
 * one edit; equal ones none.
 */
function textEdits(a, b) {
    if (a === b)
        return [];
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
/** Offsets where each line starts (a line keeps its `\n`; the last may lack one). */
function linesOf(text) {
    const starts = (0,source_text/* lineStarts */._$)(text);
    if (starts[starts.length - 1] === text.length)
        starts.pop();
    return starts;
}
function offsetOf(text, starts, line) {
    return line < starts.length ? starts[line] : text.length;
}
/** Where line `line` begins, or the end of the text after the last line; `rowShift` rows down. */
function linePoint(text, starts, line, rowShift) {
    if (line < starts.length || starts.length === 0 || text.endsWith('\n'))
        return { row: line + rowShift, column: 0 };
    const last = starts.length - 1;
    return { row: last + rowShift, column: text.length - starts[last] };
}
/**
 * Hunks of a patience diff: lines that occur once in each text are matched where their order
 * agrees (longest increasing subsequence), each match grows over the equal lines around it, and
 * what lies between matches is a hunk. Linear in lines but for the sort; not the shortest edit
 * script, which the parser does not need: any alignment of equal lines gives correct edits.
 */
function lineHunks(a, aStarts, b, bStarts) {
    // Lines before the first differing character and after the last one are common: only the
    // lines between them are numbered and matched.
    const { first, last } = commonLines(a, aStarts, b, bStarts);
    const ids = new Map();
    const lineIds = (text, starts, end) => Int32Array.from({ length: end - first }, (_, k) => {
        const line = text.slice(starts[first + k], offsetOf(text, starts, first + k + 1));
        let n = ids.get(line);
        if (n === undefined)
            ids.set(line, (n = ids.size));
        return n;
    });
    const x = lineIds(a, aStarts, aStarts.length - last);
    const y = lineIds(b, bStarts, bStarts.length - last);
    const hunks = [];
    let i = 0;
    let j = 0;
    for (const [ai, bj] of [...uniqueMatches(x, y, ids.size), [x.length, y.length]]) {
        // Equal lines after the previous match, and before this one, are common too.
        while (i < ai && j < bj && x[i] === y[j]) {
            i++;
            j++;
        }
        let ei = ai;
        let ej = bj;
        while (ei > i && ej > j && x[ei - 1] === y[ej - 1]) {
            ei--;
            ej--;
        }
        if (i < ei || j < ej) {
            const last = hunks[hunks.length - 1];
            if (last && first + i - last.aEnd < MERGE_GAP_LINES) {
                last.aEnd = first + ei;
                last.bEnd = first + ej;
            }
            else {
                hunks.push({ aStart: first + i, aEnd: first + ei, bStart: first + j, bEnd: first + ej });
            }
        }
        i = ai + 1;
        j = bj + 1;
    }
    return hunks;
}
/**
 * How many lines the texts share at their start (`first`) and end (`last`): the lines before the
 * first differing character, and those starting after the last one (a line that starts right
 * after it may follow a different character in the other text).
 */
function commonLines(a, aStarts, b, bStarts) {
    const max = Math.min(a.length, b.length);
    let head = 0;
    while (head < max && a.charCodeAt(head) === b.charCodeAt(head))
        head++;
    let tail = 0;
    while (tail < max && a.charCodeAt(a.length - 1 - tail) === b.charCodeAt(b.length - 1 - tail))
        tail++;
    // A line is common when it ends, `\n` included, within the common start of the texts.
    const lines = Math.min(aStarts.length, bStarts.length);
    let first = 0;
    while (first < lines) {
        const end = offsetOf(a, aStarts, first + 1);
        if (end > head || a.charCodeAt(end - 1) !== 10)
            break;
        first++;
    }
    let last = 0;
    const room = lines - first;
    while (last < room && aStarts[aStarts.length - 1 - last] > a.length - tail)
        last++;
    return { first, last };
}
/** Pairs (i, j) with x[i] = y[j] occurring once in each, the longest run increasing in both. */
function uniqueMatches(x, y, ids) {
    const inX = new Int32Array(ids);
    const inY = new Int32Array(ids);
    const atY = new Int32Array(ids);
    for (const id of x)
        inX[id]++;
    y.forEach((id, j) => {
        inY[id]++;
        atY[id] = j;
    });
    // Patience sorting: tails[k] ends the best increasing run of length k + 1 found so far.
    const matches = [];
    const before = [];
    const tails = [];
    x.forEach((id, i) => {
        if (inX[id] !== 1 || inY[id] !== 1)
            return;
        const j = atY[id];
        let lo = 0;
        let hi = tails.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (matches[tails[mid]][1] < j)
                lo = mid + 1;
            else
                hi = mid;
        }
        before.push(lo > 0 ? tails[lo - 1] : -1);
        tails[lo] = matches.length;
        matches.push([i, j]);
    });
    const run = [];
    for (let k = tails.length ? tails[tails.length - 1] : -1; k !== -1; k = before[k])
        run.push(matches[k]);
    return run.reverse();
}

;// CONCATENATED MODULE: ./src/signature/py/logical-lines.ts
/**
 * Python's logical lines, as far as block structure needs them: a logical line runs on over
 * brackets, backslash continuations, strings (with their prefixes, triple quotes and escapes) and
 * f-string replacement fields (format specs and nested fields included); `#` comments are
 * collected on the way (tree-sitter's comment token: from `#` up to the `\n`).
 */

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
for (const c of [source_text/* SPACE */.t6, source_text/* TAB */.wn, RETURN, FORM_FEED])
    CHAR_KIND[c] = BLANK;
CHAR_KIND[NEWLINE] = NEWLINE_KIND;
CHAR_KIND[source_text/* HASH */.v9] = COMMENT_KIND;
CHAR_KIND[source_text/* BACKSLASH */.r_] = CONTINUATION;
CHAR_KIND[source_text/* QUOTE */.jA] = CHAR_KIND[source_text/* APOSTROPHE */.CW] = STRING_KIND;
for (const c of OPEN)
    CHAR_KIND[c] = OPEN_KIND;
for (const c of CLOSE)
    CHAR_KIND[c] = CLOSE_KIND;
/**
 * F-strings nested deeper than this in each other's replacement fields end the scan: the module is
 * parsed whole (Python's own parser stops at about 150 levels; a deeper text is not a real module,
 * and scanning it would exhaust the stack).
 */
const MAX_FIELD_NESTING = 200;
/** Thrown by `logicalLines` on f-strings nested past `MAX_FIELD_NESTING`. */
class TooDeep extends Error {
}
/** A string literal starts at `at` (a quote, after at most two prefix letters). */
function startsString(source, at) {
    for (let i = at; i < at + 3; i++) {
        const c = source.charCodeAt(i);
        if (c === source_text/* QUOTE */.jA || c === source_text/* APOSTROPHE */.CW)
            return STRING_PREFIX.test(source.slice(at, i));
    }
    return false;
}
/**
 * After the backslash at `at` and the character it escapes: a `\r\n` line end counts as one, so a
 * backslash before it continues the line (or the string) as before a `\n`.
 */
function afterEscape(source, at) {
    return source.charCodeAt(at + 1) === RETURN && source.charCodeAt(at + 2) === NEWLINE
        ? at + 3
        : at + 2;
}
/** The lines starting at `a` and `b` begin with the same `length` characters (of indentation). */
function sameIndent(source, a, b, length) {
    for (let i = 0; i < length; i++)
        if (source.charCodeAt(a + i) !== source.charCodeAt(b + i))
            return false;
    return true;
}
function isLetter(c) {
    return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
function logicalLines(source) {
    const scanner = new Scanner(source);
    const lines = [];
    lines.comments = scanner.comments;
    lines.strings = scanner.strings;
    while (scanner.at < source.length)
        lines.push(scanner.logicalLine());
    return lines;
}
class Scanner {
    source;
    at = 0;
    comments = { starts: [], ends: [] };
    /** Strings outside replacement fields (those in fields lie inside an f-string's). */
    strings = { starts: [], ends: [], formatted: [] };
    lastCode = -1;
    /** Replacement fields open (f-strings nest in fields). */
    fields = 0;
    constructor(source) {
        this.source = source;
    }
    logicalLine() {
        const s = this.source;
        const start = this.at;
        let i = start;
        for (let c = s.charCodeAt(i); c === source_text/* SPACE */.t6 || c === source_text/* TAB */.wn || c === FORM_FEED; c = s.charCodeAt(++i))
            ;
        const code = i;
        this.lastCode = -1;
        let depth = 0;
        while (i < s.length) {
            const c = s.charCodeAt(i);
            const kind = c < 128 ? CHAR_KIND[c] : OTHER;
            if (kind === OTHER) {
                this.lastCode = i++;
            }
            else if (kind === BLANK) {
                i++;
            }
            else if (kind === NEWLINE_KIND) {
                i++;
                if (depth === 0)
                    break;
            }
            else if (kind === COMMENT_KIND) {
                i = this.comment(i);
            }
            else if (kind === CONTINUATION) {
                // A continuation joins the next line; elsewhere a backslash is an error the parser reports.
                i = afterEscape(s, i);
            }
            else if (kind === STRING_KIND) {
                i = this.string(i);
                this.lastCode = i - 1;
            }
            else {
                if (kind === OPEN_KIND)
                    depth++;
                else if (depth > 0)
                    depth--;
                this.lastCode = i++;
            }
        }
        this.at = i;
        const opensBlock = this.lastCode !== -1 && s.charCodeAt(this.lastCode) === COLON;
        return { start, code, lastCode: this.lastCode, end: i, opensBlock };
    }
    comment(at) {
        let end = this.source.indexOf('\n', at);
        if (end === -1)
            end = this.source.length;
        this.comments.starts.push(at);
        this.comments.ends.push(end);
        return end;
    }
    /** The string literal whose quote is at `at` (its prefix letters just before); returns its end. */
    string(at) {
        const s = this.source;
        let p = at;
        while (p > at - 3 && isLetter(s.charCodeAt(p - 1)))
            p--;
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
    stringEnd(at, formatted, raw) {
        const s = this.source;
        const q = s.charCodeAt(at);
        const triple = s.charCodeAt(at + 1) === q && s.charCodeAt(at + 2) === q;
        let i = at + (triple ? 3 : 1);
        while (i < s.length) {
            const c = s.charCodeAt(i);
            if (c === source_text/* BACKSLASH */.r_) {
                const next = s.charCodeAt(i + 1);
                if (formatted && (next === OPEN_BRACE || next === CLOSE_BRACE))
                    i++;
                else if (formatted && !raw && next === 78 && s.charCodeAt(i + 2) === OPEN_BRACE)
                    i = this.until(i + 3, CLOSE_BRACE); // \N{NAME}
                else
                    i = afterEscape(s, i);
            }
            else if (c === q) {
                if (!triple)
                    return i + 1;
                if (s.charCodeAt(i + 1) === q && s.charCodeAt(i + 2) === q)
                    return i + 3;
                i++;
            }
            else if (c === NEWLINE && !triple) {
                return i; // unterminated: the parser reports it
            }
            else if (formatted && c === OPEN_BRACE) {
                i = s.charCodeAt(i + 1) === OPEN_BRACE ? i + 2 : this.field(i + 1);
            }
            else {
                i++;
            }
        }
        return s.length;
    }
    /** An f-string replacement field's expression from `at`; returns the end of the field. */
    field(at) {
        if (++this.fields > MAX_FIELD_NESTING)
            throw new TooDeep();
        try {
            return this.fieldExpression(at);
        }
        finally {
            this.fields--;
        }
    }
    fieldExpression(at) {
        const s = this.source;
        let depth = 0;
        let i = at;
        while (i < s.length) {
            const c = s.charCodeAt(i);
            if (c === source_text/* QUOTE */.jA || c === source_text/* APOSTROPHE */.CW) {
                i = this.string(i);
            }
            else if (c === source_text/* HASH */.v9) {
                i = this.comment(i); // a multi-line field can hold comments (Python 3.12)
            }
            else if (c === CLOSE_BRACE && depth === 0) {
                return i + 1;
            }
            else if (c === COLON && depth === 0) {
                return this.formatSpec(i + 1);
            }
            else {
                const kind = c < 128 ? CHAR_KIND[c] : OTHER;
                if (kind === OPEN_KIND)
                    depth++;
                else if (kind === CLOSE_KIND && depth > 0)
                    depth--;
                i++;
            }
        }
        return i;
    }
    /** A format spec (`{x:>{width}}`) from `at`; returns the end of its field. */
    formatSpec(at) {
        const s = this.source;
        for (let i = at; i < s.length;) {
            const c = s.charCodeAt(i);
            if (c === CLOSE_BRACE)
                return i + 1;
            i = c === OPEN_BRACE ? this.field(i + 1) : i + 1;
        }
        return s.length;
    }
    until(at, char) {
        const end = this.source.indexOf(String.fromCharCode(char), at);
        return end === -1 ? this.source.length : end + 1;
    }
}

;// CONCATENATED MODULE: ./src/signature/py/yields.ts
/**
 * Whether a function body makes its function a generator, read from the body's logical lines as
 * the reader reads it from the tree (functions.ts `isGenerator`): a `yield` of the body's own, not
 * inside a nested `def` or `class` (their header lines included) or a `lambda`. An outline keeps
 * that answer by leaving one `yield` in an emptied generator's body.
 */


const NESTED_HEADER = /(?:async[ \t]+)?(?:def|class)\b/y;
/**
 * The kind of the body on logical lines `first` to `last`. `yields` are the offsets of every
 * `yield` in the source, in order. A `yield` in an f-string's replacement field or on a line with
 * a `lambda` is `unknown` (the caller keeps such a body whole).
 */
function bodyKind(source, lines, first, last, yields) {
    let y = (0,source_text/* firstIndexAtOrAfter */.H2)(yields, lines[first].start);
    if (y === yields.length || yields[y] >= lines[last].end)
        return 'plain';
    let kind = 'plain';
    // The indentation of the nested `def` or `class` the current line is in (its length, -1 outside
    // any, and where its line starts).
    let nested = -1;
    let nestedStart = 0;
    for (let j = first; j <= last && y < yields.length; j++) {
        const line = lines[j];
        if (line.lastCode !== -1) {
            const depth = line.code - line.start;
            if (nested !== -1) {
                const inside = depth > nested && sameIndent(source, nestedStart, line.start, nested);
                if (!inside) {
                    // Out of the nested block only by a dedent to a prefix of its indentation; tabs and
                    // spaces mixed otherwise are left to the parser, which counts a tab as 8 columns.
                    if (!sameIndent(source, nestedStart, line.start, depth))
                        return 'unknown';
                    nested = -1;
                }
            }
            NESTED_HEADER.lastIndex = line.code;
            if (nested === -1 && NESTED_HEADER.test(source)) {
                nested = depth;
                nestedStart = line.start;
            }
        }
        for (; y < yields.length && yields[y] < line.end; y++) {
            const token = yieldToken(source, lines, yields[y]);
            if (token === 'unknown')
                return 'unknown';
            if (token === 'none')
                continue;
            if (source.slice(line.start, line.end).includes('lambda'))
                return 'unknown';
            if (nested === -1)
                kind = 'generator';
        }
    }
    return kind;
}
/** What the `yield` at `at` is: a keyword in code, not one (a comment, a string, a longer name), or `unknown`. */
function yieldToken(source, lines, at) {
    if (isNameChar(source.charCodeAt(at - 1)) || isNameChar(source.charCodeAt(at + 5)))
        return 'none';
    if (within(lines.comments, at) !== -1)
        return 'none';
    const string = within(lines.strings, at);
    if (string === -1)
        return 'code';
    return lines.strings.formatted[string] ? 'unknown' : 'none';
}
/** The index of the span holding `at`, or -1. */
function within(spans, at) {
    const last = (0,source_text/* firstIndexAtOrAfter */.H2)(spans.starts, at + 1) - 1;
    return last >= 0 && at < spans.ends[last] ? last : -1;
}
/** A character that can continue a name; any non-ASCII one counts (identifiers may use them). */
function isNameChar(c) {
    return ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c > 127);
}

;// CONCATENATED MODULE: ./src/signature/py/outline.ts



const DEF_HEADER = /(?:async[ \t]+)?def[ \t]+([^\s([]+)/y;
/** One outline of a module version. */
class Outline {
    source;
    text;
    comments;
    bodies;
    kept;
    defaultsBlanked;
    constructor(
    /** The module as written. */
    source, 
    /** What the parser reads: `source` with the emptied bodies' lines empty. */
    text, 
    /** Every `#` comment, at its offsets in `source`; undefined when nothing was emptied. */
    comments, 
    /** The text of each emptied body, its indentation included. */
    bodies, 
    /** Where each stretch of kept source starts, in `text` and in `source`, in order. */
    kept = { text: [0], source: [0] }, 
    /** PEP 696 type parameter defaults were blanked for the parser (type-param-defaults.ts). */
    defaultsBlanked = false) {
        this.source = source;
        this.text = text;
        this.comments = comments;
        this.bodies = bodies;
        this.kept = kept;
        this.defaultsBlanked = defaultsBlanked;
    }
    /** An outline that empties nothing: the parser reads the source (and finds its comments). */
    static whole(source) {
        return new Outline(source, source, undefined, new Set());
    }
    /** The same outline reading `text`: its type parameter defaults blanked, rows and length kept. */
    withoutDefaults(text) {
        return new Outline(this.source, text, this.comments, this.bodies, this.kept, true);
    }
    get emptied() {
        return this.bodies.size > 0;
    }
    /** A comment found in `text`, at its offsets in `source` (it lies on a kept line). */
    toSource(comment) {
        if (!this.emptied)
            return comment;
        return { ...comment, start: this.offset(comment.start), end: this.offset(comment.end) };
    }
    /** The source offset of `text` offset `at`, which lies in a stretch of kept source. */
    offset(at) {
        const { text, source } = this.kept;
        // The stretches start at 0 and in order, as lines do: the same search finds the one holding `at`.
        const stretch = (0,source_text/* lineAt */.mh)(text, at) - 1;
        return source[stretch] + at - text[stretch];
    }
}
/**
 * The outline of `source`, emptying each function body (from the statement after its docstring to
 * its last statement) for which `emptyBody(text)` says so; `emptyBody` is asked only about bodies
 * that can be emptied. A body without a docstring keeps one statement, `0`, so it stays a block; a
 * generator's keeps a `yield` (yields.ts).
 */
function outline(source, emptyBody = () => true) {
    let lines;
    try {
        lines = logicalLines(source);
    }
    catch (error) {
        if (error instanceof TooDeep)
            return Outline.whole(source);
        throw error;
    }
    const yields = positions(source, 'yield');
    const helpers = initHelpers(source, lines);
    const parts = [];
    const bodies = new Set();
    const stretches = { text: [0], source: [0] };
    let textLength = 0;
    let kept = 0;
    for (let k = 0; k < lines.length; k++) {
        const body = emptiableBody(source, lines, yields, k, helpers);
        if (!body)
            continue;
        const from = lines[body.from];
        const to = lines[body.to];
        const text = source.slice(from.start, to.end);
        if (!emptyBody(text))
            continue;
        bodies.add(text);
        parts.push(source.slice(kept, from.start));
        // Each emptied line keeps its `\n`; a last line without one becomes the empty last row.
        const rows = countNewlines(source, from.start, to.end);
        const filler = body.filler;
        const emptied = filler && rows > 0 ? `${filler}\n${'\n'.repeat(rows - 1)}` : filler || '\n'.repeat(rows);
        parts.push(emptied);
        textLength += from.start - kept + emptied.length;
        kept = to.end;
        stretches.text.push(textLength);
        stretches.source.push(kept);
        k = body.to;
    }
    if (bodies.size === 0)
        return Outline.whole(source);
    parts.push(source.slice(kept));
    const { starts, ends } = lines.comments;
    const comments = starts.map((start, i) => ({ start, end: ends[i], doc: false }));
    return new Outline(source, parts.join(''), comments, bodies, stretches);
}
/**
 * The body of the block opened on logical line `k`, as logical line indexes; undefined when it
 * has none or its indentation mixes tabs and spaces past a prefix test.
 */
function bodyLines(source, lines, k) {
    const header = lines[k];
    const indent = header.code - header.start;
    let first = -1;
    let last = -1;
    for (let j = k + 1; j < lines.length; j++) {
        const line = lines[j];
        if (line.lastCode === -1)
            continue;
        const depth = line.code - line.start;
        const nested = depth > indent && sameIndent(source, header.start, line.start, indent);
        if (!nested) {
            // A dedent must be a prefix of the header's indentation; else tabs and spaces mix.
            if (depth > indent || !sameIndent(source, header.start, line.start, depth))
                return undefined;
            break;
        }
        if (first === -1)
            first = j;
        last = j;
    }
    return first === -1 ? undefined : { first, last };
}
/**
 * The methods an `__init__` calls on `self` (`self.init_state()`), anywhere in the module: their
 * `self.x = ...` make instance attributes as `__init__`'s own do, so their bodies are kept too.
 */
function initHelpers(source, lines) {
    const names = new Set();
    if (!source.includes('__init__'))
        return names;
    for (let k = 0; k < lines.length; k++) {
        if (!lines[k].opensBlock)
            continue;
        DEF_HEADER.lastIndex = lines[k].code;
        if (DEF_HEADER.exec(source)?.[1] !== '__init__')
            continue;
        const range = bodyLines(source, lines, k);
        if (!range)
            continue;
        const body = source.slice(lines[range.first].start, lines[range.last].end);
        for (const call of body.matchAll(SELF_CALL))
            names.add(call[1]);
    }
    return names;
}
/** A method called on `self`: `self.init_state(`. */
const SELF_CALL = /\bself\.([\p{L}_][\p{L}\p{N}_]*)\s*\(/gu;
/**
 * The body of the `def` on logical line `k` that can be emptied, as logical line indexes; not
 * `__init__`'s, nor those of the methods in `keep`.
 */
function emptiableBody(source, lines, yields, k, keep) {
    const header = lines[k];
    // A header ends with its colon (a one-line `def f(): ...` has nothing to empty).
    if (!header.opensBlock)
        return undefined;
    DEF_HEADER.lastIndex = header.code;
    const name = DEF_HEADER.exec(source)?.[1];
    if (name === undefined || name === '__init__' || keep.has(name))
        return undefined;
    const range = bodyLines(source, lines, k);
    if (!range)
        return undefined;
    const { first, last } = range;
    // A generator's emptied body keeps a `yield`, which makes the signature.
    const kind = bodyKind(source, lines, first, last, yields);
    if (kind === 'unknown')
        return undefined;
    const bodyIndent = source.slice(lines[first].start, lines[first].code);
    const yieldLine = kind === 'generator' ? `${bodyIndent}yield` : '';
    if (!startsString(source, lines[first].code))
        return { from: first, to: last, filler: yieldLine || `${bodyIndent}0` };
    // The docstring's statement stays; the body after it is emptied, if there is any.
    return first === last ? undefined : { from: first + 1, to: last, filler: yieldLine };
}
/** Where `word` occurs in `source`, in order. */
function positions(source, word) {
    const found = [];
    for (let i = source.indexOf(word); i !== -1; i = source.indexOf(word, i + word.length))
        found.push(i);
    return found;
}
function countNewlines(source, from, to) {
    let n = 0;
    for (let i = source.indexOf('\n', from); i !== -1 && i < to; i = source.indexOf('\n', i + 1))
        n++;
    return n;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/signature/py/parser.ts


const RUNTIME = { file: 'web-tree-sitter.wasm', pkg: 'web-tree-sitter' };
const GRAMMAR = { file: 'tree-sitter-python.wasm', pkg: 'tree-sitter-python' };
/**
 * Finds a `.wasm` file: beside the running bundle (dist/, where scripts/bundle.mjs copies both),
 * else in the `node_modules` of this folder or any ancestor (running from source, lib/ or tests).
 */
function locateWasm(asset, from = __dirname) {
    const tried = [(0,external_node_path_.join)(from, asset.file)];
    for (let dir = from;; dir = (0,external_node_path_.dirname)(dir)) {
        tried.push((0,external_node_path_.join)(dir, 'node_modules', asset.pkg, asset.file));
        if ((0,external_node_path_.dirname)(dir) === dir)
            break;
    }
    const found = tried.find((p) => (0,external_node_fs_.existsSync)(p));
    if (!found) {
        throw new Error(`cannot find ${asset.file} beside the program or in node_modules (from ${from})`);
    }
    return found;
}
let parser;
let wasmFrom = __dirname;
/** Where to look for the `.wasm` files (a pool worker looks where the main thread does). */
function searchWasmFrom(dir) {
    wasmFrom = dir;
}
/** The Python parser, loaded on first use (web-tree-sitter and the grammar, both offline). */
function pythonParser() {
    parser ??= (async () => {
        // The CommonJS build, loaded here on first use: ncc (webpack) mis-compiles the ESM build's
        // hoisted `var require = createRequire(...)` into "require is not a function".
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { Parser, Language, Edit } = __webpack_require__(10551);
        const runtime = locateWasm(RUNTIME, wasmFrom);
        await Parser.init({ locateFile: () => runtime });
        const language = await Language.load((0,external_node_fs_.readFileSync)(locateWasm(GRAMMAR, wasmFrom)));
        const p = new Parser();
        p.setLanguage(language);
        return { parser: p, Edit };
    })().catch((error) => {
        parser = undefined;
        throw new Error(`cannot load the Python parser: ${error.message}`);
    });
    return parser;
}
/** The first syntax error of a tree, as a line and a message. */
function firstSyntaxError(root) {
    const stack = [root];
    while (stack.length) {
        const node = stack.shift();
        if (node.type === 'ERROR' || node.isMissing) {
            const what = node.isMissing
                ? `missing ${node.type}`
                : `unexpected \`${node.text.split('\n')[0].slice(0, 30)}\``;
            return { line: node.startPosition.row + 1, message: what };
        }
        if (node.hasError)
            stack.unshift(...node.children.filter((c) => c !== null));
    }
    return { line: 1, message: 'syntax error' };
}

;// CONCATENATED MODULE: ./src/signature/py/reuse.ts
const readFresh = (_scope, _source, _st, read) => read();
/** The base's readings of its definitions, by statement text. */
class DefinitionReadings {
    byText = new Map();
    /** The base: reads a definition and keeps the reading. */
    keep = (scope, source, st, read) => {
        const mark = scope.count;
        const symbol = read();
        const text = source.slice(st.startIndex, st.endIndex);
        if (!this.byText.has(text)) {
            const docs = scope.since(mark);
            this.byText.set(text, { start: st.startIndex, row: st.startPosition.row, symbol, docs });
        }
        return symbol;
    };
    /** The head: the base's reading of the same text, else a fresh one. */
    reuse = (scope, source, st, read) => {
        const was = this.byText.get(source.slice(st.startIndex, st.endIndex));
        if (!was)
            return read();
        scope.adopt(was.docs, st.startIndex - was.start);
        const shift = st.startPosition.row - was.row;
        return shift === 0 ? was.symbol : { ...was.symbol, line: was.symbol.line + shift };
    };
}

// EXTERNAL MODULE: ./src/signature/file-comments.ts
var file_comments = __webpack_require__(20221);
// EXTERNAL MODULE: ./src/signature/model.ts
var model = __webpack_require__(68723);
// EXTERNAL MODULE: ./src/signature/type-text.ts
var type_text = __webpack_require__(76174);
;// CONCATENATED MODULE: ./src/signature/py/scope.ts
const LITERALS = new Set([
    'string',
    'concatenated_string',
    'integer',
    'float',
    'true',
    'false',
    'none',
    'ellipsis',
]);
/** A literal expression (numbers, strings, None, and tuples/lists/dicts/sets of literals). */
function isLiteral(node) {
    const type = node.type;
    if (LITERALS.has(type))
        return !(type === 'string' && isInterpolated(node));
    if (type === 'unary_operator')
        return isLiteral(node.namedChildren[0]);
    if (COLLECTIONS.has(type)) {
        return node.namedChildren.every((c) => c !== null && (c.type === 'comment' || isLiteral(c)));
    }
    if (type === 'pair')
        return node.namedChildren.every((c) => c !== null && isLiteral(c));
    return false;
}
const COLLECTIONS = new Set(['tuple', 'list', 'set', 'dictionary', 'parenthesized_expression']);
const LARGE_LITERAL = 4000;
/**
 * A literal's value as text (`isLiteral` holds), whatever its layout: comments, line breaks,
 * redundant parentheses and trailing commas do not change it (`("a")` is `"a"`, `[1, 2, ]` is
 * `[1, 2]`; a one-element tuple keeps its comma).
 */
function literalText(node) {
    // A table of thousands of entries is compared by its text with whitespace collapsed: reading it
    // node by node would cost more than the rest of its module.
    if (node.endIndex - node.startIndex > LARGE_LITERAL)
        return node.text.replace(/\s+/g, ' ');
    const items = () => node.namedChildren
        .filter((c) => c !== null && c.type !== 'comment')
        .map(literalText);
    switch (node.type) {
        case 'parenthesized_expression':
            return items()[0] ?? '()';
        case 'tuple': {
            const all = items();
            return `(${all.join(', ')}${all.length === 1 ? ',' : ''})`;
        }
        case 'list':
            return `[${items().join(', ')}]`;
        case 'set':
        case 'dictionary':
            return `{${items().join(', ')}}`;
        case 'pair':
            return items().join(': ');
        case 'concatenated_string':
            return items().join(' ');
        case 'unary_operator':
            return `${node.childForFieldName('operator')?.text ?? ''}${items().join('')}`;
        case 'string':
            return stringText(node.text);
        default:
            return node.text;
    }
}
/**
 * A string literal by its value as far as quoting goes: `'a'`, `"a"` and `u'a'` are one string,
 * `'it\'s'` and `"it's"` too (formatters change quotes). Escapes other than of a quote, and raw
 * strings, are kept as written.
 */
function stringText(literal) {
    const parts = /^([A-Za-z]*)('''|"""|'|")([\s\S]*)\2$/.exec(literal);
    if (!parts)
        return literal;
    const [, written = '', quote = '', body = ''] = parts;
    const prefix = written.toLowerCase().replace('u', '');
    const raw = prefix.includes('r');
    const content = raw
        ? body
        : body.replace(/\\([\s\S])/g, (escape, c) => (c === "'" || c === '"' ? c : escape));
    if (quote.length === 3)
        return `${prefix}"""${content}"""`;
    return `${prefix}'${raw ? content : content.replace(/'/g, "\\'")}'`;
}
/** An f-string (or t-string) with a replacement field; only those prefixes interpolate. */
function isInterpolated(str) {
    const prefix = str.firstChild?.text ?? '';
    return /[fFtT]/.test(prefix) && str.descendantsOfType('interpolation').length > 0;
}
/** What the Python extractor carries while it walks one file: the docstrings it found. */
class PyScope {
    docstrings = [];
    found = [];
    byDoc = new Map();
    /** Records a docstring (for the comment inventory) and returns its DocInfo. */
    doc(str, isPublic) {
        if (!str)
            return undefined;
        const raw = {
            start: str.startIndex,
            end: str.endIndex,
            doc: true,
            docstring: true,
            ...(isPublic ? { publicDoc: true } : {}),
        };
        const info = {
            line: str.startPosition.row + 1,
            deprecated: /\.\. deprecated::/.test(str.text),
        };
        this.add({ info, raw });
        return info;
    }
    /** How many docstrings were found so far (to take those a reading finds, with `since`). */
    get count() {
        return this.found.length;
    }
    /** Copies of the docstrings found since `count` was `mark`, as they are now. */
    since(mark) {
        return this.found.slice(mark).map(({ info, raw }) => ({ info, raw: { ...raw } }));
    }
    /** Docstrings another version of the file found in the same text, `shift` characters away. */
    adopt(docs, shift) {
        for (const { info, raw } of docs)
            this.add({ info, raw: { ...raw, start: raw.start + shift, end: raw.end + shift } });
    }
    /** A definition turned out not to be public (e.g. left out of `__all__`): its docstring is plain. */
    notPublic(doc) {
        const raw = doc && this.byDoc.get(doc);
        if (raw)
            delete raw.publicDoc;
    }
    add(found) {
        this.docstrings.push(found.raw);
        this.found.push(found);
        this.byDoc.set(found.info, found.raw);
    }
}

;// CONCATENATED MODULE: ./src/signature/py/functions.ts

function pyText(node) {
    return node ? spaced(node.text) : '';
}
/** A value as compared: a literal's canonical text, any other expression's code. */
function valueText(node) {
    return isLiteral(node) ? literalText(node) : pyText(node);
}
function spaced(text) {
    return text
        .replace(/\s+/g, ' ')
        .replace(/\s*([[\](),:=])\s*/g, '$1')
        .replace(/,(?=\S)/g, ', ')
        .trim();
}
function typeRef(node) {
    const text = node ? modern(spaced(unquoted(node))) : '';
    return text ? { text: text.replace(/:(?=\S)/g, ': ') } : undefined;
}
/** typing's aliases of builtin types (PEP 585): `List[int]` is `list[int]`. */
const BUILTIN_ALIASES = {
    List: 'list',
    Dict: 'dict',
    Tuple: 'tuple',
    Set: 'set',
    FrozenSet: 'frozenset',
    Type: 'type',
};
const TYPING_NAME = /\b(typing_extensions\.|typing\.)?([A-Z]\w*)(\[)?/g;
/** The names the module being read binds typing to (`import typing as t`), see withTypingAliases. */
let typingAliases;
/**
 * Runs `read` with the module's aliases of `typing` and `typing_extensions` (`import typing as t`,
 * the Pallets projects' style) read as those modules in annotations: `t.Any` is `Any`.
 */
function withTypingAliases(source, read) {
    const aliasing = /^[ \t]*import[ \t]+(?:typing|typing_extensions)[ \t]+as[ \t]+(\w+)/gm;
    const names = [...source.matchAll(aliasing)].map((m) => m[1]);
    const outer = typingAliases;
    typingAliases =
        names.length > 0
            ? new RegExp(`(?<![\\w.])(?:${names.join('|')})\\.(?=[A-Za-z_])`, 'g')
            : undefined;
    try {
        return read();
    }
    finally {
        typingAliases = outer;
    }
}
/** A text with the module's aliases of typing spelled `typing.` (`t.overload` → `typing.overload`). */
function typingSpelled(text) {
    return typingAliases ? text.replace(typingAliases, 'typing.') : text;
}
/**
 * An annotation as its modern spelling: typing's names without their module (`typing.Iterable`
 * and `Iterable`), builtin generics by their builtin name (bare ones too where `typing.` names
 * them: `typing.Type` is `type`), and `X | Y` spaced alike, so rewriting annotations the way
 * pyupgrade does changes no type.
 */
function modern(written) {
    const text = typingSpelled(written);
    return text
        .replace(TYPING_NAME, (whole, module, name, bracket, at) => {
        if (at > 0 && text[at - 1] === '.')
            return whole; // another module's attribute
        const builtin = BUILTIN_ALIASES[name];
        if (builtin && (bracket || module))
            return builtin + (bracket ?? '');
        return name + (bracket ?? '');
    })
        .replace(/\s*\|\s*/g, ' | ');
}
const LITERAL = /^(typing\.|typing_extensions\.)?Literal$/;
const QUOTED = /^[rRuU]?("""|'''|"|')(.*)\1$/s;
/**
 * An annotation's text with its forward references unquoted: `"Response"` and `Response` name the
 * same type. Strings in `Literal[...]` are values and stay quoted (`'r'` and `"r"` alike).
 * `Annotated[T, ...]` is `T`: PEP 593 metadata is no part of the type (FastAPI 0.100+ annotates
 * every parameter `Annotated[T, Doc("…")]`).
 */
function unquoted(node) {
    const inner = annotatedType(node);
    if (inner)
        return unquoted(inner);
    const text = node.text;
    if (node.type === 'string')
        return QUOTED.exec(text)?.[2] ?? text;
    const annotated = text.includes('Annotated');
    if (!text.includes('"') && !text.includes("'") && !annotated)
        return text;
    let out = '';
    let at = 0;
    const types = annotated ? ['string', 'generic_type', 'subscript'] : ['string'];
    for (const n of node.descendantsOfType(types)) {
        if (!n)
            continue;
        const from = n.startIndex - node.startIndex;
        if (from < at)
            continue;
        let replacement;
        if (n.type === 'string') {
            const literal = inLiteral(n, node);
            const quoted = literal ? undefined : QUOTED.exec(n.text);
            if (!literal && !quoted)
                continue;
            replacement = literal ? stringText(n.text) : quoted[2];
        }
        else {
            const type = annotatedType(n);
            if (!type)
                continue;
            replacement = unquoted(type);
        }
        out += text.slice(at, from) + replacement;
        at = n.endIndex - node.startIndex;
    }
    return out + text.slice(at);
}
const ANNOTATED = /^(\w+\.)?Annotated$/;
/** The type an `Annotated[T, ...]` node annotates (`T`), or undefined for any other node. */
function annotatedType(n) {
    // `Annotated[...]` is a generic_type (its name, then its type_parameter), `typing.Annotated[...]`
    // a subscript.
    if (n.type === 'generic_type') {
        const [name, parameters] = n.namedChildren;
        if (!name || !ANNOTATED.test(pyText(name)))
            return undefined;
        return parameters?.firstNamedChild ?? undefined;
    }
    if (n.type !== 'subscript')
        return undefined;
    const name = n.childForFieldName('value');
    if (!name || !ANNOTATED.test(pyText(name)))
        return undefined;
    return n.childrenForFieldName('subscript')[0] ?? undefined;
}
function inLiteral(str, annotation) {
    // Up to the annotation itself, which is the `Literal[...]` where an alias's value is written.
    for (let n = str.parent; n; n = n.id === annotation.id ? null : n.parent) {
        // `Literal[...]` is a generic_type (its name first), `typing.Literal[...]` a subscript.
        const name = n.type === 'generic_type'
            ? n.firstNamedChild
            : n.type === 'subscript'
                ? n.childForFieldName('value')
                : undefined;
        if (name && LITERAL.test(pyText(name)))
            return true;
    }
    return false;
}
/** Splits a decorator list into labels (staticmethod, property, overload, ...) and the rest. */
function decoratorLabels(decorators) {
    const out = {
        form: 'method',
        abstract: false,
        overload: false,
        deprecated: false,
        coroutine: false,
        wrapsGenerator: false,
        decorators: [],
    };
    for (const d of decorators) {
        // The decorator's expression: a comment after it on its line (`# noqa`) is a child too.
        const text = pyText(d.namedChildren.find((c) => c !== null && c.type !== 'comment'));
        const bare = typingSpelled(text)
            .replace(/\(.*$/s, '')
            .replace(/^(typing_extensions|typing|abc|functools|warnings|builtins)\./, '');
        if (bare === 'staticmethod')
            out.form = 'staticmethod';
        else if (bare === 'classmethod')
            out.form = 'classmethod';
        else if (bare === 'property' || bare === 'cached_property' || bare === 'abstractproperty') {
            out.form = 'getter';
            out.abstract ||= bare === 'abstractproperty';
            if (bare === 'cached_property')
                out.settable = true;
        }
        else if (/(?:^|\.)\w+_property$/.test(bare)) {
            // A descriptor named so (`locked_cached_property`, `util.memoized_property`) is read as an
            // attribute, as `cached_property` is (flask 2.2 → 3.1: `Flask.name`'s
            // `@locked_cached_property` → `@cached_property` read as a method made an accessor).
            out.form = 'getter';
            out.settable = true;
        }
        else if (/^\w+\.setter$/.test(bare)) {
            out.form = 'setter';
            out.setterOf = bare.slice(0, -'.setter'.length);
        }
        else if (/^\w+\.(getter|deleter)$/.test(bare))
            out.form = 'part';
        else if (bare === 'abstractmethod')
            out.abstract = true;
        else if (bare === 'overload')
            out.overload = true;
        else if (bare === 'deprecated')
            out.deprecated = true;
        else if (/^(asyncio\.|types\.)?coroutine$/.test(bare))
            out.coroutine = true;
        else if (/^(contextlib\.)?(async)?contextmanager$/.test(bare)) {
            out.wrapsGenerator = true;
            out.decorators.push(text);
        }
        // A cache keeps the call as it is (`lru_cache(maxsize=512)` → `2048` changes no call).
        else if (bare === 'lru_cache' || bare === 'cache')
            continue;
        else
            out.decorators.push(text);
    }
    return out;
}
/**
 * A `def`'s signature. Methods drop their receiver (`self`/`cls`) unless static. A generator made
 * a coroutine by `@asyncio.coroutine` is awaited as an `async def` is.
 */
function pySignature(def, dropReceiver, coroutine = false, wrapsGenerator = false) {
    const params = pyParams(def.childForFieldName('parameters'));
    if (dropReceiver && params[0] && params[0].kind !== 'var-positional')
        params.shift();
    const returns = typeRef(def.childForFieldName('return_type'));
    return {
        params,
        ...(returns ? { returns } : {}),
        typeParams: pyTypeParams(def.childForFieldName('type_parameters')),
        async: coroutine || def.firstChild?.type === 'async',
        generator: !coroutine && !wrapsGenerator && isGenerator(def),
        line: def.startPosition.row + 1,
    };
}
function pyParams(list) {
    if (!list)
        return [];
    const nodes = list.namedChildren.filter((n) => n !== null);
    const slash = nodes.findIndex((n) => n.type === 'positional_separator');
    const params = [];
    let keywordOnly = false;
    nodes.forEach((n, i) => {
        if (n.type === 'positional_separator')
            return;
        if (n.type === 'keyword_separator') {
            keywordOnly = true;
            return;
        }
        const kind = i < slash ? 'positional-only' : keywordOnly ? 'keyword-only' : 'positional';
        const p = pyParam(n, kind);
        if (!p)
            return;
        if (p.kind === 'var-positional')
            keywordOnly = true;
        params.push(p);
    });
    return withOldPositionalOnly(params);
}
const OLD_POSITIONAL_ONLY = /^__(?!.*__$)/;
/**
 * PEP 484's positional-only parameters: `__x` (not a dunder) before any other parameter but the
 * first (a method's receiver), as stubs wrote them before PEP 570's `/`: read as before a `/`.
 */
function withOldPositionalOnly(params) {
    for (const [i, p] of params.entries()) {
        if (p.kind !== 'positional' && p.kind !== 'positional-only')
            break;
        if (!OLD_POSITIONAL_ONLY.test(p.name)) {
            if (i === 0)
                continue;
            break;
        }
        params[i] = { ...p, kind: 'positional-only' };
    }
    return params;
}
function pyParam(n, kind) {
    let nameNode = n;
    let type;
    let value = null;
    if (n.type === 'typed_parameter') {
        nameNode = n.namedChildren[0] ?? null;
        type = typeRef(n.childForFieldName('type'));
    }
    else if (n.type === 'default_parameter' || n.type === 'typed_default_parameter') {
        nameNode = n.childForFieldName('name');
        type = typeRef(n.childForFieldName('type'));
        value = n.childForFieldName('value');
    }
    if (!nameNode)
        return undefined;
    let pkind = kind;
    if (nameNode.type === 'list_splat_pattern')
        pkind = 'var-positional';
    else if (nameNode.type === 'dictionary_splat_pattern')
        pkind = 'var-keyword';
    const name = (nameNode.type === 'identifier' ? nameNode : nameNode.namedChildren[0])?.text;
    if (!name)
        return undefined;
    const variadic = pkind === 'var-positional' || pkind === 'var-keyword';
    return {
        name,
        kind: pkind,
        optional: value !== null || variadic,
        ...(value ? { default: valueText(value) } : {}),
        ...(type ? { type } : {}),
        decorators: [],
    };
}
/** PEP 695 `[T, U: int]`. */
function pyTypeParams(list) {
    if (!list)
        return [];
    return list.namedChildren
        .filter((n) => n?.type === 'type')
        .map((t) => {
        const inner = t.namedChildren[0];
        if (inner?.type === 'constrained_type') {
            const [name, bound] = inner.namedChildren;
            const constraint = typeRef(bound);
            return { name: pyText(name), ...(constraint ? { constraint } : {}) };
        }
        return { name: pyText(t) };
    });
}
/** A `yield` in this function's own body (not in a nested def, class or lambda). */
function isGenerator(def) {
    const body = def.childForFieldName('body');
    // The text test first: walking a body's whole subtree is what costs.
    if (!body?.text.includes('yield'))
        return false;
    return body.descendantsOfType(['yield']).some((y) => {
        for (let p = y?.parent; p && p.id !== def.id; p = p.parent) {
            if (p.type === 'function_definition' || p.type === 'lambda' || p.type === 'class_definition')
                return false;
        }
        return true;
    });
}
/** The docstring node of a module, class or function body. */
function docstringOf(body) {
    // Sibling steps, not `namedChildren`: that would build a node for every statement of the body.
    let first = body?.firstNamedChild;
    while (first?.type === 'comment')
        first = first.nextNamedSibling;
    if (first?.type !== 'expression_statement')
        return undefined;
    const str = first.namedChildren[0];
    return str?.type === 'string' || str?.type === 'concatenated_string' ? str : undefined;
}

;// CONCATENATED MODULE: ./src/signature/py/classes.ts




const ENUM_BASES = /^(enum\.)?(Enum|IntEnum|StrEnum|Flag|IntFlag|ReprEnum)$/;
const PROTOCOL = /^(typing\.|typing_extensions\.)?Protocol(\[.*\])?$/;
const GENERIC = /^(typing\.)?(Generic|Protocol)\[(.*)\]$/;
const WITH_METACLASS = /^(?:six\.)?with_metaclass\(([\w.]+)(?:, (.*))?\)$/s;
/** A class: members, bases, generics; enums become `enum` symbols, Protocols are implementable. */
function pyClass(scope, name, node, decorators) {
    const labels = decoratorLabels(decorators);
    const bases = (node.childForFieldName('superclasses')?.namedChildren ?? []).filter((n) => n !== null && n.type !== 'comment');
    const heritage = [];
    let typeParams = pyTypeParams(node.childForFieldName('type_parameters'));
    // `six.with_metaclass(M, B)`, the Python 2 and 3 spelling of `(B, metaclass=M)`.
    const texts = bases.flatMap((b) => {
        const text = pyText(b);
        const compat = WITH_METACLASS.exec(text);
        return compat ? [...(0,type_text/* splitTopLevel */.EN)(compat[2] ?? '', ','), `metaclass=${compat[1]}`] : [text];
    });
    for (const text of texts) {
        // Every Python 3 class derives from `object`, and `type` makes it: `class A(object,
        // metaclass=type)` is `class A`.
        if (text === 'object' || /^metaclass\s*=\s*type$/.test(text))
            continue;
        // `Generic[T]` and `Protocol[T]` declare the class's type parameters, as PEP 695's `[T]`
        // does; a Protocol stays a base.
        const generic = GENERIC.exec(text);
        if (generic) {
            typeParams = generic[3].split(',').map((t) => ({ name: t.trim() }));
            if (generic[2] === 'Generic')
                continue;
            heritage.push(`${generic[1] ?? ''}Protocol`);
            continue;
        }
        heritage.push(text);
    }
    // `@_simple_enum(StrEnum)` builds the enum a `StrEnum` base would.
    const isEnum = heritage.some((h) => ENUM_BASES.test(h)) ||
        labels.decorators.some((d) => /^(enum\.)?_simple_enum\(/.test(d));
    const body = node.childForFieldName('body');
    const doc = scope.doc(docstringOf(body), true);
    const members = isEnum ? enumMembers(body) : classMembers(scope, body, labels.decorators);
    return {
        name,
        kind: isEnum ? 'enum' : 'class',
        line: node.startPosition.row + 1,
        space: 'both',
        signatures: [],
        typeParams,
        members,
        heritage,
        decorators: labels.decorators,
        abstract: false,
        ...(doc ? { doc } : {}),
        ...(labels.deprecated ? { deprecated: true } : {}),
        ...(heritage.some((h) => PROTOCOL.test(h)) ? { implementable: true } : {}),
    };
}
function member(name, form, line, doc) {
    const isPrivate = name.startsWith('_') && !/^__\w+__$/.test(name);
    return {
        name,
        form,
        line,
        visibility: isPrivate ? 'private' : 'public',
        static: false,
        abstract: false,
        readonly: false,
        optional: false,
        signatures: [],
        decorators: [],
        ...(doc ? { doc } : {}),
    };
}
function classMembers(scope, body, classDecorators) {
    const members = new Map();
    const overloads = new Map();
    // Methods `__init__` calls on `self` (`self.init_state()`) set instance attributes too.
    const methods = new Map();
    const initCalls = new Set();
    for (const st of scopeStatements(body?.namedChildren ?? [])) {
        const { def, decorators, type } = unwrap(st);
        if (def && type === 'function_definition') {
            const name = def.childForFieldName('name')?.text ?? '?';
            const labels = decoratorLabels(decorators);
            const isPublic = !name.startsWith('_') || /^__\w+__$/.test(name);
            const doc = scope.doc(docstringOf(def.childForFieldName('body')), isPublic);
            if (labels.form === 'part')
                continue;
            if (labels.form === 'setter') {
                const prop = members.get(labels.setterOf ?? name);
                if (prop && prop.form === 'getter') {
                    prop.form = 'accessor';
                    prop.readonly = false;
                }
                continue;
            }
            const form = name === '__init__' ? 'constructor' : labels.form;
            const m = member(name, form, def.startPosition.row + 1, doc);
            const older = olderPythonOnly(st);
            if (older)
                m.olderPythonOnly = older;
            m.abstract = labels.abstract;
            m.decorators = labels.decorators;
            if (labels.deprecated)
                m.deprecated = true;
            if (form === 'getter') {
                m.readonly = labels.settable !== true;
                if (labels.settable)
                    m.form = 'accessor';
                const type = typeRef(def.childForFieldName('return_type'));
                if (type)
                    m.type = type;
            }
            else {
                const sig = pySignature(def, form !== 'staticmethod', labels.coroutine, labels.wrapsGenerator);
                if (labels.overload) {
                    const o = overloads.get(name) ?? m;
                    o.signatures.push(sig);
                    overloads.set(name, o);
                    continue;
                }
                m.signatures.push(sig);
            }
            if (form === 'constructor') {
                instanceAttributes(def, members);
                const initBody = def.childForFieldName('body')?.text ?? '';
                for (const call of initBody.matchAll(SELF_CALL))
                    initCalls.add(call[1]);
            }
            else
                methods.set(name, def);
            members.set(name, m);
        }
        else if (type === 'expression_statement') {
            const a = st.namedChildren[0];
            if (a?.type !== 'assignment')
                continue;
            const { targets, value } = assigned(a);
            for (const left of targets) {
                if (UNPACKED.has(left.type)) {
                    // `__floordiv__, __rfloordiv__ = _fallbacks(...)`: bound, to what a reading cannot say.
                    for (const n of left.descendantsOfType('identifier')) {
                        if (!n || CLASS_METADATA.has(n.text))
                            continue;
                        const m = member(n.text, 'property', a.startPosition.row + 1);
                        m.unread = true;
                        members.set(m.name, m);
                    }
                    continue;
                }
                // `__slots__ = ("a", "b")`: every instance has `a` and `b` (of a dict, its keys).
                if (left.type === 'identifier' && left.text === '__slots__' && value) {
                    const keys = slotNames(value);
                    for (const slot of keys ?? []) {
                        if (!members.has(slot))
                            members.set(slot, member(slot, 'property', a.startPosition.row + 1));
                    }
                    if (keys)
                        continue;
                    for (const n of value.descendantsOfType('string')) {
                        const slot = n && /^['"](\w+)['"]$/.exec(n.text)?.[1];
                        if (slot && !members.has(slot))
                            members.set(slot, member(slot, 'property', a.startPosition.row + 1));
                    }
                    continue;
                }
                if (left.type !== 'identifier' || CLASS_METADATA.has(left.text))
                    continue;
                // `shutdown = close`: the method it names, under another name.
                const same = value?.type === 'identifier' ? members.get(value.text) : undefined;
                const m = same && same.form !== 'property'
                    ? { ...same, name: left.text, line: a.startPosition.row + 1 }
                    : attribute(left.text, a, value);
                const older = olderPythonOnly(st);
                members.set(m.name, older ? { ...m, olderPythonOnly: older } : m);
            }
        }
    }
    for (const name of initCalls) {
        const helper = methods.get(name);
        if (helper)
            instanceAttributes(helper, members);
    }
    for (const [name, o] of overloads) {
        const impl = members.get(name);
        members.set(name, impl ? { ...impl, signatures: o.signatures } : o);
    }
    // Without `__init__`, `__new__` takes the constructor's arguments.
    const made = members.get('__new__');
    if (!members.has('__init__') && made?.form === 'method')
        made.form = 'constructor';
    if (!members.has('__init__') &&
        classDecorators.some((d) => /^(dataclasses\.)?dataclass\b/.test(d))) {
        members.set('__init__', dataclassInit(members, classDecorators));
    }
    return [...members.values()];
}
/** What a class body sets that says how the class is built, not what it offers. */
const CLASS_METADATA = new Set([
    '__doc__',
    '__slots__',
    '__module__',
    '__qualname__',
    '__annotations__',
    '__weakref__',
    '__dict__',
]);
/** Assignment targets that unpack (`a, b = ...`, `(a, b) = ...`, `[a, b] = ...`). */
const UNPACKED = new Set(['pattern_list', 'tuple_pattern', 'list_pattern']);
/** The targets of `a = b = value` (one for a plain assignment) and the value they all take. */
function assigned(a) {
    const targets = [];
    let at = a;
    for (;;) {
        const left = at.childForFieldName('left');
        if (left)
            targets.push(left);
        const right = at.childForFieldName('right');
        if (right?.type !== 'assignment')
            return { targets, value: right };
        at = right;
    }
}
/** A class-body `name: T = value`; `name = property(fget[, fset])` is the property it makes. */
function attribute(name, a, value) {
    const made = value?.type === 'call' ? pyText(value.childForFieldName('function')) : '';
    if (made === 'property') {
        const args = (value.childForFieldName('arguments')?.namedChildren ?? []).filter((x) => x !== null && x.type !== 'comment');
        const positional = args.filter((x) => x.type !== 'keyword_argument').length;
        const setter = positional > 1 || args.some((x) => /^fset\s*=/.test(x.text));
        const m = member(name, setter ? 'accessor' : 'getter', a.startPosition.row + 1);
        m.readonly = !setter;
        return m;
    }
    const m = member(name, 'property', a.startPosition.row + 1);
    const annotation = typeRef(a.childForFieldName('type'))?.text ?? '';
    const final = /^(typing\.)?Final\b/.test(annotation);
    const inner = final
        ? annotation.replace(/^(typing\.)?Final\[?/, '').replace(/\]$/, '')
        : annotation;
    if (inner)
        m.type = { text: inner };
    m.readonly = final;
    if (value && isLiteral(value))
        m.value = literalText(value);
    else if (!annotation && value && BINDINGS.has(value.type))
        m.aliasOf = pyText(value);
    if (annotation && value)
        m.dataclassField = dataclassField(value, made);
    return m;
}
/** What a dataclass field's value gives its `__init__` parameter (see Member.dataclassField). */
function dataclassField(value, made) {
    if (!/^(dataclasses\.)?field$/.test(made))
        return { init: true, default: valueText(value) };
    const keywords = new Map();
    for (const arg of value.childForFieldName('arguments')?.namedChildren ?? []) {
        const key = arg?.type === 'keyword_argument' ? arg.childForFieldName('name')?.text : undefined;
        const given = arg?.childForFieldName('value');
        if (key && given)
            keywords.set(key, given);
    }
    const init = keywords.get('init')?.text !== 'False';
    const given = keywords.get('default');
    const factory = keywords.get('default_factory');
    const fallback = given ? valueText(given) : factory ? `${pyText(factory)}()` : undefined;
    return fallback === undefined ? { init } : { init, default: fallback };
}
/**
 * Values that bind a name to another object, maybe a function: `run = helper`, `= mod.run`, `=
 * deco(impl)` (tomlkit 0.13 `__add__ = wrap_method(int.__add__)`).
 */
const BINDINGS = new Set(['identifier', 'attribute', 'call', 'subscript']);
/** `self.x = ...` in `__init__` (or a method it calls): instance attributes are members too. */
function instanceAttributes(init, members) {
    // Every block of the body (`if`, `try`, `with`, loops), not the scopes nested in it, and not
    // into expressions (each node read crosses from the parser's memory).
    const visit = (block) => {
        for (const st of block.namedChildren) {
            if (!st)
                continue;
            if (st.type === 'expression_statement') {
                const a = st.namedChildren[0];
                if (a?.type === 'assignment')
                    selfAttributes(a, members);
            }
            else if (STATEMENT_BLOCKS.has(st.type))
                visit(st);
        }
    };
    const body = init.childForFieldName('body');
    if (body)
        visit(body);
}
/** The `self.x` targets of one assignment (`self.x = self.y = None` sets two). */
function selfAttributes(a, members) {
    for (const left of assigned(a).targets) {
        if (left.type !== 'attribute' || left.childForFieldName('object')?.text !== 'self')
            continue;
        const name = left.childForFieldName('attribute')?.text;
        if (!name || members.has(name))
            continue;
        const m = member(name, 'property', a.startPosition.row + 1);
        const type = typeRef(a.childForFieldName('type'));
        if (type)
            m.type = type;
        members.set(name, m);
    }
}
/** A dataclass without `__init__` gets one from its annotated fields, as griffe does. */
function dataclassInit(members, decorators) {
    const kwOnly = decorators.some((d) => /kw_only\s*=\s*True/.test(d));
    const params = [];
    let line = 1;
    for (const m of members.values()) {
        if (m.form !== 'property' || !m.type || /^(typing\.)?ClassVar\b/.test(m.type.text))
            continue;
        if (m.dataclassField?.init === false)
            continue;
        line = m.line;
        const fallback = m.dataclassField?.default;
        params.push({
            name: m.name,
            kind: kwOnly ? 'keyword-only' : 'positional',
            optional: fallback !== undefined,
            ...(fallback !== undefined ? { default: fallback } : {}),
            type: m.type,
            decorators: [],
        });
    }
    const init = member('__init__', 'constructor', line);
    init.signatures.push({ params, typeParams: [], async: false, generator: false, line });
    return init;
}
function enumMembers(body) {
    const out = [];
    let auto = 0;
    for (const st of body?.namedChildren ?? []) {
        const a = st?.type === 'expression_statement' ? st.namedChildren[0] : undefined;
        const left = a?.type === 'assignment' ? a.childForFieldName('left') : undefined;
        if (!left || left.type !== 'identifier' || left.text.startsWith('_'))
            continue;
        const value = a.childForFieldName('right');
        const right = value ? valueText(value) : '';
        const m = member(left.text, 'enum-member', a.startPosition.row + 1);
        // `OLD = NEW`: an alias of an earlier member has its value.
        const aliased = value?.type === 'identifier' ? out.find((x) => x.name === right) : undefined;
        m.value = aliased
            ? aliased.value
            : /^(enum\.)?auto\(\)$/.test(right)
                ? `auto() #${++auto}`
                : right;
        m.readonly = true;
        out.push(m);
    }
    return out;
}
/** Compound statements whose blocks hold definitions of the scope they are in. */
const BLOCKS = new Set([
    'if_statement',
    'try_statement',
    'with_statement',
    'else_clause',
    'elif_clause',
    'except_clause',
    'finally_clause',
    'block',
]);
/** Statements and clauses that hold statements of the same scope: BLOCKS, and loops and matches. */
const STATEMENT_BLOCKS = new Set([
    ...BLOCKS,
    'except_group_clause',
    'for_statement',
    'while_statement',
    'match_statement',
    'case_clause',
]);
/**
 * The statements of a scope in order, those inside its `if`/`try`/`with` blocks included (a
 * definition under `if sys.platform == "win32":` is the scope's as much as one outside).
 */
function* scopeStatements(statements) {
    for (const st of statements) {
        if (!st)
            continue;
        const type = st.type;
        const branches = type === 'if_statement' ? versionBranches(st) : undefined;
        if (branches)
            yield* newestFirst(branches.blocks);
        else if (type === 'if_statement' &&
            MAIN_TEST.test(st.childForFieldName('condition')?.text ?? ''))
            // `if __name__ == "__main__":` runs as a script, never on import; an `else` does.
            yield* scopeStatements(st.namedChildren.filter((c) => c?.type === 'else_clause'));
        else if (BLOCKS.has(type))
            yield* scopeStatements(st.namedChildren);
        else
            yield st;
    }
}
const MAIN_TEST = /^__name__\s*==\s*(['"])__main__\1$/;
const VERSION_TEST = /^sys\.version_info(\[[^\]]*\])?\s*(<=?|>=?)\s*\(/;
/** The branches of an `if` on `sys.version_info` alone; undefined for any other `if`. */
function versionBranches(st) {
    const clauses = [
        { test: st.childForFieldName('condition'), block: st.childForFieldName('consequence') },
    ];
    for (const c of st.namedChildren) {
        if (c?.type === 'elif_clause')
            clauses.push({
                test: c.childForFieldName('condition'),
                block: c.childForFieldName('consequence'),
            });
        else if (c?.type === 'else_clause')
            clauses.push({ test: null, block: c.childForFieldName('body') });
    }
    const tests = clauses.flatMap((c) => (c.test ? [c.test.text] : []));
    const ops = tests.map((test) => VERSION_TEST.exec(test)?.[2]);
    if (ops.some((op) => op === undefined))
        return undefined;
    const blocks = clauses.flatMap((c) => (c.block ? [c.block] : []));
    const allLess = ops.every((op) => op.startsWith('<'));
    if (allLess)
        blocks.reverse();
    const hasElse = clauses.some((c) => c.test === null);
    return { blocks, newest: allLess && !hasElse ? undefined : blocks[0], tests };
}
/**
 * Where a statement is defined only for older Pythons: the test of the `sys.version_info` branch
 * holding it (`sys.version_info < (3, 9)`, or `not (...)` for an `else`) when that branch is not
 * the newest Python's; undefined otherwise. Asked of a module-level definition, it walks up from
 * the statement only (most have the module as parent).
 */
function olderPythonOnly(st) {
    for (let block = st.parent; block && block.type !== 'module'; block = block.parent) {
        if (block.type !== 'block')
            continue;
        const clause = block.parent;
        const ifStatement = clause?.type === 'if_statement' ? clause : clause?.parent;
        if (!clause || ifStatement?.type !== 'if_statement')
            return undefined;
        const branches = versionBranches(ifStatement);
        if (!branches || branches.newest?.startIndex === block.startIndex)
            continue;
        return clause.type === 'else_clause'
            ? `not (${branches.tests.join(' or ')})`
            : (clause.childForFieldName('condition')?.text ?? '?');
    }
    return undefined;
}
/**
 * The statements of version branches, newest first. A `def` or `class` of an older branch is left
 * out where a newer branch defines its name (the newest Python's definition is the API, and an
 * older branch's `@overload` stubs are no more signatures of it) or the newest binds it by an
 * import (`from ._common import files as files`).
 */
function* newestFirst(branches) {
    const imported = new Set();
    const defined = new Set();
    for (const [i, branch] of branches.entries()) {
        const mine = new Set();
        for (const st of scopeStatements([branch])) {
            const { def, type } = unwrap(st);
            if (i === 0 && (type === 'import_from_statement' || type === 'import_statement'))
                for (const name of importedNames(st))
                    imported.add(name);
            if (type === 'function_definition' || type === 'class_definition') {
                const name = def?.childForFieldName('name')?.text ?? '';
                if (i > 0 && (imported.has(name) || defined.has(name)))
                    continue;
                mine.add(name);
            }
            yield st;
        }
        for (const name of mine)
            defined.add(name);
    }
}
/** The names an import statement binds (`from m import a as b` → `b`, `import a.b` → `a`). */
function importedNames(st) {
    const module = st.childForFieldName('module_name');
    return st.namedChildren.flatMap((n) => {
        if (!n || n.startIndex === module?.startIndex)
            return [];
        if (n.type === 'aliased_import')
            return [n.childForFieldName('alias')?.text ?? ''];
        if (n.type === 'dotted_name')
            return [n.text.split('.')[0]];
        return [];
    });
}
/**
 * A statement's definition, its decorators (`decorated_definition` wraps both) and the node type
 * of the definition, the statement's own type when it is not decorated (each `type` read is a call
 * into the parser's memory: callers test this one).
 */
function unwrap(st) {
    const type = st.type;
    if (type !== 'decorated_definition')
        return { def: st, decorators: [], type };
    const def = st.childForFieldName('definition');
    return {
        def,
        decorators: st.namedChildren.filter((n) => n?.type === 'decorator'),
        type: def?.type ?? 'ERROR',
    };
}
/** The keys of a dict `__slots__` (`{"a": "doc"}`, `dict(a=None)`); undefined for another value. */
function slotNames(value) {
    if (value.type === 'dictionary')
        return value.namedChildren.flatMap((pair) => {
            const key = pair?.type === 'pair' ? pair.childForFieldName('key') : null;
            const name = key && /^['"](\w+)['"]$/.exec(key.text)?.[1];
            return name ? [name] : [];
        });
    if (value.type === 'call' && value.childForFieldName('function')?.text === 'dict')
        return (value.childForFieldName('arguments')?.namedChildren ?? []).flatMap((a) => a?.type === 'keyword_argument' ? [a.childForFieldName('name').text] : []);
    return undefined;
}

;// CONCATENATED MODULE: ./src/signature/py/surface.ts







/**
 * The public surface of one parsed Python module (griffe's rules): `__all__` when it is a static
 * list, else names without a leading underscore; imported names only through `__all__` or a
 * redundant alias. Definitions inside top-level `if`/`try`/`with` blocks count; the first one
 * wins. `tree` is the parse of `module.text`; a null tree is a parse the parser gave up on.
 */
function treeSurface(module, tree, readDefinition = readFresh) {
    if (!tree)
        return { unparseable: true, line: 1, message: 'the parser returned no tree' };
    const root = tree.rootNode;
    if (root.hasError)
        return { unparseable: true, ...firstSyntaxError(root) };
    return withTypingAliases(module.source, () => moduleSurface(module, root, readDefinition));
}
function moduleSurface(module, root, readDefinition) {
    // The tree's offsets are offsets in the outline's text; comments are mapped to the source last.
    const text = module.text;
    const scope = new PyScope();
    scope.doc(docstringOf(root), true);
    const defs = new Map();
    const imports = new Map();
    /** Each `@overload`ed name's symbol, read from its first stub and gathering the others. */
    const overloads = new Map();
    const stars = [];
    let all;
    for (const st of scopeStatements(root.namedChildren)) {
        const { def, decorators, type } = unwrap(st);
        if (def && (type === 'function_definition' || type === 'class_definition')) {
            const name = def.childForFieldName('name')?.text;
            const isOverload = type === 'function_definition' && decoratorLabels(decorators).overload;
            if (!name)
                continue;
            const read = () => type === 'class_definition'
                ? pyClass(scope, name, def, decorators)
                : pyFunction(scope, name, def, decorators);
            const stubs = overloads.get(name);
            if (isOverload) {
                // Stubs gather signatures from later statements: read on each side, never reused.
                if (stubs)
                    stubs.signatures.push(pySignature(def, false));
                else if (!defs.has(name)) {
                    const first = read();
                    overloads.set(name, first);
                    defs.set(name, first);
                }
                continue;
            }
            if (stubs && defs.get(name) === stubs && type === 'function_definition') {
                // The implementation after the stubs names the function (its line, its docstring); its own
                // signature is not one callers see.
                defs.set(name, { ...readDefinition(scope, text, st, read), signatures: stubs.signatures });
                continue;
            }
            if (defs.has(name))
                continue;
            const older = olderPythonOnly(st);
            const sym = readDefinition(scope, text, st, read);
            defs.set(name, older ? { ...sym, olderPythonOnly: older } : sym);
        }
        else if (type === 'expression_statement') {
            // A compatibility shim binds a builtin only where it is missing (`try: FileNotFoundError
            // except NameError: ...`, `if sys.version_info < (3, 5):`): on Python 3 the module never has it.
            all = assignment(st, defs, all, () => st.parent?.type !== 'module');
        }
        else if (type === 'delete_statement') {
            // `del x` at module level unbinds it (`dbm = 0 ... del dbm`).
            for (const n of st.descendantsOfType('identifier'))
                if (n)
                    defs.delete(n.text);
        }
        else if (type === 'type_alias_statement') {
            const left = st.childForFieldName('left');
            const name = (left?.namedChildren[0]?.type === 'generic_type'
                ? left.namedChildren[0].namedChildren[0]
                : left)?.text;
            if (name && !defs.has(name))
                defs.set(name, {
                    ...blank(name, 'type', st),
                    ...withType(st.childForFieldName('right')),
                });
        }
        else if (type === 'import_from_statement' || type === 'import_statement') {
            collectImports(st, type, imports, stars);
        }
    }
    for (const [name, sym] of defs) {
        const heritageNames = sym.heritage.map((base) => importedName(base, imports));
        if (heritageNames.some((h, i) => h !== sym.heritage[i]))
            defs.set(name, { ...sym, heritageNames });
        const implicit = implicitTypeParams(sym, defs, imports);
        const typeParams = withTypeVars(implicit.length > 0 ? implicit : sym.typeParams, defs, imports);
        if (typeParams !== sym.typeParams)
            defs.set(name, { ...defs.get(name), typeParams });
    }
    const symbols = new Map();
    const reexports = new Map();
    const hidden = new Map();
    const isPublicName = (name) => (all ? all.includes(name) : !name.startsWith('_'));
    for (const [name, sym] of defs) {
        if (isPublicName(name) && !(all === undefined && /^__\w+__$/.test(name)))
            symbols.set(name, sym);
        else
            hidden.set(name, sym);
    }
    for (const [name, b] of imports) {
        // Every module has its own `__doc__`: importing another's names nothing of the API.
        if (name === '__doc__')
            continue;
        // `import x as x` re-exports (PEP 484, and type checkers' rule for typed packages), with or
        // without `__all__`; `__all__` adds the names it lists.
        if (symbols.has(name) || !(all?.includes(name) || b.redundantAlias)) {
            // Imported, not exported: still an attribute of the module (`mod.Protocol`).
            if (!symbols.has(name) && !hidden.has(name))
                hidden.set(name, {
                    ...blank(name, 'value', b.line),
                    importedFrom: b.from,
                    importedName: b.imported,
                });
            continue;
        }
        reexports.set(name, { name, from: b.from, imported: b.imported, line: b.line });
    }
    // A name `__all__` exports that nothing here binds comes from a `from m import *`, or is bound
    // at run time: by `globals()` (`@enum.global_enum` too), or served by a module `__getattr__`
    // (PEP 562). Looked for only when asked: most modules need neither answer.
    const openNames = () => {
        const how = [
            // In any function body too, which an outline leaves out: the source is searched.
            ...(/globals\(\)|\bglobal_enum\b/.test(module.source) ? ['globals()'] : []),
            ...(defs.has('__getattr__') ? ['a module `__getattr__`'] : []),
        ];
        return how.length > 0 ? how.join(', ') : undefined;
    };
    const unbound = all?.filter((name) => !defs.has(name) && !imports.has(name)) ?? [];
    if (unbound.length > 0 && (stars.length > 0 || openNames() !== undefined)) {
        const from = stars.length > 0 ? stars.map((s) => s.from).join(', ') : '(bound at run time)';
        for (const name of unbound)
            reexports.set(name, { name, from, imported: name, line: stars[0]?.line ?? 1 });
    }
    for (const sym of hidden.values())
        scope.notPublic(sym.doc);
    const docstrings = scope.docstrings.map((c) => module.toSource(c));
    const comments = [...(module.comments ?? lineComments(text, root)), ...docstrings];
    let open = null;
    return {
        language: 'py',
        symbols,
        reexports,
        hidden,
        comments: new file_comments/* FileComments */.h('py', module.source, comments),
        starImports: stars.map((s) => s.from),
        ...(module.defaultsBlanked ? { unreadDefaults: true } : {}),
        get openNames() {
            if (open === null)
                open = openNames();
            return open;
        },
    };
}
function pyFunction(scope, name, def, decorators) {
    const labels = decoratorLabels(decorators);
    const doc = scope.doc(docstringOf(def.childForFieldName('body')), !name.startsWith('_'));
    return {
        ...blank(name, 'function', def),
        signatures: [pySignature(def, false, labels.coroutine, labels.wrapsGenerator)],
        decorators: labels.decorators,
        ...(doc ? { doc } : {}),
        ...(labels.deprecated ? { deprecated: true } : {}),
    };
}
function blank(name, kind, at) {
    return {
        name,
        kind,
        line: typeof at === 'number' ? at : at.startPosition.row + 1,
        space: 'both',
        signatures: [],
        typeParams: [],
        members: [],
        heritage: [],
        decorators: [],
        abstract: false,
    };
}
function withType(node) {
    const t = typeRef(node);
    return t ? { valueType: t } : {};
}
/** Module-level `X = ...`, `X: T = ...`, `__all__ = [...]` / `+=` / `.extend()`; returns `__all__`. */
function assignment(st, defs, all, inBlock = () => false) {
    const e = st.namedChildren[0];
    if (!e)
        return all;
    const type = e.type;
    if (type === 'call') {
        const fn = pyText(e.childForFieldName('function'));
        const arg = e.childForFieldName('arguments')?.namedChildren[0];
        if (fn === '__all__.extend' && arg)
            return [...(all ?? []), ...strings(arg)];
        if (fn === '__all__.append' && arg)
            return [...(all ?? []), ...strings(arg)];
        return all;
    }
    if (type !== 'assignment' && type !== 'augmented_assignment')
        return all;
    const left = e.childForFieldName('left');
    const right = e.childForFieldName('right');
    // An `__all__` a branch assigns (`if sys.platform != "win32": __all__ = [...] else: ...`)
    // lists names public where that branch runs: the module's API is every branch's.
    if (left?.text === '__all__' && right)
        return type === 'assignment' && !inBlock()
            ? strings(right)
            : [...new Set([...(all ?? []), ...strings(right)])];
    if (type !== 'assignment')
        return all;
    const { targets, value } = assigned(e);
    // Bound only for older Pythons, removed: a warning that names them (as for a `def`).
    const older = olderPythonOnly(st);
    for (const target of targets) {
        // `A, B = f()`: each name bound to a part of the value.
        const names = UNPACKED.has(target.type)
            ? target.descendantsOfType('identifier').filter((n) => n !== null)
            : target.type === 'identifier'
                ? [target]
                : [];
        for (const n of names) {
            if (defs.has(n.text) || (BUILTINS.has(n.text) && inBlock()))
                continue;
            const sym = variable(n.text, e, n === target ? value : null);
            if (n !== target && value)
                sym.aliasOf = pyText(value);
            if (older)
                sym.olderPythonOnly = older;
            defs.set(n.text, sym);
        }
    }
    return all;
}
/** A module-level `name: T = value`: a variable, a `TypeAlias`, or a `TypeVar`. */
function variable(name, e, right) {
    const annotation = typeRef(e.childForFieldName('type'))?.text ?? '';
    const sym = blank(name, 'variable', e);
    if (/^(typing\.)?TypeAlias$/.test(annotation))
        return { ...sym, kind: 'type', ...withType(right) };
    const typeVar = right?.type === 'call' &&
        /^(typing\.|typing_extensions\.)?TypeVar$/.test(pyText(right.childForFieldName('function')));
    if (typeVar && right)
        return { ...sym, kind: 'type', typeParams: [typeVarParam(name, right)] };
    const final = /^(typing\.)?Final\b/.test(annotation);
    const inner = final
        ? annotation.replace(/^(typing\.)?Final\[?/, '').replace(/\]$/, '')
        : annotation;
    if (inner)
        sym.valueType = { text: inner };
    sym.mutable = !final && !/^[A-Z][A-Z0-9_]*$/.test(name);
    // `f = lambda a, b=1: ...` is a function as `def f(a, b=1)` is.
    if (right?.type === 'lambda' && !annotation)
        return { ...sym, kind: 'function', signatures: [pySignature(right, false)] };
    if (right && isLiteral(right))
        sym.value = literalText(right);
    else if (!annotation && right && BINDINGS.has(right.type))
        sym.aliasOf = pyText(right);
    return sym;
}
/**
 * Python 3's builtin names, and Python 2's that compatibility code binds (`unicode = str`): a
 * module binds them under a condition only to supply a missing one.
 */
const BUILTINS = new Set(`ArithmeticError AssertionError AttributeError BaseException BaseExceptionGroup BlockingIOError
  BrokenPipeError BufferError BytesWarning ChildProcessError ConnectionAbortedError ConnectionError
  ConnectionRefusedError ConnectionResetError DeprecationWarning EncodingWarning EOFError
  EnvironmentError Exception ExceptionGroup FileExistsError FileNotFoundError FloatingPointError
  FutureWarning GeneratorExit IOError ImportError ImportWarning IndentationError IndexError
  InterruptedError IsADirectoryError KeyError KeyboardInterrupt LookupError MemoryError
  ModuleNotFoundError NameError NotADirectoryError NotImplementedError OSError OverflowError
  PendingDeprecationWarning PermissionError ProcessLookupError RecursionError ReferenceError
  ResourceWarning RuntimeError RuntimeWarning StopAsyncIteration StopIteration SyntaxError
  SyntaxWarning SystemError SystemExit TabError TimeoutError TypeError UnboundLocalError
  UnicodeDecodeError UnicodeEncodeError UnicodeError UnicodeTranslateError UnicodeWarning
  UserWarning ValueError Warning ZeroDivisionError abs aiter all anext any ascii bin bool
  breakpoint bytearray bytes callable chr classmethod compile complex delattr dict dir divmod
  enumerate eval exec filter float format frozenset getattr globals hasattr hash help hex id input
  int isinstance issubclass iter len list locals map max memoryview min next object oct open ord
  pow print property range repr reversed round set setattr slice sorted staticmethod str sum super
  tuple type vars zip basestring buffer cmp execfile file long raw_input reduce reload unichr
  unicode xrange`.split(/\s+/));
/** typing's naming convention for TypeVars: `_T`, `T1`, `_KT`, `_T_co`, `_MessageT`, `AnyStr`. */
const TYPE_VAR_NAME = /^_?[A-Z][A-Za-z]*T(_co|_contra)?$|^_?T\d*(_co|_contra)?$|^AnyStr$/;
/**
 * A class without `Generic[...]` (or PEP 695 `[T]`) is generic in the module's TypeVars its bases
 * take as arguments, in order of appearance (`class Stack(_Base[_T])`): applied after reading, as
 * it depends on what the module binds.
 */
function implicitTypeParams(cls, defs, imports) {
    if (cls.kind !== 'class' || cls.typeParams.length > 0)
        return [];
    const found = new Map();
    for (const base of cls.heritage) {
        const args = base.indexOf('[');
        if (args === -1)
            continue;
        for (const [word] of base.slice(args).matchAll(/[\p{L}_][\p{L}\p{N}_]*/gu)) {
            if ((0,model/* declaredTypeVar */.gp)(defs.get(word)))
                found.set(word, { name: word });
            // A TypeVar another module defines (`from ._policybase import _MessageT`) is one too, where
            // the name says so (typing's convention: `_T`, `_KT`, `AnyStr`, `_MessageT`).
            else if (imports.has(word) && TYPE_VAR_NAME.test(word))
                found.set(word, { name: word });
        }
    }
    return [...found.values()];
}
/**
 * A class's type parameters named by `Generic[...]` or its bases, with what the module's TypeVars
 * of those names say (bound, default, constraints): a parameter with a default is optional.
 */
function withTypeVars(params, defs, imports) {
    const named = (p) => !p.constraint && !p.default;
    if (!params.some((p) => named(p) && ((0,model/* declaredTypeVar */.gp)(defs.get(p.name)) || imports.has(p.name))))
        return params;
    return params.map((p) => !named(p)
        ? p
        : ((0,model/* declaredTypeVar */.gp)(defs.get(p.name)) ??
            (imports.has(p.name) ? { ...p, unresolved: true } : p)));
}
/** `T = TypeVar("T", bound=X, default=Y)`: a module-level generic parameter. */
function typeVarParam(name, call) {
    const args = call.childForFieldName('arguments')?.namedChildren ?? [];
    const kw = (key) => args
        .find((a) => a?.type === 'keyword_argument' && a.childForFieldName('name')?.text === key)
        ?.childForFieldName('value');
    const constraint = typeRef(kw('bound'));
    const dflt = typeRef(kw('default'));
    // Positional arguments after the name are the types it is constrained to.
    const constrained = args.filter((a) => a && a.type !== 'keyword_argument').length > 1;
    return {
        name,
        ...(constraint ? { constraint: { text: constraint.text.replace(/^["']|["']$/g, '') } } : {}),
        ...(dflt ? { default: dflt } : {}),
        ...(constrained ? { constrained } : {}),
    };
}
/** The strings of a list or tuple literal, or the one string `node` is (`__all__.append("x")`). */
function strings(node) {
    const items = node.type === 'string' ? [node] : node.namedChildren;
    return items
        .filter((n) => n?.type === 'string')
        .map((n) => n.text.replace(/^[rRuU]?("|')/, '').replace(/("|')$/, ''));
}
/**
 * A class base named through an import, by the module it comes from: `Reporter` (after `from
 * docutils.utils import Reporter`) and `du.Reporter` (after `import docutils.utils as du`) are both
 * `docutils.utils.Reporter`, as is `metaclass=M` by where `M` comes from.
 */
function importedName(base, imports) {
    const [, keyword = '', expr = ''] = /^(metaclass=)?(.*)$/su.exec(base);
    const first = /^[\p{L}_][\p{L}\p{N}_]*(?=$|[.[])/u.exec(expr)?.[0];
    const b = first === undefined ? undefined : imports.get(first);
    if (!b)
        return base;
    const module = b.imported === '*' ? b.from : (0,model/* inModule */.ge)(b.from, b.imported);
    return keyword + module + expr.slice(first.length);
}
function collectImports(st, type, imports, stars) {
    const line = st.startPosition.row + 1;
    const from = type === 'import_from_statement' ? pyText(st.childForFieldName('module_name')) : undefined;
    for (const n of st.namedChildren) {
        if (!n || n === st.childForFieldName('module_name'))
            continue;
        if (n.type === 'wildcard_import' && from !== undefined) {
            stars.push({ from, imported: '*', line, redundantAlias: false });
            continue;
        }
        if (n.type === 'aliased_import') {
            const name = pyText(n.childForFieldName('name'));
            const alias = n.childForFieldName('alias')?.text ?? name;
            imports.set(alias, {
                from: from ?? name,
                imported: from ? name : '*',
                line,
                redundantAlias: alias === name,
            });
        }
        else if (n.type === 'dotted_name' && from !== undefined) {
            imports.set(n.text, { from, imported: n.text, line, redundantAlias: false });
        }
    }
}
/**
 * The `#` comments: every comment starts with `#`, so each `#` outside a comment found so far is
 * looked up in the tree (one descent, instead of walking every node for the few comments).
 */
function lineComments(source, root) {
    const found = [];
    for (let i = source.indexOf('#'); i !== -1; i = source.indexOf('#', i + 1)) {
        const node = root.descendantForIndex(i, i + 1);
        if (node?.type !== 'comment' || node.startIndex !== i)
            continue;
        found.push({ start: i, end: node.endIndex, doc: false });
        i = node.endIndex - 1;
    }
    return found;
}

;// CONCATENATED MODULE: ./src/signature/py/type-param-defaults.ts
/**
 * PEP 696 type parameter defaults (`class Box[T, U = int]:`, Python 3.13), which the
 * tree-sitter-python grammar does not parse: a file that has them would get no reading at all.
 */
const HEADER = /\b(?:class|def|type)\s+[\p{L}_][\p{L}\p{N}_]*\s*\[/gu;
const OPENERS = '([{';
const CLOSERS = ')]}';
/**
 * `text` with each default of a type parameter list blanked (`= int` → spaces; rows and offsets
 * kept), or `text` itself when it has none.
 */
function withoutTypeParamDefaults(text) {
    let out;
    for (const header of text.matchAll(HEADER)) {
        let depth = 0;
        let blanking = false;
        for (let i = header.index + header[0].length - 1; i < text.length; i++) {
            const c = text[i];
            if (OPENERS.includes(c))
                depth++;
            else if (CLOSERS.includes(c)) {
                depth--;
                if (depth === 0)
                    break;
            }
            if (depth === 1 && c === ',')
                blanking = false;
            else if (depth === 1 && c === '=' && !'=<>!'.includes(text[i - 1]) && text[i + 1] !== '=')
                blanking = true;
            if (blanking && c !== '\n')
                (out ??= [...text])[i] = ' ';
        }
    }
    return out ? out.join('') : text;
}

;// CONCATENATED MODULE: ./src/signature/py/pair.ts






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
async function pyPairSurfaces(base, head) {
    const python = await pythonParser();
    const trees = [];
    const parse = (module, from) => {
        let tree = from
            ? parseFrom(python, from.tree, from.text, module.text)
            : python.parser.parse(module.text);
        if (tree)
            trees.push(tree);
        if (tree?.rootNode.hasError && module.emptied) {
            module = Outline.whole(module.source);
            tree = python.parser.parse(module.source);
            if (tree)
                trees.push(tree);
        }
        if (tree?.rootNode.hasError) {
            // PEP 696 defaults the grammar does not know: read without them (they are not compared).
            const blanked = withoutTypeParamDefaults(module.text);
            const retry = blanked === module.text ? null : python.parser.parse(blanked);
            if (retry)
                trees.push(retry);
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
        if (head === null)
            return [baseSurface, null];
        const headOutline = outline(head, (body) => baseParse?.module.bodies.has(body) === true);
        const from = baseParse?.tree
            ? { tree: baseParse.tree, text: baseParse.module.text }
            : undefined;
        const headParse = parse(headOutline, from);
        return [baseSurface, treeSurface(headParse.module, headParse.tree, readings.reuse)];
    }
    finally {
        for (const tree of trees)
            tree.delete();
    }
}
/**
 * Parses `head` from the tree of `base`, which is edited to match it (and so no longer matches
 * `base`). The caller deletes both trees.
 */
function parseFrom({ parser, Edit }, baseTree, base, head) {
    for (const edit of textEdits(base, head))
        baseTree.edit(new Edit(edit));
    return parser.parse(head, baseTree);
}


/***/ })

};
;