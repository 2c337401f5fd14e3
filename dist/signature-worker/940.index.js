"use strict";
exports.id = 940;
exports.ids = [940];
exports.modules = {

/***/ 4940:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pyOracle: () => (/* binding */ pyOracle)
/* harmony export */ });
/* harmony import */ var _type_text__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6174);

/** `object`, and typeshed's alias of it for a value never used. */
const OBJECT = /^(builtins\.)?object$|^(_typeshed\.)?Unused$/;
/** A type every value has: `Any` (any spelling, or a union with it) or `object` (or a union with it). */
function isTop(text) {
    return (0,_type_text__WEBPACK_IMPORTED_MODULE_0__/* .isDynamicType */ .s0)('py', text) || (0,_type_text__WEBPACK_IMPORTED_MODULE_0__/* .unionMembers */ .VT)(text).some((m) => OBJECT.test(m));
}
/** Spellings of `Any` (typeshed's `Incomplete` and `MaybeNone` are aliases of it), at any depth. */
const ANY_SPELLING = /(?<![\w.])(?:(?:typing|typing_extensions)\.Any|(?:_typeshed\.)?(?:Incomplete|MaybeNone))(?![\w.])/g;
function plainAny(text) {
    return text.replace(ANY_SPELLING, 'Any');
}
/** Python has no checker here: union members decide, `Any`/`object` accept everything, else unknown. */
const pyOracle = {
    relate(base, head) {
        if (base.text === head.text || plainAny(base.text) === plainAny(head.text))
            return 'equal';
        // typeshed's "Any trick" (`sys.stdout: TextIO | MaybeNone`): `Any` beside the old members
        // takes every value and gives what every use accepts, so no use of the old type breaks;
        // taking it away leaves less to assign.
        if (withAnyBeside(head.text, base.text))
            return 'equal';
        if (withAnyBeside(base.text, head.text))
            return 'narrower';
        // `Any` and `object` both take every value (gradual typing holds them consistent).
        const [topBase, topHead] = [isTop(base.text), isTop(head.text)];
        if (topBase && topHead)
            return 'equal';
        if (topBase)
            return 'narrower';
        if (topHead)
            return 'wider';
        return (anyStrRelation(base.text, head.text) ??
            (0,_type_text__WEBPACK_IMPORTED_MODULE_0__/* .textRelation */ .og)(base.text, head.text) ??
            noneRelation(base.text, head.text) ??
            builtinRelation(base.text, head.text) ??
            'unknown');
    },
    display: (ref) => ref.text,
};
/** Whether `withAny` is `plain`'s members and `Any` (in any spelling), in any order. */
function withAnyBeside(withAny, plain) {
    const members = (0,_type_text__WEBPACK_IMPORTED_MODULE_0__/* .unionMembers */ .VT)(plainAny(withAny));
    const rest = members.filter((m) => m !== 'Any');
    if (rest.length === members.length || rest.length === 0)
        return false;
    const old = new Set((0,_type_text__WEBPACK_IMPORTED_MODULE_0__/* .unionMembers */ .VT)(plainAny(plain)));
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
    const never = (t) => (0,_type_text__WEBPACK_IMPORTED_MODULE_0__/* .unionMembers */ .VT)(t).every((m) => NEVER_NONE.has(origin(m) ?? ''));
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
 * `typing.AnyStr`, the TypeVar constrained to `str` and `bytes`: it takes either (not a value
 * typed `str | bytes`, which binds neither), and a parameter typed either takes part of it.
 */
function anyStrRelation(base, head) {
    if ((0,_type_text__WEBPACK_IMPORTED_MODULE_0__/* .isAnyStr */ .Yz)(head) && (0,_type_text__WEBPACK_IMPORTED_MODULE_0__/* .isStrOrBytes */ .M9)(base))
        return 'wider';
    if ((0,_type_text__WEBPACK_IMPORTED_MODULE_0__/* .isAnyStr */ .Yz)(base) && (0,_type_text__WEBPACK_IMPORTED_MODULE_0__/* .isStrOrBytes */ .M9)(head))
        return 'narrower';
    return undefined;
}


/***/ })

};
;