"use strict";
exports.id = 591;
exports.ids = [591,834];
exports.modules = {

/***/ 93591:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TsModules: () => (/* binding */ TsModules)
/* harmony export */ });
/* harmony import */ var _index__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47671);
/* harmony import */ var _model__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(68723);
/* harmony import */ var _ts_context__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(32997);
/* harmony import */ var _ts_index__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87834);
/* harmony import */ var _ts_oracle__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29057);
/* harmony import */ var _type_text__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76174);
/* harmony import */ var _module_specifiers__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(36040);
/**
 * The TS/JS modules of a set (head versions, or base versions, read when first asked for), for
 * index.ts: the class or interface an `extends` entry names, and the declaration a re-export names,
 * followed through relative imports and re-exports. Package imports and path aliases are not resolved: what they name is not in view.
 */







class TsModules {
    texts;
    maxLookups;
    oracle;
    side;
    language = 'ts';
    modules = new Map();
    augmentations;
    /**
     * `texts`: the TS/JS modules by path, of the head version (or the base's: `side`); a lookup
     * follows at most `maxLookups` names.
     */
    constructor(texts, maxLookups, 
    /** Relates types by their text alone: a member's types lose their program on the way here. */
    oracle, side = 'head') {
        this.texts = texts;
        this.maxLookups = maxLookups;
        this.oracle = oracle;
        this.side = side;
    }
    static async of(texts, maxLookups, side = 'head') {
        return new TsModules(texts, maxLookups, new _ts_oracle__WEBPACK_IMPORTED_MODULE_2__/* .TsTypeOracle */ .q(await (0,_ts_context__WEBPACK_IMPORTED_MODULE_5__/* .loadTsMorph */ .g0)(), []), side);
    }
    bases(cls) {
        return cls.heritage.flatMap((entry, i) => entry.startsWith('extends') ? [cls.heritageNames?.[i] ?? entry] : []);
    }
    /** `member` in the terms of the question's class: its bases' type arguments put in. */
    async comparable(found, member, chain) {
        const read = await this.module(found.path);
        const put = (0,_index__WEBPACK_IMPORTED_MODULE_0__/* .typeArgumentsPut */ .iY)(chain, typeArguments);
        return (0,_model__WEBPACK_IMPORTED_MODULE_6__/* .detachedMember */ .vv)(member, (ref) => read.oracle.display(ref), put);
    }
    /**
     * The class or interface an `extends` entry names in `importer`: `extends './core'.Base<T>` (as
     * heritageNames writes an imported base) is the `Base` that `core.ts` exports; a bare name is
     * one `importer` declares.
     */
    async classNamed(importer, qualified, visited = new Set()) {
        if (!(0,_index__WEBPACK_IMPORTED_MODULE_0__/* .firstVisit */ .qO)(visited, importer, qualified, this.maxLookups))
            return undefined;
        const entry = qualified.replace(/^extends\s+/, '');
        const imported = /^'([^']*)'(?:\.([\w$]+))?(?:<.*)?$/s.exec(entry);
        if (imported) {
            const path = await modulePath(importer, imported[1], this.texts);
            // A module bound whole (`require('./e')`) is its `export =`.
            const found = path === undefined
                ? undefined
                : await this.exported(path, imported[2] ?? 'export=', visited);
            return classLike(found?.symbol) ? found : undefined;
        }
        const name = /^([\w$]+)(?:<.*)?$/s.exec(entry)?.[1];
        const read = name === undefined ? undefined : await this.module(importer);
        const symbol = read && (read.surface.symbols.get(name) ?? read.surface.local?.(name));
        return classLike(symbol) ? { symbol, surface: read.surface, path: importer } : undefined;
    }
    /**
     * Whether the module `specifier` names from `importer` exports `name` (its own declaration, a
     * re-export, or an `export *` of a module that does): `unknown` where a module on the way is not
     * in view.
     */
    async exportsName(importer, specifier, name, visited = new Set()) {
        if (!(0,_index__WEBPACK_IMPORTED_MODULE_0__/* .firstVisit */ .qO)(visited, importer, `'${specifier}'.${name}`, this.maxLookups))
            return 'no';
        const path = await modulePath(importer, specifier, this.texts);
        const read = path === undefined ? undefined : await this.module(path);
        if (!read || path === undefined)
            return 'unknown';
        const { surface } = read;
        if (surface.symbols.has(name))
            return 'yes';
        const reexport = surface.reexports.get(name);
        if (reexport)
            return 'yes';
        let answer = 'no';
        for (const star of surface.reexports.values()) {
            if (star.name !== '*')
                continue;
            const found = await this.exportsName(path, star.from, name, visited);
            if (found === 'yes')
                return 'yes';
            if (found === 'unknown')
                answer = 'unknown';
        }
        return answer;
    }
    /** The declaration the module `specifier` names from `importer` exports as `name`. */
    async declaration(importer, specifier, name) {
        const path = await modulePath(importer, specifier, this.texts);
        return path === undefined ? undefined : this.exported(path, name, new Set());
    }
    /**
     * Whether a module of the set augments the interface, class or namespace `symbol` that `path`
     * declares: `declare module './a' { interface X … }` in another file adds to `./a`'s `X`.
     */
    async augmented(path, symbol) {
        if (!['interface', 'class', 'namespace'].includes(symbol.kind))
            return false;
        this.augmentations ??= this.augmentationTargets();
        const names = (await this.augmentations).get(path);
        return names !== undefined && (names.has(symbol.name) || names.has('*'));
    }
    /** The modules of the set that `declare module` blocks augment, with the names they declare. */
    async augmentationTargets() {
        const targets = new Map();
        const block = /declare\s+module\s+['"](\.[^'"]*)['"]\s*\{/g;
        for (const [importer, text] of this.texts.inSet) {
            for (const m of text.matchAll(block)) {
                const path = await modulePath(importer, m[1], this.texts);
                if (path === undefined)
                    continue;
                const names = targets.get(path) ?? new Set();
                // The names declared in the block (to its first closing brace at the line's start), or
                // all of them where that cannot be told.
                const body = text.slice(m.index + m[0].length).split(/\n\}/)[0] ?? '';
                const declared = [...body.matchAll(/\b(?:interface|class|namespace)\s+([\w$]+)/g)];
                if (declared.length === 0)
                    names.add('*');
                for (const d of declared)
                    names.add(d[1]);
                targets.set(path, names);
            }
        }
        return targets;
    }
    /** What `path` exports as `name`, re-exports followed. */
    async exported(path, name, visited) {
        if (!(0,_index__WEBPACK_IMPORTED_MODULE_0__/* .firstVisit */ .qO)(visited, path, name, this.maxLookups))
            return undefined;
        const read = await this.module(path);
        if (!read)
            return undefined;
        const { surface, sf } = read;
        const symbol = surface.symbols.get(name);
        if (symbol)
            return { symbol, surface, path, sf, source: read.sources?.get(name) };
        const reexport = surface.reexports.get(name);
        if (reexport) {
            if (reexport.imported === '*')
                return undefined;
            const from = await modulePath(path, reexport.from, this.texts);
            return from === undefined ? undefined : this.exported(from, reexport.imported, visited);
        }
        for (const star of surface.reexports.values()) {
            if (star.name !== '*')
                continue;
            const from = await modulePath(path, star.from, this.texts);
            const found = from === undefined ? undefined : await this.exported(from, name, visited);
            if (found)
                return found;
        }
        return undefined;
    }
    module(path) {
        let read = this.modules.get(path);
        if (!read) {
            read = (async () => {
                const text = this.texts.text(path);
                if (text === undefined)
                    return undefined;
                const morph = await (0,_ts_context__WEBPACK_IMPORTED_MODULE_5__/* .loadTsMorph */ .g0)();
                const name = `/${this.side}/${path.replace(/[^\w./-]/g, '_')}`;
                const { surface, sf, sources } = (0,_ts_index__WEBPACK_IMPORTED_MODULE_1__.tsFileSurface)(morph.ts, name, text);
                if ('unparseable' in surface)
                    return undefined;
                return { surface, sf, sources, oracle: new _ts_oracle__WEBPACK_IMPORTED_MODULE_2__/* .TsTypeOracle */ .q(morph, sf ? [sf] : []) };
            })();
            this.modules.set(path, read);
        }
        return read;
    }
}
/** The type arguments an `extends` entry gives its base: `extends './m'.Base<A, B<C>>` → A, B<C>. */
function typeArguments(entry) {
    const args = /^(?:extends\s+)?(?:'[^']*'\.?)?[\w$.]*<(.*)>$/s.exec(entry)?.[1];
    return args === undefined ? [] : (0,_type_text__WEBPACK_IMPORTED_MODULE_3__/* .splitTopLevel */ .EN)(args, ',');
}
function classLike(symbol) {
    return symbol?.kind === 'class' || symbol?.kind === 'interface';
}
/** The module of the set a relative specifier names from `importer`; undefined for any other. */
async function modulePath(importer, specifier, heads) {
    if (!specifier.startsWith('.'))
        return undefined;
    return heads.first((0,_module_specifiers__WEBPACK_IMPORTED_MODULE_4__/* .specifierCandidates */ .Ji)(importer, specifier));
}


/***/ }),

/***/ 87834:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TsTypeOracle: () => (/* reexport safe */ _oracle__WEBPACK_IMPORTED_MODULE_2__.q),
/* harmony export */   loadTsMorph: () => (/* reexport safe */ _context__WEBPACK_IMPORTED_MODULE_1__.g0),
/* harmony export */   tsFileSurface: () => (/* binding */ tsFileSurface)
/* harmony export */ });
/* harmony import */ var _context__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(32997);
/* harmony import */ var _surface__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57293);
/* harmony import */ var _oracle__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(29057);




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