/******/ (() => { // webpackBootstrap
/******/ 	"use strict";
/******/ 	var __webpack_modules__ = ({

/***/ 5286:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F1: () => (/* binding */ ModuleTexts),
/* harmony export */   iY: () => (/* binding */ typeArgumentsPut),
/* harmony export */   qO: () => (/* binding */ firstVisit)
/* harmony export */ });
/* unused harmony export answerInheritanceQuestions */
/* harmony import */ var _compare_members__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3185);
/* harmony import */ var _compare_reporter__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5);
/* harmony import */ var _files__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(6481);
/* harmony import */ var _kinds__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9889);
/* harmony import */ var _type_text__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6174);






/** How deep a chain of bases is followed across modules (a cycle stops earlier). */
const MAX_DEPTH = 16;
/** How many names (a module and a name in it) one base's lookup follows through imports. */
const MAX_LOOKUPS = 256;
/** At most this many paths are read from outside the set in one run (API calls, on a PR). */
const MAX_READS = 512;
/** The head texts of one language's modules: the set's own, then those read from outside it. */
class ModuleTexts {
    inSet;
    outside;
    pythonRoot;
    outsideTexts = new Map();
    reads = 0;
    constructor(inSet, outside, 
    /** The Python package whose folder is the set's root, if it is one (DiffOptions.pythonRoot). */
    pythonRoot) {
        this.inSet = inSet;
        this.outside = outside;
        this.pythonRoot = pythonRoot;
    }
    /** A module's text; none for one the analysis skips (binary, over 1 MB, minified). */
    text(path) {
        const text = this.inSet.get(path) ?? this.outsideTexts.get(path);
        return text === undefined || (0,_files__WEBPACK_IMPORTED_MODULE_4__/* .skipReason */ .YG)(text, (0,_files__WEBPACK_IMPORTED_MODULE_4__/* .fileFlavour */ .Ix)(path)) ? undefined : text;
    }
    /** The first of `candidates` (in order) that is a module, in the set or read from outside it. */
    async first(candidates) {
        const known = candidates.findIndex((p) => this.inSet.has(p));
        const before = known < 0 ? candidates : candidates.slice(0, known);
        const unread = before.filter((p) => !this.outsideTexts.has(p));
        if (this.outside && unread.length > 0 && this.reads + unread.length <= MAX_READS) {
            this.reads += unread.length;
            // A failed read leaves those bases not in view: the findings keep their caveat.
            const texts = await this.outside(unread).catch(() => []);
            unread.forEach((p, i) => this.outsideTexts.set(p, texts[i]));
        }
        const outside = before.find((p) => this.outsideTexts.get(p) !== undefined);
        return outside ?? (known < 0 ? undefined : candidates[known]);
    }
}
/**
 * Whether a lookup reaches `qualified` in `importer` for the first time, within `max` names: each
 * name in each module once, so re-export and star-import cycles end and wide barrels stay linear.
 */
function firstVisit(visited, importer, qualified, max) {
    const key = `${importer}\0${qualified}`;
    if (visited.has(key) || visited.size >= max)
        return false;
    visited.add(key);
    return true;
}
/**
 * Rewrites a type text of the class a chain of bases ends at in the terms of the class it starts
 * from: each base's type arguments (`arguments` reads them from an entry: `Base<string>`,
 * `Base[int]`) put in for its type parameters, defaults where none is given.
 */
function typeArgumentsPut(chain, typeArguments) {
    let put = (0,_type_text__WEBPACK_IMPORTED_MODULE_3__/* .namesReplaced */ .xf)(new Map());
    for (const { entry, symbol } of chain) {
        const args = typeArguments(entry).map(put);
        const names = new Map();
        symbol.typeParams.forEach((p, i) => {
            const value = args[i] ?? (p.default && (0,_type_text__WEBPACK_IMPORTED_MODULE_3__/* .namesReplaced */ .xf)(names)(p.default.text));
            if (value)
                names.set(p.name, value);
        });
        put = (0,_type_text__WEBPACK_IMPORTED_MODULE_3__/* .namesReplaced */ .xf)(names);
    }
    return put;
}
/**
 * Answers the questions in `results` (one findings list per input, in input order) from the head
 * versions of the set's modules (and, for re-exports whose source changed, the base versions), in
 * place, and removes every question from the findings.
 */
async function answerInheritanceQuestions(inputs, results, readModules, pythonRoot) {
    const asks = (f) => f.inherits ?? f.descends ?? f.supplies ?? f.sources;
    if (!results.some((findings) => findings.some(asks)))
        return;
    await answerQuestions(results, new ModuleSet(inputs, readModules, pythonRoot));
}
async function answerQuestions(results, modules) {
    // First, as the declarations they compare may ask the other questions in turn.
    const sources = results.flatMap((findings, list) => findings.flatMap((finding) => {
        const question = finding.sources;
        delete finding.sources;
        return question ? [{ list, finding, question }] : [];
    }));
    if (sources.length > 0) {
        const { answerSourceQuestions } = await Promise.all(/* import() */[__nccwpck_require__.e(57), __nccwpck_require__.e(160)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3160));
        await answerSourceQuestions(sources, results, {
            reader: (file, side) => modules.reader(file, side),
            answerTheirs: (found) => answerQuestions(found, modules),
        });
    }
    const asked = [];
    results.forEach((findings, list) => {
        for (const finding of findings) {
            if (!finding.inherits)
                continue;
            asked.push({ list, finding, question: finding.inherits });
            delete finding.inherits;
        }
    });
    const descents = results.flatMap((findings) => findings.flatMap((finding) => {
        const question = finding.descends;
        delete finding.descends;
        return question ? [{ finding, question }] : [];
    }));
    const supplies = results.flatMap((findings) => findings.flatMap((finding) => {
        const question = finding.supplies;
        delete finding.supplies;
        return question ? [{ finding, question }] : [];
    }));
    for (const { finding, question } of supplies) {
        const file = normal(finding.file);
        const reader = await modules.reader(file);
        if (!reader.exportsName)
            continue;
        let answer = 'no';
        for (const from of question.from) {
            const found = await reader.exportsName(file, from, question.name);
            if (found === 'yes') {
                finding.message = question.suppliedMessage.replace('{from}', `'${from}'`);
                finding.severity = 'info';
                answer = 'yes';
                break;
            }
            if (found === 'unknown')
                answer = 'unknown';
        }
        if (answer === 'no') {
            finding.message = question.plainMessage;
            finding.severity = signatureKind(finding.kind).severity;
        }
    }
    for (const { finding, question } of descents) {
        const file = normal(finding.file);
        const answer = await descent(await modules.reader(file), file, question, MAX_DEPTH);
        if (answer === 'still') {
            finding.message = question.stillMessage;
            finding.severity = 'info';
        }
        else if (answer === 'not') {
            finding.message = question.plainMessage;
            finding.severity = signatureKind(finding.kind).severity;
        }
    }
    for (const { list, finding, question } of asked) {
        const file = normal(finding.file);
        const reader = await modules.reader(file);
        const answer = await modules.inherited(reader, file, question);
        if (answer.found) {
            const { found, member } = answer;
            const r = new Reporter(finding.file, reader.language, reader.oracle);
            r.head = found.surface;
            const at = { line: finding.line, oldLine: finding.oldLine };
            const compared = await reader.comparable(found, member, answer.chain);
            const js = /\.[cm]?jsx?$/.test(file);
            compareMember(r, finding.symbol, question.member, compared, at, js, question.inInterface);
            // Said of the class's file and line; the member compared is declared in the other module.
            for (const f of r.findings) {
                const what = answer.implicit ? 'the implicit `()` of' : 'inherited from';
                f.message += ` (now ${what} \`${found.symbol.name}\`, ${found.path})`;
                f.line = finding.line;
            }
            results[list].splice(results[list].indexOf(finding), 1, ...r.findings);
        }
        else if (answer.complete) {
            finding.message = question.plainMessage;
            finding.severity = question.plainSeverity;
        }
    }
}
/** The set's modules by path, and a reader for each language asked about. */
class ModuleSet {
    readModules;
    pythonRoot;
    versions = {
        head: { py: new Map(), ts: new Map() },
        base: { py: new Map(), ts: new Map() },
    };
    /** Paths the head added: no base version of them is read from outside the set. */
    added = new Set();
    readers = new Map();
    constructor(inputs, readModules, pythonRoot) {
        this.readModules = readModules;
        this.pythonRoot = pythonRoot;
        for (const f of inputs) {
            const head = f.head === null ? undefined : languageOf(f.path);
            if (head)
                this.versions.head[head].set(normal(f.path), f.head);
            const path = normal(f.previousPath ?? f.path);
            const base = f.base === null ? undefined : languageOf(path);
            if (base)
                this.versions.base[base].set(path, f.base);
            if (f.base === null || f.previousPath !== undefined)
                this.added.add(normal(f.path));
        }
    }
    /**
     * One language's module texts of one version. Outside the set a module did not change, so the
     * base version of one read from outside is its head version, unless the head added it.
     */
    texts(language, side) {
        const outside = this.readModules;
        const unchanged = outside && side === 'base'
            ? async (paths) => {
                const kept = paths.filter((p) => !this.added.has(p));
                const texts = await outside(kept);
                const byPath = new Map(kept.map((p, i) => [p, texts[i]]));
                return paths.map((p) => byPath.get(p));
            }
            : outside;
        return new ModuleTexts(this.versions[side][language], unchanged, this.pythonRoot);
    }
    /** The reader of `file`'s language, of the head versions (or the base's). */
    reader(file, side = 'head') {
        const language = languageOf(file) ?? 'ts';
        const key = `${language}\0${side}`;
        let reader = this.readers.get(key);
        if (!reader) {
            const texts = this.texts(language, side);
            reader =
                language === 'py'
                    ? Promise.all(/* import() */[__nccwpck_require__.e(994), __nccwpck_require__.e(250)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4250)).then((m) => new m.PyModules(texts, MAX_LOOKUPS))
                    : Promise.all(/* import() */[__nccwpck_require__.e(57), __nccwpck_require__.e(591)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3591)).then((m) => m.TsModules.of(texts, MAX_LOOKUPS, side));
            this.readers.set(key, reader);
        }
        return reader;
    }
    inherited(reader, file, question) {
        return this.searchBases(reader, file, question.bases, question.member, new Set(), []);
    }
    /**
     * Looks for `member` in the classes `bases` name (as imported into `importer`) and their bases;
     * complete when every one was read.
     */
    async searchBases(reader, importer, bases, member, seen, chain) {
        let complete = true;
        for (const qualified of bases) {
            const found = await this.search(reader, importer, qualified, member, seen, chain);
            if (found.found)
                return found;
            complete &&= found.complete;
        }
        return { complete };
    }
    /** Looks for `member` in the class `qualified` names (imported into `importer`) and its bases. */
    async search(reader, importer, qualified, member, seen, chain) {
        const cls = chain.length < MAX_DEPTH ? await reader.classNamed(importer, qualified) : undefined;
        if (!cls)
            return { complete: false };
        if (seen.has(cls.symbol))
            return { complete: true };
        seen.add(cls.symbol);
        const via = [...chain, { entry: qualified, symbol: cls.symbol }];
        const bases = reader.bases(cls.symbol);
        // A constructor is the nearest one declared along a chain of single bases, else the implicit
        // `()` of the class that has no base.
        const ctor = isCtor(member);
        const own = ctor
            ? cls.symbol.members.find(isCtor)
            : cls.symbol.members.find((m) => m.name === member.name && m.static === member.static && m.visibility !== 'private');
        if (own)
            return { found: cls, member: own, chain: via, complete: true };
        if (ctor && bases.length === 0) {
            const implicit = implicitCtor(cls.symbol, reader.language);
            return { found: cls, member: implicit, implicit: true, chain: via, complete: true };
        }
        if (ctor && bases.length > 1)
            return { complete: false };
        return this.searchBases(reader, cls.path, bases, member, seen, via);
    }
}
function languageOf(path) {
    const flavour = fileFlavour(path);
    return flavour === 'py' ? 'py' : flavour === 'ts' || flavour === 'js' ? 'ts' : undefined;
}
function normal(path) {
    return path.replace(/\\/g, '/');
}


/***/ }),

/***/ 7626:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  cY: () => (/* binding */ CommentTexts),
  Rs: () => (/* binding */ buildInventory),
  o$: () => (/* binding */ directiveParts)
});

// EXTERNAL MODULE: ./src/signature/source-text.ts
var source_text = __nccwpck_require__(8697);
;// CONCATENATED MODULE: ./src/signature/comment-text.ts
/**
 * The text two comments are compared by: markers stripped, whitespace collapsed, so re-wrapped
 * and re-indented comments compare equal.
 */

/**
 * Strips comment markers and collapses whitespace: the text two comments are compared by. For a
 * block comment this is `/^\/\*+!?/`, then `/\*+\/$/`, then `/^[ \t]*\*+(?!\/)/gm` removed, for a
 * line comment `/^[ \t]*(\/\/+|#+)/gm`; then `\s+` becomes one space and the ends are trimmed.
 * Done in one pass over the comment (no intermediate strings): most of a file's comments are
 * normalized on both sides.
 */
function normalizeComment(raw, docstring = false) {
    if (docstring) {
        const text = raw.replace(/^[rRuUbBfF]*("""|'''|"|')/, '').replace(/("""|'''|"|')$/, '');
        return text.replace(/\s+/g, ' ').trim();
    }
    let start = 0;
    let end = raw.length;
    const block = raw.startsWith('/*');
    if (block) {
        start = 2;
        while (raw.charCodeAt(start) === source_text/* STAR */.Vw)
            start++;
        if (raw.charCodeAt(start) === source_text/* BANG */.Nl)
            start++;
        if (end > start && raw.charCodeAt(end - 1) === source_text/* SLASH */.o) {
            let stars = end - 1;
            while (stars > start && raw.charCodeAt(stars - 1) === source_text/* STAR */.Vw)
                stars--;
            if (stars < end - 1)
                end = stars;
        }
    }
    const words = new WordJoiner(raw);
    // Each line starts with a marker to skip; its text runs up to and including its line break.
    for (let at = start; at < end;)
        at = words.addLine(skipLineMarker(raw, at, end, block), end);
    return words.text();
}
/** Where a line's text starts after its marker: `[ \t]*\*+(?!\/)` in a block, `[ \t]*(\/\/+|#+)` else. */
function skipLineMarker(raw, at, end, block) {
    let i = at;
    while (i < end && (raw.charCodeAt(i) === source_text/* SPACE */.t6 || raw.charCodeAt(i) === source_text/* TAB */.wn))
        i++;
    const mark = i < end ? raw.charCodeAt(i) : -1;
    if (block) {
        if (mark !== source_text/* STAR */.Vw)
            return at;
        let j = i + 1;
        while (j < end && raw.charCodeAt(j) === source_text/* STAR */.Vw)
            j++;
        // The stars must not be followed by `/`: back off one star, which then is followed by a star.
        if (j < end && raw.charCodeAt(j) === source_text/* SLASH */.o)
            j--;
        return j > i ? j : at;
    }
    if (mark === source_text/* SLASH */.o && i + 1 < end && raw.charCodeAt(i + 1) === source_text/* SLASH */.o) {
        let j = i + 2;
        while (j < end && raw.charCodeAt(j) === source_text/* SLASH */.o)
            j++;
        return j;
    }
    if (mark === source_text/* HASH */.v9) {
        let j = i + 1;
        while (j < end && raw.charCodeAt(j) === source_text/* HASH */.v9)
            j++;
        return j;
    }
    return at;
}
/** Joins the words of a text's chosen ranges with single spaces (`\s+` → ' ', ends trimmed). */
class WordJoiner {
    source;
    out = '';
    gap = false;
    constructor(source) {
        this.source = source;
    }
    /** Adds `source[from, end)` up to and including its first line break; returns where that stops. */
    addLine(from, end) {
        const s = this.source;
        let i = from;
        while (i < end) {
            const c = s.charCodeAt(i);
            if ((0,source_text/* isWhitespace */.Yv)(c)) {
                this.gap = true;
                i++;
                if (isLineBreak(c))
                    return i;
                continue;
            }
            // Words joined by single spaces are copied as one slice.
            let j = i + 1;
            for (;;) {
                while (j < end && !(0,source_text/* isWhitespace */.Yv)(s.charCodeAt(j)))
                    j++;
                if (j + 1 < end && s.charCodeAt(j) === source_text/* SPACE */.t6 && !(0,source_text/* isWhitespace */.Yv)(s.charCodeAt(j + 1)))
                    j += 2;
                else
                    break;
            }
            if (this.gap && this.out !== '')
                this.out += ' ';
            this.gap = false;
            this.out += s.slice(i, j);
            i = j;
        }
        return end;
    }
    text() {
        return this.out;
    }
}
/** A line terminator, where a multiline regex `^` matches after. */
function isLineBreak(c) {
    return c === 10 || c === 13 || c === 0x2028 || c === 0x2029;
}

;// CONCATENATED MODULE: ./src/lines.ts
/** 1-based line of a character offset in a text (an offset past the end is on the last line). */
function lineOf(text, offset) {
    let line = 1;
    for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1))
        line++;
    return line;
}

;// CONCATENATED MODULE: ./src/signature/comments.ts
/**
 * Comment inventory shared by the TS and Python extractors: normalized texts (comment-text.ts),
 * classification and anchoring (signature-anchors.md §6).
 */


const ANCHOR_CHARS = 40;
const LICENSE = /copyright|licen[sc]e|spdx-|©|\(c\)\s*\d{4}/i;
const TODO = /\b(TODO|FIXME|HACK|XXX)\b/;
const TS_DIRECTIVE = /^(@ts-(ignore|expect-error|nocheck|check)\b|eslint(-disable|-enable|-env|\s)|global\s|jshint\b|tslint:|prettier-ignore\b|(istanbul|c8|v8)\s+ignore\b|biome-ignore\b|@jsx(ImportSource|Runtime|Frag)?\b|<reference\s|<amd-module\b|webpack[A-Z]\w*:|@vite-ignore\b)/;
const TS_FILE_SCOPE = /^(@ts-(nocheck|check)\b|eslint-disable(?!-next-line|-line)|eslint-env\b|global\s|<reference\s|<amd-module\b|@jsx)/;
const PY_DIRECTIVE = /^(type:\s*ignore\b|noqa\b|flake8:\s*noqa\b|ruff:\s*noqa\b|pragma:\s*no\s*(cover|branch)\b|fmt:\s*(off|on|skip)\b|pylint:\s*(disable|enable)|isort:\s*(skip|off|on)|nosec\b|pyright:|mypy:|-\*-.*coding[:=]|(vim?:.*)?coding[:=])/;
const PY_FILE_SCOPE = /^(flake8:\s*noqa|ruff:\s*noqa|isort:\s*skip_file|pyright:|mypy:)/;
/**
 * What a directive does, without the reason or options written beside it: its keyword and the rules
 * or names it lists. `@ts-ignore: reason` is `@ts-ignore`; `eslint-disable-next-line a, b -- why`
 * is `eslint-disable-next-line` for `a`, `b`; `eslint no-unused-vars: [...]` is `eslint` for
 * `no-unused-vars`; `global window, document` is `global` for both; `biome-ignore lint/x: why` is
 * `biome-ignore lint/x`. Any other directive is its whole text.
 */
function directiveParts(text) {
    const list = (rest) => rest
        .split(',')
        .map((n) => n.trim().replace(/:.*$/s, ''))
        .filter(Boolean);
    const ts = /^@ts-(ignore|expect-error|nocheck|check)\b/.exec(text);
    if (ts)
        return { keyword: ts[0], names: [] };
    const disable = /^(eslint-(?:disable|enable)(?:-next-line|-line)?)\b(.*)$/s.exec(text);
    if (disable)
        return { keyword: disable[1], names: list(disable[2].replace(/\s--\s.*$/s, '')) };
    const config = /^eslint\s+(.*)$/s.exec(text);
    if (config)
        return {
            keyword: 'eslint',
            names: [...config[1].matchAll(/(?:^|,)\s*([@\w/-]+)\s*:/g)].map((m) => m[1]),
        };
    const globals = /^(globals?)\s+(.*)$/s.exec(text);
    if (globals)
        return { keyword: 'global', names: list(globals[2]) };
    if (/^biome-ignore\b/.test(text))
        return { keyword: text.replace(/:.*$/s, '').trim(), names: [] };
    return { keyword: text, names: [] };
}
function classify(language, raw, text, source, beforeCode) {
    const rawText = source.slice(raw.start, raw.end);
    if (raw.start === 0 && rawText.startsWith('#!'))
        return { cls: 'directive', fileScope: true };
    const directive = language === 'ts' ? TS_DIRECTIVE : PY_DIRECTIVE;
    if (!raw.docstring && directive.test(text)) {
        const fileScope = language === 'ts' ? TS_FILE_SCOPE : PY_FILE_SCOPE;
        const cookie = language === 'py' && /coding[:=]/.test(text) && lineOf(source, raw.start) <= 2;
        return { cls: 'directive', fileScope: beforeCode || cookie || fileScope.test(text) };
    }
    if (beforeCode && !raw.docstring && LICENSE.test(text))
        return { cls: 'license', fileScope: true };
    if (raw.doc)
        return { cls: 'doc', fileScope: false };
    return { cls: TODO.test(text) ? 'todo' : 'plain', fileScope: false };
}
/**
 * Groups adjacent own-line `//` / `#` comments into one block (so re-wrapping a paragraph keeps
 * its text), takes the code out from around the comments, and anchors each block to the code it
 * sits on (the code before it on its line, else the code after it). Classes, anchors and the code
 * text are computed on first use: only comments that went missing need them. `comments` are sorted
 * by start and do not overlap (FileComments makes them so).
 */
function buildInventory(language, source, comments, starts = (0,source_text/* lineStarts */._$)(source), known = new CommentTexts()) {
    const sorted = comments;
    let commentChars = 0;
    const texts = [];
    for (const c of sorted) {
        const read = known.of(source.slice(c.start, c.end), c.docstring === true);
        commentChars += read.chars;
        texts.push(read.text);
    }
    const firstCode = firstCodeAt(source, sorted);
    const from = { language, source, sorted, starts, firstCode };
    const records = [];
    for (const [first, end] of groupLineComments(source, sorted, starts, texts)) {
        const text = end === first + 1 ? texts[first] : texts.slice(first, end).filter(Boolean).join(' ');
        if (text === '' && !sorted[first].doc)
            continue;
        records.push(new InventoryRecord(from, first, end, text, (0,source_text/* lineAt */.mh)(starts, sorted[first].start)));
    }
    let code;
    let codeChars;
    return {
        records,
        commentChars,
        // Only a file whose comments shrank needs its code counted (the comment share).
        get codeChars() {
            codeChars ??= nonWhitespace(source, 0, source.length) - commentChars;
            return codeChars;
        },
        get code() {
            code ??= codeText(source, sorted);
            return code;
        },
    };
}
/**
 * Comment texts already read, by raw text: the two versions of a file share most comments, so the
 * second inventory of a pair reads only the comments the first did not have.
 */
class CommentTexts {
    comments = new Map();
    docstrings = new Map();
    of(raw, docstring) {
        const known = docstring ? this.docstrings : this.comments;
        let read = known.get(raw);
        if (!read) {
            read = { text: normalizeComment(raw, docstring), chars: nonWhitespace(raw, 0, raw.length) };
            known.set(raw, read);
        }
        return read;
    }
}
/**
 * One comment block (`sorted[first, end)`). Its class and anchor are computed on first use: only
 * comments that went missing need them.
 */
class InventoryRecord {
    from;
    first;
    end;
    text;
    line;
    classified;
    anchorText;
    constructor(from, first, end, text, line) {
        this.from = from;
        this.first = first;
        this.end = end;
        this.text = text;
        this.line = line;
    }
    get cls() {
        return this.classification().cls;
    }
    get fileScope() {
        return this.classification().fileScope;
    }
    get publicDoc() {
        return this.from.sorted[this.first].publicDoc === true;
    }
    get anchor() {
        if (this.anchorText === undefined) {
            const { source, sorted, starts } = this.from;
            const before = codeBefore(source, sorted, this.first, starts);
            this.anchorText = before !== '' ? before : codeAfter(source, sorted, this.end - 1);
        }
        return this.anchorText;
    }
    classification() {
        if (!this.classified) {
            const { language, source, sorted, firstCode } = this.from;
            const raw = sorted[this.first];
            const beforeCode = firstCode === -1 || raw.start < firstCode;
            this.classified = classify(language, raw, this.text, source, beforeCode);
        }
        return this.classified;
    }
}
/** The source without its comments and all whitespace. */
function codeText(source, sorted) {
    const parts = [];
    let at = 0;
    for (const c of sorted) {
        parts.push(source.slice(at, c.start).replace(/\s+/g, ''));
        at = c.end;
    }
    parts.push(source.slice(at).replace(/\s+/g, ''));
    return parts.join('');
}
/** Offset of the first non-whitespace character outside the comments, -1 when there is none. */
function firstCodeAt(source, sorted) {
    let at = 0;
    for (let i = 0; i <= sorted.length; i++) {
        const end = i < sorted.length ? sorted[i].start : source.length;
        for (; at < end; at++)
            if (!(0,source_text/* isWhitespace */.Yv)(source.charCodeAt(at)))
                return at;
        if (i < sorted.length)
            at = sorted[i].end;
    }
    return -1;
}
function nonWhitespace(source, from, to) {
    let n = 0;
    for (let i = from; i < to; i++)
        if (!(0,source_text/* isWhitespace */.Yv)(source.charCodeAt(i)))
            n++;
    return n;
}
/** Code on the comment's own line before it, without other comments and whitespace. */
function codeBefore(source, sorted, at, starts) {
    const c = sorted[at];
    const lineStart = starts[(0,source_text/* lineAt */.mh)(starts, c.start) - 1];
    const parts = [];
    let end = c.start;
    for (let j = at - 1; j >= 0 && sorted[j].end > lineStart; j--) {
        parts.push(source.slice(sorted[j].end, end));
        end = sorted[j].start;
    }
    if (end > lineStart)
        parts.push(source.slice(lineStart, end));
    return parts.reverse().join('').replace(/\s+/g, '').slice(-ANCHOR_CHARS);
}
/** The first code characters after a comment, skipping whitespace and further comments. */
function codeAfter(source, sorted, at) {
    let out = '';
    let next = at + 1;
    for (let i = sorted[at].end; i < source.length && out.length < ANCHOR_CHARS; i++) {
        const comment = sorted[next];
        if (comment && comment.start === i) {
            i = comment.end - 1;
            next++;
            continue;
        }
        if (!(0,source_text/* isWhitespace */.Yv)(source.charCodeAt(i)))
            out += source[i];
    }
    return out;
}
/** Blocks of adjacent comments as `[from, to)` index ranges into `sorted`. */
function groupLineComments(source, sorted, starts, texts) {
    const blocks = [];
    const isLine = (c) => !c.doc && !source.startsWith('/*', c.start);
    const isDirective = (i) => {
        const text = texts[i];
        return (TS_DIRECTIVE.test(text) ||
            PY_DIRECTIVE.test(text) ||
            (sorted[i].start === 0 && text.startsWith('!')));
    };
    for (let i = 0; i < sorted.length; i++) {
        const c = sorted[i];
        const block = blocks[blocks.length - 1];
        const prev = block && sorted[block[1] - 1];
        if (prev &&
            block[1] === i &&
            isLine(c) &&
            isLine(prev) &&
            (0,source_text/* lineAt */.mh)(starts, c.start) === (0,source_text/* lineAt */.mh)(starts, prev.start) + 1 &&
            onlyWhitespace(source, prev.end, c.start) &&
            !isDirective(i - 1) &&
            !isDirective(i)) {
            block[1] = i + 1;
        }
        else {
            blocks.push([i, i + 1]);
        }
    }
    return blocks;
}
function onlyWhitespace(source, from, to) {
    for (let i = from; i < to; i++)
        if (!(0,source_text/* isWhitespace */.Yv)(source.charCodeAt(i)))
            return false;
    return true;
}


/***/ }),

/***/ 9147:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HO: () => (/* binding */ withTypeParamsRead),
/* harmony export */   UG: () => (/* binding */ compareTypeParams),
/* harmony export */   gs: () => (/* binding */ signatureText),
/* harmony export */   wD: () => (/* binding */ compareCallable)
/* harmony export */ });
/* unused harmony export compareSignature */
/* harmony import */ var _kinds__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9889);
/* harmony import */ var _model__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(8723);
/* harmony import */ var _type_text__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6174);
/* harmony import */ var _params__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1070);
/* harmony import */ var _python_type_names__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5134);
/* harmony import */ var _reporter__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(5);






/** Compares the overload lists of one callable (a single signature is a list of one). */
function compareCallable(r, base, head, opts) {
    const cx = callableContext(r, opts);
    if (opts.isConstructor) {
        // What a constructor returns is the instance: Python's `__init__(...) -> None` annotation, or
        // its absence (a dataclass's generated `__init__`), tells a caller nothing.
        base = base.map(withoutReturn);
        head = head.map(withoutReturn);
    }
    if (base.length === 1 && head.length === 1) {
        compareSignature(r, cx, base[0], head[0]);
        return;
    }
    const bKeys = base.map((s) => signatureText(r, s));
    const hKeys = head.map((s) => signatureText(r, s));
    const missing = base.filter((_, i) => !hKeys.includes(bKeys[i]));
    const extra = head.filter((_, i) => !bKeys.includes(hKeys[i]));
    const at = (b, h) => ({ oldLine: b.line, line: (h ?? head[0])?.line });
    if (missing.length === 0 && extra.length === 0) {
        if (bKeys.join('\n') !== hKeys.join('\n') && base.length === head.length) {
            cx.emit('overload-reordered', `overloads of \`${opts.symbol}\` reordered`, at(base[0], head[0]));
        }
        return;
    }
    if (missing.length === extra.length) {
        // The same number of overloads with some changed in place: compare them pairwise.
        missing.forEach((b, i) => compareSignature(r, cx, b, extra[i]));
        return;
    }
    const added = new Set(extra);
    const emitSplit = (b, split) => {
        cx.emit('overload-removed', `overload \`${signatureText(r, b)}\` of \`${opts.symbol}\` split: the new version's signatures take its calls together, ${split.by.join(' and ')}`, at(b), 'info');
        // What the calls now return is each taking signature's (and, for a new one that may take
        // them, its unknown relations: warnings).
        for (const f of split.findings)
            cx.emit(f.kind, f.message, at(b, head[f.index]), f.severity);
    };
    for (const b of missing) {
        const taking = signatureTakingCalls(r, cx, b, head, added);
        if (taking.surely) {
            for (const f of taking.surely)
                cx.emit(f.kind, f.message, at(b, head[f.index]), f.severity);
            continue;
        }
        const split = splitAcross(r, cx, b, head, new Set());
        if (split) {
            emitSplit(b, split);
            continue;
        }
        // Only relations not known stand between it and a new head signature (a parameter naming
        // the signature's own type parameters, or a type from another module): that one's changes,
        // as warnings, not a removal guessed. (A head signature that repeats a base one is that one's.)
        if (taking.maybe) {
            for (const f of taking.maybe)
                cx.emit(f.kind, f.message, at(b, head[f.index]), f.severity);
            continue;
        }
        // Or between its calls and the head signatures that take them together.
        const maybeSplit = splitAcross(r, cx, b, head, added);
        if (maybeSplit) {
            emitSplit(b, maybeSplit);
            continue;
        }
        cx.emit('overload-removed', `overload \`${signatureText(r, b)}\` of \`${opts.symbol}\` removed: no signature of the new version accepts all its calls`, at(b));
    }
}
/**
 * The findings of comparing a base signature with the head signature that accepts all its calls
 * (`surely`: no breaking or unknown change to its parameters; the fewest breaking findings, then the
 * fewest findings, wins), and with the one of `mayTake` that may (`maybe`: no breaking change to
 * its parameters, some whose relation is unknown; ranked alike).
 * Overloads merged into one wider signature (`(s: string): string` and `(n: number): number` →
 * `(v: string | number): string | number`) remove no call, though the merged return may widen; a
 * signature split into overloads none of which takes all of it does.
 */
function signatureTakingCalls(r, cx, b, head, mayTake = new Set()) {
    const best = {};
    const rank = (f) => f.filter((x) => x.severity === 'breaking').length * 1000 + f.length;
    head.forEach((h, index) => {
        const found = [];
        const trial = {
            ...cx,
            emit: (kind, message, _at, severity) => found.push({ kind, message, severity: severity ?? (0,_kinds__WEBPACK_IMPORTED_MODULE_0__/* .signatureKind */ .vA)(kind).severity, index }),
        };
        compareSignature(r, trial, b, h);
        const params = found.filter((f) => !RETURN_KINDS.has(f.kind));
        if (params.some((f) => f.severity === 'breaking'))
            return;
        const slot = params.some((f) => UNKNOWN_KINDS.has(f.kind)) ? 'maybe' : 'surely';
        if (slot === 'maybe' && !mayTake.has(h))
            return;
        const was = best[slot];
        if (!was || rank(found) < rank(was))
            best[slot] = found;
    });
    return best;
}
/**
 * The parameters of the calls that leave `params[i]` out: TS calls pass no later argument either;
 * Python ones pass the later parameters they may by keyword only.
 */
function leftOut(r, params, i) {
    if (r.language === 'ts')
        return params.slice(0, i);
    return [
        ...params.slice(0, i),
        ...params
            .slice(i + 1)
            .filter((q) => q.kind !== 'positional-only' && q.kind !== 'var-positional')
            .map((q) => (q.kind === 'positional' ? { ...q, kind: 'keyword-only' } : q)),
    ];
}
/** How many parameters a signature is split by at most, one after another. */
const SPLIT_DEPTH = 3;
/** The split of `b` by the fewest parameters (see signaturesTakingCallsTogether), or undefined. */
function splitAcross(r, cx, b, head, mayTake) {
    for (let depth = 1; depth <= SPLIT_DEPTH; depth++) {
        const split = signaturesTakingCallsTogether(r, cx, b, head, mayTake, depth);
        if (split)
            return split;
    }
    return undefined;
}
/**
 * A base signature split across head signatures (`policy: Policy | None = None` → one overload
 * for `None = None`, one for `Policy`; `bool` → `Literal[True]` and `Literal[False]`): for one
 * parameter, a call passing each member of its union type, and a call leaving it out, are each
 * taken by some head signature, or split again by a later parameter (`(s, cls = …, *, policy =
 * …)` → `(s)`, `(s, cls)`, `(s, cls = …, *, policy)`); a call only a new signature of `mayTake`
 * may take counts, with that signature's findings. The parameters that split it, and the findings
 * the taking signatures show (their return changes; a new one's, all), or undefined. `from`: the
 * first parameter it may split by.
 */
function signaturesTakingCallsTogether(r, cx, b, head, mayTake, depth, from = 0) {
    for (let i = from; i < b.params.length; i++) {
        const p = b.params[i];
        if (p.kind === 'var-positional' || p.kind === 'var-keyword')
            continue;
        const members = p.type ? splitTypeMembers(r, p.type.text) : [];
        // A union splits the calls passing each member; an optional parameter, the calls that pass
        // it from those that leave it out.
        const ways = [];
        if (members.length >= 2)
            ways.push({ passed: members.map((text) => ({ text })), by: `by the type of \`${p.name}\`` });
        if (p.optional)
            ways.push({ passed: [p.type], by: `by whether they pass \`${p.name}\`` });
        let best;
        for (const way of ways) {
            const calls = way.passed.map((type) => {
                const params = [...b.params];
                params[i] = { ...p, ...(type ? { type } : {}), optional: false, default: undefined };
                return { call: { ...b, params }, next: i + 1 };
            });
            if (p.optional)
                calls.push({ call: { ...b, params: leftOut(r, b.params, i) }, next: i });
            const by = new Set([way.by]);
            const findings = [];
            const taken = calls.every(({ call, next }) => {
                const taking = signatureTakingCalls(r, cx, call, head, mayTake);
                if (taking.surely) {
                    findings.push(...taking.surely.filter((f) => RETURN_KINDS.has(f.kind)));
                    return true;
                }
                const split = depth > 1
                    ? signaturesTakingCallsTogether(r, cx, call, head, mayTake, depth - 1, next)
                    : undefined;
                for (const reason of split?.by ?? [])
                    by.add(reason);
                findings.push(...(split?.findings ?? taking.maybe?.filter(shownForMaybe) ?? []));
                return split !== undefined || taking.maybe !== undefined;
            });
            // The way whose taking signatures show the fewest changes (the first, of two alike).
            if (taken && (!best || findings.length < best.findings.length))
                best = { by: [...by], findings };
        }
        if (best)
            return best;
    }
    return undefined;
}
/**
 * The members a value of a type may be, one call each: a union's, a boolean's two literals, and
 * (Python) those of a type alias of the base module.
 */
function splitTypeMembers(r, text) {
    if (r.language === 'py' && /^(builtins\.)?bool$/.test(text))
        return ['Literal[True]', 'Literal[False]'];
    if (r.language === 'ts' && text === 'boolean')
        return ['true', 'false'];
    const members = (0,_type_text__WEBPACK_IMPORTED_MODULE_1__/* .unionMembers */ .VT)(text);
    if (r.language !== 'py')
        return members;
    return members.flatMap((m) => (0,_python_type_names__WEBPACK_IMPORTED_MODULE_3__/* .aliasMembers */ .kA)(m, r.base) ?? [m]);
}
/** What a signature returns: a change there leaves its calls accepted. */
const RETURN_KINDS = new Set(['return-type-widened', 'return-annotation-removed-or-changed']);
/** A parameter whose relation is unknown may no longer take the old calls. */
const UNKNOWN_KINDS = new Set(['param-type-changed', 'type-param-constraint-changed']);
/** What a new signature that may take a split's calls shows: its returns and unknown relations. */
function shownForMaybe(f) {
    return RETURN_KINDS.has(f.kind) || UNKNOWN_KINDS.has(f.kind);
}
function callableContext(r, opts) {
    return {
        symbol: opts.symbol,
        instanceMethod: opts.instanceMethod ?? false,
        js: opts.js ?? false,
        emit: (kind, message, at, severity) => {
            if (!opts.isConstructor) {
                r.add(kind, opts.symbol, message, at, severity);
                return;
            }
            const inner = severity ?? (0,_kinds__WEBPACK_IMPORTED_MODULE_0__/* .signatureKind */ .vA)(kind).severity;
            r.add('constructor-changed', opts.symbol, `${kind}: ${message}`, at, inner);
        },
    };
}
/** A Python return annotation a coroutine function's result also is (`await f()` works on both). */
const AWAITABLE = /^(?:[\w.]+\.)?(?:Awaitable|Coroutine|Future|Task)\b/;
function compareSignature(r, cx, b, h) {
    const at = { line: h.line, oldLine: b.line };
    let asyncToggled = b.async !== h.async;
    let unknown = false;
    // The same declared TS return either way (`Promise<boolean>` and an alias of it): only `async`
    // was added or dropped, which no caller sees. (Python declares what is awaited; an inferred
    // TS return stands for its body, the same text with or without `async`.)
    const declared = (t) => t !== undefined && !(0,_model__WEBPACK_IMPORTED_MODULE_5__/* .isInferred */ .UE)(t);
    if (asyncToggled &&
        r.language === 'ts' &&
        declared(b.returns) &&
        declared(h.returns) &&
        r.relate(b.returns, h.returns) === 'equal')
        asyncToggled = false;
    const [asyncSide, syncSide] = b.async ? [b, h] : [h, b];
    // A Python async generator (`async def` that yields) is called without `await`, as a plain
    // function declared to return the same async iterator is (jinja2 3.1.6 `auto_aiter`).
    if (asyncToggled &&
        r.language === 'py' &&
        asyncSide.generator &&
        !syncSide.generator &&
        declared(asyncSide.returns) &&
        declared(syncSide.returns) &&
        r.relate(b.returns, h.returns) === 'equal')
        asyncToggled = false;
    if (asyncToggled && (cx.js || asyncSide.asyncByType === true)) {
        // A .js function that dropped (or gained) `async` but whose other side returns a Promise
        // too, as TypeScript reads it: a caller gets a Promise from both. Where only a declared type
        // says Promise (JSDoc added to unchanged code, a declaration file), an `any` on the sync side
        // may have been one too (socket.io 4.8: `_add(): any` → `Promise<void>`, async already): its
        // return type changed, not its kind. Otherwise a .js sync side returning `any` may have
        // returned a Promise already: unknown, so a warning.
        const shown = syncSide.returns && r.oracle.display(syncSide.returns);
        const promising = asyncSide.asyncByType === true ? /^(Promise\b|any$)/ : /^Promise\b/;
        asyncToggled = shown === undefined || !promising.test(shown);
        unknown = asyncToggled && shown === 'any';
    }
    // A Python plain function without a return annotation, or one declared to return an awaitable,
    // may return what the coroutine function does (`return self.run_in_executor(...)`): a caller
    // that awaits it gets the same.
    let mayAwait;
    if (asyncToggled && r.language === 'py') {
        const syncSide = b.async ? h : b;
        const shown = syncSide.returns && r.oracle.display(syncSide.returns);
        if (shown === undefined)
            mayAwait = ' (the plain function may return an awaitable: its return is not annotated)';
        else if (AWAITABLE.test(shown))
            mayAwait = ` (the plain function returns \`${shown}\`)`;
    }
    // A generator and a function that returns an iterator differ only in their bodies when both
    // declare the same return type (`-> Iterator[T]`); asked only of a toggled pair.
    const generatorToggled = b.generator !== h.generator &&
        !(b.returns && h.returns && r.relate(b.returns, h.returns) === 'equal');
    const toggled = asyncToggled || generatorToggled;
    // A Python plain function without a return annotation may return a generator (`return
    // _walk(top)`): only its body could tell.
    const plain = b.generator ? h : b;
    const mayIterate = !asyncToggled && r.language === 'py' && plain.returns === undefined;
    if (toggled) {
        const what = asyncToggled ? ['sync', 'async'] : ['a plain function', 'a generator'];
        const [from, to] = (asyncToggled ? b.async : b.generator) ? [what[1], what[0]] : what;
        const note = unknown
            ? ' (it returned `any`, possibly a Promise)'
            : mayIterate
                ? ' (the plain function may return a generator: its return is not annotated)'
                : (mayAwait ?? '');
        cx.emit('async-changed', `\`${cx.symbol}\` changed from ${from} to ${to}${note}`, at, unknown || mayIterate || mayAwait !== undefined ? 'warning' : undefined);
    }
    // A call infers its type arguments: a new required one breaks only calls that pass them, which
    // needs the old signature to have had some (never in Python, whose calls cannot pass them).
    const passed = r.language === 'ts' && b.typeParams.length > 0;
    withTypeParamsRead(r, b.typeParams, h.typeParams, () => {
        compareTypeParams(r, cx.symbol, b.typeParams, h.typeParams, at, cx.emit, passed);
        const rebound = r.language === 'ts' ? reboundTypeParams(b.typeParams, h.typeParams) : new Set();
        compareSignatureTypes(r, rebound.size > 0 ? { ...cx, rebound } : cx, b, h, at, toggled);
    }, [b.params, h.params]);
}
/**
 * How a head text reads in the base's type parameters: renamed in place (`<T>` → `<U>`; type
 * arguments are given by position, so the first ones keep their meaning when more are added), and
 * one added with a default as that default (`<A>` → `<A, B = A>`, `<S = number>`): a use that
 * writes the old arguments gets the default, and a call that infers them binds it where the base
 * had the default's type, so for a signature only where each parameter naming it, read so, is the
 * base's (`err: (e) => A` → `err: (e) => B`). Undefined where nothing reads otherwise.
 */
function typeParamReading(base, head, params) {
    const to = new Map();
    head.slice(0, base.length).forEach((t, i) => {
        if (t.name !== base[i].name)
            to.set(t.name, base[i].name);
    });
    for (const t of head.slice(base.length)) {
        const given = t.default && (0,_type_text__WEBPACK_IMPORTED_MODULE_1__/* .namesReplaced */ .xf)(to)(t.default.text);
        if (!given)
            continue;
        const reading = (0,_type_text__WEBPACK_IMPORTED_MODULE_1__/* .namesReplaced */ .xf)(new Map([...to, [t.name, given]]));
        if (params && !boundAsInBase(params, t.name, reading))
            continue;
        to.set(t.name, given);
    }
    return to.size > 0 ? (0,_type_text__WEBPACK_IMPORTED_MODULE_1__/* .namesReplaced */ .xf)(to) : undefined;
}
/** Whether every head parameter whose type names `name` is, read with `reading`, the base's. */
function boundAsInBase([base, head], name, reading) {
    const naming = (0,_type_text__WEBPACK_IMPORTED_MODULE_1__/* .wholeNames */ .Gc)([name]);
    return head.every((p, i) => {
        if (!p.type || !naming.test(p.type.text))
            return true;
        const was = base[i]?.type?.text;
        return was !== undefined && reading(p.type.text) === was;
    });
}
/**
 * Runs `compare` with head texts read in the base's type parameters (see typeParamReading), within
 * any reading already in force (a class's, around its methods').
 */
function withTypeParamsRead(r, base, head, compare, params) {
    const outer = r.readInBaseTypeParams;
    const own = typeParamReading(base, head, params);
    r.readInBaseTypeParams = own && outer ? (text) => own(outer(text)) : (own ?? outer);
    try {
        compare();
    }
    finally {
        r.readInBaseTypeParams = outer;
    }
}
function compareSignatureTypes(r, cx, b, h, at, toggled) {
    if (r.language === 'py' && takesAnything(b) && !takesAnything(h)) {
        // `def update(*args, **kwds): self, *args = args` and the like: the body said which calls it
        // took, which a reading of signatures cannot see.
        cx.emit('variadic-removed', `\`${cx.symbol}\` took any arguments (\`${signatureText(r, b)}\`) and now declares them (\`${signatureText(r, h)}\`): which calls its body accepted is not read (not compared)`, at, 'warning');
    }
    else
        (0,_params__WEBPACK_IMPORTED_MODULE_2__/* .compareParams */ .Kd)(r, b.untypedJs ? { ...cx, guessedOptional: true } : cx, b.params, h.params, at);
    if (!toggled)
        compareReturn(r, cx, b.returns, boundReturn(r, b, h) ?? h.returns, at, [b.params, h.params]);
}
/** The type parameters both signatures declare whose bound differs. */
function reboundTypeParams(base, head) {
    return new Set(base
        .filter((t) => {
        const now = head.find((x) => x.name === t.name);
        return now !== undefined && now.constraint?.text !== t.constraint?.text;
    })
        .map((t) => t.name));
}
/** `(*args, **kwargs)`: a signature that takes any arguments, and leaves them to its body. */
function takesAnything(s) {
    return (s.params.some((p) => p.kind === 'var-positional') &&
        s.params.every((p) => p.kind === 'var-positional' || p.kind === 'var-keyword'));
}
/**
 * A Python head whose return names a TypeVar that types one of its parameters (`def f(x: T) -> T`,
 * `-> T | str`), where the base typed that parameter: an old call binds it to that type, so that
 * is what it gets back in the TypeVar's place.
 */
function boundReturn(r, b, h) {
    if (r.language !== 'py' || !h.returns)
        return undefined;
    const bound = new Map();
    for (const hp of h.params) {
        const name = hp.type?.text;
        if (!name || bound.has(name) || !(0,_python_type_names__WEBPACK_IMPORTED_MODULE_3__/* .isTypeVar */ .CP)(name, r.head))
            continue;
        if (!(0,_type_text__WEBPACK_IMPORTED_MODULE_1__/* .wholeNames */ .Gc)([name]).test(h.returns.text))
            continue;
        const old = b.params.find((bp) => bp.name === hp.name)?.type;
        if (old)
            bound.set(name, old.text);
    }
    return bound.size > 0 ? { text: (0,_type_text__WEBPACK_IMPORTED_MODULE_1__/* .namesReplaced */ .xf)(bound)(h.returns.text) } : undefined;
}
function compareReturn(r, cx, b, h, at, params) {
    if (!b)
        return;
    const what = `return type of \`${cx.symbol}\``;
    if (!h) {
        cx.emit('return-annotation-removed-or-changed', `${what}: annotation ${r.show(b)} removed`, at);
        return;
    }
    if ((0,_type_text__WEBPACK_IMPORTED_MODULE_1__/* .isDynamicType */ .s0)(r.language, h.text) && !(0,_type_text__WEBPACK_IMPORTED_MODULE_1__/* .isDynamicType */ .s0)(r.language, b.text)) {
        // `any` fits every use of the old type: no caller stops compiling, but the type is lost.
        cx.emit('return-annotation-removed-or-changed', `${what} became ${r.show(h, b)}, which turns checking off (was ${r.show(b, h)})`, at);
        return;
    }
    const [guardB, guardH] = [(0,_type_text__WEBPACK_IMPORTED_MODULE_1__/* .guardParts */ .gD)(b.text), (0,_type_text__WEBPACK_IMPORTED_MODULE_1__/* .guardParts */ .gD)(h.text)];
    if (!guardB && guardH && !guardH.asserts && b.text === 'boolean') {
        // A type guard returns a boolean that also narrows its subject (class-validator 0.14.1
        // `isDefined(value): boolean` → `value is T`).
        cx.emit('return-type-narrowed', `${what} narrowed to type guard ${r.show(h, b)} (was \`boolean\`)`, at);
        return;
    }
    if (guardB && !guardH) {
        cx.emit('return-type-widened', `${what} widened from type guard ${r.show(b, h)} to ${r.show(h, b)}`, at);
        return;
    }
    if (guardB &&
        guardH &&
        guardB.asserts === guardH.asserts &&
        !sameSubject(guardB, guardH, params)) {
        cx.emit('return-type-widened', `${what} changed incompatibly: it narrows \`${guardH.subject}\`, not \`${guardB.subject}\` (${r.show(b, h)} → ${r.show(h, b)})`, at);
        return;
    }
    if (/^(void|None)$/.test(h.text) && b.text !== h.text && !(0,_model__WEBPACK_IMPORTED_MODULE_5__/* .isInferred */ .UE)(b)) {
        cx.emit('return-annotation-removed-or-changed', `${what} became ${r.show(h, b)} (was ${r.show(b, h)})`, at);
        return;
    }
    // A result declared `void`/`None` was nothing a caller could use: whatever it is now takes no
    // use away (solid-js 1.9 `classList(…): void` → an object; typeshed's `-> None` stubs typed).
    if (/^(void|None|Promise<void>)$/.test(b.text) && !(0,_model__WEBPACK_IMPORTED_MODULE_5__/* .isInferred */ .UE)(b) && b.text !== h.text) {
        cx.emit('return-annotation-removed-or-changed', `${what} became ${r.show(h, b)} (was ${r.show(b, h)}, which no caller could use)`, at, 'info');
        return;
    }
    const relation = (0,_params__WEBPACK_IMPORTED_MODULE_2__/* .reboundRelation */ .eG)(cx, b, h, r.relate(b, h));
    if (relation === 'equal')
        return;
    const change = r.change(b, h);
    // What TypeScript infers from an untyped .js body is its guess, not the module's contract:
    // `let x = void 0` → `let x` changes it with the same runtime behaviour.
    const guessed = (0,_reporter__WEBPACK_IMPORTED_MODULE_4__/* .guessedInJs */ .DK)(cx.js, b, h);
    const severity = guessed ? 'warning' : undefined;
    const note = guessed ? _reporter__WEBPACK_IMPORTED_MODULE_4__/* .GUESSED_NOTE */ .AX : '';
    if (relation === 'wider')
        cx.emit('return-type-widened', `${what} widened: ${change}${note}`, at, severity);
    else if (relation === 'unrelated')
        cx.emit('return-type-widened', `${what} changed incompatibly: ${change}${note}`, at, severity);
    else if (relation === 'narrower')
        cx.emit('return-type-narrowed', `${what} narrowed: ${change}`, at);
    else if (relation === 'unknown')
        cx.emit('return-annotation-removed-or-changed', `${what} changed (relation unknown): ${change}`, at);
}
/**
 * Whether two type guards narrow the same argument: `this`, or the parameter in the same position
 * (a parameter renamed in place, with its guard, is the same guard).
 */
function sameSubject(b, h, [bp, hp]) {
    const position = (subject, params) => {
        const i = params.findIndex((p) => p.name === subject);
        return i === -1 ? subject : i;
    };
    return position(b.subject, bp) === position(h.subject, hp);
}
/** Generic parameters: positional; a rename in place is no change. */
function compareTypeParams(r, symbol, base, head, at, emit, 
/** Whether users write the arguments (`Foo<A>`, `f<A>()`): then a new required one breaks. */
written = true) {
    const out = emit ?? ((kind, message, a, severity) => r.add(kind, symbol, message, a, severity));
    const pairs = [];
    const used = new Set();
    const leftover = [];
    for (const b of base) {
        const h = head.find((t) => t.name === b.name);
        if (h) {
            pairs.push([b, h]);
            used.add(h);
        }
        else
            leftover.push(b);
    }
    for (const b of leftover) {
        const h = head[base.indexOf(b)];
        if (h && !used.has(h) && !base.some((t) => t.name === h.name)) {
            pairs.push([b, h]);
            used.add(h);
        }
        else {
            out('type-param-removed', `type parameter \`${b.name}\` removed from \`${symbol}\``, at);
        }
    }
    // PEP 696 defaults a Python side did not read: a new parameter may have one.
    const unread = defaultsUnread(r);
    for (const h of head) {
        if (!used.has(h) && !h.default && written) {
            out('type-param-added-required', `required type parameter \`${h.name}\` added to \`${symbol}\`${unread ? ' (unless it has a default: PEP 696 defaults are not read)' : ''}`, at, unread ? 'warning' : undefined);
        }
    }
    const order = (list, side) => [...pairs].sort((x, y) => list.indexOf(x[side]) - list.indexOf(y[side]));
    const byBase = order(base, 0);
    const byHead = order(head, 1);
    if (byBase.some((p, i) => byHead[i] !== p)) {
        out('type-param-reordered', `type parameters of \`${symbol}\` reordered: <${base.map((t) => t.name).join(', ')}> → <${head.map((t) => t.name).join(', ')}>`, at);
    }
    for (const [b, h] of pairs)
        compareTypeParam(r, symbol, b, h, at, out);
}
/** Either Python side was read without its PEP 696 type parameter defaults. */
function defaultsUnread(r) {
    return r.base?.unreadDefaults === true || r.head?.unreadDefaults === true;
}
function compareTypeParam(r, symbol, b, h, at, out) {
    const name = `type parameter \`${h.name}\` of \`${symbol}\``;
    // A TypeVar another module defines: what it says is not in view on that side.
    if (b.unresolved || h.unresolved)
        return;
    if (!b.constraint && h.constraint) {
        out('type-param-constraint-changed', `${name}: bound ${r.show(h.constraint)} added`, at);
    }
    else if (b.constraint && !h.constraint) {
        out('type-param-constraint-changed', `${name}: bound ${r.show(b.constraint)} removed`, at, 'warning');
    }
    else if (b.constraint && h.constraint) {
        const rel = r.relate(b.constraint, h.constraint);
        const change = rel === 'equal' ? '' : r.change(b.constraint, h.constraint);
        if (rel === 'narrower' || rel === 'unrelated')
            out('type-param-constraint-changed', `${name}: bound tightened: ${change}`, at);
        else if (rel !== 'equal')
            out('type-param-constraint-changed', `${name}: bound ${rel === 'wider' ? 'loosened' : 'changed'}: ${change}`, at, 'warning');
    }
    if (defaultsUnread(r))
        return;
    if (b.default && !h.default) {
        out('type-param-default-changed', `${name}: default ${r.show(b.default)} removed`, at, 'breaking');
    }
    else if (b.default && h.default && r.relate(b.default, h.default) !== 'equal') {
        out('type-param-default-changed', `${name}: default changed: ${r.change(b.default, h.default)}`, at);
    }
}
/** A signature as one line of text, for overload matching and messages. */
function signatureText(r, s) {
    const generics = s.typeParams.length ? `<${s.typeParams.map((t) => t.name).join(', ')}>` : '';
    const params = s.params.map((p) => {
        const star = p.kind === 'var-positional'
            ? r.language === 'ts'
                ? '...'
                : '*'
            : p.kind === 'var-keyword'
                ? '**'
                : '';
        const opt = p.optional && !p.default && p.kind !== 'var-positional' ? '?' : '';
        return `${star}${p.name}${opt}${p.type ? `: ${p.type.text}` : ''}${p.default ? ` = ${p.default}` : ''}`;
    });
    const ret = s.returns && !(0,_model__WEBPACK_IMPORTED_MODULE_5__/* .isInferred */ .UE)(s.returns) ? `: ${s.returns.text}` : '';
    return `${s.async ? 'async ' : ''}${generics}(${params.join(', ')})${ret}`;
}
function withoutReturn({ returns: _, ...signature }) {
    return signature;
}


/***/ }),

/***/ 7847:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ compareDocs),
/* harmony export */   a: () => (/* binding */ releaseTag)
/* harmony export */ });
/** What a declaration's release tag is: its own, else its container's, else public. */
function releaseTag(d) {
    return d.doc?.releaseTag ?? d.inheritedTag ?? 'public';
}
const releaseRank = { public: 0, beta: 1, alpha: 2, internal: 3 };
/** Doc comment removed, `@deprecated` added, TSDoc release tag narrowed — for one public declaration. */
function compareDocs(r, symbol, bd, hd, at) {
    const b = bd.doc;
    const h = hd.doc;
    if (!(bd.deprecated || b?.deprecated) && (hd.deprecated || h?.deprecated)) {
        r.add('deprecated-added', symbol, `\`${symbol}\` is now deprecated`, {
            ...at,
            line: h?.line ?? at.line,
        });
    }
    if (b && !h) {
        const what = r.language === 'py' ? 'docstring' : 'doc comment';
        r.add('doc-comment-removed', symbol, `${what} of \`${symbol}\` removed`, {
            ...at,
            oldLine: b.line,
        });
        return;
    }
    if (!h)
        return;
    const from = releaseTag(bd);
    const to = releaseTag(hd);
    // A tag a member inherits narrowed with its class, which is reported.
    if (r.language === 'ts' && h.releaseTag && releaseRank[to] > releaseRank[from]) {
        // Untagged is public, but the message says which of the two it was.
        const was = (bd.doc?.releaseTag ?? bd.inheritedTag) ? `@${from}` : 'untagged (public)';
        r.add('release-tag-narrowed', symbol, `release tag of \`${symbol}\` narrowed from ${was} to @${to}`, at);
    }
}


/***/ }),

/***/ 3185:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  uc: () => (/* binding */ basesOutside),
  j2: () => (/* binding */ compareMembers),
  mh: () => (/* binding */ constructorOf),
  L9: () => (/* binding */ declaredBeside),
  rc: () => (/* binding */ isCtor),
  YQ: () => (/* binding */ isPythonBase)
});

// UNUSED EXPORTS: compareMember, implicitCtor

// EXTERNAL MODULE: ./src/signature/model.ts
var model = __nccwpck_require__(8723);
// EXTERNAL MODULE: ./src/signature/type-text.ts
var type_text = __nccwpck_require__(6174);
// EXTERNAL MODULE: ./src/signature/compare/callables.ts
var callables = __nccwpck_require__(9147);
// EXTERNAL MODULE: ./src/signature/compare/docs.ts
var docs = __nccwpck_require__(7847);
;// CONCATENATED MODULE: ./src/signature/compare/member-text.ts

function memberText(r, m) {
    if (m.form === 'index')
        return `${m.name}: ${m.type?.text ?? '?'}`;
    return m.signatures.map((s) => (0,callables/* signatureText */.gs)(r, s)).join(' | ');
}
function describe(m) {
    return {
        method: 'method',
        staticmethod: 'static method',
        classmethod: 'class method',
        property: 'property',
        getter: 'getter',
        accessor: 'accessor',
        constructor: 'constructor',
        call: 'call signature',
        construct: 'construct signature',
        index: 'index signature',
        'enum-member': 'enum member',
    }[m.form];
}
function formName(f) {
    return {
        method: 'a method',
        staticmethod: 'a static method',
        classmethod: 'a class method',
        property: 'a property',
        getter: 'a getter',
        accessor: 'an accessor',
        constructor: 'a constructor',
        call: 'a call signature',
        construct: 'a construct signature',
        index: 'an index signature',
        'enum-member': 'an enum member',
    }[f];
}

// EXTERNAL MODULE: ./src/signature/compare/params.ts
var params = __nccwpck_require__(1070);
// EXTERNAL MODULE: ./src/signature/compare/reporter.ts
var reporter = __nccwpck_require__(5);
;// CONCATENATED MODULE: ./src/signature/compare/members.ts







const visibilityRank = { public: 0, protected: 1, private: 2 };
/**
 * Methods every Python class has from `object`: an override removed leaves the inherited one, so
 * every call still works (what it returns may differ).
 */
const OBJECT_METHODS = new Set([
    '__repr__',
    '__str__',
    '__format__',
    '__hash__',
    '__eq__',
    '__ne__',
    '__lt__',
    '__le__',
    '__gt__',
    '__ge__',
    '__getattribute__',
    '__setattr__',
    '__delattr__',
    '__dir__',
    '__sizeof__',
    '__reduce__',
    '__reduce_ex__',
    '__getstate__',
    '__init_subclass__',
    '__subclasshook__',
]);
/**
 * Members of a class or interface; private members only matter when a public one became private.
 * `sameType`: the checker found the two versions the same type, so a member the head declares and
 * the base did not was inherited there.
 */
function compareMembers(r, b, h, js, sameType = false) {
    const isInterface = h.kind === 'interface';
    const headByName = new Map();
    for (const m of h.members)
        headByName.set(m.name, [...(headByName.get(m.name) ?? []), m]);
    const matched = new Set();
    // A class without a constructor of its own takes `()` unless it inherits one.
    const baseCtor = constructorOf(r, b);
    const baseMembers = baseCtor && !b.members.includes(baseCtor) ? [...b.members, baseCtor] : b.members;
    const headCtor = constructorOf(r, h);
    for (const bm of baseMembers) {
        if (bm.visibility === 'private' || (r.language === 'py' && (0,reporter/* isPrivateName */.$4)(bm.name)))
            continue;
        // `@internal` is not public API: what happens to it breaks no one.
        if ((0,docs/* releaseTag */.a)(bm) === 'internal')
            continue;
        const symbol = (0,reporter/* qualify */.Ss)(b.name, bm.name);
        const candidates = isCtor(bm) ? (headCtor ? [headCtor] : []) : (headByName.get(bm.name) ?? []);
        // The same member (static or instance), else one inherited from a base beside it, else one
        // of the other kind (a static-changed).
        const hm = candidates.find((c) => c.static === bm.static) ??
            (isCtor(bm) ? undefined : inherited(r, h, bm)) ??
            candidates[0];
        if (!hm && isCtor(bm)) {
            // The head inherits its constructor: from a base declared beside it, compared with that
            // one's; from a base not in view, not compared.
            const via = inheritedCtor(r, h);
            if (via && 'line' in via) {
                compareMember(r, symbol, bm, via, { line: via.line, oldLine: bm.line }, js, isInterface);
                continue;
            }
            const was = b.members.includes(bm) ? '' : ' (it was the implicit `()`)';
            const message = `the constructor of \`${b.name}\` is now inherited from its base, not compared${was}`;
            const at = { line: h.line, oldLine: bm.line };
            const finding = r.add('constructor-changed', symbol, message, at, 'warning');
            // Its base lies in another module, which the set may hold: it answers (across-modules/).
            if (finding && via)
                ask(r, finding, bm, [via.outside], message, 'warning', isInterface);
            continue;
        }
        if (!hm) {
            // Renamed to `_x`: unless the base had an `_x` already.
            const renamed = r.language === 'py' && !b.members.some((m) => m.name === `_${bm.name}`);
            const hidden = renamed ? headByName.get(`_${bm.name}`)?.[0] : undefined;
            if (hidden) {
                matched.add(hidden);
                r.add('visibility-narrowed', symbol, `\`${symbol}\` became private (renamed to \`_${bm.name}\`)`, { line: hidden.line, oldLine: bm.line });
            }
            else if (r.language === 'py' && OBJECT_METHODS.has(bm.name)) {
                r.add('member-removed', symbol, `${describe(bm)} \`${symbol}\` removed: the class now has the one it inherits`, { line: h.line, oldLine: bm.line }, 'info');
            }
            else if (r.language === 'py' && SLOT_FEATURES[bm.name] && !h.heritage.some(isPythonBase)) {
                // `__weakref__` and `__dict__` (in `__slots__`, or declared) are no API of their own: they
                // give every instance a feature, which a class with another base may still inherit.
                r.add('member-removed', symbol, `instances of \`${b.name}\` ${SLOT_FEATURES[bm.name]} (no \`${bm.name}\`)`, { line: h.line, oldLine: bm.line });
            }
            else if (isSignatureMember(bm)) {
                r.add('signature-members-changed', symbol, `${describe(bm)} \`${memberText(r, bm)}\` removed from \`${b.name}\``, { line: h.line, oldLine: bm.line });
            }
            else {
                // A base not declared in the head file may supply it. Most removals are removals, so the
                // finding stays breaking and says what it cannot see; but where the class gained that
                // base, members moved into it are the likelier reading (a warning).
                const gained = basesOutside(r, gainedBases(b, h), r.head, h.name);
                const ancestors = ancestorsOutside(r, h);
                const outside = gained
                    ? `${gained}, which it now names as a base`
                    : ancestors.map((a) => `\`${a.entry}\``).join(', ');
                // Gone only for the older Pythons it was defined for: a warning that names them.
                const older = bm.olderPythonOnly;
                const plainMessage = `${describe(bm)} \`${symbol}\` removed${older ? ` (it was defined only where \`${older}\`)` : ''}`;
                const finding = r.add('member-removed', symbol, `${plainMessage}${outside ? ` (unless inherited from ${outside}, not in view)` : ''}`, { line: h.line, oldLine: bm.line }, gained || older ? 'warning' : undefined);
                // Those modules may be in the set diffed: it answers (across-modules/).
                if (finding && ancestors.length > 0) {
                    const bases = ancestors.map((a) => a.imported);
                    ask(r, finding, bm, bases, plainMessage, older ? 'warning' : 'breaking', isInterface);
                }
            }
            continue;
        }
        matched.add(hm);
        compareMember(r, symbol, bm, hm, { line: hm.line, oldLine: bm.line }, js, isInterface);
    }
    // Bases out of view that the head no longer names may have lent a member it now declares.
    const lenders = basesOutside(r, gainedBases(h, b), r.base, b.name);
    const unless = lenders ? ` (unless ${lenders} lent it, not in view)` : '';
    const unknown = lenders ? 'warning' : undefined;
    for (const hm of h.members) {
        if (matched.has(hm) ||
            hm.visibility === 'private' ||
            (r.language === 'py' && (0,reporter/* isPrivateName */.$4)(hm.name)) ||
            (0,docs/* releaseTag */.a)(hm) === 'internal')
            continue;
        if (sameType || b.members.some((m) => m.name === hm.name))
            continue;
        const symbol = (0,reporter/* qualify */.Ss)(h.name, hm.name);
        // Declared where the base version inherited it (a base's members spelled out).
        const was = inherited(r, b, hm, r.base);
        if (was) {
            // What a caller uses is compared; an override's own docstring and decorators are its own.
            const like = { ...was, doc: hm.doc, decorators: hm.decorators };
            compareMember(r, symbol, like, hm, { line: hm.line, oldLine: was.line }, js, isInterface);
            continue;
        }
        const at = { line: hm.line, oldLine: b.line };
        if (isSignatureMember(hm) && isInterface) {
            r.add('signature-members-changed', symbol, `${describe(hm)} \`${memberText(r, hm)}\` added to \`${h.name}\``, at);
        }
        else if (isInterface && !hm.optional && !isSignatureMember(hm)) {
            r.add('member-required-added', symbol, `required ${describe(hm)} \`${symbol}\` added: implementers must provide it${unless}`, at, unknown);
        }
        else if (hm.abstract || h.implementable) {
            r.add('member-required-added', symbol, `${hm.abstract ? 'abstract ' : ''}${describe(hm)} \`${symbol}\` added: implementers must provide it${unless}`, at, unknown);
        }
    }
}
/** A member's base and head versions compared: form, visibility, type, signatures, docs. */
function compareMember(r, symbol, b, h, at, js, inInterface = false) {
    // A member bound by unpacking a call's result is there; what it is, a reading cannot say.
    if (b.unread || h.unread)
        return;
    if (visibilityRank[h.visibility] > visibilityRank[b.visibility]) {
        r.add('visibility-narrowed', symbol, `\`${symbol}\` narrowed from ${b.visibility} to ${h.visibility}`, at);
        return;
    }
    if (b.static !== h.static) {
        r.add('static-changed', symbol, `\`${symbol}\` changed from ${b.static ? 'static' : 'instance'} to ${h.static ? 'static' : 'instance'}`, at);
        return;
    }
    if (b.form !== h.form) {
        const data = b.form === 'property' ? b : h;
        if (methodAndProperty(b.form, h.form) &&
            ((inInterface && mayBeCallable(data)) || (r.language === 'py' && callableType(data)))) {
            // `m(): T` and `m: F` where `F` may be callable (Python: a `Callable[...]`): a callable `F`
            // is the same member, which only a checker could tell.
            const type = (m) => (m.type ? ` of type ${r.show(m.type)}` : '');
            r.add('callable-form-changed', symbol, `\`${symbol}\` changed from ${formName(b.form)}${type(b)} to ${formName(h.form)}${type(h)} (relation unknown)`, at, 'warning');
            return;
        }
        if (b.aliasOf !== undefined || h.aliasOf !== undefined) {
            // `__str__ = object.__str__` for a `def __str__`: a method or a value, which a pair cannot
            // read (as for Python aliases at module level).
            const form = (m) => m.aliasOf !== undefined ? `a name bound to ${(0,reporter/* quoted */.TL)(m.aliasOf)}` : formName(m.form);
            r.add('callable-form-changed', symbol, `\`${symbol}\` changed from ${form(b)} to ${form(h)} (not compared)`, at, 'warning');
            return;
        }
        const undecided = r.language === 'py' ? formMadeBy(b, h) : undefined;
        if (undecided) {
            r.add('callable-form-changed', symbol, `\`${symbol}\` changed from ${formName(b.form)} to ${formName(h.form)} (\`@${undecided}\` is not read: it may make the method a getter; not compared)`, at, 'warning');
            return;
        }
        if (formChange(r, symbol, b.form, h.form, at))
            return;
    }
    else if (!b.readonly && h.readonly) {
        r.add('member-readonly-added', symbol, `\`${symbol}\` became readonly`, at);
    }
    if (!b.abstract && h.abstract)
        r.add('abstract-added', symbol, `\`${symbol}\` became abstract`, at);
    if (b.optional !== h.optional && r.language === 'ts') {
        r.add('member-optionality-changed', symbol, `\`${symbol}\` changed from ${b.optional ? 'optional' : 'required'} to ${h.optional ? 'optional' : 'required'}`, at);
    }
    compareMemberType(r, symbol, b, h, at);
    if (b.value !== undefined &&
        h.value !== undefined &&
        b.value !== h.value &&
        b.form !== 'enum-member') {
        r.add('constant-value-changed', symbol, `\`${symbol}\` value changed from ${(0,reporter/* quoted */.TL)(b.value, h.value)} to ${(0,reporter/* quoted */.TL)(h.value, b.value)}`, at);
    }
    if (isSignatureMember(b)) {
        const bt = b.signatures.map((s) => (0,callables/* signatureText */.gs)(r, s)).join(' | ');
        const ht = h.signatures.map((s) => (0,callables/* signatureText */.gs)(r, s)).join(' | ');
        const severity = bt === ht ? null : signatureChangeSeverity(r, symbol, b, h);
        if (severity !== null)
            r.add('signature-members-changed', symbol, `${describe(b)} changed: \`${bt}\` → \`${ht}\``, at, severity);
    }
    else if (b.signatures.length && h.signatures.length) {
        (0,callables/* compareCallable */.wD)(r, b.signatures, h.signatures, {
            symbol,
            js,
            isConstructor: isCtor(b),
            instanceMethod: r.language === 'py' && h.form === 'method' && !isCtor(h),
        });
    }
    if (b.decorators.join(' ') !== h.decorators.join(' ')) {
        r.add('decorator-changed', symbol, `decorators of \`${symbol}\` changed from ${(0,params/* list */.p_)(b.decorators)} to ${(0,params/* list */.p_)(h.decorators)}`, at);
    }
    (0,docs/* compareDocs */.$)(r, symbol, b, h, at);
}
/**
 * How much a call or construct signature's change matters, as the signatures of a function
 * compare (`ReadonlyArray<T>` → `readonly T[]` is no change): null for none, else the gravest
 * severity found (breaking for an index signature, compared by text).
 */
function signatureChangeSeverity(r, symbol, b, h) {
    if (b.form === 'index')
        return undefined;
    const trial = new reporter/* Reporter */.a8(r.file, r.language, r.oracle);
    (0,callables/* compareCallable */.wD)(trial, b.signatures, h.signatures, { symbol });
    const found = new Set(trial.findings.map((f) => f.severity));
    if (found.size === 0)
        return null;
    return found.has('breaking') ? 'breaking' : found.has('warning') ? 'warning' : 'info';
}
/** A Python attribute typed `Callable[...]`: called as a method is. */
function callableType(m) {
    return /^(typing\.|collections\.abc\.)?Callable\b/.test(m.type?.text ?? '');
}
/** Decorators that leave a Python method a method (callers see the same call). */
const FORM_KEEPING = /^(\w+\.)*(override|final|wraps|no_type_check|(async)?contextmanager)\b/;
/**
 * Between a plain Python method and a getter, the decorator of the method side that no reading
 * knows (`@lazy`, `@memoized_property`): it may turn the method into a getter, so the form change
 * may be none.
 */
function formMadeBy(b, h) {
    const pair = [b.form, h.form];
    if (!pair.includes('method') || !pair.includes('getter'))
        return undefined;
    const method = b.form === 'method' ? b : h;
    return method.decorators.find((d) => !FORM_KEEPING.test(d));
}
/**
 * A property whose type may be callable, which only a checker could tell: a union member that is
 * no keyword, literal, array, tuple, object literal without a call signature or function type (a
 * function type is callable: its form is what changed) — `Listener`, `typeof f`,
 * `V extends R ? UseResponse<V> : UseRequest<V>`.
 */
function mayBeCallable(m) {
    const text = m.type?.text ?? '';
    return (0,type_text/* unionMembers */.VT)(text).some((t) => t !== '' &&
        !/^(string|number|boolean|bigint|symbol|object|undefined|null|void|never|unknown|any)$/.test(t) &&
        !(0,type_text/* isLiteralType */.aw)(t) &&
        !/^(readonly\s+)?\[|\[\]$/.test(t) &&
        !/^\{(?!\s*\()/.test(t) &&
        !/^(new\s*)?(<.*>)?\(.*=>/s.test(t));
}
/**
 * The member a class inherits under `m`'s name from a base class declared in the same file of its
 * version (`surface`; a method moved up into `_BaseExitStack`), searched breadth-first through
 * the bases.
 */
function inherited(r, cls, m, surface = r.head) {
    const seen = new Set([cls]);
    let level = [cls];
    for (let depth = 0; depth < 8 && level.length > 0; depth++) {
        const next = [];
        for (const c of level) {
            for (const entry of c.heritage) {
                const base = declaredBeside(r, entry, surface, c.name);
                if (!base || seen.has(base) || (base.kind !== 'class' && base.kind !== 'interface'))
                    continue;
                const found = base.members.find((x) => x.name === m.name && x.static === m.static);
                if (found && found.visibility !== 'private')
                    return found;
                seen.add(base);
                next.push(base);
            }
        }
        level = next;
    }
    return undefined;
}
/**
 * The constructor a class without one of its own inherits, when its bases are declared in the
 * head file: the nearest base's, or the implicit `()` of a base that extends nothing. When the
 * one base of the chain lies outside the file: that base, as imported (`outside`).
 */
function inheritedCtor(r, cls) {
    const seen = new Set();
    let at = cls;
    while (r.head && at && !seen.has(at)) {
        seen.add(at);
        const own = at.members.find(isCtor);
        if (own && at !== cls)
            return own;
        const bases = at.heritage.flatMap((e, i) => (isBase(r, e) ? [i] : []));
        if (bases.length === 0)
            return at === cls ? undefined : implicitCtor(at, r.language);
        // With several bases Python's method resolution order decides: not followed here.
        if (bases.length > 1)
            return undefined;
        const entry = at.heritage[bases[0]];
        const base = declaredBeside(r, entry, r.head, at.name);
        if (!base)
            return { outside: at.heritageNames?.[bases[0]] ?? entry };
        if (base.kind !== 'class')
            return undefined;
        at = base;
    }
    return undefined;
}
/**
 * Asks the set whether a class whose `bases` lie in other modules inherits `member` from one
 * (across-modules/): the question travels with the finding.
 */
function ask(r, finding, member, bases, plainMessage, plainSeverity, inInterface) {
    finding.inherits = {
        // A TS member leaves its program (and maybe its worker): its types as text.
        member: r.language === 'py' ? member : (0,model/* detachedMember */.vv)(member, (ref) => r.oracle.display(ref)),
        bases,
        plainMessage,
        plainSeverity,
        ...(inInterface ? { inInterface: true } : {}),
    };
}
/**
 * The bases among `entries` (a class's or interface's heritage) not declared in the file of their
 * version (the head's unless told), quoted; undefined if none.
 */
function basesOutside(r, entries, surface = r.head, scope) {
    const outside = entries.filter((e) => isBase(r, e) && !declaredBeside(r, e, surface, scope));
    return outside.length
        ? outside.map((e) => `\`${e.replace(/^extends\s+/, '')}\``).join(', ')
        : undefined;
}
/**
 * The bases outside the head file that a class names, or that a class declared beside it which it
 * inherits from names: each as written (`UnitedStates`) and as imported (`.core.UnitedStates`).
 */
function ancestorsOutside(r, cls) {
    const found = [];
    const seen = new Set([cls]);
    for (let level = [cls]; level.length > 0;) {
        const next = [];
        for (const c of level) {
            c.heritage.forEach((entry, i) => {
                if (!isBase(r, entry))
                    return;
                const beside = declaredBeside(r, entry, r.head, c.name);
                if (!beside) {
                    const shown = entry.replace(/^extends\s+/, '');
                    if (!found.some((f) => f.entry === shown))
                        found.push({ entry: shown, imported: c.heritageNames?.[i] ?? entry });
                }
                else if (!seen.has(beside)) {
                    seen.add(beside);
                    next.push(beside);
                }
            });
        }
        level = next;
    }
    return found;
}
/** What `__slots__` entries that are no attributes give every instance. */
const SLOT_FEATURES = {
    __weakref__: 'can no longer be weakly referenced',
    __dict__: 'can no longer take attributes other than their slots',
};
/** A Python heritage entry naming a base class: not `object`, `metaclass=` or another keyword. */
function isPythonBase(entry) {
    return !/^(object|metaclass=|\w+=)/.test(entry);
}
/** The heritage entries of `to` that `from` does not name. */
function gainedBases(from, to) {
    return to.heritage.filter((e) => !from.heritage.includes(e));
}
/** A heritage entry naming a base class: TS `extends`, a Python base (isPythonBase). */
function isBase(r, entry) {
    return r.language === 'py' ? isPythonBase(entry) : entry.startsWith('extends');
}
/** The declaration in a version's file (the head's unless told), exported or not, that a heritage entry names. */
function declaredBeside(r, entry, surface = r.head, 
/** The qualified name of the class that names the entry (its namespaces are searched first). */
scope) {
    const name = baseName(r, entry);
    if (name === undefined || !surface)
        return undefined;
    // In a TS namespace a name is its siblings' first (`Svg` in `JSX.Elements` is `JSX.Svg`).
    const spaces = r.language === 'ts' && scope ? enclosingSpaces(scope) : [];
    const inSpace = spaces.map((space) => namespaceMember(surface, space, name)).find(Boolean);
    if (inSpace)
        return inSpace;
    const found = surface.symbols.get(name) ?? surface.hidden.get(name) ?? surface.local?.(name);
    // A name the file imports is declared in another module: not beside it.
    return found?.importedFrom === undefined ? found : undefined;
}
/** The namespaces a qualified name is declared in, innermost first: `A.B.C` → `A.B`, `A`. */
function enclosingSpaces(name) {
    const parts = name.split('.').slice(0, -1);
    return parts.map((_, i) => parts.slice(0, parts.length - i).join('.'));
}
/**
 * `name` declared in the namespace `space` (`A.B`) of a surface; the namespace `export =` names is
 * found by its own name (`export = React` of `declare namespace React`, @types/react).
 */
function namespaceMember(surface, space, name) {
    const [first, ...rest] = space.split('.');
    let at = surface.symbols.get(first) ?? surface.local?.(first) ?? exportedAs(surface, first);
    for (const part of rest)
        at = at?.namespace?.get(part);
    return at?.namespace?.get(name);
}
/** The symbol `export =` names, where its namespace is `name` (its members are `name.X`). */
function exportedAs(surface, name) {
    const exported = surface.symbols.get('export=');
    const members = exported?.namespace?.values() ?? [];
    return [...members].some((m) => m.name.startsWith(`${name}.`)) ? exported : undefined;
}
/** The class a heritage entry names: `extends Base<T>` → `Base`, Python `Base[T]` → `Base`. */
function baseName(r, entry) {
    if (r.language === 'ts')
        return /^(?:extends|implements)\s+([\w$]+)(?:<.*)?$/s.exec(entry)?.[1];
    return /^([\p{L}_][\p{L}\p{N}_]*)(?:\[.*)?$/su.exec(entry)?.[1];
}
function methodAndProperty(a, b) {
    return (a === 'method' && b === 'property') || (a === 'property' && b === 'method');
}
/** Returns true when the change was reported and nothing more should be said about the member. */
function formChange(r, symbol, from, to, at) {
    const dataLike = (f) => f === 'property' || f === 'accessor';
    if (to === 'getter' && dataLike(from)) {
        r.add('member-readonly-added', symbol, `\`${symbol}\` became readonly (${formName(from)} → getter without setter)`, at);
        return true;
    }
    if (from === 'getter' && dataLike(to))
        return false;
    if (r.language === 'py' && dataLike(from) && dataLike(to))
        return false;
    const statics = ['staticmethod', 'classmethod'];
    if (r.language === 'py' && statics.includes(from) && statics.includes(to)) {
        // Called alike through the class and its instances; the implicit `cls` is not passed.
        r.add('static-changed', symbol, `\`${symbol}\` changed from ${formName(from)} to ${formName(to)}`, at, 'info');
        return false; // their parameters are compared next
    }
    if (r.language === 'py' &&
        (from === 'method') !== (to === 'method') &&
        (statics.includes(from) || statics.includes(to))) {
        r.add('static-changed', symbol, `\`${symbol}\` changed from ${formName(from)} to ${formName(to)}`, at);
        return true;
    }
    r.add('callable-form-changed', symbol, `\`${symbol}\` changed from ${formName(from)} to ${formName(to)}`, at);
    return true;
}
function compareMemberType(r, symbol, b, h, at) {
    if (!b.type || !h.type || (isSignatureMember(b) && b.form !== 'index'))
        return;
    const [bt, ht] = r.language === 'py' ? classVarChange(r, symbol, b.type, h.type, at) : [b.type, h.type];
    const whole = r.relate(bt, ht);
    if (whole === 'equal')
        return;
    // An optional member holds `undefined` whether or not its type says so; only code compiled with
    // `exactOptionalPropertyTypes` reads the spelled-out `| undefined` as leave to assign it.
    const optional = r.language === 'ts' && b.optional && h.optional;
    const defined = (t) => r.oracle.withoutUndefined?.(t) ?? t;
    const rel = optional ? r.relate(defined(bt), defined(ht)) : whole;
    const change = r.change(bt, ht);
    const kind = b.form === 'index' ? 'signature-members-changed' : 'member-type-changed';
    if (rel === 'equal') {
        const listsUndefined = (t) => (0,type_text/* unionMembers */.VT)(t.text).includes('undefined');
        if (listsUndefined(bt) && !listsUndefined(ht))
            r.add(kind, symbol, `\`${symbol}\` no longer lists \`undefined\`: code compiled with \`exactOptionalPropertyTypes\` can no longer assign it (${change})`, at, 'warning');
        return;
    }
    if (rel === 'unknown')
        r.add(kind, symbol, `type of \`${symbol}\` changed (relation unknown): ${change}`, at, 'warning');
    else if (h.readonly && rel === 'narrower')
        r.add(kind, symbol, `type of readonly \`${symbol}\` narrowed: ${change}`, at, 'info');
    else
        r.add(kind, symbol, `type of \`${symbol}\` ${rel === 'wider' ? 'widened' : rel === 'narrower' ? 'narrowed' : 'changed incompatibly'}: ${change}`, at);
}
/**
 * A Python attribute's types without the `ClassVar` qualifier, which says how it is bound, not what
 * it holds; a qualifier gained or lost is reported on its own (a declaration typed `Any` or
 * `Incomplete`, as stubgen writes every attribute, said neither).
 */
function classVarChange(r, symbol, b, h, at) {
    const [bv, hv] = [classVarOf(b), classVarOf(h)];
    if (!bv !== !hv && !(0,type_text/* isDynamicType */.s0)('py', b.text))
        r.add('static-changed', symbol, hv
            ? `\`${symbol}\` became a class variable (\`ClassVar\`): instances can no longer set it`
            : `\`${symbol}\` is no longer a class variable (\`ClassVar\`): reading it from the class may fail`, at, 'warning');
    return [bv ?? b, hv ?? h];
}
/** What a `ClassVar[X]` annotation holds (`X`; a bare `ClassVar`: `Any`), or undefined. */
function classVarOf(t) {
    const held = /^(?:typing(?:_extensions)?\.)?ClassVar(?:\[(.*)\])?$/s.exec(t.text);
    return held ? { text: held[1]?.trim() || 'Any' } : undefined;
}
function isCtor(m) {
    return m.form === 'constructor';
}
function isSignatureMember(m) {
    return m.form === 'call' || m.form === 'construct' || m.form === 'index';
}
/**
 * A class's constructor: its own, else `()` where it inherits none (no base); undefined when a
 * base's is out of view.
 */
function constructorOf(r, s) {
    const own = s.members.find(isCtor);
    if (own || s.kind !== 'class' || s.heritage.some((e) => isBase(r, e)))
        return own;
    return implicitCtor(s, r.language);
}
/** The constructor of a class that declares none and has no base: `()`. */
function implicitCtor(s, language) {
    const sig = {
        params: [],
        typeParams: [],
        async: false,
        generator: false,
        line: s.line,
    };
    return {
        name: language === 'py' ? '__init__' : 'constructor',
        form: 'constructor',
        line: s.line,
        visibility: 'public',
        static: false,
        abstract: false,
        readonly: false,
        optional: false,
        signatures: [sig],
        decorators: [],
    };
}


/***/ }),

/***/ 1070:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Kd: () => (/* binding */ compareParams),
/* harmony export */   eG: () => (/* binding */ reboundRelation),
/* harmony export */   p_: () => (/* binding */ list)
/* harmony export */ });
/* harmony import */ var _type_text__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6174);
/* harmony import */ var _reporter__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5);


const positionalKinds = ['positional-only', 'positional'];
/** The parameters an insertion shifted that its message names (attrs 25 `make_class`: 12). */
const SHIFTS_NAMED = 3;
/**
 * Parameters are matched by name (variadics by kind); an unmatched pair at the same index is a
 * rename. Moves are judged on the relative order of the matched parameters, and an optional
 * parameter inserted before matched ones is one finding, not a move of every later one; a
 * parameter whose position is the same either way has not moved for any call.
 */
function compareParams(r, cx, base, head, at) {
    const pairs = [];
    const usedHead = new Set();
    const unmatchedBase = [];
    for (const b of base) {
        const variadic = b.kind === 'var-positional' || b.kind === 'var-keyword';
        const h = variadic
            ? (head.find((p) => p.kind === b.kind && !usedHead.has(p)) ??
                head.find((p) => p.name === b.name && !usedHead.has(p)))
            : head.find((p) => p.name === b.name && !usedHead.has(p));
        if (h) {
            pairs.push([b, h]);
            usedHead.add(h);
        }
        else
            unmatchedBase.push(b);
    }
    const removed = [];
    for (const b of unmatchedBase) {
        const index = base.indexOf(b);
        const h = head[index];
        if (h && !usedHead.has(h) && !isVariadic(b) && !isVariadic(h)) {
            usedHead.add(h);
            pairs.push([b, h]);
            if (Boolean(b.destructured) !== Boolean(h.destructured)) {
                // The caller passes the same argument either way; its type is compared below.
                cx.emit('param-kind-changed', `parameter ${index + 1} of \`${cx.symbol}\` changed from ${describeKind(b)} to ${describeKind(h)}`, at, 'info');
            }
            else if (!b.destructured && !respelledPositionalOnly(b, h) && !nowPositionalOnly(b, h)) {
                // PEP 484: a parameter named `__x` (not a dunder) is positional-only, like one before `/`.
                const keywordCallable = r.language === 'py' && b.kind !== 'positional-only' && !/^__(?!.*__$)/.test(b.name);
                cx.emit('param-renamed', `parameter \`${b.name}\` of \`${cx.symbol}\` renamed to \`${h.name}\``, at, keywordCallable ? 'breaking' : 'info');
            }
        }
        else
            removed.push(b);
    }
    const rest = head.find((p) => p.kind === 'var-positional');
    for (const b of removed) {
        if (isVariadic(b)) {
            cx.emit('variadic-removed', `\`${prefix(r, b)}${b.name}\` removed from \`${cx.symbol}\``, at);
        }
        else if (r.language === 'ts' && rest) {
            // TS/JS have no keyword arguments: a rest parameter takes the argument in its place.
            const element = rest.element?.text ?? rest.type?.text;
            if (b.type && element && element !== b.type.text && !isTop(element))
                cx.emit('param-type-changed', `parameter \`${b.name}\` of \`${cx.symbol}\` now taken by \`...${rest.name}: ${rest.type.text}\` (relation unknown)`, at, 'warning');
        }
        else if (!swallowed(b, head)) {
            cx.emit('param-removed', `parameter \`${b.name}\` removed from \`${cx.symbol}\``, at);
        }
    }
    const moved = movedPairs(base, head, pairs);
    // The parameters an earlier insertion shifted, reported with it.
    const claimed = new Set(moved);
    for (const h of head) {
        if (usedHead.has(h))
            continue;
        if (isVariadic(h))
            continue;
        const shifted = h.optional ? shiftedBy(h, base, head, pairs, claimed) : [];
        shifted.forEach((pair) => claimed.add(pair));
        if (shifted.length > 0) {
            const moves = shifted
                .slice(0, SHIFTS_NAMED)
                .map(([b, p]) => `\`${p.name}\` ${position(b, base)} → ${position(p, head)}`);
            const more = shifted.length - SHIFTS_NAMED;
            cx.emit('param-moved', `optional parameter \`${h.name}\` inserted at position ${position(h, head)} of \`${cx.symbol}\`: positional arguments from there on reach other parameters (${moves.join(', ')}${more > 0 ? ` and ${more} more` : ''})`, at);
        }
        else if (!h.optional) {
            cx.emit('param-required-added', `required parameter \`${h.name}\` added to \`${cx.symbol}\``, at);
        }
        else {
            const severity = cx.instanceMethod ? 'warning' : undefined;
            cx.emit('param-optional-added', `optional parameter \`${h.name}\` added to \`${cx.symbol}\``, at, severity);
        }
    }
    for (const [b, h] of moved)
        cx.emit('param-moved', `parameter \`${h.name}\` of \`${cx.symbol}\` moved from position ${position(b, base)} to ${position(h, head)}`, at);
    // Python: a `*args` at or before a parameter's old position takes the positional calls that
    // parameter took (CPython 3.13 `re.split(pattern, string, *args, maxsplit=0)`, a deprecation).
    const args = head.findIndex((p) => p.kind === 'var-positional');
    const argsTake = (b) => args !== -1 && args <= base.indexOf(b);
    for (const [b, h] of pairs)
        comparePair(r, cx, b, h, at, argsTake(b));
}
/** A parameter's position in its list, as messages count it (from 1). */
function position(p, params) {
    return params.indexOf(p) + 1;
}
/** Matched positional parameters taken by both versions' positional calls. */
function positionalPairs(pairs) {
    return pairs.filter(([b, h]) => positionalKinds.includes(b.kind) && positionalKinds.includes(h.kind));
}
/**
 * The matched positional parameters whose order among the others changed and whose position
 * changed with it (redis 6.1 `RedisCluster`: `reinitialize_steps` stays 7th as the parameter
 * before it moves past it, so a call passing seven arguments gives it the same one).
 */
function movedPairs(base, head, pairs) {
    const positional = positionalPairs(pairs);
    const byBase = [...positional].sort((x, y) => base.indexOf(x[0]) - base.indexOf(y[0]));
    const byHead = [...positional].sort((x, y) => head.indexOf(x[1]) - head.indexOf(y[1]));
    return byBase.filter((pair, rank) => byHead[rank] !== pair && base.indexOf(pair[0]) !== head.indexOf(pair[1]));
}
/**
 * The matched positional parameters after `inserted` whose position changed, but for those
 * `claimed` (moved by a reorder, or shifted by an earlier insertion): a positional call's
 * arguments for them now reach the parameters before them.
 */
function shiftedBy(inserted, base, head, pairs, claimed) {
    if (!positionalKinds.includes(inserted.kind))
        return [];
    const at = head.indexOf(inserted);
    return positionalPairs(pairs).filter((pair) => head.indexOf(pair[1]) > at &&
        base.indexOf(pair[0]) !== head.indexOf(pair[1]) &&
        !claimed.has(pair));
}
function comparePair(r, cx, b, h, at, argsTake = false) {
    const name = `parameter \`${h.name}\` of \`${cx.symbol}\``;
    if (r.language === 'ts' && !isVariadic(b) && h.kind === 'var-positional') {
        // TS/JS have no keyword arguments: a rest parameter takes the argument its position had, of
        // its element type (solid-js 1.9: `e: E` → `...e: Parameters<EHandler>`, a tuple of one).
        if (h.element)
            compareParamType(r, cx, name, b.type, h.element, at, false);
        else if (h.type && !isTop(h.type.text))
            cx.emit('param-kind-changed', `parameter \`${b.name}\` of \`${cx.symbol}\` now collected by \`...${h.name}: ${h.type.text}\` (relation unknown)`, at, 'warning');
        return;
    }
    if (b.kind !== h.kind && kindChangeBreaks(b.kind, h.kind)) {
        // Named as callers knew it: a parameter made positional-only may be respelled `__x`.
        const renamed = b.name === h.name ? '' : ` (now \`${h.name}\`)`;
        // The interpreter calls a special method with positional arguments (`a / b`, `C[int]`):
        // only code that calls it by hand with a keyword sees the change.
        const bySyntax = r.language === 'py' && nowPositionalOnly(b, h) && calledBySyntax(cx.symbol);
        // What the function does with the positional arguments `*args` now takes is its body's.
        const toArgs = r.language === 'py' && h.kind === 'keyword-only' && argsTake;
        const note = bySyntax
            ? ' (a special method the interpreter calls with positional arguments)'
            : toArgs
                ? ' (a positional argument in its place now goes to `*args`: what the body does with it is not read)'
                : '';
        cx.emit('param-kind-changed', `parameter \`${b.name}\` of \`${cx.symbol}\` changed from ${describeKind(b)} to ${describeKind(h)}${renamed}${note}`, at, bySyntax ? 'info' : toArgs ? 'warning' : undefined);
    }
    if (isVariadic(b) || isVariadic(h))
        return;
    if (b.optional && !h.optional) {
        // Optional only as TypeScript guesses an untyped .js function: the JSDoc that makes it
        // required documents what calls already needed.
        const guessed = cx.guessedOptional === true && b.default === undefined;
        cx.emit('param-became-required', `${name} became required${b.default ? ` (default \`${b.default}\` removed)` : guessed ? ' (its JSDoc now types it; it was optional only as TypeScript reads untyped .js)' : ''}`, at, guessed ? 'warning' : undefined);
    }
    else if (!b.optional && h.optional) {
        cx.emit('param-became-optional', `${name} became optional${h.default ? ` (default \`${h.default}\`)` : ''}`, at);
    }
    else if (b.default !== h.default && !elidedDefault(r, b) && !elidedDefault(r, h)) {
        // An optional parameter that gains or loses its default (`c = 1` → `c?`, an untyped .js
        // parameter) changes what an omitted argument means, as a changed default does.
        const change = b.default === undefined
            ? `default ${(0,_reporter__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .TL)(h.default)} added`
            : h.default === undefined
                ? `default ${(0,_reporter__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .TL)(b.default)} removed`
                : `default changed from ${(0,_reporter__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .TL)(b.default, h.default)} to ${(0,_reporter__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .TL)(h.default, b.default)}`;
        cx.emit('param-default-changed', `${name}: ${change}`, at);
    }
    // Without an annotation a defaulted parameter takes its default's type: the default speaks for it.
    if ((b.type || b.default === undefined) && (h.type || h.default === undefined)) {
        compareParamType(r, cx, name, b.type, h.type, at, r.language === 'ts' && b.optional && h.optional);
    }
    if (b.decorators.join(' ') !== h.decorators.join(' ')) {
        cx.emit('decorator-changed', `${name}: decorators changed from ${list(b.decorators)} to ${list(h.decorators)}`, at);
    }
}
/** Python's `= ...`, as `@overload` stubs and `.pyi` files write a default they do not state. */
function elidedDefault(r, p) {
    return r.language === 'py' && p.default === '...';
}
function compareParamType(r, cx, name, b, h, at, optional) {
    if (!b && !h)
        return;
    if (!h) {
        cx.emit('param-type-widened', `${name}: annotation ${r.show(b)} removed (accepts anything)`, at);
        return;
    }
    if (!b) {
        // An annotation added where there was none: in a .ts file the parameter was `any`, so this
        // narrows; JSDoc in .js and Python hints are documentation to a caller, not a contract.
        if (r.language === 'ts' && !cx.js && !isTop(h.text)) {
            cx.emit('param-type-narrowed', `${name} narrowed from \`any\` to ${r.show(h)}`, at);
        }
        return;
    }
    // An optional TS parameter takes `undefined` whether or not its type says so.
    const defined = (t) => (optional ? (r.oracle.withoutUndefined?.(t) ?? t) : t);
    const relation = reboundRelation(cx, b, h, r.relate(defined(b), defined(h)));
    if (relation === 'equal')
        return;
    const change = r.change(b, h);
    if (relation === 'narrower')
        cx.emit('param-type-narrowed', `${name} narrowed: ${change}`, at);
    else if (relation === 'unrelated')
        cx.emit('param-type-narrowed', `${name} changed incompatibly: ${change}`, at);
    else if (relation === 'wider')
        cx.emit('param-type-widened', `${name} widened: ${change}`, at);
    else if (relation === 'unknown')
        cx.emit('param-type-changed', `${name} changed (relation unknown): ${change}`, at);
}
/** `relation`, unless either type names a type parameter whose bound changed: then unknown. */
function reboundRelation(cx, b, h, relation) {
    if (relation === 'equal' || relation === 'unknown' || !cx.rebound?.size)
        return relation;
    const mention = (0,_type_text__WEBPACK_IMPORTED_MODULE_0__/* .wholeNames */ .Gc)(cx.rebound);
    return mention.test(b.text) || mention.test(h.text) ? 'unknown' : relation;
}
/** griffe's transition table: which kind changes break some existing call. */
function kindChangeBreaks(from, to) {
    if (from === to)
        return false;
    if (from === 'positional-only' && to === 'positional')
        return false;
    if (from === 'keyword-only' && to === 'positional')
        return false;
    return true;
}
function swallowed(b, head) {
    const args = head.some((p) => p.kind === 'var-positional');
    const kwargs = head.some((p) => p.kind === 'var-keyword');
    if (b.kind === 'keyword-only')
        return kwargs;
    if (b.kind === 'positional-only')
        return args;
    if (b.kind === 'positional' && head.some((p) => p.kind === 'var-keyword'))
        return args && kwargs;
    return false;
}
function isVariadic(p) {
    return p.kind === 'var-positional' || p.kind === 'var-keyword';
}
function prefix(r, p) {
    if (r.language === 'ts')
        return '...';
    return p.kind === 'var-keyword' ? '**' : '*';
}
function describeKind(p) {
    if (p.destructured)
        return 'a destructured parameter';
    return {
        'positional-only': 'positional-only',
        positional: 'positional',
        'keyword-only': 'keyword-only',
        'var-positional': 'variadic (rest)',
        'var-keyword': 'variadic keyword',
    }[p.kind];
}
function list(items) {
    return items.length ? items.map((d) => `\`${d}\``).join(', ') : '(none)';
}
/**
 * A Python special method (`C.__truediv__`, `C.__class_getitem__`) other than those a call's
 * keyword arguments reach (`C(x=1)` → `__new__`, `__init__`; `c(x=1)` → `__call__`; class keywords
 * → `__init_subclass__`).
 */
function calledBySyntax(symbol) {
    const name = symbol.slice(symbol.lastIndexOf('.') + 1);
    return (/^__\w+__$/.test(name) &&
        !['__init__', '__new__', '__call__', '__init_subclass__'].includes(name));
}
/** TS's top types (`any`, `unknown`): a parameter typed so takes every argument. */
function isTop(text) {
    return text === 'any' || text === 'unknown';
}
/**
 * A parameter callers could name that became positional-only (`o` → `__o`, or before `/`): its
 * kind change is the finding (param-kind-changed); the new name is not one a caller can use.
 */
function nowPositionalOnly(b, h) {
    return h.kind === 'positional-only' && b.kind !== 'positional-only';
}
/** `__x` (PEP 484) and `x` before a `/` (PEP 570): one positional-only parameter, spelled twice. */
function respelledPositionalOnly(b, h) {
    return (b.kind === 'positional-only' &&
        h.kind === 'positional-only' &&
        b.name.replace(/^__/, '') === h.name.replace(/^__/, ''));
}


/***/ }),

/***/ 1470:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ importsOwnSubmodule),
/* harmony export */   Km: () => (/* binding */ absoluteModule),
/* harmony export */   VO: () => (/* binding */ samePythonModule)
/* harmony export */ });
/**
 * Two Python import sources for one module: `.file_cache` in `pkg/caches/__init__.py` is
 * `pkg.caches.file_cache`, as is `..caches.file_cache`. The analysed path may start above or below
 * the import root, so an absolute name and a resolved one need only end alike (two names at least).
 */
function samePythonModule(r, a, b) {
    if (r.language !== 'py')
        return false;
    const [x, y] = [absoluteModule(r.file, a), absoluteModule(r.file, b)];
    if (a.startsWith('.') && b.startsWith('.'))
        return x.join('.') === y.join('.');
    const [short, long] = x.length <= y.length ? [x, y] : [y, x];
    return short.length >= 2 && long.slice(-short.length).join('.') === short.join('.');
}
/** A module name as its parts, a relative one (`..m`) resolved against the importing file. */
function absoluteModule(file, name) {
    const dots = /^\.*/.exec(name)[0].length;
    const rest = name.slice(dots).split('.').filter(Boolean);
    if (dots === 0)
        return rest;
    const packageParts = file.replace(/\\/g, '/').split('/').slice(0, -1);
    return [...packageParts.slice(0, packageParts.length - (dots - 1)), ...rest];
}
/**
 * A package's `__init__` importing from the package itself (`from . import sub`, `from xml import
 * parsers` in `xml/__init__.py`): what it imports is a submodule, importable without it.
 */
function importsOwnSubmodule(r, from) {
    if (r.language !== 'py' || !/(^|\/)__init__\.pyi?$/.test(r.file))
        return false;
    const own = absoluteModule(r.file, '.');
    const named = absoluteModule(r.file, from);
    return named.length > 0 && own.slice(-named.length).join('.') === named.join('.');
}


/***/ }),

/***/ 5134:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CP: () => (/* binding */ isTypeVar),
/* harmony export */   Vh: () => (/* binding */ expandTypeNames),
/* harmony export */   kA: () => (/* binding */ aliasMembers)
/* harmony export */ });
/* harmony import */ var _model__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8723);
/* harmony import */ var _type_text__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6174);
/**
 * Python type names a module defines, read as what they stand for when two types are related: a
 * `TypeVar` without constraints is its default, else its bound, else `Any`; an explicit type
 * alias (`_Mode: TypeAlias = Literal["r", "w"]`, `type M = ...`) is its body. Only names written
 * as a whole type or as a union member are replaced; a message still shows the type as written.
 */


const expansions = new WeakMap();
/**
 * A base and a head type with their modules' TypeVars and type aliases replaced. A name both write
 * that only one side defines (the other imports it: `from ._policybase import _MessageT`) is left
 * as written on both, since what it stands for on the other side is not in view.
 */
function expandTypeNames(base, head, baseSurface, headSurface) {
    let [nb, nh] = [baseSurface, headSurface].map((s) => s ? namesOf(s) : new Map());
    const oneSided = [...new Set([...nb.keys(), ...nh.keys()])].filter((n) => nb.has(n) !== nh.has(n) && writes(base.text, n) && writes(head.text, n));
    if (oneSided.length > 0)
        [nb, nh] = [nb, nh].map((m) => without(m, oneSided));
    return [expand(base, nb), expand(head, nh)];
}
function writes(text, name) {
    return new RegExp(`(?<![\\w.])${name}(?![\\w])`).test(text);
}
function without(names, left) {
    const kept = new Map(names);
    for (const n of left)
        kept.delete(n);
    return kept;
}
/** `ref` with `names` replaced, or `ref` itself when it writes none. */
function expand(ref, names) {
    if (names.size === 0)
        return ref;
    const members = (0,_type_text__WEBPACK_IMPORTED_MODULE_0__/* .unionMembers */ .VT)(ref.text);
    const nested = nestedNames(names);
    if (!members.some((m) => names.has(m)) && ref.text.search(nested) === -1)
        return ref;
    const member = (m, depth) => {
        const to = names.get(m);
        if (to && depth < 4)
            return to.flatMap((x) => member(x, depth + 1));
        // Inside another type (`Callable[[], _T]`), a name that stands for one type is that type.
        return [m.replace(nested, (name) => names.get(name)[0])];
    };
    return { text: [...new Set(members.flatMap((m) => member(m, 0)))].join(' | ') };
}
const nestedPatterns = new WeakMap();
/**
 * The names that stand for a single type, as whole words: not attributes of another name, nor a
 * generic alias given arguments (`_Return[_T]`, whose body has its own parameters).
 */
function nestedNames(names) {
    let pattern = nestedPatterns.get(names);
    if (!pattern) {
        const single = [...names].filter(([, to]) => to.length === 1).map(([name]) => name);
        pattern = single.length
            ? new RegExp(`(?<![\\w.])(${single.join('|')})(?![\\w.[])`, 'g')
            : /(?!)/g;
        nestedPatterns.set(names, pattern);
    }
    return pattern;
}
function namesOf(surface) {
    let names = expansions.get(surface);
    if (!names) {
        names = new Map();
        for (const s of [...surface.symbols.values(), ...surface.hidden.values()]) {
            const to = standsFor(s);
            if (to)
                names.set(s.name, to);
        }
        expansions.set(surface, names);
    }
    return names;
}
/**
 * The members of a type alias the module defines (`_Level: TypeAlias = int | str` →
 * `int`, `str`), or undefined for any other type (a TypeVar binds to what a call passes).
 */
function aliasMembers(text, surface) {
    const s = surface?.symbols.get(text) ?? surface?.hidden.get(text);
    return s && !(0,_model__WEBPACK_IMPORTED_MODULE_1__/* .declaredTypeVar */ .gp)(s) ? standsFor(s) : undefined;
}
function standsFor(s) {
    if (s.kind !== 'type')
        return undefined;
    const p = (0,_model__WEBPACK_IMPORTED_MODULE_1__/* .declaredTypeVar */ .gp)(s);
    if (p) {
        // What a bare use gets (its default), else what it takes (its bound, or anything).
        if (p.constrained)
            return undefined;
        const to = p.default ?? p.constraint;
        return to ? (0,_type_text__WEBPACK_IMPORTED_MODULE_0__/* .unionMembers */ .VT)(to.text) : ['Any'];
    }
    return s.valueType && s.typeParams.length === 0 ? (0,_type_text__WEBPACK_IMPORTED_MODULE_0__/* .unionMembers */ .VT)(s.valueType.text) : undefined;
}
/** A TypeVar: `typing.AnyStr`, or one the module defines (`_T = TypeVar("_T")`). */
function isTypeVar(name, surface) {
    if ((0,_type_text__WEBPACK_IMPORTED_MODULE_0__/* .isAnyStr */ .Yz)(name))
        return true;
    return (0,_model__WEBPACK_IMPORTED_MODULE_1__/* .declaredTypeVar */ .gp)(surface?.hidden.get(name) ?? surface?.symbols.get(name)) !== undefined;
}


/***/ }),

/***/ 5:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $4: () => (/* binding */ isPrivateName),
/* harmony export */   AX: () => (/* binding */ GUESSED_NOTE),
/* harmony export */   DK: () => (/* binding */ guessedInJs),
/* harmony export */   Ss: () => (/* binding */ qualify),
/* harmony export */   TL: () => (/* binding */ quoted),
/* harmony export */   a8: () => (/* binding */ Reporter),
/* harmony export */   mr: () => (/* binding */ boundAtRunTime)
/* harmony export */ });
/* harmony import */ var _kinds__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9889);
/* harmony import */ var _model__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8723);
/* harmony import */ var _type_text__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6174);
/* harmony import */ var _python_type_names__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5134);




/** Collects the findings of one file pair; severities default to the catalogue's. */
class Reporter {
    file;
    language;
    oracle;
    findings = [];
    /**
     * While one signature or generic declaration is compared: its head type texts read in the base's
     * type parameters (`<U>(x: U)` for `<T>(x: T)`, the same parameters by position; one added with a
     * default as that default), see callables.ts typeParamReading.
     */
    readInBaseTypeParams;
    reported = new Set();
    /** The two versions' surfaces, for what a symbol inherits from a class declared beside it. */
    base;
    head;
    constructor(file, language, oracle) {
        this.file = file;
        this.language = language;
        this.oracle = oracle;
    }
    /** Records a finding and returns it; undefined when the same one was recorded already. */
    add(kind, symbol, message, at, severity) {
        const finding = {
            gate: 'signature',
            kind,
            severity: severity ?? (0,_kinds__WEBPACK_IMPORTED_MODULE_0__/* .signatureKind */ .vA)(kind).severity,
            file: this.file,
            message,
        };
        if (at.line !== undefined)
            finding.line = at.line;
        if (at.oldLine !== undefined)
            finding.oldLine = at.oldLine;
        if (symbol !== undefined)
            finding.symbol = symbol;
        // One declaration exported under two names that qualify alike (`export default pino` and
        // `export { pino }`, each with the namespace merged into it) is reported once.
        const key = `${kind}\0${symbol}\0${message}\0${at.line}\0${at.oldLine}`;
        if (this.reported.has(key))
            return undefined;
        this.reported.add(key);
        this.findings.push(finding);
        return finding;
    }
    /**
     * How a base type relates to a head type; Python names a module defines as TypeVars or type
     * aliases are read as what they stand for (python-type-names.ts).
     */
    relate(base, head) {
        const read = this.readInBaseTypeParams?.(head.text);
        // (`A | B` read as `A | A` is `A`.)
        if (read !== undefined && (0,_type_text__WEBPACK_IMPORTED_MODULE_1__/* .withoutRepeatedMembers */ .QH)(read) === (0,_type_text__WEBPACK_IMPORTED_MODULE_1__/* .withoutRepeatedMembers */ .QH)(base.text))
            return 'equal';
        // The same name on both sides is the same type (a private alias's body is not compared).
        if (this.language !== 'py' || base.text === head.text)
            return this.oracle.relate(base, head);
        return this.oracle.relate(...(0,_python_type_names__WEBPACK_IMPORTED_MODULE_2__/* .expandTypeNames */ .Vh)(base, head, this.base, this.head));
    }
    /** A type as a message shows it, in backquotes (see `quoted`). */
    show(ref, other) {
        return quoted(ref && this.oracle.display(ref), other && this.oracle.display(other));
    }
    /** `base` → `head`, each quoted around where the two differ. */
    change(base, head) {
        return `${this.show(base, head)} → ${this.show(head, base)}`;
    }
}
/** The longest text a message quotes whole. */
const QUOTE_CHARS = 120;
/** Line breaks and tabs written as escapes: a value's layout inside a string is its content. */
function oneLine(text) {
    return text.replace(/\r\n|[\r\n\t]/g, (c) => (c === '\t' ? '\\t' : '\\n'));
}
/**
 * `text` as a message quotes it: in backquotes, on one line, and when longer than QUOTE_CHARS
 * clipped to a window that starts shortly before its first difference from `other` (a 50 KB
 * constant changed at its end shows that end), so every message stays one readable line.
 */
function quoted(text, other) {
    if (text === undefined)
        return '(none)';
    const line = oneLine(text);
    if (line.length <= QUOTE_CHARS)
        return `\`${line}\``;
    let at = 0;
    if (other !== undefined) {
        const theirs = oneLine(other);
        while (at < line.length && line[at] === theirs[at])
            at++;
    }
    const start = Math.max(0, Math.min(at - 40, line.length - QUOTE_CHARS));
    const end = start + QUOTE_CHARS;
    return `\`${start > 0 ? '…' : ''}${line.slice(start, end)}${end < line.length ? '…' : ''}\``;
}
/**
 * Whether a change in `.js` code involves a type TypeScript inferred from untyped code: its guess,
 * not the module's contract, so the finding is a warning carrying GUESSED_NOTE.
 */
function guessedInJs(js, ...types) {
    return js && types.some(_model__WEBPACK_IMPORTED_MODULE_3__/* .isInferred */ .UE);
}
const GUESSED_NOTE = ' (types inferred from .js code)';
/** A Python name private by convention: `_x`, not a dunder. */
function isPrivateName(name) {
    return name.startsWith('_') && !/^__\w+__$/.test(name);
}
/** `Class.member`, or the bare name at module level. */
function qualify(owner, name) {
    return owner ? `${owner}.${name}` : name;
}
/** Said of a name gone from a module that binds names at run time (`Surface.openNames`). */
function boundAtRunTime(how) {
    return `the module may still bind it at run time (${how}, not compared)`;
}


/***/ }),

/***/ 7272:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  _c: () => (/* binding */ compareSymbol),
  Fc: () => (/* binding */ compareSymbols),
  SB: () => (/* binding */ starSupply),
  SW: () => (/* binding */ typeOnlyFinding)
});

// EXTERNAL MODULE: ./src/signature/type-text.ts
var type_text = __nccwpck_require__(6174);
// EXTERNAL MODULE: ./src/signature/compare/callables.ts
var callables = __nccwpck_require__(9147);
// EXTERNAL MODULE: ./src/signature/compare/docs.ts
var docs = __nccwpck_require__(7847);
// EXTERNAL MODULE: ./src/signature/compare/members.ts + 1 modules
var members = __nccwpck_require__(3185);
;// CONCATENATED MODULE: ./src/signature/compare/python-builtins.ts
/**
 * Python's built-in exception classes, each line a base and its direct subclasses (the `builtins`
 * module of 3.13): a class that traded an old built-in base for one below it (`Exception` →
 * `ValueError`) is still an instance of the old one.
 */
const HIERARCHY = `
BaseException: SystemExit KeyboardInterrupt GeneratorExit Exception BaseExceptionGroup
Exception: ArithmeticError AssertionError AttributeError BufferError EOFError ImportError
  LookupError MemoryError NameError OSError ReferenceError RuntimeError StopAsyncIteration
  StopIteration SyntaxError SystemError TypeError ValueError Warning
ArithmeticError: FloatingPointError OverflowError ZeroDivisionError
ImportError: ModuleNotFoundError
LookupError: IndexError KeyError
NameError: UnboundLocalError
OSError: BlockingIOError ChildProcessError ConnectionError FileExistsError FileNotFoundError
  InterruptedError IsADirectoryError NotADirectoryError PermissionError ProcessLookupError
  TimeoutError
ConnectionError: BrokenPipeError ConnectionAbortedError ConnectionRefusedError
  ConnectionResetError
RuntimeError: NotImplementedError RecursionError PythonFinalizationError
SyntaxError: IndentationError
IndentationError: TabError
ValueError: UnicodeError
UnicodeError: UnicodeDecodeError UnicodeEncodeError UnicodeTranslateError
Warning: BytesWarning DeprecationWarning EncodingWarning FutureWarning ImportWarning
  PendingDeprecationWarning ResourceWarning RuntimeWarning SyntaxWarning UnicodeWarning
  UserWarning
`;
const BASE_OF = new Map();
for (const [, base, subclasses] of HIERARCHY.matchAll(/(\w+):([^:]*?)(?=\n\w+:|\s*$)/g))
    for (const name of subclasses.split(/\s+/).filter(Boolean))
        BASE_OF.set(name, base);
// `IOError` and `EnvironmentError` are other names of `OSError`.
BASE_OF.set('IOError', 'Exception').set('EnvironmentError', 'Exception');
/** The base of a built-in exception class (`ValueError` → `Exception`), or undefined. */
function builtinExceptionBase(name) {
    return BASE_OF.get(name.replace(/^builtins\./, ''));
}

// EXTERNAL MODULE: ./src/signature/compare/params.ts
var params = __nccwpck_require__(1070);
// EXTERNAL MODULE: ./src/signature/compare/python-modules.ts
var python_modules = __nccwpck_require__(1470);
// EXTERNAL MODULE: ./src/signature/compare/reporter.ts
var reporter = __nccwpck_require__(5);
;// CONCATENATED MODULE: ./src/signature/compare/declarations.ts





/** `sameType`: the checker found the two versions the same type, inherited members included. */
function compareHeritage(r, b, h, at, sameType = false) {
    const added = h.heritage.flatMap((e, j) => (b.heritage.includes(e) ? [] : [j]));
    // An entry is still there when an added one extends or implements the same name with the same
    // type arguments once defaults are filled in (`Base<T>` → `Base<T, T>`, a default spelled out),
    // or else a type the checker finds equal. Another name is another entry, however alike the two
    // types are (`instanceof` tells).
    const named = (e) => e.split(r.language === 'py' ? '[' : '<', 1)[0];
    // (A Python entry is its own type text: its TypeVars and aliases are read by Reporter.relate.)
    const typeOf = (s, i) => s.heritageTypes?.[i] ?? (r.language === 'py' ? { text: s.heritage[i] } : undefined);
    const types = (i, j) => [typeOf(b, i), typeOf(h, j)];
    /** Whether an added entry names the base of old entry `i`, with types `test` accepts. */
    const sameBase = (i, test) => added.some((j) => {
        const [bt, ht] = types(i, j);
        return (bt !== undefined &&
            ht !== undefined &&
            named(b.heritage[i]) === named(h.heritage[j]) &&
            test(bt, ht));
    });
    const rewritten = (i) => sameBase(i, (bt, ht) => r.oracle.sameArguments?.(bt, ht) === true || r.relate(bt, ht) === 'equal');
    // Or one spelled through another import of the same name (`Reporter` → `docutils.utils.Reporter`,
    // `pkg.base.Base` → `base.Base` after `from . import base`).
    const nameOf = (s, i) => s.heritageNames?.[i] ?? s.heritage[i];
    const headNames = h.heritage.map((_, j) => nameOf(h, j));
    const stillNamed = (i) => headNames.some((n) => n === nameOf(b, i) || (0,python_modules/* samePythonModule */.VO)(r, nameOf(b, i), n));
    // Python: a base that only gained type arguments (`Policy` → `Policy[_M]`) is the same class.
    const gainedArguments = (i) => r.language === 'py' &&
        !b.heritage[i].includes('[') &&
        h.heritage.some((e) => named(e) === b.heritage[i]);
    // Python: `metaclass=ABCMeta` beside an `ABC` base, which has that metaclass already.
    const abcMeta = (i) => r.language === 'py' &&
        /^metaclass=(abc\.)?ABCMeta$/.test(b.heritage[i]) &&
        h.heritage.some((e) => /^(abc\.)?ABC$/.test(e));
    // TS: Node's `global` is `globalThis` (mongoose 8.7 → 8.9: `extends global.Date` →
    // `extends globalThis.Date`).
    const spelled = (e) => r.language === 'ts' ? e.replace(/^(extends|implements)\s+global\./, '$1 globalThis.') : e;
    const headSpelled = new Set(h.heritage.map(spelled));
    const gone = b.heritage.flatMap((e, i) => !headSpelled.has(spelled(e)) &&
        !stillNamed(i) &&
        !rewritten(i) &&
        !gainedArguments(i) &&
        !abcMeta(i)
        ? [i]
        : []);
    if (gone.length === 0)
        return;
    // The same base given narrower type arguments (`extends APIError` → `extends APIError<undefined>`,
    // openai 4.70 → 4.77): still a subclass of it, whose inherited members may read narrower, which
    // breaks only code that writes or overrides them.
    const narrowed = (i) => sameBase(i, (bt, ht) => r.relate(bt, ht) === 'narrower');
    if (r.language === 'ts' && gone.every(narrowed)) {
        r.add('heritage-changed', b.name, `heritage of \`${b.name}\` changed: ${(0,params/* list */.p_)(b.heritage)} → ${(0,params/* list */.p_)(h.heritage)}, the same base with narrower type arguments (inherited members may be narrower)`, at, 'warning');
        return;
    }
    // An old base still an ancestor through a new one (`Exception` → `URLError(OSError)`).
    const ancestors = added.map((j) => ancestorNames(r, h.heritage[j], named));
    if (gone.every((i) => ancestors.some((a) => a.has(named(b.heritage[i]))))) {
        r.add('heritage-changed', b.name, `heritage of \`${b.name}\` changed: ${(0,params/* list */.p_)(b.heritage)} → ${(0,params/* list */.p_)(h.heritage)}, still a subclass of ${(0,params/* list */.p_)(gone.map((i) => b.heritage[i]))}`, at, 'info');
        return;
    }
    // An interface is its members, structurally: an entry replaced by another name is the same
    // where the checker finds the two types equal, and unknown where it cannot compare them.
    // (Each gone entry against each added one, asked once: the answers serve two tests below.)
    const structural = b.kind === 'interface' && h.kind === 'interface';
    const relations = structural
        ? gone.map((i) => added.map((j) => {
            const [bt, ht] = types(i, j);
            return bt && ht ? r.relate(bt, ht) : 'unknown';
        }))
        : [];
    if (structural && relations.every((rel) => rel.includes('equal')))
        return;
    if (sameType) {
        r.add('heritage-changed', b.name, `heritage of \`${b.name}\` changed: ${(0,params/* list */.p_)(b.heritage)} → ${(0,params/* list */.p_)(h.heritage)}, the same members`, at, 'info');
        return;
    }
    // A class built by a call (`extends mixin(...)`, `Schema.Class<A>(...)(...)`) whose call changed
    // or gave way to other bases (discord.js 14.16: `extends TextBasedChannelMixin(GuildChannel)` →
    // `extends GuildChannel` and a merged interface's base): only the checker could say what the
    // call made, and whether the new bases lend it all.
    const factoryReplaced = (i) => factoryCalled(b.heritage[i]) !== undefined && added.length > 0;
    // An interface that declares members it did not, where the bases it no longer names are out of
    // view: they may be those bases' members spelled out.
    const spelledOut = structural &&
        h.members.some((m) => !b.members.some((x) => x.name === m.name)) &&
        gone.every((i) => (0,members/* basesOutside */.uc)(r, [b.heritage[i]], r.base) !== undefined);
    // The same base given other type arguments the checker cannot compare (`extends RequestError`
    // → `extends RequestError<T>`, the class's own `T`).
    const sameBaseUnknown = (i) => sameBase(i, (bt, ht) => r.relate(bt, ht) === 'unknown');
    // A new base imported from another module may descend from the bases no longer named
    // (`extends Error` → `extends IntrinsicException`, which extends Error); a global or built-in
    // one (`Error`, `Exception`) is known not to.
    // (A Python base named through its module, `pkg.Base` after `import pkg`, is imported too.)
    const imported = added.filter((j) => (nameOf(h, j) !== h.heritage[j] || (r.language === 'py' && h.heritage[j].includes('.'))) &&
        factoryCalled(h.heritage[j]) === undefined);
    const outside = (0,members/* basesOutside */.uc)(r, imported.map((j) => h.heritage[j]));
    const unknown = gone.every((i) => factoryReplaced(i) || sameBaseUnknown(i)) ||
        spelledOut ||
        (structural && relations.every((rel) => rel.includes('unknown')));
    // A Python private base or metaclass (`_IndividualSpecifier`, `metaclass=_Meta`) folded away:
    // only code that names the private class can notice.
    const privateOnly = r.language === 'py' && gone.every((i) => privateBase(b.heritage[i]));
    // `implements` only has the class checked against the interface: TypeScript is structural, and
    // `instanceof` never sees it. Nor does Python's for a one-method ABC (`Iterator[T]`) whose
    // methods the class still has: `isinstance` asks for the methods.
    const implementsOnly = (r.language === 'ts' && gone.every((i) => b.heritage[i].startsWith('implements'))) ||
        (r.language === 'py' && gone.every((i) => stillImplements(b.heritage[i], h)));
    const changed = `heritage of \`${b.name}\` changed: ${(0,params/* list */.p_)(b.heritage)} → ${(0,params/* list */.p_)(h.heritage)}`;
    const goneBases = gone.map((i) => b.heritage[i]);
    const finding = r.add('heritage-changed', b.name, `${changed}${unknown ? ' (relation unknown)' : privateOnly ? ' (a private base)' : outside ? ` (unless ${outside}, not in view, descends from ${(0,params/* list */.p_)(goneBases.map((e) => e.replace(/^extends\s+/, '')))})` : ''}`, at, implementsOnly ? 'info' : unknown || privateOnly || outside ? 'warning' : undefined);
    // The set the pair belongs to may hold the new bases' modules (across-modules/).
    if (finding && outside && !unknown && !privateOnly && !implementsOnly)
        finding.descends = {
            bases: imported.map((j) => nameOf(h, j)),
            gone: gone.map((i) => nameOf(b, i)),
            stillMessage: `${changed}, still a subclass of ${(0,params/* list */.p_)(goneBases)}`,
            plainMessage: changed,
        };
}
/**
 * The factory a heritage entry calls (`extends Schema.Class<A>("A")({...})` → `extends
 * Schema.Class`), skipping its type arguments, which may hold parentheses and arrows
 * (`Context.Service<S, { f: (a: A) => B }>()("id")`); undefined for a plain base.
 */
function factoryCalled(entry) {
    const name = /^(extends|implements)\s+[\w$.]+/.exec(entry)?.[0];
    if (name === undefined)
        return undefined;
    let i = name.length;
    if (entry[i] === '<') {
        for (let depth = 0; i < entry.length; i++) {
            if (entry.startsWith('=>', i))
                i++;
            else if (entry[i] === '<')
                depth++;
            else if (entry[i] === '>' && --depth === 0)
                break;
        }
        i++;
    }
    return entry[i] === '(' ? name : undefined;
}
/**
 * `collections.abc`'s (and `typing`'s, `contextlib`'s) ABCs whose `__subclasshook__` recognizes a
 * class by its methods, with those methods.
 */
const METHOD_ABCS = {
    Iterable: ['__iter__'],
    Iterator: ['__iter__', '__next__'],
    Reversible: ['__iter__', '__reversed__'],
    Sized: ['__len__'],
    Container: ['__contains__'],
    Collection: ['__len__', '__iter__', '__contains__'],
    Hashable: ['__hash__'],
    Callable: ['__call__'],
    Awaitable: ['__await__'],
    AsyncIterable: ['__aiter__'],
    AsyncIterator: ['__aiter__', '__anext__'],
    AbstractContextManager: ['__enter__', '__exit__'],
    AbstractAsyncContextManager: ['__aenter__', '__aexit__'],
};
/**
 * The classes a heritage entry's class descends from, by `named` entry: the bases of classes the
 * head file declares, and Python's built-in exceptions.
 */
function ancestorNames(r, entry, named) {
    const found = new Set();
    let level = [entry];
    for (let depth = 0; depth < 16 && level.length > 0; depth++) {
        const next = [];
        for (const e of level) {
            const builtin = r.language === 'py' ? builtinExceptionBase(named(e)) : undefined;
            const bases = builtin ? [builtin] : ((0,members/* declaredBeside */.L9)(r, e)?.heritage ?? []);
            for (const base of bases) {
                if (found.has(named(base)))
                    continue;
                found.add(named(base));
                next.push(base);
            }
        }
        level = next;
    }
    return found;
}
/** A Python base that is such an ABC, and whose methods the head class declares. */
function stillImplements(entry, h) {
    const name = entry.replace(/\[.*$/s, '').split('.').pop() ?? '';
    const methods = Object.hasOwn(METHOD_ABCS, name) ? METHOD_ABCS[name] : undefined;
    return methods !== undefined && methods.every((m) => h.members.some((x) => x.name === m));
}
function privateBase(entry) {
    const name = entry
        .replace(/^metaclass=/, '')
        .replace(/\[.*$/s, '')
        .split('.')
        .pop() ?? '';
    return (0,reporter/* isPrivateName */.$4)(name);
}
function compareAlias(r, b, h, at) {
    if (!b.valueType || !h.valueType)
        return;
    const rel = r.relate(b.valueType, h.valueType);
    if (rel === 'equal')
        return;
    const change = r.change(b.valueType, h.valueType);
    if (rel === 'narrower' || rel === 'unrelated') {
        r.add('type-alias-changed', b.name, `type \`${b.name}\` ${rel === 'narrower' ? 'admits less' : 'changed incompatibly'}: ${change}`, at, 'breaking');
    }
    else {
        r.add('type-alias-changed', b.name, `type \`${b.name}\` ${rel === 'wider' ? 'admits more' : 'changed (relation unknown)'}: ${change}`, at);
    }
}
/** Python enum bases that mix in a data type. */
const DATA_ENUM = /^(builtins\.)?(str|int|float|bytes)$|^(enum\.)?(StrEnum|IntEnum|IntFlag|ReprEnum)$/;
/** Two enum values as written, the same: as text, or as integers in any base (`0x8000`, `32_768`). */
function sameEnumValue(a, b) {
    if (a === b)
        return true;
    const [x, y] = [a, b].map(integerValue);
    return x !== undefined && x === y;
}
const INTEGER = /^(-?)\s*(0[xX][\da-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|[1-9][\d_]*|0)$/;
function integerValue(text) {
    const match = text === undefined ? null : INTEGER.exec(text.trim());
    if (!match)
        return undefined;
    const magnitude = BigInt(match[2].replace(/_/g, ''));
    return match[1] ? -magnitude : magnitude;
}
/** A value written as a literal: a number, a string, `True`/`False`/`None`, `true`/`false`/`null`. */
function isLiteralValue(text) {
    const t = text.trim();
    return (integerValue(t) !== undefined ||
        /^-?\s*(\d[\d_]*\.?[\d_]*|\.\d[\d_]*)([eE][-+]?\d+)?j?$/.test(t) ||
        /^[rbuf]*(['"`])(?:\\.|(?!\1).)*\1$/is.test(t) ||
        /^(True|False|None|true|false|null)$/.test(t));
}
function compareEnum(r, b, h, at) {
    if (b.enumForm !== h.enumForm && r.language === 'ts') {
        r.add('enum-const-toggled', b.name, `\`${b.name}\` changed from \`${b.enumForm}\` to \`${h.enumForm}\``, at);
    }
    // A Python enum mixed with a data type builds each member's value from its tuple of arguments
    // (`X = '35',` is `'35'` in a `str` enum).
    const mixin = r.language === 'py' && [...b.heritage, ...h.heritage].some((e) => DATA_ENUM.test(e));
    const value = (v, of) => {
        if (!mixin || v === undefined)
            return v;
        const single = v.replace(/^\((.*),\)$|^(.*),$/s, '$1$2');
        // `Key = KeyPress,`: an alias of an earlier member, as `Key = KeyPress` is.
        return of.members.find((x) => x.name === single)?.value ?? single;
    };
    for (const m of b.members) {
        const hm = h.members.find((x) => x.name === m.name);
        const symbol = `${b.name}.${m.name}`;
        if (!hm)
            r.add('enum-member-removed', symbol, `enum member \`${symbol}\` removed`, {
                line: h.line,
                oldLine: m.line,
            });
        else if (!sameEnumValue(value(m.value, b), value(hm.value, h)) &&
            !(r.language === 'py' && (unspecified(m.value) || unspecified(hm.value)))) {
            // A name or an expression (`AF_INET`, `1 << 3`) is not read: its value is not known here.
            const known = [m.value, hm.value].every((v) => v === undefined || isLiteralValue(v));
            r.add('enum-member-value-changed', symbol, `\`${symbol}\` value changed from ${(0,reporter/* quoted */.TL)(m.value, hm.value)} to ${(0,reporter/* quoted */.TL)(hm.value, m.value)}${known ? '' : ' (not a literal: the values may be equal)'}`, { line: hm.line, oldLine: m.line }, known ? undefined : 'warning');
        }
    }
    for (const hm of h.members) {
        if (b.members.some((m) => m.name === hm.name))
            continue;
        const symbol = `${b.name}.${hm.name}`;
        r.add('enum-member-added', symbol, `enum member \`${symbol}\` added`, { line: hm.line, oldLine: b.line }, r.language === 'py' ? 'info' : undefined);
    }
}
/** Variables and other values: a literal value compares by text, a type by relation. */
function compareValue(r, b, h, at, js = false) {
    const name = b.name;
    // Two object literals are compared property by property (compareNamespace).
    if (b.objectLiteral && h.objectLiteral)
        return;
    if (b.valueType && h.valueType) {
        const rel = r.relate(b.valueType, h.valueType);
        const change = rel === 'equal' ? '' : r.change(b.valueType, h.valueType);
        const constant = !b.mutable && !h.mutable;
        // What TypeScript infers from untyped .js code is its guess (`Object.freeze({ minor: 8 })`
        // is `Readonly<{ minor: 8 }>`): a warning, as for a return.
        const guessed = (0,reporter/* guessedInJs */.DK)(js, b.valueType, h.valueType);
        if (rel === 'unknown')
            r.add('variable-type-changed', name, `type of \`${name}\` changed (relation unknown): ${change}`, at, 'warning');
        else if (rel === 'narrower' && constant)
            r.add('variable-type-changed', name, `type of constant \`${name}\` narrowed: ${change}`, at, 'info');
        else if (rel !== 'equal')
            r.add('variable-type-changed', name, `type of \`${name}\` ${rel === 'wider' ? 'widened' : rel === 'narrower' ? 'narrowed' : 'changed incompatibly'}: ${change}${guessed ? reporter/* GUESSED_NOTE */.AX : ''}`, at, guessed ? 'warning' : undefined);
        if (rel !== 'equal')
            return;
    }
    if (b.value !== undefined && h.value !== undefined && b.value !== h.value) {
        r.add('constant-value-changed', name, `value of \`${name}\` changed from ${(0,reporter/* quoted */.TL)(b.value, h.value)} to ${(0,reporter/* quoted */.TL)(h.value, b.value)}`, at);
    }
}
/** A Python stub's enum member whose value it does not say (`X: str`, `X = ...`). */
function unspecified(value) {
    return value === undefined || value === '' || value === '...';
}

// EXTERNAL MODULE: ./src/signature/module-specifiers.ts
var module_specifiers = __nccwpck_require__(6040);
;// CONCATENATED MODULE: ./src/signature/compare/symbols.ts








const kindName = {
    function: 'function',
    class: 'class',
    interface: 'interface',
    type: 'type alias',
    enum: 'enum',
    variable: 'variable',
    namespace: 'namespace',
    value: 'value',
};
/** Exports: removed, renamed, added, changed — then each surviving symbol in depth. */
function compareSymbols(r, base, head, js) {
    const removed = [];
    for (const [name, b] of base.symbols) {
        // `@internal` is not public API: what happens to it breaks no one.
        if ((0,docs/* releaseTag */.a)(b) === 'internal')
            continue;
        const h = head.symbols.get(name);
        // The same object: the head declares it identically and reused the base's reading (ts/reuse.ts).
        if (h === b)
            continue;
        if (h?.sameCodeAs === b)
            (0,docs/* compareDocs */.$)(r, name, b, h, { line: h.line, oldLine: b.line });
        else if (h)
            compareSymbol(r, b, h, js);
        else
            removed.push(b);
    }
    const added = [...head.symbols.values()].filter((h) => !base.symbols.has(h.name));
    const renamed = new Set();
    if (!base.global)
        movedAugmentations(r, removed, added, renamed, js);
    for (const b of removed) {
        if (renamed.has(b))
            continue;
        // A Python variable whose value is not a literal shows only its annotation: too little to
        // tell a rename from one variable removed and another added.
        if (r.language === 'py' && b.kind === 'variable' && b.value === undefined)
            continue;
        // A name the head still binds, by a re-export or an import, was not renamed.
        if (head.reexports.has(b.name) || head.hidden.get(b.name)?.importedFrom !== undefined)
            continue;
        const print = fingerprint(r, b);
        // Of one shape and of related names (`oldName` → `newName`, `createStore` →
        // `legacy_createStore`): `isPlainArray` and `isPromise` are two functions of one shape.
        const same = added.filter((a) => !renamed.has(a) && fingerprint(r, a) === print && relatedNames(b.name, a.name));
        if (same.length !== 1 || isDefault(b.name) || isDefault(same[0].name))
            continue;
        const a = same[0];
        renamed.add(a).add(b);
        r.add('export-renamed', b.name, `${kindName[b.kind]} \`${b.name}\` renamed to \`${a.name}\``, {
            line: a.line,
            oldLine: b.line,
        });
    }
    for (const b of removed) {
        if (renamed.has(b))
            continue;
        const at = { oldLine: b.line };
        if (head.reexports.has(b.name))
            continue; // still exported, now through a re-export
        if (head.openNames !== undefined && !isDefault(b.name)) {
            r.add('export-removed', b.name, `${kindName[b.kind]} \`${b.name}\` is no longer defined here; ${(0,reporter/* boundAtRunTime */.mr)(head.openNames)}`, at, 'warning');
            continue;
        }
        const stars = starSupply(head) ??
            newStarImports(base, head) ??
            (base.global
                ? 'it is a global (or an ambient module), which another file may declare (not compared)'
                : undefined);
        if (stars !== undefined && !isDefault(b.name)) {
            // `export * from` another module may supply it: the set answers where it holds them.
            const what = `${kindName[b.kind]} \`${b.name}\``;
            const finding = r.add('export-removed', b.name, `${what} is no longer declared here; ${stars}`, at, 'warning');
            const from = starSources(head);
            if (finding && r.language === 'ts' && from.length > 0)
                finding.supplies = {
                    name: b.name,
                    from,
                    suppliedMessage: `${what} is no longer declared here; \`export * from\` {from} exports it`,
                    plainMessage: `${what} removed (no module of its \`export * from\` exports it)`,
                };
            continue;
        }
        const hidden = head.hidden.get(b.name) ?? head.hidden.get(`_${b.name}`);
        // `export = lib` of a function (or class) merged with a namespace: the namespace's members
        // are named imports, and the function a default import under `esModuleInterop` (pino 9.8).
        const exportEquals = r.language === 'ts' ? head.symbols.get('export=') : undefined;
        if (b.name === 'default' && exportEquals && !base.symbols.has('export=')) {
            r.add('default-export-changed', b.name, `default export (${kindName[b.kind]}) became \`export =\` (${kindName[exportEquals.kind]}): a default import of it needs \`esModuleInterop\` (or \`allowSyntheticDefaultImports\`)`, { line: exportEquals.line, oldLine: b.line }, 'warning');
            continue;
        }
        const member = exportEquals?.namespace?.get(b.name);
        if (member && !isDefault(b.name)) {
            r.add('export-removed', b.name, `${kindName[b.kind]} \`${b.name}\` is now a member of the namespace exported by \`export =\`: \`import { ${b.name} }\` still resolves (not compared)`, { line: member.line, oldLine: b.line }, 'info');
            continue;
        }
        if (isDefault(b.name)) {
            r.add('default-export-changed', b.name, `${b.name === 'default' ? 'default export' : '`export =`'} (${kindName[b.kind]}) removed`, at);
        }
        else if (hidden?.importedFrom !== undefined && hidden.name === b.name) {
            r.add('visibility-narrowed', b.name, `${kindName[b.kind]} \`${b.name}\` is now imported from \`${hidden.importedFrom}\`, not defined here: still an attribute of the module, no longer its own API`, { line: hidden.line, oldLine: b.line }, 'warning');
        }
        else if (hidden) {
            const how = hidden.name === b.name
                ? 'is no longer public'
                : `became private (renamed to \`${hidden.name}\`)`;
            r.add('visibility-narrowed', b.name, `${kindName[b.kind]} \`${b.name}\` ${how}`, {
                line: hidden.line,
                oldLine: b.line,
            });
        }
        else {
            // Gone only for the older Pythons it was defined for: who runs those, the finding says.
            const older = b.olderPythonOnly;
            r.add('export-removed', b.name, `${kindName[b.kind]} \`${b.name}\` removed${older ? ` (it was defined only where \`${older}\`)` : ''}`, at, older ? 'warning' : undefined);
        }
    }
    for (const a of added) {
        if (renamed.has(a) || base.reexports.has(a.name))
            continue;
        if (base.hidden.has(a.name))
            continue;
        r.add('export-added', a.name, `${kindName[a.kind]} \`${a.name}\` added`, { line: a.line });
    }
}
/**
 * An augmentation moved to another module's name (pinia 2.1 → 2.3: `declare module
 * '@vue/runtime-core'` → `declare module 'vue'`, which re-exports it): paired with the added one
 * that declares most of its names, and compared with it. Into `paired`.
 */
function movedAugmentations(r, removed, added, paired, js) {
    for (const b of removed) {
        if (!b.ambientModule || paired.has(b))
            continue;
        const names = new Set([...(b.namespace?.keys() ?? [])]);
        const shared = (a) => [...(a.namespace?.keys() ?? [])].filter((n) => names.has(n));
        const [a] = added
            .filter((a) => a.ambientModule && !paired.has(a) && shared(a).length > 0)
            .sort((x, y) => shared(y).length - shared(x).length);
        if (!a)
            continue;
        paired.add(a).add(b);
        r.add('export-removed', b.name, `augmentation of module \`${b.name}\` moved to \`${a.name}\`: the same types only where \`${a.name}\` re-exports \`${b.name}\` (not in view); its declarations are compared there`, { line: a.line, oldLine: b.line }, 'warning');
        compareSymbol(r, b, a, js);
    }
}
/** An alias of a relative module's declaration (`'./core'.X`), not a package's. */
function relative(source) {
    return /^'\.\.?\//.test(source);
}
/** `'./core'.X` as the module and the name it imports; undefined for a deeper name. */
function importedName(source) {
    const imported = /^'([^']+)'\.([\w$]+)$/.exec(source);
    return imported ? { from: imported[1], imported: imported[2] } : undefined;
}
/** An alias that names another module's declaration now: compared by the set, if in view. */
function retargetedAlias(r, name, from, to, at) {
    const retargeted = `alias \`${name}\` retargeted: ${(0,reporter/* quoted */.TL)(from)} → ${(0,reporter/* quoted */.TL)(to)}`;
    const finding = r.add('reexport-removed', name, `${retargeted} (the two sources are not compared)`, at, 'warning');
    const [base, head] = [importedName(from), importedName(to)];
    if (finding && base && head)
        finding.sources = { name, base, head, retargeted };
}
/**
 * A re-export or an alias of an imported declaration that became type-only (`what` says which): a
 * use of it as a value breaks if what it names has one, which the set answers where it has the
 * declaration in view (see SourceQuestion), where `sources` says where to look.
 */
function typeOnlyFinding(r, name, what, at, sources) {
    const finding = r.add('export-type-only', name, `${what}: whether it has a value is not in view`, at, 'warning');
    if (finding && sources)
        finding.sources = { ...sources, typeOnly: `${what}, which has a value` };
}
/** An alias of an imported declaration that became type-only (see typeOnlyFinding). */
function typeOnlyAlias(r, name, source, at) {
    const from = importedName(source);
    const what = `\`${name}\` became type-only (an alias of ${(0,reporter/* quoted */.TL)(source)})`;
    typeOnlyFinding(r, name, what, at, from && { name, base: from, head: from });
}
/**
 * An interface that became a class (@types/node 20.17 `PerformanceObserverEntryList`): the same
 * instance type, and a value added. Its instance members are compared with the interface's; a
 * private or protected one makes the type nominal, so an object of its shape no longer is one.
 */
function interfaceToClass(r, b, h, at, js) {
    const instance = h.members.filter((m) => !m.static && !(0,members/* isCtor */.rc)(m));
    const nominal = instance.some((m) => m.visibility !== 'public');
    r.add('export-kind-changed', b.name, `\`${b.name}\` changed from interface to class (a value added; its instance members compared with the interface's${nominal ? '; a private or protected member makes it nominal: an object of its shape no longer is one' : ''})`, at, nominal ? 'breaking' : 'info');
    const heritage = h.heritage.map((e) => e.replace(/^implements\s+/, 'extends '));
    const asInterface = { ...h, kind: 'interface', members: instance, heritage };
    compareDeclaration(r, b, asInterface, js);
}
/** One export's two versions, in depth. */
function compareSymbol(r, b, h, js) {
    compareDeclaration(r, b, h, js);
    // A kind change stops deeper comparison.
    if (b.kind === h.kind)
        compareNamespace(r, b, h, js);
}
/** What a namespace merged into the name exports: each export removed, or compared in depth. */
function compareNamespace(r, b, h, js) {
    // An object literal's properties against a value read otherwise: its (guessed) type decides.
    if (b.objectLiteral !== h.objectLiteral)
        return;
    const holder = b.objectLiteral ? 'object' : 'namespace';
    for (const [member, bm] of b.namespace ?? []) {
        const hm = h.namespace?.get(member);
        if (hm === bm)
            continue;
        if (hm)
            compareSymbol(r, bm, hm, js);
        else
            r.add('member-removed', bm.name, `\`${bm.name}\` removed from ${holder} \`${space(bm)}\``, {
                line: h.line,
                oldLine: bm.line,
            });
    }
}
/** The namespace a namespace's export is named in: `knex` of `knex.Config`. */
function space(s) {
    return s.name.slice(0, s.name.lastIndexOf('.'));
}
function compareDeclaration(r, b, h, js) {
    const at = { line: h.line, oldLine: b.line };
    const name = b.name;
    const [bAlias, hAlias] = [b.importAlias ?? b.typeAliasOf, h.importAlias ?? h.typeAliasOf];
    if ((b.importAlias ?? h.importAlias) && bAlias && hAlias) {
        // Two aliases of imported declarations: only a value meaning lost can break a use of one; of
        // two, the set compares them where it has both in view.
        if (b.space !== 'type' && h.space === 'type')
            typeOnlyAlias(r, name, bAlias, at);
        // (A package's name may be the package itself, preact/compat's `'preact'` for `'../../src'`:
        // an alias retargeted to or from a package is not said, as before aliases were read.)
        else if ((0,module_specifiers/* moduleName */.AO)(bAlias) !== (0,module_specifiers/* moduleName */.AO)(hAlias) && relative(bAlias) && relative(hAlias))
            retargetedAlias(r, name, bAlias, hAlias, at);
        (0,docs/* compareDocs */.$)(r, name, b, h, at);
        return;
    }
    // A value exported in place or through a variable holding it is the same export
    // (`module.exports = { LIST: [...] }`, `const LIST = [...]; module.exports = { LIST }`).
    const valueLike = (k) => k === 'value' || k === 'variable';
    // An interface and an alias of an object type literal spell one object type: compared as two
    // interfaces, after what each spelling alone allows.
    const objectType = (s) => s.kind === 'interface' || s.objectType === true;
    if (b.kind !== h.kind && objectType(b) && objectType(h)) {
        const lost = h.kind === 'interface'
            ? 'an interface has no implicit index signature: a `Record<string, …>` no longer takes its values'
            : 'a type alias cannot be merged into: declarations that augment it no longer compile';
        r.add('export-kind-changed', name, `\`${name}\` changed from ${kindName[b.kind]} to ${kindName[h.kind]} (an object type either way, compared member by member; ${lost})`, at, 'warning');
        const asInterface = (s) => ({ ...s, kind: 'interface' });
        compareDeclaration(r, asInterface(b), asInterface(h), js);
        return;
    }
    if (b.kind === 'interface' && h.kind === 'class') {
        interfaceToClass(r, b, h, at, js);
        return;
    }
    if (b.kind !== h.kind && !(valueLike(b.kind) && valueLike(h.kind))) {
        if (b.kind === 'class' && h.kind === 'interface') {
            r.add('export-type-only', name, `class \`${name}\` became an interface (type only: no value to construct)`, at);
        }
        else if (isDefault(name)) {
            r.add('default-export-changed', name, `${name === 'default' ? 'default export' : '`export =`'} changed from ${kindName[b.kind]} to ${kindName[h.kind]}`, at);
        }
        else if (callableByName(b, h) || callableByName(h, b)) {
            // `const f: Make` (a named type, maybe callable) ↔ a function: only the checker can say,
            // where the function too was declared by a type (`const f: (a: A) => B`).
            // (Anything but equal stays unknown: the checker compares the two versions of a type both
            // name, `target?: Instance`, member by member, where a change to it is reported already.)
            if (b.valueType && h.valueType && r.relate(b.valueType, h.valueType) === 'equal')
                return;
            r.add('export-kind-changed', name, `\`${name}\` changed from ${kindName[b.kind]} to ${kindName[h.kind]} (declared by a named type: relation unknown)`, at, 'warning');
        }
        else if (r.language === 'py' && b.kind === 'function' && h.kind === 'class') {
            // Called alike (typeshed `typing_extensions.deprecated`): the class's constructor takes the
            // calls the function took, or not.
            const ctor = (0,members/* constructorOf */.mh)(r, h);
            r.add('export-kind-changed', name, `\`${name}\` changed from function to class (called alike${ctor ? ': its constructor is compared with the function' : '; its constructor is not in view'})`, at, 'warning');
            if (ctor)
                (0,callables/* compareCallable */.wD)(r, b.signatures, ctor.signatures, { symbol: name, isConstructor: true });
        }
        else if (b.aliasOf !== undefined || h.aliasOf !== undefined) {
            // `run = helper` for `def run(...)`: the name is bound to another object, which a pair
            // cannot read (Python aliases, `TimeoutError = TimeoutError`, `run = working_set.run`).
            const alias = (s) => s.aliasOf !== undefined ? `a name bound to ${(0,reporter/* quoted */.TL)(s.aliasOf)}` : kindName[s.kind];
            r.add('export-kind-changed', name, `\`${name}\` changed from ${alias(b)} to ${alias(h)} (not compared)`, at, 'warning');
        }
        else {
            r.add('export-kind-changed', name, `\`${name}\` changed from ${kindName[b.kind]} to ${kindName[h.kind]}`, at);
        }
        return;
    }
    // Only a space lost breaks: a value that gained a type of its name (`const C` and `interface C`)
    // is imported as before.
    if (b.space !== h.space && b.space !== 'type' && h.space !== 'both' && r.language === 'ts') {
        r.add('export-type-only', name, `\`${name}\` changed from a ${spaceName(b.space)} export to a ${spaceName(h.space)} export`, at);
    }
    (0,docs/* compareDocs */.$)(r, name, b, h, at);
    if (b.decorators.join(' ') !== h.decorators.join(' ')) {
        r.add('decorator-changed', name, `decorators of \`${name}\` changed from ${(0,params/* list */.p_)(b.decorators)} to ${(0,params/* list */.p_)(h.decorators)}`, at);
    }
    // A generic declaration's type parameters renamed in place name the same arguments, and one
    // added with a default reads as that default.
    const compare = () => compareByKind(r, b, h, at, js);
    if (b.kind === 'class' || b.kind === 'interface' || b.kind === 'type')
        (0,callables/* withTypeParamsRead */.HO)(r, b.typeParams, h.typeParams, compare);
    else
        compare();
}
/** The rest of compareDeclaration: what each kind of declaration compares. */
function compareByKind(r, b, h, at, js) {
    const name = b.name;
    switch (b.kind) {
        case 'function':
            if (b.form && h.form && b.form !== h.form) {
                // A declaration can be called with `new` and merged with; an arrow cannot: only losing
                // those breaks.
                r.add('callable-form-changed', name, `\`${name}\` changed from ${formName(b.form)} to ${formName(h.form)}`, at, b.form === 'declaration' ? 'breaking' : 'info');
            }
            (0,callables/* compareCallable */.wD)(r, b.signatures, h.signatures, { symbol: name, js });
            return;
        case 'class':
            if (!b.abstract && h.abstract)
                r.add('abstract-added', name, `class \`${name}\` became abstract`, at);
            compareHeritage(r, b, h, at);
            // Python may name a generic class bare (`x: Box`): a class that had no type parameters gains
            // one without breaking a use; TS requires the arguments a parameter without default needs.
            (0,callables/* compareTypeParams */.UG)(r, name, b.typeParams, h.typeParams, at, undefined, r.language === 'ts' || b.typeParams.length > 0);
            (0,members/* compareMembers */.j2)(r, b, h, js);
            return;
        case 'interface': {
            // Heritage replaced by the members it lent, spelled out (or the reverse): the same type.
            const respelled = b.heritage.join() !== h.heritage.join() &&
                b.declaredType !== undefined &&
                h.declaredType !== undefined &&
                r.oracle.sameDeclaredType?.(b.declaredType, h.declaredType) === true;
            compareHeritage(r, b, h, at, respelled);
            (0,callables/* compareTypeParams */.UG)(r, name, b.typeParams, h.typeParams, at);
            (0,members/* compareMembers */.j2)(r, b, h, js, respelled);
            return;
        }
        case 'type':
            (0,callables/* compareTypeParams */.UG)(r, name, b.typeParams, h.typeParams, at);
            compareAlias(r, b, h, at);
            return;
        case 'enum':
            compareEnum(r, b, h, at);
            return;
        case 'namespace':
            return; // its exports are compared by compareNamespace
        default:
            compareValue(r, b, h, at, js);
    }
}
/** Kind, shape and value: equal prints across a removed and an added export mean a rename. */
function fingerprint(r, s) {
    return JSON.stringify([
        s.kind,
        s.form,
        s.signatures.map((x) => (0,callables/* signatureText */.gs)(r, x)),
        s.members.map((m) => [
            m.name,
            m.form,
            m.type?.text,
            m.value,
            m.signatures.map((x) => (0,callables/* signatureText */.gs)(r, x)),
        ]),
        s.heritage,
        s.valueType?.text,
        s.value,
        s.typeParams.map((t) => t.name),
    ]);
}
/** The modules a TS surface re-exports whole (`export * from './a'`), as written. */
function starSources(head) {
    return [...head.reexports.values()].filter((x) => x.name === '*').map((x) => x.from);
}
/** "`export * from` './a', './b' may supply it (not compared)", or undefined without `export *`. */
function starSupply(head) {
    const from = starSources(head).map((x) => `'${x}'`);
    return from.length > 0
        ? `\`export * from\` ${from.join(', ')} may supply it (not compared)`
        : undefined;
}
/**
 * Python: star imports the head has and the base did not. Most names gone from a module that
 * star-imports another are gone, but one that started to may have moved its names there.
 */
function newStarImports(base, head) {
    const added = head.starImports?.filter((m) => !base.starImports?.includes(m)) ?? [];
    return added.length > 0
        ? `\`from ${added.join(' import *`, `from ')} import *\`, new in this version, may supply it (not compared)`
        : undefined;
}
/** Two names that share a word of three letters or more, or of which one contains the other. */
function relatedNames(a, b) {
    const [la, lb] = [a.toLowerCase(), b.toLowerCase()];
    if (la.includes(lb) || lb.includes(la))
        return true;
    const words = (name) => name
        .replace(/([a-z\d])([A-Z])/g, '$1 $2')
        .split(/[^A-Za-z\d]+/)
        .map((w) => w.toLowerCase())
        .filter((w) => w.length >= 3);
    const ofA = new Set(words(a));
    return words(b).some((w) => ofA.has(w));
}
/**
 * A function and a variable declared by a named type (`const f: Make`) or the type of another
 * value (`const fetch: typeof globalThis.fetch`, ofetch 1.3): the variable may be callable.
 */
function callableByName(fn, v) {
    const named = (text) => (0,type_text/* isNamedTypeText */.vp)(text.replace(/^typeof\s+/, ''));
    return (fn.kind === 'function' &&
        v.kind === 'variable' &&
        v.valueType !== undefined &&
        named(v.valueType.text));
}
function isDefault(name) {
    return name === 'default' || name === 'export=';
}
function spaceName(space) {
    return space === 'both' ? 'value-and-type' : `${space}-only`;
}
function formName(form) {
    return form === 'declaration'
        ? 'a function declaration'
        : 'an arrow/function-expression constant';
}


/***/ }),

/***/ 221:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ FileComments)
/* harmony export */ });
/* harmony import */ var _comments__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7626);

/**
 * One file version's comments as its extractor found them. The inventory (normalized, grouped,
 * classified text) is built only when the two versions' comments differ: with the same comment
 * texts in the same order, no comment can have been removed and the comment share is unchanged,
 * so there is nothing to compare.
 */
class FileComments {
    language;
    source;
    starts;
    /** Sorted by start, overlaps dropped. */
    found;
    built;
    constructor(language, source, comments, starts) {
        this.language = language;
        this.source = source;
        this.starts = starts;
        this.found = [];
        for (const c of [...comments].sort((a, b) => a.start - b.start)) {
            if (c.start >= (this.found.at(-1)?.end ?? 0))
                this.found.push(c);
        }
    }
    /** The inventory; `known` holds the comment texts the other version of the file already read. */
    inventory(known = new _comments__WEBPACK_IMPORTED_MODULE_0__/* .CommentTexts */ .cY()) {
        this.built ??= (0,_comments__WEBPACK_IMPORTED_MODULE_0__/* .buildInventory */ .Rs)(this.language, this.source, this.found, this.starts, known);
        return this.built;
    }
    /** The same comment texts, character for character, in the same order. */
    sameTexts(other) {
        if (other.found.length !== this.found.length)
            return false;
        return this.found.every((c, i) => {
            const o = other.found[i];
            return (c.end - c.start === o.end - o.start &&
                other.source.startsWith(this.source.slice(c.start, c.end), o.start));
        });
    }
}


/***/ }),

/***/ 6481:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ix: () => (/* binding */ fileFlavour),
/* harmony export */   YG: () => (/* binding */ skipReason)
/* harmony export */ });
/* unused harmony exports MAX_SIGNATURE_FILE_BYTES, isSignatureFile */
/** Which files the signature gate reads, and which versions it skips. */
/** Files larger than this are skipped with a note (parsing them would dominate a run). */
const MAX_SIGNATURE_FILE_BYTES = 1024 * 1024;
const TS = /\.(d\.)?([cm]?ts|tsx)$/;
const JS = /\.([cm]?js|jsx)$/;
const PY = /\.pyi?$/;
/** What kind of file a path is, for the gate; undefined when it is not analysed. */
function fileFlavour(path) {
    const name = path.replace(/\\/g, '/').split('/').pop() ?? '';
    if (name === 'package.json')
        return 'package-json';
    if (TS.test(name))
        return 'ts';
    if (JS.test(name))
        return 'js';
    if (PY.test(name))
        return 'py';
    return undefined;
}
/** True for the files whose API the gate analyses: TS/JS sources, Python modules, package.json. */
function isSignatureFile(path) {
    return fileFlavour(path) !== undefined;
}
/** Why a file version is not analysed (binary, too large, minified JS), or undefined. */
function skipReason(text, flavour) {
    if (text.slice(0, 8000).includes('\u0000'))
        return 'binary content';
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > MAX_SIGNATURE_FILE_BYTES)
        return `${(bytes / 1048576).toFixed(1)} MB is over the 1 MB limit`;
    // Only JavaScript is minified: a declaration file's long lines are generated types.
    const packed = flavour === 'js' ? minifiedShare(text) : 0;
    if (packed > MINIFIED_SHARE)
        return `minified: ${Math.round(packed * 100)}% of it is on lines over ${MINIFIED_LINE} characters`;
    return undefined;
}
/** A line this long is a minifier's, not a person's. */
const MINIFIED_LINE = 1000;
/** The share of a file on such lines that makes it minified code. */
const MINIFIED_SHARE = 0.5;
/**
 * The share of `text` on lines over MINIFIED_LINE characters, an inline source map aside: a
 * minifier renames parameters and locals at will (`(e, t, n)` → `(e, t, r)`), so comparing its
 * output reports drift that is not there.
 */
function minifiedShare(text) {
    if (text.length < MINIFIED_LINE)
        return 0;
    let long = 0;
    for (let at = 0; at < text.length;) {
        const end = text.indexOf('\n', at);
        const stop = end === -1 ? text.length : end;
        if (stop - at > MINIFIED_LINE && !text.startsWith('//# source', at))
            long += stop - at;
        at = stop + 1;
    }
    return long / text.length;
}


/***/ }),

/***/ 9889:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   vA: () => (/* binding */ signatureKind)
/* harmony export */ });
/* unused harmony exports SIGNATURE_KINDS, COMMENT_KINDS, KIND_ALIASES, resolveKindName */
const both = ['ts', 'py'];
const tsOnly = ['ts'];
/**
 * Every kind the gate can report, in catalogue order. The README table is generated from this list
 * (scripts/signature-kinds-table.mjs), and every TS and every Py kind has a fixture pair.
 */
// prettier-ignore
const SIGNATURE_KINDS = [
    { id: 'export-removed', severity: 'breaking', languages: both, description: 'a public export (TS `export`, Python public per `__all__` or the underscore rule) is gone', severityNote: 'warning where something not compared may still supply it: a TS `export *` (info where a module it re-exports, in the set or read beside it, exports the name; breaking where every one was read and none does), another declaration file (a global of a script `.d.ts`), a Python star import new in the head, a module `__getattr__` or `globals()`; a Python function, class or variable defined only in an older Python\'s `sys.version_info` branch (gone for those Pythons only)' },
    { id: 'export-renamed', severity: 'breaking', languages: both, description: 'one export removed and one added with the same kind and signature and a related name (a shared word, or one inside the other): reported once, as a rename' },
    { id: 'export-kind-changed', severity: 'breaking', languages: both, description: 'an export became another kind of thing: function, class, interface, type alias, enum, variable or namespace', severityNote: 'info for an interface that became a class with public instance members only (a value added, its instance members compared with the interface\'s); warning when either side is a Python alias (`run = helper`): what it is bound to is not compared; warning when an interface and a type alias an interface could spell (`type O = Base & { a: A }`) trade places: compared member by member; warning for a Python function that became a class, whose constructor is compared with it' },
    { id: 'export-type-only', severity: 'breaking', languages: tsOnly, description: 'a value-and-type export became type-only (`export type { C }`, interface in place of a class) or value-only', severityNote: 'warning for a re-export or an alias of an imported declaration (`export import X = Core.X`, a namespace\'s `export { type X }`) whose declaration is not in view; where the set finds it, nothing for a type (an interface or a type alias loses no value) and breaking for a value' },
    { id: 'reexport-removed', severity: 'breaking', languages: both, description: '`export { a as b } from`, `export *`, `export * as ns`, a CommonJS `require` re-export, a Python `from .m import x` re-export removed or retargeted', severityNote: 'warning when retargeted to a source not in view (the name is still exported, its declaration not compared), and when something not compared may still supply it: an `export *`, a module `__getattr__`, or a Python package\'s own submodule; where the set holds both sources, a retargeted re-export is the drift between the two declarations, said at the re-export (info when they are the same)' },
    { id: 'default-export-changed', severity: 'breaking', languages: tsOnly, description: 'the default export (or `export =`) was removed or became another kind' },
    { id: 'module-removed', severity: 'breaking', languages: both, description: 'a file with a public API was deleted (or renamed away)', severityNote: 'warning for a TS declaration file that is a script: its globals and ambient modules may be declared in another file; info for a declaration file that repeated one of another format that stays (a dual package\'s `x.d.mts` beside `x.d.ts`); nothing for a module that became a package or a bundle chunk renamed by its content hash; info for a bundle chunk removed otherwise; nothing for a Python script whose name is no module name (`update-gyp.py`), which has no API; info for a JavaScript or declaration file that no entry point of its package.json\'s `exports` map reached (not importable), and for a declaration file only the TypeScript versions of a `typesVersions` range read, where package.json no longer maps that range to it (DefinitelyTyped\'s `ts4.8/` copies)' },
    { id: 'export-added', severity: 'info', languages: both, description: 'a new public symbol' }, { id: 'param-removed', severity: 'breaking', languages: both, description: 'a parameter is gone (Python: unless `*args`/`**kwargs` swallow it)' },
    { id: 'param-required-added', severity: 'breaking', languages: both, description: 'a new required parameter (in .js, only in a function with JSDoc types: TypeScript takes every parameter of an untyped one as optional)' },
    { id: 'param-optional-added', severity: 'info', languages: both, description: 'a new optional parameter', severityNote: 'warning on a Python instance method, whose overrides break' },
    { id: 'param-became-required', severity: 'breaking', languages: both, description: 'an optional or defaulted parameter became required' },
    { id: 'param-became-optional', severity: 'info', languages: both, description: 'a required parameter became optional or got a default' },
    { id: 'param-moved', severity: 'breaking', languages: both, description: 'a positional parameter changed position (two swapped parameters give two findings), or an optional parameter was inserted before others, whose positional arguments now reach other parameters (one finding for the insertion)' },
    { id: 'param-renamed', severity: 'breaking', languages: both, description: 'same position, new name', severityNote: 'info in TS and for Python positional-only parameters (also `__x` names, positional-only by PEP 484), whose names are not part of the call' },
    { id: 'param-kind-changed', severity: 'breaking', languages: both, description: 'Python positional-only / positional-or-keyword / keyword-only transitions; TS rest to plain', severityNote: 'info for TS destructured to plain or back: the caller passes the same argument; info for a Python special method made positional-only (`__truediv__`, `__class_getitem__`; not `__init__`, `__new__`, `__call__`): the interpreter passes its arguments by position; warning for a Python parameter made keyword-only behind a new `*args`, which takes its positional calls' },
    { id: 'variadic-removed', severity: 'breaking', languages: both, description: '`*args`, `**kwargs` or `...rest` removed', severityNote: 'warning where a Python signature that took any arguments (`*args, **kwargs`, its body deciding) now declares them' },
    { id: 'param-default-changed', severity: 'warning', languages: both, description: "a default value's expression changed, or an optional parameter gained or lost its default (a silent behaviour change)" },
    { id: 'param-type-narrowed', severity: 'breaking', languages: both, description: 'a parameter accepts less: an old argument type is no longer assignable (TS: the checker; Python: union members)' },
    { id: 'param-type-widened', severity: 'info', languages: both, description: 'a parameter accepts more' },
    { id: 'param-type-changed', severity: 'warning', languages: both, description: 'a parameter annotation changed and the relation is unknown (unresolved names, `any`, or a Python annotation that is not a union)' },
    { id: 'return-type-widened', severity: 'breaking', languages: both, description: 'a return may yield values the old type did not (incl. `T` to `T | null`, type guard to boolean)', severityNote: 'warning where a type is inferred from untyped .js code; a return that became `any` is `return-annotation-removed-or-changed`' },
    { id: 'return-type-narrowed', severity: 'info', languages: both, description: 'a return yields less' },
    { id: 'return-annotation-removed-or-changed', severity: 'warning', languages: both, description: 'a return annotation was removed, became `void`/`None`, or changed with an unknown relation', severityNote: 'info when it was `void`/`None`: no caller could use the old result' },
    { id: 'overload-removed', severity: 'breaking', languages: both, description: 'an overload signature is gone and no signature of the new version accepts all its calls (TS overloads, Python `@overload`; overloads merged into a wider signature report how their parameters and return changed)' },
    { id: 'overload-reordered', severity: 'warning', languages: both, description: 'the same overloads in another order (resolution picks the first match; `ReturnType<>` the last)' },
    { id: 'async-changed', severity: 'breaking', languages: both, description: 'sync became async or back (`async`, a `Promise` return), or a generator was toggled', severityNote: 'warning where the other side may return the same (a .js function that returned `any`; a Python plain function without a return annotation)' },
    { id: 'callable-form-changed', severity: 'breaking', languages: both, description: 'method to property/accessor (an interface\'s `m(): T` and `m: () => T` are the same method; `m: F` with an `F` that may be callable, a named type, `typeof f` or a conditional type, is a warning, relation unknown), Python method to `@property`, TS `function` to arrow/function-expression constant', severityNote: 'info for an arrow constant that became a `function` (it only gains `new` and merging); warning where one side is a Python name bound to another object (`__str__ = object.__str__`), a Python attribute typed `Callable[...]`, or a Python method under a decorator no reading knows (`@lazy`, which may make it a getter)' },
    { id: 'type-param-added-required', severity: 'breaking', languages: both, description: 'a new generic parameter without a default (Python PEP 695); not on a function whose calls could not pass type arguments (one that had none, or any Python function), nor on a Python class that had none (a bare `Box` stays valid)' },
    { id: 'type-param-removed', severity: 'breaking', languages: both, description: 'a generic parameter is gone' },
    { id: 'type-param-constraint-changed', severity: 'breaking', languages: both, description: "a generic parameter's bound (`extends`, Python `[T: int]`) was added or tightened", severityNote: 'warning when loosened, removed or of unknown relation' },
    { id: 'type-param-default-changed', severity: 'warning', languages: both, description: "a generic parameter's default changed", severityNote: 'breaking when the default was removed' },
    { id: 'type-param-reordered', severity: 'breaking', languages: both, description: 'the same generic parameters in another order' },
    { id: 'member-removed', severity: 'breaking', languages: both, description: 'a class or interface member (method, property, accessor, Python class attribute) is gone', severityNote: 'info for a Python method every class inherits from `object` (`__repr__`, `__eq__`, ...); warning where the class gained a base not in view, which may lend it, or for a Python member defined only in an older Python\'s `sys.version_info` branch' },
    { id: 'member-required-added', severity: 'breaking', languages: both, description: 'a member implementers must now provide: required interface property or method, abstract member, Python abstract method or Protocol member' },
    { id: 'member-optionality-changed', severity: 'breaking', languages: tsOnly, description: 'an optional property became required or back' },
    { id: 'member-type-changed', severity: 'breaking', languages: both, description: 'a property or class attribute type changed', severityNote: 'readonly members: info when narrowed; warning when the relation is unknown' },
    { id: 'member-readonly-added', severity: 'breaking', languages: both, description: 'a mutable member became readonly (TS `readonly`, a getter without setter; Python `Final`, a property without setter)' },
    { id: 'visibility-narrowed', severity: 'breaking', languages: both, description: 'public to protected to private (`#x`), a private constructor; Python: a name gained `_` or left `__all__` while still defined' },
    { id: 'static-changed', severity: 'breaking', languages: both, description: 'a static member became an instance member or back (Python: method to `@staticmethod`/`@classmethod`)', severityNote: 'info for a Python `@classmethod` that became a `@staticmethod` or back (called alike; their parameters are compared); warning for a Python attribute that became a `ClassVar` or stopped being one (read alike)' },
    { id: 'abstract-added', severity: 'breaking', languages: both, description: 'a class or member became abstract (`abstract`, `@abstractmethod`, an `ABC` base)' },
    { id: 'constructor-changed', severity: 'breaking', languages: both, description: 'a constructor (`constructor`, `__init__`, or `__new__` where there is no `__init__`) signature changed; the message names the inner change', severityNote: 'warning when the new version inherits its constructor from a base not in view (not compared)' },
    { id: 'heritage-changed', severity: 'breaking', languages: both, description: '`extends`/`implements` or Python bases removed or changed', severityNote: 'warning for a TS interface entry replaced by a type the checker cannot compare (an interface is its members; one it finds equal is no change), and for a class factory call whose arguments changed (`extends mixin(...)`)' },
    { id: 'signature-members-changed', severity: 'breaking', languages: tsOnly, description: 'an interface call, construct or index signature changed' },
    { id: 'enum-member-removed', severity: 'breaking', languages: both, description: 'an enum member is gone' },
    { id: 'enum-member-value-changed', severity: 'breaking', languages: both, description: "an enum member's value changed", severityNote: 'warning where a side is not a literal (a name or an expression: `AF_INET`, `1 << 3`), whose value is not read; integers are compared as numbers (`0x8000` is `32768`)' },
    { id: 'enum-member-added', severity: 'warning', languages: both, description: 'a new enum member (breaks exhaustive switches and `Record<E, ...>`)', severityNote: 'info in Python' },
    { id: 'enum-const-toggled', severity: 'breaking', languages: tsOnly, description: '`enum`, `const enum` and `declare enum` switched' },
    { id: 'type-alias-changed', severity: 'warning', languages: both, description: "a type alias's body changed and now admits more (breaks readers, exhaustive code) or an unknown relation", severityNote: 'breaking when it admits less or something else (breaks writers)' },
    { id: 'constant-value-changed', severity: 'warning', languages: both, description: "an exported constant's literal value changed" },
    { id: 'variable-type-changed', severity: 'breaking', languages: both, description: "an exported variable's type changed", severityNote: 'info when a `const` narrowed; warning when the relation is unknown' },
    { id: 'decorator-changed', severity: 'warning', languages: both, description: 'a decorator added, removed or given other arguments (class, member, parameter)' },
    { id: 'deprecated-added', severity: 'info', languages: both, description: '`@deprecated` (JSDoc/TSDoc, PEP 702, a `.. deprecated::` docstring directive) added' },
    { id: 'release-tag-narrowed', severity: 'breaking', languages: tsOnly, description: 'TSDoc `@public` to `@beta`, `@alpha` or `@internal` (a member has its class\'s tag unless it says another; what was `@internal` is not public API and gives no finding)' },
    { id: 'package-entrypoint-removed', severity: 'breaking', languages: tsOnly, description: '`package.json` `exports` subpath, `main`, `module`, `types` or `bin` removed or retargeted', severityNote: 'an `exports` entry is followed as each consumer that reached it resolves it (`import` or `require`, on Node, in a browser or neither): a condition moved into another is no removal; warning when retargeted: the entry point still resolves, to a file not compared with the old one; info when retargeted to the same module in another format (`./add.js` → `./add.cjs`), or from a removed file to an added one, which are then compared as one module (with the declaration files beside them); info for the `exports` of a nested package.json without a `name` where the root package.json has an `exports` map: Node never reads them' },
    { id: 'side-unparseable', severity: 'warning', languages: both, description: 'base or head has syntax errors where the reader parses (Python: declarations, and the head\'s function bodies the base does not have), so there is no signature verdict for the file (alias: `unparseable`)' },
    { id: 'license-header-removed', severity: 'breaking', languages: both, description: 'a file-header copyright/license/SPDX comment is gone or changed (but for its years or version numbers: extending a copyright range or a release banner is no change)' },
    { id: 'doc-comment-removed', severity: 'warning', languages: both, description: 'a JSDoc/TSDoc comment or docstring removed from a public declaration that still exists' },
    { id: 'directive-comment-removed', severity: 'warning', languages: both, description: '`@ts-expect-error`, `eslint-disable`, `/// <reference>`, shebang, `# type: ignore`, `# noqa`, a coding cookie, ... removed while the code it governs remains' },
    { id: 'comment-removed', severity: 'warning', languages: both, description: 'a comment removed while the code it sits on remains', severityNote: 'info for TODO/FIXME/HACK/XXX comments' },
    { id: 'file-skipped', severity: 'info', languages: both, description: 'a note, not drift (not in the §7 catalogue): a binary version, one over 1 MB, or minified JavaScript (half of it on lines over 1,000 characters) was not analysed' },
    { id: 'comment-density-dropped', severity: 'warning', languages: both, description: "a file's comment share fell below half of what it was (counted when at least 3 comments existed); replaces the single `comment-removed` findings of that file" },
];
const byId = new Map(SIGNATURE_KINDS.map((k) => [k.id, k]));
/** The kinds said of a file's comments, not of its API. */
const COMMENT_KINDS = new Set([
    'license-header-removed',
    'doc-comment-removed',
    'directive-comment-removed',
    'comment-removed',
    'comment-density-dropped',
]);
/** The catalogue entry for a kind id; throws on an id that is not catalogued (a programming error). */
function signatureKind(id) {
    const kind = byId.get(id);
    if (!kind)
        throw new Error(`signature kind '${id}' is not in SIGNATURE_KINDS`);
    return kind;
}
/** Other names a kind may be given where a user names one (`.letitloop.yml`, bundles). */
const KIND_ALIASES = { unparseable: 'side-unparseable' };
/** The kind id a user-given name stands for, or undefined when it names no kind. */
function resolveKindName(name) {
    const id = KIND_ALIASES[name] ?? name;
    return byId.has(id) ? id : undefined;
}


/***/ }),

/***/ 8723:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   UE: () => (/* binding */ isInferred),
/* harmony export */   ge: () => (/* binding */ inModule),
/* harmony export */   gp: () => (/* binding */ declaredTypeVar),
/* harmony export */   vv: () => (/* binding */ detachedMember),
/* harmony export */   wV: () => (/* binding */ retargetKey)
/* harmony export */ });
/**
 * The parameter a Python module-level TypeVar stands for (`_T = TypeVar("_T", bound=X)`, read as
 * a type symbol whose one type parameter is itself), or undefined for any other symbol.
 */
function declaredTypeVar(s) {
    const p = s?.kind === 'type' && s.typeParams.length === 1 ? s.typeParams[0] : undefined;
    return p?.name === s?.name ? p : undefined;
}
/** An entry point's retarget as `comparedRetargets` holds it. */
function retargetKey(from, to) {
    return `${from} → ${to}`;
}
/** A name in a Python module as an import writes it: `pkg` and `x` → `pkg.x`, `.` and `x` → `.x`. */
function inModule(module, name) {
    return `${module}${module.endsWith('.') ? '' : '.'}${name}`;
}
/** A type TypeScript inferred (no annotation): its text is `(inferred …)`. */
function isInferred(t) {
    return t.text.startsWith('(inferred');
}
/**
 * A member as plain data, to compare outside the program it was read in: each type is its text,
 * an inferred one as `display` prints it, then `rewritten` (a base's type arguments put in).
 */
function detachedMember(member, display, rewritten = (text) => text) {
    const json = JSON.stringify(member, (_key, value) => {
        // A type: an object with a text (a TS one's is a getter, with a handle into its program).
        if (value === null || typeof value !== 'object' || typeof value.text !== 'string')
            return value;
        const ref = value;
        return { text: rewritten(isInferred(ref) ? display(ref) : ref.text) };
    });
    return JSON.parse(json);
}


/***/ }),

/***/ 6040:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AO: () => (/* binding */ moduleName),
/* harmony export */   Ji: () => (/* binding */ specifierCandidates),
/* harmony export */   cD: () => (/* binding */ moduleOf)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/**
 * A relative TS/JS module specifier as the module it names, however it is spelled: `./api`,
 * `./api.js` and `./api.ts` are one module, and so are `./core` and `./core/index(.js)`. A package
 * specifier is itself.
 */
function moduleOf(specifier) {
    if (!/^\.{1,2}\//.test(specifier))
        return specifier;
    return specifier.replace(/(?:\.d)?\.[cm]?[jt]sx?$/, '').replace(/\/index$/, '');
}
/**
 * An import source (`'./m'`, `'./m.js'.X`: see TsContext.importSources) with its module named as
 * one spelling (`'./NonEmptyArray'`, `'./NonEmptyArray.js'`: one module).
 */
function moduleName(source) {
    return source.replace(/^'([^']*)'/, (_, specifier) => `'${moduleOf(specifier)}'`);
}
/** What an import specifier may name, by the extension it is written with. */
const WRITTEN_AS = {
    '.js': ['.ts', '.tsx', '.d.ts', '.js'],
    '.jsx': ['.tsx', '.jsx'],
    '.mjs': ['.mts', '.d.mts', '.mjs'],
    '.cjs': ['.cts', '.d.cts', '.cjs'],
    // A declaration file imports `./x.ts` as its source did (`rewriteRelativeImportExtensions`).
    '.ts': ['.ts', '.d.ts'],
    '.tsx': ['.tsx', '.d.ts'],
    '.mts': ['.mts', '.d.mts'],
    '.cts': ['.cts', '.d.cts'],
};
/** The extensions tried for a specifier written without one, then for its folder's `index`. */
const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mts', '.cts', '.mjs', '.cjs'];
/** The paths a relative specifier may name from `importer`, in the order TypeScript tries them. */
function specifierCandidates(importer, specifier) {
    const target = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(importer), specifier);
    const written = /\.[cm]?[jt]sx?$/.exec(target)?.[0];
    const stem = written ? target.slice(0, -written.length) : target;
    return written
        ? (WRITTEN_AS[written] ?? []).map((e) => stem + e)
        : [...EXTENSIONS.map((e) => target + e), ...EXTENSIONS.map((e) => `${target}/index${e}`)];
}


/***/ }),

/***/ 8633:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Fs: () => (/* binding */ searchWasmFrom),
/* harmony export */   OW: () => (/* binding */ pythonParser),
/* harmony export */   mk: () => (/* binding */ firstSyntaxError)
/* harmony export */ });
/* unused harmony export locateWasm */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


const RUNTIME = { file: 'web-tree-sitter.wasm', pkg: 'web-tree-sitter' };
const GRAMMAR = { file: 'tree-sitter-python.wasm', pkg: 'tree-sitter-python' };
/**
 * Finds a `.wasm` file: beside the running bundle (dist/, where scripts/bundle.mjs copies both),
 * else in the `node_modules` of this folder or any ancestor (running from source, lib/ or tests).
 */
function locateWasm(asset, from = __dirname) {
    const tried = [(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(from, asset.file)];
    for (let dir = from;; dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir)) {
        tried.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'node_modules', asset.pkg, asset.file));
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir) === dir)
            break;
    }
    const found = tried.find((p) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(p));
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
        const { Parser, Language, Edit } = __nccwpck_require__(551);
        const runtime = locateWasm(RUNTIME, wasmFrom);
        await Parser.init({ locateFile: () => runtime });
        const language = await Language.load((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(locateWasm(GRAMMAR, wasmFrom)));
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


/***/ }),

/***/ 8697:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CW: () => (/* binding */ APOSTROPHE),
/* harmony export */   H2: () => (/* binding */ firstIndexAtOrAfter),
/* harmony export */   Nl: () => (/* binding */ BANG),
/* harmony export */   Vw: () => (/* binding */ STAR),
/* harmony export */   Yv: () => (/* binding */ isWhitespace),
/* harmony export */   _$: () => (/* binding */ lineStarts),
/* harmony export */   jA: () => (/* binding */ QUOTE),
/* harmony export */   mh: () => (/* binding */ lineAt),
/* harmony export */   o: () => (/* binding */ SLASH),
/* harmony export */   r_: () => (/* binding */ BACKSLASH),
/* harmony export */   rw: () => (/* binding */ BACKTICK),
/* harmony export */   t6: () => (/* binding */ SPACE),
/* harmony export */   v9: () => (/* binding */ HASH),
/* harmony export */   wn: () => (/* binding */ TAB)
/* harmony export */ });
/** Positions and characters of source text, shared by the comment and surface readers. */

/** Line starts, for many offset → line look-ups in one file. */
function lineStarts(source) {
    const starts = [0];
    for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1))
        starts.push(i + 1);
    return starts;
}
function lineAt(starts, offset) {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= offset)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo + 1;
}
/** The index of the first of the sorted `values` that is at least `at`, or `values.length`. */
function firstIndexAtOrAfter(values, at) {
    let lo = 0;
    let hi = values.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (values[mid] < at)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
/** JavaScript's `\s`, for one UTF-16 code unit. */
function isWhitespace(c) {
    // Most characters are printable ASCII: one range test decides them.
    if (c > 32 && c < 0xa0)
        return false;
    return (c === 32 ||
        (c >= 9 && c <= 13) ||
        c === 0xa0 ||
        c === 0x1680 ||
        (c >= 0x2000 && c <= 0x200a) ||
        c === 0x2028 ||
        c === 0x2029 ||
        c === 0x202f ||
        c === 0x205f ||
        c === 0x3000 ||
        c === 0xfeff);
}
/** UTF-16 code units the comment and text scanners test for. */
const TAB = 9;
const SPACE = 32;
const BANG = 33;
const QUOTE = 34;
const HASH = 35;
const APOSTROPHE = 39;
const STAR = 42;
const SLASH = 47;
const BACKSLASH = 92;
const BACKTICK = 96;


/***/ }),

/***/ 6174:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   EN: () => (/* binding */ splitTopLevel),
/* harmony export */   Gc: () => (/* binding */ wholeNames),
/* harmony export */   M9: () => (/* binding */ isStrOrBytes),
/* harmony export */   QH: () => (/* binding */ withoutRepeatedMembers),
/* harmony export */   VT: () => (/* binding */ unionMembers),
/* harmony export */   Yz: () => (/* binding */ isAnyStr),
/* harmony export */   aw: () => (/* binding */ isLiteralType),
/* harmony export */   f4: () => (/* binding */ withoutUndefinedMember),
/* harmony export */   gD: () => (/* binding */ guardParts),
/* harmony export */   og: () => (/* binding */ textRelation),
/* harmony export */   s0: () => (/* binding */ isDynamicType),
/* harmony export */   u2: () => (/* binding */ arraySpelling),
/* harmony export */   vp: () => (/* binding */ isNamedTypeText),
/* harmony export */   xf: () => (/* binding */ namesReplaced)
/* harmony export */ });
/** Top-level union members; a text that is not a union (or not safely splittable) is one member. */
function unionMembers(text) {
    const t = text.trim();
    const optional = subscriptOf(t, 'Optional');
    if (optional !== undefined)
        return [...unionMembers(optional), 'None'];
    const union = subscriptOf(t, 'Union');
    if (union !== undefined)
        return splitTopLevel(union, ',').flatMap(unionMembers);
    // PEP 586: `Literal["a", "b"]` is `Literal["a"] | Literal["b"]`.
    const literal = subscriptOf(t, 'Literal');
    if (literal !== undefined)
        return splitTopLevel(literal, ',').map((v) => `Literal[${v}]`);
    if (hasTopLevel(t, '=>'))
        return [t];
    const parts = splitTopLevel(t, '|');
    if (parts.length === 1) {
        const inner = stripParens(t);
        return inner === t ? [t] : unionMembers(inner);
    }
    return parts.flatMap(unionMembers);
}
/**
 * Python's spellings of `Any`: typeshed's aliases of it (`Incomplete` for "not typed yet",
 * `MaybeNone` for "may be None, unchecked") included.
 */
const PY_ANY = /^((typing|typing_extensions)\.)?Any$|^(_typeshed\.)?(Incomplete|MaybeNone)$/;
/**
 * A type that turns checking off: TS `any` or a union with it (`string | any` is `any`); Python
 * `Any` or a union with it (`int | MaybeNone`). Every use of the old type still type-checks
 * against it, but the type is lost.
 */
function isDynamicType(language, text) {
    if (language === 'ts')
        return unionMembers(text).includes('any');
    return unionMembers(text).some((m) => PY_ANY.test(m));
}
/** A TS literal type's text (`'auto'`, `1`, `-1`, `true`, a template). */
function isLiteralType(text) {
    return /^(['"`\d-]|true$|false$)/.test(text);
}
// (Normalized text leaves no space before a bracket: `v is{a: string}`.)
const GUARD = /^(asserts\s+)?([\w$]+)\s+is(?:\s+|(?=[{[(]))/;
/** The parts of a type guard's text (`x is T`, `asserts this is T`), or undefined. */
function guardParts(text) {
    const m = GUARD.exec(text);
    if (!m)
        return undefined;
    return { asserts: m[1] !== undefined, subject: m[2], target: text.slice(m[0].length) };
}
/**
 * `X` of `name[X]` (or `typing.name[X]`) when the brackets enclose the rest of the text:
 * `Optional[A] | Optional[B]` is a union of two, not `Optional` of `A] | Optional[B`.
 */
function subscriptOf(t, name) {
    const open = t.startsWith(`typing.${name}[`)
        ? name.length + 7
        : t.startsWith(`${name}[`)
            ? name.length
            : -1;
    return open !== -1 && closesAtEnd(t, open) ? t.slice(open + 1, -1) : undefined;
}
/** Whether the bracket opened at `open` closes at the text's last character. */
function closesAtEnd(t, open) {
    return groupEnd(t, open) === t.length - 1;
}
/** `(A | B)` → `A | B`, when the outer parentheses enclose the whole text. */
function stripParens(t) {
    return t.startsWith('(') && closesAtEnd(t, 0) ? t.slice(1, -1).trim() : t;
}
function hasTopLevel(t, token) {
    return splitTopLevel(t, token).length > 1;
}
/** Splits at `sep` outside brackets and quotes. */
function splitTopLevel(text, sep) {
    const out = [];
    let depth = 0;
    let quote = '';
    let start = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (quote) {
            if (c === '\\')
                i++;
            else if (c === quote)
                quote = '';
            continue;
        }
        if (c === '"' || c === "'" || c === '`')
            quote = c;
        else if ('([{<'.includes(c))
            depth++;
        else if (')]}'.includes(c) || (c === '>' && text[i - 1] !== '='))
            depth--;
        else if (depth === 0 && text.startsWith(sep, i)) {
            out.push(text.slice(start, i).trim());
            start = i + sep.length;
            i += sep.length - 1;
        }
    }
    out.push(text.slice(start).trim());
    return out.filter((p) => p !== '');
}
/** The relation of two union types by their member sets, when one contains the other. */
function textRelation(base, head) {
    const unionLike = /\||Optional\[|Union\[|Literal\[/;
    if (!unionLike.test(base) && !unionLike.test(head))
        return undefined;
    const a = new Set(unionMembers(base));
    const b = new Set(unionMembers(head));
    if (a.size < 2 && b.size < 2)
        return undefined;
    const aInB = [...a].every((m) => b.has(m));
    const bInA = [...b].every((m) => a.has(m));
    if (aInB && bInA)
        return 'equal';
    if (aInB)
        return 'wider';
    if (bInA)
        return 'narrower';
    return undefined;
}
/** A TS type's text without an `undefined` union member (`never` when that is all it is). */
function withoutUndefinedMember(text) {
    const members = unionMembers(text);
    const defined = members.filter((m) => m !== 'undefined');
    if (defined.length === members.length)
        return text;
    // (A function or conditional type is a union member in parentheses, as it was written.)
    const member = (m) => (hasTopLevel(m, '=>') || hasTopLevel(m, '?') ? `(${m})` : m);
    if (defined.length < 2)
        return defined[0] ?? 'never';
    return defined.map(member).join(' | ');
}
/** A type written as a name, maybe with arguments (`Listener`, `ns.Handler<T>`): what it is lies elsewhere. */
function isNamedTypeText(text) {
    return /^[A-Za-z_$][\w$.]*(<.*>)?$/s.test(text);
}
/** Python's `typing.AnyStr`: the TypeVar constrained to `str` and `bytes`. */
function isAnyStr(text) {
    return /^(typing\.)?AnyStr$/.test(text);
}
/** One of the two types `AnyStr` binds to. */
function isStrOrBytes(text) {
    return /^(builtins\.)?(str|bytes)$/.test(text);
}
/**
 * TS array types in one spelling: `Array<T>` → `T[]`, `ReadonlyArray<T>` → `readonly T[]`, where
 * `T` is a name, maybe an array itself (other arguments are left as written).
 */
function arraySpelling(text) {
    if (!text.includes('Array<'))
        return text;
    return text
        .replace(/(?<![\w$.])ReadonlyArray<([\w$.]+(?:\[\])*)>/g, 'readonly $1[]')
        .replace(/(?<![\w$.])Array<([\w$.]+(?:\[\])*)>/g, '$1[]');
}
/** Replaces each name `to` maps (a whole identifier, not a property after `.`) in a type text. */
function namesReplaced(to) {
    if (to.size === 0)
        return (text) => text;
    const pattern = wholeNames(to.keys(), 'g');
    return (text) => text.replace(pattern, (name) => to.get(name));
}
/** A pattern of `names` as whole identifiers in a type text, not properties after `.`. */
function wholeNames(names, flags = '') {
    const alternatives = [...names].map((n) => n.replace(/\$/g, '\\$')).join('|');
    return new RegExp(`(?<![\\w$.])(${alternatives})(?![\\w$])`, flags);
}
const OPEN = '([{<';
const CLOSE = { '(': ')', '[': ']', '{': '}', '<': '>' };
/**
 * A type text with each union's repeated members dropped, at every depth (`Promise<A | A>` →
 * `Promise<A>`); lists inside brackets are rejoined with `, ` and `;`. For comparing two texts
 * read the same way, not for showing.
 */
function withoutRepeatedMembers(text) {
    const members = splitTopLevel(text, '|').map(groupsWithoutRepeats);
    return [...new Set(members)].join(' | ');
}
/** Each bracket group of a union member with its lists' unions deduplicated. */
function groupsWithoutRepeats(member) {
    let out = '';
    let at = 0;
    for (let i = 0; i < member.length; i++) {
        const c = member[i];
        if (c === '"' || c === "'" || c === '`') {
            i = quoteEnd(member, i);
            continue;
        }
        if (!OPEN.includes(c) || (c === '<' && i === 0))
            continue;
        const end = groupEnd(member, i);
        if (end === -1)
            return member;
        const lists = splitTopLevel(member.slice(i + 1, end), ',').map((part) => splitTopLevel(part, ';').map(withoutRepeatedMembers).join(';'));
        out += `${member.slice(at, i + 1)}${lists.join(', ')}${CLOSE[c]}`;
        at = end + 1;
        i = end;
    }
    return out + member.slice(at);
}
/** Where the quote opened at `open` closes (its index), or the text's end. */
function quoteEnd(text, open) {
    for (let i = open + 1; i < text.length; i++) {
        if (text[i] === '\\')
            i++;
        else if (text[i] === text[open])
            return i;
    }
    return text.length;
}
/** Where the bracket opened at `open` closes (an arrow's `=>` is no bracket), or -1. */
function groupEnd(text, open) {
    let depth = 0;
    for (let i = open; i < text.length; i++) {
        const c = text[i];
        if (c === '"' || c === "'" || c === '`')
            i = quoteEnd(text, i);
        else if (OPEN.includes(c))
            depth++;
        else if (')]}'.includes(c) || (c === '>' && text[i - 1] !== '=')) {
            if (--depth === 0)
                return i;
        }
    }
    return -1;
}


/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = require("crypto");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = require("fs");

/***/ }),

/***/ 1943:
/***/ ((module) => {

module.exports = require("fs/promises");

/***/ }),

/***/ 264:
/***/ ((module) => {

module.exports = require("inspector");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = require("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = require("node:fs/promises");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = require("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = require("node:path");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = require("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = require("path");

/***/ }),

/***/ 2987:
/***/ ((module) => {

module.exports = require("perf_hooks");

/***/ }),

/***/ 7016:
/***/ ((module) => {

module.exports = require("url");

/***/ }),

/***/ 551:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {


var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name2 in all)
    __defProp(target, name2, { get: all[name2], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// lib/web-tree-sitter.cjs
var require_web_tree_sitter = __commonJS({
  "lib/web-tree-sitter.cjs"(exports, module) {
    "use strict";
    var Module = (() => {
      var _scriptName = typeof document != "undefined" ? document.currentScript?.src : void 0;
      return async function(moduleArg = {}) {
        var moduleRtn;
        var Module = moduleArg;
        var ENVIRONMENT_IS_WEB = typeof window == "object";
        var ENVIRONMENT_IS_WORKER = typeof WorkerGlobalScope != "undefined";
        var ENVIRONMENT_IS_NODE = typeof process == "object" && process.versions?.node && process.type != "renderer";
        Module.currentQueryProgressCallback = null;
        Module.currentProgressCallback = null;
        Module.currentLogCallback = null;
        Module.currentParseCallback = null;
        var arguments_ = [];
        var thisProgram = "./this.program";
        var quit_ = /* @__PURE__ */ __name((status, toThrow) => {
          throw toThrow;
        }, "quit_");
        if (typeof __filename != "undefined") {
          _scriptName = __filename;
        } else if (ENVIRONMENT_IS_WORKER) {
          _scriptName = self.location.href;
        }
        var scriptDirectory = "";
        function locateFile(path) {
          if (Module["locateFile"]) {
            return Module["locateFile"](path, scriptDirectory);
          }
          return scriptDirectory + path;
        }
        __name(locateFile, "locateFile");
        var readAsync, readBinary;
        if (ENVIRONMENT_IS_NODE) {
          var fs = __nccwpck_require__(9896);
          scriptDirectory = __dirname + "/";
          readBinary = /* @__PURE__ */ __name((filename) => {
            filename = isFileURI(filename) ? new URL(filename) : filename;
            var ret = fs.readFileSync(filename);
            return ret;
          }, "readBinary");
          readAsync = /* @__PURE__ */ __name(async (filename, binary2 = true) => {
            filename = isFileURI(filename) ? new URL(filename) : filename;
            var ret = fs.readFileSync(filename, binary2 ? void 0 : "utf8");
            return ret;
          }, "readAsync");
          if (process.argv.length > 1) {
            thisProgram = process.argv[1].replace(/\\/g, "/");
          }
          arguments_ = process.argv.slice(2);
          quit_ = /* @__PURE__ */ __name((status, toThrow) => {
            process.exitCode = status;
            throw toThrow;
          }, "quit_");
        } else if (ENVIRONMENT_IS_WEB || ENVIRONMENT_IS_WORKER) {
          try {
            scriptDirectory = new URL(".", _scriptName).href;
          } catch {
          }
          {
            if (ENVIRONMENT_IS_WORKER) {
              readBinary = /* @__PURE__ */ __name((url) => {
                var xhr = new XMLHttpRequest();
                xhr.open("GET", url, false);
                xhr.responseType = "arraybuffer";
                xhr.send(null);
                return new Uint8Array(
                  /** @type{!ArrayBuffer} */
                  xhr.response
                );
              }, "readBinary");
            }
            readAsync = /* @__PURE__ */ __name(async (url) => {
              if (isFileURI(url)) {
                return new Promise((resolve, reject) => {
                  var xhr = new XMLHttpRequest();
                  xhr.open("GET", url, true);
                  xhr.responseType = "arraybuffer";
                  xhr.onload = () => {
                    if (xhr.status == 200 || xhr.status == 0 && xhr.response) {
                      resolve(xhr.response);
                      return;
                    }
                    reject(xhr.status);
                  };
                  xhr.onerror = reject;
                  xhr.send(null);
                });
              }
              var response = await fetch(url, {
                credentials: "same-origin"
              });
              if (response.ok) {
                return response.arrayBuffer();
              }
              throw new Error(response.status + " : " + response.url);
            }, "readAsync");
          }
        } else {
        }
        var out = console.log.bind(console);
        var err = console.error.bind(console);
        var dynamicLibraries = [];
        var wasmBinary;
        var ABORT = false;
        var EXITSTATUS;
        var isFileURI = /* @__PURE__ */ __name((filename) => filename.startsWith("file://"), "isFileURI");
        var readyPromiseResolve, readyPromiseReject;
        var wasmMemory;
        var HEAP8, HEAPU8, HEAP16, HEAPU16, HEAP32, HEAPU32, HEAPF32, HEAPF64;
        var HEAP64, HEAPU64;
        var HEAP_DATA_VIEW;
        var runtimeInitialized = false;
        function updateMemoryViews() {
          var b = wasmMemory.buffer;
          Module["HEAP8"] = HEAP8 = new Int8Array(b);
          Module["HEAP16"] = HEAP16 = new Int16Array(b);
          Module["HEAPU8"] = HEAPU8 = new Uint8Array(b);
          Module["HEAPU16"] = HEAPU16 = new Uint16Array(b);
          Module["HEAP32"] = HEAP32 = new Int32Array(b);
          Module["HEAPU32"] = HEAPU32 = new Uint32Array(b);
          Module["HEAPF32"] = HEAPF32 = new Float32Array(b);
          Module["HEAPF64"] = HEAPF64 = new Float64Array(b);
          Module["HEAP64"] = HEAP64 = new BigInt64Array(b);
          Module["HEAPU64"] = HEAPU64 = new BigUint64Array(b);
          Module["HEAP_DATA_VIEW"] = HEAP_DATA_VIEW = new DataView(b);
          LE_HEAP_UPDATE();
        }
        __name(updateMemoryViews, "updateMemoryViews");
        function initMemory() {
          if (Module["wasmMemory"]) {
            wasmMemory = Module["wasmMemory"];
          } else {
            var INITIAL_MEMORY = Module["INITIAL_MEMORY"] || 33554432;
            wasmMemory = new WebAssembly.Memory({
              "initial": INITIAL_MEMORY / 65536,
              // In theory we should not need to emit the maximum if we want "unlimited"
              // or 4GB of memory, but VMs error on that atm, see
              // https://github.com/emscripten-core/emscripten/issues/14130
              // And in the pthreads case we definitely need to emit a maximum. So
              // always emit one.
              "maximum": 32768
            });
          }
          updateMemoryViews();
        }
        __name(initMemory, "initMemory");
        var __RELOC_FUNCS__ = [];
        function preRun() {
          if (Module["preRun"]) {
            if (typeof Module["preRun"] == "function") Module["preRun"] = [Module["preRun"]];
            while (Module["preRun"].length) {
              addOnPreRun(Module["preRun"].shift());
            }
          }
          callRuntimeCallbacks(onPreRuns);
        }
        __name(preRun, "preRun");
        function initRuntime() {
          runtimeInitialized = true;
          callRuntimeCallbacks(__RELOC_FUNCS__);
          wasmExports["__wasm_call_ctors"]();
          callRuntimeCallbacks(onPostCtors);
        }
        __name(initRuntime, "initRuntime");
        function preMain() {
        }
        __name(preMain, "preMain");
        function postRun() {
          if (Module["postRun"]) {
            if (typeof Module["postRun"] == "function") Module["postRun"] = [Module["postRun"]];
            while (Module["postRun"].length) {
              addOnPostRun(Module["postRun"].shift());
            }
          }
          callRuntimeCallbacks(onPostRuns);
        }
        __name(postRun, "postRun");
        function abort(what) {
          Module["onAbort"]?.(what);
          what = "Aborted(" + what + ")";
          err(what);
          ABORT = true;
          what += ". Build with -sASSERTIONS for more info.";
          var e = new WebAssembly.RuntimeError(what);
          readyPromiseReject?.(e);
          throw e;
        }
        __name(abort, "abort");
        var wasmBinaryFile;
        function findWasmBinary() {
          return locateFile("web-tree-sitter.wasm");
        }
        __name(findWasmBinary, "findWasmBinary");
        function getBinarySync(file) {
          if (file == wasmBinaryFile && wasmBinary) {
            return new Uint8Array(wasmBinary);
          }
          if (readBinary) {
            return readBinary(file);
          }
          throw "both async and sync fetching of the wasm failed";
        }
        __name(getBinarySync, "getBinarySync");
        async function getWasmBinary(binaryFile) {
          if (!wasmBinary) {
            try {
              var response = await readAsync(binaryFile);
              return new Uint8Array(response);
            } catch {
            }
          }
          return getBinarySync(binaryFile);
        }
        __name(getWasmBinary, "getWasmBinary");
        async function instantiateArrayBuffer(binaryFile, imports) {
          try {
            var binary2 = await getWasmBinary(binaryFile);
            var instance2 = await WebAssembly.instantiate(binary2, imports);
            return instance2;
          } catch (reason) {
            err(`failed to asynchronously prepare wasm: ${reason}`);
            abort(reason);
          }
        }
        __name(instantiateArrayBuffer, "instantiateArrayBuffer");
        async function instantiateAsync(binary2, binaryFile, imports) {
          if (!binary2 && !isFileURI(binaryFile) && !ENVIRONMENT_IS_NODE) {
            try {
              var response = fetch(binaryFile, {
                credentials: "same-origin"
              });
              var instantiationResult = await WebAssembly.instantiateStreaming(response, imports);
              return instantiationResult;
            } catch (reason) {
              err(`wasm streaming compile failed: ${reason}`);
              err("falling back to ArrayBuffer instantiation");
            }
          }
          return instantiateArrayBuffer(binaryFile, imports);
        }
        __name(instantiateAsync, "instantiateAsync");
        function getWasmImports() {
          return {
            "env": wasmImports,
            "wasi_snapshot_preview1": wasmImports,
            "GOT.mem": new Proxy(wasmImports, GOTHandler),
            "GOT.func": new Proxy(wasmImports, GOTHandler)
          };
        }
        __name(getWasmImports, "getWasmImports");
        async function createWasm() {
          function receiveInstance(instance2, module2) {
            wasmExports = instance2.exports;
            wasmExports = relocateExports(wasmExports, 1024);
            var metadata2 = getDylinkMetadata(module2);
            if (metadata2.neededDynlibs) {
              dynamicLibraries = metadata2.neededDynlibs.concat(dynamicLibraries);
            }
            mergeLibSymbols(wasmExports, "main");
            LDSO.init();
            loadDylibs();
            __RELOC_FUNCS__.push(wasmExports["__wasm_apply_data_relocs"]);
            assignWasmExports(wasmExports);
            return wasmExports;
          }
          __name(receiveInstance, "receiveInstance");
          function receiveInstantiationResult(result2) {
            return receiveInstance(result2["instance"], result2["module"]);
          }
          __name(receiveInstantiationResult, "receiveInstantiationResult");
          var info2 = getWasmImports();
          if (Module["instantiateWasm"]) {
            return new Promise((resolve, reject) => {
              Module["instantiateWasm"](info2, (mod, inst) => {
                resolve(receiveInstance(mod, inst));
              });
            });
          }
          wasmBinaryFile ??= findWasmBinary();
          var result = await instantiateAsync(wasmBinary, wasmBinaryFile, info2);
          var exports2 = receiveInstantiationResult(result);
          return exports2;
        }
        __name(createWasm, "createWasm");
        class ExitStatus {
          static {
            __name(this, "ExitStatus");
          }
          name = "ExitStatus";
          constructor(status) {
            this.message = `Program terminated with exit(${status})`;
            this.status = status;
          }
        }
        var GOT = {};
        var currentModuleWeakSymbols = /* @__PURE__ */ new Set([]);
        var GOTHandler = {
          get(obj, symName) {
            var rtn = GOT[symName];
            if (!rtn) {
              rtn = GOT[symName] = new WebAssembly.Global({
                "value": "i32",
                "mutable": true
              });
            }
            if (!currentModuleWeakSymbols.has(symName)) {
              rtn.required = true;
            }
            return rtn;
          }
        };
        var LE_ATOMICS_NATIVE_BYTE_ORDER = [];
        var LE_HEAP_LOAD_F32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat32(byteOffset, true), "LE_HEAP_LOAD_F32");
        var LE_HEAP_LOAD_F64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat64(byteOffset, true), "LE_HEAP_LOAD_F64");
        var LE_HEAP_LOAD_I16 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt16(byteOffset, true), "LE_HEAP_LOAD_I16");
        var LE_HEAP_LOAD_I32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt32(byteOffset, true), "LE_HEAP_LOAD_I32");
        var LE_HEAP_LOAD_I64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getBigInt64(byteOffset, true), "LE_HEAP_LOAD_I64");
        var LE_HEAP_LOAD_U32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getUint32(byteOffset, true), "LE_HEAP_LOAD_U32");
        var LE_HEAP_STORE_F32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat32(byteOffset, value, true), "LE_HEAP_STORE_F32");
        var LE_HEAP_STORE_F64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat64(byteOffset, value, true), "LE_HEAP_STORE_F64");
        var LE_HEAP_STORE_I16 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt16(byteOffset, value, true), "LE_HEAP_STORE_I16");
        var LE_HEAP_STORE_I32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt32(byteOffset, value, true), "LE_HEAP_STORE_I32");
        var LE_HEAP_STORE_I64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setBigInt64(byteOffset, value, true), "LE_HEAP_STORE_I64");
        var LE_HEAP_STORE_U32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setUint32(byteOffset, value, true), "LE_HEAP_STORE_U32");
        var callRuntimeCallbacks = /* @__PURE__ */ __name((callbacks) => {
          while (callbacks.length > 0) {
            callbacks.shift()(Module);
          }
        }, "callRuntimeCallbacks");
        var onPostRuns = [];
        var addOnPostRun = /* @__PURE__ */ __name((cb) => onPostRuns.push(cb), "addOnPostRun");
        var onPreRuns = [];
        var addOnPreRun = /* @__PURE__ */ __name((cb) => onPreRuns.push(cb), "addOnPreRun");
        var UTF8Decoder = typeof TextDecoder != "undefined" ? new TextDecoder() : void 0;
        var findStringEnd = /* @__PURE__ */ __name((heapOrArray, idx, maxBytesToRead, ignoreNul) => {
          var maxIdx = idx + maxBytesToRead;
          if (ignoreNul) return maxIdx;
          while (heapOrArray[idx] && !(idx >= maxIdx)) ++idx;
          return idx;
        }, "findStringEnd");
        var UTF8ArrayToString = /* @__PURE__ */ __name((heapOrArray, idx = 0, maxBytesToRead, ignoreNul) => {
          var endPtr = findStringEnd(heapOrArray, idx, maxBytesToRead, ignoreNul);
          if (endPtr - idx > 16 && heapOrArray.buffer && UTF8Decoder) {
            return UTF8Decoder.decode(heapOrArray.subarray(idx, endPtr));
          }
          var str = "";
          while (idx < endPtr) {
            var u0 = heapOrArray[idx++];
            if (!(u0 & 128)) {
              str += String.fromCharCode(u0);
              continue;
            }
            var u1 = heapOrArray[idx++] & 63;
            if ((u0 & 224) == 192) {
              str += String.fromCharCode((u0 & 31) << 6 | u1);
              continue;
            }
            var u2 = heapOrArray[idx++] & 63;
            if ((u0 & 240) == 224) {
              u0 = (u0 & 15) << 12 | u1 << 6 | u2;
            } else {
              u0 = (u0 & 7) << 18 | u1 << 12 | u2 << 6 | heapOrArray[idx++] & 63;
            }
            if (u0 < 65536) {
              str += String.fromCharCode(u0);
            } else {
              var ch = u0 - 65536;
              str += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
            }
          }
          return str;
        }, "UTF8ArrayToString");
        var getDylinkMetadata = /* @__PURE__ */ __name((binary2) => {
          var offset = 0;
          var end = 0;
          function getU8() {
            return binary2[offset++];
          }
          __name(getU8, "getU8");
          function getLEB() {
            var ret = 0;
            var mul = 1;
            while (1) {
              var byte = binary2[offset++];
              ret += (byte & 127) * mul;
              mul *= 128;
              if (!(byte & 128)) break;
            }
            return ret;
          }
          __name(getLEB, "getLEB");
          function getString() {
            var len = getLEB();
            offset += len;
            return UTF8ArrayToString(binary2, offset - len, len);
          }
          __name(getString, "getString");
          function getStringList() {
            var count2 = getLEB();
            var rtn = [];
            while (count2--) rtn.push(getString());
            return rtn;
          }
          __name(getStringList, "getStringList");
          function failIf(condition, message) {
            if (condition) throw new Error(message);
          }
          __name(failIf, "failIf");
          if (binary2 instanceof WebAssembly.Module) {
            var dylinkSection = WebAssembly.Module.customSections(binary2, "dylink.0");
            failIf(dylinkSection.length === 0, "need dylink section");
            binary2 = new Uint8Array(dylinkSection[0]);
            end = binary2.length;
          } else {
            var int32View = new Uint32Array(new Uint8Array(binary2.subarray(0, 24)).buffer);
            var magicNumberFound = int32View[0] == 1836278016 || int32View[0] == 6386541;
            failIf(!magicNumberFound, "need to see wasm magic number");
            failIf(binary2[8] !== 0, "need the dylink section to be first");
            offset = 9;
            var section_size = getLEB();
            end = offset + section_size;
            var name2 = getString();
            failIf(name2 !== "dylink.0");
          }
          var customSection = {
            neededDynlibs: [],
            tlsExports: /* @__PURE__ */ new Set(),
            weakImports: /* @__PURE__ */ new Set(),
            runtimePaths: []
          };
          var WASM_DYLINK_MEM_INFO = 1;
          var WASM_DYLINK_NEEDED = 2;
          var WASM_DYLINK_EXPORT_INFO = 3;
          var WASM_DYLINK_IMPORT_INFO = 4;
          var WASM_DYLINK_RUNTIME_PATH = 5;
          var WASM_SYMBOL_TLS = 256;
          var WASM_SYMBOL_BINDING_MASK = 3;
          var WASM_SYMBOL_BINDING_WEAK = 1;
          while (offset < end) {
            var subsectionType = getU8();
            var subsectionSize = getLEB();
            if (subsectionType === WASM_DYLINK_MEM_INFO) {
              customSection.memorySize = getLEB();
              customSection.memoryAlign = getLEB();
              customSection.tableSize = getLEB();
              customSection.tableAlign = getLEB();
            } else if (subsectionType === WASM_DYLINK_NEEDED) {
              customSection.neededDynlibs = getStringList();
            } else if (subsectionType === WASM_DYLINK_EXPORT_INFO) {
              var count = getLEB();
              while (count--) {
                var symname = getString();
                var flags2 = getLEB();
                if (flags2 & WASM_SYMBOL_TLS) {
                  customSection.tlsExports.add(symname);
                }
              }
            } else if (subsectionType === WASM_DYLINK_IMPORT_INFO) {
              var count = getLEB();
              while (count--) {
                var modname = getString();
                var symname = getString();
                var flags2 = getLEB();
                if ((flags2 & WASM_SYMBOL_BINDING_MASK) == WASM_SYMBOL_BINDING_WEAK) {
                  customSection.weakImports.add(symname);
                }
              }
            } else if (subsectionType === WASM_DYLINK_RUNTIME_PATH) {
              customSection.runtimePaths = getStringList();
            } else {
              offset += subsectionSize;
            }
          }
          return customSection;
        }, "getDylinkMetadata");
        function getValue(ptr, type = "i8") {
          if (type.endsWith("*")) type = "*";
          switch (type) {
            case "i1":
              return HEAP8[ptr];
            case "i8":
              return HEAP8[ptr];
            case "i16":
              return LE_HEAP_LOAD_I16((ptr >> 1) * 2);
            case "i32":
              return LE_HEAP_LOAD_I32((ptr >> 2) * 4);
            case "i64":
              return LE_HEAP_LOAD_I64((ptr >> 3) * 8);
            case "float":
              return LE_HEAP_LOAD_F32((ptr >> 2) * 4);
            case "double":
              return LE_HEAP_LOAD_F64((ptr >> 3) * 8);
            case "*":
              return LE_HEAP_LOAD_U32((ptr >> 2) * 4);
            default:
              abort(`invalid type for getValue: ${type}`);
          }
        }
        __name(getValue, "getValue");
        var newDSO = /* @__PURE__ */ __name((name2, handle2, syms) => {
          var dso = {
            refcount: Infinity,
            name: name2,
            exports: syms,
            global: true
          };
          LDSO.loadedLibsByName[name2] = dso;
          if (handle2 != void 0) {
            LDSO.loadedLibsByHandle[handle2] = dso;
          }
          return dso;
        }, "newDSO");
        var LDSO = {
          loadedLibsByName: {},
          loadedLibsByHandle: {},
          init() {
            newDSO("__main__", 0, wasmImports);
          }
        };
        var ___heap_base = 82240;
        var alignMemory = /* @__PURE__ */ __name((size, alignment) => Math.ceil(size / alignment) * alignment, "alignMemory");
        var getMemory = /* @__PURE__ */ __name((size) => {
          if (runtimeInitialized) {
            return _calloc(size, 1);
          }
          var ret = ___heap_base;
          var end = ret + alignMemory(size, 16);
          ___heap_base = end;
          GOT["__heap_base"].value = end;
          return ret;
        }, "getMemory");
        var isInternalSym = /* @__PURE__ */ __name((symName) => ["__cpp_exception", "__c_longjmp", "__wasm_apply_data_relocs", "__dso_handle", "__tls_size", "__tls_align", "__set_stack_limits", "_emscripten_tls_init", "__wasm_init_tls", "__wasm_call_ctors", "__start_em_asm", "__stop_em_asm", "__start_em_js", "__stop_em_js"].includes(symName) || symName.startsWith("__em_js__"), "isInternalSym");
        var uleb128EncodeWithLen = /* @__PURE__ */ __name((arr) => {
          const n = arr.length;
          return [n % 128 | 128, n >> 7, ...arr];
        }, "uleb128EncodeWithLen");
        var wasmTypeCodes = {
          "i": 127,
          // i32
          "p": 127,
          // i32
          "j": 126,
          // i64
          "f": 125,
          // f32
          "d": 124,
          // f64
          "e": 111
        };
        var generateTypePack = /* @__PURE__ */ __name((types) => uleb128EncodeWithLen(Array.from(types, (type) => {
          var code = wasmTypeCodes[type];
          return code;
        })), "generateTypePack");
        var convertJsFunctionToWasm = /* @__PURE__ */ __name((func2, sig) => {
          var bytes = Uint8Array.of(
            0,
            97,
            115,
            109,
            // magic ("\0asm")
            1,
            0,
            0,
            0,
            // version: 1
            1,
            ...uleb128EncodeWithLen([
              1,
              // count: 1
              96,
              // param types
              ...generateTypePack(sig.slice(1)),
              // return types (for now only supporting [] if `void` and single [T] otherwise)
              ...generateTypePack(sig[0] === "v" ? "" : sig[0])
            ]),
            // The rest of the module is static
            2,
            7,
            // import section
            // (import "e" "f" (func 0 (type 0)))
            1,
            1,
            101,
            1,
            102,
            0,
            0,
            7,
            5,
            // export section
            // (export "f" (func 0 (type 0)))
            1,
            1,
            102,
            0,
            0
          );
          var module2 = new WebAssembly.Module(bytes);
          var instance2 = new WebAssembly.Instance(module2, {
            "e": {
              "f": func2
            }
          });
          var wrappedFunc = instance2.exports["f"];
          return wrappedFunc;
        }, "convertJsFunctionToWasm");
        var wasmTableMirror = [];
        var wasmTable = new WebAssembly.Table({
          "initial": 31,
          "element": "anyfunc"
        });
        var getWasmTableEntry = /* @__PURE__ */ __name((funcPtr) => {
          var func2 = wasmTableMirror[funcPtr];
          if (!func2) {
            wasmTableMirror[funcPtr] = func2 = wasmTable.get(funcPtr);
          }
          return func2;
        }, "getWasmTableEntry");
        var updateTableMap = /* @__PURE__ */ __name((offset, count) => {
          if (functionsInTableMap) {
            for (var i2 = offset; i2 < offset + count; i2++) {
              var item = getWasmTableEntry(i2);
              if (item) {
                functionsInTableMap.set(item, i2);
              }
            }
          }
        }, "updateTableMap");
        var functionsInTableMap;
        var getFunctionAddress = /* @__PURE__ */ __name((func2) => {
          if (!functionsInTableMap) {
            functionsInTableMap = /* @__PURE__ */ new WeakMap();
            updateTableMap(0, wasmTable.length);
          }
          return functionsInTableMap.get(func2) || 0;
        }, "getFunctionAddress");
        var freeTableIndexes = [];
        var getEmptyTableSlot = /* @__PURE__ */ __name(() => {
          if (freeTableIndexes.length) {
            return freeTableIndexes.pop();
          }
          return wasmTable["grow"](1);
        }, "getEmptyTableSlot");
        var setWasmTableEntry = /* @__PURE__ */ __name((idx, func2) => {
          wasmTable.set(idx, func2);
          wasmTableMirror[idx] = wasmTable.get(idx);
        }, "setWasmTableEntry");
        var addFunction = /* @__PURE__ */ __name((func2, sig) => {
          var rtn = getFunctionAddress(func2);
          if (rtn) {
            return rtn;
          }
          var ret = getEmptyTableSlot();
          try {
            setWasmTableEntry(ret, func2);
          } catch (err2) {
            if (!(err2 instanceof TypeError)) {
              throw err2;
            }
            var wrapped = convertJsFunctionToWasm(func2, sig);
            setWasmTableEntry(ret, wrapped);
          }
          functionsInTableMap.set(func2, ret);
          return ret;
        }, "addFunction");
        var updateGOT = /* @__PURE__ */ __name((exports2, replace) => {
          for (var symName in exports2) {
            if (isInternalSym(symName)) {
              continue;
            }
            var value = exports2[symName];
            GOT[symName] ||= new WebAssembly.Global({
              "value": "i32",
              "mutable": true
            });
            if (replace || GOT[symName].value == 0) {
              if (typeof value == "function") {
                GOT[symName].value = addFunction(value);
              } else if (typeof value == "number") {
                GOT[symName].value = value;
              } else {
                err(`unhandled export type for '${symName}': ${typeof value}`);
              }
            }
          }
        }, "updateGOT");
        var relocateExports = /* @__PURE__ */ __name((exports2, memoryBase2, replace) => {
          var relocated = {};
          for (var e in exports2) {
            var value = exports2[e];
            if (typeof value == "object") {
              value = value.value;
            }
            if (typeof value == "number") {
              value += memoryBase2;
            }
            relocated[e] = value;
          }
          updateGOT(relocated, replace);
          return relocated;
        }, "relocateExports");
        var isSymbolDefined = /* @__PURE__ */ __name((symName) => {
          var existing = wasmImports[symName];
          if (!existing || existing.stub) {
            return false;
          }
          return true;
        }, "isSymbolDefined");
        var dynCall = /* @__PURE__ */ __name((sig, ptr, args2 = [], promising = false) => {
          var func2 = getWasmTableEntry(ptr);
          var rtn = func2(...args2);
          function convert(rtn2) {
            return rtn2;
          }
          __name(convert, "convert");
          return convert(rtn);
        }, "dynCall");
        var stackSave = /* @__PURE__ */ __name(() => _emscripten_stack_get_current(), "stackSave");
        var stackRestore = /* @__PURE__ */ __name((val) => __emscripten_stack_restore(val), "stackRestore");
        var createInvokeFunction = /* @__PURE__ */ __name((sig) => (ptr, ...args2) => {
          var sp = stackSave();
          try {
            return dynCall(sig, ptr, args2);
          } catch (e) {
            stackRestore(sp);
            if (e !== e + 0) throw e;
            _setThrew(1, 0);
            if (sig[0] == "j") return 0n;
          }
        }, "createInvokeFunction");
        var resolveGlobalSymbol = /* @__PURE__ */ __name((symName, direct = false) => {
          var sym;
          if (isSymbolDefined(symName)) {
            sym = wasmImports[symName];
          } else if (symName.startsWith("invoke_")) {
            sym = wasmImports[symName] = createInvokeFunction(symName.split("_")[1]);
          }
          return {
            sym,
            name: symName
          };
        }, "resolveGlobalSymbol");
        var onPostCtors = [];
        var addOnPostCtor = /* @__PURE__ */ __name((cb) => onPostCtors.push(cb), "addOnPostCtor");
        var UTF8ToString = /* @__PURE__ */ __name((ptr, maxBytesToRead, ignoreNul) => ptr ? UTF8ArrayToString(HEAPU8, ptr, maxBytesToRead, ignoreNul) : "", "UTF8ToString");
        var loadWebAssemblyModule = /* @__PURE__ */ __name((binary, flags, libName, localScope, handle) => {
          var metadata = getDylinkMetadata(binary);
          function loadModule() {
            var memAlign = Math.pow(2, metadata.memoryAlign);
            var memoryBase = metadata.memorySize ? alignMemory(getMemory(metadata.memorySize + memAlign), memAlign) : 0;
            var tableBase = metadata.tableSize ? wasmTable.length : 0;
            if (handle) {
              HEAP8[handle + 8] = 1;
              LE_HEAP_STORE_U32((handle + 12 >> 2) * 4, memoryBase);
              LE_HEAP_STORE_I32((handle + 16 >> 2) * 4, metadata.memorySize);
              LE_HEAP_STORE_U32((handle + 20 >> 2) * 4, tableBase);
              LE_HEAP_STORE_I32((handle + 24 >> 2) * 4, metadata.tableSize);
            }
            if (metadata.tableSize) {
              wasmTable.grow(metadata.tableSize);
            }
            var moduleExports;
            function resolveSymbol(sym) {
              var resolved = resolveGlobalSymbol(sym).sym;
              if (!resolved && localScope) {
                resolved = localScope[sym];
              }
              if (!resolved) {
                resolved = moduleExports[sym];
              }
              return resolved;
            }
            __name(resolveSymbol, "resolveSymbol");
            var proxyHandler = {
              get(stubs, prop) {
                switch (prop) {
                  case "__memory_base":
                    return memoryBase;
                  case "__table_base":
                    return tableBase;
                }
                if (prop in wasmImports && !wasmImports[prop].stub) {
                  var res = wasmImports[prop];
                  return res;
                }
                if (!(prop in stubs)) {
                  var resolved;
                  stubs[prop] = (...args2) => {
                    resolved ||= resolveSymbol(prop);
                    return resolved(...args2);
                  };
                }
                return stubs[prop];
              }
            };
            var proxy = new Proxy({}, proxyHandler);
            currentModuleWeakSymbols = metadata.weakImports;
            var info = {
              "GOT.mem": new Proxy({}, GOTHandler),
              "GOT.func": new Proxy({}, GOTHandler),
              "env": proxy,
              "wasi_snapshot_preview1": proxy
            };
            function postInstantiation(module, instance) {
              updateTableMap(tableBase, metadata.tableSize);
              moduleExports = relocateExports(instance.exports, memoryBase);
              if (!flags.allowUndefined) {
                reportUndefinedSymbols();
              }
              function addEmAsm(addr, body) {
                var args = [];
                var arity = 0;
                for (; arity < 16; arity++) {
                  if (body.indexOf("$" + arity) != -1) {
                    args.push("$" + arity);
                  } else {
                    break;
                  }
                }
                args = args.join(",");
                var func = `(${args}) => { ${body} };`;
                ASM_CONSTS[start] = eval(func);
              }
              __name(addEmAsm, "addEmAsm");
              if ("__start_em_asm" in moduleExports) {
                var start = moduleExports["__start_em_asm"];
                var stop = moduleExports["__stop_em_asm"];
                while (start < stop) {
                  var jsString = UTF8ToString(start);
                  addEmAsm(start, jsString);
                  start = HEAPU8.indexOf(0, start) + 1;
                }
              }
              function addEmJs(name, cSig, body) {
                var jsArgs = [];
                cSig = cSig.slice(1, -1);
                if (cSig != "void") {
                  cSig = cSig.split(",");
                  for (var i in cSig) {
                    var jsArg = cSig[i].split(" ").pop();
                    jsArgs.push(jsArg.replace("*", ""));
                  }
                }
                var func = `(${jsArgs}) => ${body};`;
                moduleExports[name] = eval(func);
              }
              __name(addEmJs, "addEmJs");
              for (var name in moduleExports) {
                if (name.startsWith("__em_js__")) {
                  var start = moduleExports[name];
                  var jsString = UTF8ToString(start);
                  var parts = jsString.split("<::>");
                  addEmJs(name.replace("__em_js__", ""), parts[0], parts[1]);
                  delete moduleExports[name];
                }
              }
              var applyRelocs = moduleExports["__wasm_apply_data_relocs"];
              if (applyRelocs) {
                if (runtimeInitialized) {
                  applyRelocs();
                } else {
                  __RELOC_FUNCS__.push(applyRelocs);
                }
              }
              var init = moduleExports["__wasm_call_ctors"];
              if (init) {
                if (runtimeInitialized) {
                  init();
                } else {
                  addOnPostCtor(init);
                }
              }
              return moduleExports;
            }
            __name(postInstantiation, "postInstantiation");
            if (flags.loadAsync) {
              return (async () => {
                var instance2;
                if (binary instanceof WebAssembly.Module) {
                  instance2 = new WebAssembly.Instance(binary, info);
                } else {
                  ({ module: binary, instance: instance2 } = await WebAssembly.instantiate(binary, info));
                }
                return postInstantiation(binary, instance2);
              })();
            }
            var module = binary instanceof WebAssembly.Module ? binary : new WebAssembly.Module(binary);
            var instance = new WebAssembly.Instance(module, info);
            return postInstantiation(module, instance);
          }
          __name(loadModule, "loadModule");
          flags = {
            ...flags,
            rpath: {
              parentLibPath: libName,
              paths: metadata.runtimePaths
            }
          };
          if (flags.loadAsync) {
            return metadata.neededDynlibs.reduce((chain, dynNeeded) => chain.then(() => loadDynamicLibrary(dynNeeded, flags, localScope)), Promise.resolve()).then(loadModule);
          }
          metadata.neededDynlibs.forEach((needed) => loadDynamicLibrary(needed, flags, localScope));
          return loadModule();
        }, "loadWebAssemblyModule");
        var mergeLibSymbols = /* @__PURE__ */ __name((exports2, libName2) => {
          for (var [sym, exp] of Object.entries(exports2)) {
            const setImport = /* @__PURE__ */ __name((target) => {
              if (!isSymbolDefined(target)) {
                wasmImports[target] = exp;
              }
            }, "setImport");
            setImport(sym);
            const main_alias = "__main_argc_argv";
            if (sym == "main") {
              setImport(main_alias);
            }
            if (sym == main_alias) {
              setImport("main");
            }
          }
        }, "mergeLibSymbols");
        var asyncLoad = /* @__PURE__ */ __name(async (url) => {
          var arrayBuffer = await readAsync(url);
          return new Uint8Array(arrayBuffer);
        }, "asyncLoad");
        function loadDynamicLibrary(libName2, flags2 = {
          global: true,
          nodelete: true
        }, localScope2, handle2) {
          var dso = LDSO.loadedLibsByName[libName2];
          if (dso) {
            if (!flags2.global) {
              if (localScope2) {
                Object.assign(localScope2, dso.exports);
              }
            } else if (!dso.global) {
              dso.global = true;
              mergeLibSymbols(dso.exports, libName2);
            }
            if (flags2.nodelete && dso.refcount !== Infinity) {
              dso.refcount = Infinity;
            }
            dso.refcount++;
            if (handle2) {
              LDSO.loadedLibsByHandle[handle2] = dso;
            }
            return flags2.loadAsync ? Promise.resolve(true) : true;
          }
          dso = newDSO(libName2, handle2, "loading");
          dso.refcount = flags2.nodelete ? Infinity : 1;
          dso.global = flags2.global;
          function loadLibData() {
            if (handle2) {
              var data = LE_HEAP_LOAD_U32((handle2 + 28 >> 2) * 4);
              var dataSize = LE_HEAP_LOAD_U32((handle2 + 32 >> 2) * 4);
              if (data && dataSize) {
                var libData = HEAP8.slice(data, data + dataSize);
                return flags2.loadAsync ? Promise.resolve(libData) : libData;
              }
            }
            var libFile = locateFile(libName2);
            if (flags2.loadAsync) {
              return asyncLoad(libFile);
            }
            if (!readBinary) {
              throw new Error(`${libFile}: file not found, and synchronous loading of external files is not available`);
            }
            return readBinary(libFile);
          }
          __name(loadLibData, "loadLibData");
          function getExports() {
            if (flags2.loadAsync) {
              return loadLibData().then((libData) => loadWebAssemblyModule(libData, flags2, libName2, localScope2, handle2));
            }
            return loadWebAssemblyModule(loadLibData(), flags2, libName2, localScope2, handle2);
          }
          __name(getExports, "getExports");
          function moduleLoaded(exports2) {
            if (dso.global) {
              mergeLibSymbols(exports2, libName2);
            } else if (localScope2) {
              Object.assign(localScope2, exports2);
            }
            dso.exports = exports2;
          }
          __name(moduleLoaded, "moduleLoaded");
          if (flags2.loadAsync) {
            return getExports().then((exports2) => {
              moduleLoaded(exports2);
              return true;
            });
          }
          moduleLoaded(getExports());
          return true;
        }
        __name(loadDynamicLibrary, "loadDynamicLibrary");
        var reportUndefinedSymbols = /* @__PURE__ */ __name(() => {
          for (var [symName, entry] of Object.entries(GOT)) {
            if (entry.value == 0) {
              var value = resolveGlobalSymbol(symName, true).sym;
              if (!value && !entry.required) {
                continue;
              }
              if (typeof value == "function") {
                entry.value = addFunction(value, value.sig);
              } else if (typeof value == "number") {
                entry.value = value;
              } else {
                throw new Error(`bad export type for '${symName}': ${typeof value}`);
              }
            }
          }
        }, "reportUndefinedSymbols");
        var runDependencies = 0;
        var dependenciesFulfilled = null;
        var removeRunDependency = /* @__PURE__ */ __name((id) => {
          runDependencies--;
          Module["monitorRunDependencies"]?.(runDependencies);
          if (runDependencies == 0) {
            if (dependenciesFulfilled) {
              var callback = dependenciesFulfilled;
              dependenciesFulfilled = null;
              callback();
            }
          }
        }, "removeRunDependency");
        var addRunDependency = /* @__PURE__ */ __name((id) => {
          runDependencies++;
          Module["monitorRunDependencies"]?.(runDependencies);
        }, "addRunDependency");
        var loadDylibs = /* @__PURE__ */ __name(async () => {
          if (!dynamicLibraries.length) {
            reportUndefinedSymbols();
            return;
          }
          addRunDependency("loadDylibs");
          for (var lib of dynamicLibraries) {
            await loadDynamicLibrary(lib, {
              loadAsync: true,
              global: true,
              nodelete: true,
              allowUndefined: true
            });
          }
          reportUndefinedSymbols();
          removeRunDependency("loadDylibs");
        }, "loadDylibs");
        var noExitRuntime = true;
        function setValue(ptr, value, type = "i8") {
          if (type.endsWith("*")) type = "*";
          switch (type) {
            case "i1":
              HEAP8[ptr] = value;
              break;
            case "i8":
              HEAP8[ptr] = value;
              break;
            case "i16":
              LE_HEAP_STORE_I16((ptr >> 1) * 2, value);
              break;
            case "i32":
              LE_HEAP_STORE_I32((ptr >> 2) * 4, value);
              break;
            case "i64":
              LE_HEAP_STORE_I64((ptr >> 3) * 8, BigInt(value));
              break;
            case "float":
              LE_HEAP_STORE_F32((ptr >> 2) * 4, value);
              break;
            case "double":
              LE_HEAP_STORE_F64((ptr >> 3) * 8, value);
              break;
            case "*":
              LE_HEAP_STORE_U32((ptr >> 2) * 4, value);
              break;
            default:
              abort(`invalid type for setValue: ${type}`);
          }
        }
        __name(setValue, "setValue");
        var ___memory_base = new WebAssembly.Global({
          "value": "i32",
          "mutable": false
        }, 1024);
        var ___stack_high = 82240;
        var ___stack_low = 16704;
        var ___stack_pointer = new WebAssembly.Global({
          "value": "i32",
          "mutable": true
        }, 82240);
        var ___table_base = new WebAssembly.Global({
          "value": "i32",
          "mutable": false
        }, 1);
        var __abort_js = /* @__PURE__ */ __name(() => abort(""), "__abort_js");
        __abort_js.sig = "v";
        var getHeapMax = /* @__PURE__ */ __name(() => (
          // Stay one Wasm page short of 4GB: while e.g. Chrome is able to allocate
          // full 4GB Wasm memories, the size will wrap back to 0 bytes in Wasm side
          // for any code that deals with heap sizes, which would require special
          // casing all heap size related code to treat 0 specially.
          2147483648
        ), "getHeapMax");
        var growMemory = /* @__PURE__ */ __name((size) => {
          var oldHeapSize = wasmMemory.buffer.byteLength;
          var pages = (size - oldHeapSize + 65535) / 65536 | 0;
          try {
            wasmMemory.grow(pages);
            updateMemoryViews();
            return 1;
          } catch (e) {
          }
        }, "growMemory");
        var _emscripten_resize_heap = /* @__PURE__ */ __name((requestedSize) => {
          var oldSize = HEAPU8.length;
          requestedSize >>>= 0;
          var maxHeapSize = getHeapMax();
          if (requestedSize > maxHeapSize) {
            return false;
          }
          for (var cutDown = 1; cutDown <= 4; cutDown *= 2) {
            var overGrownHeapSize = oldSize * (1 + 0.2 / cutDown);
            overGrownHeapSize = Math.min(overGrownHeapSize, requestedSize + 100663296);
            var newSize = Math.min(maxHeapSize, alignMemory(Math.max(requestedSize, overGrownHeapSize), 65536));
            var replacement = growMemory(newSize);
            if (replacement) {
              return true;
            }
          }
          return false;
        }, "_emscripten_resize_heap");
        _emscripten_resize_heap.sig = "ip";
        var _fd_close = /* @__PURE__ */ __name((fd) => 52, "_fd_close");
        _fd_close.sig = "ii";
        var INT53_MAX = 9007199254740992;
        var INT53_MIN = -9007199254740992;
        var bigintToI53Checked = /* @__PURE__ */ __name((num) => num < INT53_MIN || num > INT53_MAX ? NaN : Number(num), "bigintToI53Checked");
        function _fd_seek(fd, offset, whence, newOffset) {
          offset = bigintToI53Checked(offset);
          return 70;
        }
        __name(_fd_seek, "_fd_seek");
        _fd_seek.sig = "iijip";
        var printCharBuffers = [null, [], []];
        var printChar = /* @__PURE__ */ __name((stream, curr) => {
          var buffer = printCharBuffers[stream];
          if (curr === 0 || curr === 10) {
            (stream === 1 ? out : err)(UTF8ArrayToString(buffer));
            buffer.length = 0;
          } else {
            buffer.push(curr);
          }
        }, "printChar");
        var _fd_write = /* @__PURE__ */ __name((fd, iov, iovcnt, pnum) => {
          var num = 0;
          for (var i2 = 0; i2 < iovcnt; i2++) {
            var ptr = LE_HEAP_LOAD_U32((iov >> 2) * 4);
            var len = LE_HEAP_LOAD_U32((iov + 4 >> 2) * 4);
            iov += 8;
            for (var j = 0; j < len; j++) {
              printChar(fd, HEAPU8[ptr + j]);
            }
            num += len;
          }
          LE_HEAP_STORE_U32((pnum >> 2) * 4, num);
          return 0;
        }, "_fd_write");
        _fd_write.sig = "iippp";
        function _tree_sitter_log_callback(isLexMessage, messageAddress) {
          if (Module.currentLogCallback) {
            const message = UTF8ToString(messageAddress);
            Module.currentLogCallback(message, isLexMessage !== 0);
          }
        }
        __name(_tree_sitter_log_callback, "_tree_sitter_log_callback");
        function _tree_sitter_parse_callback(inputBufferAddress, index, row, column, lengthAddress) {
          const INPUT_BUFFER_SIZE = 10 * 1024;
          const string = Module.currentParseCallback(index, {
            row,
            column
          });
          if (typeof string === "string") {
            setValue(lengthAddress, string.length, "i32");
            stringToUTF16(string, inputBufferAddress, INPUT_BUFFER_SIZE);
          } else {
            setValue(lengthAddress, 0, "i32");
          }
        }
        __name(_tree_sitter_parse_callback, "_tree_sitter_parse_callback");
        function _tree_sitter_progress_callback(currentOffset, hasError) {
          if (Module.currentProgressCallback) {
            return Module.currentProgressCallback({
              currentOffset,
              hasError
            });
          }
          return false;
        }
        __name(_tree_sitter_progress_callback, "_tree_sitter_progress_callback");
        function _tree_sitter_query_progress_callback(currentOffset) {
          if (Module.currentQueryProgressCallback) {
            return Module.currentQueryProgressCallback({
              currentOffset
            });
          }
          return false;
        }
        __name(_tree_sitter_query_progress_callback, "_tree_sitter_query_progress_callback");
        var runtimeKeepaliveCounter = 0;
        var keepRuntimeAlive = /* @__PURE__ */ __name(() => noExitRuntime || runtimeKeepaliveCounter > 0, "keepRuntimeAlive");
        var _proc_exit = /* @__PURE__ */ __name((code) => {
          EXITSTATUS = code;
          if (!keepRuntimeAlive()) {
            Module["onExit"]?.(code);
            ABORT = true;
          }
          quit_(code, new ExitStatus(code));
        }, "_proc_exit");
        _proc_exit.sig = "vi";
        var exitJS = /* @__PURE__ */ __name((status, implicit) => {
          EXITSTATUS = status;
          _proc_exit(status);
        }, "exitJS");
        var handleException = /* @__PURE__ */ __name((e) => {
          if (e instanceof ExitStatus || e == "unwind") {
            return EXITSTATUS;
          }
          quit_(1, e);
        }, "handleException");
        var lengthBytesUTF8 = /* @__PURE__ */ __name((str) => {
          var len = 0;
          for (var i2 = 0; i2 < str.length; ++i2) {
            var c = str.charCodeAt(i2);
            if (c <= 127) {
              len++;
            } else if (c <= 2047) {
              len += 2;
            } else if (c >= 55296 && c <= 57343) {
              len += 4;
              ++i2;
            } else {
              len += 3;
            }
          }
          return len;
        }, "lengthBytesUTF8");
        var stringToUTF8Array = /* @__PURE__ */ __name((str, heap, outIdx, maxBytesToWrite) => {
          if (!(maxBytesToWrite > 0)) return 0;
          var startIdx = outIdx;
          var endIdx = outIdx + maxBytesToWrite - 1;
          for (var i2 = 0; i2 < str.length; ++i2) {
            var u = str.codePointAt(i2);
            if (u <= 127) {
              if (outIdx >= endIdx) break;
              heap[outIdx++] = u;
            } else if (u <= 2047) {
              if (outIdx + 1 >= endIdx) break;
              heap[outIdx++] = 192 | u >> 6;
              heap[outIdx++] = 128 | u & 63;
            } else if (u <= 65535) {
              if (outIdx + 2 >= endIdx) break;
              heap[outIdx++] = 224 | u >> 12;
              heap[outIdx++] = 128 | u >> 6 & 63;
              heap[outIdx++] = 128 | u & 63;
            } else {
              if (outIdx + 3 >= endIdx) break;
              heap[outIdx++] = 240 | u >> 18;
              heap[outIdx++] = 128 | u >> 12 & 63;
              heap[outIdx++] = 128 | u >> 6 & 63;
              heap[outIdx++] = 128 | u & 63;
              i2++;
            }
          }
          heap[outIdx] = 0;
          return outIdx - startIdx;
        }, "stringToUTF8Array");
        var stringToUTF8 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => stringToUTF8Array(str, HEAPU8, outPtr, maxBytesToWrite), "stringToUTF8");
        var stackAlloc = /* @__PURE__ */ __name((sz) => __emscripten_stack_alloc(sz), "stackAlloc");
        var stringToUTF8OnStack = /* @__PURE__ */ __name((str) => {
          var size = lengthBytesUTF8(str) + 1;
          var ret = stackAlloc(size);
          stringToUTF8(str, ret, size);
          return ret;
        }, "stringToUTF8OnStack");
        var AsciiToString = /* @__PURE__ */ __name((ptr) => {
          var str = "";
          while (1) {
            var ch = HEAPU8[ptr++];
            if (!ch) return str;
            str += String.fromCharCode(ch);
          }
        }, "AsciiToString");
        var stringToUTF16 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => {
          maxBytesToWrite ??= 2147483647;
          if (maxBytesToWrite < 2) return 0;
          maxBytesToWrite -= 2;
          var startPtr = outPtr;
          var numCharsToWrite = maxBytesToWrite < str.length * 2 ? maxBytesToWrite / 2 : str.length;
          for (var i2 = 0; i2 < numCharsToWrite; ++i2) {
            var codeUnit = str.charCodeAt(i2);
            LE_HEAP_STORE_I16((outPtr >> 1) * 2, codeUnit);
            outPtr += 2;
          }
          LE_HEAP_STORE_I16((outPtr >> 1) * 2, 0);
          return outPtr - startPtr;
        }, "stringToUTF16");
        LE_ATOMICS_NATIVE_BYTE_ORDER = new Int8Array(new Int16Array([1]).buffer)[0] === 1 ? [
          /* little endian */
          ((x) => x),
          ((x) => x),
          void 0,
          ((x) => x)
        ] : [
          /* big endian */
          ((x) => x),
          ((x) => ((x & 65280) << 8 | (x & 255) << 24) >> 16),
          void 0,
          ((x) => x >> 24 & 255 | x >> 8 & 65280 | (x & 65280) << 8 | (x & 255) << 24)
        ];
        function LE_HEAP_UPDATE() {
          HEAPU16.unsigned = ((x) => x & 65535);
          HEAPU32.unsigned = ((x) => x >>> 0);
        }
        __name(LE_HEAP_UPDATE, "LE_HEAP_UPDATE");
        {
          initMemory();
          if (Module["noExitRuntime"]) noExitRuntime = Module["noExitRuntime"];
          if (Module["print"]) out = Module["print"];
          if (Module["printErr"]) err = Module["printErr"];
          if (Module["dynamicLibraries"]) dynamicLibraries = Module["dynamicLibraries"];
          if (Module["wasmBinary"]) wasmBinary = Module["wasmBinary"];
          if (Module["arguments"]) arguments_ = Module["arguments"];
          if (Module["thisProgram"]) thisProgram = Module["thisProgram"];
          if (Module["preInit"]) {
            if (typeof Module["preInit"] == "function") Module["preInit"] = [Module["preInit"]];
            while (Module["preInit"].length > 0) {
              Module["preInit"].shift()();
            }
          }
        }
        Module["setValue"] = setValue;
        Module["getValue"] = getValue;
        Module["UTF8ToString"] = UTF8ToString;
        Module["stringToUTF8"] = stringToUTF8;
        Module["lengthBytesUTF8"] = lengthBytesUTF8;
        Module["AsciiToString"] = AsciiToString;
        Module["stringToUTF16"] = stringToUTF16;
        Module["loadWebAssemblyModule"] = loadWebAssemblyModule;
        Module["LE_HEAP_STORE_I64"] = LE_HEAP_STORE_I64;
        var ASM_CONSTS = {};
        var _malloc, _calloc, _realloc, _free, _ts_range_edit, _memcmp, _ts_language_symbol_count, _ts_language_state_count, _ts_language_abi_version, _ts_language_name, _ts_language_field_count, _ts_language_next_state, _ts_language_symbol_name, _ts_language_symbol_for_name, _strncmp, _strlen, _ts_language_symbol_type, _ts_language_field_name_for_id, _ts_lookahead_iterator_new, _ts_lookahead_iterator_delete, _ts_lookahead_iterator_reset_state, _ts_lookahead_iterator_reset, _ts_lookahead_iterator_next, _ts_lookahead_iterator_current_symbol, _ts_point_edit, _ts_parser_delete, _ts_parser_reset, _ts_parser_set_language, _ts_parser_set_included_ranges, _ts_query_new, _ts_query_delete, _iswspace, _iswalnum, _ts_query_copy, _ts_query_pattern_count, _ts_query_capture_count, _ts_query_string_count, _ts_query_capture_name_for_id, _ts_query_capture_quantifier_for_id, _ts_query_string_value_for_id, _ts_query_predicates_for_pattern, _ts_query_start_byte_for_pattern, _ts_query_end_byte_for_pattern, _ts_query_is_pattern_rooted, _ts_query_is_pattern_non_local, _ts_query_is_pattern_guaranteed_at_step, _ts_query_disable_capture, _ts_query_disable_pattern, _ts_tree_copy, _ts_tree_delete, _ts_init, _ts_parser_new_wasm, _ts_parser_enable_logger_wasm, _ts_parser_parse_wasm, _ts_parser_included_ranges_wasm, _ts_language_type_is_named_wasm, _ts_language_type_is_visible_wasm, _ts_language_metadata_wasm, _ts_language_supertypes_wasm, _ts_language_subtypes_wasm, _ts_tree_root_node_wasm, _ts_tree_root_node_with_offset_wasm, _ts_tree_edit_wasm, _ts_tree_included_ranges_wasm, _ts_tree_get_changed_ranges_wasm, _ts_tree_cursor_new_wasm, _ts_tree_cursor_copy_wasm, _ts_tree_cursor_delete_wasm, _ts_tree_cursor_reset_wasm, _ts_tree_cursor_reset_to_wasm, _ts_tree_cursor_goto_first_child_wasm, _ts_tree_cursor_goto_last_child_wasm, _ts_tree_cursor_goto_first_child_for_index_wasm, _ts_tree_cursor_goto_first_child_for_position_wasm, _ts_tree_cursor_goto_next_sibling_wasm, _ts_tree_cursor_goto_previous_sibling_wasm, _ts_tree_cursor_goto_descendant_wasm, _ts_tree_cursor_goto_parent_wasm, _ts_tree_cursor_current_node_type_id_wasm, _ts_tree_cursor_current_node_state_id_wasm, _ts_tree_cursor_current_node_is_named_wasm, _ts_tree_cursor_current_node_is_missing_wasm, _ts_tree_cursor_current_node_id_wasm, _ts_tree_cursor_start_position_wasm, _ts_tree_cursor_end_position_wasm, _ts_tree_cursor_start_index_wasm, _ts_tree_cursor_end_index_wasm, _ts_tree_cursor_current_field_id_wasm, _ts_tree_cursor_current_depth_wasm, _ts_tree_cursor_current_descendant_index_wasm, _ts_tree_cursor_current_node_wasm, _ts_node_symbol_wasm, _ts_node_field_name_for_child_wasm, _ts_node_field_name_for_named_child_wasm, _ts_node_children_by_field_id_wasm, _ts_node_first_child_for_byte_wasm, _ts_node_first_named_child_for_byte_wasm, _ts_node_grammar_symbol_wasm, _ts_node_child_count_wasm, _ts_node_named_child_count_wasm, _ts_node_child_wasm, _ts_node_named_child_wasm, _ts_node_child_by_field_id_wasm, _ts_node_next_sibling_wasm, _ts_node_prev_sibling_wasm, _ts_node_next_named_sibling_wasm, _ts_node_prev_named_sibling_wasm, _ts_node_descendant_count_wasm, _ts_node_parent_wasm, _ts_node_child_with_descendant_wasm, _ts_node_descendant_for_index_wasm, _ts_node_named_descendant_for_index_wasm, _ts_node_descendant_for_position_wasm, _ts_node_named_descendant_for_position_wasm, _ts_node_start_point_wasm, _ts_node_end_point_wasm, _ts_node_start_index_wasm, _ts_node_end_index_wasm, _ts_node_to_string_wasm, _ts_node_children_wasm, _ts_node_named_children_wasm, _ts_node_descendants_of_type_wasm, _ts_node_is_named_wasm, _ts_node_has_changes_wasm, _ts_node_has_error_wasm, _ts_node_is_error_wasm, _ts_node_is_missing_wasm, _ts_node_is_extra_wasm, _ts_node_parse_state_wasm, _ts_node_next_parse_state_wasm, _ts_query_matches_wasm, _ts_query_captures_wasm, _memset, _memcpy, _memmove, _iswalpha, _iswblank, _iswdigit, _iswlower, _iswpunct, _iswupper, _iswxdigit, _memchr, _strcmp, _strncat, _strncpy, _towlower, _towupper, _setThrew, __emscripten_stack_restore, __emscripten_stack_alloc, _emscripten_stack_get_current, ___wasm_apply_data_relocs;
        function assignWasmExports(wasmExports2) {
          Module["_malloc"] = _malloc = wasmExports2["malloc"];
          Module["_calloc"] = _calloc = wasmExports2["calloc"];
          Module["_realloc"] = _realloc = wasmExports2["realloc"];
          Module["_free"] = _free = wasmExports2["free"];
          Module["_ts_range_edit"] = _ts_range_edit = wasmExports2["ts_range_edit"];
          Module["_memcmp"] = _memcmp = wasmExports2["memcmp"];
          Module["_ts_language_symbol_count"] = _ts_language_symbol_count = wasmExports2["ts_language_symbol_count"];
          Module["_ts_language_state_count"] = _ts_language_state_count = wasmExports2["ts_language_state_count"];
          Module["_ts_language_abi_version"] = _ts_language_abi_version = wasmExports2["ts_language_abi_version"];
          Module["_ts_language_name"] = _ts_language_name = wasmExports2["ts_language_name"];
          Module["_ts_language_field_count"] = _ts_language_field_count = wasmExports2["ts_language_field_count"];
          Module["_ts_language_next_state"] = _ts_language_next_state = wasmExports2["ts_language_next_state"];
          Module["_ts_language_symbol_name"] = _ts_language_symbol_name = wasmExports2["ts_language_symbol_name"];
          Module["_ts_language_symbol_for_name"] = _ts_language_symbol_for_name = wasmExports2["ts_language_symbol_for_name"];
          Module["_strncmp"] = _strncmp = wasmExports2["strncmp"];
          Module["_strlen"] = _strlen = wasmExports2["strlen"];
          Module["_ts_language_symbol_type"] = _ts_language_symbol_type = wasmExports2["ts_language_symbol_type"];
          Module["_ts_language_field_name_for_id"] = _ts_language_field_name_for_id = wasmExports2["ts_language_field_name_for_id"];
          Module["_ts_lookahead_iterator_new"] = _ts_lookahead_iterator_new = wasmExports2["ts_lookahead_iterator_new"];
          Module["_ts_lookahead_iterator_delete"] = _ts_lookahead_iterator_delete = wasmExports2["ts_lookahead_iterator_delete"];
          Module["_ts_lookahead_iterator_reset_state"] = _ts_lookahead_iterator_reset_state = wasmExports2["ts_lookahead_iterator_reset_state"];
          Module["_ts_lookahead_iterator_reset"] = _ts_lookahead_iterator_reset = wasmExports2["ts_lookahead_iterator_reset"];
          Module["_ts_lookahead_iterator_next"] = _ts_lookahead_iterator_next = wasmExports2["ts_lookahead_iterator_next"];
          Module["_ts_lookahead_iterator_current_symbol"] = _ts_lookahead_iterator_current_symbol = wasmExports2["ts_lookahead_iterator_current_symbol"];
          Module["_ts_point_edit"] = _ts_point_edit = wasmExports2["ts_point_edit"];
          Module["_ts_parser_delete"] = _ts_parser_delete = wasmExports2["ts_parser_delete"];
          Module["_ts_parser_reset"] = _ts_parser_reset = wasmExports2["ts_parser_reset"];
          Module["_ts_parser_set_language"] = _ts_parser_set_language = wasmExports2["ts_parser_set_language"];
          Module["_ts_parser_set_included_ranges"] = _ts_parser_set_included_ranges = wasmExports2["ts_parser_set_included_ranges"];
          Module["_ts_query_new"] = _ts_query_new = wasmExports2["ts_query_new"];
          Module["_ts_query_delete"] = _ts_query_delete = wasmExports2["ts_query_delete"];
          Module["_iswspace"] = _iswspace = wasmExports2["iswspace"];
          Module["_iswalnum"] = _iswalnum = wasmExports2["iswalnum"];
          Module["_ts_query_copy"] = _ts_query_copy = wasmExports2["ts_query_copy"];
          Module["_ts_query_pattern_count"] = _ts_query_pattern_count = wasmExports2["ts_query_pattern_count"];
          Module["_ts_query_capture_count"] = _ts_query_capture_count = wasmExports2["ts_query_capture_count"];
          Module["_ts_query_string_count"] = _ts_query_string_count = wasmExports2["ts_query_string_count"];
          Module["_ts_query_capture_name_for_id"] = _ts_query_capture_name_for_id = wasmExports2["ts_query_capture_name_for_id"];
          Module["_ts_query_capture_quantifier_for_id"] = _ts_query_capture_quantifier_for_id = wasmExports2["ts_query_capture_quantifier_for_id"];
          Module["_ts_query_string_value_for_id"] = _ts_query_string_value_for_id = wasmExports2["ts_query_string_value_for_id"];
          Module["_ts_query_predicates_for_pattern"] = _ts_query_predicates_for_pattern = wasmExports2["ts_query_predicates_for_pattern"];
          Module["_ts_query_start_byte_for_pattern"] = _ts_query_start_byte_for_pattern = wasmExports2["ts_query_start_byte_for_pattern"];
          Module["_ts_query_end_byte_for_pattern"] = _ts_query_end_byte_for_pattern = wasmExports2["ts_query_end_byte_for_pattern"];
          Module["_ts_query_is_pattern_rooted"] = _ts_query_is_pattern_rooted = wasmExports2["ts_query_is_pattern_rooted"];
          Module["_ts_query_is_pattern_non_local"] = _ts_query_is_pattern_non_local = wasmExports2["ts_query_is_pattern_non_local"];
          Module["_ts_query_is_pattern_guaranteed_at_step"] = _ts_query_is_pattern_guaranteed_at_step = wasmExports2["ts_query_is_pattern_guaranteed_at_step"];
          Module["_ts_query_disable_capture"] = _ts_query_disable_capture = wasmExports2["ts_query_disable_capture"];
          Module["_ts_query_disable_pattern"] = _ts_query_disable_pattern = wasmExports2["ts_query_disable_pattern"];
          Module["_ts_tree_copy"] = _ts_tree_copy = wasmExports2["ts_tree_copy"];
          Module["_ts_tree_delete"] = _ts_tree_delete = wasmExports2["ts_tree_delete"];
          Module["_ts_init"] = _ts_init = wasmExports2["ts_init"];
          Module["_ts_parser_new_wasm"] = _ts_parser_new_wasm = wasmExports2["ts_parser_new_wasm"];
          Module["_ts_parser_enable_logger_wasm"] = _ts_parser_enable_logger_wasm = wasmExports2["ts_parser_enable_logger_wasm"];
          Module["_ts_parser_parse_wasm"] = _ts_parser_parse_wasm = wasmExports2["ts_parser_parse_wasm"];
          Module["_ts_parser_included_ranges_wasm"] = _ts_parser_included_ranges_wasm = wasmExports2["ts_parser_included_ranges_wasm"];
          Module["_ts_language_type_is_named_wasm"] = _ts_language_type_is_named_wasm = wasmExports2["ts_language_type_is_named_wasm"];
          Module["_ts_language_type_is_visible_wasm"] = _ts_language_type_is_visible_wasm = wasmExports2["ts_language_type_is_visible_wasm"];
          Module["_ts_language_metadata_wasm"] = _ts_language_metadata_wasm = wasmExports2["ts_language_metadata_wasm"];
          Module["_ts_language_supertypes_wasm"] = _ts_language_supertypes_wasm = wasmExports2["ts_language_supertypes_wasm"];
          Module["_ts_language_subtypes_wasm"] = _ts_language_subtypes_wasm = wasmExports2["ts_language_subtypes_wasm"];
          Module["_ts_tree_root_node_wasm"] = _ts_tree_root_node_wasm = wasmExports2["ts_tree_root_node_wasm"];
          Module["_ts_tree_root_node_with_offset_wasm"] = _ts_tree_root_node_with_offset_wasm = wasmExports2["ts_tree_root_node_with_offset_wasm"];
          Module["_ts_tree_edit_wasm"] = _ts_tree_edit_wasm = wasmExports2["ts_tree_edit_wasm"];
          Module["_ts_tree_included_ranges_wasm"] = _ts_tree_included_ranges_wasm = wasmExports2["ts_tree_included_ranges_wasm"];
          Module["_ts_tree_get_changed_ranges_wasm"] = _ts_tree_get_changed_ranges_wasm = wasmExports2["ts_tree_get_changed_ranges_wasm"];
          Module["_ts_tree_cursor_new_wasm"] = _ts_tree_cursor_new_wasm = wasmExports2["ts_tree_cursor_new_wasm"];
          Module["_ts_tree_cursor_copy_wasm"] = _ts_tree_cursor_copy_wasm = wasmExports2["ts_tree_cursor_copy_wasm"];
          Module["_ts_tree_cursor_delete_wasm"] = _ts_tree_cursor_delete_wasm = wasmExports2["ts_tree_cursor_delete_wasm"];
          Module["_ts_tree_cursor_reset_wasm"] = _ts_tree_cursor_reset_wasm = wasmExports2["ts_tree_cursor_reset_wasm"];
          Module["_ts_tree_cursor_reset_to_wasm"] = _ts_tree_cursor_reset_to_wasm = wasmExports2["ts_tree_cursor_reset_to_wasm"];
          Module["_ts_tree_cursor_goto_first_child_wasm"] = _ts_tree_cursor_goto_first_child_wasm = wasmExports2["ts_tree_cursor_goto_first_child_wasm"];
          Module["_ts_tree_cursor_goto_last_child_wasm"] = _ts_tree_cursor_goto_last_child_wasm = wasmExports2["ts_tree_cursor_goto_last_child_wasm"];
          Module["_ts_tree_cursor_goto_first_child_for_index_wasm"] = _ts_tree_cursor_goto_first_child_for_index_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_index_wasm"];
          Module["_ts_tree_cursor_goto_first_child_for_position_wasm"] = _ts_tree_cursor_goto_first_child_for_position_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_position_wasm"];
          Module["_ts_tree_cursor_goto_next_sibling_wasm"] = _ts_tree_cursor_goto_next_sibling_wasm = wasmExports2["ts_tree_cursor_goto_next_sibling_wasm"];
          Module["_ts_tree_cursor_goto_previous_sibling_wasm"] = _ts_tree_cursor_goto_previous_sibling_wasm = wasmExports2["ts_tree_cursor_goto_previous_sibling_wasm"];
          Module["_ts_tree_cursor_goto_descendant_wasm"] = _ts_tree_cursor_goto_descendant_wasm = wasmExports2["ts_tree_cursor_goto_descendant_wasm"];
          Module["_ts_tree_cursor_goto_parent_wasm"] = _ts_tree_cursor_goto_parent_wasm = wasmExports2["ts_tree_cursor_goto_parent_wasm"];
          Module["_ts_tree_cursor_current_node_type_id_wasm"] = _ts_tree_cursor_current_node_type_id_wasm = wasmExports2["ts_tree_cursor_current_node_type_id_wasm"];
          Module["_ts_tree_cursor_current_node_state_id_wasm"] = _ts_tree_cursor_current_node_state_id_wasm = wasmExports2["ts_tree_cursor_current_node_state_id_wasm"];
          Module["_ts_tree_cursor_current_node_is_named_wasm"] = _ts_tree_cursor_current_node_is_named_wasm = wasmExports2["ts_tree_cursor_current_node_is_named_wasm"];
          Module["_ts_tree_cursor_current_node_is_missing_wasm"] = _ts_tree_cursor_current_node_is_missing_wasm = wasmExports2["ts_tree_cursor_current_node_is_missing_wasm"];
          Module["_ts_tree_cursor_current_node_id_wasm"] = _ts_tree_cursor_current_node_id_wasm = wasmExports2["ts_tree_cursor_current_node_id_wasm"];
          Module["_ts_tree_cursor_start_position_wasm"] = _ts_tree_cursor_start_position_wasm = wasmExports2["ts_tree_cursor_start_position_wasm"];
          Module["_ts_tree_cursor_end_position_wasm"] = _ts_tree_cursor_end_position_wasm = wasmExports2["ts_tree_cursor_end_position_wasm"];
          Module["_ts_tree_cursor_start_index_wasm"] = _ts_tree_cursor_start_index_wasm = wasmExports2["ts_tree_cursor_start_index_wasm"];
          Module["_ts_tree_cursor_end_index_wasm"] = _ts_tree_cursor_end_index_wasm = wasmExports2["ts_tree_cursor_end_index_wasm"];
          Module["_ts_tree_cursor_current_field_id_wasm"] = _ts_tree_cursor_current_field_id_wasm = wasmExports2["ts_tree_cursor_current_field_id_wasm"];
          Module["_ts_tree_cursor_current_depth_wasm"] = _ts_tree_cursor_current_depth_wasm = wasmExports2["ts_tree_cursor_current_depth_wasm"];
          Module["_ts_tree_cursor_current_descendant_index_wasm"] = _ts_tree_cursor_current_descendant_index_wasm = wasmExports2["ts_tree_cursor_current_descendant_index_wasm"];
          Module["_ts_tree_cursor_current_node_wasm"] = _ts_tree_cursor_current_node_wasm = wasmExports2["ts_tree_cursor_current_node_wasm"];
          Module["_ts_node_symbol_wasm"] = _ts_node_symbol_wasm = wasmExports2["ts_node_symbol_wasm"];
          Module["_ts_node_field_name_for_child_wasm"] = _ts_node_field_name_for_child_wasm = wasmExports2["ts_node_field_name_for_child_wasm"];
          Module["_ts_node_field_name_for_named_child_wasm"] = _ts_node_field_name_for_named_child_wasm = wasmExports2["ts_node_field_name_for_named_child_wasm"];
          Module["_ts_node_children_by_field_id_wasm"] = _ts_node_children_by_field_id_wasm = wasmExports2["ts_node_children_by_field_id_wasm"];
          Module["_ts_node_first_child_for_byte_wasm"] = _ts_node_first_child_for_byte_wasm = wasmExports2["ts_node_first_child_for_byte_wasm"];
          Module["_ts_node_first_named_child_for_byte_wasm"] = _ts_node_first_named_child_for_byte_wasm = wasmExports2["ts_node_first_named_child_for_byte_wasm"];
          Module["_ts_node_grammar_symbol_wasm"] = _ts_node_grammar_symbol_wasm = wasmExports2["ts_node_grammar_symbol_wasm"];
          Module["_ts_node_child_count_wasm"] = _ts_node_child_count_wasm = wasmExports2["ts_node_child_count_wasm"];
          Module["_ts_node_named_child_count_wasm"] = _ts_node_named_child_count_wasm = wasmExports2["ts_node_named_child_count_wasm"];
          Module["_ts_node_child_wasm"] = _ts_node_child_wasm = wasmExports2["ts_node_child_wasm"];
          Module["_ts_node_named_child_wasm"] = _ts_node_named_child_wasm = wasmExports2["ts_node_named_child_wasm"];
          Module["_ts_node_child_by_field_id_wasm"] = _ts_node_child_by_field_id_wasm = wasmExports2["ts_node_child_by_field_id_wasm"];
          Module["_ts_node_next_sibling_wasm"] = _ts_node_next_sibling_wasm = wasmExports2["ts_node_next_sibling_wasm"];
          Module["_ts_node_prev_sibling_wasm"] = _ts_node_prev_sibling_wasm = wasmExports2["ts_node_prev_sibling_wasm"];
          Module["_ts_node_next_named_sibling_wasm"] = _ts_node_next_named_sibling_wasm = wasmExports2["ts_node_next_named_sibling_wasm"];
          Module["_ts_node_prev_named_sibling_wasm"] = _ts_node_prev_named_sibling_wasm = wasmExports2["ts_node_prev_named_sibling_wasm"];
          Module["_ts_node_descendant_count_wasm"] = _ts_node_descendant_count_wasm = wasmExports2["ts_node_descendant_count_wasm"];
          Module["_ts_node_parent_wasm"] = _ts_node_parent_wasm = wasmExports2["ts_node_parent_wasm"];
          Module["_ts_node_child_with_descendant_wasm"] = _ts_node_child_with_descendant_wasm = wasmExports2["ts_node_child_with_descendant_wasm"];
          Module["_ts_node_descendant_for_index_wasm"] = _ts_node_descendant_for_index_wasm = wasmExports2["ts_node_descendant_for_index_wasm"];
          Module["_ts_node_named_descendant_for_index_wasm"] = _ts_node_named_descendant_for_index_wasm = wasmExports2["ts_node_named_descendant_for_index_wasm"];
          Module["_ts_node_descendant_for_position_wasm"] = _ts_node_descendant_for_position_wasm = wasmExports2["ts_node_descendant_for_position_wasm"];
          Module["_ts_node_named_descendant_for_position_wasm"] = _ts_node_named_descendant_for_position_wasm = wasmExports2["ts_node_named_descendant_for_position_wasm"];
          Module["_ts_node_start_point_wasm"] = _ts_node_start_point_wasm = wasmExports2["ts_node_start_point_wasm"];
          Module["_ts_node_end_point_wasm"] = _ts_node_end_point_wasm = wasmExports2["ts_node_end_point_wasm"];
          Module["_ts_node_start_index_wasm"] = _ts_node_start_index_wasm = wasmExports2["ts_node_start_index_wasm"];
          Module["_ts_node_end_index_wasm"] = _ts_node_end_index_wasm = wasmExports2["ts_node_end_index_wasm"];
          Module["_ts_node_to_string_wasm"] = _ts_node_to_string_wasm = wasmExports2["ts_node_to_string_wasm"];
          Module["_ts_node_children_wasm"] = _ts_node_children_wasm = wasmExports2["ts_node_children_wasm"];
          Module["_ts_node_named_children_wasm"] = _ts_node_named_children_wasm = wasmExports2["ts_node_named_children_wasm"];
          Module["_ts_node_descendants_of_type_wasm"] = _ts_node_descendants_of_type_wasm = wasmExports2["ts_node_descendants_of_type_wasm"];
          Module["_ts_node_is_named_wasm"] = _ts_node_is_named_wasm = wasmExports2["ts_node_is_named_wasm"];
          Module["_ts_node_has_changes_wasm"] = _ts_node_has_changes_wasm = wasmExports2["ts_node_has_changes_wasm"];
          Module["_ts_node_has_error_wasm"] = _ts_node_has_error_wasm = wasmExports2["ts_node_has_error_wasm"];
          Module["_ts_node_is_error_wasm"] = _ts_node_is_error_wasm = wasmExports2["ts_node_is_error_wasm"];
          Module["_ts_node_is_missing_wasm"] = _ts_node_is_missing_wasm = wasmExports2["ts_node_is_missing_wasm"];
          Module["_ts_node_is_extra_wasm"] = _ts_node_is_extra_wasm = wasmExports2["ts_node_is_extra_wasm"];
          Module["_ts_node_parse_state_wasm"] = _ts_node_parse_state_wasm = wasmExports2["ts_node_parse_state_wasm"];
          Module["_ts_node_next_parse_state_wasm"] = _ts_node_next_parse_state_wasm = wasmExports2["ts_node_next_parse_state_wasm"];
          Module["_ts_query_matches_wasm"] = _ts_query_matches_wasm = wasmExports2["ts_query_matches_wasm"];
          Module["_ts_query_captures_wasm"] = _ts_query_captures_wasm = wasmExports2["ts_query_captures_wasm"];
          Module["_memset"] = _memset = wasmExports2["memset"];
          Module["_memcpy"] = _memcpy = wasmExports2["memcpy"];
          Module["_memmove"] = _memmove = wasmExports2["memmove"];
          Module["_iswalpha"] = _iswalpha = wasmExports2["iswalpha"];
          Module["_iswblank"] = _iswblank = wasmExports2["iswblank"];
          Module["_iswdigit"] = _iswdigit = wasmExports2["iswdigit"];
          Module["_iswlower"] = _iswlower = wasmExports2["iswlower"];
          Module["_iswpunct"] = _iswpunct = wasmExports2["iswpunct"];
          Module["_iswupper"] = _iswupper = wasmExports2["iswupper"];
          Module["_iswxdigit"] = _iswxdigit = wasmExports2["iswxdigit"];
          Module["_memchr"] = _memchr = wasmExports2["memchr"];
          Module["_strcmp"] = _strcmp = wasmExports2["strcmp"];
          Module["_strncat"] = _strncat = wasmExports2["strncat"];
          Module["_strncpy"] = _strncpy = wasmExports2["strncpy"];
          Module["_towlower"] = _towlower = wasmExports2["towlower"];
          Module["_towupper"] = _towupper = wasmExports2["towupper"];
          _setThrew = wasmExports2["setThrew"];
          __emscripten_stack_restore = wasmExports2["_emscripten_stack_restore"];
          __emscripten_stack_alloc = wasmExports2["_emscripten_stack_alloc"];
          _emscripten_stack_get_current = wasmExports2["emscripten_stack_get_current"];
          ___wasm_apply_data_relocs = wasmExports2["__wasm_apply_data_relocs"];
        }
        __name(assignWasmExports, "assignWasmExports");
        var wasmImports = {
          /** @export */
          __heap_base: ___heap_base,
          /** @export */
          __indirect_function_table: wasmTable,
          /** @export */
          __memory_base: ___memory_base,
          /** @export */
          __stack_high: ___stack_high,
          /** @export */
          __stack_low: ___stack_low,
          /** @export */
          __stack_pointer: ___stack_pointer,
          /** @export */
          __table_base: ___table_base,
          /** @export */
          _abort_js: __abort_js,
          /** @export */
          emscripten_resize_heap: _emscripten_resize_heap,
          /** @export */
          fd_close: _fd_close,
          /** @export */
          fd_seek: _fd_seek,
          /** @export */
          fd_write: _fd_write,
          /** @export */
          memory: wasmMemory,
          /** @export */
          tree_sitter_log_callback: _tree_sitter_log_callback,
          /** @export */
          tree_sitter_parse_callback: _tree_sitter_parse_callback,
          /** @export */
          tree_sitter_progress_callback: _tree_sitter_progress_callback,
          /** @export */
          tree_sitter_query_progress_callback: _tree_sitter_query_progress_callback
        };
        function callMain(args2 = []) {
          var entryFunction = resolveGlobalSymbol("main").sym;
          if (!entryFunction) return;
          args2.unshift(thisProgram);
          var argc = args2.length;
          var argv = stackAlloc((argc + 1) * 4);
          var argv_ptr = argv;
          args2.forEach((arg) => {
            LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, stringToUTF8OnStack(arg));
            argv_ptr += 4;
          });
          LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, 0);
          try {
            var ret = entryFunction(argc, argv);
            exitJS(
              ret,
              /* implicit = */
              true
            );
            return ret;
          } catch (e) {
            return handleException(e);
          }
        }
        __name(callMain, "callMain");
        function run(args2 = arguments_) {
          if (runDependencies > 0) {
            dependenciesFulfilled = run;
            return;
          }
          preRun();
          if (runDependencies > 0) {
            dependenciesFulfilled = run;
            return;
          }
          function doRun() {
            Module["calledRun"] = true;
            if (ABORT) return;
            initRuntime();
            preMain();
            readyPromiseResolve?.(Module);
            Module["onRuntimeInitialized"]?.();
            var noInitialRun = Module["noInitialRun"] || false;
            if (!noInitialRun) callMain(args2);
            postRun();
          }
          __name(doRun, "doRun");
          if (Module["setStatus"]) {
            Module["setStatus"]("Running...");
            setTimeout(() => {
              setTimeout(() => Module["setStatus"](""), 1);
              doRun();
            }, 1);
          } else {
            doRun();
          }
        }
        __name(run, "run");
        var wasmExports;
        wasmExports = await createWasm();
        run();
        if (runtimeInitialized) {
          moduleRtn = Module;
        } else {
          moduleRtn = new Promise((resolve, reject) => {
            readyPromiseResolve = resolve;
            readyPromiseReject = reject;
          });
        }
        return moduleRtn;
      };
    })();
    if (typeof exports === "object" && typeof module === "object") {
      module.exports = Module;
      module.exports.default = Module;
    } else if (typeof define === "function" && define["amd"])
      define([], () => Module);
  }
});

// src/index.ts
var index_exports = {};
__export(index_exports, {
  CaptureQuantifier: () => CaptureQuantifier,
  Edit: () => Edit,
  LANGUAGE_VERSION: () => LANGUAGE_VERSION,
  Language: () => Language,
  LookaheadIterator: () => LookaheadIterator,
  MIN_COMPATIBLE_VERSION: () => MIN_COMPATIBLE_VERSION,
  Node: () => Node,
  Parser: () => Parser,
  Query: () => Query,
  Tree: () => Tree,
  TreeCursor: () => TreeCursor
});
module.exports = __toCommonJS(index_exports);

// src/edit.ts
var Edit = class {
  static {
    __name(this, "Edit");
  }
  /** The start position of the change. */
  startPosition;
  /** The end position of the change before the edit. */
  oldEndPosition;
  /** The end position of the change after the edit. */
  newEndPosition;
  /** The start index of the change. */
  startIndex;
  /** The end index of the change before the edit. */
  oldEndIndex;
  /** The end index of the change after the edit. */
  newEndIndex;
  constructor({
    startIndex,
    oldEndIndex,
    newEndIndex,
    startPosition,
    oldEndPosition,
    newEndPosition
  }) {
    this.startIndex = startIndex >>> 0;
    this.oldEndIndex = oldEndIndex >>> 0;
    this.newEndIndex = newEndIndex >>> 0;
    this.startPosition = startPosition;
    this.oldEndPosition = oldEndPosition;
    this.newEndPosition = newEndPosition;
  }
  /**
   * Edit a point and index to keep it in-sync with source code that has been edited.
   *
   * This function updates a single point's byte offset and row/column position
   * based on an edit operation. This is useful for editing points without
   * requiring a tree or node instance.
   */
  editPoint(point, index) {
    let newIndex = index;
    const newPoint = { ...point };
    if (index >= this.oldEndIndex) {
      newIndex = this.newEndIndex + (index - this.oldEndIndex);
      const originalRow = point.row;
      newPoint.row = this.newEndPosition.row + (point.row - this.oldEndPosition.row);
      newPoint.column = originalRow === this.oldEndPosition.row ? this.newEndPosition.column + (point.column - this.oldEndPosition.column) : point.column;
    } else if (index > this.startIndex) {
      newIndex = this.newEndIndex;
      newPoint.row = this.newEndPosition.row;
      newPoint.column = this.newEndPosition.column;
    }
    return { point: newPoint, index: newIndex };
  }
  /**
   * Edit a range to keep it in-sync with source code that has been edited.
   *
   * This function updates a range's start and end positions based on an edit
   * operation. This is useful for editing ranges without requiring a tree
   * or node instance.
   */
  editRange(range) {
    const newRange = {
      startIndex: range.startIndex,
      startPosition: { ...range.startPosition },
      endIndex: range.endIndex,
      endPosition: { ...range.endPosition }
    };
    if (range.endIndex >= this.oldEndIndex) {
      if (range.endIndex !== Number.MAX_SAFE_INTEGER) {
        newRange.endIndex = this.newEndIndex + (range.endIndex - this.oldEndIndex);
        newRange.endPosition = {
          row: this.newEndPosition.row + (range.endPosition.row - this.oldEndPosition.row),
          column: range.endPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range.endPosition.column - this.oldEndPosition.column) : range.endPosition.column
        };
        if (newRange.endIndex < this.newEndIndex) {
          newRange.endIndex = Number.MAX_SAFE_INTEGER;
          newRange.endPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
        }
      }
    } else if (range.endIndex > this.startIndex) {
      newRange.endIndex = this.startIndex;
      newRange.endPosition = { ...this.startPosition };
    }
    if (range.startIndex >= this.oldEndIndex) {
      newRange.startIndex = this.newEndIndex + (range.startIndex - this.oldEndIndex);
      newRange.startPosition = {
        row: this.newEndPosition.row + (range.startPosition.row - this.oldEndPosition.row),
        column: range.startPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range.startPosition.column - this.oldEndPosition.column) : range.startPosition.column
      };
      if (newRange.startIndex < this.newEndIndex) {
        newRange.startIndex = Number.MAX_SAFE_INTEGER;
        newRange.startPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
      }
    } else if (range.startIndex > this.startIndex) {
      newRange.startIndex = this.startIndex;
      newRange.startPosition = { ...this.startPosition };
    }
    return newRange;
  }
};

// src/constants.ts
var SIZE_OF_SHORT = 2;
var SIZE_OF_INT = 4;
var SIZE_OF_CURSOR = 4 * SIZE_OF_INT;
var SIZE_OF_NODE = 5 * SIZE_OF_INT;
var SIZE_OF_POINT = 2 * SIZE_OF_INT;
var SIZE_OF_RANGE = 2 * SIZE_OF_INT + 2 * SIZE_OF_POINT;
var ZERO_POINT = { row: 0, column: 0 };
var INTERNAL = /* @__PURE__ */ Symbol("INTERNAL");
function assertInternal(x) {
  if (x !== INTERNAL) throw new Error("Illegal constructor");
}
__name(assertInternal, "assertInternal");
function isPoint(point) {
  return !!point && typeof point.row === "number" && typeof point.column === "number";
}
__name(isPoint, "isPoint");
function setModule(module2) {
  C = module2;
}
__name(setModule, "setModule");
var C;

// src/finalization_registry.ts
function newFinalizer(handler) {
  try {
    return new FinalizationRegistry(handler);
  } catch (e) {
    console.error("Unsupported FinalizationRegistry:", e);
    return;
  }
}
__name(newFinalizer, "newFinalizer");

// src/lookahead_iterator.ts
var finalizer = newFinalizer((address) => {
  C._ts_lookahead_iterator_delete(address);
});
var LookaheadIterator = class {
  static {
    __name(this, "LookaheadIterator");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  language;
  /** @internal */
  positioned = false;
  /** @internal */
  constructor(internal, address, language) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    finalizer?.register(this, address, this);
  }
  /**
   * Get the current symbol of the lookahead iterator.
   *
   * Returns `null` if the iterator is not positioned on a symbol:
   *
   * - Before the first iteration step
   * - After the iterator is exhausted
   * - After a {@link reset} or {@link resetState} call
   */
  get currentTypeId() {
    return this.positioned ? C._ts_lookahead_iterator_current_symbol(this[0]) : null;
  }
  /**
   * Get the current symbol name of the lookahead iterator.
   *
   * Returns `null` if the iterator is not positioned on a symbol.
   */
  get currentType() {
    const id = this.currentTypeId;
    if (id === null) return null;
    return this.language.types[id] ?? C.UTF8ToString(C._ts_language_symbol_name(this.language[0], id));
  }
  /** Delete the lookahead iterator, freeing its resources. */
  delete() {
    finalizer?.unregister(this);
    C._ts_lookahead_iterator_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Reset the lookahead iterator.
   *
   * This returns `true` if the language was set successfully and `false`
   * otherwise.
   */
  reset(language, stateId) {
    if (C._ts_lookahead_iterator_reset(this[0], language[0], stateId)) {
      this.language = language;
      this.positioned = false;
      return true;
    }
    return false;
  }
  /**
   * Reset the lookahead iterator to another state.
   *
   * This returns `true` if the iterator was reset to the given state and
   * `false` otherwise.
   */
  resetState(stateId) {
    if (!C._ts_lookahead_iterator_reset_state(this[0], stateId)) return false;
    this.positioned = false;
    return true;
  }
  /**
   * Returns an iterator that iterates over the symbols of the lookahead iterator.
   *
   * The iterator will yield the current symbol name as a string for each step
   * until there are no more symbols to iterate over.
   */
  [Symbol.iterator]() {
    return {
      next: /* @__PURE__ */ __name(() => {
        this.positioned = Boolean(C._ts_lookahead_iterator_next(this[0]));
        const value = this.currentType;
        return value === null ? { done: true, value: "" } : { done: false, value };
      }, "next")
    };
  }
};

// src/tree.ts
function getText(tree, startIndex, endIndex, startPosition) {
  const length = endIndex - startIndex;
  let result = tree.textCallback(startIndex, startPosition);
  if (result) {
    startIndex += result.length;
    while (startIndex < endIndex) {
      const string = tree.textCallback(startIndex, startPosition);
      if (string && string.length > 0) {
        startIndex += string.length;
        result += string;
      } else {
        break;
      }
    }
    if (startIndex > endIndex) {
      result = result.slice(0, length);
    }
  }
  return result ?? "";
}
__name(getText, "getText");
var finalizer2 = newFinalizer((address) => {
  C._ts_tree_delete(address);
});
var Tree = class _Tree {
  static {
    __name(this, "Tree");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  textCallback;
  /** The language that was used to parse the syntax tree. */
  language;
  /** @internal */
  constructor(internal, address, language, textCallback) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    this.textCallback = textCallback;
    finalizer2?.register(this, address, this);
  }
  /** Create a shallow copy of the syntax tree. This is very fast. */
  copy() {
    const address = C._ts_tree_copy(this[0]);
    return new _Tree(INTERNAL, address, this.language, this.textCallback);
  }
  /** Delete the syntax tree, freeing its resources. */
  delete() {
    finalizer2?.unregister(this);
    C._ts_tree_delete(this[0]);
    this[0] = 0;
  }
  /** Get the root node of the syntax tree. */
  get rootNode() {
    C._ts_tree_root_node_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Get the root node of the syntax tree, but with its position shifted
   * forward by the given offset.
   */
  rootNodeWithOffset(offsetBytes, offsetExtent) {
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, offsetBytes, "i32");
    marshalPoint(address + SIZE_OF_INT, offsetExtent);
    C._ts_tree_root_node_with_offset_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Edit the syntax tree to keep it in sync with source code that has been
   * edited.
   *
   * You must describe the edit both in terms of byte offsets and in terms of
   * row/column coordinates.
   */
  edit(edit) {
    marshalEdit(edit);
    C._ts_tree_edit_wasm(this[0]);
  }
  /** Create a new {@link TreeCursor} starting from the root of the tree. */
  walk() {
    return this.rootNode.walk();
  }
  /**
   * Compare this old edited syntax tree to a new syntax tree representing
   * the same document, returning a sequence of ranges whose syntactic
   * structure has changed.
   *
   * For this to work correctly, this syntax tree must have been edited such
   * that its ranges match up to the new tree. Generally, you'll want to
   * call this method right after calling one of the [`Parser::parse`]
   * functions. Call it on the old tree that was passed to parse, and
   * pass the new tree that was returned from `parse`.
   */
  getChangedRanges(other) {
    if (!(other instanceof _Tree)) {
      throw new TypeError("Argument must be a Tree");
    }
    C._ts_tree_get_changed_ranges_wasm(this[0], other[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the included ranges that were used to parse the syntax tree. */
  getIncludedRanges() {
    C._ts_tree_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
};

// src/tree_cursor.ts
var finalizer3 = newFinalizer((handles) => {
  marshalTreeCursor({ handles });
  C._ts_tree_cursor_delete_wasm(0);
});
var TreeCursor = class _TreeCursor {
  static {
    __name(this, "TreeCursor");
  }
  /** @internal */
  handles = [0, 0, 0, 0];
  // Internal handles for Wasm, shared with the finalizer.
  /** @internal */
  tree;
  /** @internal */
  constructor(internal, tree) {
    assertInternal(internal);
    this.tree = tree;
    unmarshalTreeCursor(this);
    finalizer3?.register(this, this.handles, this);
  }
  /** Creates a deep copy of the tree cursor. This allocates new memory. */
  copy() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_copy_wasm(this.tree[0]);
    return new _TreeCursor(INTERNAL, this.tree);
  }
  /** Delete the tree cursor, freeing its resources. */
  delete() {
    finalizer3?.unregister(this);
    marshalTreeCursor(this);
    C._ts_tree_cursor_delete_wasm(this.tree[0]);
    this.handles.fill(0);
  }
  /** Get the tree cursor's current {@link Node}. */
  get currentNode() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_current_node_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the numerical field id of this tree cursor's current node.
   *
   * See also {@link TreeCursor#currentFieldName}.
   */
  get currentFieldId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_field_id_wasm(this.tree[0]);
  }
  /** Get the field name of this tree cursor's current node. */
  get currentFieldName() {
    return this.tree.language.fields[this.currentFieldId];
  }
  /**
   * Get the depth of the cursor's current node relative to the original
   * node that the cursor was constructed with.
   */
  get currentDepth() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_depth_wasm(this.tree[0]);
  }
  /**
   * Get the index of the cursor's current node out of all of the
   * descendants of the original node that the cursor was constructed with.
   */
  get currentDescendantIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_descendant_index_wasm(this.tree[0]);
  }
  /** Get the type of the cursor's current node. */
  get nodeType() {
    return this.tree.language.types[this.nodeTypeId] || "ERROR";
  }
  /** Get the type id of the cursor's current node. */
  get nodeTypeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_type_id_wasm(this.tree[0]);
  }
  /** Get the state id of the cursor's current node. */
  get nodeStateId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_state_id_wasm(this.tree[0]);
  }
  /** Get the id of the cursor's current node. */
  get nodeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_id_wasm(this.tree[0]);
  }
  /**
   * Check if the cursor's current node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get nodeIsNamed() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if the cursor's current node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get nodeIsMissing() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Get the string content of the cursor's current node. */
  get nodeText() {
    marshalTreeCursor(this);
    const startIndex = C._ts_tree_cursor_start_index_wasm(this.tree[0]);
    const endIndex = C._ts_tree_cursor_end_index_wasm(this.tree[0]);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    const startPosition = unmarshalPoint(TRANSFER_BUFFER);
    return getText(this.tree, startIndex, endIndex, startPosition);
  }
  /** Get the start position of the cursor's current node. */
  get startPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the end position of the cursor's current node. */
  get endPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_end_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the start index of the cursor's current node. */
  get startIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_start_index_wasm(this.tree[0]);
  }
  /** Get the end index of the cursor's current node. */
  get endIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_end_index_wasm(this.tree[0]);
  }
  /**
   * Move this cursor to the first child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   */
  gotoFirstChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_first_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the last child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoFirstChild} because it needs to
   * iterate through all the children to compute the child's position.
   */
  gotoLastChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_last_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the parent of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no parent node (the cursor was already on the
   * root node).
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoParent() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_parent_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the next sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no next sibling node.
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoNextSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_next_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the previous sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no previous sibling node.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoNextSibling} due to how node
   * positions are stored. In the worst case, this will need to iterate
   * through all the children up to the previous sibling node to recalculate
   * its position. Also note that the node the cursor was constructed with is
   * considered the root of the cursor, and the cursor cannot walk outside this node.
   */
  gotoPreviousSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_previous_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move the cursor to the node that is the nth descendant of
   * the original node that the cursor was constructed with, where
   * zero represents the original node itself.
   */
  gotoDescendant(goalDescendantIndex) {
    marshalTreeCursor(this);
    C._ts_tree_cursor_goto_descendant_wasm(this.tree[0], goalDescendantIndex);
    unmarshalTreeCursor(this);
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns `true` if the cursor successfully moved to a child node, and returns
   * `false` if no such child was found.
   */
  gotoFirstChildForIndex(goalIndex) {
    marshalTreeCursor(this);
    C.setValue(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalIndex, "i32");
    const result = C._ts_tree_cursor_goto_first_child_for_index_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given position.
   *
   * This returns `true` if the cursor successfully moved to a child node, and returns
   * `false` if no such child was found.
   */
  gotoFirstChildForPosition(goalPosition) {
    marshalTreeCursor(this);
    marshalPoint(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalPosition);
    const result = C._ts_tree_cursor_goto_first_child_for_position_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Re-initialize this tree cursor to start at the original node that the
   * cursor was constructed with.
   */
  reset(node) {
    marshalNode(node);
    marshalTreeCursor(this, TRANSFER_BUFFER + SIZE_OF_NODE);
    C._ts_tree_cursor_reset_wasm(node.tree[0]);
    unmarshalTreeCursor(this);
    this.tree = node.tree;
  }
  /**
   * Re-initialize a tree cursor to the same position as another cursor.
   *
   * Unlike {@link TreeCursor#reset}, this will not lose parent
   * information and allows reusing already created cursors.
   */
  resetTo(cursor) {
    marshalTreeCursor(this, TRANSFER_BUFFER);
    marshalTreeCursor(cursor, TRANSFER_BUFFER + SIZE_OF_CURSOR);
    C._ts_tree_cursor_reset_to_wasm(this.tree[0], cursor.tree[0]);
    unmarshalTreeCursor(this);
    this.tree = cursor.tree;
  }
};

// src/node.ts
var Node = class {
  static {
    __name(this, "Node");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  _children;
  /** @internal */
  _namedChildren;
  /** @internal */
  constructor(internal, {
    id,
    tree,
    startIndex,
    startPosition,
    other
  }) {
    assertInternal(internal);
    this[0] = other;
    this.id = id;
    this.tree = tree;
    this.startIndex = startIndex;
    this.startPosition = startPosition;
  }
  /**
   * The numeric id for this node that is unique.
   *
   * Within a given syntax tree, no two nodes have the same id. However:
   *
   * * If a new tree is created based on an older tree, and a node from the old tree is reused in
   *   the process, then that node will have the same id in both trees.
   *
   * * A node not marked as having changes does not guarantee it was reused.
   *
   * * If a node is marked as having changed in the old tree, it will not be reused.
   */
  id;
  /** The byte index where this node starts. */
  startIndex;
  /** The position where this node starts. */
  startPosition;
  /** The tree that this node belongs to. */
  tree;
  /** Get this node's type as a numerical id. */
  get typeId() {
    marshalNode(this);
    return C._ts_node_symbol_wasm(this.tree[0]);
  }
  /**
   * Get the node's type as a numerical id as it appears in the grammar,
   * ignoring aliases.
   */
  get grammarId() {
    marshalNode(this);
    return C._ts_node_grammar_symbol_wasm(this.tree[0]);
  }
  /** Get this node's type as a string. */
  get type() {
    return this.tree.language.types[this.typeId] || "ERROR";
  }
  /**
   * Get this node's symbol name as it appears in the grammar, ignoring
   * aliases as a string.
   */
  get grammarType() {
    return this.tree.language.types[this.grammarId] || "ERROR";
  }
  /**
   * Check if this node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get isNamed() {
    marshalNode(this);
    return C._ts_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *extra*.
   *
   * Extra nodes represent things like comments, which are not required
   * by the grammar, but can appear anywhere.
   */
  get isExtra() {
    marshalNode(this);
    return C._ts_node_is_extra_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error.
   *
   * Syntax errors represent parts of the code that could not be incorporated
   * into a valid syntax tree.
   */
  get isError() {
    marshalNode(this);
    return C._ts_node_is_error_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get isMissing() {
    marshalNode(this);
    return C._ts_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Check if this node has been edited. */
  get hasChanges() {
    marshalNode(this);
    return C._ts_node_has_changes_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error or contains any syntax
   * errors anywhere within it.
   */
  get hasError() {
    marshalNode(this);
    return C._ts_node_has_error_wasm(this.tree[0]) === 1;
  }
  /** Get the byte index where this node ends. */
  get endIndex() {
    marshalNode(this);
    return C._ts_node_end_index_wasm(this.tree[0]);
  }
  /** Get the position where this node ends. */
  get endPosition() {
    marshalNode(this);
    C._ts_node_end_point_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the string content of this node. */
  get text() {
    return getText(this.tree, this.startIndex, this.endIndex, this.startPosition);
  }
  /** Get this node's parse state. */
  get parseState() {
    marshalNode(this);
    return C._ts_node_parse_state_wasm(this.tree[0]);
  }
  /** Get the parse state after this node. */
  get nextParseState() {
    marshalNode(this);
    return C._ts_node_next_parse_state_wasm(this.tree[0]);
  }
  /** Check if this node is equal to another node. */
  equals(other) {
    return this.tree === other.tree && this.id === other.id;
  }
  /**
   * Get the node's child at the given index, where zero represents the first child.
   *
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#children} instead.
   */
  child(index) {
    marshalNode(this);
    C._ts_node_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's *named* child at the given index.
   *
   * See also {@link Node#isNamed}.
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#namedChildren} instead.
   */
  namedChild(index) {
    marshalNode(this);
    C._ts_node_named_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's child with the given numerical field id.
   *
   * See also {@link Node#childForFieldName}. You can
   * convert a field name to an id using {@link Language#fieldIdForName}.
   */
  childForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_child_by_field_id_wasm(this.tree[0], fieldId);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the first child with the given field name.
   *
   * If multiple children may have the same field name, access them using
   * {@link Node#childrenForFieldName}.
   */
  childForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1) return this.childForFieldId(fieldId);
    return null;
  }
  /** Get the field name of this node's child at the given index. */
  fieldNameForChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /** Get the field name of this node's named child at the given index. */
  fieldNameForNamedChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_named_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /**
   * Get an array of this node's children with a given field name.
   *
   * See also {@link Node#children}.
   */
  childrenForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1 && fieldId !== 0) return this.childrenForFieldId(fieldId);
    return [];
  }
  /**
    * Get an array of this node's children with a given field id.
    *
    * See also {@link Node#childrenForFieldName}.
    */
  childrenForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_children_by_field_id_wasm(this.tree[0], fieldId);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the node's first child that contains or starts after the given byte offset. */
  firstChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's first named child that contains or starts after the given byte offset. */
  firstNamedChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_named_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's number of children. */
  get childCount() {
    marshalNode(this);
    return C._ts_node_child_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's number of *named* children.
   *
   * See also {@link Node#isNamed}.
   */
  get namedChildCount() {
    marshalNode(this);
    return C._ts_node_named_child_count_wasm(this.tree[0]);
  }
  /** Get this node's first child. */
  get firstChild() {
    return this.child(0);
  }
  /**
   * Get this node's first named child.
   *
   * See also {@link Node#isNamed}.
   */
  get firstNamedChild() {
    return this.namedChild(0);
  }
  /** Get this node's last child. */
  get lastChild() {
    return this.child(this.childCount - 1);
  }
  /**
   * Get this node's last named child.
   *
   * See also {@link Node#isNamed}.
   */
  get lastNamedChild() {
    return this.namedChild(this.namedChildCount - 1);
  }
  /**
   * Iterate over this node's children.
   *
   * If you're walking the tree recursively, you may want to use the
   * {@link TreeCursor} APIs directly instead.
   */
  get children() {
    if (!this._children) {
      marshalNode(this);
      C._ts_node_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._children = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._children[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._children;
  }
  /**
   * Iterate over this node's named children.
   *
   * See also {@link Node#children}.
   */
  get namedChildren() {
    if (!this._namedChildren) {
      marshalNode(this);
      C._ts_node_named_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._namedChildren = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._namedChildren[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._namedChildren;
  }
  /**
   * Get the descendants of this node that are the given type, or in the given types array.
   *
   * The types array should contain node type strings, which can be retrieved from {@link Language#types}.
   *
   * Additionally, a `startPosition` and `endPosition` can be passed in to restrict the search to a byte range.
   */
  descendantsOfType(types, startPosition = ZERO_POINT, endPosition = ZERO_POINT) {
    if (!Array.isArray(types)) types = [types];
    const symbols = [];
    const typesBySymbol = this.tree.language.types;
    for (let i2 = 0, n = typesBySymbol.length; i2 < n; i2++) {
      if (types.includes(typesBySymbol[i2])) {
        symbols.push(i2);
      }
    }
    if (types.includes("ERROR")) {
      symbols.push(65535);
    }
    const symbolsAddress = C._malloc(SIZE_OF_INT * symbols.length);
    for (let i2 = 0, n = symbols.length; i2 < n; i2++) {
      C.setValue(symbolsAddress + i2 * SIZE_OF_INT, symbols[i2], "i32");
    }
    marshalNode(this);
    C._ts_node_descendants_of_type_wasm(
      this.tree[0],
      symbolsAddress,
      symbols.length,
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column
    );
    const descendantCount = C.getValue(TRANSFER_BUFFER, "i32");
    const descendantAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(descendantCount);
    if (descendantCount > 0) {
      let address = descendantAddress;
      for (let i2 = 0; i2 < descendantCount; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
    }
    C._free(descendantAddress);
    C._free(symbolsAddress);
    return result;
  }
  /** Get this node's next sibling. */
  get nextSibling() {
    marshalNode(this);
    C._ts_node_next_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's previous sibling. */
  get previousSibling() {
    marshalNode(this);
    C._ts_node_prev_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's next *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get nextNamedSibling() {
    marshalNode(this);
    C._ts_node_next_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's previous *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get previousNamedSibling() {
    marshalNode(this);
    C._ts_node_prev_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's number of descendants, including one for the node itself. */
  get descendantCount() {
    marshalNode(this);
    return C._ts_node_descendant_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's immediate parent.
   * Prefer {@link Node#childWithDescendant} for iterating over this node's ancestors.
   */
  get parent() {
    marshalNode(this);
    C._ts_node_parent_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the node that contains `descendant`.
   *
   * Note that this can return `descendant` itself.
   */
  childWithDescendant(descendant) {
    marshalNode(this);
    marshalNode(descendant, 1);
    C._ts_node_child_with_descendant_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given byte range. */
  descendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given byte range. */
  namedDescendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_named_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given point range. */
  descendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given point range. */
  namedDescendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_named_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Create a new {@link TreeCursor} starting from this node.
   *
   * Note that the given node is considered the root of the cursor,
   * and the cursor cannot walk outside this node.
   */
  walk() {
    marshalNode(this);
    C._ts_tree_cursor_new_wasm(this.tree[0]);
    return new TreeCursor(INTERNAL, this.tree);
  }
  /**
   * Edit this node to keep it in-sync with source code that has been edited.
   *
   * This function is only rarely needed. When you edit a syntax tree with
   * the {@link Tree#edit} method, all of the nodes that you retrieve from
   * the tree afterward will already reflect the edit. You only need to
   * use {@link Node#edit} when you have a specific {@link Node} instance that
   * you want to keep and continue to use after an edit.
   */
  edit(edit) {
    const { point, index } = edit.editPoint(this.startPosition, this.startIndex);
    this.startPosition = point;
    this.startIndex = index;
  }
  /** Get the S-expression representation of this node. */
  toString() {
    marshalNode(this);
    const address = C._ts_node_to_string_wasm(this.tree[0]);
    const result = C.AsciiToString(address);
    C._free(address);
    return result;
  }
};

// src/marshal.ts
function unmarshalCaptures(query, tree, address, patternIndex, result) {
  for (let i2 = 0, n = result.length; i2 < n; i2++) {
    const captureIndex = C.getValue(address, "i32");
    address += SIZE_OF_INT;
    const node = unmarshalNode(tree, address);
    address += SIZE_OF_NODE;
    result[i2] = { patternIndex, name: query.captureNames[captureIndex], node };
  }
  return address;
}
__name(unmarshalCaptures, "unmarshalCaptures");
function marshalNode(node, index = 0) {
  let address = TRANSFER_BUFFER + index * SIZE_OF_NODE;
  C.setValue(address, node.id, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.row, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.column, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node[0], "i32");
}
__name(marshalNode, "marshalNode");
function unmarshalNode(tree, address = TRANSFER_BUFFER) {
  const id = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  if (id === 0) return null;
  const index = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const row = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const column = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const other = C.getValue(address, "i32");
  const result = new Node(INTERNAL, {
    id,
    tree,
    startIndex: index,
    startPosition: { row, column },
    other
  });
  return result;
}
__name(unmarshalNode, "unmarshalNode");
function marshalTreeCursor({ handles }, address = TRANSFER_BUFFER) {
  C.setValue(address + 0 * SIZE_OF_INT, handles[0], "i32");
  C.setValue(address + 1 * SIZE_OF_INT, handles[1], "i32");
  C.setValue(address + 2 * SIZE_OF_INT, handles[2], "i32");
  C.setValue(address + 3 * SIZE_OF_INT, handles[3], "i32");
}
__name(marshalTreeCursor, "marshalTreeCursor");
function unmarshalTreeCursor({ handles }) {
  handles[0] = C.getValue(TRANSFER_BUFFER + 0 * SIZE_OF_INT, "i32");
  handles[1] = C.getValue(TRANSFER_BUFFER + 1 * SIZE_OF_INT, "i32");
  handles[2] = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
  handles[3] = C.getValue(TRANSFER_BUFFER + 3 * SIZE_OF_INT, "i32");
}
__name(unmarshalTreeCursor, "unmarshalTreeCursor");
function marshalPoint(address, point) {
  C.setValue(address, point.row, "i32");
  C.setValue(address + SIZE_OF_INT, point.column, "i32");
}
__name(marshalPoint, "marshalPoint");
function unmarshalPoint(address) {
  const result = {
    row: C.getValue(address, "i32") >>> 0,
    column: C.getValue(address + SIZE_OF_INT, "i32") >>> 0
  };
  return result;
}
__name(unmarshalPoint, "unmarshalPoint");
function marshalRange(address, range) {
  marshalPoint(address, range.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, range.endPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, range.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, range.endIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalRange, "marshalRange");
function unmarshalRange(address) {
  const result = {};
  result.startPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.endPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.startIndex = C.getValue(address, "i32") >>> 0;
  address += SIZE_OF_INT;
  result.endIndex = C.getValue(address, "i32") >>> 0;
  return result;
}
__name(unmarshalRange, "unmarshalRange");
function marshalEdit(edit, address = TRANSFER_BUFFER) {
  marshalPoint(address, edit.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.oldEndPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.newEndPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, edit.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.oldEndIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.newEndIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalEdit, "marshalEdit");
function unmarshalLanguageMetadata(address) {
  const major_version = C.getValue(address, "i32");
  const minor_version = C.getValue(address += SIZE_OF_INT, "i32");
  const patch_version = C.getValue(address += SIZE_OF_INT, "i32");
  return { major_version, minor_version, patch_version };
}
__name(unmarshalLanguageMetadata, "unmarshalLanguageMetadata");

// src/language.ts
var LANGUAGE_FUNCTION_REGEX = /^tree_sitter_\w+$/;
var Language = class _Language {
  static {
    __name(this, "Language");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /**
   * A list of all node types in the language. The index of each type in this
   * array is its node type id.
   */
  types;
  /**
   * A list of all field names in the language. The index of each field name in
   * this array is its field id.
   */
  fields;
  /** @internal */
  constructor(internal, address) {
    assertInternal(internal);
    this[0] = address;
    this.types = new Array(C._ts_language_symbol_count(this[0]));
    for (let i2 = 0, n = this.types.length; i2 < n; i2++) {
      if (C._ts_language_symbol_type(this[0], i2) < 2) {
        this.types[i2] = C.UTF8ToString(C._ts_language_symbol_name(this[0], i2));
      }
    }
    this.fields = new Array(C._ts_language_field_count(this[0]) + 1);
    for (let i2 = 0, n = this.fields.length; i2 < n; i2++) {
      const fieldName = C._ts_language_field_name_for_id(this[0], i2);
      if (fieldName !== 0) {
        this.fields[i2] = C.UTF8ToString(fieldName);
      } else {
        this.fields[i2] = null;
      }
    }
  }
  /**
   * Gets the name of the language.
   */
  get name() {
    const ptr = C._ts_language_name(this[0]);
    if (ptr === 0) return null;
    return C.UTF8ToString(ptr);
  }
  /**
   * Gets the ABI version of the language.
   */
  get abiVersion() {
    return C._ts_language_abi_version(this[0]);
  }
  /**
  * Get the metadata for this language. This information is generated by the
  * CLI, and relies on the language author providing the correct metadata in
  * the language's `tree-sitter.json` file.
  */
  get metadata() {
    C._ts_language_metadata_wasm(this[0]);
    const length = C.getValue(TRANSFER_BUFFER, "i32");
    if (length === 0) return null;
    return unmarshalLanguageMetadata(TRANSFER_BUFFER + SIZE_OF_INT);
  }
  /**
   * Gets the number of fields in the language.
   */
  get fieldCount() {
    return this.fields.length - 1;
  }
  /**
   * Gets the number of states in the language.
   */
  get stateCount() {
    return C._ts_language_state_count(this[0]);
  }
  /**
   * Get the field id for a field name.
   */
  fieldIdForName(fieldName) {
    const result = this.fields.indexOf(fieldName);
    return result !== -1 ? result : null;
  }
  /**
   * Get the field name for a field id.
   */
  fieldNameForId(fieldId) {
    return this.fields[fieldId] ?? null;
  }
  /**
   * Get the node type id for a node type name.
   */
  idForNodeType(type, named) {
    const typeLength = C.lengthBytesUTF8(type);
    const typeAddress = C._malloc(typeLength + 1);
    C.stringToUTF8(type, typeAddress, typeLength + 1);
    const result = C._ts_language_symbol_for_name(this[0], typeAddress, typeLength, named ? 1 : 0);
    C._free(typeAddress);
    return result || null;
  }
  /**
   * Gets the number of node types in the language.
   */
  get nodeTypeCount() {
    return C._ts_language_symbol_count(this[0]);
  }
  /**
   * Get the node type name for a node type id.
   */
  nodeTypeForId(typeId) {
    const name2 = C._ts_language_symbol_name(this[0], typeId);
    return name2 ? C.UTF8ToString(name2) : null;
  }
  /**
   * Check if a node type is named.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/2-basic-parsing.html#named-vs-anonymous-nodes}
   */
  nodeTypeIsNamed(typeId) {
    return C._ts_language_type_is_named_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Check if a node type is visible.
   */
  nodeTypeIsVisible(typeId) {
    return C._ts_language_type_is_visible_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Get the supertypes ids of this language.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/6-static-node-types.html?highlight=supertype#supertype-nodes}
   */
  get supertypes() {
    C._ts_language_supertypes_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the subtype ids for a given supertype node id.
   */
  subtypes(supertype) {
    C._ts_language_subtypes_wasm(this[0], supertype);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the next state id for a given state id and node type id.
   */
  nextState(stateId, typeId) {
    return C._ts_language_next_state(this[0], stateId, typeId);
  }
  /**
   * Create a new lookahead iterator for this language and parse state.
   *
   * This returns `null` if state is invalid for this language.
   *
   * Iterating {@link LookaheadIterator} will yield valid symbols in the given
   * parse state. A newly created iterator is not positioned on a symbol, so
   * {@link LookaheadIterator#currentType} returns `null` until the first
   * iteration step.
   *
   * Lookahead iterators can be useful for generating suggestions and improving
   * syntax error diagnostics. To get symbols valid in an `ERROR` node, use the
   * lookahead iterator on its first leaf node state. For `MISSING` nodes, a
   * lookahead iterator created on the previous non-extra leaf node may be
   * appropriate.
   */
  lookaheadIterator(stateId) {
    const address = C._ts_lookahead_iterator_new(this[0], stateId);
    if (address) return new LookaheadIterator(INTERNAL, address, this);
    return null;
  }
  /**
   * Load a language from a WebAssembly module.
   * The module can be provided as a path to a file, a `URL` to a file, or as a
   * buffer.
   */
  static async load(input) {
    let binary2;
    if (input instanceof Uint8Array) {
      binary2 = input;
    } else if (globalThis.process?.versions.node) {
      const fs2 = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 1943, 23));
      binary2 = await fs2.readFile(input);
    } else {
      const response = await fetch(input);
      if (!response.ok) {
        const body2 = await response.text();
        throw new Error(`Language.load failed with status ${response.status}.

${body2}`);
      }
      const retryResp = response.clone();
      try {
        binary2 = await WebAssembly.compileStreaming(response);
      } catch (reason) {
        console.error("wasm streaming compile failed:", reason);
        console.error("falling back to ArrayBuffer instantiation");
        binary2 = new Uint8Array(await retryResp.arrayBuffer());
      }
    }
    const mod = await C.loadWebAssemblyModule(binary2, { loadAsync: true });
    return _Language.loadFromWasmExports(mod, { sync: false });
  }
  static loadFromWasmExports(mod, { sync }) {
    const symbolNames = Object.keys(mod);
    const functionName = symbolNames.find((key) => LANGUAGE_FUNCTION_REGEX.test(key) && !key.includes("external_scanner_"));
    if (!functionName) {
      console.log(`Couldn't find language function in Wasm file. Symbols:
${JSON.stringify(symbolNames, null, 2)}`);
      throw new Error(`Language.${sync ? "loadSync" : "load"} failed: no language function found in Wasm file`);
    }
    const languageAddress = mod[functionName]();
    return new _Language(INTERNAL, languageAddress);
  }
  /**
   * Load a language synchronously from a pre-compiled WebAssembly module.
   * Use this when the host environment provides a `WebAssembly.Module` directly.
   */
  static loadSync(wasmModule) {
    const mod = C.loadWebAssemblyModule(wasmModule, { loadAsync: false });
    return _Language.loadFromWasmExports(mod, { sync: true });
  }
};

// src/bindings.ts
var import_web_tree_sitter = __toESM(require_web_tree_sitter(), 1);
var Module2 = null;
async function initializeBinding(moduleOptions) {
  return Module2 ??= await (0, import_web_tree_sitter.default)(moduleOptions);
}
__name(initializeBinding, "initializeBinding");
function checkModule() {
  return !!Module2;
}
__name(checkModule, "checkModule");

// src/parser.ts
var TRANSFER_BUFFER;
var LANGUAGE_VERSION;
var MIN_COMPATIBLE_VERSION;
var finalizer4 = newFinalizer((addresses) => {
  C._ts_parser_delete(addresses[0]);
  C._free(addresses[1]);
});
var Parser = class {
  static {
    __name(this, "Parser");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  [1] = 0;
  // Internal handle for Wasm
  /** @internal */
  logCallback = null;
  /** The parser's current language. */
  language = null;
  /**
   * This must always be called before creating a Parser.
   *
   * You can optionally pass in options to configure the Wasm module, the most common
   * one being `locateFile` to help the module find the `.wasm` file.
   */
  static async init(moduleOptions) {
    setModule(await initializeBinding(moduleOptions));
    TRANSFER_BUFFER = C._ts_init();
    LANGUAGE_VERSION = C.getValue(TRANSFER_BUFFER, "i32");
    MIN_COMPATIBLE_VERSION = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /**
   * Create a new parser.
   */
  constructor() {
    this.initialize();
    finalizer4?.register(this, [this[0], this[1]], this);
  }
  /** @internal */
  initialize() {
    if (!checkModule()) {
      throw new Error("cannot construct a Parser before calling `init()`");
    }
    C._ts_parser_new_wasm();
    this[0] = C.getValue(TRANSFER_BUFFER, "i32");
    this[1] = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /** Delete the parser, freeing its resources. */
  delete() {
    finalizer4?.unregister(this);
    C._ts_parser_delete(this[0]);
    C._free(this[1]);
    this[0] = 0;
    this[1] = 0;
  }
  /**
   * Set the language that the parser should use for parsing.
   *
   * If the language was not successfully assigned, an error will be thrown.
   * This happens if the language was generated with an incompatible
   * version of the Tree-sitter CLI. Check the language's version using
   * {@link Language#version} and compare it to this library's
   * {@link LANGUAGE_VERSION} and {@link MIN_COMPATIBLE_VERSION} constants.
   */
  setLanguage(language) {
    let address;
    if (!language) {
      address = 0;
      this.language = null;
    } else if (language.constructor === Language) {
      address = language[0];
      const version = C._ts_language_abi_version(address);
      if (version < MIN_COMPATIBLE_VERSION || LANGUAGE_VERSION < version) {
        throw new Error(
          `Incompatible language version ${version}. Compatibility range ${MIN_COMPATIBLE_VERSION} through ${LANGUAGE_VERSION}.`
        );
      }
      this.language = language;
    } else {
      throw new Error("Argument must be a Language");
    }
    C._ts_parser_set_language(this[0], address);
    return this;
  }
  /**
   * Parse a slice of UTF8 text.
   *
   * @param {string | ParseCallback} callback - The UTF8-encoded text to parse or a callback function.
   *
   * @param {Tree | null} [oldTree] - A previous syntax tree parsed from the same document. If the text of the
   *   document has changed since `oldTree` was created, then you must edit `oldTree` to match
   *   the new text using {@link Tree#edit}.
   *
   * @param {ParseOptions} [options] - Options for parsing the text.
   *  This can be used to set the included ranges, or a progress callback.
   *
   * @returns {Tree | null} A {@link Tree} if parsing succeeded, or `null` if:
   *  - The parser has not yet had a language assigned with {@link Parser#setLanguage}.
   *  - The progress callback returned true.
   */
  parse(callback, oldTree, options) {
    if (typeof callback === "string") {
      C.currentParseCallback = (index) => callback.slice(index);
    } else if (typeof callback === "function") {
      C.currentParseCallback = callback;
    } else {
      throw new Error("Argument must be a string or a function");
    }
    if (options?.progressCallback) {
      C.currentProgressCallback = options.progressCallback;
    } else {
      C.currentProgressCallback = null;
    }
    if (this.logCallback) {
      C.currentLogCallback = this.logCallback;
      C._ts_parser_enable_logger_wasm(this[0], 1);
    } else {
      C.currentLogCallback = null;
      C._ts_parser_enable_logger_wasm(this[0], 0);
    }
    let rangeCount = 0;
    let rangeAddress = 0;
    if (options?.includedRanges) {
      rangeCount = options.includedRanges.length;
      rangeAddress = C._calloc(rangeCount, SIZE_OF_RANGE);
      let address = rangeAddress;
      for (let i2 = 0; i2 < rangeCount; i2++) {
        marshalRange(address, options.includedRanges[i2]);
        address += SIZE_OF_RANGE;
      }
    }
    const treeAddress = C._ts_parser_parse_wasm(
      this[0],
      this[1],
      oldTree ? oldTree[0] : 0,
      rangeAddress,
      rangeCount
    );
    if (!treeAddress) {
      C.currentParseCallback = null;
      C.currentLogCallback = null;
      C.currentProgressCallback = null;
      return null;
    }
    if (!this.language) {
      throw new Error("Parser must have a language to parse");
    }
    const result = new Tree(INTERNAL, treeAddress, this.language, C.currentParseCallback);
    C.currentParseCallback = null;
    C.currentLogCallback = null;
    C.currentProgressCallback = null;
    return result;
  }
  /**
   * Instruct the parser to start the next parse from the beginning.
   *
   * If the parser previously failed because of a callback, 
   * then by default, it will resume where it left off on the
   * next call to {@link Parser#parse} or other parsing functions.
   * If you don't want to resume, and instead intend to use this parser to
   * parse some other document, you must call `reset` first.
   */
  reset() {
    C._ts_parser_reset(this[0]);
  }
  /** Get the ranges of text that the parser will include when parsing. */
  getIncludedRanges() {
    C._ts_parser_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Set the logging callback that a parser should use during parsing. */
  setLogger(callback) {
    if (!callback) {
      this.logCallback = null;
    } else if (typeof callback !== "function") {
      throw new Error("Logger callback must be a function");
    } else {
      this.logCallback = callback;
    }
    return this;
  }
  /** Get the parser's current logger. */
  getLogger() {
    return this.logCallback;
  }
};

// src/query.ts
var PREDICATE_STEP_TYPE_CAPTURE = 1;
var PREDICATE_STEP_TYPE_STRING = 2;
var QUERY_WORD_REGEX = /[\w-]+/g;
var CaptureQuantifier = {
  Zero: 0,
  ZeroOrOne: 1,
  ZeroOrMore: 2,
  One: 3,
  OneOrMore: 4
};
var isCaptureStep = /* @__PURE__ */ __name((step) => step.type === "capture", "isCaptureStep");
var isStringStep = /* @__PURE__ */ __name((step) => step.type === "string", "isStringStep");
var QueryErrorKind = {
  Syntax: 1,
  NodeName: 2,
  FieldName: 3,
  CaptureName: 4,
  PatternStructure: 5
};
var QueryError = class _QueryError extends Error {
  constructor(kind, info2, index, length) {
    super(_QueryError.formatMessage(kind, info2));
    this.kind = kind;
    this.info = info2;
    this.index = index;
    this.length = length;
    this.name = "QueryError";
  }
  kind;
  info;
  index;
  length;
  static {
    __name(this, "QueryError");
  }
  /** Formats an error message based on the error kind and info */
  static formatMessage(kind, info2) {
    switch (kind) {
      case QueryErrorKind.NodeName:
        return `Bad node name '${info2.word}'`;
      case QueryErrorKind.FieldName:
        return `Bad field name '${info2.word}'`;
      case QueryErrorKind.CaptureName:
        return `Bad capture name @${info2.word}`;
      case QueryErrorKind.PatternStructure:
        return `Bad pattern structure at offset ${info2.suffix}`;
      case QueryErrorKind.Syntax:
        return `Bad syntax at offset ${info2.suffix}`;
    }
  }
};
function parseAnyPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}`
    );
  }
  if (!isCaptureStep(steps[1])) {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}"`
    );
  }
  const isPositive = operator === "eq?" || operator === "any-eq?";
  const matchAll = !operator.startsWith("any-");
  if (isCaptureStep(steps[2])) {
    const captureName1 = steps[1].name;
    const captureName2 = steps[2].name;
    textPredicates[index].push((captures) => {
      const nodes1 = [];
      const nodes2 = [];
      for (const c of captures) {
        if (c.name === captureName1) nodes1.push(c.node);
        if (c.name === captureName2) nodes2.push(c.node);
      }
      const compare = /* @__PURE__ */ __name((n1, n2, positive) => {
        return positive ? n1.text === n2.text : n1.text !== n2.text;
      }, "compare");
      return matchAll ? nodes1.every((n1) => nodes2.some((n2) => compare(n1, n2, isPositive))) : nodes1.some((n1) => nodes2.some((n2) => compare(n1, n2, isPositive)));
    });
  } else {
    const captureName = steps[1].name;
    const stringValue = steps[2].value;
    const matches = /* @__PURE__ */ __name((n) => n.text === stringValue, "matches");
    const doesNotMatch = /* @__PURE__ */ __name((n) => n.text !== stringValue, "doesNotMatch");
    textPredicates[index].push((captures) => {
      const nodes = [];
      for (const c of captures) {
        if (c.name === captureName) nodes.push(c.node);
      }
      const test = isPositive ? matches : doesNotMatch;
      return matchAll ? nodes.every(test) : nodes.some(test);
    });
  }
}
__name(parseAnyPredicate, "parseAnyPredicate");
function parseMatchPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  if (steps[2].type !== "string") {
    throw new Error(
      `Second argument of \`#${operator}\` predicate must be a string. Got @${steps[2].name}.`
    );
  }
  const isPositive = operator === "match?" || operator === "any-match?";
  const matchAll = !operator.startsWith("any-");
  const captureName = steps[1].name;
  const regex = new RegExp(steps[2].value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    const test = /* @__PURE__ */ __name((text, positive) => {
      return positive ? regex.test(text) : !regex.test(text);
    }, "test");
    if (nodes.length === 0) return !isPositive;
    return matchAll ? nodes.every((text) => test(text, isPositive)) : nodes.some((text) => test(text, isPositive));
  });
}
__name(parseMatchPredicate, "parseMatchPredicate");
function parseAnyOfPredicate(steps, index, operator, textPredicates) {
  if (steps.length < 2) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected at least 1. Got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  const isPositive = operator === "any-of?";
  const captureName = steps[1].name;
  const stringSteps = steps.slice(2);
  if (!stringSteps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const values = stringSteps.map((s) => s.value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    if (nodes.length === 0) return !isPositive;
    return nodes.every((text) => values.includes(text)) === isPositive;
  });
}
__name(parseAnyOfPredicate, "parseAnyOfPredicate");
function parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`
    );
  }
  if (!steps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const properties = operator === "is?" ? assertedProperties : refutedProperties;
  if (!properties[index]) properties[index] = {};
  properties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseIsPredicate, "parseIsPredicate");
function parseSetDirective(steps, index, setProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(`Wrong number of arguments to \`#set!\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`);
  }
  if (!steps.every(isStringStep)) {
    throw new Error(`Arguments to \`#set!\` predicate must be strings.".`);
  }
  if (!setProperties[index]) setProperties[index] = {};
  setProperties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseSetDirective, "parseSetDirective");
function parsePattern(index, stepType, stepValueId, captureNames, stringValues, steps, textPredicates, predicates, setProperties, assertedProperties, refutedProperties) {
  if (stepType === PREDICATE_STEP_TYPE_CAPTURE) {
    const name2 = captureNames[stepValueId];
    steps.push({ type: "capture", name: name2 });
  } else if (stepType === PREDICATE_STEP_TYPE_STRING) {
    steps.push({ type: "string", value: stringValues[stepValueId] });
  } else if (steps.length > 0) {
    if (steps[0].type !== "string") {
      throw new Error("Predicates must begin with a literal value");
    }
    const operator = steps[0].value;
    switch (operator) {
      case "any-not-eq?":
      case "not-eq?":
      case "any-eq?":
      case "eq?":
        parseAnyPredicate(steps, index, operator, textPredicates);
        break;
      case "any-not-match?":
      case "not-match?":
      case "any-match?":
      case "match?":
        parseMatchPredicate(steps, index, operator, textPredicates);
        break;
      case "not-any-of?":
      case "any-of?":
        parseAnyOfPredicate(steps, index, operator, textPredicates);
        break;
      case "is?":
      case "is-not?":
        parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties);
        break;
      case "set!":
        parseSetDirective(steps, index, setProperties);
        break;
      default:
        predicates[index].push({ operator, operands: steps.slice(1) });
    }
    steps.length = 0;
  }
}
__name(parsePattern, "parsePattern");
function indexForByteOffset(source, byteOffset) {
  return new TextEncoder().encodeInto(source, new Uint8Array(byteOffset)).read;
}
__name(indexForByteOffset, "indexForByteOffset");
var finalizer5 = newFinalizer((address) => {
  C._ts_query_delete(address);
});
var Query = class {
  static {
    __name(this, "Query");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  exceededMatchLimit;
  /** @internal */
  textPredicates;
  /** @internal */
  source;
  /** The names of the captures used in the query. */
  captureNames;
  /** The quantifiers of the captures used in the query. */
  captureQuantifiers;
  /**
   * The other user-defined predicates associated with the given index.
   *
   * This includes predicates with operators other than:
   * - `match?`
   * - `eq?` and `not-eq?`
   * - `any-of?` and `not-any-of?`
   * - `is?` and `is-not?`
   * - `set!`
   */
  predicates;
  /** The properties for predicates with the operator `set!`. */
  setProperties;
  /** The properties for predicates with the operator `is?`. */
  assertedProperties;
  /** The properties for predicates with the operator `is-not?`. */
  refutedProperties;
  /** The maximum number of in-progress matches for this cursor. */
  matchLimit;
  /**
   * Create a new query from a string containing one or more S-expression
   * patterns.
   *
   * The query is associated with a particular language, and can only be run
   * on syntax nodes parsed with that language. References to Queries can be
   * shared between multiple threads.
   *
   * @link {@see https://tree-sitter.github.io/tree-sitter/using-parsers/queries}
   */
  constructor(language, source) {
    const sourceLength = C.lengthBytesUTF8(source);
    const sourceAddress = C._malloc(sourceLength + 1);
    C.stringToUTF8(source, sourceAddress, sourceLength + 1);
    const address = C._ts_query_new(
      language[0],
      sourceAddress,
      sourceLength,
      TRANSFER_BUFFER,
      TRANSFER_BUFFER + SIZE_OF_INT
    );
    if (!address) {
      const errorId = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      const errorByte = C.getValue(TRANSFER_BUFFER, "i32");
      const errorIndex = C.UTF8ToString(sourceAddress, errorByte).length;
      const suffix = source.slice(errorIndex, errorIndex + 100).split("\n")[0];
      const word = suffix.match(QUERY_WORD_REGEX)?.[0] ?? "";
      C._free(sourceAddress);
      switch (errorId) {
        case QueryErrorKind.Syntax:
          throw new QueryError(QueryErrorKind.Syntax, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
        case QueryErrorKind.NodeName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.FieldName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.CaptureName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.PatternStructure:
          throw new QueryError(errorId, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
      }
    }
    const stringCount = C._ts_query_string_count(address);
    const captureCount = C._ts_query_capture_count(address);
    const patternCount = C._ts_query_pattern_count(address);
    const captureNames = new Array(captureCount);
    const captureQuantifiers = new Array(patternCount);
    const stringValues = new Array(stringCount);
    for (let i2 = 0; i2 < captureCount; i2++) {
      const nameAddress = C._ts_query_capture_name_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      captureNames[i2] = C.UTF8ToString(nameAddress, nameLength);
    }
    for (let i2 = 0; i2 < patternCount; i2++) {
      const captureQuantifiersArray = new Array(captureCount);
      for (let j = 0; j < captureCount; j++) {
        const quantifier = C._ts_query_capture_quantifier_for_id(address, i2, j);
        captureQuantifiersArray[j] = quantifier;
      }
      captureQuantifiers[i2] = captureQuantifiersArray;
    }
    for (let i2 = 0; i2 < stringCount; i2++) {
      const valueAddress = C._ts_query_string_value_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      stringValues[i2] = C.UTF8ToString(valueAddress, nameLength);
    }
    const setProperties = new Array(patternCount);
    const assertedProperties = new Array(patternCount);
    const refutedProperties = new Array(patternCount);
    const predicates = new Array(patternCount);
    const textPredicates = new Array(patternCount);
    for (let i2 = 0; i2 < patternCount; i2++) {
      const predicatesAddress = C._ts_query_predicates_for_pattern(address, i2, TRANSFER_BUFFER);
      const stepCount = C.getValue(TRANSFER_BUFFER, "i32");
      predicates[i2] = [];
      textPredicates[i2] = [];
      const steps = new Array();
      let stepAddress = predicatesAddress;
      for (let j = 0; j < stepCount; j++) {
        const stepType = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        const stepValueId = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        parsePattern(
          i2,
          stepType,
          stepValueId,
          captureNames,
          stringValues,
          steps,
          textPredicates,
          predicates,
          setProperties,
          assertedProperties,
          refutedProperties
        );
      }
      Object.freeze(textPredicates[i2]);
      Object.freeze(predicates[i2]);
      Object.freeze(setProperties[i2]);
      Object.freeze(assertedProperties[i2]);
      Object.freeze(refutedProperties[i2]);
    }
    C._free(sourceAddress);
    this[0] = address;
    this.captureNames = captureNames;
    this.captureQuantifiers = captureQuantifiers;
    this.textPredicates = textPredicates;
    this.source = source;
    this.predicates = predicates;
    this.setProperties = setProperties;
    this.assertedProperties = assertedProperties;
    this.refutedProperties = refutedProperties;
    this.exceededMatchLimit = false;
    finalizer5?.register(this, address, this);
  }
  /** Delete the query, freeing its resources. */
  delete() {
    finalizer5?.unregister(this);
    C._ts_query_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Iterate over all of the matches in the order that they were found.
   *
   * Each match contains the index of the pattern that matched, and a list of
   * captures. Because multiple patterns can match the same set of nodes,
   * one match may contain captures that appear *before* some of the
   * captures from a previous match.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  matches(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
    const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
    const startContainingIndex = options.startContainingIndex ?? 0;
    const endContainingIndex = options.endContainingIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
      throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
    }
    if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
      throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_matches_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      startContainingPosition.row,
      startContainingPosition.column,
      endContainingPosition.row,
      endContainingPosition.column,
      startContainingIndex,
      endContainingIndex,
      matchLimit,
      maxStartDepth
    );
    const rawCount = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array(rawCount);
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    let filteredCount = 0;
    let address = startAddress;
    for (let i2 = 0; i2 < rawCount; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captures = new Array(captureCount);
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        result[filteredCount] = { patternIndex, captures };
        const setProperties = this.setProperties[patternIndex];
        result[filteredCount].setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        result[filteredCount].assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        result[filteredCount].refutedProperties = refutedProperties;
        filteredCount++;
      }
    }
    result.length = filteredCount;
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /**
   * Iterate over all of the individual captures in the order that they
   * appear.
   *
   * This is useful if you don't care about which pattern matched, and just
   * want a single, ordered sequence of captures.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  captures(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
    const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
    const startContainingIndex = options.startContainingIndex ?? 0;
    const endContainingIndex = options.endContainingIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
      throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
    }
    if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
      throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_captures_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      startContainingPosition.row,
      startContainingPosition.column,
      endContainingPosition.row,
      endContainingPosition.column,
      startContainingIndex,
      endContainingIndex,
      matchLimit,
      maxStartDepth
    );
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array();
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    const captures = new Array();
    let address = startAddress;
    for (let i2 = 0; i2 < count; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      captures.length = captureCount;
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        const capture = captures[captureIndex];
        const setProperties = this.setProperties[patternIndex];
        capture.setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        capture.assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        capture.refutedProperties = refutedProperties;
        result.push(capture);
      }
    }
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /** Get the predicates for a given pattern. */
  predicatesForPattern(patternIndex) {
    return this.predicates[patternIndex];
  }
  /**
   * Disable a certain capture within a query.
   *
   * This prevents the capture from being returned in matches, and also
   * avoids any resource usage associated with recording the capture.
   */
  disableCapture(captureName) {
    const captureNameLength = C.lengthBytesUTF8(captureName);
    const captureNameAddress = C._malloc(captureNameLength + 1);
    C.stringToUTF8(captureName, captureNameAddress, captureNameLength + 1);
    C._ts_query_disable_capture(this[0], captureNameAddress, captureNameLength);
    C._free(captureNameAddress);
  }
  /**
   * Disable a certain pattern within a query.
   *
   * This prevents the pattern from matching, and also avoids any resource
   * usage associated with the pattern. This throws an error if the pattern
   * index is out of bounds.
   */
  disablePattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    C._ts_query_disable_pattern(this[0], patternIndex);
  }
  /**
   * Check if, on its last execution, this cursor exceeded its maximum number
   * of in-progress matches.
   */
  didExceedMatchLimit() {
    return this.exceededMatchLimit;
  }
  /** Get the index where the given pattern starts in the query's source. */
  startIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    const byteOffset = C._ts_query_start_byte_for_pattern(this[0], patternIndex);
    return indexForByteOffset(this.source, byteOffset);
  }
  /** Get the index where the given pattern ends in the query's source. */
  endIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    const byteOffset = C._ts_query_end_byte_for_pattern(this[0], patternIndex);
    return indexForByteOffset(this.source, byteOffset);
  }
  /** Get the number of patterns in the query. */
  patternCount() {
    return C._ts_query_pattern_count(this[0]);
  }
  /** Get the index for a given capture name. */
  captureIndexForName(captureName) {
    return this.captureNames.indexOf(captureName);
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternRooted(patternIndex) {
    return C._ts_query_is_pattern_rooted(this[0], patternIndex) === 1;
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternNonLocal(patternIndex) {
    return C._ts_query_is_pattern_non_local(this[0], patternIndex) === 1;
  }
  /**
   * Check if the step at the given index in the query's source is 'definite'.
   *
   * A query step is 'definite' if its parent pattern will be guaranteed to
   * match successfully once it reaches the step.
   */
  isPatternGuaranteedAtStep(index) {
    const byteOffset = C.lengthBytesUTF8(this.source.slice(0, index));
    return C._ts_query_is_pattern_guaranteed_at_step(this[0], byteOffset) === 1;
  }
};
// Annotate the CommonJS export names for ESM import in node:
0 && (0);
module.exports["default"] = module.exports;
//# sourceMappingURL=web-tree-sitter.cjs.map


/***/ })

/******/ 	});
/************************************************************************/
/******/ 	// The module cache
/******/ 	var __webpack_module_cache__ = {};
/******/ 	
/******/ 	// The require function
/******/ 	function __nccwpck_require__(moduleId) {
/******/ 		// Check if module is in cache
/******/ 		var cachedModule = __webpack_module_cache__[moduleId];
/******/ 		if (cachedModule !== undefined) {
/******/ 			return cachedModule.exports;
/******/ 		}
/******/ 		// Create a new module (and put it into the cache)
/******/ 		var module = __webpack_module_cache__[moduleId] = {
/******/ 			// no module.id needed
/******/ 			// no module.loaded needed
/******/ 			exports: {}
/******/ 		};
/******/ 	
/******/ 		// Execute the module function
/******/ 		var threw = true;
/******/ 		try {
/******/ 			__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 			threw = false;
/******/ 		} finally {
/******/ 			if(threw) delete __webpack_module_cache__[moduleId];
/******/ 		}
/******/ 	
/******/ 		// Return the exports of the module
/******/ 		return module.exports;
/******/ 	}
/******/ 	
/******/ 	// expose the modules object (__webpack_modules__)
/******/ 	__nccwpck_require__.m = __webpack_modules__;
/******/ 	
/************************************************************************/
/******/ 	/* webpack/runtime/asset-relocator-loader */
/******/ 	if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = __dirname + "/";
/******/ 	
/******/ 	/* webpack/runtime/compat get default export */
/******/ 	(() => {
/******/ 		// getDefaultExport function for compatibility with non-harmony modules
/******/ 		__nccwpck_require__.n = (module) => {
/******/ 			var getter = module && module.__esModule ?
/******/ 				() => (module['default']) :
/******/ 				() => (module);
/******/ 			__nccwpck_require__.d(getter, { a: getter });
/******/ 			return getter;
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/create fake namespace object */
/******/ 	(() => {
/******/ 		var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 		var leafPrototypes;
/******/ 		// create a fake namespace object
/******/ 		// mode & 1: value is a module id, require it
/******/ 		// mode & 2: merge all properties of value into the ns
/******/ 		// mode & 4: return value when already ns object
/******/ 		// mode & 16: return value when it's Promise-like
/******/ 		// mode & 8|1: behave like require
/******/ 		__nccwpck_require__.t = function(value, mode) {
/******/ 			if(mode & 1) value = this(value);
/******/ 			if(mode & 8) return value;
/******/ 			if(typeof value === 'object' && value) {
/******/ 				if((mode & 4) && value.__esModule) return value;
/******/ 				if((mode & 16) && typeof value.then === 'function') return value;
/******/ 			}
/******/ 			var ns = Object.create(null);
/******/ 			__nccwpck_require__.r(ns);
/******/ 			var def = {};
/******/ 			leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 			for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 				Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 			}
/******/ 			def['default'] = () => (value);
/******/ 			__nccwpck_require__.d(ns, def);
/******/ 			return ns;
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/define property getters */
/******/ 	(() => {
/******/ 		// define getter functions for harmony exports
/******/ 		__nccwpck_require__.d = (exports, definition) => {
/******/ 			for(var key in definition) {
/******/ 				if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 					Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 				}
/******/ 			}
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/ensure chunk */
/******/ 	(() => {
/******/ 		__nccwpck_require__.f = {};
/******/ 		// This file contains only the entry chunk.
/******/ 		// The chunk loading function for additional chunks
/******/ 		__nccwpck_require__.e = (chunkId) => {
/******/ 			return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 				__nccwpck_require__.f[key](chunkId, promises);
/******/ 				return promises;
/******/ 			}, []));
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/get javascript chunk filename */
/******/ 	(() => {
/******/ 		// This function allow to reference async chunks
/******/ 		__nccwpck_require__.u = (chunkId) => {
/******/ 			// return url for filenames based on template
/******/ 			return "" + chunkId + ".index.js";
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/hasOwnProperty shorthand */
/******/ 	(() => {
/******/ 		__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/make namespace object */
/******/ 	(() => {
/******/ 		// define __esModule on exports
/******/ 		__nccwpck_require__.r = (exports) => {
/******/ 			if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 				Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 			}
/******/ 			Object.defineProperty(exports, '__esModule', { value: true });
/******/ 		};
/******/ 	})();
/******/ 	
/******/ 	/* webpack/runtime/require chunk loading */
/******/ 	(() => {
/******/ 		// no baseURI
/******/ 		
/******/ 		// object to store loaded chunks
/******/ 		// "1" means "loaded", otherwise not loaded yet
/******/ 		var installedChunks = {
/******/ 			792: 1
/******/ 		};
/******/ 		
/******/ 		// no on chunks loaded
/******/ 		
/******/ 		var installChunk = (chunk) => {
/******/ 			var moreModules = chunk.modules, chunkIds = chunk.ids, runtime = chunk.runtime;
/******/ 			for(var moduleId in moreModules) {
/******/ 				if(__nccwpck_require__.o(moreModules, moduleId)) {
/******/ 					__nccwpck_require__.m[moduleId] = moreModules[moduleId];
/******/ 				}
/******/ 			}
/******/ 			if(runtime) runtime(__nccwpck_require__);
/******/ 			for(var i = 0; i < chunkIds.length; i++)
/******/ 				installedChunks[chunkIds[i]] = 1;
/******/ 		
/******/ 		};
/******/ 		
/******/ 		// require() chunk loading for javascript
/******/ 		__nccwpck_require__.f.require = (chunkId, promises) => {
/******/ 			// "1" is the signal for "already loaded"
/******/ 			if(!installedChunks[chunkId]) {
/******/ 				if(true) { // all chunks have JS
/******/ 					installChunk(require("./" + __nccwpck_require__.u(chunkId)));
/******/ 				} else installedChunks[chunkId] = 1;
/******/ 			}
/******/ 		};
/******/ 		
/******/ 		// no external install chunk
/******/ 		
/******/ 		// no HMR
/******/ 		
/******/ 		// no HMR manifest
/******/ 	})();
/******/ 	
/************************************************************************/
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = require("node:worker_threads");
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/signature/across-modules/index.ts
var across_modules = __nccwpck_require__(5286);
;// CONCATENATED MODULE: ./src/signature/chunks.ts
/** Bundle chunks: files a bundler names by a hash of their content. */
/**
 * A bundler's content hash ending a chunk's name (`hydration-ByKLEQMr.js`, `chunk-7QX2K4ZD.js`),
 * maybe before a build flavour (`raise-7c948725.development.cjs.js`).
 */
const CHUNK_HASH = /([-.])([\w-]{8})((?:\.[a-z]+)*?(?:\.d)?\.[cm]?[jt]sx?)?$/;
/**
 * Two module specifiers for the same chunk of a bundle, whose content hash changed with the
 * release (a hash mixes upper and lower case, or letters and digits, or is eight hex digits:
 * `ofetch.00501375.mjs`). The names a chunk exports are the bundler's too (`aT` → `aV`): only the
 * name re-exported counts.
 */
function chunks_sameChunk(a, b) {
    const [ma, mb] = [CHUNK_HASH.exec(a), CHUNK_HASH.exec(b)];
    const hashLike = (h) => (/[A-Z]/.test(h) && /[a-z]/.test(h)) ||
        (/\d/.test(h) && /[A-Za-z]/.test(h)) ||
        /^[0-9a-f]{8}$/.test(h);
    return (ma !== null &&
        mb !== null &&
        hashLike(ma[2]) &&
        hashLike(mb[2]) &&
        a.slice(0, ma.index) === b.slice(0, mb.index) &&
        ma[1] === mb[1] &&
        ma[3] === mb[3]);
}
/** A file or specifier named like a bundle chunk (its name ends in a content hash). */
function chunks_isChunk(path) {
    return chunks_sameChunk(path, path);
}

// EXTERNAL MODULE: ./src/signature/file-comments.ts
var file_comments = __nccwpck_require__(221);
;// CONCATENATED MODULE: ./src/signature/package-json.ts

/**
 * package.json as a surface: its entry points (`main`, `module`, `types`, `typings`, `bin`, every
 * `exports` subpath and condition), flattened to `exports["./x"].import` → target.
 */
function package_json_packageJsonSurface(text) {
    const p = package_json_packageObject(text);
    if (!p) {
        try {
            JSON.parse(text);
        }
        catch (error) {
            return { unparseable: true, line: 1, message: error.message.split('\n')[0] };
        }
    }
    const entrypoints = new Map();
    if (p) {
        // `typings` is `types` by another name.
        for (const key of ['main', 'module', 'types', 'typings', 'browser']) {
            if (typeof p[key] === 'string')
                entrypoints.set(key === 'typings' ? 'types' : key, p[key]);
        }
        // A `bin` string is the command named after the package (its scope aside).
        const command = typeof p.name === 'string' ? p.name.replace(/^@[^/]+\//, '') : 'bin';
        flatten('bin', typeof p.bin === 'string' ? { [command]: p.bin } : p.bin, entrypoints);
        // `exports` as a string, or as conditions without subpaths, is the `"."` entry.
        const exports = p.exports;
        const conditionsOnly = exports !== null &&
            typeof exports === 'object' &&
            !Array.isArray(exports) &&
            Object.keys(exports).every((k) => !k.startsWith('.'));
        if (typeof exports === 'string' || conditionsOnly)
            flatten('exports["."]', exports, entrypoints);
        else
            flatten('exports', exports, entrypoints);
    }
    const surface = {
        language: 'ts',
        symbols: new Map(),
        reexports: new Map(),
        hidden: new Map(),
        comments: new file_comments/* FileComments */.h('ts', '', []),
        entrypoints,
    };
    return surface;
}
/** Parsed package.json texts, newest last: one run asks for each several times (a few hundred KB each). */
const parsedTexts = new Map();
const PARSED_TEXTS_KEPT = 64;
/** A package.json's fields (shared: read only), or undefined for a text that is no JSON object. */
function package_json_packageObject(text) {
    if (parsedTexts.has(text))
        return parsedTexts.get(text);
    let fields;
    try {
        const value = JSON.parse(text);
        if (value && typeof value === 'object' && !Array.isArray(value))
            fields = value;
    }
    catch {
        fields = undefined;
    }
    parsedTexts.set(text, fields);
    if (parsedTexts.size > PARSED_TEXTS_KEPT)
        parsedTexts.delete(parsedTexts.keys().next().value);
    return fields;
}
function flatten(prefix, value, out) {
    if (typeof value === 'string')
        out.set(prefix, value);
    else if (value === null)
        out.set(prefix, 'null');
    else if (Array.isArray(value))
        value.forEach((v, i) => flatten(`${prefix}[${i}]`, v, out));
    else if (typeof value === 'object') {
        for (const [k, v] of Object.entries(value))
            flatten(`${prefix}["${k}"]`, v, out);
    }
}

;// CONCATENATED MODULE: ./src/signature/declaration-mirrors.ts
/**
 * Where a package keeps the declaration files of its JavaScript in another folder (`dist/x.js`
 * typed by `dist/types/x.d.ts`), as its package.json says: an entry point and its `types` beside
 * it (`main` and `types`; an `exports` condition object's `import`/`require`/`default` and its
 * `types`) with one file name pair a JS folder with a declaration folder, which the package's
 * other modules mirror; with two names, that JS file is typed by that declaration file.
 */


const JS = /\.([cm]?)jsx?$/;
const DECLARATION = /\.d\.([cm]?)ts$/;
/**
 * The declaration folders package.json texts (by path) declare for their JS folders, longest JS
 * folder first; a text that does not parse declares none.
 */
function declaration_mirrors_declarationMirrors(packageJsons) {
    const mirrors = new Map();
    for (const [path, text] of packageJsons) {
        const p = packageObject(text);
        if (!p)
            continue;
        const root = posix.dirname(path);
        const types = p.types ?? p.typings;
        const pairs = [p.main, p.module].map((js) => [js, types]);
        conditionPairs(p.exports, undefined, pairs);
        for (const [js, dts] of pairs) {
            const mirror = mirrorOf(root, js, dts);
            if (mirror)
                mirrors.set(`${mirror.file ? 'file' : 'folder'} ${mirror.js}`, mirror);
        }
    }
    return [...mirrors.values()].sort((a, b) => b.js.length - a.js.length);
}
/** The declaration files that type a JS file beside it: `x.mjs` → `x.d.mts`, then `x.d.ts`. */
function declaration_mirrors_declarationsBeside(path) {
    const js = JS.exec(path);
    if (!js)
        return [];
    const stem = path.slice(0, js.index);
    return [...new Set([`${stem}.d.${js[1]}ts`, `${stem}.d.ts`])];
}
/** The declaration file a mirror gives a JS path (`.mjs` → `.d.mts`), or undefined. */
function declaration_mirrors_mirroredDeclaration(mirrors, path) {
    const js = JS.exec(path);
    if (!js)
        return undefined;
    const typed = mirrors.find((m) => m.file && m.js === path);
    if (typed)
        return typed.types;
    const mirror = mirrors.find((m) => !m.file && (path.startsWith(`${m.js}/`) || m.js === '.'));
    if (!mirror)
        return undefined;
    const rel = mirror.js === '.' ? path : path.slice(mirror.js.length + 1);
    return posix.join(mirror.types, rel.replace(JS, `.d.${js[1]}ts`));
}
/** Pairs of each condition object's JS targets with its `types` (or an enclosing one's). */
function conditionPairs(value, types, out) {
    if (!value || typeof value !== 'object')
        return;
    const entries = Array.isArray(value)
        ? value.map((v) => ['', v])
        : Object.entries(value);
    const own = Array.isArray(value) ? undefined : value.types;
    const typing = typeof own === 'string' ? own : types;
    for (const [key, target] of entries) {
        if (key === 'types')
            continue;
        if (typeof target === 'string')
            out.push([target, typing]);
        else
            conditionPairs(target, typing, out);
    }
}
/** `dist/x.js` and `dist/types/x.d.ts`: `dist` mirrored by `dist/types`; two names: one file. */
function mirrorOf(root, js, dts) {
    if (typeof js !== 'string' || typeof dts !== 'string' || js.includes('*'))
        return undefined;
    const [jsPath, dtsPath] = [js, dts].map((p) => posix.join(root, p));
    if (!JS.test(jsPath) || !DECLARATION.test(dtsPath))
        return undefined;
    const stem = (p, ext) => posix.basename(p).replace(ext, '');
    if (stem(jsPath, JS) !== stem(dtsPath, DECLARATION))
        return { js: jsPath, types: dtsPath, file: true };
    const [jsDir, typesDir] = [posix.dirname(jsPath), posix.dirname(dtsPath)];
    return jsDir === typesDir ? undefined : { js: jsDir, types: typesDir };
}

// EXTERNAL MODULE: ./src/signature/model.ts
var model = __nccwpck_require__(8723);
;// CONCATENATED MODULE: ./src/signature/compare/entrypoints.ts
/**
 * package.json entry points, base against head. An `exports` entry is read as Node and TypeScript
 * resolve it: a consumer whose conditions reached the base's entry (`import` or `require`, on Node,
 * in a browser or neither, with the entry's own conditions) is followed through the head's map,
 * so a condition moved into another (`"."`'s `types` into `import` and `require`, socket.io-client
 * 4.7 → 4.8) is no removal.
 */

/**
 * Where TypeScript looks for a package's types without a `types` field: a `types` condition of
 * the `"."` export, else the declaration file beside `main` (`lib/index.js` → `lib/index.d.ts`).
 */
function impliedTypes(head) {
    const entrypoints = head.entrypoints ?? new Map();
    for (const [name, path] of entrypoints)
        if (name.startsWith('exports["."]') && name.includes('["types"]'))
            return { from: `from the \`${name}\` condition`, path };
    const main = entrypoints.get('main');
    if (main === undefined)
        return undefined;
    const declaration = main.replace(/\.([cm]?)js$/, '.d.$1ts');
    return { from: 'beside `main`', path: declaration === main ? `${main}.d.ts` : declaration };
}
/**
 * Whether a subpath export the head no longer lists still resolves to the same file through one of
 * its patterns (koa 3: `"./lib/request": "./lib/request.js"` dropped beside `"./*": "./*.js"`).
 */
function byPattern(head, name, target) {
    const entry = exportsEntry(name);
    if (!entry?.subpath.startsWith('.') || !head.entrypoints)
        return false;
    // What follows the subpath in an entry's name: its conditions and fallback indexes.
    const rest = (e) => e.name.slice(`exports["${e.subpath}"]`.length);
    const path = entry.subpath;
    for (const [key, entries] of indexed(head.entrypoints).bySubpath) {
        const star = key.indexOf('*');
        if (!key.startsWith('.') || star < 0 || key.includes('*', star + 1))
            continue;
        const [prefix, suffix] = [key.slice(0, star), key.slice(star + 1)];
        if (!path.startsWith(prefix) || !path.endsWith(suffix))
            continue;
        if (path.length < prefix.length + suffix.length)
            continue;
        const matched = path.slice(prefix.length, path.length - suffix.length);
        for (const e of entries)
            if (rest(e) === rest({ name, subpath: path }) &&
                samePath(e.target.replaceAll('*', matched), target))
                return true;
    }
    return false;
}
/** A module file's path without `./` and its format's extension (`.js`, `.cjs`, `.d.mts`, …). */
function moduleStem(path) {
    return path.replace(/^\.\//, '').replace(/(\.d)?\.[cm]?[jt]s$/, '');
}
/** `./index.js` and `index.js` are one file. */
function samePath(a, b) {
    return a.replace(/^\.\//, '') === b.replace(/^\.\//, '');
}
const DEFAULT = '["default"]';
/**
 * What the head's entry points give for the base's entry `name`: `same` where every consumer that
 * reached it still gets its target; else the target the head gives (undefined: none), and for an
 * `exports` entry the consumers it is given to (see headResolution).
 */
function entrypoints_headTarget(base, head, name) {
    const resolved = headResolution(base, head, name);
    if (resolved === 'same')
        return 'same';
    // A target alone is its `default` condition: `"./x": "a.js"` is `"./x": { "default": "a.js" }`.
    const now = resolved
        ? resolved.now
        : (head.get(name) ??
            head.get(`${name}${DEFAULT}`) ??
            (name.endsWith(DEFAULT) ? head.get(name.slice(0, -DEFAULT.length)) : undefined));
    if (now !== undefined && samePath(now, base.get(name)))
        return 'same';
    return { now, conditions: resolved?.conditions };
}
function compareEntrypoints(r, base, head) {
    if (!base.entrypoints)
        return;
    const heads = head.entrypoints ?? new Map();
    for (const [name, target] of base.entrypoints) {
        const resolved = entrypoints_headTarget(base.entrypoints, heads, name);
        if (resolved === 'same')
            continue;
        const now = resolved.now;
        // The consumer the head gives another file (`"."`'s `types` moved into `import` and `require`).
        const forWhom = resolved.conditions?.length
            ? ` for \`${resolved.conditions.join('+')}\` consumers`
            : '';
        const to = `\`${now}\`${forWhom}`;
        if (now === undefined && byPattern(head, name, target))
            continue;
        const implied = name === 'types' && now === undefined ? impliedTypes(head) : undefined;
        if (implied) {
            if (samePath(implied.path, target))
                continue;
            r.add('package-entrypoint-removed', name, `package entry point \`types\` (\`${target}\`) removed: TypeScript now reads the types ${implied.from} (\`${implied.path}\`, not compared)`, { line: 1, oldLine: 1 }, 'warning');
            continue;
        }
        // The same module in another format (`"type": "module"` adopted: `./add.js` → `./add.cjs`,
        // `./add.d.mts` → `./add.d.ts`): its files are compared by path, with their stem's others.
        if (now !== undefined && moduleStem(now) === moduleStem(target)) {
            r.add('package-entrypoint-removed', name, `package entry point \`${name}\` retargeted from \`${target}\` to ${to}, the same module in another format (its files are compared by path)`, { line: 1, oldLine: 1 }, 'info');
            continue;
        }
        // Retargeted from a removed file to an added one, compared as one module where the new is.
        if (now !== undefined && head.comparedRetargets?.has((0,model/* retargetKey */.wV)(target, now))) {
            r.add('package-entrypoint-removed', name, `package entry point \`${name}\` retargeted from \`${target}\` to ${to}, which replaced it (their APIs are compared where \`${now}\` is)`, { line: 1, oldLine: 1 }, 'info');
            continue;
        }
        // Retargeted, the entry point still resolves: to a file whose API is not compared with the
        // old target's here (a removed old target is `module-removed` where its file is).
        r.add('package-entrypoint-removed', name, now === undefined
            ? `package entry point \`${name}\` (\`${target}\`) removed${forWhom}`
            : `package entry point \`${name}\` retargeted from \`${target}\` to ${to} (the two files' APIs are not compared)`, { line: 1, oldLine: 1 }, now === undefined ? undefined : 'warning');
    }
}
/** The consumers an entry is tried for: a module system, and a platform or none (fewest first). */
const CONSUMERS = [[], ['node'], ['browser']].flatMap((platform) => ['import', 'require'].map((system) => [system, ...platform]));
/** The condition a consumer cannot have beside each (one module system, one platform). */
const OTHER = {
    import: 'require',
    require: 'import',
    node: 'browser',
    browser: 'node',
};
/** `exports["./x"]["import"][0]` → subpath `./x`, conditions `import` (an array index is a fallback). */
function exportsEntry(name) {
    if (!name.startsWith('exports["'))
        return undefined;
    const keys = [];
    // Read without a regular expression: a map may hold thousands of entries.
    for (let i = 'exports'.length; i < name.length;) {
        const quoted = name.startsWith('["', i);
        const end = name.indexOf(quoted ? '"]' : ']', i);
        if (end < 0 || name[i] !== '[')
            return undefined;
        if (quoted)
            keys.push(name.slice(i + 2, end));
        i = end + (quoted ? 2 : 1);
    }
    return { subpath: keys[0], conditions: keys.slice(1) };
}
/**
 * The entry a consumer with `active` conditions resolves `subpath` to: the first, in the map's
 * order, whose conditions it all has (`default` it always has), as Node walks the map; undefined
 * where none matches or the match is `null` (excluded).
 */
function resolveEntry(entrypoints, subpath, active) {
    for (const { name, target, conditions } of indexed(entrypoints).bySubpath.get(subpath) ?? []) {
        if (!conditions.every((c) => c === 'default' || active.has(c)))
            continue;
        return target === 'null' ? undefined : { name, target };
    }
    return undefined;
}
/** Each map's index, read once: a map may hold thousands of entries, each looked up per consumer. */
const indexes = new WeakMap();
function indexed(entrypoints) {
    let index = indexes.get(entrypoints);
    if (index)
        return index;
    index = { byName: new Map(), bySubpath: new Map() };
    for (const [name, target] of entrypoints) {
        const parsed = exportsEntry(name);
        if (!parsed)
            continue;
        const entry = { name, target, ...parsed };
        index.byName.set(name, entry);
        const list = index.bySubpath.get(entry.subpath) ?? [];
        list.push(entry);
        index.bySubpath.set(entry.subpath, list);
    }
    indexes.set(entrypoints, index);
    return index;
}
/**
 * What the head resolves an `exports` entry of the base to, for the consumers that reached it: the
 * same target for all (`same`), the first other target one gets, or undefined (`removed`) when one
 * gets none. Undefined as a whole for no `exports` entry, or one no consumer reached.
 */
function headResolution(base, head, name) {
    const entry = indexed(base).byName.get(name);
    if (!entry)
        return undefined;
    let [reached, kept] = [false, false];
    let gone;
    let other;
    // (One module system and one platform at a time: a `require` entry is no `import` consumer's.)
    const contrary = (c) => OTHER[c] !== undefined && entry.conditions.includes(OTHER[c]);
    for (const consumer of CONSUMERS) {
        if (consumer.some(contrary))
            continue;
        const active = new Set([...entry.conditions, ...consumer]);
        const conditions = [...active].filter((c) => c !== 'default');
        if (resolveEntry(base, entry.subpath, active)?.name !== name)
            continue;
        reached = true;
        const now = resolveEntry(head, entry.subpath, active);
        if (now === undefined)
            gone ??= conditions;
        else
            kept = true;
        if (now && !samePath(now.target, base.get(name)))
            other ??= { now: now.target, conditions: now.name === name ? [] : conditions };
    }
    if (!reached)
        return undefined;
    // Removed for some consumers: they are named where others still resolve it.
    if (gone)
        return { now: undefined, conditions: kept ? gone : [] };
    return other ?? 'same';
}

// EXTERNAL MODULE: ./src/signature/comments.ts + 2 modules
var comments = __nccwpck_require__(7626);
// EXTERNAL MODULE: ./src/signature/module-specifiers.ts
var module_specifiers = __nccwpck_require__(6040);
;// CONCATENATED MODULE: ./src/signature/compare/comments.ts

/** A file must have had at least this many comments before a drop in its comment share counts. */
const DENSITY_MIN_COMMENTS = 3;
const DENSITY_DROP = 0.5;
/**
 * Removed comments. Comments are matched as a multiset of normalized texts, so re-wrapping,
 * re-indenting and moving keep them. A comment whose text changed but whose anchor (the code it
 * sits on) or most words remain counts as edited, not removed. Comments whose code was deleted
 * with them are not findings.
 */
function compareComments(r, base, head) {
    const headTexts = new Map();
    for (const c of head.records)
        headTexts.set(c.text, (headTexts.get(c.text) ?? 0) + 1);
    const take = (text) => {
        const n = headTexts.get(text) ?? 0;
        if (n === 0)
            return false;
        headTexts.set(text, n - 1);
        return true;
    };
    const unmatched = [];
    for (const c of base.records) {
        if (take(c.text))
            continue;
        // A public declaration's doc comment is reported per declaration (doc-comment-removed), so
        // whether it is lost need not be known (unless it is a license header or a directive).
        if (c.publicDoc && c.cls !== 'license' && c.cls !== 'directive')
            continue;
        unmatched.push(c);
    }
    // A comment block split or joined by blank lines is still there: look it up in the text of all
    // head comments, in order, too. The tests run cheapest and most often decisive first: on `effect`
    // 98% of the unmatched comments were edited (found by anchor or shared words), so whether their
    // code survives (which needs the head's whole code text) or the stream holds them (a search
    // through all head comments) is rarely asked.
    let inStream;
    const lost = (c) => {
        inStream ??= wordSequenceFinder(head.records.map((h) => h.text));
        return !inStream(c.text);
    };
    let matcher;
    const edited = (c) => {
        matcher ??= editMatcher(head.records.filter((h) => (headTexts.get(h.text) ?? 0) > 0));
        return matcher(c);
    };
    // A directive whose reason or options alone changed, or that lists more rules, on the same code
    // (a file-scope one anywhere): `@ts-ignore: reason`, `eslint-disable a` → `eslint-disable a, b`.
    let headDirectives;
    const stillThere = (c) => {
        headDirectives ??= head.records
            .filter((h) => h.cls === 'directive')
            .map((h) => ({ anchor: h.anchor, ...(0,comments/* directiveParts */.o$)(h.text) }));
        const was = (0,comments/* directiveParts */.o$)(c.text);
        return headDirectives.some((now) => now.keyword === was.keyword &&
            (c.fileScope || now.anchor === c.anchor) &&
            was.names.every((n) => now.names.includes(n)));
    };
    const survives = (c) => c.anchor === '' || head.code.includes(c.anchor);
    const at = (c) => ({ oldLine: c.line });
    // A drop in the comment share replaces the single removed comments.
    const dropped = densityDropped(base, head);
    const plain = [];
    for (const c of unmatched) {
        if (c.cls === 'license') {
            if (!lost(c))
                continue;
            const stamped = unstamped(c.text);
            const licenses = head.records.filter((x) => x.cls === 'license');
            // A header whose only change is its years (a copyright range extended) or a version number
            // (a release banner) is the same header; so is one whose copyright and license statements
            // all stand in a head header (its description reworded).
            if (licenses.some((x) => unstamped(x.text) === stamped))
                continue;
            const statements = licenseStatements(stamped);
            const headStatements = licenses.map((x) => unstamped(x.text));
            if (statements.length > 0 &&
                statements.every((s) => headStatements.some((h) => h.includes(s))))
                continue;
            const replaced = closest(c, licenses);
            const how = replaced ? `changed to "${clip(replaced.text)}"` : 'removed';
            r.add('license-header-removed', undefined, `license header "${clip(c.text)}" ${how}`, {
                ...at(c),
                ...(replaced ? { line: replaced.line } : {}),
            });
        }
        else if (c.cls === 'directive') {
            // Python 3 reads source as UTF-8: a `utf-8` coding cookie says nothing.
            if (r.language === 'py' && UTF8_COOKIE.test(c.text))
                continue;
            if ((c.fileScope || survives(c)) && lost(c) && !stillThere(c)) {
                r.add('directive-comment-removed', undefined, `directive comment "${clip(c.text)}" removed`, at(c));
            }
        }
        else if (!dropped && !edited(c) && survives(c) && lost(c)) {
            plain.push(c);
        }
    }
    if (dropped) {
        const ratio = (inv) => share(inv).toFixed(2);
        r.add('comment-density-dropped', undefined, `comment share fell from ${ratio(base)} to ${ratio(head)} (${base.records.length} → ${head.records.length} comments)`, { line: 1, oldLine: 1 });
        return;
    }
    for (const c of plain) {
        const todo = c.cls === 'todo';
        r.add('comment-removed', undefined, `${todo ? 'TODO comment' : 'comment'} "${clip(c.text)}" removed`, at(c), todo ? 'info' : undefined);
    }
}
/** Years and year lists or ranges (`2012-2023`, `2015, 2016`, `2019–present`). */
const YEARS = /\b(?:19|20)\d\d\b(?:\s*(?:[-–,]|and)\s*(?:(?:19|20)\d\d\b|present\b))*/gi;
/**
 * Release version numbers (`v1.6`, `1.6.0`, `2.0.0-beta.1`); not a license's own version
 * (`GPL-2.0`, `Apache-2.0`), whose change changes the license.
 */
const VERSIONS = /(?<![\w.-])(?:v\d+(?:\.\d+)+|\d+\.\d+\.\d+)(?:-[\w.]+)?/g;
const UTF8_COOKIE = /coding[:=]\s*utf[-_]?8\b/i;
/** The head license sharing the most words with a lost one: what it was most likely edited into. */
function closest(lost, licenses) {
    const mine = new Set(words(lost.text));
    let best;
    let bestShared = -1;
    for (const l of licenses) {
        const shared = words(l.text).filter((w) => mine.has(w)).length;
        if (shared > bestShared)
            [best, bestShared] = [l, shared];
    }
    return best;
}
/** A URL's scheme and `www.`: `http://www.python.org/psf/license` moved to `https://` is one link. */
const URL_PREFIX = /\bhttps?:\/\/(?:www\.)?/gi;
/** A license header's text with its years and version numbers each as one mark, links unschemed. */
/** What a header states of copyright and license: each from its keyword to the sentence's end. */
function licenseStatements(text) {
    return (text.match(/(\b(copyright|licen[cs]ed?|spdx|all rights reserved)\b|©)[^.;]*/gi) ?? [])
        .map((s) => s.trim())
        .filter(Boolean);
}
function unstamped(text) {
    return text.replace(VERSIONS, 'v#').replace(YEARS, '#').replace(URL_PREFIX, '//');
}
/**
 * Whether a text occurs as a run of whole words in the given texts joined by spaces (` ${text} `
 * in the stream: the texts are normalized, single spaces, trimmed). A few look-ups search the
 * stream directly; past about `INDEX_AFTER_SCANS` stream lengths of searching, an index of where
 * each word starts is built (a candidate can only start where its rarest word does), so many
 * look-ups in a long stream stay linear. Both ways give the same answer.
 */
function wordSequenceFinder(texts) {
    const stream = ` ${texts.join(' ')} `;
    let starts;
    let searched = 0;
    return (text) => {
        const needle = ` ${text} `;
        if (text === '' || (!starts && searched < INDEX_AFTER_SCANS * stream.length)) {
            searched += stream.length;
            return stream.includes(needle);
        }
        starts ??= wordStarts(stream);
        // Candidates come from the text's rarest word: where it occurs, minus its offset in the text.
        let best = [];
        let offset = 0;
        for (let at = 0; at < needle.length - 1;) {
            const end = needle.indexOf(' ', at + 1);
            const found = starts.get(needle.slice(at + 1, end)) ?? [];
            if (at === 0 || found.length < best.length)
                [best, offset] = [found, at];
            if (found.length === 0)
                return false;
            at = end;
        }
        return best.some((at) => stream.startsWith(needle, at - offset));
    };
}
/**
 * Stream lengths searched directly before the word index is built. Building it costs about as much
 * as 60 searches of the whole stream (V8's substring search skips ahead; measured on the comments
 * of the `effect` corpus), so this bounds the searching to about half an index's cost.
 */
const INDEX_AFTER_SCANS = 32;
/** Word → offsets of the space before each of its occurrences. */
function wordStarts(stream) {
    const starts = new Map();
    for (let at = 0; at < stream.length - 1;) {
        const end = stream.indexOf(' ', at + 1);
        const word = stream.slice(at + 1, end);
        const list = starts.get(word);
        if (list)
            list.push(at);
        else
            starts.set(word, [at]);
        at = end;
    }
    return starts;
}
/**
 * Finds, for a lost comment, an unmatched head comment that is the same comment edited: the same
 * anchor, or at least half of the words shared. An inverted word index keeps this linear.
 */
function editMatcher(head) {
    let anchors;
    let index;
    const wordIndex = () => {
        const sizes = [];
        const byWord = new Map();
        head.forEach((h, i) => {
            const mine = new Set(words(h.text));
            sizes.push(mine.size);
            for (const w of mine) {
                const list = byWord.get(w);
                if (list)
                    list.push(i);
                else
                    byWord.set(w, [i]);
            }
        });
        return { sizes, byWord };
    };
    return (c) => {
        if (c.anchor !== '') {
            anchors ??= new Set(head.map((h) => h.anchor).filter((a) => a !== ''));
            if (anchors.has(c.anchor))
                return true;
        }
        // The word index is built only when an anchor does not decide.
        index ??= wordIndex();
        const { sizes, byWord } = index;
        const mine = new Set(words(c.text));
        const shared = new Map();
        for (const w of mine)
            for (const i of byWord.get(w) ?? [])
                shared.set(i, (shared.get(i) ?? 0) + 1);
        for (const [i, n] of shared)
            if (n / Math.max(mine.size, sizes[i]) >= 0.5)
                return true;
        return false;
    };
}
function words(text) {
    return text.toLowerCase().split(' ');
}
function share(inv) {
    const total = inv.commentChars + inv.codeChars;
    return total === 0 ? 0 : inv.commentChars / total;
}
function densityDropped(base, head) {
    if (base.records.length < DENSITY_MIN_COMMENTS)
        return false;
    if (head.commentChars >= base.commentChars)
        return false;
    return share(head) < share(base) * DENSITY_DROP;
}
function clip(text) {
    return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

// EXTERNAL MODULE: ./src/signature/compare/reporter.ts
var reporter = __nccwpck_require__(5);
// EXTERNAL MODULE: ./src/signature/compare/python-modules.ts
var python_modules = __nccwpck_require__(1470);
// EXTERNAL MODULE: ./src/signature/compare/symbols.ts + 2 modules
var symbols = __nccwpck_require__(7272);
;// CONCATENATED MODULE: ./src/signature/compare/index.ts








/** Every drift between two surfaces of one file, into the reporter. */
function compareSurfaces(r, base, head, js = false) {
    r.base = base;
    r.head = head;
    (0,symbols/* compareSymbols */.Fc)(r, base, head, js);
    compareReexports(r, base, head);
    compareEntrypoints(r, base, head);
    if (!base.comments.sameTexts(head.comments)) {
        const known = new comments/* CommentTexts */.cY();
        compareComments(r, base.comments.inventory(known), head.comments.inventory(known));
    }
}
/** The question a re-export whose source changed asks of the set. */
function sourcesOf(b, h) {
    return {
        name: b.name,
        base: { from: b.from, imported: b.imported },
        head: { from: h.from, imported: h.imported },
    };
}
function compareReexports(r, base, head) {
    // A star re-export found under another spelling of its module (`./api` → `./api.js`).
    const stars = new Map([...head.reexports.values()].filter((h) => h.name === '*').map((h) => [(0,module_specifiers/* moduleOf */.cD)(h.from), h]));
    for (const [key, b] of base.reexports) {
        const h = head.reexports.get(key) ??
            (b.name === '*' && r.language === 'ts' ? stars.get((0,module_specifiers/* moduleOf */.cD)(b.from)) : undefined);
        const source = `${b.imported === '*' ? '*' : b.imported} from '${b.from}'`;
        if (!h) {
            if (b.name !== '*' && head.symbols.has(b.name))
                continue; // now declared here
            // `export { X } from './m'` → `export * from './m'`: X still comes from './m'; from another
            // module's `export *` it may (not in view).
            const named = b.name !== '*' && b.name !== 'default';
            if (named && head.reexports.has(`* from ${b.from}`))
                continue;
            const stars = (0,symbols/* starSupply */.SB)(head);
            if (named && stars !== undefined) {
                r.add('reexport-removed', b.name, `re-export \`${b.name}\` (${source}) removed; ${stars}`, {
                    oldLine: b.line,
                }, 'warning');
                continue;
            }
            const local = b.name === '*' ? undefined : head.hidden.get(b.name);
            if (local) {
                const now = local.importedFrom === undefined
                    ? 'it is now defined here and not exported'
                    : 'it is still imported, not re-exported';
                // A Python `_name` the module still binds stays importable: private by its name only.
                const stillBound = r.language === 'py' && (0,reporter/* isPrivateName */.$4)(b.name);
                r.add('visibility-narrowed', b.name, `\`${b.name}\` is no longer public: it was re-exported (${source}), ${now}`, { line: local.line, oldLine: b.line }, stillBound ? 'warning' : undefined);
                continue;
            }
            // A module that binds names at run time (`__getattr__`, `globals()`) may still serve it.
            const open = b.name === '*' ? undefined : head.openNames;
            const submodule = b.name !== '*' && (0,python_modules/* importsOwnSubmodule */.D)(r, b.from);
            const why = open
                ? `; ${(0,reporter/* boundAtRunTime */.mr)(open)}`
                : submodule
                    ? `: a submodule, which \`from ${b.from} import ${b.imported}\` still imports (not compared)`
                    : '';
            r.add('reexport-removed', b.name, `re-export \`${b.name}\` (${source}) removed${why}`, { oldLine: b.line }, open || submodule ? 'warning' : undefined);
        }
        else if (h.from === b.from ||
            (0,python_modules/* samePythonModule */.VO)(r, b.from, h.from) ||
            (r.language === 'ts' && (0,module_specifiers/* moduleOf */.cD)(h.from) === (0,module_specifiers/* moduleOf */.cD)(b.from))
            ? h.imported !== b.imported
            : !chunks_sameChunk(h.from, b.from)) {
            // The name is still exported, from a module not compared here: the set compares the two
            // declarations, where it has both in view.
            const retargeted = `re-export \`${b.name}\` retargeted: ${source} → ${h.imported} from '${h.from}'`;
            const finding = r.add('reexport-removed', b.name, `${retargeted} (the two sources are not compared)`, { line: h.line, oldLine: b.line }, 'warning');
            if (finding)
                finding.sources = {
                    ...sourcesOf(b, h),
                    retargeted,
                };
        }
        else if (r.language === 'ts' &&
            b.name !== '*' &&
            h.from !== b.from &&
            chunks_sameChunk(h.from, b.from)) {
            // A bundle chunk renamed by its content hash: its export names are the bundler's, and what
            // the entry re-exports is compared as the set reads the two chunks (dropped where equal).
            const finding = r.add('reexport-removed', b.name, `re-export \`${b.name}\` changed in the renamed chunk '${h.from}'`, { line: h.line, oldLine: b.line }, 'info');
            if (finding)
                finding.sources = { ...sourcesOf(b, h), dropUnanswered: true };
        }
        else if (!b.typeOnly && h.typeOnly) {
            // Only a value lost breaks a use: the set looks at what the source declares.
            const what = `re-export \`${b.name}\` (${source}) became type-only`;
            const at = { line: h.line, oldLine: b.line };
            (0,symbols/* typeOnlyFinding */.SW)(r, b.name, what, at, b.name === '*' ? undefined : sourcesOf(b, h));
        }
    }
    for (const [key, h] of head.reexports) {
        if (base.reexports.has(key) || h.name === '*' || base.symbols.has(h.name))
            continue;
        r.add('export-added', h.name, `re-export \`${h.name}\` (${h.imported} from '${h.from}') added`, { line: h.line });
    }
}

// EXTERNAL MODULE: ./src/signature/kinds.ts
var kinds = __nccwpck_require__(9889);
;// CONCATENATED MODULE: ./src/signature/exports-reach.ts
/**
 * Which of a package's built files its users can import. With an `exports` map, Node resolves
 * only the subpaths the map lists (any other is ERR_PACKAGE_PATH_NOT_EXPORTED) and TypeScript's
 * `node16`/`bundler` resolution likewise: a JavaScript or declaration file that no entry point
 * reaches is the package's own, and removing it breaks no import (@sinclair/typebox 0.32 → 0.34
 * moved its `build/import/` and `build/require/` trees: 458 modules no user could import).
 */




const BUILT = /\.([cm]?js|jsx|d\.[cm]?ts)$/;
const exports_reach_DECLARATION = /\.d\.[cm]?ts$/;
/**
 * A test of whether a removed file was unreachable from outside its package: its nearest
 * package.json (by path, the base's text) has an `exports` map, and no entry point of any
 * package.json given reaches it (a target, a subpath pattern's, or the declaration file of a JS
 * target). A TS source is never taken as unreachable: what it compiles to is not known here.
 */
function exports_reach_unexportedTest(packageJsons, mirrors) {
    const parsed = parsedAll(packageJsons);
    if (![...parsed.values()].some((p) => p.exports != null))
        return () => false;
    const entry = entryTest(parsed, mirrors);
    return (path) => BUILT.test(path) && hasExports(path, parsed) && !entry(path);
}
/**
 * The root package.json whose `exports` map makes a nested one's `exports` dead, by the nested
 * one's path: a package.json without a `name` in a folder of a package whose package.json has an
 * `exports` map (swr 2.2's `_internal/package.json`, a stub for resolvers that read only `main`
 * and `types`). Node reads `exports` only from a package's own package.json.
 */
function exports_reach_nestedExportsTest(packageJsons) {
    const parsed = parsedAll(packageJsons);
    return (path) => {
        const own = parsed.get(path);
        if (!own || own.name !== undefined || !path.includes('/'))
            return undefined;
        const root = nearestPackageJson(posix.dirname(path), parsed);
        return root?.pkg.exports != null ? root.path : undefined;
    };
}
/**
 * A test of whether a built file both versions have is out of every import's reach, as
 * unexportedTest says of a removed one, through its package's own imports too: no chain of
 * relative imports, re-exports, `require`s or `/// <reference path>`s from an entry point reaches
 * it, in the base nor in the head (preact 10.25's `src/diff/children.js`, the sources its bundle
 * was built from). Only where every entry point's target is in `files` (a published package, a
 * tree with its build): otherwise nothing is taken as unreachable.
 */
function exports_reach_unreachedTest(files, packageJsons, mirrors) {
    if (![...packageJsons.base.values(), ...packageJsons.head.values()].some(hasExportsMap))
        return () => false;
    const sides = ['base', 'head'].map((side) => {
        const parsed = parsedAll(packageJsons[side]);
        const texts = new Map();
        for (const f of files)
            if (f[side] !== null)
                texts.set(f.path, f[side]);
        return { parsed, reached: importClosure(texts, parsed, mirrors) };
    });
    const [base, head] = sides;
    if (!base.reached || !head.reached)
        return () => false;
    return (path) => BUILT.test(path) &&
        hasExports(path, base.parsed) &&
        !base.reached.has(path) &&
        !head.reached.has(path);
}
/** Relative specifiers a JS or TS text names: imports, re-exports, `import()`, `require()`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"\n]*)\1/g;
/** `/// <reference path="x.d.ts" />`, relative to its file. */
const REFERENCE = /\/\/\/\s*<reference\s+path\s*=\s*(['"])([^'"]+)\1/g;
/**
 * Every file of `texts` an entry point of a package with an `exports` map reaches, following
 * relative specifiers to the file each loads and, from a JS file, its declaration files; undefined
 * where an entry point's target is not in `texts`.
 */
function importClosure(texts, parsed, mirrors) {
    for (const [path, pkg] of parsed) {
        if (pkg.exports == null)
            continue;
        const root = posix.dirname(path);
        const missing = entryTargets(pkg)
            .map((t) => posix.join(root, t))
            .some((t) => BUILT.test(t) && !t.includes('*') && !texts.has(t));
        if (missing)
            return undefined;
    }
    const entry = entryTest(parsed, mirrors);
    const queue = [...texts.keys()].filter((f) => BUILT.test(f) && entry(f));
    const reached = new Set(queue);
    const reach = (file) => {
        if (texts.has(file) && !reached.has(file)) {
            reached.add(file);
            queue.push(file);
        }
    };
    while (queue.length > 0) {
        const file = queue.pop();
        const text = texts.get(file);
        // What it loads: Node, a JS file's first JS candidate; TypeScript, another's first.
        const fromJs = /\.[cm]?jsx?$/.test(file);
        for (const m of text.matchAll(SPECIFIER)) {
            const found = specifierCandidates(file, m[2]).filter((c) => texts.has(c));
            const loaded = fromJs ? found.find((c) => /\.[cm]?jsx?$/.test(c)) : found[0];
            if (loaded)
                reach(loaded);
        }
        for (const m of text.matchAll(REFERENCE))
            reach(posix.join(posix.dirname(file), m[2]));
        // A JS file's own declaration file (`x.mjs` → `x.d.mts`), as TypeScript reads it.
        const [declaration] = declarationsBeside(file);
        if (declaration) {
            reach(declaration);
            const mirrored = mirroredDeclaration(mirrors, file);
            if (mirrored)
                reach(mirrored);
        }
    }
    return reached;
}
/** Whether a package.json text has an `exports` map. */
function hasExportsMap(text) {
    return packageObject(text)?.exports != null;
}
/** Whether a file's nearest package.json has an `exports` map. */
function hasExports(path, parsed) {
    return nearestPackageJson(path, parsed)?.pkg.exports != null;
}
/**
 * A test of whether an entry point of any package.json reaches a file directly: a target, a
 * subpath pattern's, or the declaration file of a JS target.
 */
function entryTest(parsed, mirrors) {
    const reached = new Set();
    const patterns = [];
    for (const [path, pkg] of parsed) {
        const root = posix.dirname(path);
        for (const target of entryTargets(pkg)) {
            const full = posix.join(root, target);
            if (full.includes('*'))
                patterns.push(patternOf(full));
            else
                reached.add(full);
        }
    }
    const reaches = (file) => reached.has(file) || patterns.some((p) => p.test(file));
    // A declaration file TypeScript reads for a JS target: beside it (`x.mjs`, `x.d.mts`), or in the
    // folder package.json pairs with the target's.
    const typed = (file) => exports_reach_DECLARATION.test(file) &&
        (['.js', '.mjs', '.cjs'].some((ext) => reaches(file.replace(exports_reach_DECLARATION, ext))) ||
            [...reached].some((js) => mirroredDeclaration(mirrors, js) === file));
    return (file) => reaches(file) || typed(file);
}
/**
 * A test of whether a removed declaration file was read only by older TypeScripts: its nearest
 * package.json, as the base had it, maps it in a `typesVersions` range for older versions only
 * (`"<4.3.0-0": {"*": ["ts4.2/*"]}`, DefinitelyTyped's copies for TypeScript versions it no longer
 * supports; `">=3.1"` after a `">=3.7"`) that the head's no longer maps it in. Gives that range, as a message names it. A
 * range the newest TypeScript takes (`">=3.7": {"*": ["./*"]}`) reads files as resolution would.
 */
function exports_reach_olderTypeScriptsTest(bases, heads) {
    const [base, head] = [bases, heads].map(parsedAll);
    if (![...base.values()].some((p) => p.typesVersions != null))
        return () => undefined;
    const maps = (pkg, root, path) => {
        const ranges = pkg?.typesVersions;
        // Each range for older versions only that maps the path, as a message names it.
        const mapped = new Map();
        if (!ranges || typeof ranges !== 'object')
            return mapped;
        // TypeScript takes the first range its version satisfies: after one the newest satisfies,
        // every range is for older versions only.
        let current;
        for (const [range, paths] of Object.entries(ranges)) {
            const older = current !== undefined || !takesNewest(range);
            if (current === undefined && takesNewest(range))
                current = range;
            if (!older || !paths || typeof paths !== 'object')
                continue;
            const targets = Object.values(paths).flat();
            const full = targets.filter((t) => typeof t === 'string').map((t) => posix.join(root, t));
            if (full.some((t) => (t.includes('*') ? patternOf(t).test(path) : t === path)))
                mapped.set(range, current ? `\`${range}\` below the \`${current}\` before it` : `\`${range}\``);
        }
        return mapped;
    };
    return (path) => {
        if (!exports_reach_DECLARATION.test(path))
            return undefined;
        const owner = nearestPackageJson(path, base);
        if (!owner)
            return undefined;
        const root = posix.dirname(owner.path);
        const was = maps(owner.pkg, root, path);
        const now = maps(head.get(owner.path), root, path);
        return [...was].find(([range]) => !now.has(range))?.[1];
    };
}
/**
 * Whether a `typesVersions` range (a semver range: `<4.3.0-0`, `<=4.8`, `>=3.7`, `*`) takes
 * every TypeScript from some version on: one of its alternatives has no upper bound.
 */
function takesNewest(range) {
    return range.split('||').some((alternative) => alternative
        .trim()
        .split(/\s+/)
        .every((c) => c === '' || /^(\*|x|X|>=?.*)$/.test(c)));
}
/** Each package.json that parses, by path. */
function parsedAll(texts) {
    const parsed = new Map();
    for (const [path, text] of texts) {
        const pkg = packageObject(text);
        if (pkg)
            parsed.set(path, pkg);
    }
    return parsed;
}
/** Every entry point's target of a package.json: `exports` leaves, `main`, `module`, `types`. */
function entryTargets(pkg) {
    const out = [];
    const collect = (value) => {
        if (typeof value === 'string')
            out.push(value);
        else if (value && typeof value === 'object')
            Object.values(value).forEach(collect);
    };
    collect(pkg.exports);
    for (const key of ['main', 'module', 'types', 'typings', 'browser'])
        collect(pkg[key]);
    return out;
}
/** A subpath pattern's target (`dist/*.js`) as a test of paths. */
function patternOf(target) {
    const escaped = target.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${escaped.join('.*')}$`);
}
function nearestPackageJson(path, parsed) {
    const dirs = path.split('/').slice(0, -1);
    for (let n = dirs.length; n >= 0; n--) {
        const at = [...dirs.slice(0, n), 'package.json'].join('/');
        const pkg = parsed.get(at);
        if (pkg)
            return { path: at, pkg };
    }
    return undefined;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
;// CONCATENATED MODULE: ./src/signature/pool.ts
/**
 * Runs pair analysis in worker threads. Each pair's verdict depends on that pair alone, so the
 * findings are the same as in this thread; only the wall-clock time changes. A worker that cannot
 * start or dies hands its chunks back (to the other workers, or to this thread when none is left),
 * so a missing worker entry makes a run slower, never wrong.
 */




/**
 * Characters of file text (both sides) that make one more thread worth starting. A thread pays the
 * start-up of the parsers it needs: for TS/JS about 1.6 CPU-seconds of loading and warming up its
 * own TypeScript compiler (with V8 set up as dist/index.js sets it, ADR 0012), for Python about
 * 0.3 (measured on the bench corpora: two workers against one). On the `effect` corpus (60 M
 * characters) two threads are about 12% faster than one on two cores; on changed CPython modules
 * two threads take 0.95 of one thread's wall time at 4 M characters, 0.80 at 8 M, 0.78 at 16 M.
 */
const TS_CHARS_PER_THREAD = 28_000_000;
const PY_CHARS_PER_THREAD = 4_000_000;
/**
 * Characters from which a set is analysed in workers rather than in this thread, even on one
 * thread: about 1.5 s of analysis, of which a worker's young generation (below) saves ~60 ms, more
 * than the 20–45 ms of starting a worker and copying the texts over.
 */
const WORKER_CHARS = 24_000_000;
/**
 * The young generation of a worker's heap, in MiB (V8's default is 3 × 16 on 64-bit machines). A
 * pair's syntax trees live until the pair is compared, so with the default most of a large file's
 * tree is copied by a scavenge or two and promoted to the old generation, which a full collection
 * then sweeps. On the `effect` corpus (interleaved runs against V8's default): 4% less wall time
 * on one thread, 3% on two; 96 and 384 MiB gave less.
 */
const YOUNG_GENERATION_MB = 192;
/** At most this many threads: beyond it, memory (a compiler per thread) grows faster than speed. */
const MAX_THREADS = 8;
/** A chunk of work handed out at once: large enough to keep messaging cheap, small enough to balance. */
const CHUNK_CHARS = 400_000;
const CHUNK_PAIRS = 64;
/** Chunks each worker holds at a time, so it never waits for the next one. */
const IN_FLIGHT = 2;
/** How many threads a set of pairs is worth. */
function pool_poolThreads(jobs) {
    const worth = jobs.reduce((n, j) => n + cost(j) / (j.flavour === 'py' ? PY_CHARS_PER_THREAD : TS_CHARS_PER_THREAD), 0);
    return Math.max(1, Math.min(Math.floor(worth), availableParallelism(), MAX_THREADS));
}
/** Whether a set is large enough to analyse in workers, whose heaps are sized for it. */
function pool_worthWorkers(jobs) {
    return jobs.reduce((n, j) => n + cost(j), 0) >= WORKER_CHARS;
}
/**
 * Analyses `jobs` on `workers` worker threads, one findings list per job in job order. This thread
 * only hands out chunks (its heap is not sized for parsing, see YOUNG_GENERATION_MB), unless every
 * worker is gone: then it analyses what is left with `analyseHere`, the workers' own function.
 */
async function pool_analyseInPool(jobs, workers, analyseHere, entry = workerEntry()) {
    if (!entry || workers < 1)
        return analyseHere(jobs);
    const chunks = chunked(jobs);
    const results = jobs.map(() => []);
    const store = (chunk, found) => chunks[chunk].forEach((job, k) => (results[job] = found[k]));
    const queue = chunks.map((_, i) => i);
    const pool = Array.from({ length: Math.min(workers, chunks.length) }, () => startWorker(entry, jobs, chunks, queue, store));
    try {
        for (;;) {
            // A worker that dies hands its chunks back to the queue, for the others to take.
            for (const w of pool)
                w.fill();
            const busy = pool.filter((w) => w.pending.size > 0);
            if (busy.length > 0)
                await Promise.race(busy.map((w) => w.settled()));
            else if (queue.length > 0) {
                const next = queue.shift();
                store(next, await analyseHere(chunks[next].map((i) => jobs[i])));
            }
            else
                break;
        }
        return results;
    }
    finally {
        await Promise.all(pool.map((w) => w.stop()));
    }
}
function startWorker(entry, jobs, chunks, queue, store) {
    const setup = { wasmFrom: __dirname };
    const worker = new Worker(entry.script, {
        eval: entry.eval,
        workerData: setup,
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
        // The worker runs compiled code (or transpiles its own source) and needs none of this
        // process's loaders: inheriting a `--import tsx` made two workers 5% slower.
        execArgv: [],
    });
    const pending = new Set();
    let alive = true;
    let wake;
    const notify = () => {
        wake?.();
        wake = undefined;
    };
    const send = (chunk) => {
        pending.add(chunk);
        const request = { chunk, jobs: chunks[chunk].map((i) => jobs[i]) };
        worker.postMessage(request);
    };
    const self = {
        pending,
        fill() {
            while (alive && pending.size < IN_FLIGHT && queue.length > 0)
                send(queue.shift());
        },
        settled: () => new Promise((resolve) => (wake = resolve)),
        stop: () => {
            alive = false;
            return worker.terminate().then(() => undefined);
        },
    };
    worker.on('message', (m) => {
        pending.delete(m.chunk);
        store(m.chunk, m.results);
        self.fill();
        notify();
    });
    const fail = () => {
        if (!alive)
            return;
        alive = false;
        // Back to the queue: this thread (or another worker) analyses them, and reports any error.
        queue.unshift(...pending);
        pending.clear();
        notify();
    };
    worker.on('error', fail);
    worker.on('exit', fail);
    return self;
}
/**
 * Jobs grouped into chunks, the cheapest first. A worker starts cold: its compiler's code is
 * optimized by V8 while the first pairs run, so the large files go last, when it is fast (costliest
 * first took 15% longer on the `effect` corpus). The price is an uneven finish, at most the last
 * chunk of one worker (a chunk is at most CHUNK_CHARS, or one larger pair).
 */
function chunked(jobs) {
    const order = jobs.map((_, i) => i).sort((a, b) => cost(jobs[a]) - cost(jobs[b]));
    const chunks = [];
    let current = [];
    let chars = 0;
    for (const i of order) {
        if (current.length > 0 &&
            (chars + cost(jobs[i]) > CHUNK_CHARS || current.length >= CHUNK_PAIRS)) {
            chunks.push(current);
            current = [];
            chars = 0;
        }
        current.push(i);
        chars += cost(jobs[i]);
    }
    if (current.length > 0)
        chunks.push(current);
    return chunks;
}
function cost(job) {
    return (job.input.base?.length ?? 0) + (job.input.head?.length ?? 0);
}
/**
 * The worker's code: `signature-worker/index.js` beside the ncc bundle (scripts/bundle.mjs builds
 * it as a second entry), `worker.js` beside compiled code, or `worker.ts` when running from source
 * (tests, benchmarks), transpiled on require with the TypeScript compiler the project builds with.
 */
function workerEntry() {
    const bundled = join(__dirname, 'signature-worker', 'index.js');
    if (existsSync(bundled))
        return { script: bundled, eval: false };
    const compiled = join(__dirname, 'worker.js');
    if (existsSync(compiled))
        return { script: compiled, eval: false };
    const source = join(__dirname, 'worker.ts');
    if (!existsSync(source))
        return undefined;
    const from = JSON.stringify([__dirname]);
    return {
        eval: true,
        script: `
      const { readFileSync } = require('node:fs');
      const ts = require(require.resolve('typescript', { paths: ${from} }));
      const options = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true };
      require.extensions['.ts'] = (module, file) =>
        module._compile(ts.transpileModule(readFileSync(file, 'utf8'), { fileName: file, compilerOptions: options }).outputText, file);
      require(${JSON.stringify(source)});`,
    };
}

;// CONCATENATED MODULE: ./src/signature/diff.ts













/** Paths of unchanged declaration files read to tell a removed one repeated them (API calls, on a PR). */
const READ_SIBLINGS = 512;
const textOracle = {
    relate: (a, b) => (a.text === b.text ? 'equal' : 'unknown'),
    display: (ref) => ref.text,
};
/**
 * Findings for many file pairs, one list per input, in input order. ts-morph and web-tree-sitter
 * are loaded only when a TS/JS or Python file is present. Each pair's verdict depends on that pair
 * alone, so large sets are spread over worker threads with the same result; the one exception, a
 * member that other modules of the set may now lend, is settled here (across-modules/).
 */
async function diffFileSet(inputs, options = {}) {
    const results = inputs.map(() => []);
    const jobs = [];
    const slots = [];
    const packaged = packageMoves(inputs);
    const declared = declarationFiles(inputs);
    const jsons = await packageJsons(inputs, declared, options.readModules);
    const mirrors = declarationMirrors(jsons);
    const repeated = await repeatedDeclarations(inputs, options.readModules);
    for (const [i, given] of inputs.entries()) {
        if (packaged.moved.has(i) || typedByDeclarationFile(given.path, declared, mirrors))
            continue;
        const kept = repeated.get(i);
        if (kept !== undefined) {
            const r = new Reporter(given.path, 'ts', textOracle);
            r.add('module-removed', given.path, `module \`${given.path}\` removed: it repeated \`${kept}\`, which stays (and is compared on its own)`, { oldLine: 1 }, 'info');
            results[i] = r.findings;
            continue;
        }
        const input = packaged.into.get(i) ?? given;
        const job = analysedAs(input);
        if (job && packaged.retargets.has(i))
            job.comparedRetargets = packaged.retargets.get(i);
        if (!job || job.input.base === job.input.head)
            continue;
        const reporter = new Reporter(input.path, job.flavour === 'py' ? 'py' : 'ts', textOracle);
        if (skipped(reporter, job)) {
            results[i] = reporter.findings;
        }
        else {
            jobs.push(job);
            slots.push(i);
        }
    }
    const threads = options.threads ?? poolThreads(jobs);
    const found = threads > 1 || worthWorkers(jobs)
        ? await analyseInPool(jobs, threads, analysePairs)
        : await analysePairs(jobs);
    found.forEach((findings, k) => (results[slots[k]] = findings));
    await answerInheritanceQuestions(inputs, results, options.readModules, options.pythonRoot);
    if (options.wholeTree) {
        const { markPythonInternals } = await Promise.all(/* import() */[__nccwpck_require__.e(994), __nccwpck_require__.e(186)]).then(__nccwpck_require__.bind(__nccwpck_require__, 186));
        await markPythonInternals(inputs, results, options.pythonRoot);
    }
    const [bases, heads] = [versionsOf(inputs, jsons, 'base'), versionsOf(inputs, jsons, 'head')];
    const unexported = unexportedTest(bases, mirrors);
    const olderTypeScripts = olderTypeScriptsTest(bases, heads);
    markUnreached(inputs, results, (path) => {
        if (unexported(path))
            return { why: 'no import reached it (the `exports` of its package.json do not)' };
        const range = olderTypeScripts(path);
        // Whatever else the file declared (globals, ambient modules), no TypeScript still supported reads it.
        const why = `only TypeScript ${range} read it (\`typesVersions\`), a range its package.json no longer maps to it`;
        return range === undefined ? undefined : { why, warningsToo: true };
    });
    markOutOfReach(inputs, results, unreachedTest(inputs, { base: bases, head: heads }, mirrors));
    markNestedExports(inputs, results, nestedExportsTest(bases));
    return results;
}
/** What is said of the `exports` of a nested package.json no resolver reads (nestedExportsTest): info. */
function markNestedExports(inputs, results, rootOf) {
    demoteToInfo(inputs, results, (f) => {
        const root = f.base === null ? undefined : rootOf(f.path);
        if (root === undefined)
            return undefined;
        return {
            why: `Node reads \`exports\` only from the package's own package.json (\`${root}\`)`,
            demoted: (x) => x.severity !== 'info' && x.symbol?.startsWith('exports') === true,
        };
    });
}
/**
 * The API drift of a built file both versions have that no import reaches (unreachedTest): info,
 * saying so. What is said of its comments stays.
 */
function markOutOfReach(inputs, results, unreached) {
    const why = "no import reaches it (no chain of imports from an entry point of its package.json's `exports`)";
    const demoted = (x) => x.severity !== 'info' && !COMMENT_KINDS.has(x.kind) && x.kind !== 'side-unparseable';
    demoteToInfo(inputs, results, (f) => f.base !== null && f.head !== null && unreached(f.path) ? { why, demoted } : undefined);
}
/**
 * Makes info, saying why, the findings a file's reason picks (`demoted`), for each file given one:
 * what no user can meet.
 */
function demoteToInfo(inputs, results, reasonFor) {
    inputs.forEach((f, i) => {
        const reason = reasonFor(f);
        if (reason === undefined)
            return;
        results[i] = results[i].map((x) => reason.demoted(x) ? { ...x, severity: 'info', message: `${x.message}: ${reason.why}` } : x);
    });
}
/** package.json texts as one version had them (a read one is unchanged). */
function versionsOf(inputs, jsons, side) {
    const versions = new Map(jsons);
    for (const f of inputs) {
        if (fileFlavour(f.path) !== 'package-json')
            continue;
        const text = f[side];
        if (text === null)
            versions.delete(f.path);
        else
            versions.set(f.path, text);
    }
    return versions;
}
/**
 * A removed module no import could name (`unreached` says why, or undefined): no entry point of
 * its package's `exports` map reached it, or only TypeScript versions the package no longer types
 * read it (then its warnings go too).
 */
function markUnreached(inputs, results, unreached) {
    demoteToInfo(inputs, results, (f) => {
        const reason = f.base === null || f.head !== null ? undefined : unreached(f.path);
        if (reason === undefined)
            return undefined;
        const demoted = (x) => x.kind === 'module-removed' &&
            (x.severity === 'breaking' || (reason.warningsToo === true && x.severity === 'warning'));
        return { why: reason.why, demoted };
    });
}
/** The paths of the declaration files (`.d.ts`, `.d.mts`, `.d.cts`) in a set, on either side. */
function declarationFiles(inputs) {
    return new Set(inputs.map((f) => f.path).filter((path) => /\.d\.[cm]?ts$/.test(path)));
}
/**
 * Removed declaration files that repeated, word for word, one of another format that stays (a dual
 * package's `x.d.mts` beside `x.d.ts`, date-fns 3 → 4): by index, the declaration file kept. The
 * module keeps its API under the name it is imported by; only a path naming the removed format's
 * file itself (`x.mjs`) stops resolving. A kept file the set does not hold (unchanged) is read
 * with `read`, at most READ_SIBLINGS paths a run.
 */
async function repeatedDeclarations(inputs, read) {
    const byPath = new Map(inputs.map((f) => [f.path, f]));
    const kept = new Map();
    const unread = [];
    inputs.forEach((f, i) => {
        const stem = f.base !== null && f.head === null ? /^(.*)\.d\.[cm]?ts$/.exec(f.path)?.[1] : undefined;
        if (stem === undefined)
            return;
        const siblings = ['d.ts', 'd.mts', 'd.cts']
            .map((ext) => `${stem}.${ext}`)
            .filter((p) => p !== f.path);
        const inSet = siblings.find((p) => byPath.get(p)?.head != null && byPath.get(p).base === f.base);
        if (inSet !== undefined)
            kept.set(i, inSet);
        else if (siblings.every((p) => !byPath.has(p)))
            unread.push({ index: i, paths: siblings });
    });
    const paths = unread.flatMap((u) => u.paths);
    if (!read || paths.length === 0 || paths.length > READ_SIBLINGS)
        return kept;
    // A failed read leaves the removals as they are.
    const texts = await read(paths).catch(() => []);
    let at = 0;
    for (const { index, paths: siblings } of unread) {
        const found = siblings.findIndex((_, k) => texts[at + k] === inputs[index].base);
        if (found !== -1)
            kept.set(index, siblings[found]);
        at += siblings.length;
    }
    return kept;
}
/**
 * A JavaScript file whose declaration file is in the set beside it (`index.js` and `index.d.ts`):
 * that file is its API, as TypeScript reads it, and is compared; the JS would only repeat it, or
 * contradict it with what the declaration file leaves out (internal parameters, `@internal`).
 */
function typedByDeclarationFile(path, declared, mirrors) {
    // An `.mjs` or `.cjs` build is typed by its `.d.mts`/`.d.cts`, or by the `.d.ts` of its stem,
    // beside it or in the folder package.json pairs with its own (`dist/types/` for `dist/`); a file
    // that is no JavaScript by neither.
    const mirrored = mirroredDeclaration(mirrors, path);
    return (declarationsBeside(path).some((d) => declared.has(d)) ||
        (mirrored !== undefined && declared.has(mirrored)));
}
/** At most this many package.json files are read from outside the set in one run. */
const READ_PACKAGE_JSONS = 32;
/**
 * The package.json files by path (their head text, else their base's) that may say where the
 * set's JavaScript is typed or which removed files an `exports` map reached: the set's own, and,
 * where the set holds none of them but declares types or removes built files, those of the
 * folders above its `.js` and removed files, read with `read` (a PR that does not touch
 * package.json).
 */
async function packageJsons(inputs, declared, read) {
    const out = new Map();
    for (const f of inputs) {
        const text = f.head ?? f.base;
        if (text !== null && fileFlavour(f.path) === 'package-json')
            out.set(f.path, text);
    }
    const removedBuilt = (f) => f.base !== null && f.head === null && /\.(d\.[cm]?ts|[cm]?jsx?)$/.test(f.path);
    if (out.size > 0 || !read || (declared.size === 0 && !inputs.some(removedBuilt)))
        return out;
    const wanted = new Set();
    for (const f of inputs) {
        if (fileFlavour(f.path) !== 'js' && !removedBuilt(f))
            continue;
        const dirs = f.path.split('/').slice(0, -1);
        for (let n = dirs.length; n >= 0; n--)
            wanted.add([...dirs.slice(0, n), 'package.json'].join('/'));
    }
    // The shallowest first: a repository's or a workspace package's own.
    const depth = (path) => path.split('/').length;
    const paths = [...wanted].sort((a, b) => depth(a) - depth(b)).slice(0, READ_PACKAGE_JSONS);
    // A failed read leaves the set's JavaScript judged on its own, as without package.json.
    const texts = await read(paths).catch(() => []);
    paths.forEach((path, i) => {
        if (texts[i] !== undefined)
            out.set(path, texts[i]);
    });
    return out;
}
/**
 * Modules that became packages: a removed `m.py` and an added `m/__init__.py` (`.pyi` alike; `m.ts`
 * and `m/index.ts`) are one module, imported by the same name; so are a bundle chunk and the one
 * its new content hash renamed it to. `into` maps the added file's index to the pair compared in
 * its place; `moved` holds the indexes that report nothing: the removed files, and the added
 * chunks.
 */
function packageMoves(inputs) {
    const into = new Map();
    const moved = new Set();
    const added = new Map();
    inputs.forEach((f, i) => {
        if (f.base === null && f.head !== null && f.previousPath === undefined)
            added.set(f.path, i);
    });
    const addedChunks = [...added.keys()].filter((path) => isChunk(path));
    const removedChunks = inputs.filter((f) => f.base !== null && f.head === null && isChunk(f.path));
    inputs.forEach((f, i) => {
        if (f.base === null || f.head !== null)
            return;
        const module = /^(.*?)\.(pyi?|d\.[cm]?ts|[cm]?ts|tsx|jsx?|[cm]js)$/.exec(f.path);
        if (!module)
            return;
        const [, stem, ext] = module;
        let index = added.get(ext.startsWith('py') ? `${stem}/__init__.${ext}` : `${stem}/index.${ext}`);
        // A chunk renamed by its content hash (`lib.d0b3d489.d.ts` → `lib.BbrTaNPp.d.ts`), where
        // one added chunk alone has its name.
        if (index === undefined && isChunk(f.path)) {
            const same = addedChunks.filter((path) => sameChunk(f.path, path));
            const rivals = removedChunks.filter((g) => g !== f && sameChunk(g.path, f.path));
            if (same.length === 1 && rivals.length === 0)
                index = added.get(same[0]);
        }
        if (index === undefined || into.has(index) || moved.has(index))
            return;
        moved.add(i);
        // A chunk's export names are the bundler's (`f`, `xr`, in declaration chunks too): what they
        // name differs by release, and the entries re-export them under the public names compared.
        if (isChunk(f.path))
            moved.add(index);
        else
            into.set(index, { ...inputs[index], previousPath: f.path, base: f.base });
    });
    return { into, moved, retargets: entryMoves(inputs, added, into, moved) };
}
/**
 * Entry points a package.json of the set retargeted from a removed file to an added one (`types`:
 * `build/require/index.d.ts` → `build/cjs/index.d.ts`): the import that named the old target now
 * reaches the new one, so the two are compared as one module, added to `into` and `moved` as in
 * packageMoves. By the package.json's index, the `old → new` targets so compared.
 */
function entryMoves(inputs, added, into, moved) {
    const removed = new Map();
    inputs.forEach((f, i) => {
        if (f.base !== null && f.head === null && !moved.has(i))
            removed.set(f.path, i);
    });
    const out = new Map();
    if (removed.size === 0)
        return out;
    inputs.forEach((f, k) => {
        if (f.base === null || f.head === null || fileFlavour(f.path) !== 'package-json')
            return;
        const [base, head] = [packageJsonSurface(f.base), packageJsonSurface(f.head)];
        if ('unparseable' in base || 'unparseable' in head)
            return;
        const root = posix.dirname(f.path);
        const pair = (target, now) => {
            const [from, to] = [removed.get(posix.join(root, target)), added.get(posix.join(root, now))];
            if (from === undefined || to === undefined)
                return false;
            if (moved.has(from) ? into.get(to)?.previousPath !== inputs[from].path : into.has(to))
                return false;
            moved.add(from);
            into.set(to, { ...inputs[to], previousPath: inputs[from].path, base: inputs[from].base });
            return true;
        };
        const paired = [];
        const heads = head.entrypoints ?? new Map();
        for (const [name, target] of base.entrypoints ?? []) {
            if (target.includes('*'))
                continue;
            // As a consumer that reached the entry resolves it in the head (swr 2.2.5: `"import":
            // "./_internal/dist/index.mjs"` → `"import": { "types": …, "default":
            // "./dist/_internal/index.mjs" }`).
            const resolved = headTarget(base.entrypoints, heads, name);
            const now = resolved === 'same' ? undefined : resolved.now;
            if (now === undefined || !pair(target, now))
                continue;
            paired.push(retargetKey(target, now));
            // The declaration files beside the two JS targets type them: they moved with them.
            const [from, to] = [declarationsBeside(target), declarationsBeside(now)];
            from.forEach((d, i) => to[i] !== undefined && pair(d, to[i]));
        }
        if (paired.length > 0)
            out.set(k, paired);
    });
    return out;
}
/** Analyses pairs in this thread, one findings list per job (a pool worker runs this too). */
async function analysePairs(jobs) {
    const results = jobs.map(() => []);
    const tsJobs = [];
    for (const [i, { flavour, input }] of jobs.entries()) {
        if (flavour === 'ts' || flavour === 'js') {
            tsJobs.push(i);
            continue;
        }
        const json = (t) => (t === null ? null : package_json_packageJsonSurface(t));
        let [base, head] = flavour === 'py'
            ? await (await __nccwpck_require__.e(/* import() */ 994).then(__nccwpck_require__.bind(__nccwpck_require__, 8994))).pyPairSurfaces(input.base, input.head)
            : [json(input.base), json(input.head)];
        const retargets = jobs[i].comparedRetargets;
        if (head && retargets && !('unparseable' in head))
            head = { ...head, comparedRetargets: new Set(retargets) };
        if (flavour === 'py') {
            base = asScriptIfNamed(input.previousPath ?? input.path, base);
            head = asScriptIfNamed(input.path, head);
        }
        const oracle = (await __nccwpck_require__.e(/* import() */ 610).then(__nccwpck_require__.bind(__nccwpck_require__, 5610))).pyOracle;
        const language = flavour === 'py' ? 'py' : 'ts';
        results[i] = finish(new reporter/* Reporter */.a8(input.path, language, oracle), base, head, false);
    }
    if (tsJobs.length > 0) {
        const ts = await Promise.all(/* import() */[__nccwpck_require__.e(57), __nccwpck_require__.e(834)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7834));
        const morph = await ts.loadTsMorph();
        for (const i of tsJobs)
            results[i] = diffTsPair(ts, morph, jobs[i].input, jobs[i].flavour);
    }
    return results;
}
/**
 * A Python file whose name is no module name (`update-gyp.py`, `2to3.py`) is a script: `import`
 * cannot name it, so none of its names is API (a PR that deletes or edits one breaks no import).
 */
function asScriptIfNamed(path, surface) {
    const stem = (path.split('/').pop() ?? '').replace(/\.pyi?$/, '');
    if (!surface || 'unparseable' in surface || /^[A-Za-z_]\w*$/.test(stem))
        return surface;
    const { symbols, hidden } = surface;
    return {
        ...surface,
        symbols: new Map(),
        reexports: new Map(),
        hidden: new Map([...hidden, ...symbols]),
    };
}
/**
 * One TS/JS pair: both sides parsed, compared, and dropped. Type questions that text cannot answer
 * go to a program of just these two files (plus the shared ES libs), built on the first such
 * question; imports are never resolved, so the verdict depends on the pair alone.
 */
function diffTsPair(ts, morph, input, flavour) {
    const files = [];
    let baseSymbols;
    const side = (prefix, text, path) => {
        if (text === null)
            return null;
        const name = (path.replace(/\\/g, '/').split('/').pop() ?? 'file.ts').replace(/[^\w.-]/g, '_');
        const read = ts.tsFileSurface(morph.ts, `/${prefix}/${name}`, text, baseSymbols);
        if (read.sf)
            files.push(read.sf);
        baseSymbols = read.sources;
        return read.surface;
    };
    const base = side('base', input.base, input.previousPath ?? input.path);
    const head = side('head', input.head, input.path);
    const js = flavour === 'js';
    return finish(new reporter/* Reporter */.a8(input.path, 'ts', new ts.TsTypeOracle(morph, files)), base, head, js);
}
/**
 * How a pair is analysed. A rename that changes the kind of file (`a.js` → `a.ts` is the same
 * kind; `api.py` → `api.txt` is not) is read as the old file removed: its public API is gone.
 */
function analysedAs(input) {
    const head = fileFlavour(input.path);
    const base = input.previousPath === undefined ? head : fileFlavour(input.previousPath);
    const family = (f) => (f === 'js' ? 'ts' : f);
    if (family(base) === family(head))
        return head ? { flavour: head, input } : undefined;
    if (base)
        return { flavour: base, input: { ...input, head: null } };
    return undefined; // a file that became analysable: nothing of its old version was public API
}
function skipped(r, { input, flavour }) {
    for (const [side, text] of [
        ['base', input.base],
        ['head', input.head],
    ]) {
        const reason = text === null ? undefined : skipReason(text, flavour);
        if (reason) {
            r.add('file-skipped', undefined, `not analysed: the ${side} version is skipped (${reason})`, side === 'head' ? { line: 1 } : { oldLine: 1 });
            return true;
        }
    }
    return false;
}
/** Compares two sides, handling added, removed and unparseable files. */
function finish(r, base, head, js) {
    let broken = false;
    for (const [side, s] of [
        ['base', base],
        ['head', head],
    ]) {
        if (s && 'unparseable' in s) {
            broken = true;
            const at = side === 'head' ? { line: s.line } : { oldLine: s.line };
            r.add('side-unparseable', undefined, `the ${side} version does not parse (line ${s.line}: ${s.message}); no signature verdict for this file`, at);
        }
    }
    if (broken)
        return r.findings;
    const b = base;
    const h = head;
    if (b && !h) {
        const count = b.symbols.size + b.reexports.size + (b.entrypoints?.size ?? 0);
        const exports = `${count} public export${count === 1 ? '' : 's'}`;
        if (count > 0 && b.global) {
            r.add('module-removed', r.file, `declaration file \`${r.file}\` with ${exports} removed: globals and ambient modules, which another file may declare too (not compared)`, { oldLine: 1 }, 'warning');
        }
        else if (count > 0 && chunks_isChunk(r.file)) {
            // Named by its content hash, it is renamed by every build: no import names it across
            // releases (the entries that re-export it are compared).
            r.add('module-removed', r.file, `bundle chunk \`${r.file}\` with ${exports} removed (named by its content hash, no import names it across releases)`, { oldLine: 1 }, 'info');
        }
        else if (count > 0) {
            r.add('module-removed', r.file, `module \`${r.file}\` with ${exports} removed`, {
                oldLine: 1,
            });
        }
        return r.findings;
    }
    if (!b || !h)
        return r.findings; // an added file removes nothing
    compareSurfaces(r, b, h, js);
    return r.findings;
}

// EXTERNAL MODULE: ./src/signature/py/parser.ts
var parser = __nccwpck_require__(8633);
;// CONCATENATED MODULE: ./src/signature/worker.ts
/**
 * A signature pool worker (see pool.ts): analyses the chunks of pairs it is sent, one at a time,
 * and posts their findings back. Loads the parsers only when a chunk needs them, as the main
 * thread does.
 */



const port = external_node_worker_threads_namespaceObject.parentPort;
if (!port)
    throw new Error('src/signature/worker.ts runs as a worker thread only');
(0,parser/* searchWasmFrom */.Fs)(external_node_worker_threads_namespaceObject.workerData.wasmFrom);
let queue = Promise.resolve();
port.on('message', (request) => {
    queue = queue
        .then(async () => {
        const reply = {
            chunk: request.chunk,
            results: await analysePairs(request.jobs),
        };
        port.postMessage(reply);
    })
        .catch(fail);
});
/**
 * An analysis error ends the worker; the pool hands its chunks back to the main thread, which
 * reports the error as it would without workers.
 */
function fail(error) {
    setImmediate(() => {
        throw error;
    });
}

module.exports = __webpack_exports__;
/******/ })()
;