"use strict";
exports.id = 940;
exports.ids = [940];
exports.modules = {

/***/ 34940:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pyOracle: () => (/* binding */ pyOracle)
/* harmony export */ });
/* harmony import */ var _type_text__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76174);

const TOP = /^(typing\.)?(Any|object)$/;
/** Python has no checker here: union members decide, `Any`/`object` accept everything, else unknown. */
const pyOracle = {
    relate(base, head) {
        if (base.text === head.text)
            return 'equal';
        const byText = (0,_type_text__WEBPACK_IMPORTED_MODULE_0__/* .textRelation */ .og)(base.text, head.text);
        if (byText)
            return byText;
        // `Any` and `object` both take every value (gradual typing holds them consistent).
        if (TOP.test(base.text) && TOP.test(head.text))
            return 'equal';
        if (TOP.test(base.text))
            return 'narrower';
        if (TOP.test(head.text))
            return 'wider';
        return 'unknown';
    },
    display: (ref) => ref.text,
};


/***/ }),

/***/ 76174:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EN: () => (/* binding */ splitTopLevel),
/* harmony export */   VT: () => (/* binding */ unionMembers),
/* harmony export */   og: () => (/* binding */ textRelation)
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
    let depth = 0;
    for (let i = open; i < t.length; i++) {
        if ('([{'.includes(t[i]))
            depth++;
        else if (')]}'.includes(t[i]) && --depth === 0)
            return i === t.length - 1;
    }
    return false;
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


/***/ })

};
;