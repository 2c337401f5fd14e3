"use strict";
exports.id = 893;
exports.ids = [893];
exports.modules = {

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


/***/ }),

/***/ 65893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _sbom__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80148);
/* harmony import */ var _args__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77593);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76675);





const formats = ['cyclonedx-json', 'cyclonedx-xml'];
const specs = ['1.6', '1.5'];
/**
 * `lil sbom [--repo DIR] [--format cyclonedx-json|cyclonedx-xml] [--spec 1.6|1.5] [--output FILE]
 * [--include-dev]`: the BOM goes to stdout (or FILE); notes, errors and a summary go to stderr.
 * Exit 0, or 1 when a lockfile could not be read (the BOM of the others is still written).
 */
const run = async (args, io) => {
    const { values } = (0,_args__WEBPACK_IMPORTED_MODULE_3__/* .parseCommandArgs */ .Q)('sbom', args, {
        repo: { type: 'string' },
        format: { type: 'string' },
        spec: { type: 'string' },
        output: { type: 'string' },
        'include-dev': { type: 'boolean' },
    }, false);
    const format = (values.format ?? 'cyclonedx-json');
    if (!formats.includes(format)) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`lil sbom: --format must be one of ${formats.join(', ')}, got '${format}'`);
    }
    const specVersion = (values.spec ?? '1.6');
    if (!specs.includes(specVersion)) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .e(`lil sbom: --spec must be one of ${specs.join(', ')}, got '${specVersion}'`);
    }
    const result = await (0,_sbom__WEBPACK_IMPORTED_MODULE_2__.generateSbom)({
        repoDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, values.repo ?? '.'),
        format,
        specVersion,
        includeDev: values['include-dev'] ?? false,
        env: io.env,
    });
    if (values.output)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, values.output), result.text);
    else
        io.stdout(result.text);
    for (const note of result.notes)
        io.stderr(`lil sbom: note: ${note}\n`);
    for (const e of result.errors) {
        io.stderr(`lil sbom: error: ${e.file}${e.line !== undefined ? `:${e.line}` : ''}: ${e.message}\n`);
    }
    const counts = Object.entries(result.componentCounts)
        .map(([ecosystem, n]) => `${ecosystem} ${n}`)
        .join(', ');
    const total = Object.values(result.componentCounts).reduce((a, b) => a + b, 0);
    io.stderr(`lil sbom: CycloneDX ${specVersion} ${format === 'cyclonedx-xml' ? 'XML' : 'JSON'}, ${total} components (${counts}) ` +
        `from ${result.lockfiles.length} lockfile(s), ${result.errors.length} unreadable; sha256 ${result.sha256}` +
        `${values.output ? `; written to ${values.output}` : ''}\n`);
    return result.errors.length > 0 ? _errors__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .d.failed : _errors__WEBPACK_IMPORTED_MODULE_4__/* .EXIT */ .d.ok;
};


/***/ })

};
;