"use strict";
exports.id = 200;
exports.ids = [200];
exports.modules = {

/***/ 34514:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NG: () => (/* binding */ SUBMODULE),
/* harmony export */   TC: () => (/* binding */ loadContents),
/* harmony export */   Tj: () => (/* binding */ DEFAULT_MAX_CONTENT_BYTES),
/* harmony export */   Wb: () => (/* binding */ looksBinary),
/* harmony export */   ee: () => (/* binding */ DEFAULT_CONTENT_CONCURRENCY),
/* harmony export */   v$: () => (/* binding */ readHeadTexts)
/* harmony export */ });
const DEFAULT_MAX_CONTENT_BYTES = 1024 * 1024;
const DEFAULT_CONTENT_CONCURRENCY = 8;
/**
 * Returns a copy of the change set with base and head contents loaded for the wanted files that
 * are not loaded yet. A version over the size cap, or a binary file (unless `loadBinary`), is
 * left unloaded with `skipped` saying why; callable again with another predicate.
 */
async function loadContents(changeSet, reader, options) {
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_CONTENT_BYTES;
    const concurrency = options.concurrency ?? DEFAULT_CONTENT_CONCURRENCY;
    const files = changeSet.files.map((file) => ({ ...file }));
    const requests = [];
    const targets = [];
    for (const file of files) {
        if (!options.wanted(file) || isLoaded(file) || file.skipped === SUBMODULE)
            continue;
        if (file.binary && !options.loadBinary) {
            file.skipped = 'binary';
            continue;
        }
        delete file.skipped;
        if (file.status === 'added')
            file.baseContent = null;
        else if (file.baseContent === undefined) {
            requests.push({
                commit: changeSet.mergeBase ?? changeSet.base,
                path: file.previousPath ?? file.path,
                blob: file.baseBlob,
            });
            targets.push({ file, side: 'baseContent' });
        }
        if (file.status === 'removed')
            file.headContent = null;
        else if (file.headContent === undefined) {
            requests.push({ commit: changeSet.head, path: file.path, blob: file.headBlob });
            targets.push({ file, side: 'headContent' });
        }
    }
    const results = requests.length ? await reader.read(requests, { maxBytes, concurrency }) : [];
    results.forEach((result, index) => {
        const { file, side } = targets[index];
        if (result.kind === 'loaded')
            file[side] = result.content;
        else if (result.kind === 'absent') {
            // The diff says this version exists: absent means it is no regular file (a submodule).
            file.skipped = SUBMODULE;
        }
        else
            file.skipped = `too large: ${side === 'baseContent' ? 'base' : 'head'} is ${result.size} bytes, over the ${maxBytes}-byte cap`;
    });
    for (const file of files) {
        if (!file.binary && (looksBinary(file.baseContent) || looksBinary(file.headContent))) {
            file.binary = true;
            if (!options.loadBinary)
                file.skipped = 'binary';
        }
        if (file.skipped) {
            // Never hand a gate half a pair, nor a "missing" side that the diff says exists.
            if (file.status === 'added')
                file.baseContent = null;
            else
                delete file.baseContent;
            if (file.status === 'removed')
                file.headContent = null;
            else
                delete file.headContent;
        }
    }
    return { ...changeSet, files };
}
/**
 * Text files at the change set's head that it does not list (a base class's module, for the
 * signature gate): one text per path, undefined where the path is no text file under the cap.
 */
async function readHeadTexts(changeSet, reader, paths) {
    // A path that leaves the repository (`../x`, `/x`) names nothing at a commit.
    const inRepo = paths.filter((path) => !/^(\.\.)?\//.test(path));
    const results = await reader.read(inRepo.map((path) => ({ commit: changeSet.head, path })), { maxBytes: DEFAULT_MAX_CONTENT_BYTES, concurrency: DEFAULT_CONTENT_CONCURRENCY });
    const texts = new Map(results.map((r, i) => [
        inRepo[i],
        r.kind === 'loaded' && !looksBinary(r.content) ? r.content.toString('utf8') : undefined,
    ]));
    return paths.map((path) => texts.get(path));
}
/** Why a gitlink (submodule) has no content: it names a commit of another repository. */
const SUBMODULE = 'submodule (not a regular file)';
function isLoaded(file) {
    return file.baseContent !== undefined && file.headContent !== undefined;
}
/** Git's own heuristic: a NUL byte in the first 8,000 bytes means binary. */
function looksBinary(content) {
    if (!content)
        return false;
    return content.subarray(0, 8000).includes(0);
}


/***/ }),

/***/ 81001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ compareFindings)
/* harmony export */ });
const rank = { breaking: 0, warning: 1, info: 2 };
/** Orders findings most severe first, then by file and line, so every renderer lists them alike. */
function compareFindings(a, b) {
    return (rank[a.severity] - rank[b.severity] ||
        (a.file ?? '').localeCompare(b.file ?? '') ||
        (a.line ?? 0) - (b.line ?? 0) ||
        a.kind.localeCompare(b.kind));
}


/***/ }),

/***/ 19889:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cf: () => (/* binding */ COMMENT_KINDS),
/* harmony export */   U9: () => (/* binding */ KIND_ALIASES),
/* harmony export */   e7: () => (/* binding */ resolveKindName),
/* harmony export */   vA: () => (/* binding */ signatureKind),
/* harmony export */   x6: () => (/* binding */ SIGNATURE_KINDS)
/* harmony export */ });
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


/***/ })

};
;