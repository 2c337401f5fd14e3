"use strict";
exports.id = 834;
exports.ids = [834];
exports.modules = {

/***/ 7834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TsTypeOracle: () => (/* reexport safe */ _oracle__WEBPACK_IMPORTED_MODULE_2__.q),
/* harmony export */   loadTsMorph: () => (/* reexport safe */ _context__WEBPACK_IMPORTED_MODULE_1__.g0),
/* harmony export */   tsFileSurface: () => (/* binding */ tsFileSurface)
/* harmony export */ });
/* harmony import */ var _context__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2997);
/* harmony import */ var _surface__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7293);
/* harmony import */ var _oracle__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9057);




/**
 * Parses one TS/JS file version (JSDoc only where it carries types: `.js`) and reads its surface;
 * `reuse` holds the other version's symbols, for exports declared identically (see reuse.ts).
 */
function tsFileSurface(ts, fileName, text, reuse) {
    const js = /\.[cm]?jsx?$/.test(fileName);
    const kind = fileName.endsWith('x')
        ? js
            ? ts.ScriptKind.JSX
            : ts.ScriptKind.TSX
        : js
            ? ts.ScriptKind.JS
            : ts.ScriptKind.TS;
    const sf = ts.createSourceFile(fileName, text, {
        languageVersion: ts.ScriptTarget.ES2022,
        jsDocParsingMode: ts.JSDocParsingMode.ParseForTypeInfo,
    }, 
    // Parent pointers cost a third of the parse; only JSDoc look-ups in .js files need them (the
    // checker's binder sets them when a type question comes up).
    js, kind);
    const diagnostics = (0,_context__WEBPACK_IMPORTED_MODULE_1__/* .parseDiagnostics */ .yu)(sf);
    const first = diagnostics?.[0];
    if (first) {
        const cx = new _context__WEBPACK_IMPORTED_MODULE_1__/* .TsContext */ .x7(ts, sf, js);
        const message = ts.flattenDiagnosticMessageText(first.messageText, ' ');
        return { surface: { unparseable: true, line: cx.lineOfOffset(first.start ?? 0), message } };
    }
    return { ...(0,_surface__WEBPACK_IMPORTED_MODULE_0__/* .tsSurface */ .H)(new _context__WEBPACK_IMPORTED_MODULE_1__/* .TsContext */ .x7(ts, sf, js), reuse), sf };
}


/***/ })

};
;