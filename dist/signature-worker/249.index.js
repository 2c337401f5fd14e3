"use strict";
exports.id = 249;
exports.ids = [249];
exports.modules = {

/***/ 249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parseFrom: () => (/* binding */ parseFrom),
  pyPairSurfaces: () => (/* binding */ pyPairSurfaces)
});

// EXTERNAL MODULE: ./src/signature/source-text.ts
var source_text = __webpack_require__(697);
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

// EXTERNAL MODULE: ./src/signature/py/parser.ts
var parser = __webpack_require__(633);
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
var file_comments = __webpack_require__(221);
;// CONCATENATED MODULE: ./src/signature/py/functions.ts
function pyText(node) {
    return node
        ? node.text
            .replace(/\s+/g, ' ')
            .replace(/\s*([[\](),:=])\s*/g, '$1')
            .replace(/,(?=\S)/g, ', ')
            .trim()
        : '';
}
function typeRef(node) {
    const text = pyText(node);
    return text ? { text: text.replace(/:(?=\S)/g, ': ') } : undefined;
}
/** Splits a decorator list into labels (staticmethod, property, overload, ...) and the rest. */
function decoratorLabels(decorators) {
    const out = {
        form: 'method',
        abstract: false,
        overload: false,
        deprecated: false,
        decorators: [],
    };
    for (const d of decorators) {
        const text = pyText(d).replace(/^@/, '');
        const bare = text
            .replace(/\(.*$/s, '')
            .replace(/^(typing_extensions|typing|abc|functools|warnings|builtins)\./, '');
        if (bare === 'staticmethod')
            out.form = 'staticmethod';
        else if (bare === 'classmethod')
            out.form = 'classmethod';
        else if (bare === 'property' || bare === 'cached_property' || bare === 'abstractproperty') {
            out.form = 'getter';
            out.abstract ||= bare === 'abstractproperty';
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
        else
            out.decorators.push(text);
    }
    return out;
}
/** A `def`'s signature. Methods drop their receiver (`self`/`cls`) unless static. */
function pySignature(def, dropReceiver) {
    const params = pyParams(def.childForFieldName('parameters'));
    if (dropReceiver && params[0] && params[0].kind !== 'var-positional')
        params.shift();
    const returns = typeRef(def.childForFieldName('return_type'));
    return {
        params,
        ...(returns ? { returns } : {}),
        typeParams: pyTypeParams(def.childForFieldName('type_parameters')),
        async: def.firstChild?.type === 'async',
        generator: isGenerator(def),
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
        ...(value ? { default: pyText(value) } : {}),
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
    if (LITERALS.has(node.type))
        return !(node.type === 'string' && node.descendantsOfType('interpolation').length > 0);
    if (node.type === 'unary_operator')
        return isLiteral(node.namedChildren[0]);
    if (['tuple', 'list', 'set', 'dictionary', 'parenthesized_expression'].includes(node.type)) {
        return node.namedChildren.every((c) => c !== null && (c.type === 'comment' || isLiteral(c)));
    }
    if (node.type === 'pair')
        return node.namedChildren.every((c) => c !== null && isLiteral(c));
    return false;
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

;// CONCATENATED MODULE: ./src/signature/py/classes.ts


const ENUM_BASES = /^(enum\.)?(Enum|IntEnum|StrEnum|Flag|IntFlag|ReprEnum)$/;
const PROTOCOL = /^(typing\.|typing_extensions\.)?Protocol(\[.*\])?$/;
const GENERIC = /^(typing\.)?(Generic|Protocol)\[(.*)\]$/;
/** A class: members, bases, generics; enums become `enum` symbols, Protocols are implementable. */
function pyClass(scope, name, node, decorators) {
    const labels = decoratorLabels(decorators);
    const bases = (node.childForFieldName('superclasses')?.namedChildren ?? []).filter((n) => n !== null && n.type !== 'comment');
    const heritage = [];
    let typeParams = pyTypeParams(node.childForFieldName('type_parameters'));
    for (const b of bases) {
        const text = pyText(b);
        const generic = GENERIC.exec(text);
        if (generic && generic[2] === 'Generic') {
            typeParams = generic[3].split(',').map((t) => ({ name: t.trim() }));
            continue;
        }
        heritage.push(text);
    }
    const isEnum = heritage.some((h) => ENUM_BASES.test(h));
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
    for (const st of body?.namedChildren ?? []) {
        if (!st)
            continue;
        const { def, decorators } = unwrap(st);
        if (def?.type === 'function_definition') {
            const name = def.childForFieldName('name')?.text ?? '?';
            const labels = decoratorLabels(decorators);
            const isPublic = !name.startsWith('_') || /^__\w+__$/.test(name);
            const doc = scope.doc(docstringOf(def.childForFieldName('body')), isPublic);
            if (labels.form === 'part')
                continue;
            if (labels.form === 'setter') {
                const prop = members.get(labels.setterOf ?? name);
                if (prop && prop.form === 'getter')
                    prop.form = 'accessor';
                continue;
            }
            const form = name === '__init__' ? 'constructor' : labels.form;
            const m = member(name, form, def.startPosition.row + 1, doc);
            m.abstract = labels.abstract;
            m.decorators = labels.decorators;
            if (labels.deprecated)
                m.deprecated = true;
            if (form === 'getter') {
                m.readonly = true;
                const type = typeRef(def.childForFieldName('return_type'));
                if (type)
                    m.type = type;
            }
            else {
                const sig = pySignature(def, form !== 'staticmethod');
                if (labels.overload) {
                    const o = overloads.get(name) ?? m;
                    o.signatures.push(sig);
                    overloads.set(name, o);
                    continue;
                }
                m.signatures.push(sig);
            }
            if (form === 'constructor')
                instanceAttributes(def, members);
            members.set(name, m);
        }
        else if (st.type === 'expression_statement') {
            const a = st.namedChildren[0];
            if (a?.type !== 'assignment')
                continue;
            const left = a.childForFieldName('left');
            if (left?.type !== 'identifier')
                continue;
            const m = attribute(left.text, a);
            members.set(m.name, m);
        }
    }
    for (const [name, o] of overloads) {
        const impl = members.get(name);
        members.set(name, impl ? { ...impl, signatures: o.signatures } : o);
    }
    if (!members.has('__init__') &&
        classDecorators.some((d) => /^(dataclasses\.)?dataclass\b/.test(d))) {
        members.set('__init__', dataclassInit(members, classDecorators));
    }
    return [...members.values()];
}
function attribute(name, a) {
    const m = member(name, 'property', a.startPosition.row + 1);
    const typeNode = a.childForFieldName('type');
    const annotation = pyText(typeNode);
    const final = /^(typing\.)?Final\b/.test(annotation);
    const inner = final
        ? annotation.replace(/^(typing\.)?Final\[?/, '').replace(/\]$/, '')
        : annotation;
    if (inner)
        m.type = { text: inner };
    m.readonly = final;
    const right = a.childForFieldName('right');
    if (right && isLiteral(right))
        m.value = pyText(right);
    return m;
}
/** `self.x = ...` in `__init__`: instance attributes are members too. */
function instanceAttributes(init, members) {
    for (const st of init.childForFieldName('body')?.namedChildren ?? []) {
        const a = st?.type === 'expression_statement' ? st.namedChildren[0] : undefined;
        const left = a?.type === 'assignment' ? a.childForFieldName('left') : undefined;
        if (left?.type !== 'attribute' || left.childForFieldName('object')?.text !== 'self')
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
        line = m.line;
        params.push({
            name: m.name,
            kind: kwOnly ? 'keyword-only' : 'positional',
            optional: m.value !== undefined,
            ...(m.value !== undefined ? { default: m.value } : {}),
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
        const right = pyText(a.childForFieldName('right'));
        const value = /^(enum\.)?auto\(\)$/.test(right) ? `auto() #${++auto}` : right;
        const m = member(left.text, 'enum-member', a.startPosition.row + 1);
        m.value = value;
        m.readonly = true;
        out.push(m);
    }
    return out;
}
/** A statement's definition and its decorators (`decorated_definition` wraps both). */
function unwrap(st) {
    if (st.type !== 'decorated_definition')
        return { def: st, decorators: [] };
    return {
        def: st.childForFieldName('definition'),
        decorators: st.namedChildren.filter((n) => n?.type === 'decorator'),
    };
}

;// CONCATENATED MODULE: ./src/signature/py/surface.ts






/**
 * The public surface of one parsed Python module (griffe's rules): `__all__` when it is a static
 * list, else names without a leading underscore; imported names only through `__all__` or a
 * redundant alias. Definitions inside top-level `if`/`try`/`with` blocks count; the first one
 * wins. A null tree is a parse the parser gave up on.
 */
function treeSurface(source, tree, readDefinition = readFresh) {
    if (!tree)
        return { unparseable: true, line: 1, message: 'the parser returned no tree' };
    const root = tree.rootNode;
    if (root.hasError)
        return { unparseable: true, ...(0,parser/* firstSyntaxError */.mk)(root) };
    return moduleSurface(source, root, readDefinition);
}
function moduleSurface(source, root, readDefinition) {
    const scope = new PyScope();
    scope.doc(docstringOf(root), true);
    const defs = new Map();
    const imports = new Map();
    const overloaded = new Set();
    let all;
    const visit = (statements) => {
        for (const st of statements) {
            if (!st)
                continue;
            const { def, decorators } = unwrap(st);
            if (def?.type === 'function_definition' || def?.type === 'class_definition') {
                const name = def.childForFieldName('name')?.text;
                const isOverload = def.type === 'function_definition' && decoratorLabels(decorators).overload;
                if (!name)
                    continue;
                if (defs.has(name)) {
                    // `@overload` stubs come first; the implementation after them is not a callable signature.
                    if (isOverload && overloaded.has(name))
                        defs.get(name).signatures.push(pySignature(def, false));
                    continue;
                }
                const read = () => def.type === 'class_definition'
                    ? pyClass(scope, name, def, decorators)
                    : pyFunction(scope, name, def, decorators);
                if (isOverload)
                    overloaded.add(name);
                // Overload stubs gather signatures from later statements: read on each side.
                defs.set(name, isOverload ? read() : readDefinition(scope, source, st, read));
            }
            else if (st.type === 'expression_statement') {
                all = assignment(st, defs, all);
            }
            else if (st.type === 'type_alias_statement') {
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
            else if (st.type === 'import_from_statement' || st.type === 'import_statement') {
                collectImports(st, imports);
            }
            else if ([
                'if_statement',
                'try_statement',
                'with_statement',
                'else_clause',
                'elif_clause',
                'except_clause',
                'finally_clause',
                'block',
            ].includes(st.type)) {
                visit(st.namedChildren);
            }
        }
    };
    visit(root.namedChildren);
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
        if (symbols.has(name) || !(all ? all.includes(name) : b.redundantAlias))
            continue;
        reexports.set(name, { name, from: b.from, imported: b.imported, line: b.line });
    }
    for (const sym of hidden.values())
        scope.notPublic(sym.doc);
    const comments = [...lineComments(source, root), ...scope.docstrings];
    return {
        language: 'py',
        symbols,
        reexports,
        hidden,
        comments: new file_comments/* FileComments */.h('py', source, comments),
    };
}
function pyFunction(scope, name, def, decorators) {
    const labels = decoratorLabels(decorators);
    const doc = scope.doc(docstringOf(def.childForFieldName('body')), !name.startsWith('_'));
    return {
        ...blank(name, 'function', def),
        signatures: [pySignature(def, false)],
        decorators: labels.decorators,
        ...(doc ? { doc } : {}),
        ...(labels.deprecated ? { deprecated: true } : {}),
    };
}
function blank(name, kind, node) {
    return {
        name,
        kind,
        line: node.startPosition.row + 1,
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
function assignment(st, defs, all) {
    const e = st.namedChildren[0];
    if (!e)
        return all;
    if (e.type === 'call') {
        const fn = pyText(e.childForFieldName('function'));
        const arg = e.childForFieldName('arguments')?.namedChildren[0];
        if (fn === '__all__.extend' && arg)
            return [...(all ?? []), ...strings(arg)];
        if (fn === '__all__.append' && arg)
            return [...(all ?? []), ...strings(arg)];
        return all;
    }
    if (e.type !== 'assignment' && e.type !== 'augmented_assignment')
        return all;
    const left = e.childForFieldName('left');
    const right = e.childForFieldName('right');
    if (left?.text === '__all__' && right)
        return e.type === 'assignment' ? strings(right) : [...(all ?? []), ...strings(right)];
    if (e.type !== 'assignment' || left?.type !== 'identifier' || defs.has(left.text))
        return all;
    const annotation = pyText(e.childForFieldName('type'));
    const sym = blank(left.text, 'variable', e);
    if (/^(typing\.)?TypeAlias$/.test(annotation)) {
        defs.set(left.text, { ...sym, kind: 'type', ...withType(right) });
        return all;
    }
    const typeVar = right?.type === 'call' &&
        /^(typing\.|typing_extensions\.)?TypeVar$/.test(pyText(right.childForFieldName('function')));
    if (typeVar && right) {
        defs.set(left.text, { ...sym, kind: 'type', typeParams: [typeVarParam(left.text, right)] });
        return all;
    }
    const final = /^(typing\.)?Final\b/.test(annotation);
    const inner = final
        ? annotation.replace(/^(typing\.)?Final\[?/, '').replace(/\]$/, '')
        : annotation;
    if (inner)
        sym.valueType = { text: inner };
    sym.mutable = !final && !/^[A-Z][A-Z0-9_]*$/.test(left.text);
    if (right && isLiteral(right))
        sym.value = pyText(right);
    defs.set(left.text, sym);
    return all;
}
/** `T = TypeVar("T", bound=X, default=Y)`: a module-level generic parameter. */
function typeVarParam(name, call) {
    const args = call.childForFieldName('arguments')?.namedChildren ?? [];
    const kw = (key) => args
        .find((a) => a?.type === 'keyword_argument' && a.childForFieldName('name')?.text === key)
        ?.childForFieldName('value');
    const constraint = typeRef(kw('bound'));
    const dflt = typeRef(kw('default'));
    return {
        name,
        ...(constraint ? { constraint: { text: constraint.text.replace(/^["']|["']$/g, '') } } : {}),
        ...(dflt ? { default: dflt } : {}),
    };
}
function strings(node) {
    return node.namedChildren
        .filter((n) => n?.type === 'string')
        .map((n) => n.text.replace(/^[rRuU]?("|')/, '').replace(/("|')$/, ''));
}
function collectImports(st, imports) {
    const line = st.startPosition.row + 1;
    const from = st.type === 'import_from_statement' ? pyText(st.childForFieldName('module_name')) : undefined;
    for (const n of st.namedChildren) {
        if (!n || n === st.childForFieldName('module_name'))
            continue;
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

;// CONCATENATED MODULE: ./src/signature/py/pair.ts




/**
 * Both versions of a Python module. The base is parsed in full; the head is parsed incrementally
 * from the base's tree, edited by the hunks of a line diff, so tree-sitter re-lexes only the
 * changed lines and reuses the subtrees around them (a PR that edits two functions of a long
 * module re-parses little more than those two). Incremental parsing gives the tree a fresh parse
 * gives; only the work differs.
 */
async function pyPairSurfaces(base, head) {
    const python = await (0,parser/* pythonParser */.OW)();
    const trees = [];
    const track = (tree) => {
        if (tree)
            trees.push(tree);
        return tree;
    };
    const parse = (text) => track(python.parser.parse(text));
    try {
        const baseTree = base === null ? null : parse(base);
        const readings = new DefinitionReadings();
        const baseSurface = base === null ? null : treeSurface(base, baseTree, readings.keep);
        if (head === null)
            return [baseSurface, null];
        const headTree = base !== null && baseTree ? track(parseFrom(python, baseTree, base, head)) : parse(head);
        return [baseSurface, treeSurface(head, headTree, readings.reuse)];
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