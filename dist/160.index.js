"use strict";
exports.id = 160;
exports.ids = [160,610];
exports.modules = {

/***/ 93160:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   answerSourceQuestions: () => (/* binding */ answerSourceQuestions)
/* harmony export */ });
/* harmony import */ var _compare_symbols__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77272);
/* harmony import */ var _compare_reporter__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5);
/* harmony import */ var _py_oracle__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75610);
/* harmony import */ var _ts_context__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(32997);
/* harmony import */ var _ts_oracle__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(29057);
/* harmony import */ var _ts_reuse__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(96482);






/**
 * Answers each question in place: the finding becomes the drift between the two declarations, or
 * (none) info that they are the same, or is dropped; unanswered, it stays as it is unless the
 * question says to drop it.
 */
async function answerSourceQuestions(asked, results, set) {
    const oracles = new Map();
    // An entry and its twins (`index.d.ts`, `types.d.ts`, `.d.cts`) re-export one declaration:
    // compared once, its questions answered once.
    const drifts = new Map();
    for (const { list, finding, question } of asked) {
        const file = finding.file.replace(/\\/g, '/');
        const [base, head] = await Promise.all([set.reader(file, 'base'), set.reader(file, 'head')]);
        const namespace = question.base.imported === '*' || question.head.imported === '*';
        const [b, h] = namespace
            ? []
            : await Promise.all([
                declarationOf(base, file, question.base),
                declarationOf(head, file, question.head),
            ]);
        let oracle;
        // A declaration another module augments (`declare module './a' { interface X { … } }`) is
        // more than the module that declares it says: not compared.
        const augmented = b && (await base.augmented?.(b.path, b.symbol));
        if (b && h && !augmented) {
            const key = `${b.path}\0${h.path}`;
            if (!oracles.has(key))
                oracles.set(key, relating(base.language, b, h));
            oracle = await oracles.get(key);
        }
        const findings = results[list];
        const at = findings.indexOf(finding);
        if (!oracle) {
            if (question.dropUnanswered)
                findings.splice(at, 1);
            continue;
        }
        // One declaration on both sides: the pair of the module that declares it compares it.
        const one = b.path === h.path && b.symbol.name === h.symbol.name;
        const key = [question.name, b.path, b.symbol.name, h.path, h.symbol.name].join('\0');
        if (!one && !drifts.has(key))
            drifts.set(key, answered(compared(question.name, b, h, base.language, oracle), set));
        const drift = one ? [] : (await drifts.get(key)).map((f) => ({ ...f }));
        relocate(drift, finding, b.path, h.path);
        if (drift.length > 0 || question.retargeted === undefined)
            findings.splice(at, 1, ...drift);
        else {
            finding.message = one
                ? `${question.retargeted}: both name the declaration in \`${h.path}\`, compared there`
                : `${question.retargeted}, which declares it as the base's source did`;
            finding.severity = 'info';
        }
    }
}
/**
 * The declaration a re-export names. A Python name that `__all__` lists and star imports bind
 * (`from ._api import *`, `from ._client import *`: from `'._api, ._client'`) is the last such
 * module's that binds it, as the last import rebinds it.
 */
async function declarationOf(reader, file, reexport) {
    const modules = reader.language === 'py' ? reexport.from.split(', ').reverse() : [reexport.from];
    for (const from of modules) {
        const found = await reader.declaration(file, from, reexport.imported);
        if (found)
            return found;
    }
    return undefined;
}
/** What relates the two declarations' types: TS, a program of their two files. */
async function relating(language, b, h) {
    if (language === 'py')
        return _py_oracle__WEBPACK_IMPORTED_MODULE_2__.pyOracle;
    const [bf, hf] = [b.sf, h.sf];
    return bf && hf ? new _ts_oracle__WEBPACK_IMPORTED_MODULE_3__/* .TsTypeOracle */ .q(await (0,_ts_context__WEBPACK_IMPORTED_MODULE_4__/* .loadTsMorph */ .g0)(), [bf, hf]) : undefined;
}
/** Findings with the questions they ask answered. */
async function answered(drift, set) {
    if (drift.length > 0)
        await set.answerTheirs([drift]);
    return drift;
}
/**
 * The two declarations compared as the export `name`, said of the module that declares the head's
 * (whose imports name what the findings ask about). Two readings of the same declarations (a
 * bundle chunk renamed, not changed) are read alike: no drift.
 */
function compared(name, b, h, language, oracle) {
    const [bs, hs] = [b.source, h.source];
    if (bs && hs && (0,_ts_reuse__WEBPACK_IMPORTED_MODULE_5__/* .sameDeclarations */ .i5)(bs, hs))
        return [];
    const r = new _compare_reporter__WEBPACK_IMPORTED_MODULE_1__/* .Reporter */ .a8(h.path, language, oracle);
    r.base = b.surface;
    r.head = h.surface;
    const js = /\.[cm]?jsx?$/.test(h.path);
    (0,_compare_symbols__WEBPACK_IMPORTED_MODULE_0__/* .compareSymbol */ ._c)(r, { ...b.symbol, name }, { ...h.symbol, name }, js);
    return r.findings;
}
/** Findings said of the re-export's file and lines instead, naming where it is declared. */
function relocate(drift, reexport, basePath, headPath) {
    const where = basePath === headPath ? `\`${headPath}\`` : `\`${headPath}\`, was \`${basePath}\``;
    for (const f of drift) {
        f.file = reexport.file;
        f.message += ` (re-exported; declared in ${where})`;
        if (reexport.line === undefined)
            delete f.line;
        else
            f.line = reexport.line;
        if (reexport.oldLine === undefined)
            delete f.oldLine;
        else
            f.oldLine = reexport.oldLine;
    }
}


/***/ }),

/***/ 75610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pyOracle: () => (/* binding */ pyOracle)
});

// EXTERNAL MODULE: ./src/signature/type-text.ts
var type_text = __webpack_require__(76174);
;// CONCATENATED MODULE: ./src/signature/py/type-canon.ts
/**
 * One spelling of a Python annotation's unions, for comparison only: `Optional[X]`, `Union[A, B]`
 * and `A | B` as one union (members sorted, repeats dropped) at any depth, where the reader
 * (functions.ts `modern`) spells only the names. attrs 22.2 → 25.3 respelled its stubs so:
 * `_ValidatorType[Optional[_T]]` → `_ValidatorType[_T | None]`, each a "relation unknown" warning.
 * A generic given `Any` for every parameter is the bare generic, as type checkers read it.
 */

/** The annotation in canonical form; what it cannot read (a string, a call) keeps its text. */
function pyCanonical(text) {
    const members = (0,type_text/* unionMembers */.VT)(text);
    if (members.length > 1)
        return [...new Set(members.map(pyCanonical))].sort().join(' | ');
    const t = members[0] ?? text.trim();
    // `[A, B]` (a `Callable`'s parameters): each element.
    if (t.startsWith('[') && t.endsWith(']'))
        return `[${canonicalList(t.slice(1, -1))}]`;
    const subscript = /^([\w.]+)\[(.*)\]$/s.exec(t);
    if (!subscript)
        return t;
    // A generic given only `Any` is the generic unparameterized (`IO[Any]` is `IO`).
    const args = canonicalList(subscript[2]);
    return /^Any(, Any)*$/.test(args) ? subscript[1] : `${subscript[1]}[${args}]`;
}
function canonicalList(text) {
    return (0,type_text/* splitTopLevel */.EN)(text, ',').map(pyCanonical).join(', ');
}

;// CONCATENATED MODULE: ./src/signature/py/oracle.ts


/** `object`, and typeshed's alias of it for a value never used. */
const OBJECT = /^(builtins\.)?object$|^(_typeshed\.)?Unused$/;
/** A type every value has: `Any` (any spelling, or a union with it) or `object` (or a union with it). */
function isTop(text) {
    return (0,type_text/* isDynamicType */.s0)('py', text) || (0,type_text/* unionMembers */.VT)(text).some((m) => OBJECT.test(m));
}
/** Spellings of `Any` (typeshed's `Incomplete` and `MaybeNone` are aliases of it), at any depth. */
const ANY_SPELLING = /(?<![\w.])(?:(?:typing|typing_extensions)\.Any|(?:_typeshed\.)?(?:Incomplete|MaybeNone))(?![\w.])/g;
function plainAny(text) {
    return text.replace(ANY_SPELLING, 'Any');
}
/** Python has no checker here: union members decide, `Any`/`object` accept everything, else unknown. */
const pyOracle = {
    relate(base, head) {
        if (base.text === head.text)
            return 'equal';
        // Compared in one spelling: `Incomplete` is `Any`, `Optional[X]` is `X | None`, at any depth.
        const [b, h] = [base, head].map((r) => pyCanonical(plainAny(r.text)));
        if (b === h)
            return 'equal';
        // typeshed's "Any trick" (`sys.stdout: TextIO | MaybeNone`): `Any` beside the old members
        // takes every value and gives what every use accepts, so no use of the old type breaks;
        // taking it away leaves less to assign.
        if (withAnyBeside(h, b))
            return 'equal';
        if (withAnyBeside(b, h))
            return 'narrower';
        // `Any` and `object` both take every value (gradual typing holds them consistent).
        const [topBase, topHead] = [isTop(b), isTop(h)];
        if (topBase && topHead)
            return 'equal';
        if (topBase)
            return 'narrower';
        if (topHead)
            return 'wider';
        return (anyStrRelation(b, h) ??
            (0,type_text/* textRelation */.og)(b, h) ??
            abcRelation(b, h) ??
            noneRelation(b, h) ??
            builtinRelation(b, h) ??
            disjointUnions(b, h) ??
            'unknown');
    },
    display: (ref) => ref.text,
};
/** Whether `withAny` is `plain`'s members and `Any` (in any spelling), in any order. */
function withAnyBeside(withAny, plain) {
    const members = (0,type_text/* unionMembers */.VT)(plainAny(withAny));
    const rest = members.filter((m) => m !== 'Any');
    if (rest.length === members.length || rest.length === 0)
        return false;
    const old = new Set((0,type_text/* unionMembers */.VT)(plainAny(plain)));
    return rest.length === old.size && rest.every((m) => old.has(m));
}
/** PEP 484's numeric tower: where a `float` is expected an `int` is accepted, and so on. */
const NUMERIC = ['bool', 'int', 'float', 'complex'];
/** Builtin classes no two of which share a value, but for the numeric tower. */
const DISJOINT = new Set([...NUMERIC, 'str', 'bytes', 'list', 'dict', 'set', 'frozenset', 'tuple']);
/** Builtin classes whose values are never `None` (no protocol: `None` is `Hashable`). */
const NEVER_NONE = new Set([...DISJOINT, 'bytearray', 'memoryview', 'type']);
/** The builtin name a type is of, with or without arguments (`list[str]` → `list`). */
function origin(text) {
    return /^(?:builtins\.)?(\w+)(?:\[.*\])?$/s.exec(text)?.[1];
}
/** `None` and a builtin class: no value is both (`bytes: bool | None` → `bool` drops `None`). */
function noneRelation(base, head) {
    const never = (t) => (0,type_text/* unionMembers */.VT)(t).every((m) => NEVER_NONE.has(origin(m) ?? ''));
    return (base === 'None' && never(head)) || (head === 'None' && never(base))
        ? 'unrelated'
        : undefined;
}
/**
 * Two different builtin classes (`int` → `str`, `list[str]` → `dict[str, str]`): unrelated, but
 * along the numeric tower (`int` → `float` widens). Undefined for any other pair.
 */
function builtinRelation(base, head) {
    const [b, h] = [origin(base), origin(head)];
    if (!b || !h || b === h || !DISJOINT.has(b) || !DISJOINT.has(h))
        return undefined;
    const [nb, nh] = [NUMERIC.indexOf(b), NUMERIC.indexOf(h)];
    if (nb !== -1 && nh !== -1)
        return nb < nh ? 'wider' : 'narrower';
    return 'unrelated';
}
/**
 * The abstract collections each collection type is registered with, keeping its type arguments
 * (`list[T]` is a `Sequence[T]`; a `Mapping[K, V]` is a `Collection[K]`, another argument list,
 * so not listed).
 */
const ABC_BASES = {
    dict: ['MutableMapping', 'Mapping'],
    MutableMapping: ['Mapping'],
    list: ['MutableSequence', 'Sequence', 'Reversible', 'Collection', 'Iterable', 'Container'],
    MutableSequence: ['Sequence', 'Reversible', 'Collection', 'Iterable', 'Container'],
    Sequence: ['Reversible', 'Collection', 'Iterable', 'Container'],
    tuple: ['Sequence', 'Reversible', 'Collection', 'Iterable', 'Container'],
    set: ['MutableSet', 'AbstractSet', 'Collection', 'Iterable', 'Container'],
    frozenset: ['AbstractSet', 'Collection', 'Iterable', 'Container'],
    MutableSet: ['AbstractSet', 'Collection', 'Iterable', 'Container'],
    AbstractSet: ['Collection', 'Iterable', 'Container'],
    Collection: ['Iterable', 'Container'],
    Iterator: ['Iterable'],
};
/** A collection type's name and arguments (`collections.abc.Set[int]` → `AbstractSet`, `int`). */
function collection(text) {
    const m = /^(?:collections\.abc\.|typing\.)?(\w+)(?:\[(.*)\])?$/s.exec(text);
    if (!m)
        return undefined;
    const name = text.startsWith('collections.abc.Set') ? 'AbstractSet' : m[1];
    // `tuple[T, ...]` is a sequence of `T`.
    const args = name === 'tuple' ? /^(.*), \.\.\.$/s.exec(m[2] ?? '')?.[1] : m[2];
    return args === undefined ? undefined : { name, args };
}
/**
 * Two types whose union members each match one of the other's, alike or as a collection and an
 * abstract collection it is registered with, of the same arguments (`dict[str, Any]` →
 * `MutableMapping[str, Any]` widens; click 8.1.3 → 8.1.8's options). Undefined otherwise.
 */
function abcRelation(base, head) {
    const within = (narrow, wide) => {
        if (narrow === wide)
            return true;
        const [n, w] = [collection(narrow), collection(wide)];
        return !!n && !!w && n.args === w.args && (ABC_BASES[n.name]?.includes(w.name) ?? false);
    };
    const [b, h] = [(0,type_text/* unionMembers */.VT)(base), (0,type_text/* unionMembers */.VT)(head)];
    const covered = (from, to) => from.every((x) => to.some((y) => within(x, y)));
    const [wider, narrower] = [covered(b, h), covered(h, b)];
    return wider && narrower ? 'equal' : wider ? 'wider' : narrower ? 'narrower' : undefined;
}
/** Two unions no member of which shares a value with a member of the other (`int` → `str | None`). */
function disjointUnions(base, head) {
    const [b, h] = [(0,type_text/* unionMembers */.VT)(base), (0,type_text/* unionMembers */.VT)(head)];
    if (b.length < 2 && h.length < 2)
        return undefined;
    const apart = (x, y) => noneRelation(x, y) === 'unrelated' || builtinRelation(x, y) === 'unrelated';
    return b.every((x) => h.every((y) => apart(x, y))) ? 'unrelated' : undefined;
}
/**
 * `typing.AnyStr`, the TypeVar constrained to `str` and `bytes`: it takes either (not a value
 * typed `str | bytes`, which binds neither), and a parameter typed either takes part of it.
 */
function anyStrRelation(base, head) {
    if ((0,type_text/* isAnyStr */.Yz)(head) && (0,type_text/* isStrOrBytes */.M9)(base))
        return 'wider';
    if ((0,type_text/* isAnyStr */.Yz)(base) && (0,type_text/* isStrOrBytes */.M9)(head))
        return 'narrower';
    return undefined;
}


/***/ })

};
;