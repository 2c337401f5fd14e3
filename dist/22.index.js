"use strict";
exports.id = 22;
exports.ids = [22];
exports.modules = {

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

/***/ 95022:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_MAX_ENVELOPE_BYTES: () => (/* binding */ DEFAULT_MAX_ENVELOPE_BYTES),
  DEFAULT_MAX_JOURNAL_BYTES: () => (/* binding */ DEFAULT_MAX_JOURNAL_BYTES),
  verifyBundle: () => (/* binding */ verifyBundle)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/bundle/dsse.ts
var dsse = __webpack_require__(28487);
// EXTERNAL MODULE: ./src/bundle/digest.ts
var digest = __webpack_require__(68630);
// EXTERNAL MODULE: ./src/bundle/envelope.ts
var bundle_envelope = __webpack_require__(42234);
// EXTERNAL MODULE: ./src/bundle/freshness.ts
var freshness = __webpack_require__(11879);
// EXTERNAL MODULE: ./src/bundle/reasons.ts
var bundle_reasons = __webpack_require__(28457);
;// CONCATENATED MODULE: ./src/bundle/claims.ts


/**
 * Step 10: every claim of the predicate against what the journal replay established, then
 * freshness. All mismatches are reported, each with the claim named.
 */
function checkClaims(statement, replay, now, clockSkewSeconds) {
    const reasons = [];
    const { journal, run } = statement.predicate;
    const mismatch = (claim, claimed, actual) => {
        if (JSON.stringify(claimed) !== JSON.stringify(actual)) {
            reasons.push({
                code: 'claim-mismatch',
                message: `${claim}: the bundle claims ${claims_short(claimed)}, the journal shows ${claims_short(actual)}`,
            });
        }
    };
    if (replay.frames < journal.frames || replay.bytes < journal.bytes) {
        // every other claim about the journal and the run follows from this one
        return [
            {
                code: 'journal-truncated',
                message: `the journal holds ${replay.frames} frames (${replay.bytes} bytes); the bundle claims ${journal.frames} (${journal.bytes} bytes)`,
            },
        ];
    }
    mismatch('journal.frames', journal.frames, replay.frames);
    mismatch('journal.bytes', journal.bytes, replay.bytes);
    mismatch('journal.sha256', journal.sha256, replay.sha256);
    mismatch('journal.chainHead', journal.chainHead, replay.chainHead);
    const actual = replay.run;
    if (!actual) {
        reasons.push({ code: 'journal-corrupt', message: 'the journal holds no run' });
    }
    else {
        mismatch('run.goal', run.goal, actual.goal);
        mismatch('run.runId', run.runId, actual.runId);
        mismatch('run.status', run.status, actual.status);
        mismatch('run.steps', run.steps, actual.committedSteps);
        mismatch('run.startedAt', run.startedAt, actual.startedAt);
        mismatch('run.endedAt', run.endedAt, actual.endedAt ?? null);
        mismatch('gates', statement.predicate.gates, actual.gates);
    }
    try {
        (0,freshness/* checkFreshness */.I)(statement.predicate, now, clockSkewSeconds);
    }
    catch (error) {
        if (!(error instanceof bundle_reasons/* BundleError */.r))
            throw error;
        reasons.push(error.toReason());
    }
    return reasons;
}
function claims_short(value) {
    const text = JSON.stringify(value) ?? 'nothing';
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/bundle/read.ts



// A bundle or journal committed as a symbolic link could point anywhere on the verifier's disk.
const NO_FOLLOW = external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0);
/**
 * Reads a file, refusing anything larger than `maxBytes` before it is read whole: a regular file
 * whose size already exceeds the cap is refused without reading a byte, and any file (a pipe, a
 * file that grows while read) is read in chunks and abandoned at `maxBytes + 1`. A symbolic link
 * is refused, not followed.
 */
async function readFileCapped(path, maxBytes, what) {
    let handle;
    try {
        handle = await (0,promises_.open)(path, NO_FOLLOW);
    }
    catch (error) {
        if (error.code === 'ELOOP') {
            throw new bundle_reasons/* BundleError */.r('hostile-path', `${what} ${path} is a symbolic link`);
        }
        throw ioError(error, path, what);
    }
    try {
        const stat = await handle.stat();
        if (stat.isDirectory())
            throw new bundle_reasons/* BundleError */.r('unreadable', `${what} ${path} is a directory`);
        if (stat.isFile() && stat.size > maxBytes)
            throw tooLarge(what, stat.size, maxBytes);
        const chunks = [];
        let total = 0;
        const chunkSize = 1 << 16;
        for (;;) {
            const chunk = Buffer.allocUnsafe(Math.min(chunkSize, maxBytes + 1 - total));
            const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
            if (bytesRead === 0)
                break;
            chunks.push(chunk.subarray(0, bytesRead));
            total += bytesRead;
            if (total > maxBytes)
                throw tooLarge(what, null, maxBytes);
        }
        return Buffer.concat(chunks, total);
    }
    catch (error) {
        throw error instanceof bundle_reasons/* BundleError */.r ? error : ioError(error, path, what);
    }
    finally {
        await handle.close();
    }
}
function tooLarge(what, size, maxBytes) {
    const actual = size === null ? `more than ${maxBytes}` : String(size);
    return new bundle_reasons/* BundleError */.r('too-large', `${what} is ${actual} bytes; the limit is ${maxBytes}`);
}
function ioError(error, path, what) {
    const code = error.code ?? 'error';
    return new bundle_reasons/* BundleError */.r('unreadable', `cannot read ${what} ${path} (${code})`, code);
}

// EXTERNAL MODULE: ./src/bundle/replay.ts + 9 modules
var replay = __webpack_require__(95130);
// EXTERNAL MODULE: ./src/bundle/statement.ts + 1 modules
var bundle_statement = __webpack_require__(16799);
;// CONCATENATED MODULE: ./src/bundle/verify.ts









const DEFAULT_MAX_ENVELOPE_BYTES = 8 * 1024 * 1024;
const DEFAULT_MAX_JOURNAL_BYTES = 64 * 1024 * 1024;
/**
 * Verifies a proof bundle in the order of docs/proof-bundle.md: size limits, strict envelope,
 * payload type, key lookup, HMAC, parse of the verified bytes only, schema, journal replay, run
 * rebuild, claims. Never throws for bad input: every failure is a status with reason codes.
 */
async function verifyBundle(input) {
    const result = { status: 'invalid', reasons: [] };
    try {
        await verifyInto(result, input);
    }
    catch (error) {
        const reason = error instanceof bundle_reasons/* BundleError */.r
            ? error.toReason()
            : { code: 'unreadable', message: `verifier error: ${oneLine(error)}` };
        result.reasons.push(reason);
        result.status = statusFor(reason);
    }
    return result;
}
async function verifyInto(result, input) {
    const policy = input.policy ?? {};
    const maxEnvelope = policy.maxEnvelopeBytes ?? DEFAULT_MAX_ENVELOPE_BYTES;
    const maxJournal = policy.maxJournalBytes ?? DEFAULT_MAX_JOURNAL_BYTES;
    // 1. size limits, before anything is read whole
    const envelopeBytes = await loadEnvelope(input, maxEnvelope);
    if ((0,replay/* looksLikeJournal */.pt)(envelopeBytes)) {
        // a bare journal: replayed and reported, never trusted
        result.replay = (0,replay/* replayUnsealed */.xG)(envelopeBytes);
        result.status = 'unsealed';
        return;
    }
    // 2. strict envelope parsing
    const envelope = (0,bundle_envelope/* parseEnvelope */.mE)(envelopeBytes);
    // 3. payload type
    if (envelope.payloadType !== bundle_envelope/* PAYLOAD_TYPE */.Uc) {
        throw new bundle_reasons/* BundleError */.r('wrong-payload-type', `payloadType is ${JSON.stringify(envelope.payloadType).slice(0, 80)}, expected ${bundle_envelope/* PAYLOAD_TYPE */.Uc}`);
    }
    // 4.–5. keys by keyid, HMAC with constant-time comparison
    result.keyids = checkSignatures(envelope, input.keys, policy);
    // 6.–7. parse only the verified bytes, then the schema
    result.statementSha256 = (0,digest/* sha256Hex */.f)(envelope.payloadBytes);
    const statement = (0,bundle_statement/* parseStatement */.By)(envelope.payloadBytes);
    result.statement = statement;
    // 8.–9. replay the journal and rebuild the run
    const journal = await loadJournal(input, statement, maxJournal);
    result.replay = (0,replay/* replayJournal */.Nu)(journal);
    // 10. every claim against the replay, and freshness
    result.reasons.push(...checkClaims(statement, result.replay, input.now, policy.clockSkewSeconds));
    result.status = result.reasons.length === 0 ? 'valid' : 'invalid';
}
function checkSignatures(envelope, keys, policy) {
    if (keys.length === 0) {
        throw new bundle_reasons/* BundleError */.r('no-key', 'no HMAC key configured, so the seal cannot be checked');
    }
    const byId = new Map(keys.map((k) => [k.keyid, k]));
    const unknown = envelope.signatures.find((s) => !byId.has(s.keyid));
    if (unknown) {
        throw new bundle_reasons/* BundleError */.r('unknown-key', `signed with key '${unknown.keyid}', which is not configured`);
    }
    for (const { keyid, sig } of envelope.signatures) {
        if (!(0,dsse/* hmacVerify */.vM)(byId.get(keyid), envelope.payloadType, envelope.payloadBytes, sig)) {
            throw new bundle_reasons/* BundleError */.r('bad-signature', `signature by key '${keyid}' does not match the payload`);
        }
    }
    const keyids = envelope.signatures.map((s) => s.keyid);
    const current = keys[0].keyid;
    if (policy.requireCurrentKey && !keyids.includes(current)) {
        throw new bundle_reasons/* BundleError */.r('retired-key', `signed only by older key(s) ${keyids.join(', ')}; policy requires the current key '${current}'`);
    }
    return keyids;
}
async function loadEnvelope(input, maxBytes) {
    if ('path' in input)
        return readFileCapped(input.path, maxBytes, 'bundle');
    if (input.envelopeBytes.length > maxBytes) {
        throw new bundle_reasons/* BundleError */.r('too-large', `bundle is ${input.envelopeBytes.length} bytes; the limit is ${maxBytes}`);
    }
    return input.envelopeBytes;
}
async function loadJournal(input, statement, maxBytes) {
    const name = statement.predicate.journal.path;
    const claimed = statement.predicate.journal.bytes;
    if (claimed > maxBytes) {
        throw new bundle_reasons/* BundleError */.r('too-large', `journal claims ${claimed} bytes; the limit is ${maxBytes}`);
    }
    let bytes;
    if ('path' in input) {
        const folder = (0,external_node_path_.dirname)(input.path);
        bytes = await loadWith((file, max) => readJournalFile((0,external_node_path_.join)(folder, file), max), name, maxBytes);
    }
    else if (input.journal === undefined || typeof input.journal !== 'function') {
        bytes = input.journal ?? null;
    }
    else {
        bytes = await loadWith(input.journal, name, maxBytes);
    }
    if (bytes === null)
        throw new bundle_reasons/* BundleError */.r('journal-missing', `journal ${name} is missing`);
    if (bytes.length > maxBytes) {
        throw new bundle_reasons/* BundleError */.r('too-large', `journal is ${bytes.length} bytes; the limit is ${maxBytes}`);
    }
    return bytes;
}
async function readJournalFile(path, maxBytes) {
    try {
        return await readFileCapped(path, maxBytes, 'journal');
    }
    catch (error) {
        if (error instanceof bundle_reasons/* BundleError */.r && error.errno === 'ENOENT')
            return null;
        throw error;
    }
}
async function loadWith(load, name, cap) {
    try {
        return await load(name, cap);
    }
    catch (error) {
        if (error instanceof bundle_reasons/* BundleError */.r)
            throw error;
        throw new bundle_reasons/* BundleError */.r('unreadable', `cannot read journal ${name}: ${oneLine(error)}`);
    }
}
const CANNOT_VERIFY = new Set(['no-key', 'unreadable']);
function statusFor(reason) {
    return CANNOT_VERIFY.has(reason.code) ? 'cannot-verify' : 'invalid';
}
function oneLine(error) {
    return String(error?.message ?? error).split('\n')[0];
}


/***/ })

};
;