"use strict";
exports.id = 266;
exports.ids = [266,182];
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

/***/ 11182:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sealRun: () => (/* binding */ sealRun)
});

// UNUSED EXPORTS: BUNDLE_SUFFIX, DEFAULT_VALIDITY_DAYS, JOURNAL_SUFFIX

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/diff/git.ts
var git = __webpack_require__(21547);
// EXTERNAL MODULE: ./src/engine/index.ts + 28 modules
var engine = __webpack_require__(99279);
// EXTERNAL MODULE: ./src/engine/format.ts
var format = __webpack_require__(23755);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/bundle/reasons.ts
var reasons = __webpack_require__(28457);
// EXTERNAL MODULE: ./src/bundle/replay.ts + 9 modules
var bundle_replay = __webpack_require__(95130);
// EXTERNAL MODULE: ./src/bundle/dsse.ts
var dsse = __webpack_require__(28487);
// EXTERNAL MODULE: ./src/bundle/envelope.ts
var envelope = __webpack_require__(42234);
;// CONCATENATED MODULE: ./src/bundle/sign.ts


/**
 * Serializes the statement once and signs those exact bytes with every given key (several keys
 * give several signatures, for rotation). Returns the envelope file's text.
 */
function signStatement(statement, keys) {
    if (keys.length === 0)
        throw new Error('signStatement needs at least one key');
    const payload = Buffer.from(JSON.stringify(statement), 'utf8');
    return (0,envelope/* serializeEnvelope */.bN)({
        payloadType: envelope/* PAYLOAD_TYPE */.Uc,
        payload: payload.toString('base64'),
        signatures: keys.map((key) => ({
            keyid: key.keyid,
            sig: (0,dsse/* hmacSign */.TS)(key, envelope/* PAYLOAD_TYPE */.Uc, payload).toString('base64'),
        })),
    });
}

;// CONCATENATED MODULE: ./src/bundle/repository.ts


const NAME = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
/**
 * The repository a bundle is sealed for: `--repository` (with `--repository-id`), else
 * GITHUB_REPOSITORY (with GITHUB_REPOSITORY_ID) in Actions, else the `origin` remote's URL.
 */
async function resolveRepository(topLevel, options) {
    const { env } = options;
    let name = options.name;
    let id = options.id;
    if (name === undefined && env.GITHUB_REPOSITORY) {
        name = env.GITHUB_REPOSITORY;
        if (id === undefined && /^\d+$/.test(env.GITHUB_REPOSITORY_ID ?? '')) {
            id = Number(env.GITHUB_REPOSITORY_ID);
        }
    }
    name ??= await originName(topLevel);
    if (name === undefined) {
        throw new reasons/* SealError */.E('cannot tell which repository this is (no GITHUB_REPOSITORY, no origin remote): pass --repository OWNER/NAME', 2);
    }
    if (!NAME.test(name))
        throw new reasons/* SealError */.E(`repository '${name}' is not OWNER/NAME`, 2);
    if (id !== undefined && !(Number.isSafeInteger(id) && id >= 0)) {
        throw new reasons/* SealError */.E(`repository id ${id} is not a non-negative integer`, 2);
    }
    return id === undefined ? { name } : { name, id };
}
/** `owner/name` from an origin URL (https, ssh, scp-like), or undefined. */
function repositoryFromUrl(url) {
    const match = /[/:]([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+?)(?:\.git)?\/?$/.exec(url.trim());
    return match ? `${match[1]}/${match[2]}` : undefined;
}
async function originName(topLevel) {
    try {
        return repositoryFromUrl(await (0,git/* gitText */.q_)(topLevel, ['remote', 'get-url', 'origin']));
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/bundle/statement.ts + 1 modules
var bundle_statement = __webpack_require__(16799);
// EXTERNAL MODULE: ./src/bundle/digest.ts
var digest = __webpack_require__(68630);
;// CONCATENATED MODULE: ./src/bundle/clean-content.ts


/**
 * Digests of working-tree files as git will commit them. Git's clean filters (`text`/`eol`
 * attributes, `core.autocrlf`, LFS and other `filter=` drivers) can make the committed blob differ
 * from the bytes on disk, and the verifier compares the seal with the committed head content. One
 * `git hash-object --stdin-paths` gives the filtered blob id of every file; only the files whose id
 * differs from their raw bytes' are written to the object store (as `git add` would) and read back,
 * in one more `hash-object` and one `cat-file --batch` whatever their number.
 * `raw` maps repository-relative paths of regular files to the digests of their bytes on disk.
 */
async function committedDigests(topLevel, raw) {
    // Paths never hold a newline here: the seal refuses control characters first.
    const hashObjects = async (paths, write) => lines(await (0,git/* git */.$Y)(topLevel, ['hash-object', ...(write ? ['-w'] : []), '--stdin-paths'], paths.join('\n') + '\n'));
    const paths = [...raw.keys()];
    if (paths.length === 0)
        return raw;
    const ids = await hashObjects(paths, false);
    const converted = paths.filter((path, i) => ids[i] !== raw.get(path).gitBlob);
    if (converted.length === 0)
        return raw;
    const written = await hashObjects(converted, true);
    const blobs = await (0,git/* git */.$Y)(topLevel, ['cat-file', '--batch'], written.join('\n') + '\n');
    const out = new Map(raw);
    let at = 0;
    for (const [i, path] of converted.entries()) {
        // Each blob comes as `<id> blob <size>\n<content>\n`.
        const headerEnd = blobs.indexOf(10, at);
        const size = Number(blobs.subarray(at, headerEnd).toString('latin1').split(' ')[2]);
        const content = blobs.subarray(headerEnd + 1, headerEnd + 1 + size);
        out.set(path, { sha256: (0,digest/* sha256Hex */.f)(content), gitBlob: written[i] });
        at = headerEnd + 1 + size + 1;
    }
    return out;
}
function lines(output) {
    return output.toString('utf8').trim().split('\n');
}

// EXTERNAL MODULE: ./src/bundle/paths.ts
var paths = __webpack_require__(34792);
;// CONCATENATED MODULE: ./src/bundle/worktree.ts









/**
 * Lists the files that differ between `base` and the working tree of the repository at
 * `topLevel` (tracked changes, staged or not, plus untracked files that are not ignored), with
 * their digests. `exclude` holds repository-relative paths left out (the bundle's own files).
 */
async function workingTreeChanges(topLevel, base, exclude) {
    const format = (await (0,git/* gitText */.q_)(topLevel, ['rev-parse', '--show-object-format']));
    const diff = nulFields(await (0,git/* git */.$Y)(topLevel, [
        'diff',
        '--no-renames',
        '--no-ext-diff',
        '--name-status',
        '-z',
        base,
        '--',
    ]));
    const untracked = nulFields(await (0,git/* git */.$Y)(topLevel, ['ls-files', '--others', '--exclude-standard', '--full-name', '-z']));
    const present = new Set(untracked);
    const deleted = new Set();
    for (let i = 0; i + 1 < diff.length; i += 2) {
        const [status, path] = [diff[i], diff[i + 1]];
        if (status === 'D')
            deleted.add(path);
        else
            present.add(path);
    }
    const subjects = [];
    const regularFiles = new Map();
    for (const path of [...present].sort(bundle_statement/* comparePaths */.cD)) {
        if (exclude.has(path))
            continue;
        checkName(path);
        const { digest, link } = await fileDigest((0,external_node_path_.join)(topLevel, path), path, format);
        subjects.push({ name: path, digest });
        if (!link)
            regularFiles.set(path, digest);
    }
    const committed = await committedDigests(topLevel, regularFiles);
    for (const subject of subjects)
        subject.digest = committed.get(subject.name) ?? subject.digest;
    // a file removed from the index but still on disk (`git rm --cached`) is untracked, not deleted
    const deletedList = [...deleted]
        .filter((p) => !exclude.has(p) && !present.has(p))
        .sort(bundle_statement/* comparePaths */.cD);
    deletedList.forEach(checkName);
    return { subjects, deleted: deletedList };
}
function nulFields(output) {
    const text = output.toString('utf8');
    return text === '' ? [] : text.replace(/\0$/, '').split('\0');
}
function checkName(path) {
    const problem = (0,paths/* repoPathProblem */.J)(path);
    if (problem)
        throw new reasons/* SealError */.E(`cannot seal ${JSON.stringify(path)}: ${problem}`);
}
/**
 * SHA-256 and git blob id of a working-tree file's bytes (of the link text, for a symbolic link),
 * read in chunks so a large file is never held whole.
 */
async function fileDigest(absolute, path, format) {
    const stat = await (0,promises_.lstat)(absolute).catch((error) => {
        throw new reasons/* SealError */.E(`cannot read ${path} (${error.code ?? 'error'})`);
    });
    if (stat.isSymbolicLink()) {
        const target = Buffer.from(await (0,promises_.readlink)(absolute), 'utf8');
        return {
            digest: { sha256: (0,digest/* sha256Hex */.f)(target), gitBlob: (0,digest/* gitBlobId */.t)(target, format) },
            link: true,
        };
    }
    if (!stat.isFile()) {
        throw new reasons/* SealError */.E(`cannot seal ${path}: not a regular file (a submodule or directory?)`);
    }
    const handle = await (0,promises_.open)(absolute, 'r');
    try {
        const size = (await handle.stat()).size;
        const sha = (0,external_node_crypto_.createHash)('sha256');
        const blob = (0,external_node_crypto_.createHash)(format).update(`blob ${size}\0`);
        let total = 0;
        const buffer = Buffer.allocUnsafe(1 << 20);
        for (;;) {
            const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
            if (bytesRead === 0)
                break;
            sha.update(buffer.subarray(0, bytesRead));
            blob.update(buffer.subarray(0, bytesRead));
            total += bytesRead;
        }
        if (total !== size)
            throw new reasons/* SealError */.E(`${path} changed while it was being sealed`);
        return { digest: { sha256: sha.digest('hex'), gitBlob: blob.digest('hex') }, link: false };
    }
    finally {
        await handle.close();
    }
}

;// CONCATENATED MODULE: ./src/bundle/seal.ts













const BUNDLE_SUFFIX = '.bundle.json';
const JOURNAL_SUFFIX = '.journal';
const DEFAULT_VALIDITY_DAYS = 30;
/**
 * Seals a goal's finished durable run: the files that differ between the base and the working
 * tree become the subjects, the journal is written beside the bundle, and the statement is signed
 * with every given key. Pipelines call this as their last step; `lil seal` is the same.
 */
async function sealRun(options) {
    const env = options.env ?? process.env;
    const now = options.now ?? new Date();
    const days = options.expiresInDays ?? DEFAULT_VALIDITY_DAYS;
    if (options.keys.length === 0)
        throw new reasons/* SealError */.E('no HMAC key to seal with', 2);
    if (!(days > 0 && days <= 366))
        throw new reasons/* SealError */.E('expiry must be 1 to 366 days', 2);
    const cwd = options.cwd ?? process.cwd();
    const out = (0,external_node_path_.resolve)(cwd, options.out);
    if (!out.endsWith(BUNDLE_SUFFIX) || (0,external_node_path_.basename)(out) === BUNDLE_SUFFIX) {
        throw new reasons/* SealError */.E(`--out must name a file ending in ${BUNDLE_SUFFIX}`, 2);
    }
    const journalOut = out.slice(0, -BUNDLE_SUFFIX.length) + JOURNAL_SUFFIX;
    const repoDir = (0,external_node_path_.resolve)(cwd, options.repoDir ?? '.');
    const topLevel = await (0,git/* gitText */.q_)(repoDir, ['rev-parse', '--show-toplevel']).catch(() => {
        throw new reasons/* SealError */.E(`${repoDir} is not inside a git repository`, 2);
    });
    const journalBytes = await bundleJournal((0,engine/* resolveRunsDir */.Ix)(options.runsDir, env, cwd), options.goalId);
    const replay = (0,bundle_replay/* replayJournal */.Nu)(journalBytes, (0,external_node_path_.basename)(journalOut));
    const run = replay.run;
    if (run.status === 'incomplete') {
        throw new reasons/* SealError */.E(`run ${run.runId} of goal '${options.goalId}' has not finished; seal it after it ends`);
    }
    const base = await baseCommit(topLevel, options.base, run.baseCommit);
    const exclude = new Set([out, journalOut]
        .map((p) => (0,external_node_path_.relative)(topLevel, p))
        .filter((p) => !p.startsWith('..'))
        .map((p) => p.split(external_node_path_.sep).join('/')));
    const changes = await workingTreeChanges(topLevel, base, exclude);
    const repository = await resolveRepository(topLevel, {
        name: options.repository,
        id: options.repositoryId,
        env,
    });
    const statement = {
        _type: bundle_statement/* STATEMENT_TYPE */.zG,
        subject: changes.subjects,
        predicateType: bundle_statement/* PREDICATE_TYPE */.To,
        predicate: {
            version: bundle_statement/* PREDICATE_VERSION */.n3,
            tool: { name: version/* TOOL_NAME */.l, version: version/* TOOL_VERSION */.w },
            repository,
            base: { commit: base },
            deleted: changes.deleted,
            run: {
                goal: run.goal,
                runId: run.runId,
                status: run.status,
                steps: run.committedSteps,
                startedAt: run.startedAt,
                endedAt: run.endedAt,
            },
            journal: {
                path: (0,external_node_path_.basename)(journalOut),
                sha256: replay.sha256,
                bytes: replay.bytes,
                frames: replay.frames,
                chainHead: replay.chainHead,
            },
            gates: run.gates,
            ...(options.signatureChanges ? { signatureChanges: options.signatureChanges } : {}),
            issuedAt: now.toISOString(),
            expiresAt: new Date(now.getTime() + days * 86_400_000).toISOString(),
            nonce: (0,external_node_crypto_.randomBytes)(16).toString('hex'),
        },
    };
    checkSealable(statement);
    const envelope = signStatement(statement, options.keys);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(out), { recursive: true });
    await writeAtomic(journalOut, journalBytes);
    await writeAtomic(out, Buffer.from(envelope, 'utf8'));
    return { bundlePath: out, journalPath: journalOut, statement };
}
/**
 * The goal's whole history as one segment: the committed frames of all its segments, framed anew
 * from their payloads as they were committed (sequence numbers from 1, links and chain recomputed,
 * frame flags kept).
 */
async function bundleJournal(runsDir, goalId) {
    const goalDir = (0,external_node_path_.join)(runsDir, goalId);
    const { files } = (0,engine/* listJournalFiles */.$Q)(goalDir);
    if (files.length === 0)
        throw new reasons/* SealError */.E(`no journal for goal '${goalId}' in ${runsDir}`);
    if (files[0].kind === 'snapshot') {
        throw new reasons/* SealError */.E(`the journal of goal '${goalId}' was compacted (${files[0].name}); a proof bundle needs the whole history`);
    }
    const parts = await Promise.all(files.map(async (f) => ({ name: f.path, bytes: await (0,promises_.readFile)(f.path) })));
    try {
        const journal = (0,engine/* decodeGoalJournal */.V5)(parts);
        const payloads = journal.frames.map((f) => f.payload);
        // The bundle keeps how each frame was committed (its flags), as the goal journal records it.
        const flags = journal.frames.map((f) => f.flags);
        return (0,engine/* encodeJournalPayloads */.Tl)('segment', 1, format/* ZERO_CHAIN */.Zw, payloads, flags).bytes;
    }
    catch (error) {
        if (error instanceof engine/* EngineError */.NJ)
            throw new reasons/* SealError */.E(error.message.split('\n')[0]);
        throw error;
    }
}
async function baseCommit(topLevel, ref, recorded) {
    if (ref !== undefined) {
        const commit = await (0,git/* resolveCommit */.WL)(topLevel, ref);
        if (!commit)
            throw new reasons/* SealError */.E(`--base ${ref} is not a commit in ${topLevel}`, 2);
        return commit;
    }
    if (!recorded) {
        throw new reasons/* SealError */.E('the journal records no base commit (the run was outside git?): pass --base REF', 2);
    }
    const commit = await (0,git/* resolveCommit */.WL)(topLevel, recorded);
    if (!commit)
        throw new reasons/* SealError */.E(`the run's base commit ${recorded} is not in ${topLevel}`);
    return commit;
}
/** The seal never writes a bundle its own verifier would refuse (e.g. a declared hostile path). */
function checkSealable(statement) {
    try {
        (0,bundle_statement/* parseStatement */.By)(Buffer.from(JSON.stringify(statement), 'utf8'));
    }
    catch (error) {
        if (error instanceof reasons/* BundleError */.r)
            throw new reasons/* SealError */.E(`cannot seal: ${error.message}`, 2);
        throw error;
    }
}
async function writeAtomic(path, bytes) {
    const temp = `${path}.${process.pid}.tmp`;
    await (0,promises_.writeFile)(temp, bytes, { flush: true });
    await (0,promises_.rename)(temp, path);
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

/***/ 22885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run),
/* harmony export */   usage: () => (/* binding */ usage)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(92857);
/* harmony import */ var _bundle_keys__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60422);
/* harmony import */ var _bundle_seal__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(11182);
/* harmony import */ var _bundle_statement__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(16799);
/* harmony import */ var _args__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(77593);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(76675);








const usage = 'seal --goal GOAL [--runs-dir DIR] [--repo DIR] [--base REF] [--repository OWNER/NAME] [--repository-id N] [--expires-in DAYS] [--signature-changes FILE] --key-file FILE --out PATH.bundle.json';
const HELP = `Usage: lil ${usage}

Seals the goal's last finished durable run: the files that differ between --base (default: the
commit the run started from, as its journal records it) and the working tree of --repo become the
bundle's subjects; deletions are listed. Writes PATH.bundle.json (DSSE envelope, HMAC-SHA256) and
PATH.journal (the run's journal) beside it. Keys: --key-file FILE or LETITLOOP_HMAC_KEYS, one
'keyid:base64-secret' a line; every key signs. See docs/proof-bundle.md.
Exit codes: 0 sealed, 1 not sealable (unfinished run, damaged journal), 2 usage.
`;
/**
 * `lil seal`: seals a goal's finished durable run into a proof bundle (envelope + journal beside
 * it). Keys come from --key-file or LETITLOOP_HMAC_KEYS. Exit 0 sealed, 1 not sealable, 2 usage.
 */
const run = async (args, io) => {
    if (args.includes('--help') || args.includes('-h')) {
        io.stdout(HELP);
        return _errors__WEBPACK_IMPORTED_MODULE_6__/* .EXIT */ .d.ok;
    }
    const { values } = (0,_args__WEBPACK_IMPORTED_MODULE_5__/* .parseCommandArgs */ .Q)('seal', args, {
        goal: { type: 'string' },
        'runs-dir': { type: 'string' },
        repo: { type: 'string' },
        base: { type: 'string' },
        repository: { type: 'string' },
        'repository-id': { type: 'string' },
        'expires-in': { type: 'string' },
        'signature-changes': { type: 'string' },
        'key-file': { type: 'string' },
        out: { type: 'string' },
    }, false);
    if (!values.goal)
        throw new _errors__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`lil seal: --goal is required (${usage})`);
    if (!values.out)
        throw new _errors__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e('lil seal: --out PATH.bundle.json is required');
    const keys = await (0,_bundle_keys__WEBPACK_IMPORTED_MODULE_2__/* .loadHmacKeys */ .gm)({ keyFile: values['key-file'], env: io.env }).catch((error) => {
        if (error instanceof _bundle_keys__WEBPACK_IMPORTED_MODULE_2__/* .KeyConfigError */ .Cm)
            throw new _errors__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`lil seal: ${error.message}`);
        throw error;
    });
    if (keys.length === 0) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e('lil seal: no key: pass --key-file FILE or set LETITLOOP_HMAC_KEYS');
    }
    const result = await (0,_bundle_seal__WEBPACK_IMPORTED_MODULE_3__.sealRun)({
        goalId: values.goal,
        runsDir: values['runs-dir'],
        repoDir: values.repo,
        base: values.base,
        repository: values.repository,
        repositoryId: integer(values['repository-id'], '--repository-id'),
        expiresInDays: integer(values['expires-in'], '--expires-in'),
        signatureChanges: values['signature-changes']
            ? await readSignatureChanges((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, values['signature-changes']))
            : undefined,
        keys,
        out: values.out,
        env: io.env,
        cwd: io.cwd,
    });
    const p = result.statement.predicate;
    io.stderr(`lil seal: sealed run ${p.run.runId} of goal '${p.run.goal}' (${p.run.status}, ${p.run.steps} steps): ` +
        `${result.statement.subject.length} file(s) changed, ${p.deleted.length} deleted since ${p.base.commit.slice(0, 12)}; ` +
        `keys ${keys.map((k) => k.keyid).join(', ')}; expires ${p.expiresAt}\n`);
    io.stdout(`${result.bundlePath}\n${result.journalPath}\n`);
    return _errors__WEBPACK_IMPORTED_MODULE_6__/* .EXIT */ .d.ok;
};
function integer(text, flag) {
    if (text === undefined)
        return undefined;
    if (!/^\d{1,15}$/.test(text))
        throw new _errors__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`lil seal: ${flag} must be a whole number`);
    return Number(text);
}
async function readSignatureChanges(path) {
    let value;
    try {
        value = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8'));
    }
    catch (error) {
        throw new _errors__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`lil seal: --signature-changes ${path}: ${error.message.split('\n')[0]}`);
    }
    const parsed = zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(_bundle_statement__WEBPACK_IMPORTED_MODULE_4__/* .signatureChangeSchema */ .SP).safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new _errors__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .e(`lil seal: --signature-changes ${path}: ${issue.path.join('.') || 'value'}: ${issue.message}`);
    }
    return parsed.data;
}


/***/ }),

/***/ 11852:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ ChangeSetError)
/* harmony export */ });
/** A change set could not be built; the message is one line and says what to do. */
class ChangeSetError extends Error {
    code;
    name = 'ChangeSetError';
    constructor(code, message) {
        super(message);
        this.code = code;
    }
}


/***/ }),

/***/ 21547:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ git),
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   XY: () => (/* binding */ isGitRepository),
/* harmony export */   fE: () => (/* binding */ isShallow),
/* harmony export */   mergeBase: () => (/* binding */ mergeBase),
/* harmony export */   q_: () => (/* binding */ gitText)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11852);


/**
 * Runs git in `cwd` and returns stdout; a failure is a one-line ChangeSetError ('git-failed').
 * `env` adds variables (e.g. `GIT_INDEX_FILE` for a temporary index).
 */
function git(cwd, args, input, env = {}) {
    return new Promise((resolve, reject) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', args, {
            cwd,
            stdio: ['pipe', 'pipe', 'pipe'],
            // Never prompt for credentials or open an editor inside the action.
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_EDITOR: 'true', LC_ALL: 'C', ...env },
        });
        const out = [];
        const err = [];
        child.stdout.on('data', (chunk) => out.push(chunk));
        child.stderr.on('data', (chunk) => err.push(chunk));
        child.on('error', (error) => reject(new _errors__WEBPACK_IMPORTED_MODULE_1__/* .ChangeSetError */ .z('git-failed', `cannot run git: ${error.message}`)));
        child.on('close', (code) => {
            if (code === 0)
                return resolve(Buffer.concat(out));
            const detail = Buffer.concat(err).toString('utf8').trim().split('\n').pop() || `exit ${code}`;
            reject(new _errors__WEBPACK_IMPORTED_MODULE_1__/* .ChangeSetError */ .z('git-failed', `git ${args[0]} failed: ${detail}`));
        });
        child.stdin.on('error', () => undefined);
        child.stdin.end(input);
    });
}
async function gitText(cwd, args) {
    return (await git(cwd, args)).toString('utf8').trim();
}
/** The commit SHA a ref names, or undefined when it is not in this repository. */
async function resolveCommit(cwd, ref) {
    if (ref.startsWith('-'))
        return undefined;
    try {
        return await gitText(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    }
    catch {
        return undefined;
    }
}
async function isGitRepository(cwd) {
    try {
        return (await gitText(cwd, ['rev-parse', '--is-inside-work-tree'])) === 'true';
    }
    catch {
        return false;
    }
}
async function isShallow(cwd) {
    return (await gitText(cwd, ['rev-parse', '--is-shallow-repository'])) === 'true';
}
/** The merge-base of two commits, or undefined when history does not reach one (shallow). */
async function mergeBase(cwd, a, b) {
    try {
        return (await gitText(cwd, ['merge-base', a, b])) || undefined;
    }
    catch {
        return undefined;
    }
}


/***/ })

};
;