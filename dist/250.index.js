"use strict";
exports.id = 250;
exports.ids = [250,610];
exports.modules = {

/***/ 84250:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PyModules: () => (/* binding */ PyModules)
/* harmony export */ });
/* harmony import */ var _index__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47671);
/* harmony import */ var _compare_members__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83185);
/* harmony import */ var _compare_python_modules__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(61470);
/* harmony import */ var _model__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(68723);
/* harmony import */ var _type_text__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76174);
/* harmony import */ var _py_oracle__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75610);
/* harmony import */ var _py_pair__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77508);
/**
 * The Python modules of a set (head versions, or base versions, outline-parsed when first asked
 * for), for across-modules.ts: the class a base names, and the declaration a re-export names,
 * followed through imports and re-exports.
 */







const MODULE_ENDINGS = ['.pyi', '.py', '/__init__.pyi', '/__init__.py'];
class PyModules {
    texts;
    maxLookups;
    language = 'py';
    oracle = _py_oracle__WEBPACK_IMPORTED_MODULE_3__.pyOracle;
    surfaces = new Map();
    /**
     * `texts`: the Python modules by path, of the head version (or the base's); a lookup follows at
     * most `maxLookups` names.
     */
    constructor(texts, maxLookups) {
        this.texts = texts;
        this.maxLookups = maxLookups;
    }
    bases(cls) {
        return cls.heritage.flatMap((entry, i) => (0,_compare_members__WEBPACK_IMPORTED_MODULE_1__/* .isPythonBase */ .YQ)(entry) ? [cls.heritageNames?.[i] ?? entry] : []);
    }
    /** `member` in the terms of the question's class: its bases' type arguments put in. */
    comparable(_found, member, chain) {
        const put = (0,_index__WEBPACK_IMPORTED_MODULE_0__/* .typeArgumentsPut */ .iY)(chain, typeArguments);
        return (0,_model__WEBPACK_IMPORTED_MODULE_5__/* .detachedMember */ .vv)(member, (ref) => ref.text, put);
    }
    /**
     * The class `qualified` names: `.core.UnitedStates` from `a/usa/iowa.pyi` is `UnitedStates` in
     * `a/usa/core.pyi`; a bare name is one `importer` declares; a name a module imports is followed.
     */
    async classNamed(importer, qualified) {
        const found = await this.named(importer, qualified, new Set());
        return found?.symbol.kind === 'class' ? found : undefined;
    }
    /** The declaration the module `from` (as `importer` writes it) binds to `name`. */
    declaration(importer, from, name) {
        return this.named(importer, (0,_model__WEBPACK_IMPORTED_MODULE_5__/* .inModule */ .ge)(from, name), new Set());
    }
    /** What `qualified` names from `importer`, of any kind, imports followed. */
    async named(importer, qualified, visited) {
        if (!(0,_index__WEBPACK_IMPORTED_MODULE_0__/* .firstVisit */ .qO)(visited, importer, qualified, this.maxLookups))
            return undefined;
        const plain = qualified.replace(/\[.*$/s, '');
        const split = /^(\.*)((?:[\p{L}_][\p{L}\p{N}_]*\.)*)([\p{L}_][\p{L}\p{N}_]*)$/u.exec(plain);
        if (!split)
            return undefined;
        const [, dots = '', dotted = '', name = ''] = split;
        const path = dots === '' && dotted === ''
            ? importer
            : await this.modulePath(importer, dots, dotted.slice(0, -1));
        const surface = path === undefined ? undefined : await this.surface(path);
        if (!surface || path === undefined)
            return undefined;
        const symbol = surface.symbols.get(name) ?? surface.hidden.get(name);
        const reexport = surface.reexports.get(name);
        if (!symbol && !reexport) {
            // A name the module does not bind itself may come from a `from m import *`, the last first.
            for (const from of [...(surface.starImports ?? [])].reverse()) {
                const found = await this.named(path, (0,_model__WEBPACK_IMPORTED_MODULE_5__/* .inModule */ .ge)(from, name), visited);
                if (found)
                    return found;
            }
            // A bare name the module neither binds nor imports is a builtin (`class M(type)`), read
            // where the set holds the builtins' stub (typeshed's `builtins.pyi`).
            if (path === importer && dots === '' && dotted === '')
                return this.named(importer, `builtins.${name}`, visited);
        }
        const from = symbol?.importedFrom ?? (symbol ? undefined : reexport?.from);
        if (from !== undefined) {
            const imported = symbol?.importedName ?? reexport?.imported ?? name;
            if (imported === '*')
                return undefined;
            return this.named(path, (0,_model__WEBPACK_IMPORTED_MODULE_5__/* .inModule */ .ge)(from, imported), visited);
        }
        return symbol ? { symbol, surface, path } : undefined;
    }
    /** The path of the module `name` names from `importer` (`._client`, `pkg.core`), if any. */
    async moduleNamed(importer, name) {
        const split = /^(\.*)(.*)$/s.exec(name);
        return this.modulePath(importer, split[1], split[2]);
    }
    /**
     * The path of a module: relative (`..core` from a file) by its folders; absolute (`pkg.core`) by
     * the set's paths ending in its name below a folder that is no package, the one nearest the
     * importer if several, or below the set's root where the root is the package it names (`lil
     * api-diff old/django new/django`: `django.db` is `db/__init__.py`), else outside the set below
     * the folder the importer's own top package is in (`lib/` for `lib/pkg/usa/ohio.py`), the root
     * or `src/`.
     */
    async modulePath(importer, dots, dotted) {
        const parts = dotted === '' ? [] : dotted.split('.');
        const endings = parts.length === 0 ? ['/__init__.pyi', '/__init__.py'] : MODULE_ENDINGS;
        if (dots !== '') {
            const stem = (0,_compare_python_modules__WEBPACK_IMPORTED_MODULE_6__/* .absoluteModule */ .Km)(importer, dots + dotted).join('/');
            return this.texts.first(endings.map((e) => stem + e));
        }
        const { inSet, pythonRoot } = this.texts;
        if (parts[0] === pythonRoot) {
            const rest = parts.slice(1).join('/');
            // (`django` alone is the root's own `__init__`.)
            const rooted = rest === '' ? ['__init__.pyi', '__init__.py'] : endings.map((e) => rest + e);
            const found = rooted.find((p) => inSet.has(p));
            if (found !== undefined)
                return found;
        }
        const stem = parts.join('/');
        let best;
        let bestShared = -1;
        for (const ending of endings) {
            for (const path of this.texts.inSet.keys()) {
                if (path !== stem + ending && !path.endsWith(`/${stem}${ending}`))
                    continue;
                // Named from its top package: the folder holding it is no package (`stdlib/threading.pyi`
                // is `threading`; `gevent/threading.pyi` beside `gevent/__init__.pyi` is not).
                const root = path.slice(0, path.length - stem.length - ending.length);
                if (inSet.has(`${root}__init__.pyi`) || inSet.has(`${root}__init__.py`))
                    continue;
                const shared = sharedPrefix(path, importer);
                if (shared > bestShared)
                    [best, bestShared] = [path, shared];
            }
            if (best !== undefined)
                return best;
        }
        const top = `/${importer}`.indexOf(`/${parts[0]}/`);
        const roots = new Set([...(top > 0 ? [importer.slice(0, top)] : []), '', 'src/']);
        return this.texts.first([...roots].flatMap((root) => endings.map((e) => root + stem + e)));
    }
    /** A module's surface, read once. */
    surface(path) {
        let read = this.surfaces.get(path);
        if (!read) {
            read = (async () => {
                const [surface] = await (0,_py_pair__WEBPACK_IMPORTED_MODULE_4__.pyPairSurfaces)(this.texts.text(path) ?? null, null);
                return surface && !('unparseable' in surface) ? surface : undefined;
            })();
            this.surfaces.set(path, read);
        }
        return read;
    }
}
function sharedPrefix(a, b) {
    let n = 0;
    while (n < a.length && a[n] === b[n])
        n++;
    return n;
}
/** The type arguments a base entry gives: `.core.Base[int, dict[str, T]]` → int, dict[str, T]. */
function typeArguments(entry) {
    const args = /^[\w.]*\[(.*)\]$/su.exec(entry)?.[1];
    return args === undefined ? [] : (0,_type_text__WEBPACK_IMPORTED_MODULE_2__/* .splitTopLevel */ .EN)(args, ',');
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
 * A generic given `Any` for every parameter is the bare generic, as type checkers read it. A union
 * member the numeric tower takes into another is left out (`int | float` is `float`: PEP 484 lets
 * an `int` stand where a `float` is expected; marshmallow 3.26's `offset: float | timedelta`).
 */

/** PEP 484's numeric tower: where a `float` is expected an `int` is accepted, and so on. */
const NUMERIC = ['bool', 'int', 'float', 'complex'];
/** The annotation in canonical form; what it cannot read (a string, a call) keeps its text. */
function pyCanonical(text) {
    const members = (0,type_text/* unionMembers */.VT)(text);
    if (members.length > 1) {
        const canonical = [...new Set(members.map(pyCanonical))];
        return canonical
            .filter((m) => !promoted(m, canonical))
            .sort()
            .join(' | ');
    }
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
/** A member of `union` that a wider member of it along the numeric tower takes in. */
function promoted(member, union) {
    const own = numericRank(member);
    return own !== -1 && union.some((m) => numericRank(m) > own);
}
/** A class's place along the numeric tower (`bool` < `int` < `float` < `complex`), or -1. */
function numericRank(name) {
    return NUMERIC.indexOf(name.replace(/^builtins\./, ''));
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
    const [nb, nh] = [numericRank(b), numericRank(h)];
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
 * `MutableMapping[str, Any]` widens; click 8.1.3 → 8.1.8's options), or along the numeric tower.
 * Undefined otherwise.
 */
function abcRelation(base, head) {
    const within = (narrow, wide) => {
        if (narrow === wide)
            return true;
        // Along the numeric tower (`int` where a `float` is expected).
        const [rn, rw] = [numericRank(origin(narrow) ?? ''), numericRank(origin(wide) ?? '')];
        if (rn !== -1 && rw !== -1)
            return rn < rw;
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