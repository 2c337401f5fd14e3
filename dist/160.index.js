"use strict";
exports.id = 160;
exports.ids = [160];
exports.modules = {

/***/ 93160:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   answerSourceQuestions: () => (/* binding */ answerSourceQuestions)
/* harmony export */ });
/* harmony import */ var _compare_symbols__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77272);
/* harmony import */ var _compare_reporter__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5);
/* harmony import */ var _ts_context__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32997);
/* harmony import */ var _ts_oracle__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29057);
/* harmony import */ var _ts_reuse__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(96482);





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
        if (question.typeOnly !== undefined) {
            await answerTypeOnly(finding, question.typeOnly, results[list], {
                reader: await set.reader(file, 'base'),
                file,
                reexport: question.base,
            });
            continue;
        }
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
 * A re-export or alias that became type-only, by what the base's source declares: a type (an
 * interface, a type alias) loses nothing, and the finding goes; a value makes it breaking. An alias
 * in turn, or a declaration not in view, leaves it as it is.
 */
async function answerTypeOnly(finding, valueMessage, findings, at) {
    const found = await declarationOf(at.reader, at.file, at.reexport);
    if (!found || found.symbol.importAlias !== undefined)
        return;
    if (found.symbol.space === 'type')
        findings.splice(findings.indexOf(finding), 1);
    else {
        finding.message = valueMessage;
        finding.severity = 'breaking';
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
        return (await __webpack_require__.e(/* import() */ 610).then(__webpack_require__.bind(__webpack_require__, 75610))).pyOracle;
    const [bf, hf] = [b.sf, h.sf];
    return bf && hf ? new _ts_oracle__WEBPACK_IMPORTED_MODULE_2__/* .TsTypeOracle */ .q(await (0,_ts_context__WEBPACK_IMPORTED_MODULE_3__/* .loadTsMorph */ .g0)(), [bf, hf]) : undefined;
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
    if (bs && hs && (0,_ts_reuse__WEBPACK_IMPORTED_MODULE_4__/* .sameDeclarations */ .i5)(bs, hs))
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


/***/ })

};
;