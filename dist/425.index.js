"use strict";
exports.id = 425;
exports.ids = [425];
exports.modules = {

/***/ 54425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bindToChangeSet: () => (/* binding */ bindToChangeSet),
/* harmony export */   bundleJournalPath: () => (/* binding */ bundleJournalPath),
/* harmony export */   declaredSignatureChanges: () => (/* binding */ declaredSignatureChanges)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _digest__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68630);
/* harmony import */ var _freshness__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(11879);
/* harmony import */ var _reasons__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(28457);




/** Where the journal of a bundle at `bundlePath` sits in the repository. */
function bundleJournalPath(bundlePath, statement) {
    return node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(bundlePath), statement.predicate.journal.path);
}
/**
 * Binds a verified statement to a pull request's change set. Pure: every I/O answer comes in
 * through `changeSet` and `options`. Each unattested, extra or mismatched file is its own
 * finding naming the file; a run that did not complete, or a gate it recorded as failed, is a
 * finding too. An empty list means the bundle covers exactly this change set.
 */
function bindToChangeSet(statement, changeSet, options) {
    const findings = [];
    const fail = (kind, message, file) => findings.push({ gate: 'bundle', kind, severity: 'breaking', message, ...(file && { file }) });
    const { predicate } = statement;
    if (changeSet.incomplete) {
        fail('change-set-incomplete', `the change set is incomplete (${changeSet.incomplete})`);
    }
    bindRepository(statement, changeSet, fail, findings);
    const base = predicate.base.commit;
    if (base !== changeSet.base && !options.isAncestor(base, changeSet.base)) {
        fail('base-mismatch', `bundle was sealed on base ${base.slice(0, 12)}, which is not the PR base ${changeSet.base.slice(0, 12)} or one of its ancestors`);
    }
    if (options.now) {
        try {
            (0,_freshness__WEBPACK_IMPORTED_MODULE_2__/* .checkFreshness */ .I)(predicate, options.now, options.clockSkewSeconds);
        }
        catch (error) {
            if (!(error instanceof _reasons__WEBPACK_IMPORTED_MODULE_3__/* .BundleError */ .r))
                throw error;
            fail(error.code, error.message);
        }
    }
    if (predicate.run.status !== 'completed') {
        fail('run-not-completed', `the sealed run ended ${predicate.run.status}, not completed`);
    }
    for (const gate of predicate.gates.filter((g) => !g.passed)) {
        const detail = gate.detail ? ` (${gate.detail})` : '';
        fail('gate-failed', `the run recorded its gate '${gate.name}' as failed${detail}`);
    }
    bindFiles(statement, changeSet, new Set(options.bundlePaths), fail);
    return findings;
}
function bindRepository(statement, changeSet, fail, findings) {
    const claimed = statement.predicate.repository;
    const actual = changeSet.repository;
    if (!actual) {
        findings.push({
            gate: 'bundle',
            kind: 'repository-unchecked',
            severity: 'warning',
            message: `the change set names no repository; the bundle's ${claimed.name} was not checked`,
        });
        return;
    }
    const actualName = `${actual.owner}/${actual.name}`;
    const idsDiffer = claimed.id !== undefined && actual.id !== undefined && claimed.id !== actual.id;
    if (claimed.name.toLowerCase() !== actualName.toLowerCase() || idsDiffer) {
        const id = (n) => (n === undefined ? '' : ` (id ${n})`);
        fail('repository-mismatch', `bundle was sealed for ${claimed.name}${id(claimed.id)}, not ${actualName}${id(actual.id)}`);
    }
}
function bindFiles(statement, changeSet, excluded, fail) {
    const subjects = new Map(statement.subject.map((s) => [s.name, s.digest]));
    const deleted = new Set(statement.predicate.deleted);
    const present = new Set();
    const removed = new Set();
    for (const file of changeSet.files) {
        if (file.status === 'renamed' && file.previousPath && !excluded.has(file.previousPath)) {
            removed.add(file.previousPath);
        }
        if (excluded.has(file.path))
            continue;
        if (file.status === 'removed') {
            removed.add(file.path);
            continue;
        }
        present.add(file.path);
        const digest = subjects.get(file.path);
        if (digest === undefined) {
            fail('unattested-file', `${file.path} is changed by the PR but not attested by the bundle`, file.path);
        }
        else {
            const verdict = compareContent(file, digest);
            if (verdict === 'unavailable') {
                const why = file.skipped ? ` (${file.skipped})` : '';
                fail('content-unavailable', `${file.path}: neither head content${why} nor blob id known, digest not checked`, file.path);
            }
            else if (verdict === 'mismatch') {
                fail('digest-mismatch', `${file.path} differs from the content the run sealed`, file.path);
            }
        }
    }
    for (const path of removed) {
        if (!deleted.has(path)) {
            fail('unattested-deletion', `${path} is deleted by the PR but the bundle does not say so`, path);
        }
    }
    for (const name of subjects.keys()) {
        // another bundle's files, sealed as ordinary changes by a later run in the same PR
        if (!present.has(name) && !excluded.has(name)) {
            fail('extra-subject', `the bundle attests ${name}, which the PR does not change`, name);
        }
    }
    for (const path of deleted) {
        if (!removed.has(path)) {
            fail('extra-deletion', `the bundle says ${path} was deleted, but the PR does not delete it`, path);
        }
    }
}
/** Checks head content by SHA-256 when loaded, otherwise by git blob id when the source gave one. */
function compareContent(file, digest) {
    if (file.headBlob !== undefined && file.headBlob !== digest.gitBlob)
        return 'mismatch';
    if (file.headContent) {
        const format = digest.gitBlob.length === 64 ? 'sha256' : 'sha1';
        const same = (0,_digest__WEBPACK_IMPORTED_MODULE_1__/* .sha256Hex */ .f)(file.headContent) === digest.sha256 &&
            (0,_digest__WEBPACK_IMPORTED_MODULE_1__/* .gitBlobId */ .t)(file.headContent, format) === digest.gitBlob;
        return same ? 'match' : 'mismatch';
    }
    return file.headBlob !== undefined ? 'match' : 'unavailable';
}
/** The signature changes the bundle declares as intended (the signature gate accepts these). */
function declaredSignatureChanges(statement) {
    return statement.predicate.signatureChanges ?? [];
}


/***/ }),

/***/ 68630:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* reexport safe */ _engine_sha256__WEBPACK_IMPORTED_MODULE_1__.f),
/* harmony export */   t: () => (/* binding */ gitBlobId)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _engine_sha256__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69539);

/** The engine's SHA-256 (hex), one-shot where Node has `crypto.hash`. */

/** Git's blob id of `content`: the hash of `blob <size>\0<content>` (SHA-1 or SHA-256 repos). */
function gitBlobId(content, objectFormat) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(objectFormat).update(`blob ${content.length}\0`).update(content).digest('hex');
}


/***/ }),

/***/ 11879:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ checkFreshness)
/* harmony export */ });
/* unused harmony export DEFAULT_CLOCK_SKEW_SECONDS */
/* harmony import */ var _reasons__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28457);

/** Default tolerance for clocks that disagree between the sealing machine and the verifier. */
const DEFAULT_CLOCK_SKEW_SECONDS = 300;
/** Throws `expired` / `not-yet-valid` unless `now` lies in [issuedAt − skew, expiresAt + skew]. */
function checkFreshness(predicate, now, clockSkewSeconds = DEFAULT_CLOCK_SKEW_SECONDS) {
    const skew = clockSkewSeconds * 1000;
    const issued = Date.parse(predicate.issuedAt);
    const expires = Date.parse(predicate.expiresAt);
    if (!(expires > issued)) {
        throw new _reasons__WEBPACK_IMPORTED_MODULE_0__/* .BundleError */ .r('bad-statement', 'expiresAt is not after issuedAt');
    }
    if (now.getTime() > expires + skew) {
        throw new _reasons__WEBPACK_IMPORTED_MODULE_0__/* .BundleError */ .r('expired', `bundle expired at ${predicate.expiresAt}`);
    }
    if (issued > now.getTime() + skew) {
        throw new _reasons__WEBPACK_IMPORTED_MODULE_0__/* .BundleError */ .r('not-yet-valid', `bundle is issued at ${predicate.issuedAt}, in the future (now ${now.toISOString()})`);
    }
}


/***/ }),

/***/ 28457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ SealError),
/* harmony export */   r: () => (/* binding */ BundleError)
/* harmony export */ });
/** A typed failure inside the bundle layers; verifyBundle turns it into a Reason. */
class BundleError extends Error {
    code;
    errno;
    name = 'BundleError';
    constructor(code, message, 
    /** The system error code (ENOENT, EACCES, ...) when an I/O call failed. */
    errno) {
        super(message);
        this.code = code;
        this.errno = errno;
    }
    toReason() {
        return { code: this.code, message: this.message };
    }
}
/** Sealing cannot proceed (unfinished run, damaged journal, bad argument): one line. */
class SealError extends Error {
    exitCode;
    name = 'SealError';
    constructor(message, 
    /** 1: the run or repository is not sealable; 2: a bad argument. */
    exitCode = 1) {
        super(message);
        this.exitCode = exitCode;
    }
}


/***/ }),

/***/ 69539:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ sha256Hex),
/* harmony export */   s: () => (/* binding */ sha256)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

// crypto.hash (Node ≥ 20.12) hashes without creating a Hash object: cheaper for small inputs.
const oneShot = node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash;
/** SHA-256 of `data`. */
function sha256(data) {
    return oneShot
        ? oneShot('sha256', data, 'buffer')
        : node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash('sha256').update(data).digest();
}
/** SHA-256 of `data`, 64 hex digits. */
function sha256Hex(data) {
    return oneShot
        ? oneShot('sha256', data, 'hex')
        : node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash('sha256').update(data).digest('hex');
}


/***/ })

};
;