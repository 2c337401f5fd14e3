"use strict";
exports.id = 58;
exports.ids = [58];
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

/***/ 83058:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _engine_index__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99279);
/* harmony import */ var _args__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77593);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76675);



/**
 * `lil status [--dir D] [--json]`: the goals under D (default $LETITLOOP_DIR, else
 * .letitloop/runs), their committed steps, in-doubt markers and lock owners. Read-only.
 * Exit 0, or 1 when a journal cannot be read (damaged, or from a newer version).
 */
const run = async (args, io) => {
    const { values } = (0,_args__WEBPACK_IMPORTED_MODULE_1__/* .parseCommandArgs */ .Q)('status', args, { dir: { type: 'string' }, json: { type: 'boolean' } }, false);
    const root = (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .resolveRunsDir */ .Ix)(values.dir, io.env, io.cwd);
    const status = (0,_engine_index__WEBPACK_IMPORTED_MODULE_0__/* .collectStatus */ .hB)(root);
    io.stdout(values.json ? JSON.stringify(status, null, 2) + '\n' : render(status));
    const damaged = status.goals.some((g) => g.status === 'unreadable') ||
        status.markers.some((m) => m.state === 'unreadable');
    if (damaged) {
        for (const g of status.goals.filter((x) => x.status === 'unreadable'))
            io.stderr(`lil status: goal '${g.goalId}': ${g.error}\n`);
        for (const m of status.markers.filter((x) => x.state === 'unreadable'))
            io.stderr(`lil status: marker ${m.name}: ${m.error}\n`);
    }
    return damaged ? _errors__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.failed : _errors__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.ok;
};
function render(status) {
    const lines = [`letitloop runs in ${status.root}`];
    if (!status.goals.length && !status.markers.length)
        return `${lines[0]}: none\n`;
    if (status.goals.length) {
        const rows = [
            ['GOAL', 'STATUS', 'STEPS', 'FAILED', 'MARKERS', 'IN DOUBT', 'LOCK'],
            ...status.goals.map((g) => [
                g.goalId,
                g.status + (g.tornTail ? ' (torn tail)' : ''),
                String(g.committedSteps),
                String(g.failedAttempts),
                String(g.markers.length),
                g.inDoubtMarkers.join(', ') || '-',
                lockText(g.lock),
            ]),
        ];
        lines.push('', ...table(rows));
    }
    if (status.markers.length) {
        const rows = [
            ['SHARED MARKER', 'STATE', 'EXECUTIONS', 'IDEMPOTENCY KEY', 'LOCK'],
            ...status.markers.map((m) => [
                m.name,
                m.state,
                String(m.executions),
                m.idempotencyKey || '-',
                lockText(m.lock),
            ]),
        ];
        lines.push('', ...table(rows));
    }
    return lines.join('\n') + '\n';
}
function lockText(lock) {
    if (!lock)
        return '-';
    return `pid ${lock.pid} on ${lock.host} since ${lock.since}${lock.alive ? '' : ' (dead: will be taken over)'}`;
}
function table(rows) {
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    return rows.map((r) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]))).join('  '));
}


/***/ })

};
;