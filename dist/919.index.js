"use strict";
exports.id = 919;
exports.ids = [919,22];
exports.modules = {

/***/ 18233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ decodeCanonicalBase64)
/* harmony export */ });
const STANDARD = /^[A-Za-z0-9+/]*={0,2}$/;
/**
 * Decodes standard base64 and returns null unless `text` is the one canonical encoding of the
 * bytes (padded, no whitespace, no stray bits): then no two spellings of a bundle verify alike.
 */
function decodeCanonicalBase64(text) {
    if (text.length % 4 !== 0 || !STANDARD.test(text))
        return null;
    const bytes = Buffer.from(text, 'base64');
    return bytes.toString('base64') === text ? bytes : null;
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

/***/ 60422:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cm: () => (/* binding */ KeyConfigError),
/* harmony export */   ZF: () => (/* binding */ parseHmacKeys),
/* harmony export */   gm: () => (/* binding */ loadHmacKeys)
/* harmony export */ });
/* unused harmony exports KEY_ENV, MIN_SECRET_BYTES, hmacKey */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _base64__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(18233);



const KEY_ENV = 'LETITLOOP_HMAC_KEYS';
const MIN_SECRET_BYTES = 32;
const MAX_KEYS = 32;
const KEYID = /^[A-Za-z0-9._-]{1,64}$/;
/** A key file or key variable that cannot be used: one line, never the secret. */
class KeyConfigError extends Error {
    name = 'KeyConfigError';
}
function hmacKey(keyid, secret) {
    if (!KEYID.test(keyid))
        throw new KeyConfigError(`bad keyid '${keyid.slice(0, 64)}'`);
    const key = { keyid };
    Object.defineProperty(key, 'secret', { value: Buffer.from(secret), enumerable: false });
    Object.defineProperty(key, 'toJSON', { value: () => ({ keyid }), enumerable: false });
    Object.defineProperty(key, node_util__WEBPACK_IMPORTED_MODULE_1__.inspect.custom, {
        value: () => `HmacKey(${keyid})`,
        enumerable: false,
    });
    return key;
}
/**
 * Parses keys written one per line as `keyid:base64-secret`. Blank lines and `#` comments are
 * skipped. The first key is the current one; later keys are older keys kept for rotation.
 */
function parseHmacKeys(text, source) {
    const keys = [];
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i].replace(/\r$/, '').trim();
        if (line === '' || line.startsWith('#'))
            continue;
        const where = `${source} line ${i + 1}`;
        const colon = line.indexOf(':');
        if (colon < 0)
            throw new KeyConfigError(`${where}: expected 'keyid:base64-secret'`);
        const keyid = line.slice(0, colon);
        if (!KEYID.test(keyid)) {
            throw new KeyConfigError(`${where}: keyid must be 1-64 characters of A-Z a-z 0-9 . _ -`);
        }
        const secret = (0,_base64__WEBPACK_IMPORTED_MODULE_2__/* .decodeCanonicalBase64 */ .u)(line.slice(colon + 1));
        if (!secret)
            throw new KeyConfigError(`${where}: secret of key '${keyid}' is not base64`);
        if (secret.length < MIN_SECRET_BYTES) {
            throw new KeyConfigError(`${where}: secret of key '${keyid}' is ${secret.length} bytes; use at least ${MIN_SECRET_BYTES} (openssl rand -base64 32)`);
        }
        if (keys.some((k) => k.keyid === keyid)) {
            throw new KeyConfigError(`${where}: keyid '${keyid}' appears twice`);
        }
        keys.push(hmacKey(keyid, secret));
    }
    if (keys.length > MAX_KEYS)
        throw new KeyConfigError(`${source}: more than ${MAX_KEYS} keys`);
    return keys;
}
/**
 * Keys from `--key-file` when given, otherwise from the environment variable; an empty list when
 * neither is set (the caller decides whether that is "cannot verify" or a usage error).
 */
async function loadHmacKeys(options) {
    if (options.keyFile !== undefined) {
        let text;
        try {
            text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(options.keyFile, 'utf8');
        }
        catch (error) {
            const code = error.code ?? 'error';
            throw new KeyConfigError(`cannot read key file ${options.keyFile} (${code})`);
        }
        const keys = parseHmacKeys(text, options.keyFile);
        if (keys.length === 0)
            throw new KeyConfigError(`key file ${options.keyFile} holds no key`);
        return keys;
    }
    const fromEnv = options.env[KEY_ENV];
    return fromEnv ? parseHmacKeys(fromEnv, KEY_ENV) : [];
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


/***/ }),

/***/ 57919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderVerification: () => (/* binding */ renderVerification),
/* harmony export */   run: () => (/* binding */ run),
/* harmony export */   usage: () => (/* binding */ usage)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _bundle_keys__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60422);
/* harmony import */ var _bundle_replay__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95130);
/* harmony import */ var _bundle_verify__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(95022);
/* harmony import */ var _args__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(77593);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(76675);







const usage = 'replay PATH [--key-file FILE] [--require-current-key] [--json]';
const HELP = `Usage: lil ${usage}

Verifies a proof bundle in order (size limits, envelope, payload type, key, HMAC, statement,
schema, journal replay, run rebuild, claims, freshness) and prints the replayed run as a table of
steps, or JSON with --json. PATH may also be a bare journal (ours or an upstream LILWAL02 file) or
a goal folder: replayed, verdict 'unsealed'. Keys: --key-file FILE or LETITLOOP_HMAC_KEYS.
Exit codes: 0 valid, 1 invalid (reason codes on stderr), 2 usage, 3 cannot verify (no key; a
bare journal, which carries no seal).
`;
/**
 * `lil replay PATH`: verifies a proof bundle (or replays a bare journal or goal folder) and prints
 * the replayed run. Exit 0 valid, 1 invalid, 2 usage, 3 cannot verify (no key; a bare journal,
 * which carries no seal).
 */
const run = async (args, io) => {
    if (args.includes('--help') || args.includes('-h')) {
        io.stdout(HELP);
        return _errors__WEBPACK_IMPORTED_MODULE_6__/* .EXIT */ .d.ok;
    }
    const { values, positionals } = (0,_args__WEBPACK_IMPORTED_MODULE_5__/* .parseCommandArgs */ .Q)('replay', args, {
        'key-file': { type: 'string' },
        'require-current-key': { type: 'boolean' },
        json: { type: 'boolean' },
    });
    if (positionals.length !== 1)
        throw new _errors__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`lil replay: expected one PATH (${usage})`);
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, positionals[0]);
    let keys;
    try {
        keys = await (0,_bundle_keys__WEBPACK_IMPORTED_MODULE_2__/* .loadHmacKeys */ .gm)({ keyFile: values['key-file'], env: io.env });
    }
    catch (error) {
        if (error instanceof _bundle_keys__WEBPACK_IMPORTED_MODULE_2__/* .KeyConfigError */ .Cm)
            throw new _errors__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`lil replay: ${error.message}`);
        throw error;
    }
    const isFolder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).then((s) => s.isDirectory(), () => false);
    const result = isFolder
        ? { status: 'unsealed', reasons: [], replay: (0,_bundle_replay__WEBPACK_IMPORTED_MODULE_3__/* .replayGoalFolder */ .LF)(path) }
        : await (0,_bundle_verify__WEBPACK_IMPORTED_MODULE_4__.verifyBundle)({
            path,
            keys,
            policy: { requireCurrentKey: values['require-current-key'] ?? false },
            now: new Date(),
        });
    if (values.json)
        io.stdout(JSON.stringify({ path: positionals[0], ...result }, null, 2) + '\n');
    else
        io.stdout(renderVerification(positionals[0], result));
    for (const reason of result.reasons) {
        io.stderr(`lil replay: ${result.status}: ${reason.code}: ${printable(reason.message)}\n`);
    }
    return exitCode(result);
};
function exitCode(result) {
    switch (result.status) {
        case 'valid':
            return _errors__WEBPACK_IMPORTED_MODULE_6__/* .EXIT */ .d.ok;
        case 'invalid':
            return _errors__WEBPACK_IMPORTED_MODULE_6__/* .EXIT */ .d.failed;
        case 'cannot-verify':
            return _errors__WEBPACK_IMPORTED_MODULE_6__/* .EXIT */ .d.cannotVerify;
        case 'unsealed':
            // nothing to verify a bare journal with; a broken one is invalid all the same
            return result.replay?.chainValid ? _errors__WEBPACK_IMPORTED_MODULE_6__/* .EXIT */ .d.cannotVerify : _errors__WEBPACK_IMPORTED_MODULE_6__/* .EXIT */ .d.failed;
    }
}
/** The human-readable report: verdict, run summary, then a table of steps (or events). */
function renderVerification(path, result) {
    const lines = [];
    const keys = result.keyids?.length ? `; sealed by key ${result.keyids.join(', ')}` : '';
    const digest = result.statementSha256 ? `; statement sha256 ${result.statementSha256}` : '';
    lines.push(`${path}: ${result.status.toUpperCase()}${keys}${digest}`);
    const replay = result.replay;
    if (replay)
        lines.push(...renderReplay(replay));
    const statement = result.statement;
    if (statement) {
        const p = statement.predicate;
        lines.push(`sealed for ${p.repository.name} on base ${p.base.commit.slice(0, 12)}: ` +
            `${statement.subject.length} file(s) changed, ${p.deleted.length} deleted; ` +
            `issued ${p.issuedAt}, expires ${p.expiresAt}`);
    }
    return lines.map(printable).join('\n') + '\n';
}
/**
 * Journal contents (step names, task ids) are untrusted: control, format and line-separator
 * characters are shown escaped so they cannot move the cursor or forge lines.
 */
function printable(text) {
    return text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (c) => `\\u${c.codePointAt(0).toString(16).padStart(4, '0')}`);
}
function renderReplay(replay) {
    const lines = [
        `journal (${replay.format}): ${replay.frames} frames, ${replay.bytes} bytes, ` +
            `chain ${replay.chainValid ? 'valid' : 'BROKEN'}${replay.chainHead ? `, head ${replay.chainHead.slice(0, 16)}` : ''}` +
            (replay.tornTail ? `; torn tail at byte ${replay.tornTail.offset} (not counted)` : ''),
    ];
    if (replay.problem)
        lines.push(`problem: ${replay.problem.code}: ${replay.problem.message}`);
    const run = replay.run;
    if (run) {
        lines.push(`run ${run.runId} of goal '${run.goal}': ${run.status}, ${run.committedSteps} step(s), ` +
            `started ${run.startedAt}${run.endedAt ? `, ended ${run.endedAt}` : ''}` +
            (run.baseCommit ? `, from commit ${run.baseCommit.slice(0, 12)}` : ''), '', ...table([
            ['pos', 'step', 'status', 'attempt', 'started', 'duration', 'output sha256 / error'],
            ...run.steps.map((s) => [
                String(s.pos),
                s.name,
                s.status,
                String(s.attempt),
                s.startedAt,
                `${s.durationMs.toFixed(1)} ms`,
                s.outputSha256 ? s.outputSha256.slice(0, 16) : (s.error ?? ''),
            ]),
        ]));
        if (run.markers.length) {
            lines.push('', ...table([
                ['marker', 'status', 'executions', 'completed'],
                ...run.markers.map((m) => [m.name, m.status, String(m.executions), m.completedAt ?? '']),
            ]));
        }
        for (const gate of run.gates) {
            lines.push(`gate ${gate.name}: ${gate.passed ? 'passed' : 'FAILED'}${gate.detail ? ` (${gate.detail})` : ''}`);
        }
    }
    const upstream = replay.upstream;
    if (upstream) {
        lines.push(`upstream status: ${upstream.status}`, '', ...table([
            ['seq', 'timestamp', 'event', 'task', 'event hash'],
            ...upstream.events.map((e) => [
                String(e.seq),
                e.timestamp,
                e.eventType,
                e.taskId,
                e.eventHash.slice(0, 16),
            ]),
        ]));
    }
    return lines;
}
function table(raw) {
    const rows = raw.map((r) => r.map(printable));
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
    return rows.map((r) => r
        .map((c, i) => c.padEnd(widths[i]))
        .join('  ')
        .trimEnd());
}


/***/ })

};
;