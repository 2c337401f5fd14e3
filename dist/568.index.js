"use strict";
exports.id = 568;
exports.ids = [568];
exports.modules = {

/***/ 46568:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _diff_content__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(34514);
/* harmony import */ var _findings__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81001);
/* harmony import */ var _signature_index__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(80062);
/* harmony import */ var _args__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(77593);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(76675);







const USAGE = 'usage: lil api-diff <old> <new> [--json]';
const SKIP_DIRS = new Set(['node_modules', '.git']);
/**
 * `lil api-diff <old> <new> [--json]`: signature drift between two files, or between two
 * directories whose files are paired by relative path. Exit 1 when any finding is breaking.
 */
const run = async (args, io) => {
    const { values, positionals } = (0,_args__WEBPACK_IMPORTED_MODULE_4__/* .parseCommandArgs */ .Q)('api-diff', args, {
        json: { type: 'boolean', default: false },
    });
    if (positionals.length !== 2)
        throw new _errors__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`lil api-diff: expected two paths. ${USAGE}`);
    // An unset shell variable (`lil api-diff "$OLD" new/`) would otherwise name the working folder.
    if (positionals.some((p) => p.trim() === ''))
        throw new _errors__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`lil api-diff: a path is empty. ${USAGE}`);
    const [oldPath, newPath] = positionals.map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, p));
    const started = performance.now();
    const pairs = pairInputs(oldPath, newPath, positionals);
    // Two files: a base class the new one imports is read from beside it, as it is on disk.
    const readModules = pairs.length === 1 && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(newPath).isFile()
        ? async (paths) => paths.map((p) => readBeside((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, p)))
        : undefined;
    // Two directories are whole trees: every module of both versions is in the set.
    const wholeTree = readModules === undefined;
    const pythonRoot = wholeTree ? pythonPackageName(newPath, pairs) : undefined;
    const results = await (0,_signature_index__WEBPACK_IMPORTED_MODULE_3__.diffFileSet)(pairs, { readModules, wholeTree, pythonRoot });
    const findings = results.flat().sort(_findings__WEBPACK_IMPORTED_MODULE_2__/* .compareFindings */ .E);
    const durationMs = Math.round(performance.now() - started);
    if (values.json) {
        io.stdout(`${JSON.stringify({ findings: findings.map(jsonFinding), files: pairs.length, durationMs })}\n`);
    }
    else {
        io.stdout(renderTable(findings, pairs.length, durationMs));
    }
    return findings.some((f) => f.severity === 'breaking') ? _errors__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .d.failed : _errors__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .d.ok;
};
/**
 * The Python package a directory is, named by its folder as Python names it, where its files (the
 * pairs read from it) hold an `__init__` (`new/django`): its absolute imports (`django.db`) name
 * modules of the set.
 */
function pythonPackageName(dir, pairs) {
    const name = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(dir);
    const isPackage = pairs.some((p) => p.head !== null && (p.path === '__init__.py' || p.path === '__init__.pyi'));
    return isPackage && /^[\p{L}_][\p{L}\p{N}_]*$/u.test(name) ? name : undefined;
}
/** A text file's content, or undefined where there is none (or only a large or binary one). */
function readBeside(path) {
    try {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).size > _signature_index__WEBPACK_IMPORTED_MODULE_3__.MAX_SIGNATURE_FILE_BYTES)
            return undefined;
        const content = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path);
        return (0,_diff_content__WEBPACK_IMPORTED_MODULE_6__/* .looksBinary */ .Wb)(content) ? undefined : content.toString('utf8');
    }
    catch {
        return undefined;
    }
}
function statOrFail(path, shown) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
    }
    catch {
        throw new _errors__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`lil api-diff: no such file or directory: ${shown}`);
    }
}
function pairInputs(oldPath, newPath, shown) {
    const a = statOrFail(oldPath, shown[0]);
    const b = statOrFail(newPath, shown[1]);
    if (a.isFile() && b.isFile()) {
        return [{ path: shown[1], base: read(oldPath), head: read(newPath) }];
    }
    if (!a.isDirectory() || !b.isDirectory()) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`lil api-diff: <old> and <new> must both be files or both be directories. ${USAGE}`);
    }
    const oldFiles = listFiles(oldPath);
    const newFiles = listFiles(newPath);
    const paths = [...new Set([...oldFiles, ...newFiles])].sort();
    return paths.map((p) => ({
        path: p,
        base: oldFiles.has(p) ? read((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(oldPath, p)) : null,
        head: newFiles.has(p) ? read((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(newPath, p)) : null,
    }));
}
/** Signature files under a directory, as `/`-separated relative paths. */
function listFiles(root) {
    const out = new Set();
    const walk = (dir) => {
        for (const entry of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true })) {
            const full = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, entry.name);
            if (entry.isDirectory() && !SKIP_DIRS.has(entry.name))
                walk(full);
            else if (entry.isFile() && (0,_signature_index__WEBPACK_IMPORTED_MODULE_3__.isSignatureFile)(entry.name)) {
                out.add((0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, full).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/'));
            }
        }
    };
    walk(root);
    return out;
}
function read(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8');
    }
    catch (error) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .e(`lil api-diff: cannot read ${path}: ${error.code ?? error.message}`);
    }
}
function jsonFinding(f) {
    return {
        kind: f.kind,
        severity: f.severity,
        symbol: f.symbol ?? null,
        message: f.message,
        file: f.file ?? null,
        line: f.line ?? null,
        oldLine: f.oldLine ?? null,
    };
}
function renderTable(findings, files, durationMs) {
    const count = (s) => findings.filter((f) => f.severity === s).length;
    const summary = `${findings.length} finding${findings.length === 1 ? '' : 's'} (${count('breaking')} breaking, ${count('warning')} warning, ${count('info')} info) in ${files} file${files === 1 ? '' : 's'}, ${durationMs} ms\n`;
    if (findings.length === 0)
        return summary;
    const rows = [
        ['severity', 'kind', 'where', 'symbol', 'message'],
        ...findings.map((f) => [
            f.severity,
            f.kind,
            `${f.file ?? ''}:${f.line ?? '-'}${f.oldLine !== undefined ? ` (was ${f.oldLine})` : ''}`,
            f.symbol ?? '',
            f.message,
        ]),
    ];
    const widths = rows[0].map((_, i) => (i === 4 ? 0 : Math.max(...rows.map((r) => r[i].length))));
    const line = (r) => r.map((c, i) => (i === 4 ? c : c.padEnd(widths[i]))).join('  ');
    const rule = widths.map((w, i) => '-'.repeat(i === 4 ? 7 : w)).join('  ');
    return [line(rows[0]), rule, ...rows.slice(1).map(line), '', summary].join('\n');
}


/***/ }),

/***/ 77593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76675);


/** Strict option parsing: an unknown flag or a missing value is a UsageError (exit 2). */
function parseCommandArgs(command, args, options, allowPositionals = true) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args, options, strict: true, allowPositionals });
    }
    catch (error) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .e(`lil ${command}: ${error.message}`);
    }
}


/***/ })

};
;