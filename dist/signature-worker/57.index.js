"use strict";
exports.id = 57;
exports.ids = [57];
exports.modules = {

/***/ 1845:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F9: () => (/* binding */ normalizedText),
/* harmony export */   Qg: () => (/* binding */ compactHash),
/* harmony export */   om: () => (/* binding */ sameCode),
/* harmony export */   vz: () => (/* binding */ normalizeCode)
/* harmony export */ });
/* unused harmony export stripComments */
/* harmony import */ var _source_text__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8697);

/** A node's code as compared: comments removed, whitespace collapsed (see normalizeCode). */
function normalizedText(node, sf) {
    return normalizeCode(stripComments(node.getText(sf)));
}
/**
 * Removes `//` and `/* *\/` comments outside string and template literals: a line comment becomes a
 * newline, a block comment a space. (A regex literal that holds a comment opener is read wrongly,
 * but alike on both sides.) Copies the text between comments in slices, not per character.
 */
function stripComments(text) {
    if (!text.includes('/'))
        return text;
    let out = '';
    let from = 0;
    forEachComment(text, 0, text.length, (start, end, line) => {
        out += text.slice(from, start) + (line ? '\n' : ' ');
        from = end;
    });
    return from === 0 ? text : out + text.slice(from);
}
/**
 * FNV-1a over `text[start, end)` without its comments and whitespace: equal to
 * FNV-1a of `stripComments(slice).replace(/\s+/g, '')`, without building either string.
 */
function compactHash(text, start, end) {
    let h = 0x811c9dc5;
    let at = start;
    const take = (to) => {
        for (; at < to; at++) {
            const c = text.charCodeAt(at);
            if ((0,_source_text__WEBPACK_IMPORTED_MODULE_0__/* .isWhitespace */ .Yv)(c))
                continue;
            h ^= c;
            h = Math.imul(h, 0x01000193);
        }
    };
    forEachComment(text, start, end, (from, to) => {
        take(from);
        at = to;
    });
    take(end);
    return (h >>> 0).toString(16).padStart(8, '0');
}
/**
 * Whether `a[aStart, aEnd)` and `b[bStart, bEnd)` read alike once every run of whitespace and
 * comments counts as one space: `normalizeCode(stripComments(..))` is a function of that reading
 * (stripComments turns a comment into whitespace, normalizeCode first collapses whitespace runs), so
 * the two normalize equal without either being built.
 */
function sameCode(a, aStart, aEnd, b, bStart, bEnd) {
    // Character for character the same (half the declared type pairs on `effect`): no comment scan.
    if (aEnd - aStart === bEnd - bStart && a.startsWith(b.slice(bStart, bEnd), aStart))
        return true;
    const x = new CodeReader(a, aStart, aEnd);
    const y = new CodeReader(b, bStart, bEnd);
    for (;;) {
        const c = x.next();
        if (c !== y.next())
            return false;
        if (c === -1)
            return true;
    }
}
/** Reads a range of code one character at a time, a run of whitespace and comments as one space. */
class CodeReader {
    text;
    at;
    end;
    comments = [];
    comment = 0;
    constructor(text, at, end) {
        this.text = text;
        this.at = at;
        this.end = end;
        forEachComment(text, at, end, (start, to) => this.comments.push(start, to));
    }
    /** The next character code, SPACE for a run of whitespace and comments, -1 at the end. */
    next() {
        if (this.at >= this.end)
            return -1;
        let gap = false;
        for (;;) {
            if (this.comments[this.comment] === this.at) {
                this.at = this.comments[this.comment + 1];
                this.comment += 2;
            }
            else if (this.at < this.end && (0,_source_text__WEBPACK_IMPORTED_MODULE_0__/* .isWhitespace */ .Yv)(this.text.charCodeAt(this.at))) {
                this.at++;
            }
            else
                break;
            gap = true;
        }
        if (gap)
            return _source_text__WEBPACK_IMPORTED_MODULE_0__/* .SPACE */ .t6;
        return this.text.charCodeAt(this.at++);
    }
}
/**
 * Calls `found(start, end, isLineComment)` for each comment in `text[from, to)` outside string and
 * template literals. A line comment's range includes its newline; an unterminated one runs to `to`.
 */
function forEachComment(text, from, to, found) {
    let i = from;
    while (i < to) {
        const c = text.charCodeAt(i);
        const next = i + 1 < to ? text.charCodeAt(i + 1) : -1;
        if (c === _source_text__WEBPACK_IMPORTED_MODULE_0__/* .QUOTE */ .jA || c === _source_text__WEBPACK_IMPORTED_MODULE_0__/* .APOSTROPHE */ .CW || c === _source_text__WEBPACK_IMPORTED_MODULE_0__/* .BACKTICK */ .rw) {
            // Skip the literal: a backslash escapes the next character.
            for (i++; i < to; i++) {
                const d = text.charCodeAt(i);
                if (d === _source_text__WEBPACK_IMPORTED_MODULE_0__/* .BACKSLASH */ .r_)
                    i++;
                else if (d === c)
                    break;
            }
            i++;
        }
        else if (c === _source_text__WEBPACK_IMPORTED_MODULE_0__/* .SLASH */ .o && next === _source_text__WEBPACK_IMPORTED_MODULE_0__/* .SLASH */ .o) {
            const nl = text.indexOf('\n', i + 2);
            const end = nl === -1 || nl >= to ? to : nl + 1;
            found(i, end, true);
            i = end;
        }
        else if (c === _source_text__WEBPACK_IMPORTED_MODULE_0__/* .SLASH */ .o && next === _source_text__WEBPACK_IMPORTED_MODULE_0__/* .STAR */ .Vw) {
            const close = text.indexOf('*/', i + 2);
            const end = close === -1 || close + 2 > to ? to : close + 2;
            found(i, end, false);
            i = end;
        }
        else
            i++;
    }
}
/**
 * Whitespace-insensitive text that still reads well in a message: `(a: string | null) => void`.
 * String and template literals keep their characters (a whitespace run in one is one space, as
 * everywhere, so that `sameCode` implies equal normalized texts): `'&&'` is not `' && '`.
 */
function normalizeCode(text) {
    const collapsed = text.replace(/\s+/g, ' ');
    if (!/['"`]/.test(collapsed))
        return spacedCode(collapsed);
    const literals = [];
    const masked = collapsed.replace(STRING_LITERAL, (s) => `\0${literals.push(s) - 1}\0`);
    return spacedCode(masked).replace(/\0(\d+)\0/g, (_, i) => literals[Number(i)]);
}
const STRING_LITERAL = /'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
function spacedCode(text) {
    return text
        .replace(/\s*([(){}[\]<>,;:|&=?])\s*/g, '$1')
        .replace(/[,;]([}\])>])/g, '$1')
        .replace(/=>/g, ' => ')
        .replace(/[|&]+/g, (op) => ` ${op} `)
        .replace(/([,:])(?=\S)/g, '$1 ')
        .trim()
        .replace(/^[|&] /, '');
}


/***/ }),

/***/ 2997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ng: () => (/* binding */ jsDocProperties),
/* harmony export */   ci: () => (/* binding */ entityNames),
/* harmony export */   g0: () => (/* binding */ loadTsMorph),
/* harmony export */   x7: () => (/* binding */ TsContext),
/* harmony export */   yu: () => (/* binding */ parseDiagnostics)
/* harmony export */ });
/* harmony import */ var _source_text__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8697);
/* harmony import */ var _code_text__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1845);


let loading;
/** ts-morph (and its TypeScript) loaded on first use, so a run without TS/JS files never pays for it. */
function loadTsMorph() {
    loading ??= __webpack_require__.e(/* import() */ 721).then(__webpack_require__.t.bind(__webpack_require__, 8721, 19));
    return loading;
}
/** The names of an entity name, left to right (`NEA.NonEmptyArray` → NEA, NonEmptyArray). */
/** A JSDoc object type's properties (`@param {string} [o.x]`): name, optionality, type. */
function jsDocProperties(ts, n) {
    return (n.jsDocPropertyTags ?? []).map((tag) => ({
        name: ts.isQualifiedName(tag.name) ? tag.name.right.text : tag.name.text,
        optional: tag.isBracketed,
        ...(tag.typeExpression ? { typeExpression: tag.typeExpression } : {}),
    }));
}
function entityNames(ts, name) {
    return ts.isQualifiedName(name) ? [...entityNames(ts, name.left), name.right.text] : [name.text];
}
/** The syntax errors a parse left on a file (the compiler keeps them off its public API). */
function parseDiagnostics(sf) {
    return sf
        .parseDiagnostics;
}
/** One parsed file version and the helpers that read it. */
class TsContext {
    ts;
    sf;
    js;
    text;
    /** Offsets where lines start. */
    starts;
    /** Start offsets of doc comments that belong to public declarations. */
    publicDocs = new Set();
    /** The statement of each top-level variable declaration (TS files are parsed without parents). */
    variableStatements = new Map();
    /**
     * JS: the statements assigning properties to a top-level name (`ky.post = (i) => …`), by name
     * and property: TypeScript reads them as that function's or class's namespace.
     */
    expandos = new Map();
    /** The declarations of each top-level name (filled by tsSurface before symbols are read). */
    locals = new Map();
    /**
     * Top-level declarations a symbol's reading took in besides its own (a namespace's `export {
     * Knex }`): its reading depends on their text too (see reuse.ts).
     */
    readAlso = new Set();
    /** Top-level names bound by an import and not also declared here (filled by tsSurface). */
    importedOnly = new Set();
    /**
     * The module a local name is imported from, with the name it has there (`import { E as B1 }
     * from './e'` → `'./e'.E`; `var m_1 = require("./e")` → `'./e'`), filled before symbols are read.
     */
    importSources = new Map();
    /** Type parameters in scope while a declaration is read (see withTypeParams). */
    typeParamScope = new Set();
    /** The class or interface being read, whose type a `this` type names (see withTypeParams). */
    thisOwner;
    constructor(ts, sf, js) {
        this.ts = ts;
        this.sf = sf;
        this.js = js;
        this.text = sf.text;
        this.starts = (0,_source_text__WEBPACK_IMPORTED_MODULE_0__/* .lineStarts */ ._$)(sf.text);
    }
    line(node) {
        return (0,_source_text__WEBPACK_IMPORTED_MODULE_0__/* .lineAt */ .mh)(this.starts, node.getStart(this.sf));
    }
    lineOfOffset(offset) {
        return (0,_source_text__WEBPACK_IMPORTED_MODULE_0__/* .lineAt */ .mh)(this.starts, offset);
    }
    /** Source text without comments, whitespace collapsed: formatting and doc edits compare equal. */
    normalized(node) {
        if (this.ts.isJSDocTypeLiteral(node))
            return this.jsDocLiteralText(node);
        return (0,_code_text__WEBPACK_IMPORTED_MODULE_1__/* .normalizedText */ .F9)(node, this.sf);
    }
    /**
     * A JSDoc object type (`@param {Object} o` with `@param {string} [o.x] Its…` tags, or a
     * `@typedef` with `@property` tags) is all comment: its properties, without their descriptions.
     */
    jsDocLiteralText(n) {
        const members = jsDocProperties(this.ts, n).map(({ name, optional, typeExpression }) => {
            const type = typeExpression ? this.normalized(typeExpression.type) : 'any';
            return `${name}${optional ? '?' : ''}: ${type}`;
        });
        return `{ ${members.join('; ')} }`;
    }
    /** A hash of a node's comment- and whitespace-free text: the stand-in for a body or initializer. */
    compactHash(node) {
        return (0,_code_text__WEBPACK_IMPORTED_MODULE_1__/* .compactHash */ .Qg)(this.text, node.getStart(this.sf), node.end);
    }
    /** A declared type: its normalized text, and the node for the checker. */
    typeRef(node) {
        if (!node)
            return undefined;
        return new TsTypeRef(this, node, undefined, this.handle(node, 'type'));
    }
    /**
     * An inferred type (a function's return, a variable's type), standing as the hash of the code it
     * is inferred from: equal code infers equal types; when the two differ the checker computes both.
     */
    inferredRef(what, code, declaration) {
        const handle = this.handle(declaration, what === 'body' ? 'return' : 'value');
        return new TsTypeRef(this, code, what, handle);
    }
    /** A declaration's type as a whole (an interface's), for the checker only: its text is its name. */
    declaredRef(declaration) {
        return new TsTypeRef(this, declaration.name, undefined, this.handle(declaration, 'declared'));
    }
    /** Whether a node's text (its leading comments included) holds `word`. */
    mentions(node, word) {
        // Searched within the node: an open-ended indexOf runs on to the next mention, often the
        // end of the file, for every type that does not hold the word.
        return this.text.slice(node.pos, node.end).includes(word);
    }
    handle(node, mode) {
        return {
            node,
            sf: this.sf,
            mode,
            imported: this.importedOnly,
            importSources: this.importSources,
            locals: this.locals,
            typeParams: this.typeParamScope,
            thisOwner: this.thisOwner,
        };
    }
    /**
     * Runs `read` with a declaration's type parameters in scope for the types it reads, and for a
     * class or interface, `owner`: its name, the type its `this` stands in for.
     */
    withTypeParams(list, read, owner) {
        if (!list?.length && owner === undefined)
            return read();
        const [outer, outerOwner] = [this.typeParamScope, this.thisOwner];
        if (list?.length)
            this.typeParamScope = new Set([...outer, ...list.map((p) => p.name.text)]);
        if (owner !== undefined)
            this.thisOwner = owner;
        try {
            return read();
        }
        finally {
            this.typeParamScope = outer;
            this.thisOwner = outerOwner;
        }
    }
    /** The last `/** ... *\/` comment before a declaration, with its deprecation and release tag. */
    doc(node, isPublic) {
        const ranges = this.ts.getLeadingCommentRanges(this.text, node.pos) ?? [];
        const range = [...ranges].reverse().find((r) => this.text.startsWith('/**', r.pos));
        if (!range || this.text.startsWith('/**/', range.pos))
            return undefined;
        if (isPublic)
            this.publicDocs.add(range.pos);
        const body = this.text.slice(range.pos, range.end);
        // In JS, `@private` (dox's `@api private`) on a function says it is no public API, as
        // `@internal` does. (Not on a class: there it is often its constructor's doc, moved up.)
        const tag = /@(public|beta|alpha|internal)\b/.exec(body)?.[1] ??
            (this.js && this.ts.isFunctionDeclaration(node) && /@(api\s+)?private\b/.test(body)
                ? 'internal'
                : undefined);
        return {
            line: this.lineOfOffset(range.pos),
            deprecated: /@deprecated\b/.test(body),
            ...(tag ? { releaseTag: tag } : {}),
        };
    }
    hasModifier(node, kind) {
        const ts = this.ts;
        return ((ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === kind)) ?? false);
    }
    /** A type node without the parentheses around it. */
    bareType(t) {
        while (t && this.ts.isParenthesizedTypeNode(t))
            t = t.type;
        return t;
    }
    /** An expression without parentheses, `as`, `satisfies`, `!` and type assertions around it. */
    bare(e) {
        const ts = this.ts;
        while (ts.isParenthesizedExpression(e) ||
            ts.isAsExpression(e) ||
            ts.isSatisfiesExpression(e) ||
            ts.isTypeAssertionExpression(e) ||
            ts.isNonNullExpression(e)) {
            e = e.expression;
        }
        return e;
    }
    decorators(node) {
        const ts = this.ts;
        if (!ts.canHaveDecorators(node))
            return [];
        return (ts.getDecorators(node) ?? []).map((d) => this.normalized(d));
    }
    /** The name of a declaration as written (`#x` for private names, `[Symbol.iterator]` for computed). */
    nameOf(name) {
        if (!name)
            return undefined;
        const ts = this.ts;
        if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name))
            return name.text;
        if (ts.isStringLiteral(name) || ts.isNumericLiteral(name))
            return name.text;
        // `[(_a = new WeakMap(), _b = ..., key)]` (downlevelled `#private` fields): the key is the last.
        if (ts.isComputedPropertyName(name)) {
            let key = name.expression;
            while (ts.isParenthesizedExpression(key))
                key = key.expression;
            while (ts.isBinaryExpression(key) && key.operatorToken.kind === ts.SyntaxKind.CommaToken)
                key = key.right;
            if (key !== name.expression)
                return `[${this.normalized(key)}]`;
        }
        return this.normalized(name);
    }
}
/**
 * A type as written (normalized text) or inferred (the hash of the code it is inferred from), its
 * text computed on first use: a base symbol that the head reads alike (ts/reuse.ts) is never
 * compared, so most base texts are never needed.
 */
class TsTypeRef {
    cx;
    code;
    inferredFrom;
    handle;
    computed;
    constructor(cx, code, inferredFrom, handle) {
        this.cx = cx;
        this.code = code;
        this.inferredFrom = inferredFrom;
        this.handle = handle;
    }
    get text() {
        this.computed ??= this.inferredFrom
            ? `(inferred from ${this.inferredFrom} ${this.cx.compactHash(this.code)})`
            : this.cx.normalized(this.code);
        return this.computed;
    }
}


/***/ }),

/***/ 9057:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ TsTypeOracle)
});

// EXTERNAL MODULE: ./src/signature/type-text.ts
var type_text = __webpack_require__(6174);
// EXTERNAL MODULE: ./src/signature/ts/code-text.ts
var code_text = __webpack_require__(1845);
// EXTERNAL MODULE: ./src/signature/ts/context.ts
var context = __webpack_require__(2997);
// EXTERNAL MODULE: ./src/signature/ts/surface.ts + 4 modules
var surface = __webpack_require__(7293);
;// CONCATENATED MODULE: ./src/signature/ts/opacity.ts

/** True when the checker would find this type opaque: see the three rules below. */
function opaqueBySyntax(ts, h) {
    if (h.mode === 'type')
        return namesOpaque(ts, h.node, h);
    if (h.imported.size === 0)
        return false;
    // An inferred type computed from an import is the error type: imports are never resolved.
    // (An async arrow's is `Promise<error>`, not opaque.) An arrow's parameter of the same name
    // hides the import.
    const node = h.node;
    if (h.mode === 'value') {
        // A variable's initializer, or an exported expression itself.
        const initializer = ts.isVariableDeclaration(node) ? node.initializer : node;
        return initializer !== undefined && fromImport(ts, initializer, h.imported);
    }
    if (!ts.isArrowFunction(node) || ts.isBlock(node.body) || isAsync(ts, node))
        return false;
    const params = new Set(node.parameters.flatMap((p) => (0,surface/* bindingNames */.m)(ts, p.name)));
    return fromImport(ts, node.body, h.imported, params);
}
/**
 * A declared type that references a name bound by an import or an `import('…')` type
 * (unresolvable) or a type parameter (base `T` and head `T` are different symbols), honouring the
 * scopes of the type parameters that the type itself declares (signatures, mapped types, `infer`).
 */
function namesOpaque(ts, root, h) {
    const visit = (n, scope) => {
        // `import('./m').X` names another module, which is never resolved; `this` is a type parameter
        // of its version's class, as `T` is.
        if (ts.isImportTypeNode(n) || ts.isThisTypeNode(n))
            return true;
        if (ts.isTypeReferenceNode(n)) {
            // `T` bound by a type parameter, or `X` / `X.Y` whose `X` is imported: both opaque (a type
            // parameter shadowing an import is still a type parameter).
            let name = n.typeName;
            while (ts.isQualifiedName(name))
                name = name.left;
            if (h.imported.has(name.text))
                return true;
            if (name === n.typeName && (scope.has(name.text) || h.typeParams.has(name.text)))
                return true;
        }
        // A heritage entry, `extends X<A>` / `extends ns.X<A>`: the same test for its name.
        if (ts.isExpressionWithTypeArguments(n)) {
            let name = n.expression;
            while (ts.isPropertyAccessExpression(name))
                name = name.expression;
            if (ts.isIdentifier(name) && (h.imported.has(name.text) || h.typeParams.has(name.text)))
                return true;
        }
        if (ts.isConditionalTypeNode(n)) {
            if (visit(n.checkType, scope) || visit(n.extendsType, scope))
                return true;
            const inferred = new Set(scope);
            collectInfers(ts, n.extendsType, inferred);
            return visit(n.trueType, inferred) || visit(n.falseType, scope);
        }
        const declared = declaredTypeParams(ts, n);
        const inner = declared.length ? new Set([...scope, ...declared]) : scope;
        return ts.forEachChild(n, (c) => visit(c, inner) || undefined) ?? false;
    };
    return visit(root, new Set());
}
function isAsync(ts, node) {
    return node.modifiers?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword) ?? false;
}
/** Type parameters a type node declares for its own subtree. */
function declaredTypeParams(ts, n) {
    if (ts.isMappedTypeNode(n))
        return [n.typeParameter.name.text];
    const list = n.typeParameters;
    return list ? list.map((p) => p.name.text) : [];
}
/** `infer X` names in a conditional type's `extends` clause (not inside a nested conditional). */
function collectInfers(ts, n, into) {
    if (ts.isInferTypeNode(n))
        into.add(n.typeParameter.name.text);
    if (ts.isConditionalTypeNode(n))
        return;
    ts.forEachChild(n, (c) => collectInfers(ts, c, into));
}
/**
 * An expression whose type is the error type because it starts from an import: the import itself,
 * a property of it, or a call of either (`dual(...)`, `Schema.Struct(...)`), in parentheses or not.
 * `hidden`: names that a scope around the expression declares again.
 */
function fromImport(ts, e, imported, hidden) {
    for (;;) {
        if (ts.isParenthesizedExpression(e) || ts.isNonNullExpression(e))
            e = e.expression;
        else if (ts.isCallExpression(e) || ts.isPropertyAccessExpression(e))
            e = e.expression;
        else
            return ts.isIdentifier(e) && imported.has(e.text) && !hidden?.has(e.text);
    }
}

// EXTERNAL MODULE: ./src/signature/module-specifiers.ts
var module_specifiers = __webpack_require__(6040);
;// CONCATENATED MODULE: ./src/signature/ts/type-canon.ts




const JSDOC_PRIMITIVES = {
    String: 'string',
    Number: 'number',
    Boolean: 'boolean',
};
/** The canonical text of a type node's type (`h.mode` is `type`). */
function canonicalType(ts, h) {
    return new CanonicalPrinter(ts, h).print(h.node);
}
/** A type node without the parentheses around it. */
function unparenthesized(ts, node) {
    while (ts.isParenthesizedTypeNode(node))
        node = node.type;
    return node;
}
/**
 * The canonical texts of the members of an object type literal of properties and methods only
 * (`{ [kMeta]: boolean; a: number }`); undefined for any other type.
 */
function literalMembers(ts, h) {
    const node = unparenthesized(ts, h.node);
    if (!ts.isTypeLiteralNode(node))
        return undefined;
    if (!node.members.every((m) => ts.isPropertySignature(m) || ts.isMethodSignature(m)))
        return undefined;
    const printer = new CanonicalPrinter(ts, h);
    return node.members.map((m) => printer.member(m));
}
/**
 * The relation of two object types from their members alone, as every type here is read from its
 * text: one that has every member of the other, and more, takes fewer values (a subtype). Members
 * keyed by a `unique symbol` each version declares are the same key here; to the checker they are
 * two (pino 9.9).
 */
function membersRelation(base, head) {
    const [b, h] = [new Set(base), new Set(head)];
    // Optional members added or removed alone leave the two types assignable both ways: the checker
    // says what such a change means.
    const required = (extra) => extra.some((m) => !OPTIONAL_MEMBER.test(m));
    if ([...b].every((m) => h.has(m)))
        return required(head.filter((m) => !b.has(m))) ? 'narrower' : undefined;
    if ([...h].every((m) => b.has(m)))
        return required(base.filter((m) => !h.has(m))) ? 'wider' : undefined;
    return undefined;
}
/** A member's canonical text (see CanonicalPrinter.member) that is optional: `"b"?: …`. */
const OPTIONAL_MEMBER = /^(readonly )?"(?:[^"\\]|\\.)*"\?/;
/**
 * The relation of two canonical texts that differ only in a top-level `readonly` (`T[]` →
 * `readonly T[]`, tuples alike): a readonly array takes every mutable one, not the reverse.
 */
function readonlyRelation(base, head) {
    const mutable = (c) => c.startsWith('RA(') ? c.slice(1) : c.startsWith('readonly(T(') ? c.slice(9, -1) : undefined;
    if (mutable(head) === base)
        return 'wider';
    if (mutable(base) === head)
        return 'narrower';
    return undefined;
}
/** Type aliases read in place of their names in one type, at most (aliases of aliases grow fast). */
const MAX_INLINED = 32;
class CanonicalPrinter {
    ts;
    h;
    /**
     * Type variables bound inside the type, by name, to their canonical `%n` (or, while a generic's
     * default is read, its parameters to the arguments given).
     */
    bound = new Map();
    nextBound = 0;
    /** Type aliases being read in place of their names (see inlined). */
    inlining = new Set();
    inlinedCount = 0;
    /** The parameters of the function type being printed, for its type predicate. */
    params = [];
    constructor(ts, h) {
        this.ts = ts;
        this.h = h;
    }
    print(n) {
        const ts = this.ts;
        if (ts.isParenthesizedTypeNode(n))
            return this.print(n.type);
        if (n.kind === ts.SyntaxKind.UndefinedKeyword)
            return 'undefined';
        if (ts.isUnionTypeNode(n))
            return union(this.unionMembers(n));
        if (ts.isIntersectionTypeNode(n))
            return `I(${n.types.map((t) => this.print(t)).join('&')})`;
        if (ts.isArrayTypeNode(n))
            return `A(${this.print(n.elementType)})`;
        if (ts.isTypeOperatorNode(n)) {
            if (n.operator === ts.SyntaxKind.ReadonlyKeyword && ts.isArrayTypeNode(n.type))
                return `RA(${this.print(n.type.elementType)})`;
            return `${ts.tokenToString(n.operator)}(${this.print(n.type)})`;
        }
        if (ts.isTypeReferenceNode(n))
            return this.reference(n);
        if (ts.isImportTypeNode(n))
            return this.importType(n);
        if (ts.isTypeQueryNode(n))
            return `typeof(${this.entity(n.exprName)})${this.args(n.typeArguments)}`;
        if (ts.isTupleTypeNode(n))
            return `T(${n.elements.map((e) => this.tupleElement(e)).join(',')})`;
        if (ts.isIndexedAccessTypeNode(n))
            return `X(${this.print(n.objectType)})[${this.print(n.indexType)}]`;
        if (ts.isFunctionTypeNode(n) || ts.isConstructorTypeNode(n))
            return this.signature(n);
        if (ts.isTypeLiteralNode(n))
            return this.typeLiteral(n);
        if (ts.isJSDocTypeExpression(n))
            return this.print(n.type);
        if (ts.isJSDocTypeLiteral(n))
            return this.jsDocLiteral(n);
        if (ts.isMappedTypeNode(n))
            return this.mapped(n);
        if (ts.isConditionalTypeNode(n))
            return this.conditional(n);
        if (ts.isInferTypeNode(n)) {
            const p = n.typeParameter;
            return `infer(${this.bound.get(p.name.text)}${p.constraint ? ` extends ${this.print(p.constraint)}` : ''})`;
        }
        if (ts.isTypePredicateNode(n)) {
            const name = ts.isIdentifier(n.parameterName) ? n.parameterName.text : 'this';
            const at = this.params.indexOf(name);
            const subject = at === -1 ? name : `#${at}`;
            return `P(${n.assertsModifier ? 'asserts ' : ''}${subject}${n.type ? ` is ${this.print(n.type)}` : ''})`;
        }
        if (ts.isLiteralTypeNode(n) && ts.isStringLiteral(n.literal))
            return JSON.stringify(n.literal.text);
        return this.written(n);
    }
    /** A union's members, those of unions nested in it (in parentheses) taken in. */
    unionMembers(n) {
        return n.types.flatMap((t) => {
            let inner = t;
            while (this.ts.isParenthesizedTypeNode(inner))
                inner = inner.type;
            return this.ts.isUnionTypeNode(inner) ? this.unionMembers(inner) : [this.print(inner)];
        });
    }
    reference(n) {
        const args = n.typeArguments;
        if (this.ts.isIdentifier(n.typeName) && args?.length === 1 && this.isGlobal(n.typeName.text)) {
            if (n.typeName.text === 'Array')
                return `A(${this.print(args[0])})`;
            if (n.typeName.text === 'ReadonlyArray')
                return `RA(${this.print(args[0])})`;
        }
        if (!this.ts.isIdentifier(n.typeName))
            return `${this.entity(n.typeName)}${this.args(args)}`;
        const name = n.typeName.text;
        // In JSDoc TypeScript reads `String`, `Number` and `Boolean` as the primitives (commander 12:
        // `@return {(String|Command)}` → `{(string|Command)}`).
        const primitive = JSDOC_PRIMITIVES[name];
        if (primitive && !args?.length && (n.flags & this.ts.NodeFlags.JSDoc) !== 0)
            return `?(${primitive})`;
        // `Record<string, V>` is `{ [k: string]: V }` (the lib's mapped type over a key type that is
        // no union of literals); so for `number`.
        if (name === 'Record' &&
            args?.length === 2 &&
            this.isGlobal(name) &&
            !this.h.locals.has(name)) {
            // (A keyword prints as written; an alias's parameter as its argument does.)
            const key = this.print(args[0]);
            if (key === '?(string)' || key === '?(number)')
                return `L{[${key}]:${this.print(args[1])}}`;
        }
        const given = this.withDefaults(name, args);
        return (this.inlined(name, given) ??
            `${this.entity(n.typeName)}${given.length ? `<${given.join(',')}>` : ''}`);
    }
    /**
     * A type alias the file declares, read as the type it stands for (mobx 6.13.5 → 6.13.7: a union
     * of object types split into two aliases beside it), unless it is being read already (a
     * recursive alias) or not every parameter has an argument.
     */
    inlined(name, args) {
        if (!this.isGlobal(name) || this.inlining.has(name) || this.inlinedCount >= MAX_INLINED)
            return undefined;
        const alias = this.h.locals.get(name)?.find((d) => this.ts.isTypeAliasDeclaration(d));
        const params = alias?.typeParameters ?? [];
        if (!alias || params.length !== args.length)
            return undefined;
        this.inlining.add(name);
        this.inlinedCount++;
        try {
            return this.withBound(params.map((p) => p.name.text), args, () => this.print(alias.type));
        }
        finally {
            this.inlining.delete(name);
        }
    }
    /**
     * The type arguments of a generic the file declares, with the defaults it declares put in for
     * those not given (`Arr<T>` is `Arr<T, "many">`); a default naming an earlier parameter is read
     * with the argument given for it.
     */
    withDefaults(name, args) {
        const given = (args ?? []).map((t) => this.print(t));
        if (!this.isGlobal(name) || this.h.importSources.has(name))
            return given;
        const params = this.h.locals
            .get(name)
            ?.map((d) => d.typeParameters)
            .find((list) => list?.length);
        if (!params || given.length >= params.length)
            return given;
        const filled = [...given];
        for (const p of params.slice(given.length)) {
            const type = p.default;
            if (!type)
                return given;
            const earlier = params.slice(0, filled.length).map((q) => q.name.text);
            filled.push(this.withBound(earlier, [...filled], () => this.print(type)));
        }
        return filled;
    }
    /** A name no type variable, type parameter or import of the file binds. */
    isGlobal(name) {
        return !this.bound.has(name) && !this.h.typeParams.has(name) && !this.h.imported.has(name);
    }
    /** An entity name (`X`, `ns.X`) with its first name read through the file's imports. */
    entity(name) {
        const ts = this.ts;
        if (ts.isQualifiedName(name))
            return `${this.entity(name.left)}.${name.right.text}`;
        const text = name.text;
        const bound = this.bound.get(text);
        if (bound)
            return bound;
        if (this.h.typeParams.has(text))
            return text;
        const source = this.h.importSources.get(text);
        return source === undefined ? text : (0,module_specifiers/* moduleName */.AO)(source);
    }
    importType(n) {
        const ts = this.ts;
        const argument = n.argument;
        const specifier = ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal)
            ? (0,module_specifiers/* moduleName */.AO)(`'${argument.literal.text}'`)
            : this.print(argument);
        const qualifier = n.qualifier ? `.${(0,context/* entityNames */.ci)(ts, n.qualifier).join('.')}` : '';
        return `${n.isTypeOf ? 'typeof ' : ''}${specifier}${qualifier}${this.args(n.typeArguments)}`;
    }
    args(list) {
        return list?.length ? `<${list.map((t) => this.print(t)).join(',')}>` : '';
    }
    tupleElement(e) {
        const ts = this.ts;
        if (ts.isNamedTupleMember(e)) {
            const type = this.print(e.type);
            return `${e.dotDotDotToken ? '...' : ''}${type}${e.questionToken ? '?' : ''}`;
        }
        if (ts.isOptionalTypeNode(e))
            return `${this.print(e.type)}?`;
        if (ts.isRestTypeNode(e))
            return `...${this.print(e.type)}`;
        return this.print(e);
    }
    /** A function or constructor type: its own type parameters bound, its parameters unnamed. */
    signature(n) {
        const ts = this.ts;
        if (!ts.isConstructorTypeNode(n))
            return this.callable('F', n);
        const abstract = n.modifiers?.some((m) => m.kind === ts.SyntaxKind.AbstractKeyword);
        return this.callable(`${abstract ? 'abstract ' : ''}new`, n);
    }
    /** A signature after `head` (`F`, `new`, a method's name): `head<%0>(params)=>returns`. */
    callable(head, n) {
        const ts = this.ts;
        const typeParams = n.typeParameters ?? [];
        return this.binding(typeParams.map((p) => p.name.text), () => {
            const outer = this.params;
            this.params = n.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : ''));
            try {
                const params = n.parameters.map((p) => this.parameter(p)).join(',');
                const returns = n.type ? this.print(n.type) : 'any';
                return `${head}${this.typeParams(typeParams)}(${params})=>${returns}`;
            }
            finally {
                this.params = outer;
            }
        });
    }
    parameter(p) {
        const ts = this.ts;
        // `this` is no parameter but the type of `this`; a binding pattern keeps its text.
        const name = ts.isIdentifier(p.name)
            ? p.name.text === 'this'
                ? 'this:'
                : ''
            : `${(0,code_text/* normalizeCode */.vz)(p.name.getText(this.h.sf))}:`;
        const type = !p.type
            ? 'any'
            : p.questionToken
                ? this.withoutUndefined(p.type)
                : this.print(p.type);
        return `${p.dotDotDotToken ? '...' : ''}${name}${type}${p.questionToken ? '?' : ''}`;
    }
    /** An optional parameter's type: it takes `undefined` whether or not its type says so. */
    withoutUndefined(type) {
        let inner = type;
        while (this.ts.isParenthesizedTypeNode(inner))
            inner = inner.type;
        if (!this.ts.isUnionTypeNode(inner))
            return this.print(type);
        const members = this.unionMembers(inner).filter((m) => m !== 'undefined');
        return members.length === 0 ? 'undefined' : union(members);
    }
    typeParams(list) {
        if (list.length === 0)
            return '';
        const one = (p) => `${this.bound.get(p.name.text)}${p.constraint ? ` extends ${this.print(p.constraint)}` : ''}${p.default ? `=${this.print(p.default)}` : ''}`;
        return `<${list.map(one).join(',')}>`;
    }
    /** A type literal: its members as `literal` orders them. */
    typeLiteral(n) {
        // `{ (a: A): R }` is `(a: A) => R`; `{ new (): X }` is `new () => X`.
        const only = n.members.length === 1 ? n.members[0] : undefined;
        if (only &&
            (this.ts.isCallSignatureDeclaration(only) || this.ts.isConstructSignatureDeclaration(only)))
            return this.member(only);
        const members = n.members.map((m) => ({ key: this.memberName(m), text: this.member(m) }));
        return literal(members);
    }
    /**
     * A JSDoc object type (`@param {Object} options` with `@param {Boolean} [options.sync=false]
     * Whether…`): its properties, as a type literal's, without their descriptions and documented
     * defaults.
     */
    jsDocLiteral(n) {
        const members = (0,context/* jsDocProperties */.Ng)(this.ts, n).map(({ name, optional, typeExpression }) => {
            const type = typeExpression ? this.print(typeExpression) : 'any';
            return { key: name, text: `${JSON.stringify(name)}${optional ? '?' : ''}:${type}` };
        });
        return literal(members);
    }
    memberName(m) {
        const name = m.name;
        if (!name)
            return '';
        const ts = this.ts;
        return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)
            ? name.text
            : (0,code_text/* normalizeCode */.vz)(name.getText(this.h.sf));
    }
    member(m) {
        const ts = this.ts;
        const optional = m.questionToken ? '?' : '';
        const key = JSON.stringify(this.memberName(m));
        if (ts.isPropertySignature(m)) {
            const readonly = m.modifiers?.some((x) => x.kind === ts.SyntaxKind.ReadonlyKeyword);
            return `${readonly ? 'readonly ' : ''}${key}${optional}:${m.type ? this.print(m.type) : 'any'}`;
        }
        if (ts.isMethodSignature(m))
            return this.callable(`${key}${optional}`, m);
        if (ts.isCallSignatureDeclaration(m))
            return this.callable('F', m);
        if (ts.isConstructSignatureDeclaration(m))
            return this.callable('new', m);
        if (ts.isIndexSignatureDeclaration(m)) {
            const readonly = m.modifiers?.some((x) => x.kind === ts.SyntaxKind.ReadonlyKeyword);
            const keys = m.parameters.map((p) => (p.type ? this.print(p.type) : 'any')).join(',');
            return `${readonly ? 'readonly ' : ''}[${keys}]:${this.print(m.type)}`;
        }
        return this.written(m);
    }
    mapped(n) {
        const ts = this.ts;
        const p = n.typeParameter;
        const token = (t, word) => !t
            ? ''
            : t.kind === ts.SyntaxKind.PlusToken
                ? `+${word}`
                : t.kind === ts.SyntaxKind.MinusToken
                    ? `-${word}`
                    : word;
        // The constraint is outside the key's scope; `as` and the value type inside it.
        const constraint = p.constraint ? this.print(p.constraint) : '';
        return this.binding([p.name.text], () => {
            const as = n.nameType ? ` as ${this.print(n.nameType)}` : '';
            const type = n.type ? this.print(n.type) : 'any';
            return `M{${token(n.readonlyToken, 'readonly')}[${this.bound.get(p.name.text)} in ${constraint}${as}]${token(n.questionToken, '?')}:${type}}`;
        });
    }
    /** `infer` variables are bound in the `extends` clause and the true branch only. */
    conditional(n) {
        const check = this.print(n.checkType);
        const inferred = new Set();
        collectInfers(this.ts, n.extendsType, inferred);
        const [extendsType, trueType] = this.binding([...inferred], () => [
            this.print(n.extendsType),
            this.print(n.trueType),
        ]);
        return `C(${check} extends ${extendsType}?${trueType}:${this.print(n.falseType)})`;
    }
    /** Runs `read` with `names` bound to fresh canonical variables. */
    binding(names, read) {
        return this.withBound(names, names.map(() => `%${this.nextBound++}`), read);
    }
    /** Runs `read` with each of `names` standing for the canonical text of `values`. */
    withBound(names, values, read) {
        const outer = names.map((name) => [name, this.bound.get(name)]);
        names.forEach((name, i) => this.bound.set(name, values[i]));
        try {
            return read();
        }
        finally {
            for (const [name, was] of outer) {
                if (was === undefined)
                    this.bound.delete(name);
                else
                    this.bound.set(name, was);
            }
        }
    }
    /** The node as written, comments and whitespace dropped: what nothing above canonicalizes. */
    written(n) {
        return `?(${(0,code_text/* normalizedText */.F9)(n, this.h.sf)})`;
    }
}
/** A union of canonical members, in any order; one member alone is itself. */
function union(members) {
    return members.length === 1 ? members[0] : `U(${members.sort().join('|')})`;
}
/**
 * Members in order of their names (a stable sort: overloads and call signatures keep their order,
 * which picks the overload a call resolves to).
 */
function literal(members) {
    members.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return `L{${members.map((m) => m.text).join(';')}}`;
}

;// CONCATENATED MODULE: ./src/signature/ts/oracle.ts





const LIB_DIR = '/node_modules/typescript/lib';
let libFiles;
/** Compiler options of the checking program: ES libs only (no DOM name collisions), strict nulls. */
function compilerOptions(ts) {
    return {
        lib: ['lib.es2023.d.ts'],
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        strict: true,
        allowJs: true,
        checkJs: false,
        noEmit: true,
        noResolve: true,
        skipLibCheck: true,
        types: [],
        jsx: ts.JsxEmit.Preserve,
    };
}
/**
 * ES lib files, parsed once per process through a ts-morph Project (which ships them in memory) on
 * the first type question; a run whose types all compare equal by text never loads them.
 */
function loadLibs(morph) {
    if (libFiles)
        return libFiles;
    const project = new morph.Project({
        useInMemoryFileSystem: true,
        compilerOptions: compilerOptions(morph.ts),
    });
    project.createSourceFile('/__lil_lib_anchor.ts', 'export {};');
    const files = project.getProgram().compilerObject.getSourceFiles();
    libFiles = new Map(files.filter((f) => f.fileName.startsWith(LIB_DIR)).map((f) => [f.fileName, f]));
    return libFiles;
}
/**
 * Type relations for one base/head pair: a program of the two files (and the ES libs), built on
 * the first question that text cannot answer. Imports are never resolved: a type named from
 * another module is "unknown", so the verdict depends on the pair alone.
 */
class TsTypeOracle {
    morph;
    files;
    checker;
    /**
     * inHeadScope's answers by question: each builds a program of a copy of the head file, and the
     * same two texts come up again and again as overloads are matched (valibot 0.30 → 0.42, a
     * 500 KB declaration file: 1,027 questions, 79 of them distinct).
     */
    scoped = new WeakMap();
    /** The last copy of a head file inHeadScope asked in (see headCopy). */
    lastCopy;
    constructor(morph, files) {
        this.morph = morph;
        this.files = files;
    }
    relate(base, head) {
        const a = base.handle;
        const b = head.handle;
        if ((a && b && writtenAlike(a, b)) || base.text === head.text)
            return 'equal';
        const targets = guardTargets(this.morph.ts, base, head);
        if (targets)
            return this.relate(...targets);
        const elements = covariantArguments(this.morph.ts, a, b);
        if (elements)
            return withReadonly(this.relate(elements.base, elements.head), elements.readonly);
        const owned = thisRelation(this.morph.ts, a, b);
        if (owned)
            return owned;
        if (a?.mode === 'type' && b?.mode === 'type') {
            const [ca, cb] = [canonicalType(this.morph.ts, a), canonicalType(this.morph.ts, b)];
            if (ca === cb)
                return 'equal';
            const readonly = readonlyRelation(ca, cb);
            if (readonly)
                return readonly;
            const [ma, mb] = [literalMembers(this.morph.ts, a), literalMembers(this.morph.ts, b)];
            const byMembers = ma && mb ? membersRelation(ma, mb) : undefined;
            if (byMembers)
                return byMembers;
        }
        // A union with `any` or `unknown` in it is that type (`string | object | any` is `any`).
        const [topA, topB] = [topOfUnion(base.text), topOfUnion(head.text)];
        if (topA || topB)
            return topRelation(topA ?? base.text, topB ?? head.text);
        if ((0,type_text/* arraySpelling */.u2)(base.text) === (0,type_text/* arraySpelling */.u2)(head.text))
            return 'equal';
        const byText = (0,type_text/* textRelation */.og)(base.text, head.text);
        if (byText === 'equal')
            return byText;
        if (!a || !b)
            return byText ?? topRelation(base.text, head.text) ?? 'unknown';
        // Union members are compared by text (the same text is the same type, as everywhere here),
        // unless the checker finds the two types equal: a literal member its primitive subsumes
        // (`string | 'auto'` is `string`) adds or removes nothing. Only such unions are checked.
        if (byText) {
            if (!mayBeSubsumed(base.text, head.text))
                return byText;
            return this.checkedRelation(a, b) === 'equal' ? 'equal' : byText;
        }
        return this.checkedRelation(a, b) ?? opaqueRelation(a, b);
    }
    /** The checker's relation of two types, or undefined when either is opaque to it. */
    checkedRelation(a, b) {
        const ts = this.morph.ts;
        if (opaqueBySyntax(ts, a) || opaqueBySyntax(ts, b))
            return undefined;
        const checker = this.getChecker();
        const ta = this.typeOf(checker, a);
        const tb = this.typeOf(checker, b);
        if (!ta || !tb || this.opaque(checker, a, ta) || this.opaque(checker, b, tb))
            return undefined;
        const top = (t) => (t.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) !== 0;
        if (top(ta) && top(tb))
            return 'equal';
        if (top(ta))
            return 'narrower';
        if (top(tb))
            return 'wider';
        if (sameInstantiation(ts, checker, ta, tb))
            return 'equal';
        // A union is assignable where each of its members is: `undefined` is left out where implied.
        const members = (t, h) => !h.withoutUndefined
            ? [t]
            : (t.isUnion() ? t.types : [t]).filter((m) => (m.flags & ts.TypeFlags.Undefined) === 0);
        const headTakesBase = members(ta, a).every((m) => checker.isTypeAssignableTo(m, tb));
        const baseTakesHead = members(tb, b).every((m) => checker.isTypeAssignableTo(m, ta));
        if (headTakesBase && baseTakesHead)
            return 'equal';
        // (Its aliases of the two texts would bring `undefined` back.)
        const scoped = a.withoutUndefined || b.withoutUndefined ? undefined : this.inHeadScope(a, b);
        if (scoped)
            return scoped;
        const printed = inferredPrints(ts, checker, [a, ta], [b, tb]);
        if (printed?.alike)
            return 'equal';
        if (headTakesBase)
            return 'wider';
        if (baseTakesHead)
            return 'narrower';
        // An inferred type that names its declaration's own type parameters: base `T` and head `T` are
        // two symbols to the checker, which finds two such types unrelated whatever else changed
        // (RTK's `buildSelectors`: only a parameter of a returned function widened).
        if (printed?.namesOwn)
            return 'unknown';
        return 'unrelated';
    }
    /**
     * Two declared types related where both mean the head's declarations: the base's text written
     * beside the head's at the end of a copy of the head file. Across the two versions the checker
     * reads a class or interface both name as two types, compared member by member (unrelated where
     * it has a private member; changed where it changed, which is reported where it is declared).
     * Undefined where the base's text does not resolve there (a name the head no longer declares, or
     * one a namespace scopes) or a file is JavaScript.
     */
    inHeadScope(a, b) {
        // (JSDoc types, `{string}`, are no TypeScript text.)
        const js = (h) => /\.[cm]?jsx?$/.test(h.sf.fileName);
        if (a.mode !== 'type' || b.mode !== 'type' || js(a) || js(b))
            return undefined;
        const [baseText, headText] = [a, b].map((h) => h.sf.text.slice(h.node.getStart(h.sf), h.node.end));
        // (`this` means a class's own type only inside it.)
        if (/\bthis\b/.test(baseText + headText))
            return undefined;
        // The answer depends on the two files and the two texts alone: scopedRelation reads nothing
        // else of the handles (the locals a text names are its file's). Files by identity: one
        // oracle may serve the modules of a whole set, two versions of one path among them.
        const byHead = this.scoped.get(a.sf) ?? new WeakMap();
        this.scoped.set(a.sf, byHead);
        const answers = byHead.get(b.sf) ?? new Map();
        byHead.set(b.sf, answers);
        const question = `${baseText}\0${headText}`;
        if (answers.has(question))
            return answers.get(question);
        const answer = this.scopedRelation(a, b, baseText, headText);
        answers.set(question, answer);
        return answer;
    }
    /**
     * A copy of `head` with `tail` after it, parsed from the last copy of the same file where there
     * is one: only the tail differs, and an incremental parse reuses the rest of the tree (a copy is
     * used once, by one program, before the next replaces it).
     */
    headCopy(head, tail) {
        const ts = this.morph.ts;
        const text = head.text + tail;
        const last = this.lastCopy;
        const sf = last?.head === head
            ? ts.updateSourceFile(last.copy, text, {
                span: { start: head.text.length, length: last.copy.text.length - head.text.length },
                newLength: tail.length,
            })
            : ts.createSourceFile(head.fileName, text, {
                languageVersion: ts.ScriptTarget.ES2022,
                jsDocParsingMode: ts.JSDocParsingMode.ParseNone,
            }, false, head.scriptKind);
        this.lastCopy = { head, copy: sf };
        return sf;
    }
    scopedRelation(a, b, baseText, headText) {
        const ts = this.morph.ts;
        if (!localsAlike(ts, a, b))
            return undefined;
        const sf = this.headCopy(b.sf, `\n;type __lil_base = ${baseText};\ntype __lil_head = ${headText};\n`);
        if ((0,context/* parseDiagnostics */.yu)(sf)?.length)
            return undefined;
        const aliases = sf.statements.slice(-2);
        if (!aliases.every(ts.isTypeAliasDeclaration))
            return undefined;
        const [base, head] = aliases.map((s) => s.type);
        const checker = this.checkerOf([sf]);
        const [ta, tb] = [base, head].map((node) => checker.getTypeFromTypeNode(node));
        const opaque = (node, type) => this.opaque(checker, { ...b, node, sf }, type, [sf]);
        if (opaque(base, ta) || opaque(head, tb))
            return undefined;
        const headTakesBase = checker.isTypeAssignableTo(ta, tb);
        const baseTakesHead = checker.isTypeAssignableTo(tb, ta);
        if (headTakesBase && baseTakesHead)
            return 'equal';
        return headTakesBase ? 'wider' : baseTakesHead ? 'narrower' : 'unrelated';
    }
    /**
     * Heritage entries (`extends Base<A>` → `extends Base<A, B>`, a default spelled out) are compared
     * as instantiations of the declaration they name, with no question of opacity: a class's own `T`
     * prints as `T` on both sides.
     */
    sameArguments(base, head) {
        const a = base.handle;
        const b = head.handle;
        if (!a || !b)
            return undefined;
        const checker = this.getChecker();
        const [ta, tb] = [this.typeOf(checker, a), this.typeOf(checker, b)];
        if (!ta || !tb)
            return undefined;
        return sameInstantiation(this.morph.ts, checker, ta, tb);
    }
    /**
     * Two versions of an interface compared as whole types, inherited members included: `extends
     * Base` replaced by Base's members spelled out is the same interface. Only where every base
     * resolves (an unresolved one would lend no members, to either side) and there are no type
     * parameters (base `T` and head `T` are two symbols).
     */
    sameDeclaredType(base, head) {
        const a = base.handle;
        const b = head.handle;
        if (a?.mode !== 'declared' || b?.mode !== 'declared')
            return undefined;
        const checker = this.getChecker();
        const [ta, tb] = [a, b].map((h) => this.declaredType(checker, h));
        if (!ta || !tb)
            return undefined;
        return checker.isTypeAssignableTo(ta, tb) && checker.isTypeAssignableTo(tb, ta);
    }
    /** An interface's type, unless a base of one of its declarations is opaque or it is generic. */
    declaredType(checker, h) {
        const ts = this.morph.ts;
        const decl = h.node;
        const symbol = checker.getSymbolAtLocation(decl.name);
        const decls = (symbol?.declarations ?? []).filter(ts.isInterfaceDeclaration);
        if (decls.length === 0 || decls.some((d) => d.typeParameters?.length))
            return undefined;
        const bases = decls.flatMap((d) => (d.heritageClauses ?? []).flatMap((c) => [...c.types]));
        const opaqueBase = (node) => {
            const ref = { ...h, node, mode: 'type' };
            const type = checker.getTypeAtLocation(node);
            return opaqueBySyntax(ts, ref) || isError(type) || this.opaque(checker, ref, type);
        };
        return bases.some(opaqueBase) ? undefined : checker.getTypeAtLocation(decl.name);
    }
    withoutUndefined(ref) {
        const h = ref.handle;
        return {
            text: (0,type_text/* withoutUndefinedMember */.f4)(ref.text),
            handle: h && { ...h, withoutUndefined: true },
        };
    }
    /** The text a message shows: inferred types are printed by the checker. */
    display(ref) {
        const h = ref.handle;
        if (!h || h.mode === 'type')
            return ref.text;
        const type = this.typeOf(this.getChecker(), h);
        return type ? this.getChecker().typeToString(type) : ref.text;
    }
    getChecker() {
        this.checker ??= this.checkerOf(this.files);
        return this.checker;
    }
    /** A checker of a program of `files` and the ES lib files (imports never resolved). */
    checkerOf(files) {
        const ts = this.morph.ts;
        const libs = loadLibs(this.morph);
        const own = new Map(files.map((f) => [f.fileName, f]));
        const host = {
            getSourceFile: (name) => own.get(name) ?? libs.get(name),
            getDefaultLibFileName: () => `${LIB_DIR}/lib.d.ts`,
            getDefaultLibLocation: () => LIB_DIR,
            writeFile: () => undefined,
            getCurrentDirectory: () => '/',
            getCanonicalFileName: (f) => f,
            useCaseSensitiveFileNames: () => true,
            getNewLine: () => '\n',
            fileExists: (f) => own.has(f) || libs.has(f),
            readFile: () => undefined,
            directoryExists: () => true,
            getDirectories: () => [],
            resolveModuleNameLiterals: (literals) => literals.map(() => ({ resolvedModule: undefined })),
        };
        // The lib files are handed in as roots, in the order the lib program sorted them (the order
        // their declarations merge in): with `noLib` the program neither follows their `/// <reference
        // lib>` directives nor sorts them again, about half of what building each pair's program cost.
        const program = ts.createProgram({
            rootNames: [...libs.keys(), ...own.keys()],
            options: { ...compilerOptions(ts), lib: undefined, noLib: true },
            host,
        });
        return program.getTypeChecker();
    }
    typeOf(checker, h) {
        const ts = this.morph.ts;
        if (h.mode === 'type')
            return checker.getTypeFromTypeNode(h.node);
        if (h.mode === 'return') {
            const sig = checker.getSignatureFromDeclaration(h.node);
            return sig && checker.getReturnTypeOfSignature(sig);
        }
        const decl = h.node;
        // A variable's, or an expression's (`export default {…}`).
        // (Widened as a variable's is: a fresh object literal's type would fail excess-property checks.)
        if (!ts.isVariableDeclaration(decl))
            return checker.getWidenedType(checker.getTypeAtLocation(decl));
        return ts.isIdentifier(decl.name) ? checker.getTypeAtLocation(decl.name) : undefined;
    }
    /**
     * A type the checker cannot compare across versions: it names something unresolved (an import,
     * a typo) or a generic parameter (base `T` and head `T` are different symbols).
     */
    opaque(checker, h, type, files = this.files) {
        const ts = this.morph.ts;
        // An inferred `this` or `T` is the type parameter of its own version's class or function.
        if (h.mode !== 'type') {
            return isError(type) || (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.TypeParameter)) !== 0;
        }
        let found = false;
        /** What a name resolves to, or undefined: unresolved (an import, a typo) or a type parameter. */
        const resolve = (name) => {
            const symbol = checker.getSymbolAtLocation(name);
            const resolved = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
            return !resolved ||
                resolved.flags === ts.SymbolFlags.None ||
                resolved.flags & ts.SymbolFlags.TypeParameter
                ? undefined
                : resolved;
        };
        // A class or interface of the pair whose base is unresolved lacks that base's members to the
        // checker (`interface It<T> extends NodeJS.Iterator<T>`, NodeJS declared in another file).
        const seen = new Set();
        const baseUnresolved = (symbol) => {
            if (seen.has(symbol))
                return false;
            seen.add(symbol);
            return this.ownDeclarations(symbol, files).some((d) => (d.heritageClauses ?? []).some((clause) => clause.types.some((t) => {
                const base = resolve(t.expression);
                return !base || baseUnresolved(base);
            })));
        };
        const visit = (n) => {
            if (found)
                return;
            // `import('./m').X`: another module, never resolved (its type is the error type's `any`).
            if (ts.isImportTypeNode(n)) {
                found = true;
                return;
            }
            const name = namedBy(ts, n);
            if (name) {
                const resolved = resolve(name);
                if (!resolved ||
                    (ts.isTypeReferenceNode(n) && isError(checker.getTypeFromTypeNode(n))) ||
                    (resolved.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface) &&
                        baseUnresolved(resolved))) {
                    found = true;
                    return;
                }
            }
            ts.forEachChild(n, visit);
        };
        visit(h.node);
        return found;
    }
    /** A symbol's class and interface declarations in `files` (not the lib files'). */
    ownDeclarations(symbol, files) {
        const ts = this.morph.ts;
        return (symbol.declarations ?? []).filter((d) => (ts.isClassDeclaration(d) || ts.isInterfaceDeclaration(d)) &&
            files.includes(d.getSourceFile()));
    }
}
/**
 * The relation when either side is opaque: two inferred types the checker cannot resolve (an
 * unannotated initializer or body that calls imported code) show no visible change in the declared
 * surface; a declared type that cannot be resolved is unknown.
 */
function opaqueRelation(a, b) {
    return a.mode !== 'type' && b.mode !== 'type' ? 'equal' : 'unknown';
}
/** At most this many of the file's declarations are compared for the head-scope relation. */
const MAX_LOCALS = 64;
/**
 * Whether every type alias the file keeps to itself that the base's type names, and those they
 * name in turn, is written alike in the head, so that reading the base's text in the head's scope
 * hides no change (`Map<string, Version>` where `Version` lost `| undefined`). Classes, interfaces
 * and exported aliases are taken by name, as two mentions of one name are everywhere here.
 */
function localsAlike(ts, a, b) {
    const seen = new Set();
    const pending = [a.node];
    let alike = true;
    const visit = (n) => {
        if (!alike)
            return;
        let first = namedBy(ts, n);
        while (first && (ts.isQualifiedName(first) || ts.isPropertyAccessExpression(first)))
            first = ts.isQualifiedName(first) ? first.left : first.expression;
        if (first && ts.isIdentifier(first) && !seen.has(first.text)) {
            const text = first.text;
            seen.add(text);
            const [was, is] = [a.locals.get(text), b.locals.get(text)];
            // A class or interface is one type by its name, as two mentions of one name are everywhere
            // here, and so is an exported alias: its change is its own finding. An alias the file keeps
            // to itself is what it stands for.
            const exported = (d) => d.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) === true || exportListed(ts, a.sf).has(text);
            if (was?.some((d) => ts.isTypeAliasDeclaration(d) && !exported(d))) {
                const code = (decls, sf) => decls.map((d) => sf.text.slice(d.getStart(sf), d.end)).join('\n');
                if (!is || code(was, a.sf) !== code(is, b.sf) || seen.size > MAX_LOCALS)
                    alike = false;
                else
                    pending.push(...was);
            }
        }
        ts.forEachChild(n, visit);
    };
    while (alike && pending.length > 0)
        visit(pending.pop());
    return alike;
}
/** The name a type reference, heritage entry or `typeof` query names, or undefined. */
function namedBy(ts, n) {
    if (ts.isTypeReferenceNode(n))
        return n.typeName;
    if (ts.isExpressionWithTypeArguments(n))
        return n.expression;
    return ts.isTypeQueryNode(n) ? n.exprName : undefined;
}
const listed = new WeakMap();
/** The local names a file exports through `export { a, type b as c }` lists. */
function exportListed(ts, sf) {
    let names = listed.get(sf);
    if (names)
        return names;
    names = new Set();
    for (const s of sf.statements) {
        if (!ts.isExportDeclaration(s) || s.moduleSpecifier || !s.exportClause)
            continue;
        if (!ts.isNamedExports(s.exportClause))
            continue;
        for (const e of s.exportClause.elements)
            names.add((e.propertyName ?? e.name).text);
    }
    listed.set(sf, names);
    return names;
}
/**
 * The target types of two type guards of one kind (`x is T`, `asserts x is T`): the checker reads
 * either guard as `boolean` (or `void`), and what a caller's narrowing gets is the target. (Which
 * argument a guard narrows is compared with the signatures, see compare/callables.ts.)
 */
function guardTargets(ts, base, head) {
    const [gb, gh] = [(0,type_text/* guardParts */.gD)(base.text), (0,type_text/* guardParts */.gD)(head.text)];
    if (!gb || !gh || gb.asserts !== gh.asserts)
        return undefined;
    const target = (ref, text) => {
        const h = ref.handle;
        const node = h && ts.isTypePredicateNode(h.node) ? h.node.type : undefined;
        return node ? { text, handle: { ...h, node } } : { text };
    };
    return [target(base, gb.target), target(head, gh.target)];
}
/**
 * A class's or interface's own type and `this` in it (`setName(): Builder` → `setName(): this`):
 * `this` is the type of whichever subclass the member is reached through, so it takes fewer values.
 * The checker cannot say: base `this` and head `this` belong to two versions of the class.
 */
function thisRelation(ts, a, b) {
    if (a?.mode !== 'type' || b?.mode !== 'type' || !a.thisOwner || a.thisOwner !== b.thisOwner)
        return undefined;
    const [ta, tb] = [unparenthesized(ts, a.node), unparenthesized(ts, b.node)];
    if (ts.isThisTypeNode(tb) && namesOwner(ts, ta, a))
        return 'narrower';
    if (ts.isThisTypeNode(ta) && namesOwner(ts, tb, b))
        return 'wider';
    return undefined;
}
/** Whether a type names the class or interface it is in, with its type parameters if any. */
function namesOwner(ts, node, h) {
    if (!ts.isTypeReferenceNode(node) || !ts.isIdentifier(node.typeName))
        return false;
    if (node.typeName.text !== h.thisOwner)
        return false;
    const args = (node.typeArguments ?? []).map((t) => ts.isTypeReferenceNode(t) && ts.isIdentifier(t.typeName) && !t.typeArguments
        ? t.typeName.text
        : undefined);
    return args.every((name) => name !== undefined && h.typeParams.has(name));
}
/** The global generics whose one type argument is covariant for the checker, by kind. */
const COVARIANT = {
    Promise: 'Promise',
    PromiseLike: 'PromiseLike',
    Array: 'array',
    ReadonlyArray: 'readonly array',
};
/**
 * The type arguments of two declared types that wrap them alike in a covariant global generic
 * (`Promise<X>` → `Promise<X | null>`, `X[]` → `Array<Y>`): the wrappers relate as their arguments
 * do, also where an argument names an import or a type parameter, which the checker cannot read
 * (typeorm 0.3.20's `Promise<Document>` → `Promise<Document | null>` widened). An array that
 * became readonly or mutable is also read so (see withReadonly).
 */
function covariantArguments(ts, a, b) {
    if (a?.mode !== 'type' || b?.mode !== 'type')
        return undefined;
    const [wa, wb] = [wrapped(ts, a), wrapped(ts, b)];
    if (!wa || !wb)
        return undefined;
    const mutableToReadonly = wa.kind === 'array' && wb.kind === 'readonly array';
    const readonlyToMutable = wa.kind === 'readonly array' && wb.kind === 'array';
    if (wa.kind !== wb.kind && !mutableToReadonly && !readonlyToMutable)
        return undefined;
    const readonly = mutableToReadonly ? 'added' : readonlyToMutable ? 'removed' : undefined;
    const argument = (h, node) => ({
        text: (0,code_text/* normalizedText */.F9)(node, h.sf),
        handle: { ...h, node },
    });
    return { base: argument(a, wa.argument), head: argument(b, wb.argument), readonly };
}
/**
 * Two arrays' relation from their elements' and a `readonly` gained or lost: a readonly array takes
 * every mutable one of its element type or a narrower one, and no mutable array takes a readonly one.
 */
function withReadonly(elements, readonly) {
    if (!readonly || elements === 'unknown' || elements === 'unrelated')
        return elements;
    const widens = readonly === 'added' ? ['equal', 'wider'] : ['equal', 'narrower'];
    return widens.includes(elements) ? (readonly === 'added' ? 'wider' : 'narrower') : 'unrelated';
}
/** A declared type as a covariant global generic (see COVARIANT) and its argument. */
function wrapped(ts, h) {
    const node = unparenthesized(ts, h.node);
    if (ts.isArrayTypeNode(node))
        return { kind: 'array', argument: node.elementType };
    if (ts.isTypeOperatorNode(node) && node.operator === ts.SyntaxKind.ReadonlyKeyword) {
        const inner = node.type;
        return ts.isArrayTypeNode(inner)
            ? { kind: 'readonly array', argument: inner.elementType }
            : undefined;
    }
    if (!ts.isTypeReferenceNode(node) || !ts.isIdentifier(node.typeName))
        return undefined;
    const name = node.typeName.text;
    const kind = Object.hasOwn(COVARIANT, name) ? COVARIANT[name] : undefined;
    // A local declaration, an import or a type parameter of that name is another type.
    const shadowed = h.locals.has(name) || h.imported.has(name) || h.typeParams.has(name);
    if (!kind || shadowed || node.typeArguments?.length !== 1)
        return undefined;
    return { kind, argument: node.typeArguments[0] };
}
/**
 * Two declared types that read alike but for whitespace and comments: their normalized texts are
 * equal, so neither needs normalizing (most type pairs compared on `effect`; doc comments inside
 * type literals make many differ as written).
 */
function writtenAlike(a, b) {
    if (a.mode !== 'type' || b.mode !== 'type')
        return false;
    return (0,code_text/* sameCode */.om)(a.sf.text, a.node.getStart(a.sf), a.node.end, b.sf.text, b.node.getStart(b.sf), b.node.end);
}
/**
 * Whether a union member one side has and the other lacks could be absorbed by the other side's
 * members: `never` always, a literal only by a member that is not a literal itself (`string`).
 */
function mayBeSubsumed(base, head) {
    const a = new Set((0,type_text/* unionMembers */.VT)(base));
    const b = new Set((0,type_text/* unionMembers */.VT)(head));
    const absorbed = (side, other) => {
        const broad = [...other].some((m) => !(0,type_text/* isLiteralType */.aw)(m));
        return [...side].some((m) => !other.has(m) && (m === 'never' || (broad && (0,type_text/* isLiteralType */.aw)(m))));
    };
    return absorbed(a, b) || absorbed(b, a);
}
/**
 * Whether two types instantiate one generic class or interface as the two versions declare it
 * (two declarations of one name) with the same arguments, defaults filled in: the same printed
 * text, or `any` on either side (assignable both ways, as the checker takes it; an instantiation
 * made while the declaration's defaults were being resolved holds `any` for them). Such types are
 * equal as two mentions of one name are: a change to the declaration is reported where it is
 * declared. The checker would compare the two declarations member by member: 15 to 17 s for one
 * `ZodType<...>` pair of zod 3.22.4 → 3.23.8.
 */
function sameInstantiation(ts, checker, a, b, depth = 0) {
    const reference = (t) => getObjectFlags(ts, t) & ts.ObjectFlags.Reference ? t : undefined;
    const [ra, rb] = [reference(a), reference(b)];
    if (!ra || !rb || depth > 4)
        return false;
    if (ra.target !== rb.target) {
        const [sa, sb] = [ra.target.symbol, rb.target.symbol];
        const kind = (s) => s.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface);
        if (!sa || !sb || sa.name !== sb.name || kind(sa) === 0 || kind(sa) !== kind(sb))
            return false;
    }
    const count = ra.target.typeParameters?.length ?? 0;
    if ((rb.target.typeParameters?.length ?? 0) !== count)
        return false;
    const [xa, xb] = [checker.getTypeArguments(ra), checker.getTypeArguments(rb)];
    for (let i = 0; i < count; i++) {
        const [x, y] = [xa[i], xb[i]];
        // An unresolved name is the checker's error type, an `any` that says nothing.
        if (!x || !y || isError(x) || isError(y))
            return false;
        if ((x.flags | y.flags) & ts.TypeFlags.Any)
            continue;
        if (checker.typeToString(x) === checker.typeToString(y))
            continue;
        if (!sameInstantiation(ts, checker, x, y, depth + 1))
            return false;
    }
    return true;
}
/**
 * Two inferred types as the checker prints them (each printed once, in full): `alike` when both
 * print the same text, which names the same declarations in the same places (a change to one of
 * them is reported where it is declared; the checker compares the base's and the head's versions
 * of each, and of the declaration's own `T`, as different types: RTK's `buildCreateSlice` returns a
 * generic function whose options name an enum each version declares); `namesOwn` when either names
 * a type parameter both declarations declare. Undefined for a declared type.
 */
function inferredPrints(ts, checker, [a, ta], [b, tb]) {
    if (a.mode === 'type' || b.mode === 'type')
        return undefined;
    const print = (t) => checker.typeToString(t, undefined, ts.TypeFormatFlags.NoTruncation);
    const names = (text) => a.typeParams.size > 0 &&
        text.split(/[^\w$]+/).some((word) => a.typeParams.has(word) && b.typeParams.has(word));
    const [base, head] = [print(ta), print(tb)];
    return { alike: base === head, namesOwn: names(base) || names(head) };
}
function getObjectFlags(ts, type) {
    return type.flags & ts.TypeFlags.Object ? type.objectFlags : 0;
}
function isError(type) {
    return type.intrinsicName === 'error';
}
/** `any` or `unknown` when a union holds it, which makes the union that type. */
function topOfUnion(text) {
    const members = (0,type_text/* unionMembers */.VT)(text);
    if (members.length < 2)
        return undefined;
    return members.includes('any') ? 'any' : members.includes('unknown') ? 'unknown' : undefined;
}
/**
 * `any` and `unknown` take every type: read from the text, what the checker says of them where a
 * type has no handle (a member compared outside its program, see across-modules).
 */
function topRelation(base, head) {
    const top = (text) => text === 'any' || text === 'unknown';
    if (!top(base) && !top(head))
        return undefined;
    if (top(base) && top(head))
        return 'equal';
    return top(head) ? 'wider' : 'narrower';
}


/***/ }),

/***/ 6482:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mv: () => (/* binding */ declarationSpans),
/* harmony export */   TQ: () => (/* binding */ reuseSymbol),
/* harmony export */   i5: () => (/* binding */ sameDeclarations),
/* harmony export */   vz: () => (/* binding */ sourceOf)
/* harmony export */ });
/**
 * The text a symbol's reading depends on: each declaration with its leading comments, a variable's
 * whole statement, and in `.js` the whole top-level statement (JSDoc tags are looked up through
 * the parents: `/** @param *\/ exports.f = function (a) {}` documents the function expression).
 */
function declarationSpans(cx, decls) {
    return decls.map((d) => {
        let node = cx.variableStatements.get(d) ?? d;
        if (cx.js)
            while (node.parent && !cx.ts.isSourceFile(node.parent))
                node = node.parent;
        return { pos: node.pos, start: node.getStart(cx.sf), end: node.end };
    });
}
/** Records a freshly read symbol as a source for the other side. */
function sourceOf(cx, typeOnly, spans, primary, symbol) {
    return { typeOnly, js: cx.js, text: cx.text, spans, primary, symbol };
}
/**
 * The base's reading when this side declares the symbol alike: the base's symbol itself when the
 * declarations are identical with their leading comments; in `.ts`, when only the leading comments
 * differ, the base's reading with this side's line and doc comment (`sameCodeAs`). Else undefined.
 */
function reuseSymbol(cx, source, typeOnly, decls, spans) {
    if (!source || source.typeOnly !== typeOnly || source.js !== cx.js)
        return undefined;
    const same = (from) => sameSpans(source, cx.text, spans, from);
    if (same('pos'))
        return source.symbol;
    if (cx.js || !same('start'))
        return undefined;
    const primary = decls[source.primary];
    const doc = cx.doc(cx.variableStatements.get(primary) ?? primary, true);
    const { doc: _, ...symbol } = source.symbol;
    return {
        ...symbol,
        line: cx.line(primary),
        ...(doc ? { doc } : {}),
        sameCodeAs: source.symbol,
    };
}
/**
 * Whether two readings come from the same declarations, leading comments included, in the same
 * export form and file kind: then they are read alike, and no comparison of them finds drift.
 */
function sameDeclarations(a, b) {
    return a.typeOnly === b.typeOnly && a.js === b.js && sameSpans(a, b.text, b.spans, 'pos');
}
/** Whether `spans` of `text` hold what the source's spans held, each from `from` to its end. */
function sameSpans(source, text, spans, from) {
    return (source.spans.length === spans.length &&
        spans.every((span, i) => {
            const was = source.spans[i];
            return (span.end - span[from] === was.end - was[from] &&
                text.startsWith(source.text.slice(was[from], was.end), span[from]));
        }));
}


/***/ }),

/***/ 7293:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m: () => (/* binding */ bindingNames),
  H: () => (/* binding */ tsSurface)
});

// EXTERNAL MODULE: ./src/signature/file-comments.ts
var file_comments = __webpack_require__(221);
// EXTERNAL MODULE: ./src/signature/source-text.ts
var source_text = __webpack_require__(8697);
;// CONCATENATED MODULE: ./src/signature/ts/comments.ts


/**
 * Every comment of a file, found from the AST: the leading trivia of each leaf node, and the gaps
 * between a node's children (which hold only punctuation and keywords). A plain scanner pass would
 * misread `//` inside regex literals and template tails; this never scans inside a literal.
 */
function tsComments(cx) {
    const { ts, sf, text } = cx;
    const found = new Map();
    const add = (pos, end) => {
        if (found.has(pos))
            return;
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
    let leadingRanges;
    const leadingAt = (pos) => {
        if (pos !== leadingPos) {
            leadingPos = pos;
            leadingRanges = ts.getLeadingCommentRanges(text, pos);
        }
        return leadingRanges;
    };
    const trivia = (pos) => {
        for (const r of leadingAt(pos) ?? [])
            add(r.pos, r.end);
        for (const r of ts.getTrailingCommentRanges(text, pos) ?? [])
            add(r.pos, r.end);
    };
    const scanner = ts.createScanner(sf.languageVersion, false, sf.languageVariant, text);
    const gap = (from, to) => {
        if (to <= from || !hasOpener(from, to))
            return;
        scanner.resetTokenState(from);
        for (;;) {
            const kind = scanner.scan();
            if (kind === ts.SyntaxKind.EndOfFileToken || scanner.getTokenStart() >= to)
                break;
            if (kind === ts.SyntaxKind.SingleLineCommentTrivia ||
                kind === ts.SyntaxKind.MultiLineCommentTrivia) {
                add(scanner.getTokenStart(), scanner.getTokenEnd());
            }
            else if (kind === ts.SyntaxKind.ShebangTrivia) {
                add(scanner.getTokenStart(), scanner.getTokenEnd());
            }
        }
    };
    // Comments start `//` or `/*`: a subtree whose text holds neither is skipped whole, which prunes
    // most of the tree, import paths and divisions included (binary search over the positions of
    // every `/` followed by `/` or `*`).
    const openers = [];
    for (let i = text.indexOf('/'); i !== -1; i = text.indexOf('/', i + 1)) {
        const next = text.charCodeAt(i + 1);
        if (next === source_text/* SLASH */.o || next === source_text/* STAR */.Vw)
            openers.push(i);
    }
    const hasOpener = (from, to) => {
        const first = (0,source_text/* firstIndexAtOrAfter */.H2)(openers, from);
        return first < openers.length && openers[first] < to;
    };
    const visit = (node) => {
        if (!hasOpener(node.pos, node.end))
            return;
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
        if (children > 0)
            gap(cursor, node.end);
        // A leaf token (an identifier, a literal) has only its trivia; a node of several tokens and no
        // child nodes (`{}`, `[]`, an empty block) can hold comments between them.
        else if (ts.isToken(node))
            trivia(node.pos);
        else
            gap(node.pos, node.end);
    };
    if (text.startsWith('#!'))
        add(0, text.indexOf('\n') === -1 ? text.length : text.indexOf('\n'));
    visit(sf);
    trivia(sf.endOfFileToken.pos);
    return new file_comments/* FileComments */.h('ts', text, [...found.values()], cx.starts);
}

// EXTERNAL MODULE: ./src/signature/ts/context.ts
var context = __webpack_require__(2997);
// EXTERNAL MODULE: ./src/signature/ts/reuse.ts
var ts_reuse = __webpack_require__(6482);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/signature/module-specifiers.ts
var module_specifiers = __webpack_require__(6040);
;// CONCATENATED MODULE: ./src/signature/ts/signatures.ts
/** Parameters, generics and the return of one function-like declaration. */
function signatureOf(cx, node) {
    return cx.withTypeParams(node.typeParameters, () => readSignature(cx, node));
}
function readSignature(cx, node) {
    const ts = cx.ts;
    const params = [];
    // TypeScript's rule for .js files: a function without JSDoc types (no `@param` tag, no `@type`)
    // can be called with fewer arguments than it declares, so each of its parameters is optional.
    const untypedJs = cx.js &&
        !node.parameters.some((p) => ts.getJSDocParameterTags(p).length > 0) &&
        !ts.getJSDocType(node);
    node.parameters.forEach((p, index) => {
        if (ts.isIdentifier(p.name) && p.name.text === 'this')
            return;
        const param = paramOf(cx, p, index);
        params.push(untypedJs ? { ...param, optional: true } : param);
    });
    // TypeScript's rule for .js files: a function that reads `arguments` takes any number of them
    // (`constructor() { super(...arguments); }`).
    if (cx.js && !params.some((p) => p.kind === 'var-positional') && readsArguments(ts, node)) {
        params.push({ name: 'arguments', kind: 'var-positional', optional: true, decorators: [] });
    }
    const returns = returnOf(cx, node);
    const isAsync = cx.hasModifier(node, ts.SyntaxKind.AsyncKeyword);
    const generator = 'asteriskToken' in node && Boolean(node.asteriskToken);
    return {
        params,
        ...(returns ? { returns } : {}),
        typeParams: typeParamsOf(cx, node.typeParameters),
        async: isAsync || (returns !== undefined && declaresPromise(cx, returns)),
        ...(!isAsync && returns !== undefined && declaresPromise(cx, returns)
            ? { asyncByType: true }
            : {}),
        generator,
        line: cx.line(node),
        ...(untypedJs ? { untypedJs } : {}),
    };
}
/** Whether a function's own body mentions `arguments` (an arrow's is its enclosing function's). */
function readsArguments(ts, node) {
    const body = 'body' in node ? node.body : undefined;
    if (!body)
        return false;
    const visit = (n) => (ts.isIdentifier(n) && n.text === 'arguments') ||
        (!(ts.isFunctionLike(n) && !ts.isArrowFunction(n)) && ts.forEachChild(n, visit) === true);
    return ts.forEachChild(body, visit) === true;
}
function paramOf(cx, p, index) {
    const ts = cx.ts;
    const destructured = !ts.isIdentifier(p.name);
    // The tag of the parameter itself, not of its properties (`@param {number} [obj.hour=0]`).
    const jsDocTag = cx.js
        ? ts.getJSDocParameterTags(p).find((t) => ts.isIdentifier(t.name))
        : undefined;
    const typeNode = p.type ?? (cx.js ? ts.getJSDocType(p) : undefined);
    const jsDocOptional = jsDocTag !== undefined &&
        (jsDocTag.isBracketed ||
            jsDocTag.typeExpression?.type.kind === ts.SyntaxKind.JSDocOptionalType);
    const rest = Boolean(p.dotDotDotToken);
    const defaultText = p.initializer
        ? cx.normalized(p.initializer)
        : jsDocDefault(jsDocTag?.getText(cx.sf), ts.isIdentifier(p.name) ? p.name.text : '');
    const type = typeRefOf(cx, typeNode);
    const element = rest ? restElement(cx, typeNode) : undefined;
    return {
        name: destructured ? `(destructured #${index + 1})` : (cx.nameOf(p.name) ?? `#${index + 1}`),
        kind: rest ? 'var-positional' : 'positional',
        optional: Boolean(p.questionToken || p.initializer || rest || jsDocOptional),
        ...(defaultText !== undefined ? { default: defaultText } : {}),
        ...(type ? { type } : {}),
        ...(element ? { element } : {}),
        ...(destructured ? { destructured: true } : {}),
        decorators: cx.decorators(p),
    };
}
/** The element type of a rest parameter's array type (`T[]`, `readonly T[]`, `Array<T>`). */
function restElement(cx, typeNode) {
    const ts = cx.ts;
    let t = cx.bareType(typeNode);
    if (t && ts.isTypeOperatorNode(t) && t.operator === ts.SyntaxKind.ReadonlyKeyword)
        t = cx.bareType(t.type);
    if (t && ts.isArrayTypeNode(t))
        return typeRefOf(cx, t.elementType);
    if (t &&
        ts.isTypeReferenceNode(t) &&
        ts.isIdentifier(t.typeName) &&
        /^(Readonly)?Array$/.test(t.typeName.text) &&
        t.typeArguments?.length === 1)
        return typeRefOf(cx, t.typeArguments[0]);
    return undefined;
}
/**
 * A declared return type whose text starts `Promise<` or `PromiseLike<`. Only a type whose source
 * holds `Promise` is normalized to find out (normalizing never forms the word).
 */
function declaresPromise(cx, returns) {
    const handle = returns.handle;
    return (handle.mode === 'type' &&
        cx.mentions(handle.node, 'Promise') &&
        /^(Promise|PromiseLike)(<|$)/.test(returns.text));
}
/** `@param {number} [b=2]` → `2`. */
/** The default a JSDoc tag writes for `name` (`[name=1]`), not for its properties (`[name.x=1]`). */
function jsDocDefault(tagText, name) {
    const escaped = name.replace(/[$]/g, '\\$&');
    const match = tagText && new RegExp(`\\[\\s*${escaped}\\s*=\\s*([^\\]]+)\\]`).exec(tagText);
    return match ? match[1].trim() : undefined;
}
/** JSDoc `{T=}` types are optional markers, not part of the type. */
function typeRefOf(cx, node) {
    if (!node)
        return undefined;
    const ts = cx.ts;
    const inner = ts.isJSDocOptionalType(node) ? node.type : node;
    return cx.typeRef(inner);
}
function returnOf(cx, node) {
    const ts = cx.ts;
    const declared = node.type ?? (cx.js ? ts.getJSDocReturnType(node) : undefined);
    if (declared)
        return cx.typeRef(declared);
    if (ts.isConstructorDeclaration(node) || ts.isSetAccessorDeclaration(node))
        return undefined;
    const body = 'body' in node ? node.body : undefined;
    if (!body)
        return undefined;
    return cx.inferredRef('body', body, node);
}
function typeParamsOf(cx, list) {
    return (list ?? []).map((tp) => {
        const constraint = cx.typeRef(tp.constraint);
        const dflt = cx.typeRef(tp.default);
        return {
            name: tp.name.text,
            ...(constraint ? { constraint } : {}),
            ...(dflt ? { default: dflt } : {}),
        };
    });
}

;// CONCATENATED MODULE: ./src/signature/ts/members.ts

/** Public, protected and private members of a class (private ones only to see visibility drop). */
function classMembers(cx, node, isPublic) {
    const ts = cx.ts;
    const { members, put } = memberTable();
    for (const el of node.members) {
        if (ts.isClassStaticBlockDeclaration(el) || ts.isSemicolonClassElement(el))
            continue;
        if (ts.isConstructorDeclaration(el)) {
            for (const p of el.parameters) {
                if (!ts.isParameterPropertyDeclaration(p, el) || !ts.isIdentifier(p.name))
                    continue;
                const prop = base(cx, p, p.name.text, 'property', isPublic);
                const type = cx.typeRef(p.type);
                if (type)
                    prop.type = type;
                put(p.name.text, prop);
            }
            if (el.body && hasOverloadSibling(cx, node, el))
                continue;
            const m = base(cx, el, 'constructor', 'constructor', isPublic);
            m.signatures.push(signatureOf(cx, el));
            put('constructor', m);
            continue;
        }
        const name = cx.nameOf(el.name);
        if (name === undefined) {
            if (ts.isIndexSignatureDeclaration(el))
                put(indexName(cx, el), indexMember(cx, el, isPublic));
            continue;
        }
        const isStatic = cx.hasModifier(el, ts.SyntaxKind.StaticKeyword);
        const key = `${isStatic ? 'static ' : ''}${name}`;
        if (ts.isMethodDeclaration(el)) {
            if (el.body && hasOverloadSibling(cx, node, el))
                continue;
            const m = base(cx, el, name, 'method', isPublic);
            m.signatures.push(signatureOf(cx, el));
            put(key, m);
        }
        else if (ts.isPropertyDeclaration(el)) {
            const m = base(cx, el, name, 'property', isPublic);
            const type = cx.typeRef(el.type ?? (cx.js ? ts.getJSDocType(el) : undefined));
            if (type)
                m.type = type;
            put(key, m);
        }
        else if (ts.isGetAccessorDeclaration(el) || ts.isSetAccessorDeclaration(el)) {
            put(key, accessorMember(cx, el, name, isPublic));
        }
    }
    if (cx.js) {
        const ctor = node.members.find(ts.isConstructorDeclaration);
        for (const [name, at] of constructorFields(cx, ctor?.body)) {
            if (!members.has(name))
                put(name, base(cx, at, name, 'property', isPublic));
        }
    }
    return [...members.values()];
}
/**
 * The fields a .js constructor sets, as TypeScript reads a .js class: `this.x = ...` anywhere in
 * its blocks (not in nested functions), and a bundler's class field helper
 * (`__publicField(this, "x", ...)`, `_defineProperty(this, "x", ...)`).
 */
function constructorFields(cx, body) {
    const ts = cx.ts;
    const fields = new Map();
    const visit = (n) => {
        if (ts.isFunctionLike(n) || ts.isClassLike(n))
            return;
        if (ts.isExpressionStatement(n)) {
            const e = n.expression;
            if (ts.isBinaryExpression(e) &&
                e.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
                ts.isPropertyAccessExpression(e.left) &&
                e.left.expression.kind === ts.SyntaxKind.ThisKeyword) {
                fields.set(e.left.name.text, n);
            }
            else if (ts.isCallExpression(e) &&
                ts.isIdentifier(e.expression) &&
                /^_*(publicField|defineProperty)$/.test(e.expression.text) &&
                e.arguments[0]?.kind === ts.SyntaxKind.ThisKeyword &&
                e.arguments[1] !== undefined &&
                ts.isStringLiteral(e.arguments[1])) {
                fields.set(e.arguments[1].text, n);
            }
        }
        ts.forEachChild(n, visit);
    };
    if (body)
        ts.forEachChild(body, visit);
    return fields;
}
/** Members of an interface (or a type literal): properties, methods, call/construct/index signatures. */
function interfaceMembers(cx, elements, isPublic) {
    const ts = cx.ts;
    const { members, put } = memberTable();
    for (const el of elements) {
        if (ts.isCallSignatureDeclaration(el) || ts.isConstructSignatureDeclaration(el)) {
            const call = ts.isCallSignatureDeclaration(el);
            const m = base(cx, el, call ? '()' : 'new()', call ? 'call' : 'construct', isPublic);
            m.signatures.push(signatureOf(cx, el));
            put(m.name, m);
        }
        else if (ts.isIndexSignatureDeclaration(el)) {
            put(indexName(cx, el), indexMember(cx, el, isPublic));
        }
        else if (ts.isMethodSignature(el)) {
            const name = cx.nameOf(el.name) ?? '?';
            const m = base(cx, el, name, 'method', isPublic);
            m.signatures.push(signatureOf(cx, el));
            put(name, m);
        }
        else if (ts.isPropertySignature(el)) {
            const name = cx.nameOf(el.name) ?? '?';
            const fn = functionType(cx, el);
            // `m: (x: T) => R` is `m(x: T): R` to every caller and implementer: both read as methods,
            // so a rewrite between the two spellings compares their signatures, not their forms.
            const m = base(cx, el, name, fn ? 'method' : 'property', isPublic);
            if (fn)
                m.signatures.push(signatureOf(cx, fn));
            else {
                const type = cx.typeRef(el.type);
                if (type)
                    m.type = type;
            }
            put(name, m);
        }
        else if (ts.isGetAccessorDeclaration(el) || ts.isSetAccessorDeclaration(el)) {
            const name = cx.nameOf(el.name) ?? '?';
            put(name, accessorMember(cx, el, name, isPublic));
        }
    }
    return [...members.values()];
}
/**
 * The function type of a writable property signature, `m: (x: T) => R` (parentheses allowed; an
 * optional one may spell out the `| undefined` it holds anyway).
 */
function functionType(cx, el) {
    const ts = cx.ts;
    if (cx.hasModifier(el, ts.SyntaxKind.ReadonlyKeyword))
        return undefined;
    let type = cx.bareType(el.type);
    if (type && el.questionToken && ts.isUnionTypeNode(type)) {
        const defined = type.types.filter((t) => t.kind !== ts.SyntaxKind.UndefinedKeyword);
        type = defined.length === 1 ? cx.bareType(defined[0]) : undefined;
    }
    return type && ts.isFunctionTypeNode(type) ? type : undefined;
}
function base(cx, node, name, form, isPublic) {
    const ts = cx.ts;
    const has = (k) => cx.hasModifier(node, k);
    const named = node;
    let visibility = 'public';
    if (has(ts.SyntaxKind.PrivateKeyword) || (named.name && ts.isPrivateIdentifier(named.name)))
        visibility = 'private';
    else if (has(ts.SyntaxKind.ProtectedKeyword))
        visibility = 'protected';
    else if (cx.js && (ts.getJSDocPrivateTag(node) || apiPrivateTag(ts, node)))
        visibility = 'private';
    else if (cx.js && ts.getJSDocProtectedTag(node))
        visibility = 'protected';
    const doc = cx.doc(node, isPublic && visibility !== 'private');
    return {
        name,
        form,
        line: cx.line(node),
        visibility,
        static: has(ts.SyntaxKind.StaticKeyword),
        abstract: has(ts.SyntaxKind.AbstractKeyword),
        readonly: has(ts.SyntaxKind.ReadonlyKeyword),
        optional: Boolean(named.questionToken),
        signatures: [],
        decorators: cx.decorators(node),
        ...(doc ? { doc } : {}),
    };
}
function accessorMember(cx, el, name, isPublic) {
    const ts = cx.ts;
    const getter = ts.isGetAccessorDeclaration(el);
    const m = base(cx, el, name, getter ? 'getter' : 'accessor', isPublic);
    const typeNode = getter ? el.type : el.parameters[0]?.type;
    const type = cx.typeRef(typeNode);
    if (type)
        m.type = type;
    m.readonly = getter;
    return m;
}
/** Members by key; a second declaration of a key merges into the first (accessors, overloads). */
function memberTable() {
    const members = new Map();
    const put = (key, m) => {
        const prev = members.get(key);
        if (!prev)
            members.set(key, m);
        else
            mergeMember(prev, m);
    };
    return { members, put };
}
/** A getter and a setter of one name form one `accessor` member; overloads add signatures. */
function mergeMember(into, next) {
    if (into.form === 'getter' && next.form === 'accessor') {
        into.form = 'accessor';
        into.readonly = false;
    }
    else if (into.form === 'accessor' && next.form === 'getter') {
        into.type = next.type ?? into.type;
        into.readonly = false;
    }
    into.signatures.push(...next.signatures);
    into.doc ??= next.doc;
    if (next.decorators.length)
        into.decorators = [...into.decorators, ...next.decorators];
}
function indexName(cx, el) {
    const keyType = el.parameters[0]?.type;
    return `[${keyType ? cx.normalized(keyType) : '?'}]`;
}
/**
 * The index signature `Record<string, V>` (or `number`) stands for, as an interface member
 * (`[string]: V`); undefined for any other reference.
 */
function recordIndexMember(cx, ref) {
    const ts = cx.ts;
    const [key, value] = ref.typeArguments ?? [];
    if (!ts.isIdentifier(ref.typeName) || ref.typeName.text !== 'Record' || !key || !value)
        return undefined;
    if (key.kind !== ts.SyntaxKind.StringKeyword && key.kind !== ts.SyntaxKind.NumberKeyword)
        return undefined;
    const m = base(cx, ref, `[${cx.normalized(key)}]`, 'index', true);
    const type = cx.typeRef(value);
    if (type)
        m.type = type;
    return m;
}
function indexMember(cx, el, isPublic) {
    const m = base(cx, el, indexName(cx, el), 'index', isPublic);
    const type = cx.typeRef(el.type);
    if (type)
        m.type = type;
    return m;
}
/** In a class, an implementation with overload signatures is not callable as written. */
function hasOverloadSibling(cx, cls, impl) {
    const ts = cx.ts;
    const name = ts.isConstructorDeclaration(impl) ? 'constructor' : cx.nameOf(impl.name);
    const isStatic = cx.hasModifier(impl, ts.SyntaxKind.StaticKeyword);
    return cls.members.some((m) => m !== impl &&
        (ts.isMethodDeclaration(m) || ts.isConstructorDeclaration(m)) &&
        !m.body &&
        (ts.isConstructorDeclaration(m) ? 'constructor' : cx.nameOf(m.name)) === name &&
        cx.hasModifier(m, ts.SyntaxKind.StaticKeyword) === isStatic);
}
/** dox's spelling of `@private` (`@api private`), as commander's sources write it. */
function apiPrivateTag(ts, node) {
    return ts
        .getJSDocTags(node)
        .some((t) => t.tagName.text === 'api' && ts.getTextOfJSDocComment(t.comment)?.trim() === 'private');
}

;// CONCATENATED MODULE: ./src/signature/ts/symbols.ts





const precedence = [
    'class',
    'function',
    'enum',
    'variable',
    'value',
    'interface',
    'type',
    'namespace',
];
/**
 * One exported name built from its declarations (several for overloads and declaration merging),
 * and which of them is the primary one (the symbol's line and doc comment are read from it).
 */
function buildSymbol(cx, name, decls, typeOnly = false) {
    const ts = cx.ts;
    const kinds = decls.map((d) => kindOf(cx, d));
    const kind = precedence.find((k) => kinds.includes(k)) ?? 'value';
    const primaryIndex = kinds.indexOf(kind);
    const primary = decls[primaryIndex];
    // A namespace of types only is no value either (TypeScript emits nothing for it).
    const hasValue = kinds.some((k, i) => k !== 'interface' && k !== 'type' && (k !== 'namespace' || instantiated(cx, decls[i])));
    const hasType = kinds.some((k) => k === 'class' || k === 'enum' || k === 'interface' || k === 'type');
    const docNode = cx.variableStatements.get(primary) ?? primary;
    const doc = cx.doc(docNode, true) ?? declaredFunctionDoc(cx, primary);
    const sym = {
        name,
        kind,
        line: cx.line(primary),
        space: typeOnly ? 'type' : hasValue && hasType ? 'both' : hasValue ? 'value' : 'type',
        signatures: [],
        typeParams: [],
        members: [],
        heritage: [],
        decorators: cx.decorators(primary),
        abstract: cx.hasModifier(primary, ts.SyntaxKind.AbstractKeyword),
        ...(doc ? { doc } : {}),
    };
    if (ts.isModuleDeclaration(primary) && ts.isStringLiteral(primary.name))
        sym.ambientModule = true;
    const imported = importAlias(cx, primary);
    if (imported) {
        // What the import names may be a value, a type or both: not known here.
        sym.importAlias = imported.source;
        sym.space = imported.typeOnly ? 'type' : 'both';
    }
    const ofKind = decls.filter((_, i) => kinds[i] === kind);
    fill(cx, sym, primary, ofKind);
    if (kind === 'class' && kinds.includes('interface')) {
        // An interface merged into a class declares more of its instances' members.
        const own = new Set(sym.members.map((m) => m.name));
        const merged = decls.filter((_, i) => kinds[i] === 'interface');
        const members = interfaceMembers(cx, merged.flatMap((d) => [...d.members]), true);
        sym.members.push(...members.filter((m) => !own.has(m.name)));
        // Its bases lend the instances their members, as a class's interfaces would (no value:
        // `instanceof` never sees them): `implements` entries (discord.js 14.16 `interface
        // GuildMember extends PartialTextBasedChannelFields<false> {}` beside the class).
        const lent = heritageEntries(cx, merged.flatMap((d) => (d.heritageClauses ?? []).flatMap((c) => c.types.map((node) => ({
            keyword: 'implements',
            node,
            named: isNamed(ts, node.expression),
        })))));
        if (lent.heritage.length > 0) {
            // (heritageOf gives a class all three lists, one entry each.)
            sym.heritageTypes = [...(sym.heritageTypes ?? []), ...lent.heritageTypes];
            sym.heritageNames = [...(sym.heritageNames ?? sym.heritage), ...lent.heritageNames];
            sym.heritage = [...sym.heritage, ...lent.heritage];
        }
    }
    // Members have their class's or interface's release tag unless they say another.
    const tag = sym.doc?.releaseTag;
    if (tag && (kind === 'class' || kind === 'interface'))
        sym.members = sym.members.map((m) => (m.doc?.releaseTag ? m : { ...m, inheritedTag: tag }));
    const properties = objectSymbols(cx, name, primary);
    if (properties)
        sym.objectLiteral = true;
    const namespace = [
        namespaceSymbols(cx, name, decls),
        expandoSymbols(cx, name, decls),
        typedPropertySymbols(cx, name, kind, primary),
    ].reduce(mergedMaps, properties);
    if (namespace) {
        sym.namespace = namespace;
        if (kind === 'namespace')
            sym.members = [...namespace.values()].map(namespaceMember);
    }
    return { symbol: sym, primary: primaryIndex };
}
/**
 * Whether a namespace declares a value: anything but interfaces, type aliases and namespaces of
 * those (TypeScript's "instantiated" module; an import or export inside is taken as a value).
 */
function instantiated(cx, d) {
    const ts = cx.ts;
    if (!ts.isModuleDeclaration(d))
        return true;
    const body = d.body;
    if (body && ts.isModuleDeclaration(body))
        return instantiated(cx, body);
    // `declare module 'x';` and an empty namespace hold no type either: they stay values, as read.
    if (!body || !ts.isModuleBlock(body) || body.statements.length === 0)
        return true;
    return body.statements.some((st) => !ts.isInterfaceDeclaration(st) &&
        !ts.isTypeAliasDeclaration(st) &&
        (!ts.isModuleDeclaration(st) || instantiated(cx, st)));
}
function kindOf(cx, d) {
    const ts = cx.ts;
    if (ts.isFunctionDeclaration(d) || ts.isFunctionExpression(d) || ts.isArrowFunction(d))
        return 'function';
    if (ts.isMethodDeclaration(d) || ts.isMethodSignature(d))
        return 'function';
    // A property of a callable const's declared type (see typedPropertySymbols).
    if (ts.isPropertySignature(d))
        return typeSignatures(cx, cx.bareType(d.type)) ? 'function' : 'variable';
    if (ts.isClassLike(d))
        return 'class';
    if (ts.isInterfaceDeclaration(d))
        return 'interface';
    if (ts.isTypeAliasDeclaration(d))
        return 'type';
    if (ts.isEnumDeclaration(d))
        return 'enum';
    if (ts.isModuleDeclaration(d))
        return 'namespace';
    if (ts.isVariableDeclaration(d)) {
        const init = d.initializer && skipParens(cx, d.initializer);
        if (!d.type && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)))
            return 'function';
        if (!d.type && init && ts.isClassExpression(init))
            return 'class';
        // `declare const f: (a: A) => R`, as declaration files write an arrow constant (or
        // `{ (a: A): R; (b: B): S }`, one with overloads).
        // Its declared type speaks for it where an initializer follows too (effect 4.1 `const Part:
        // { <T>(toolkit: T): …; (): … } = (toolkit?) => …`): the overloads callers see.
        if (declaredSignatures(cx, d))
            return 'function';
        return 'variable';
    }
    return 'value';
}
/**
 * The call signatures a `const` is declared with (an initializer aside): a function type, a type
 * literal of call signatures only (parentheses aside), or `typeof` a function the file declares;
 * or one of these intersected with type literals of properties, which are its namespace (see
 * typedPropertySymbols).
 */
function declaredSignatures(cx, d) {
    const ts = cx.ts;
    const statement = cx.variableStatements.get(d);
    if (!statement || !(statement.declarationList.flags & ts.NodeFlags.Const))
        return undefined;
    const type = cx.bareType(d.type);
    if (!type || !ts.isIntersectionTypeNode(type))
        return typeSignatures(cx, type);
    // `typeof conditional & { defaultCase: typeof defaultCase }` (remeda 2.17): one callable part.
    const parts = type.types.map((t) => cx.bareType(t));
    const callable = parts.map((t) => typeSignatures(cx, t));
    const properties = parts.filter((t, i) => !callable[i] && isPropertyLiteral(cx, t));
    const signatures = callable.filter((c) => c !== undefined);
    return signatures.length === 1 && properties.length === parts.length - 1
        ? signatures[0]
        : undefined;
}
/** `declare const f: typeof g`: the doc of the function `g` that speaks for `f` (see typeSignatures). */
function declaredFunctionDoc(cx, primary) {
    if (!cx.ts.isVariableDeclaration(primary))
        return undefined;
    const [first] = declaredSignatures(cx, primary) ?? [];
    return first && cx.ts.isFunctionDeclaration(first) ? cx.doc(first, true) : undefined;
}
function typeSignatures(cx, type) {
    const ts = cx.ts;
    if (type && ts.isFunctionTypeNode(type))
        return [type];
    if (type &&
        ts.isTypeLiteralNode(type) &&
        type.members.length > 0 &&
        type.members.every(ts.isCallSignatureDeclaration))
        return [...type.members];
    // `declare const warn: typeof warn$1`, as a bundler of declarations writes a function it renamed
    // (vue 3.5): that function's signatures, where the file declares it.
    if (type && ts.isTypeQueryNode(type) && ts.isIdentifier(type.exprName) && !type.typeArguments) {
        const fns = (cx.locals.get(type.exprName.text) ?? []).filter(ts.isFunctionDeclaration);
        const bodiless = fns.filter((f) => !f.body);
        if (fns.length > 0)
            return bodiless.length > 0 && bodiless.length < fns.length ? bodiless : fns;
    }
    return undefined;
}
/** A type literal of named properties and methods only. */
function isPropertyLiteral(cx, type) {
    const ts = cx.ts;
    return (ts.isTypeLiteralNode(type) &&
        type.members.every((m) => (ts.isPropertySignature(m) || ts.isMethodSignature(m)) && cx.nameOf(m.name) !== undefined));
}
/**
 * The properties a callable `const`'s declared type intersects it with (`declare const f: typeof
 * g & { extra: typeof h }`), each a symbol named `f.extra` as a namespace merged into a function
 * declares it: `typeof` a declaration of the file reads as that declaration.
 */
function typedPropertySymbols(cx, name, kind, primary) {
    const ts = cx.ts;
    if (kind !== 'function' || !ts.isVariableDeclaration(primary))
        return undefined;
    const type = cx.bareType(primary.type);
    if (!type || !ts.isIntersectionTypeNode(type))
        return undefined;
    const props = new Map();
    for (const part of type.types) {
        const literal = cx.bareType(part);
        if (!ts.isTypeLiteralNode(literal) || !isPropertyLiteral(cx, literal))
            continue;
        for (const m of literal.members) {
            const query = ts.isPropertySignature(m) ? cx.bareType(m.type) : undefined;
            const local = query && ts.isTypeQueryNode(query) && ts.isIdentifier(query.exprName)
                ? cx.locals.get(query.exprName.text)
                : undefined;
            if (local)
                for (const d of local)
                    cx.readAlso.add(d);
            const prop = cx.nameOf(m.name);
            props.set(prop, [...(props.get(prop) ?? []), ...(local ?? [m])]);
        }
    }
    if (props.size === 0)
        return undefined;
    return new Map([...props].map(([prop, decls]) => [prop, buildSymbol(cx, `${name}.${prop}`, decls).symbol]));
}
function skipParens(cx, e) {
    return cx.bare(e);
}
function fill(cx, sym, primary, decls) {
    const ts = cx.ts;
    let node = primary;
    if (ts.isVariableDeclaration(node) && sym.kind !== 'variable' && node.initializer) {
        node = skipParens(cx, node.initializer);
    }
    switch (sym.kind) {
        case 'function': {
            const fns = decls.flatMap((d) => ts.isVariableDeclaration(d)
                ? (declaredSignatures(cx, d) ?? (d.initializer ? [skipParens(cx, d.initializer)] : [d]))
                : ts.isPropertySignature(d)
                    ? (typeSignatures(cx, cx.bareType(d.type)) ?? [])
                    : [d]);
            const bodiless = fns.filter((f) => !('body' in f) || !f.body);
            const callable = bodiless.length > 0 && bodiless.length < fns.length ? bodiless : fns;
            sym.signatures = callable.map((f) => signatureOf(cx, f));
            // In JavaScript a function expression is called with `new` as a declaration is (and there is
            // no declaration merging): only an arrow differs.
            const expression = cx.js && fns[0] !== undefined && ts.isFunctionExpression(fns[0]);
            // `declare const f: typeof g` is the function `g` declares, under another name.
            const declared = fns[0] !== undefined && ts.isFunctionDeclaration(fns[0]);
            sym.form =
                ts.isFunctionDeclaration(primary) || declared || expression ? 'declaration' : 'arrow';
            // `const f: (a: A) => B`: the type as written, to compare with a head's `const f: Named`.
            const annotated = decls.length === 1 && ts.isVariableDeclaration(primary) && primary.type
                ? cx.typeRef(primary.type)
                : undefined;
            if (annotated)
                sym.valueType = annotated;
            return;
        }
        case 'class': {
            const cls = node;
            cx.withTypeParams(cls.typeParameters, () => {
                sym.typeParams = typeParamsOf(cx, cls.typeParameters);
                sym.members = classMembers(cx, cls, true);
                Object.assign(sym, heritageOf(cx, cls.heritageClauses));
            }, cls.name?.text ?? '');
            if (node !== primary)
                sym.decorators = cx.decorators(node);
            sym.abstract ||= cx.hasModifier(node, ts.SyntaxKind.AbstractKeyword);
            return;
        }
        case 'interface': {
            const ifaces = decls;
            // Merged declarations must declare the same type parameters; when they do not, none is
            // taken as in scope (the checker decides).
            const names = (i) => (i.typeParameters ?? []).map((p) => p.name.text).join();
            const scope = ifaces.every((i) => names(i) === names(ifaces[0]))
                ? ifaces[0].typeParameters
                : undefined;
            cx.withTypeParams(scope, () => {
                sym.typeParams = typeParamsOf(cx, ifaces[0].typeParameters);
                sym.members = interfaceMembers(cx, ifaces.flatMap((i) => [...i.members]), true);
                Object.assign(sym, heritageOf(cx, ifaces.flatMap((i) => i.heritageClauses ?? [])));
            }, ifaces[0].name.text);
            sym.declaredType = cx.declaredRef(ifaces[0]);
            return;
        }
        case 'type': {
            const alias = node;
            // `type X = Core.X`: the type of an imported declaration, as `export import X = Core.X` is.
            const named = alias.type;
            if (!alias.typeParameters && ts.isTypeReferenceNode(named) && !named.typeArguments)
                sym.typeAliasOf = importedEntity(cx, named.typeName);
            cx.withTypeParams(alias.typeParameters, () => {
                sym.typeParams = typeParamsOf(cx, alias.typeParameters);
                const body = cx.typeRef(alias.type);
                if (body)
                    sym.valueType = body;
                readAsInterface(cx, sym, alias.type);
            });
            return;
        }
        case 'enum': {
            const enums = decls;
            const flags = [
                cx.hasModifier(enums[0], ts.SyntaxKind.DeclareKeyword) ? 'declare' : '',
                cx.hasModifier(enums[0], ts.SyntaxKind.ConstKeyword) ? 'const' : '',
                'enum',
            ];
            sym.enumForm = flags.filter(Boolean).join(' ');
            sym.members = enums.flatMap((e) => enumMembers(cx, e));
            return;
        }
        case 'namespace':
            return; // its exports are read by namespaceSymbols
        case 'variable':
            fillVariable(cx, sym, node);
            return;
        default:
            if (ts.isExpression(node))
                setValue(cx, sym, node);
    }
}
function fillVariable(cx, sym, node) {
    const ts = cx.ts;
    if (ts.isPropertySignature(node)) {
        sym.mutable = !cx.hasModifier(node, ts.SyntaxKind.ReadonlyKeyword);
        const type = cx.typeRef(node.type);
        if (type)
            sym.valueType = type;
        return;
    }
    if (!ts.isVariableDeclaration(node))
        return;
    const list = cx.variableStatements.get(node)?.declarationList;
    sym.mutable = list !== undefined && (list.flags & ts.NodeFlags.Const) === 0;
    const typeNode = node.type ?? (cx.js ? ts.getJSDocType(node) : undefined);
    const type = cx.typeRef(typeNode);
    if (type)
        sym.valueType = type;
    if (node.initializer)
        setValue(cx, sym, node.initializer, node);
}
/**
 * A literal initializer is a value to compare; anything else stands for its inferred type. The
 * value's text is normalized on first read: a base symbol the head declares alike (reuse.ts) is
 * never compared, and a large literal table costs more to normalize than to parse.
 */
function setValue(cx, sym, init, decl) {
    const ts = cx.ts;
    // In .js a value bound to a call or another name (`u(copy)`, `asMilliseconds`) is whatever
    // that returns: TypeScript's reading of it is a guess, so its kind is not compared. (Its text,
    // for the message, is read on first use: most are never compared.)
    if (cx.js &&
        (ts.isCallExpression(init) || ts.isIdentifier(init) || ts.isPropertyAccessExpression(init))) {
        let alias;
        Object.defineProperty(sym, 'aliasOf', {
            get: () => (alias ??= cx.normalized(init)),
            enumerable: true,
            configurable: true,
        });
    }
    if (isLiteral(cx, init)) {
        let value;
        Object.defineProperty(sym, 'value', {
            get: () => (value ??= valueText(cx, init)),
            enumerable: true,
            configurable: true,
        });
    }
    else if (!sym.valueType && (decl || !cx.js)) {
        // Without a declaration (`export default {…}`, `export = …`) the expression's type; in .js
        // that would be a guess of a guess, where a declared name's inferred type is compared.
        sym.valueType = cx.inferredRef('initializer', init, decl ?? init);
    }
}
/**
 * A literal's text without the parentheses around it, which change nothing; in .js a JSDoc cast on
 * them (`/** @type {const} *\/ ([…])`) is the `as` it stands for.
 */
function valueText(cx, init) {
    const ts = cx.ts;
    let node = init;
    let cast;
    while (ts.isParenthesizedExpression(node)) {
        if (cx.js)
            cast ??= ts.getJSDocTypeTag(node)?.typeExpression.type;
        node = node.expression;
    }
    return cast ? `${cx.normalized(node)} as ${cx.normalized(cast)}` : cx.normalized(node);
}
function isLiteral(cx, node) {
    const ts = cx.ts;
    const K = ts.SyntaxKind;
    switch (node.kind) {
        case K.StringLiteral:
        case K.NumericLiteral:
        case K.BigIntLiteral:
        case K.NoSubstitutionTemplateLiteral:
        case K.TrueKeyword:
        case K.FalseKeyword:
        case K.NullKeyword:
        case K.RegularExpressionLiteral:
            return true;
        case K.Identifier:
            return node.text === 'undefined';
        case K.PrefixUnaryExpression:
            return isLiteral(cx, node.operand);
        case K.ParenthesizedExpression:
        case K.AsExpression:
        case K.SatisfiesExpression:
            return isLiteral(cx, node.expression);
        case K.ArrayLiteralExpression:
            return node.elements.every((e) => isLiteral(cx, e));
        case K.ObjectLiteralExpression:
            return node.properties.every((p) => ts.isPropertyAssignment(p) && isLiteral(cx, p.initializer));
        default:
            return false;
    }
}
function isNamed(ts, e) {
    return ts.isIdentifier(e) || (ts.isPropertyAccessExpression(e) && isNamed(ts, e.expression));
}
/** `extends X` / `implements Y` entries, and their types. */
function heritageOf(cx, clauses) {
    const ts = cx.ts;
    return heritageEntries(cx, (clauses ?? []).flatMap((c) => c.types.map((node) => ({
        keyword: c.token === ts.SyntaxKind.ExtendsKeyword ? 'extends' : 'implements',
        node,
        // Only a named base's type is compared (`Base<T>`): a class factory's call
        // (`Schema.Class<A>(...)(...)`) is its text, and costly for the checker to expand.
        named: isNamed(ts, node.expression),
    }))));
}
/** Heritage entries, each its keyword and its base's normalized text. */
function heritageEntries(cx, entries) {
    const texts = entries.map(({ node }) => cx.normalized(node));
    return {
        heritage: entries.map(({ keyword }, i) => `${keyword} ${texts[i]}`),
        heritageTypes: entries.map(({ node, named }) => named ? cx.typeRef(node) : undefined),
        heritageNames: texts.map((text, i) => {
            // The base named by the module it comes from: `index_8.E` and `index_9.E`, both
            // `require("../error")`, are one base.
            const first = /^[\w$]+/.exec(text)?.[0];
            const source = first === undefined ? undefined : cx.importSources.get(first);
            return `${entries[i].keyword} ${source === undefined ? text : source + text.slice(first.length)}`;
        }),
    };
}
/**
 * An alias that an interface could spell (`{ a: A }`, `Base & { a: A }`, `Omit<T, 'k'>`): read as
 * that interface, its named parts as bases and its type literals' members as its own.
 */
function readAsInterface(cx, sym, type) {
    const ts = cx.ts;
    const bare = cx.bareType(type);
    if (!bare)
        return;
    const parts = ts.isIntersectionTypeNode(bare) ? bare.types.map((t) => cx.bareType(t)) : [bare];
    const literals = parts.filter(ts.isTypeLiteralNode);
    const references = parts.filter(ts.isTypeReferenceNode);
    if (literals.length + references.length !== parts.length)
        return;
    // `Record<string, V>` is the index signature an interface writes `[key: string]: V`.
    const records = references.map((r) => recordIndexMember(cx, r));
    const bases = references.filter((_, i) => !records[i]);
    sym.objectType = true;
    sym.members = [
        ...interfaceMembers(cx, literals.flatMap((l) => [...l.members]), true),
        ...records.filter((m) => m !== undefined),
    ];
    Object.assign(sym, heritageEntries(cx, bases.map((node) => ({ keyword: 'extends', node, named: true }))));
}
function enumMembers(cx, e) {
    let next = 0;
    return e.members.map((m) => {
        let value;
        if (m.initializer) {
            value = cx.normalized(m.initializer);
            const n = Number(value);
            next = Number.isFinite(n) ? n + 1 : undefined;
        }
        else {
            value = next === undefined ? '(auto)' : String(next);
            next = next === undefined ? undefined : next + 1;
        }
        const doc = cx.doc(m, true);
        return {
            name: cx.nameOf(m.name) ?? '?',
            form: 'enum-member',
            line: cx.line(m),
            visibility: 'public',
            static: false,
            abstract: false,
            readonly: true,
            optional: false,
            value,
            signatures: [],
            decorators: [],
            ...(doc ? { doc } : {}),
        };
    });
}
/**
 * What the namespaces among `decls` export, by name, each built as a symbol named `name.member`
 * (merged namespaces, and one merged into a function, class or enum). A dotted `namespace A.B`
 * exports `B` from `A`.
 */
function namespaceSymbols(cx, name, decls) {
    const ts = cx.ts;
    const byName = new Map();
    const add = (member, d) => {
        if (member)
            byName.set(member, [...(byName.get(member) ?? []), d]);
    };
    const namespaces = decls.filter((d) => ts.isModuleDeclaration(d) && !reading.has(d));
    for (const ns of namespaces) {
        if (!ns.body)
            continue;
        if (ts.isModuleDeclaration(ns.body)) {
            add(ns.body.name.text, ns.body);
            continue;
        }
        if (!ts.isModuleBlock(ns.body))
            continue;
        const statements = ns.body.statements;
        const ambient = cx.sf.isDeclarationFile || cx.hasModifier(ns, ts.SyntaxKind.DeclareKeyword);
        const exported = exportedIn(cx, statements, ambient);
        for (const st of statements) {
            if (ts.isExportDeclaration(st) && !st.moduleSpecifier) {
                // `export { knex as default, Knex }`: the namespace's own declarations, else the file's.
                const list = st.exportClause;
                if (!list || !ts.isNamedExports(list))
                    continue;
                for (const spec of list.elements) {
                    const local = (spec.propertyName ?? spec.name).getText(cx.sf);
                    const own = statements.filter((x) => declaredName(cx, x) === local);
                    const outer = own.length > 0 ? [] : (cx.locals.get(local) ?? []);
                    for (const d of outer)
                        cx.readAlso.add(d);
                    for (const d of own.length > 0 ? own : outer)
                        if (!reading.has(d))
                            add(spec.name.getText(cx.sf), d);
                    // An imported name: an alias of what it imports.
                    if (own.length + outer.length === 0 && cx.importSources.has(local)) {
                        if (st.isTypeOnly)
                            typeOnlyLists.add(spec);
                        add(spec.name.getText(cx.sf), spec);
                    }
                }
                continue;
            }
            if (!exported(st))
                continue;
            const own = selfAliased(cx, st);
            if (own) {
                for (const d of own)
                    cx.readAlso.add(d);
                for (const d of own)
                    if (!reading.has(d))
                        add(declaredName(cx, st), d);
                continue;
            }
            if (ts.isVariableStatement(st)) {
                for (const d of st.declarationList.declarations) {
                    cx.variableStatements.set(d, st);
                    add(cx.nameOf(d.name), d);
                }
            }
            else
                add(declaredName(cx, st), st);
        }
    }
    if (byName.size === 0)
        return undefined;
    // `export = knex` names its namespace's exports as `knex.Config`, as a reader writes them.
    const own = decls.find((d) => ts.isModuleDeclaration(d))?.name.getText(cx.sf);
    const prefix = qualifier(name, own);
    // A namespace that exports its own name (`export { knex }` in `namespace knex`) is not read again.
    for (const ns of namespaces)
        reading.add(ns);
    try {
        return new Map([...byName].map(([member, ds]) => [
            member,
            buildSymbol(cx, `${prefix}.${member}`, ds).symbol,
        ]));
    }
    finally {
        for (const ns of namespaces)
            reading.delete(ns);
    }
}
/**
 * JS: the properties a file assigns to a function or class among `decls` (`ky.post = …`), each a
 * symbol named `ky.post`, read from the value assigned (the last assignment of each).
 */
function expandoSymbols(cx, name, decls) {
    const ts = cx.ts;
    if (!cx.js)
        return undefined;
    const own = decls
        .map((d) => (ts.isFunctionDeclaration(d) || ts.isClassDeclaration(d) || ts.isVariableDeclaration(d)) &&
        d.name &&
        ts.isIdentifier(d.name)
        ? d.name.text
        : undefined)
        .find((n) => n !== undefined);
    const props = own === undefined ? undefined : cx.expandos.get(own);
    if (!props)
        return undefined;
    const prefix = qualifier(name, own);
    const out = new Map();
    for (const [prop, statements] of props) {
        // The reading depends on these statements' text too (reuse.ts).
        for (const st of statements)
            cx.readAlso.add(st);
        const last = statements[statements.length - 1];
        const value = last.expression.right;
        out.set(prop, buildSymbol(cx, `${prefix}.${prop}`, [value]).symbol);
    }
    return out;
}
/**
 * JS: the properties of the object literal a name is bound to (`export const api = { get() {} }`,
 * `export default { … }`), each a symbol named `api.get`. Their names are the literal's text, where
 * TypeScript's reading of a .js value is a guess (a warning by rule), so a property removed is
 * known. Only a literal that names every property: a spread or a computed name may supply any.
 */
function objectSymbols(cx, name, primary) {
    const ts = cx.ts;
    if (!cx.js)
        return undefined;
    const init = ts.isVariableDeclaration(primary)
        ? primary.initializer
        : ts.isExpression(primary)
            ? primary
            : undefined;
    const object = init && cx.bare(init);
    if (!object || !ts.isObjectLiteralExpression(object))
        return undefined;
    const props = new Map();
    for (const p of object.properties) {
        const prop = p.name && !ts.isComputedPropertyName(p.name) ? cx.nameOf(p.name) : undefined;
        if (prop === undefined || ts.isSpreadAssignment(p))
            return undefined;
        const value = ts.isPropertyAssignment(p)
            ? cx.bare(p.initializer)
            : ts.isShorthandPropertyAssignment(p)
                ? p.name
                : undefined;
        let decls = [value ?? p];
        // `{ add }`, `{ s: translate }`: the local named, whose text the reading then depends on too
        // (reuse.ts).
        const local = value && ts.isIdentifier(value) ? cx.locals.get(value.text) : undefined;
        if (local) {
            decls = local;
            for (const d of local)
                cx.readAlso.add(d);
        }
        // A getter and a setter of one name are one property; a later duplicate replaces the first.
        const accessor = ts.isGetAccessor(p) || ts.isSetAccessor(p);
        props.set(prop, accessor ? [...(props.get(prop) ?? []), ...decls] : decls);
    }
    const out = new Map();
    for (const [prop, decls] of props)
        out.set(prop, buildSymbol(cx, `${name}.${prop}`, decls).symbol);
    return out;
}
function mergedMaps(a, b) {
    return a && b ? new Map([...a, ...b]) : (a ?? b);
}
/**
 * What a namespace's members are named under: the export's name, or for `export =` and `export
 * default` the declaration's own (`knex.Config`).
 */
function qualifier(name, own) {
    return (name === 'export=' || name === 'default') && own !== undefined ? own : name;
}
/** The namespaces whose exports are being read (see namespaceSymbols). */
const reading = new Set();
/** The name a declaration statement binds (undefined for a variable statement or an export list). */
function declaredName(cx, st) {
    return cx.nameOf(st.name);
}
/**
 * The file's own declarations an alias names through a namespace import of the file itself
 * (openai 4.50: `import * as MessagesAPI from "./messages.js"` in `messages.d.ts`, and in a
 * namespace `export import MessagesPage = MessagesAPI.MessagesPage`).
 */
function selfAliased(cx, st) {
    const ts = cx.ts;
    if (!ts.isImportEqualsDeclaration(st) || !ts.isQualifiedName(st.moduleReference))
        return undefined;
    const ref = st.moduleReference;
    if (!ts.isIdentifier(ref.left))
        return undefined;
    const source = cx.importSources.get(ref.left.text);
    const file = `./${external_node_path_.posix.basename(cx.sf.fileName)}`;
    if (source === undefined || !/^'[^']*'$/.test(source))
        return undefined;
    if ((0,module_specifiers/* moduleOf */.cD)(source.slice(1, -1)) !== (0,module_specifiers/* moduleOf */.cD)(file))
        return undefined;
    const own = cx.locals.get(ref.right.text);
    return own && own.length > 0 ? own : undefined;
}
/** Specifiers of `export type { … }` lists (a `.ts` file's nodes have no parent to ask). */
const typeOnlyLists = new WeakSet();
/**
 * An alias of an imported declaration, by where it comes from (`'./core'.RequestOptions`):
 * `export import X = Core.X` (`Core` imported), or a namespace's `export { type X }` of an imported
 * `X` (openai 4.70, namespaces as its code generator writes them).
 */
function importAlias(cx, d) {
    const ts = cx.ts;
    if (ts.isImportEqualsDeclaration(d) && !ts.isExternalModuleReference(d.moduleReference)) {
        const source = importedEntity(cx, d.moduleReference);
        return source === undefined ? undefined : { source, typeOnly: d.isTypeOnly };
    }
    if (!ts.isExportSpecifier(d))
        return undefined;
    const source = cx.importSources.get((d.propertyName ?? d.name).getText(cx.sf));
    return source === undefined
        ? undefined
        : { source, typeOnly: d.isTypeOnly || typeOnlyLists.has(d) };
}
/** An entity name whose first part is imported, as where it comes from (`'./core'.X`). */
function importedEntity(cx, name) {
    const [first, ...rest] = (0,context/* entityNames */.ci)(cx.ts, name);
    const source = cx.importSources.get(first);
    return source === undefined ? undefined : [source, ...rest].join('.');
}
/** A namespace's export as a member of it: its name and line. */
function namespaceMember(s) {
    return {
        name: s.name.slice(s.name.lastIndexOf('.') + 1),
        form: 'property',
        line: s.line,
        visibility: 'public',
        static: true,
        abstract: false,
        readonly: false,
        optional: false,
        signatures: [],
        decorators: [],
    };
}
/**
 * Which of a module's or namespace's `statements` it exports. An ambient one (a declaration module,
 * a `declare namespace`) without `export {…}`, `export =` or `export default` exports each of its
 * declarations, written `export` or not: TypeScript's "export context" (imports and `declare
 * global` excepted).
 */
function exportedIn(cx, statements, ambient) {
    const ts = cx.ts;
    const all = ambient && !statements.some((st) => ts.isExportDeclaration(st) || ts.isExportAssignment(st));
    return (st) => cx.hasModifier(st, ts.SyntaxKind.ExportKeyword) ||
        (all && !ts.isImportEqualsDeclaration(st) && !isGlobalAugmentation(ts, st));
}
/** `declare global { … }`: additions to the global scope, not a namespace the module exports. */
function isGlobalAugmentation(ts, st) {
    return ts.isModuleDeclaration(st) && (st.flags & ts.NodeFlags.GlobalAugmentation) !== 0;
}

;// CONCATENATED MODULE: ./src/signature/ts/surface.ts




/**
 * The public surface of one TS/JS module, read from syntax: `export` declarations, export lists,
 * `export default` / `export =`, re-exports (kept as a table even when their targets are not in
 * the program) and CommonJS `module.exports` / `exports.x` assignments. An export that `reuse` (the
 * base version's symbols) holds with identical declarations is taken from there, not read again.
 */
function tsSurface(cx, reuse) {
    const ts = cx.ts;
    const locals = cx.locals;
    const imports = new Map();
    const exported = new Map();
    const reexports = new Map();
    const addLocal = (name, node) => locals.set(name, [...(locals.get(name) ?? []), node]);
    const addExport = (name, node, typeOnly = false) => {
        const prev = exported.get(name);
        if (prev)
            prev.decls.push(node);
        else
            exported.set(name, { decls: [node], typeOnly });
    };
    const addReexport = (name, b, node, typeOnly = false) => {
        const key = name === '*' ? `* from ${b.from}` : name;
        reexports.set(key, { name, ...b, ...(typeOnly ? { typeOnly } : {}), line: cx.line(node) });
    };
    const pendingLists = [];
    // `import NonEmptyArray = NEA.NonEmptyArray`: a name for what an import names.
    const aliases = [];
    const pendingDefaults = [];
    // Read once every local is known: TypeScript's CommonJS output assigns `exports.f = f` above
    // the hoisted `function f`.
    const pendingCommonJs = [];
    // A declaration file exports what it declares: a module its declarations, a script (no import
    // or export) the globals it declares.
    const isExportedHere = exportedIn(cx, cx.sf.statements, cx.sf.isDeclarationFile);
    for (const st of cx.sf.statements) {
        const isExported = isExportedHere(st);
        const isDefault = cx.hasModifier(st, ts.SyntaxKind.DefaultKeyword);
        if (ts.isVariableStatement(st)) {
            if (cx.js)
                pendingCommonJs.push(st);
            for (const d of st.declarationList.declarations) {
                cx.variableStatements.set(d, st);
                const names = bindingNames(ts, d.name);
                for (const name of names) {
                    addLocal(name, d);
                    if (isExported)
                        addExport(name, d);
                }
            }
        }
        else if (ts.isFunctionDeclaration(st) ||
            ts.isClassDeclaration(st) ||
            ts.isInterfaceDeclaration(st) ||
            ts.isTypeAliasDeclaration(st) ||
            ts.isEnumDeclaration(st) ||
            (ts.isModuleDeclaration(st) && ts.isIdentifier(st.name))) {
            const name = st.name && ts.isIdentifier(st.name) ? st.name.text : undefined;
            if (name)
                addLocal(name, st);
            if (isExported)
                addExport(isDefault ? 'default' : (name ?? 'default'), st);
        }
        else if (ts.isModuleDeclaration(st) &&
            ts.isStringLiteral(st.name) &&
            st.body &&
            !st.name.text.startsWith('.')) {
            // `declare module "cluster" { … }`: the API of module `cluster` (or an augmentation of it).
            // An augmentation of a module of this package (`declare module "."`) adds to declarations
            // that file reads, and may move into them.
            addExport(st.name.text, st);
        }
        else if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
            collectImports(cx, st, imports);
        }
        else if (ts.isImportEqualsDeclaration(st)) {
            const ref = st.moduleReference;
            if (ts.isExternalModuleReference(ref) && ts.isStringLiteral(ref.expression)) {
                imports.set(st.name.text, { from: ref.expression.text, imported: 'export=' });
            }
            else if (!ts.isExternalModuleReference(ref))
                aliases.push([st.name.text, ref]);
            if (isExported)
                addExport(st.name.text, st);
        }
        else if (ts.isExportDeclaration(st)) {
            pendingLists.push(st);
        }
        else if (ts.isExportAssignment(st)) {
            pendingDefaults.push(st);
        }
        else if (cx.js && ts.isExpressionStatement(st)) {
            pendingCommonJs.push(st);
            collectExpando(cx, st);
        }
    }
    for (const name of imports.keys())
        if (!locals.has(name))
            cx.importedOnly.add(name);
    for (const [name, b] of imports) {
        if (locals.has(name))
            continue;
        cx.importSources.set(name, b.imported === '*' || b.imported === 'export=' ? `'${b.from}'` : `'${b.from}'.${b.imported}`);
    }
    for (const [name, ref] of aliases) {
        const [first, ...rest] = (0,context/* entityNames */.ci)(ts, ref);
        const source = cx.importSources.get(first);
        if (source === undefined || locals.has(name))
            continue;
        cx.importSources.set(name, [source, ...rest].join('.'));
        cx.importedOnly.add(name);
    }
    // Locals bound to `require("...")` (`var m_1 = require("./m")`): imports too.
    const requires = new Map();
    for (const [name, decls] of locals) {
        const d = decls[0];
        const from = d && ts.isVariableDeclaration(d) && d.initializer
            ? requireTarget(cx, cx.bare(d.initializer))
            : undefined;
        if (from === undefined)
            continue;
        requires.set(name, from);
        cx.importSources.set(name, `'${from}'`);
    }
    for (const st of pendingLists) {
        const from = st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)
            ? st.moduleSpecifier.text
            : undefined;
        const clause = st.exportClause;
        if (from !== undefined && !clause)
            addReexport('*', { from, imported: '*' }, st, st.isTypeOnly);
        else if (from !== undefined && clause && ts.isNamespaceExport(clause))
            addReexport(clause.name.text, { from, imported: '*' }, st, st.isTypeOnly);
        else if (clause && ts.isNamedExports(clause)) {
            for (const spec of clause.elements) {
                const name = moduleExportName(cx, spec.name);
                const local = moduleExportName(cx, spec.propertyName ?? spec.name);
                const typeOnly = st.isTypeOnly || spec.isTypeOnly;
                if (from !== undefined) {
                    addReexport(name, { from, imported: local }, spec, typeOnly);
                }
                else if (imports.has(local)) {
                    addReexport(name, imports.get(local), spec, typeOnly);
                }
                else {
                    for (const d of locals.get(local) ?? [spec])
                        addExport(name, d, typeOnly);
                }
            }
        }
    }
    const placeholders = new Map();
    const sink = { locals, imports, requires, addExport, addReexport, placeholders };
    for (const st of pendingCommonJs) {
        if (ts.isExpressionStatement(st))
            commonJs(cx, st.expression, sink);
        else
            for (const d of st.declarationList.declarations)
                if (d.initializer)
                    commonJs(cx, cx.bare(d.initializer), sink, d);
    }
    for (const [name, node] of placeholders)
        if (!exported.has(name) && !reexports.has(name))
            addExport(name, node);
    for (const st of pendingDefaults) {
        exportExpression(cx, st.isExportEquals ? 'export=' : 'default', st.expression, sink);
    }
    for (const e of exported.values())
        e.decls = aliased(cx, e.decls, locals);
    const symbols = new Map();
    const sources = new Map();
    for (const [name, e] of exported) {
        const spans = (0,ts_reuse/* declarationSpans */.Mv)(cx, e.decls);
        const reused = (0,ts_reuse/* reuseSymbol */.TQ)(cx, reuse?.get(name), e.typeOnly, e.decls, spans);
        if (reused) {
            symbols.set(name, reused);
            continue;
        }
        cx.readAlso.clear();
        const { symbol, primary } = buildSymbol(cx, name, e.decls, e.typeOnly);
        symbols.set(name, symbol);
        // What else the reading took in is part of what it was read from (so it is reused only
        // where all of that is repeated too).
        const read = [...spans, ...(0,ts_reuse/* declarationSpans */.Mv)(cx, [...cx.readAlso])];
        sources.set(name, (0,ts_reuse/* sourceOf */.vz)(cx, e.typeOnly, read, primary, symbol));
    }
    const comments = tsComments(cx);
    const read = new Map();
    const local = (name) => {
        if (!read.has(name)) {
            const decls = (locals.get(name) ?? []).filter((d) => ts.isClassDeclaration(d) || ts.isInterfaceDeclaration(d));
            read.set(name, decls.length > 0 ? buildSymbol(cx, name, decls).symbol : undefined);
        }
        return read.get(name);
    };
    return {
        surface: {
            language: 'ts',
            symbols,
            reexports,
            hidden: new Map(),
            local,
            comments,
            ...(cx.sf.isDeclarationFile && !ts.isExternalModule(cx.sf) ? { global: true } : {}),
        },
        sources,
    };
}
/** `ky.post = …` at the top level of a JS file: a property of `ky` (see `TsContext.expandos`). */
function collectExpando(cx, st) {
    const ts = cx.ts;
    const e = st.expression;
    if (!ts.isBinaryExpression(e) || e.operatorToken.kind !== ts.SyntaxKind.EqualsToken)
        return;
    const left = e.left;
    if (!ts.isPropertyAccessExpression(left) || !ts.isIdentifier(left.expression))
        return;
    const owner = left.expression.text;
    if (owner === 'exports' || owner === 'module')
        return;
    const props = cx.expandos.get(owner) ?? new Map();
    props.set(left.name.text, [...(props.get(left.name.text) ?? []), st]);
    cx.expandos.set(owner, props);
}
/**
 * An exported `const a = b` (no type of its own) whose `b` is declared here is `b` under another
 * name, as bundlers write it (`const createStore = createStore$1`): read as `b`'s declarations.
 */
function aliased(cx, decls, locals) {
    const ts = cx.ts;
    const seen = new Set();
    let at = decls;
    for (;;) {
        const d = at.length === 1 ? at[0] : undefined;
        if (!d || seen.has(d) || !ts.isVariableDeclaration(d) || d.type || !d.initializer)
            return at;
        const init = cx.bare(d.initializer);
        const target = ts.isIdentifier(init) ? locals.get(init.text) : undefined;
        // (Nodes of a .ts file have no parent pointers: the statement is looked up.)
        const statement = cx.variableStatements.get(d);
        if (!target || !statement || !(statement.declarationList.flags & ts.NodeFlags.Const))
            return at;
        seen.add(d);
        at = target;
    }
}
/** The names a declaration binds: `a`, or every name of a `{ a, b: [c] }` pattern. */
function bindingNames(ts, name) {
    if (ts.isIdentifier(name))
        return [name.text];
    return name.elements.flatMap((e) => (ts.isBindingElement(e) ? bindingNames(ts, e.name) : []));
}
function moduleExportName(cx, n) {
    return cx.ts.isIdentifier(n) ? n.text : n.text;
}
function collectImports(cx, st, imports) {
    const ts = cx.ts;
    const from = st.moduleSpecifier.text;
    const clause = st.importClause;
    if (!clause)
        return;
    if (clause.name)
        imports.set(clause.name.text, { from, imported: 'default' });
    const named = clause.namedBindings;
    if (named && ts.isNamespaceImport(named))
        imports.set(named.name.text, { from, imported: '*' });
    else if (named) {
        for (const el of named.elements) {
            imports.set(el.name.text, {
                from,
                imported: moduleExportName(cx, el.propertyName ?? el.name),
            });
        }
    }
}
/** `export default X`, `export = X`, `module.exports = X`, `exports.a = X`: what X is. */
function exportExpression(cx, name, expr, sink) {
    const ts = cx.ts;
    const e = cx.bare(expr);
    if (ts.isIdentifier(e) && sink.locals.has(e.text)) {
        for (const d of sink.locals.get(e.text))
            sink.addExport(name, d);
        return;
    }
    if (ts.isIdentifier(e) && sink.imports.has(e.text)) {
        sink.addReexport(name, sink.imports.get(e.text), expr);
        return;
    }
    const required = requireTarget(cx, e);
    // `require("./m").X`, or `m_1.X` where `var m_1 = require("./m")`.
    const accessed = ts.isPropertyAccessExpression(e)
        ? (requireTarget(cx, e.expression) ??
            (ts.isIdentifier(e.expression) ? sink.requires.get(e.expression.text) : undefined))
        : undefined;
    if (required !== undefined)
        sink.addReexport(name, { from: required, imported: 'export=' }, expr);
    else if (accessed !== undefined && ts.isPropertyAccessExpression(e))
        sink.addReexport(name, { from: accessed, imported: e.name.text }, expr);
    else
        sink.addExport(name, e);
}
/**
 * TypeScript's CommonJS helpers: `__exportStar(require("./m"), exports)` (`export * from`), and
 * `Object.defineProperty(exports, "X", { get: function () { return m_1.X; } })` (`export { X }
 * from`, or a re-exported binding).
 */
function commonJsCall(cx, e, sink, isExports) {
    const ts = cx.ts;
    const callee = e.expression.getText(cx.sf);
    const [first, second, third] = e.arguments;
    if (/^(?:[\w$]+\.)?__(?:exportStar|export)$/.test(callee) && first) {
        const from = requireTarget(cx, cx.bare(first));
        if (from !== undefined)
            sink.addReexport('*', { from, imported: '*' }, e);
        return;
    }
    if (callee !== 'Object.defineProperty' || !first || !isExports(first))
        return;
    if (!second || !ts.isStringLiteral(second) || !third || !ts.isObjectLiteralExpression(third))
        return;
    for (const p of third.properties) {
        if (!p.name || cx.nameOf(p.name) !== 'get')
            continue;
        const fn = ts.isPropertyAssignment(p) ? cx.bare(p.initializer) : p;
        const body = ts.isFunctionLike(fn)
            ? fn.body
            : undefined;
        const returned = body && ts.isBlock(body)
            ? body.statements.find(ts.isReturnStatement)?.expression
            : body;
        if (returned)
            exportExpression(cx, second.text, returned, sink);
    }
}
function requireTarget(cx, e) {
    const ts = cx.ts;
    if (ts.isCallExpression(e) &&
        ts.isIdentifier(e.expression) &&
        e.expression.text === 'require' &&
        e.arguments.length === 1 &&
        ts.isStringLiteral(e.arguments[0])) {
        return e.arguments[0].text;
    }
    return undefined;
}
/**
 * CommonJS: `module.exports = {...}`, `module.exports = X`, `module.exports.a = X`, `exports.a = X`.
 * A chain exports each name it assigns (`exports.b = exports.a = void 0`, TypeScript's
 * placeholders); `const a = exports.a = 1` exports `a` as that declaration.
 */
function commonJs(cx, e, sink, declaration) {
    const ts = cx.ts;
    const isAssignment = (n) => ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken;
    const isModuleExports = (n) => ts.isPropertyAccessExpression(n) &&
        ts.isIdentifier(n.expression) &&
        n.expression.text === 'module' &&
        n.name.text === 'exports';
    const isExports = (n) => (ts.isIdentifier(n) && n.text === 'exports') || isModuleExports(n);
    if (ts.isCallExpression(e)) {
        commonJsCall(cx, e, sink, isExports);
        return;
    }
    if (!isAssignment(e))
        return;
    if (isModuleExports(e.left)) {
        const value = cx.bare(e.right);
        if (!ts.isObjectLiteralExpression(value)) {
            exportExpression(cx, 'export=', value, sink);
            return;
        }
        for (const p of value.properties) {
            const name = p.name && cx.nameOf(p.name);
            if (!name)
                continue;
            if (ts.isShorthandPropertyAssignment(p))
                exportExpression(cx, name, p.name, sink);
            else if (ts.isPropertyAssignment(p))
                exportExpression(cx, name, p.initializer, sink);
            else if (ts.isMethodDeclaration(p))
                sink.addExport(name, p);
        }
        return;
    }
    const names = [];
    let value = e;
    while (isAssignment(value) &&
        ts.isPropertyAccessExpression(value.left) &&
        isExports(value.left.expression)) {
        names.push(value.left.name.text);
        value = value.right;
    }
    for (const name of names) {
        if (declaration)
            sink.addExport(name, declaration);
        else if (ts.isVoidExpression(value) && sink.placeholders)
            sink.placeholders.set(name, value);
        else
            exportExpression(cx, name, value, sink);
    }
}


/***/ })

};
;