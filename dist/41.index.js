"use strict";
exports.id = 41;
exports.ids = [41];
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

/***/ 37827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ ConfigError)
/* harmony export */ });
/* harmony import */ var _cli_errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76675);

/**
 * Invalid configuration: a distinct outcome from a failed verification (exit 2 in the CLI and in
 * the action). The message is one line and names the source and the key, never a secret value.
 */
class ConfigError extends _cli_errors__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e {
    name = 'ConfigError';
}


/***/ }),

/***/ 82452:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xL: () => (/* reexport */ errors/* ConfigError */.x),
  Cu: () => (/* reexport */ DEFAULT_CONFIG_FILE),
  me: () => (/* reexport */ parseConfigFile),
  ZF: () => (/* reexport */ parseHmacKeys),
  Ui: () => (/* reexport */ readActionInputs),
  pE: () => (/* reexport */ resolveConfig),
  eo: () => (/* reexport */ secretForms)
});

// UNUSED EXPORTS: DEFAULTS, FAIL_ON, SBOM_FORMATS, configFileSchema, lines

// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(37827);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./src/signature/kinds.ts
var kinds = __webpack_require__(19889);
;// CONCATENATED MODULE: ./src/config/schema.ts


/** Which finding severity turns the verdict into `fail`. */
const FAIL_ON = ['breaking', 'warning', 'never'];
const SBOM_FORMATS = ['cyclonedx-json', 'cyclonedx-xml'];
/**
 * An intended signature change (`allow-signature-changes:`): findings it matches are shown as
 * accepted, not failed (src/signature/policy.ts matches them).
 */
const allowedSignatureChange = schemas/* strictObject */.rej({
    /** `Class.method`, `Class.*` for every member, `*` for anything, a file for `module-removed`. */
    symbol: schemas/* string */.YjP().min(1),
    /** A signature finding kind, e.g. `export-removed`; omitted = any kind. */
    kind: schemas/* string */.YjP()
        .min(1)
        .refine((k) => (0,kinds/* resolveKindName */.e7)(k) !== undefined, 'not a signature finding kind')
        .optional(),
    /** Repository-relative file; omitted = any file. */
    file: schemas/* string */.YjP().min(1).optional(),
    /** Shown beside the accepted finding. */
    reason: schemas/* string */.YjP().min(1).optional(),
});
/**
 * `.letitloop.yml`: the repository's policy. Keys are spelled like the action inputs. Every key is
 * optional; unknown keys are refused so a typo never silently weakens the gate.
 */
const configFileSchema = schemas/* strictObject */.rej({
    'strict-ast': schemas/* boolean */.zMY().optional(),
    'fail-on': schemas/* enum */.k5n(FAIL_ON).optional(),
    'bundle-path': schemas/* string */.YjP().min(1).optional(),
    'require-bundle': schemas/* boolean */.zMY().optional(),
    scope: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).optional(),
    sbom: schemas/* boolean */.zMY().optional(),
    'sbom-format': schemas/* enum */.k5n(SBOM_FORMATS).optional(),
    'post-comment': schemas/* boolean */.zMY().optional(),
    'test-command': schemas/* string */.YjP().min(1).optional(),
    'test-timeout-seconds': schemas/* number */.aig().int().min(1).max(21600).optional(),
    'allow-signature-changes': schemas/* array */.YOg(allowedSignatureChange).optional(),
    /**
     * Globs (scope semantics) of files the signature gate does not judge, beside the files the base's
     * `.gitattributes` mark `linguist-generated`; they still count for the scope fence and the binding.
     */
    'signature-ignore-paths': schemas/* array */.YOg(schemas/* string */.YjP().min(1)).optional(),
    /** Test code (see src/gate/signature.ts isTestPath) is not judged either, unless this is false. */
    'signature-ignore-tests': schemas/* boolean */.zMY().optional(),
});
/** The defaults; action.yml declares the same values (a test keeps them equal). */
const DEFAULTS = {
    'strict-ast': true,
    'fail-on': 'breaking',
    'bundle-path': '.letitloop/proofs/**',
    'require-bundle': false,
    scope: [],
    sbom: true,
    'sbom-format': 'cyclonedx-json',
    'post-comment': true,
    'test-timeout-seconds': 600,
};
const DEFAULT_CONFIG_FILE = '.letitloop.yml';

;// CONCATENATED MODULE: ./src/config/file.ts



/** Parses and validates the text of `.letitloop.yml`; `source` names the file in errors. */
function parseConfigFile(text, source) {
    let data;
    try {
        data = (0,dist/* parse */.qg)(text, { prettyErrors: false });
    }
    catch (error) {
        const first = String(error.message).split('\n')[0];
        throw new errors/* ConfigError */.x(`${source}: not valid YAML: ${first}`);
    }
    if (data === null || data === undefined)
        return {};
    const result = configFileSchema.safeParse(data);
    if (!result.success)
        throw new errors/* ConfigError */.x(`${source}: ${describeIssue(result.error.issues[0])}`);
    return result.data;
}
/** One zod issue as `key.path: what is wrong`, naming the key a user has to fix. */
function describeIssue(issue) {
    if (issue.code === 'unrecognized_keys') {
        const where = issue.path.length ? `${formatPath(issue.path)}: ` : '';
        return `${where}unknown key ${issue.keys.map((k) => `'${k}'`).join(', ')}`;
    }
    const where = issue.path.length ? formatPath(issue.path) : '(top level)';
    if (issue.code === 'invalid_value') {
        return `${where}: expected one of ${issue.values.map(String).join('|')}`;
    }
    if (issue.code === 'invalid_type')
        return `${where}: expected ${issue.expected}`;
    return `${where}: ${issue.message}`;
}
function formatPath(path) {
    return path
        .map((p) => (typeof p === 'number' ? `[${p}]` : String(p)))
        .join('.')
        .replace(/\.\[/g, '[');
}

;// CONCATENATED MODULE: ./src/config/inputs.ts



const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];
function readBoolean(name, value) {
    if (TRUE.includes(value))
        return true;
    if (FALSE.includes(value))
        return false;
    throw new errors/* ConfigError */.x(`input '${name}': expected true or false`);
}
/**
 * Reads the action inputs. An input equal to its action.yml default is treated as unset, so the
 * repository's `.letitloop.yml` decides unless the workflow says otherwise.
 */
function readActionInputs(get) {
    const raw = {};
    for (const name of ['strict-ast', 'require-bundle', 'sbom', 'post-comment']) {
        const value = get(name).trim();
        if (value !== '' && readBoolean(name, value) !== DEFAULTS[name])
            raw[name] = readBoolean(name, value);
    }
    for (const name of ['fail-on', 'bundle-path', 'sbom-format']) {
        const value = get(name).trim();
        if (value !== '' && value !== DEFAULTS[name])
            raw[name] = value;
    }
    const scope = lines(get('scope'));
    if (scope.length > 0)
        raw.scope = scope;
    const testCommand = get('test-command').trim();
    if (testCommand !== '')
        raw['test-command'] = testCommand;
    const parsed = configFileSchema.safeParse(raw);
    if (!parsed.success)
        throw new errors/* ConfigError */.x(`input ${describeIssue(parsed.error.issues[0])}`);
    const allowUntrusted = get('allow-untrusted-code').trim();
    return {
        overrides: parsed.data,
        githubToken: get('github-token').trim(),
        hmacKeys: get('hmac-keys'),
        allowUntrustedCode: allowUntrusted === '' ? false : readBoolean('allow-untrusted-code', allowUntrusted),
        configFile: get('config-file').trim() || DEFAULT_CONFIG_FILE,
    };
}
/** One value a line, trimmed, blank lines and `#` comments dropped. */
function lines(text) {
    return text
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => l !== '' && !l.startsWith('#'));
}

// EXTERNAL MODULE: ./src/bundle/keys.ts
var keys = __webpack_require__(60422);
;// CONCATENATED MODULE: ./src/config/keys.ts


/**
 * HMAC keys, one `keyid:base64` a line (the proof-bundle format, src/bundle/keys). A bad line is a
 * configuration error naming the source, the line and the key id, never the key material.
 */
function parseHmacKeys(text, source) {
    try {
        return (0,keys/* parseHmacKeys */.ZF)(text, source);
    }
    catch (error) {
        if (error instanceof keys/* KeyConfigError */.Cm)
            throw new errors/* ConfigError */.x(error.message);
        throw error;
    }
}
/**
 * Every text form a key could be printed in: the ways to mask it (`core.setSecret`) and to redact it.
 * Short forms are left out: masking a 3-character string would blank unrelated log text.
 */
function secretForms(key) {
    const forms = [
        key.secret.toString('base64'),
        key.secret.toString('base64').replace(/=+$/, ''),
        key.secret.toString('base64url'),
        key.secret.toString('hex'),
    ];
    const text = key.secret.toString('utf8');
    if (/^[\x20-\x7e]+$/.test(text))
        forms.push(text);
    return [...new Set(forms)].filter((f) => f.length >= 8);
}

;// CONCATENATED MODULE: ./src/config/resolve.ts

/** Defaults, then the repository file, then explicit inputs: the last one that sets a key wins. */
function resolveConfig({ file, overrides = {}, allowUntrustedCode }) {
    const merged = { ...DEFAULTS, ...file, ...overrides };
    const testCommand = merged['test-command'];
    return {
        strictAst: merged['strict-ast'],
        failOn: merged['fail-on'],
        bundlePath: merged['bundle-path'],
        requireBundle: merged['require-bundle'],
        scope: [...merged.scope],
        sbom: merged.sbom,
        sbomFormat: merged['sbom-format'],
        postComment: merged['post-comment'],
        ...(testCommand ? { testCommand } : {}),
        testTimeoutSeconds: merged['test-timeout-seconds'],
        allowUntrustedCode,
        allowedSignatureChanges: [
            ...(file['allow-signature-changes'] ?? []),
            ...(overrides['allow-signature-changes'] ?? []),
        ],
        signatureIgnorePaths: [...(merged['signature-ignore-paths'] ?? [])],
        signatureIgnoreTests: merged['signature-ignore-tests'] ?? true,
    };
}

;// CONCATENATED MODULE: ./src/config/index.ts








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


/***/ }),

/***/ 89014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   Wc: () => (/* binding */ GATE_TITLES),
/* harmony export */   nE: () => (/* binding */ notRun)
/* harmony export */ });
const GATE_TITLES = {
    signature: 'API signatures',
    bundle: 'Proof bundle',
    scope: 'Scope fence',
    sbom: 'SBOM',
    test: 'Test command',
};
function notRun(gate, reason) {
    return { gate, status: 'not-run', reason, summary: reason, findings: [] };
}
/** Files counted in a summary line: `1 file`, `3 files`. */
function plural(count, noun) {
    return `${count} ${noun}${count === 1 ? '' : 's'}`;
}


/***/ }),

/***/ 47987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YL: () => (/* binding */ stickyMarker),
/* harmony export */   p$: () => (/* binding */ commentBodyBudget),
/* harmony export */   pJ: () => (/* binding */ MAX_COMMENT_BYTES),
/* harmony export */   y0: () => (/* binding */ stickyCommentText)
/* harmony export */ });
/**
 * The sticky comment's text: the body, then a hidden marker that finds it again. GitHub's limit
 * is stated in characters but measured differently per endpoint; 65,536 UTF-8 bytes including the
 * marker satisfies every measurement (action-anchors §2.6).
 */
const MAX_COMMENT_BYTES = 65536;
const MARKER_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** `<!-- letitloop-action:<id> -->`: one sticky comment per id (default `verdict`). */
function stickyMarker(id = 'verdict') {
    if (!MARKER_ID.test(id))
        throw new Error(`invalid sticky comment id '${id}': use letters, digits, . _ -`);
    return `<!-- letitloop-action:${id} -->`;
}
/** The exact text posted: the body, a blank line, the marker. */
function stickyCommentText(body, marker) {
    return `${body.trimEnd()}\n\n${marker}`;
}
/** UTF-8 bytes left for the body once the marker is added: what a renderer truncates to. */
function commentBodyBudget(marker = stickyMarker()) {
    return MAX_COMMENT_BYTES - Buffer.byteLength(stickyCommentText('', marker), 'utf8');
}


/***/ }),

/***/ 4209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ builtInLibraries)
/* harmony export */ });
/** The libraries of this build. */
const builtInLibraries = {
    signature: async () => ({ library: await __webpack_require__.e(/* import() */ 62).then(__webpack_require__.bind(__webpack_require__, 80062)) }),
    sbom: async () => ({ library: await Promise.all(/* import() */[__webpack_require__.e(757), __webpack_require__.e(148)]).then(__webpack_require__.bind(__webpack_require__, 80148)) }),
    bundle: async () => {
        const [{ verifyBundle }, bind] = await Promise.all([
            Promise.all(/* import() */[__webpack_require__.e(279), __webpack_require__.e(127), __webpack_require__.e(22)]).then(__webpack_require__.bind(__webpack_require__, 95022)),
            __webpack_require__.e(/* import() */ 425).then(__webpack_require__.bind(__webpack_require__, 54425)),
        ]);
        return {
            library: {
                verifyBundle,
                bindToChangeSet: bind.bindToChangeSet,
                declaredSignatureChanges: bind.declaredSignatureChanges,
                bundleJournalPath: bind.bundleJournalPath,
            },
        };
    },
};


/***/ }),

/***/ 94150:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ exitCodeOf),
/* harmony export */   z: () => (/* binding */ errorOutcome)
/* harmony export */ });
/* harmony import */ var _cli_errors__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76675);
/* harmony import */ var _diff_errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11852);


/** The exit code of a verdict: 0 pass, 1 fail, 3 could not verify (2 is a configuration error). */
function exitCodeOf(verdict) {
    return verdict === 'pass' ? _cli_errors__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.ok : verdict === 'fail' ? _cli_errors__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.failed : _cli_errors__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.cannotVerify;
}
/**
 * How an error that stopped the run ends it: bad configuration or an event the action cannot
 * read is exit 2 (no verdict); anything else stopped the verification, so exit 3: never a pass.
 */
function errorOutcome(error) {
    const message = String(error?.message ?? error).split('\n')[0];
    const configError = error instanceof _cli_errors__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e ||
        (error instanceof _diff_errors__WEBPACK_IMPORTED_MODULE_1__/* .ChangeSetError */ .z &&
            (error.code === 'missing-refs' || error.code === 'unsupported-event'));
    return { exitCode: configError ? _cli_errors__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.usage : _cli_errors__WEBPACK_IMPORTED_MODULE_0__/* .EXIT */ .d.cannotVerify, configError, message };
}


/***/ }),

/***/ 50150:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tz: () => (/* binding */ writeSbom),
/* harmony export */   Xv: () => (/* binding */ withoutContents),
/* harmony export */   ZN: () => (/* binding */ toRunReport)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/** The renderers' view of a verification. */
function toRunReport(v, extra) {
    const cs = v.changeSet;
    return {
        verdict: v.verdict,
        gates: v.gates,
        failOn: v.config.failOn,
        changeSet: {
            source: cs.source,
            base: cs.base,
            head: cs.head,
            ...(cs.mergeBase ? { mergeBase: cs.mergeBase } : {}),
            files: cs.files.length,
            ...(cs.expectedFiles !== undefined ? { expectedFiles: cs.expectedFiles } : {}),
            ...(cs.incomplete ? { incomplete: cs.incomplete } : {}),
            ...(cs.repository ? { repository: `${cs.repository.owner}/${cs.repository.name}` } : {}),
            ...(cs.pullNumber !== undefined ? { pullNumber: cs.pullNumber } : {}),
        },
        ...(extra.summaryUrl ? { summaryUrl: extra.summaryUrl } : {}),
        artifacts: extra.artifacts,
        notes: [...v.notes, ...(extra.notes ?? [])],
    };
}
/** Writes the SBOM into `outDir`, redacted like every other text (a lockfile URL can carry a token). */
async function writeSbom(outDir, v, redactor) {
    if (!v.sbom)
        return undefined;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(outDir, { recursive: true });
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(outDir, `sbom.cdx.${v.sbom.extension}`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(path, redactor.redact(v.sbom.text));
    return path;
}
/** The verification without file contents: what the goal journals and returns. */
function withoutContents(v) {
    const files = v.changeSet.files.map(({ baseContent: _b, headContent: _h, ...rest }) => rest);
    return { ...v, changeSet: { ...v.changeSet, files } };
}


/***/ }),

/***/ 68071:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ runTestCommand)
/* harmony export */ });
/* unused harmony export commandEnvironment */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);

const TAIL_BYTES = 64 * 1024;
/** Never handed to the command: the action's inputs (the token, the HMAC keys) and runner credentials. */
const WITHHELD = /^(INPUT_.*|GITHUB_TOKEN|GH_TOKEN|ACTIONS_RUNTIME_TOKEN|ACTIONS_ID_TOKEN_REQUEST_.*|ACTIONS_RESULTS_URL|ACTIONS_CACHE_URL|LETITLOOP_HMAC_KEYS)$/i;
/** The environment the command gets: the caller's, less every credential the action holds. */
function commandEnvironment(env) {
    return Object.fromEntries(Object.entries(env).filter(([name]) => !WITHHELD.test(name)));
}
/**
 * Runs the user's test command with `sh -c` in its own process group; on timeout the whole group
 * is killed. Returns how it ended and the redacted tail of its combined output.
 */
function runTestCommand(options) {
    const started = Date.now();
    return new Promise((resolve) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('/bin/sh', ['-c', options.command], {
            cwd: options.cwd,
            env: commandEnvironment(options.env),
            stdio: ['ignore', 'pipe', 'pipe'],
            detached: true,
        });
        let tail = Buffer.alloc(0);
        const keep = (chunk) => {
            tail = Buffer.concat([tail, chunk]);
            if (tail.length > TAIL_BYTES)
                tail = tail.subarray(tail.length - TAIL_BYTES);
        };
        child.stdout.on('data', keep);
        child.stderr.on('data', keep);
        let timedOut = false;
        const timer = setTimeout(() => {
            timedOut = true;
            killGroup(child.pid);
        }, options.timeoutSeconds * 1000);
        const finish = (exitCode, signal, extra = '') => {
            clearTimeout(timer);
            const text = tail.toString('utf8') + extra;
            const lines = text
                .replace(/\n$/, '')
                .split('\n')
                .slice(-(options.tailLines ?? 40));
            resolve({
                command: options.redact(options.command),
                exitCode,
                signal,
                timedOut,
                timeoutSeconds: options.timeoutSeconds,
                durationMs: Date.now() - started,
                outputTail: options.redact(lines.join('\n')),
            });
        };
        child.on('error', (error) => finish(127, null, `\n${error.message}`));
        child.on('close', (code, signal) => finish(code, signal));
    });
}
function killGroup(pid) {
    if (pid === undefined)
        return;
    try {
        process.kill(-pid, 'SIGKILL');
    }
    catch {
        // Already gone.
    }
}


/***/ }),

/***/ 97446:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M: () => (/* binding */ verify)
});

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/config/index.ts + 5 modules
var src_config = __webpack_require__(82452);
;// CONCATENATED MODULE: ./src/diff/pool.ts
/** Maps `items` through `fn` with at most `limit` calls in flight; results keep the input order. */
async function mapLimit(items, limit, fn) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await fn(items[index], index);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    return results;
}

;// CONCATENATED MODULE: ./src/diff/api-content.ts

/** Past this many versions at one commit, one recursive tree call beats a contents call per file. */
const TREE_THRESHOLD = 10;
/**
 * Reads file versions through the GitHub API (no checkout needed, e.g. fork PRs under
 * `pull_request_target`). Sizes come first — from the commit's tree, or the contents API for a
 * few files — so nothing over the cap is downloaded; bodies come by blob SHA (`git.getBlob`).
 */
function apiContentReader(api, repo) {
    const trees = new Map();
    const treeOf = (commit) => {
        let tree = trees.get(commit);
        if (!tree)
            trees.set(commit, (tree = api.getTree(repo, commit)));
        return tree;
    };
    return {
        async read(requests, { maxBytes, concurrency }) {
            const perCommit = new Map();
            for (const r of requests)
                perCommit.set(r.commit, (perCommit.get(r.commit) ?? 0) + 1);
            return mapLimit(requests, concurrency, async (request) => {
                if ((perCommit.get(request.commit) ?? 0) > TREE_THRESHOLD) {
                    const tree = await treeOf(request.commit);
                    const entry = tree.blobs.get(request.path);
                    if (entry) {
                        if (entry.size > maxBytes)
                            return { kind: 'too-large', size: entry.size };
                        return { kind: 'loaded', content: await api.getBlob(repo, entry.sha) };
                    }
                    if (!tree.truncated)
                        return { kind: 'absent' };
                }
                return readOne(api, repo, request, maxBytes);
            });
        },
    };
}
async function readOne(api, repo, request, maxBytes) {
    const file = await api.getFile(repo, request.path, request.commit);
    if (!file)
        return { kind: 'absent' };
    if (file.size > maxBytes)
        return { kind: 'too-large', size: file.size };
    // The contents API omits bodies over 1 MB; a larger cap fetches the blob itself.
    return { kind: 'loaded', content: file.content ?? (await api.getBlob(repo, file.sha)) };
}

;// CONCATENATED MODULE: ./src/diff/api.ts
/** GitHub lists at most this many files of a pull request, however it is paginated. */
const API_FILE_CAP = 3000;
/**
 * The change set of a pull request through the API: the file list (`pulls.listFiles`, every
 * page), cross-checked against the PR's `changed_files`, and the merge-base of base and head.
 * A list GitHub cut short (past 3,000 files), or a head that moved since the event, sets
 * `incomplete`: the verdict must fail closed. Contents: `loadContents` with `apiContentReader`.
 */
async function apiChangeSet(api, options) {
    const { repo, pullNumber } = options;
    const [pull, listed, mergeBase] = await Promise.all([
        api.getPullRequest(repo, pullNumber),
        api.listPullFiles(repo, pullNumber),
        api.mergeBase(repo, options.base, options.head),
    ]);
    const files = listed.flatMap(toChangedFile);
    const reasons = [];
    if (listed.length < pull.changedFiles) {
        const cap = listed.length >= API_FILE_CAP ? ` (the API lists at most ${API_FILE_CAP})` : '';
        reasons.push(`GitHub listed ${listed.length} of the pull request's ${pull.changedFiles} changed files${cap}`);
    }
    if (pull.headSha !== options.head) {
        reasons.push(`the pull request's head moved to ${pull.headSha.slice(0, 12)} after this event (${options.head.slice(0, 12)}): the file list is of the new head`);
    }
    return {
        source: 'api',
        repository: { owner: repo.owner, name: repo.repo, ...idOf(options.repositoryId) },
        pullNumber,
        base: options.base,
        head: options.head,
        mergeBase,
        expectedFiles: pull.changedFiles,
        files,
        ...(reasons.length ? { incomplete: reasons.join('; ') } : {}),
    };
}
function idOf(id) {
    return id === undefined ? {} : { id };
}
function toChangedFile(row) {
    const status = statusOf(row);
    if (!status)
        return [];
    const file = { path: row.filename, status, binary: false };
    if (status === 'renamed' && row.previousFilename)
        file.previousPath = row.previousFilename;
    // A row without a patch and with no counted changes is unknown, not empty (binary, or GitHub
    // stopped diffing a large PR): leave the counts out rather than claim zero.
    if (row.patch !== undefined || row.changes > 0) {
        file.additions = row.additions;
        file.deletions = row.deletions;
    }
    if (row.patch !== undefined)
        file.patch = row.patch;
    if (row.sha && status !== 'removed')
        file.headBlob = row.sha;
    return [file];
}
function statusOf(row) {
    switch (row.status) {
        case 'added':
        case 'copied':
            return 'added';
        case 'removed':
            return 'removed';
        case 'renamed':
            return 'renamed';
        case 'modified':
        case 'changed':
            return 'modified';
        default:
            return undefined; // 'unchanged': nothing changed
    }
}

// EXTERNAL MODULE: ./src/diff/content.ts
var content = __webpack_require__(34514);
// EXTERNAL MODULE: ./src/diff/errors.ts
var errors = __webpack_require__(11852);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/diff/wildmatch.ts
/**
 * Git's wildmatch (the glob of `.gitignore` and `.gitattributes` patterns) as a RegExp. With
 * `pathname` (WM_PATHNAME) `*`, `?` and `[...]` never match `/`, and a `**` that fills a whole
 * path component spans folders: leading, any folder; trailing, everything inside; between two
 * slashes, zero or more folders. Braces and extglobs are literal, as in git. A malformed pattern
 * (an unclosed `[`, a trailing backslash, an unknown `[:class:]`) matches nothing: git aborts on it.
 */
function wildmatchRegExp(pattern, pathname) {
    const any = pathname ? '[^/]' : '.';
    let source = '';
    let i = 0;
    while (i < pattern.length) {
        const c = pattern[i];
        if (c === '\\') {
            if (i + 1 >= pattern.length)
                return undefined;
            source += escapeChar(pattern[i + 1]);
            i += 2;
        }
        else if (c === '?') {
            source += any;
            i++;
        }
        else if (c === '*') {
            let end = i;
            while (pattern[end] === '*')
                end++;
            const spansFolders = pathname &&
                end - i >= 2 &&
                (i === 0 || pattern[i - 1] === '/') &&
                (end === pattern.length || pattern[end] === '/');
            if (!spansFolders)
                source += `${any}*`;
            else if (end === pattern.length)
                source += '.*';
            else {
                source += '(?:.*/)?';
                end++; // the `/` after `**` belongs to the optional folders
            }
            i = end;
        }
        else if (c === '[') {
            const bracket = readBracket(pattern, i + 1, pathname);
            if (!bracket)
                return undefined;
            source += bracket.source;
            i = bracket.end;
        }
        else {
            source += escapeChar(c);
            i++;
        }
    }
    return new RegExp(`^${source}$`, 's');
}
const CLASSES = {
    alnum: 'a-zA-Z0-9',
    alpha: 'a-zA-Z',
    blank: ' \\t',
    cntrl: '\\x00-\\x1f\\x7f',
    digit: '0-9',
    graph: '\\x21-\\x7e',
    lower: 'a-z',
    print: '\\x20-\\x7e',
    punct: '!-\\/:-@\\[-`{-~',
    space: ' \\t\\n\\r\\f\\v',
    upper: 'A-Z',
    xdigit: '0-9A-Fa-f',
};
/** `[...]` from just after the `[`: `!`/`^` negates, a leading `]` is literal, ranges, classes. */
function readBracket(pattern, start, pathname) {
    let i = start;
    const negate = pattern[i] === '!' || pattern[i] === '^';
    if (negate)
        i++;
    let body = '';
    for (let first = true;; first = false) {
        if (i >= pattern.length)
            return undefined;
        let ch = pattern[i];
        if (ch === ']' && !first) {
            i++;
            break;
        }
        if (ch === '[' && pattern[i + 1] === ':') {
            const close = pattern.indexOf(':]', i + 2);
            const set = close < 0 ? undefined : CLASSES[pattern.slice(i + 2, close)];
            if (set === undefined)
                return undefined;
            body += set;
            i = close + 2;
            continue;
        }
        if (ch === '\\') {
            if (++i >= pattern.length)
                return undefined;
            ch = pattern[i];
        }
        i++;
        if (pattern[i] === '-' && i + 1 < pattern.length && pattern[i + 1] !== ']') {
            let high = pattern[i + 1];
            i += 2;
            if (high === '\\') {
                if (i >= pattern.length)
                    return undefined;
                high = pattern[i++];
            }
            // A reversed range matches nothing in git; in a RegExp it would be a syntax error.
            if (ch <= high)
                body += `${escapeInClass(ch)}-${escapeInClass(high)}`;
            continue;
        }
        body += escapeInClass(ch);
    }
    if (negate)
        return { source: `[^${body}${pathname ? '/' : ''}]`, end: i };
    if (body === '')
        return { source: '(?!)', end: i };
    return { source: pathname ? `(?!/)[${body}]` : `[${body}]`, end: i };
}
function escapeChar(c) {
    return /[.*+?^${}()|[\]\\/]/.test(c) ? `\\${c}` : c;
}
function escapeInClass(c) {
    return /[\\\]^[-]/.test(c) ? `\\${c}` : c;
}

;// CONCATENATED MODULE: ./src/diff/attributes.ts

/**
 * One attribute of paths by `.gitattributes` files read as text, for where only file contents are
 * at hand (the API; local git asks `git check-attr`, and a test holds the two equal). As
 * gitattributes(5): a pattern without `/` matches the file name at any depth below its file's
 * folder, one with `/` the path relative to that folder; a trailing `/` matches folders only (so
 * no file), a folder's pattern does not cover what is inside it, `!pattern` is refused; a later
 * line wins over an earlier one, a deeper file over a shallower one. Not read: macros
 * (`[attr]name`) and attributes outside the tree (`$GIT_DIR/info/attributes`, `core.attributesFile`).
 */
function attributeLookup(files, name) {
    const depth = (p) => p.split('/').length;
    const rules = [...files]
        .sort((a, b) => depth(a.path) - depth(b.path))
        .flatMap((file) => rulesOf(file, name));
    return (path) => {
        let state = 'unspecified';
        for (const rule of rules) {
            if (rule.folder !== '' && !path.startsWith(`${rule.folder}/`))
                continue;
            if (rule.matches(rule.folder === '' ? path : path.slice(rule.folder.length + 1)))
                state = rule.state;
        }
        return state;
    };
}
/** Git's own blank characters in attribute lines. */
const BLANK = /[ \t\r\n]+/;
function rulesOf(file, name) {
    const slash = file.path.lastIndexOf('/');
    const folder = slash < 0 ? '' : file.path.slice(0, slash);
    const rules = [];
    for (const raw of file.text.split('\n')) {
        const line = raw.replace(/^[ \t\r\n]+/, '');
        if (line === '' || line.startsWith('#'))
            continue;
        const split = splitPattern(line);
        if (!split || split.pattern.startsWith('[attr]') || split.pattern.startsWith('!'))
            continue;
        let state;
        for (const token of split.rest.split(BLANK)) {
            if (token === name)
                state = 'set';
            else if (token === `-${name}`)
                state = 'unset';
            else if (token === `!${name}`)
                state = 'unspecified';
            else if (token.startsWith(`${name}=`))
                state = token.slice(name.length + 1);
        }
        const matches = state === undefined ? undefined : matcherOf(split.pattern);
        if (matches)
            rules.push({ folder, matches, state: state });
    }
    return rules;
}
/** The pattern (C-quoted when it starts with `"`) and the attributes after it. */
function splitPattern(line) {
    if (line.startsWith('"')) {
        const quoted = unquoteC(line);
        return quoted && { pattern: quoted.value, rest: line.slice(quoted.end) };
    }
    const end = line.search(BLANK);
    return end < 0
        ? { pattern: line, rest: '' }
        : { pattern: line.slice(0, end), rest: line.slice(end) };
}
/** A pattern's test of a path relative to its file's folder; undefined when it matches no file. */
function matcherOf(pattern) {
    if (pattern.endsWith('/'))
        return undefined; // folders only
    const anchored = pattern.startsWith('/') ? pattern.slice(1) : pattern;
    if (!pattern.includes('/')) {
        const re = wildmatchRegExp(pattern, false);
        return re && ((relative) => re.test(relative.slice(relative.lastIndexOf('/') + 1)));
    }
    const re = wildmatchRegExp(anchored, true);
    return re && ((relative) => re.test(relative));
}
const ESCAPES = {
    a: 7,
    b: 8,
    f: 12,
    n: 10,
    r: 13,
    t: 9,
    v: 11,
    '\\': 92,
    '"': 34,
};
const PLAIN = /[^"\\]+/y;
/** Git's C-style quoting (`"a\tb\303\251"`): the bytes as UTF-8 text, and where the quote ends. */
function unquoteC(text) {
    const bytes = [];
    for (let i = 1; i < text.length; i++) {
        PLAIN.lastIndex = i;
        const plain = PLAIN.exec(text)?.[0];
        if (plain) {
            bytes.push(...Buffer.from(plain, 'utf8'));
            i += plain.length - 1;
            continue;
        }
        if (text[i] === '"')
            return { value: Buffer.from(bytes).toString('utf8'), end: i + 1 };
        const next = text[++i];
        if (next === undefined)
            return undefined;
        if (next in ESCAPES)
            bytes.push(ESCAPES[next]);
        else if (/^[0-3][0-7]{2}$/.test(text.slice(i, i + 3))) {
            bytes.push(parseInt(text.slice(i, i + 3), 8));
            i += 2;
        }
        else
            return undefined;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/diff/git.ts
var git = __webpack_require__(21547);
;// CONCATENATED MODULE: ./src/diff/generated.ts






/** GitHub Linguist's attribute for generated files (hidden in diffs, left out of statistics). */
const GENERATED_ATTRIBUTE = 'linguist-generated';
/**
 * Marks the files the base commit's `.gitattributes` call `linguist-generated` (`generated: true`;
 * a rename only when both paths are). Read at base, not head: a PR must not be able to mark its own
 * changes generated and so take them out of the signature gate.
 */
async function markGenerated(changeSet, source) {
    const paths = [...new Set(changeSet.files.flatMap((f) => [f.path, f.previousPath ?? f.path]))];
    if (paths.length === 0)
        return changeSet;
    const states = 'repoDir' in source
        ? await checkAttrAt(source.repoDir, changeSet.base, paths)
        : await readAttrAt(source.reader, changeSet.base, paths);
    const generated = (path) => isGenerated(states.get(path) ?? 'unspecified');
    return {
        ...changeSet,
        files: changeSet.files.map((f) => generated(f.path) && generated(f.previousPath ?? f.path) ? { ...f, generated: true } : f),
    };
}
/** Linguist's reading: set, or any value but `false`, is generated; unset or unspecified is not. */
function isGenerated(state) {
    return state !== 'unspecified' && state !== 'unset' && state !== 'false';
}
/** The `.gitattributes` files that can apply to the paths: the root's and one per folder above each. */
function attributeFilesFor(paths) {
    const files = new Set(['.gitattributes']);
    for (const path of paths) {
        const parts = path.split('/');
        for (let i = 1; i < parts.length; i++)
            files.add(`${parts.slice(0, i).join('/')}/.gitattributes`);
    }
    return [...files];
}
/**
 * `git check-attr` as of `commit`: a temporary index holding only that commit's `.gitattributes`
 * files that can apply (found with one `cat-file --batch-check`), read with `--cached`, so the
 * work tree (which may be another commit) does not count. Three git processes for any number of paths.
 */
async function checkAttrAt(repoDir, commit, paths) {
    const top = await (0,git/* gitText */.q_)(repoDir, ['rev-parse', '--show-toplevel']);
    const candidates = attributeFilesFor(paths).filter((p) => !p.includes('\n'));
    const found = (await (0,git/* git */.$Y)(top, ['cat-file', '--batch-check=%(objectname) %(objecttype)'], candidates.map((c) => `${commit}:${c}\n`).join('')))
        .toString('utf8')
        .split('\n');
    const entries = candidates.flatMap((path, i) => {
        const [sha, type] = (found[i] ?? '').split(' ');
        return type === 'blob' ? [`100644 ${sha}\t${path}\0`] : [];
    });
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'lil-attr-'));
    try {
        const env = { GIT_INDEX_FILE: (0,external_node_path_.join)(dir, 'index') };
        if (entries.length > 0)
            await (0,git/* git */.$Y)(top, ['update-index', '-z', '--index-info'], entries.join(''), env);
        const out = await (0,git/* git */.$Y)(top, ['check-attr', '--cached', '--stdin', '-z', GENERATED_ATTRIBUTE], paths.map((p) => `${p}\0`).join(''), env);
        // `-z` output: path NUL attribute NUL state NUL, per path.
        const fields = out.toString('utf8').split('\0');
        const states = new Map();
        for (let i = 0; i + 2 < fields.length; i += 3)
            states.set(fields[i], fields[i + 2]);
        return states;
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
/** The same through a content reader: the candidate files read at `commit`, then matched here. */
async function readAttrAt(reader, commit, paths) {
    const candidates = attributeFilesFor(paths);
    const results = await reader.read(candidates.map((path) => ({ commit, path })), { maxBytes: content/* DEFAULT_MAX_CONTENT_BYTES */.Tj, concurrency: content/* DEFAULT_CONTENT_CONCURRENCY */.ee });
    // A file over the cap is not read: its files are judged, never skipped on a guess.
    const files = candidates.flatMap((path, i) => {
        const result = results[i];
        return result?.kind === 'loaded' ? [{ path, text: result.content.toString('utf8') }] : [];
    });
    const lookup = attributeLookup(files, GENERATED_ATTRIBUTE);
    return new Map(paths.map((p) => [p, lookup(p)]));
}

;// CONCATENATED MODULE: ./src/diff/git-content.ts

/**
 * Reads file versions from local git with two `git cat-file` processes for the whole set: one
 * `--batch-check` for sizes, one `--batch` for the versions under the cap. Fast for 1,000-file PRs.
 */
function gitContentReader(repoDir) {
    return {
        async read(requests, { maxBytes }) {
            const specs = requests.map(objectSpec);
            const sizes = parseBatchCheck(await (0,git/* git */.$Y)(repoDir, ['cat-file', '--batch-check'], lines(specs)));
            const results = sizes.map((size) => size === undefined ? { kind: 'absent' } : { kind: 'too-large', size });
            const wanted = sizes.flatMap((size, index) => size !== undefined && size <= maxBytes ? [index] : []);
            if (wanted.length === 0)
                return results;
            const batch = await (0,git/* git */.$Y)(repoDir, ['cat-file', '--batch'], lines(wanted.map((i) => specs[i])));
            parseBatch(batch).forEach((content, k) => {
                results[wanted[k]] = content ? { kind: 'loaded', content } : { kind: 'absent' };
            });
            return results;
        },
    };
}
/** A blob SHA when known (no path quoting issues), else `<commit>:<path>`. */
function objectSpec(request) {
    if (request.blob)
        return request.blob;
    if (/[\n\r]/.test(request.path))
        throw new Error(`unsupported path with a newline: ${request.path}`);
    return `${request.commit}:${request.path}`;
}
function lines(specs) {
    return specs.map((spec) => `${spec}\n`).join('');
}
/** `<sha> <type> <size>` per line, or `<spec> missing`; only blobs count as present. */
function parseBatchCheck(out) {
    return out
        .toString('utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => {
        const [, type, size] = line.split(' ');
        return type === 'blob' ? Number(size) : undefined;
    });
}
/** `<sha> <type> <size>\n<content>\n` per object, or `<spec> missing\n`. */
function parseBatch(out) {
    const objects = [];
    let at = 0;
    while (at < out.length) {
        const eol = out.indexOf(0x0a, at);
        const header = out.subarray(at, eol).toString('utf8').split(' ');
        at = eol + 1;
        if (header.length !== 3) {
            objects.push(undefined);
            continue;
        }
        const size = Number(header[2]);
        objects.push(header[1] === 'blob' ? Buffer.from(out.subarray(at, at + size)) : undefined);
        at += size + 1;
    }
    return objects;
}

;// CONCATENATED MODULE: ./src/diff/fetch.ts


const MAX_DEEPEN_ROUNDS = 5;
/**
 * Resolves base and head to commits in `cwd` and finds their merge-base, fetching what is missing
 * from the remote: the commits themselves, then deeper history while a shallow clone does not
 * reach a merge-base, and finally the whole history. A full clone is never fetched into with
 * `--depth` (that would make it shallow and lose merge-bases).
 */
async function ensureHistory(cwd, baseRef, headRef, options = {}) {
    const remote = options.remote ?? 'origin';
    const allowFetch = options.fetch ?? true;
    let depth = options.depth ?? 50;
    const base = await resolveOrFetch(cwd, baseRef, 'base', remote, allowFetch, depth);
    const head = await resolveOrFetch(cwd, headRef, 'head', remote, allowFetch, depth);
    let found = await (0,git.mergeBase)(cwd, base, head);
    for (let round = 0; !found && allowFetch && round <= MAX_DEEPEN_ROUNDS; round++) {
        if (!(await (0,git/* isShallow */.fE)(cwd)))
            break;
        const deepen = round < MAX_DEEPEN_ROUNDS
            ? [`--deepen=${depth}`, remote, base, head]
            : ['--unshallow', remote];
        await fetchOrExplain(cwd, ['fetch', '--no-tags', '--quiet', ...deepen], 'deeper history', remote);
        depth *= 2;
        found = await (0,git.mergeBase)(cwd, base, head);
    }
    if (!found) {
        const hint = allowFetch
            ? 'the histories are unrelated'
            : 'fetching is off; use actions/checkout with fetch-depth: 0';
        throw new errors/* ChangeSetError */.z('commit-unavailable', `no merge-base between base ${fetch_short(base)} and head ${fetch_short(head)}: ${hint}`);
    }
    return { base, head, mergeBase: found };
}
async function resolveOrFetch(cwd, ref, role, remote, allowFetch, depth) {
    const local = (await (0,git/* resolveCommit */.WL)(cwd, ref)) ?? (await (0,git/* resolveCommit */.WL)(cwd, `${remote}/${ref}`));
    if (local)
        return local;
    if (!allowFetch) {
        throw new errors/* ChangeSetError */.z('commit-unavailable', `${role} ${ref} is not in the checkout and fetching is off; use actions/checkout with fetch-depth: 0`);
    }
    const depthArgs = (await (0,git/* isShallow */.fE)(cwd)) ? [`--depth=${depth}`] : [];
    await fetchOrExplain(cwd, ['fetch', '--no-tags', '--quiet', ...depthArgs, remote, ref], `${role} ${ref}`, remote);
    const fetched = await (0,git/* resolveCommit */.WL)(cwd, 'FETCH_HEAD');
    if (!fetched) {
        throw new errors/* ChangeSetError */.z('commit-unavailable', `${role} ${ref} was fetched but is not a commit`);
    }
    return fetched;
}
async function fetchOrExplain(cwd, args, what, remote) {
    try {
        await (0,git/* git */.$Y)(cwd, args);
    }
    catch (error) {
        throw new errors/* ChangeSetError */.z('commit-unavailable', `${what} is not in the checkout and cannot be fetched from '${remote}' (${error.message})`);
    }
}
function fetch_short(sha) {
    return sha.slice(0, 12);
}

;// CONCATENATED MODULE: ./src/diff/local.ts



const ZERO = /^0+$/;
const GITLINK = '160000';
/**
 * The change set base...head from local git (merge-base semantics, like a PR's diff): renames
 * (`-M`), deletions, line counts and blob SHAs of both versions. Contents are not read here: pass
 * the result to `loadContents` with `gitContentReader`, which decides binary by content.
 */
async function localChangeSet(options) {
    const { repoDir } = options;
    const history = await ensureHistory(repoDir, options.base, options.head, options);
    const out = await (0,git/* git */.$Y)(repoDir, [
        '-c',
        'core.quotePath=false',
        'diff',
        '-z',
        '--raw',
        '--numstat',
        '-M',
        '--no-abbrev',
        '--no-ext-diff',
        '--no-textconv',
        history.mergeBase,
        history.head,
    ]);
    return {
        source: 'git',
        ...(options.repository ? { repository: options.repository } : {}),
        ...(options.pullNumber !== undefined ? { pullNumber: options.pullNumber } : {}),
        ...(options.expectedFiles !== undefined ? { expectedFiles: options.expectedFiles } : {}),
        base: history.base,
        head: history.head,
        mergeBase: history.mergeBase,
        files: parseRawNumstat(out.toString('utf8')),
    };
}
/** Parses `git diff -z --raw --numstat --no-abbrev` (raw records first, then numstat records). */
function parseRawNumstat(text) {
    const tokens = text.split('\0');
    if (tokens[tokens.length - 1] === '')
        tokens.pop();
    const files = [];
    let i = 0;
    while (i < tokens.length && tokens[i].startsWith(':')) {
        const [oldMode, newMode, oldSha, newSha, letters] = tokens[i].slice(1).split(' ');
        const letter = (letters ?? '').charAt(0);
        const twoPaths = letter === 'R' || letter === 'C';
        const first = tokens[i + 1];
        const second = twoPaths ? tokens[i + 2] : undefined;
        i += twoPaths ? 3 : 2;
        const file = {
            path: second ?? first,
            status: local_statusOf(letter),
            binary: false,
        };
        if (letter === 'R')
            file.previousPath = first;
        if (oldSha && !ZERO.test(oldSha) && oldMode !== GITLINK)
            file.baseBlob = oldSha;
        if (newSha && !ZERO.test(newSha) && newMode !== GITLINK)
            file.headBlob = newSha;
        if (oldMode === GITLINK || newMode === GITLINK)
            file.skipped = content/* SUBMODULE */.NG;
        files.push(file);
    }
    for (const file of files) {
        const stat = tokens[i++] ?? '';
        const [added, deleted, path] = stat.split('\t');
        if (path === '')
            i += 2; // a rename's numstat names both paths in the next two tokens
        // `-` means git did not count lines: binary content, or only a `.gitattributes` entry
        // (`-diff`, `binary`) that says not to diff it; even `--text` keeps the `-`. The counts stay
        // unknown; whether the file is binary is decided by content when it is loaded, as for the API.
        if (added !== '-' || deleted !== '-') {
            file.additions = Number(added);
            file.deletions = Number(deleted);
        }
    }
    return files;
}
function local_statusOf(letter) {
    switch (letter) {
        case 'A':
        case 'C':
            return 'added';
        case 'D':
            return 'removed';
        case 'R':
            return 'renamed';
        default:
            // M, and T (type change, e.g. file ↔ symlink)
            return 'modified';
    }
}

;// CONCATENATED MODULE: ./src/diff/build.ts








/**
 * The change set for the refs of an event: from local git when the checkout can serve it, else
 * from the API (pull requests only), with generated files marked (`linguist-generated` at base)
 * and contents loaded for the wanted files.
 */
async function buildChangeSet(options) {
    const { refs, api } = options;
    let localError;
    if (options.repoDir !== undefined && (await (0,git/* isGitRepository */.XY)(options.repoDir))) {
        try {
            const changeSet = await localChangeSet({
                repoDir: options.repoDir,
                base: refs.base,
                head: refs.head,
                fetch: options.fetch,
                repository: refs.repository,
                pullNumber: refs.pullNumber,
                expectedFiles: refs.changedFiles,
            });
            const marked = await markGenerated(changeSet, { repoDir: options.repoDir });
            return withContents(marked, gitContentReader(options.repoDir), options.contents);
        }
        catch (error) {
            if (!(error instanceof errors/* ChangeSetError */.z) || error.code !== 'commit-unavailable')
                throw error;
            localError = error;
        }
    }
    if (api && refs.repository && refs.pullNumber !== undefined) {
        if (localError)
            options.onFallback?.(`${localError.message}; reading the change through the API`);
        const repo = { owner: refs.repository.owner, repo: refs.repository.name };
        const changeSet = await apiChangeSet(api, {
            repo,
            repositoryId: refs.repository.id,
            pullNumber: refs.pullNumber,
            base: refs.base,
            head: refs.head,
        });
        const reader = apiContentReader(api, repo);
        return withContents(await markGenerated(changeSet, { reader }), reader, options.contents);
    }
    throw (localError ??
        new errors/* ChangeSetError */.z('no-pull-request', options.repoDir === undefined
            ? `no checkout and no pull request to read through the API (event '${refs.eventName}')`
            : `${options.repoDir} is not a git repository and the event '${refs.eventName}' is not a pull request`));
}
function withContents(changeSet, reader, contents) {
    return contents ? (0,content/* loadContents */.TC)(changeSet, reader, contents) : changeSet;
}

// EXTERNAL MODULE: ./src/gate/types.ts
var types = __webpack_require__(89014);
;// CONCATENATED MODULE: ./src/gate/bundle.ts

/**
 * Reasons that mean "no key was given": the bundle cannot be judged, not judged bad. A seal by a
 * key id we do not hold while keys are configured (`unknown-key`) is rejected, as `lil replay` does:
 * it is what a forged bundle looks like, and a rotation is fixed by adding the new key.
 */
const KEY_MISSING = new Set(['no-key']);
/**
 * The proof-bundle gate. A bundle without a key to check it is `could-not-verify`, never a pass;
 * a required bundle that is absent is a breaking finding; an invalid seal, replay or binding is
 * breaking; a bare unsealed journal is replayed but not trusted (warning).
 */
function bundleGate(evidence) {
    const { files, required } = evidence;
    if (files.length === 0) {
        if (!required)
            return (0,types/* notRun */.nE)('bundle', 'no proof bundle in this PR');
        const message = 'A proof bundle is required (`require-bundle`) but the PR adds none.';
        return {
            gate: 'bundle',
            status: 'ran',
            summary: 'required, none found',
            findings: [{ gate: 'bundle', kind: 'bundle-missing', severity: 'breaking', message }],
        };
    }
    if (!evidence.keysAvailable) {
        return {
            ...(0,types/* notRun */.nE)('bundle', `${(0,types/* plural */.LS)(files.length, 'bundle')} present but no HMAC key (\`hmac-keys\`)`),
            cannotVerify: 'a proof bundle is present but no HMAC key is available to check its seal (fork PRs get no secrets under `pull_request`)',
        };
    }
    if (!evidence.checks) {
        const reason = evidence.unavailable ?? 'the bundle verifier did not run';
        return {
            ...(0,types/* notRun */.nE)('bundle', reason),
            cannotVerify: `a proof bundle is present but could not be verified: ${reason}`,
        };
    }
    const findings = [];
    const blocked = [];
    for (const check of evidence.checks) {
        if (check.status === 'cannot-verify' || check.reasons.some((r) => KEY_MISSING.has(r.code))) {
            blocked.push(`${check.file}: ${check.reasons.map((r) => r.message).join('; ')}`);
            continue;
        }
        if (check.status === 'unsealed') {
            findings.push({
                gate: 'bundle',
                kind: 'unsealed',
                severity: 'warning',
                file: check.file,
                message: `${check.file} is a journal without a seal: replayed, not trusted.`,
            });
        }
        for (const reason of check.reasons) {
            findings.push({
                gate: 'bundle',
                kind: reason.code,
                severity: 'breaking',
                file: check.file,
                message: reason.message,
            });
        }
        findings.push(...check.binding);
    }
    const valid = evidence.checks.filter((c) => c.status === 'valid').length;
    const keys = [...new Set(evidence.checks.flatMap((c) => c.keyIds))];
    return {
        gate: 'bundle',
        status: 'ran',
        summary: `${valid} of ${(0,types/* plural */.LS)(evidence.checks.length, 'bundle')} valid${keys.length ? `; key ${keys.join(', ')}` : ''}`,
        findings,
        ...(blocked.length
            ? { cannotVerify: `a proof bundle could not be verified (${blocked.join('; ')})` }
            : {}),
        timeline: evidence.checks.flatMap((c) => c.steps),
    };
}

;// CONCATENATED MODULE: ./src/gate/scope.ts


/**
 * Compiles scope globs with path-component semantics: `*` never crosses `/`, `**` spans whole
 * components, and a pattern that matches a folder covers everything below it (`src` allows
 * `src/a/b.ts` but not `src2/x`). `!glob` takes paths back out.
 */
function scopeMatcher(scope) {
    const compile = (glob) => picomatch_default()(glob.replace(/\/+$/, ''), { dot: true, noextglob: true });
    const allow = scope.filter((g) => !g.startsWith('!')).map(compile);
    const deny = scope.filter((g) => g.startsWith('!')).map((g) => compile(g.slice(1)));
    return (path) => {
        const prefixes = componentPrefixes(path);
        const hit = (m) => prefixes.some((p) => m(p));
        return allow.some(hit) && !deny.some(hit);
    };
}
/** `a/b/c` → `a`, `a/b`, `a/b/c`. */
function componentPrefixes(path) {
    const parts = path.split('/');
    return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}
/** The scope fence: every path the PR touches must be allowed; deletions and both sides of a rename count. */
function scopeGate({ files, scope, exempt = () => false }) {
    if (scope.length === 0)
        return (0,types/* notRun */.nE)('scope', 'no scope configured (input `scope` or `.letitloop.yml`)');
    const inScope = scopeMatcher(scope);
    const findings = [];
    let checked = 0;
    for (const file of files) {
        const sides = [
            {
                path: file.path,
                what: file.status === 'removed'
                    ? 'deletes'
                    : file.status === 'renamed'
                        ? 'renames to'
                        : file.status === 'added'
                            ? 'adds'
                            : 'modifies',
            },
            ...(file.previousPath ? [{ path: file.previousPath, what: 'renames away' }] : []),
        ];
        for (const side of sides) {
            if (exempt(side.path))
                continue;
            checked++;
            if (inScope(side.path))
                continue;
            findings.push({
                gate: 'scope',
                kind: 'out-of-scope',
                severity: 'breaking',
                file: side.path,
                message: `The PR ${side.what} \`${side.path}\`, outside the allowed scope.`,
            });
        }
    }
    return {
        gate: 'scope',
        status: 'ran',
        summary: `${(0,types/* plural */.LS)(checked, 'path')} checked against ${(0,types/* plural */.LS)(scope.length, 'glob')}`,
        findings,
    };
}

// EXTERNAL MODULE: ./src/signature/kinds.ts
var kinds = __webpack_require__(19889);
;// CONCATENATED MODULE: ./src/gate/signature.ts



/** Which changed files the signature gate reads (both sides of a rename count). */
function wantsSignature(library, file) {
    return (library.isSignatureFile(file.path) ||
        (file.previousPath !== undefined && library.isSignatureFile(file.previousPath)));
}
/**
 * Test code, whose exports no user imports: a file in a `__tests__`, `__mocks__`, `test` or
 * `tests` folder, a `*.test.*` or `*.spec.*` file, pytest's `test_*.py`, `*_test.py` and
 * `conftest.py`.
 */
function isTestPath(path) {
    const parts = path.replace(/\\/g, '/').split('/');
    const name = parts.pop() ?? '';
    return (parts.some((dir) => /^(__tests__|__mocks__|tests?)$/.test(dir)) ||
        /\.(test|spec)\.[cm]?[jt]sx?$/.test(name) ||
        /^(test_.*|.*_test|conftest)\.py$/.test(name));
}
/**
 * The files the gate judges, and why the others are left out: generated code (the base's
 * `.gitattributes` say `linguist-generated`), `signature-ignore-paths` and, unless
 * `signature-ignore-tests` is off, test code. A bundled `dist/` would otherwise be noise or false
 * drift, a test helper's export removed a false breaking change. A rename is left out only when
 * both its paths are.
 */
function signatureSelection(library, ignorePaths, ignoreTests = true) {
    const ignored = scopeMatcher(ignorePaths);
    const both = (file, test) => test(file.path) && (file.previousPath === undefined || test(file.previousPath));
    const excludedBy = (file) => {
        if (file.generated)
            return 'linguist-generated';
        if (both(file, ignored))
            return 'signature-ignore-paths';
        if (ignoreTests && both(file, isTestPath))
            return 'test';
        return undefined;
    };
    return {
        excludedBy,
        /** The files whose contents the gate needs. */
        wanted: (file) => wantsSignature(library, file) && !excludedBy(file),
    };
}
const SOURCES = 'TypeScript, JavaScript, Python or package.json file';
/** Paths listed under the note; the count covers them all. */
const MAX_LISTED = 100;
/**
 * The signature gate: the API drift between base and head of each changed source file. Generated
 * and ignored files get one note that counts them. A source file whose contents were not loaded
 * gets `file-skipped`, as the library gives for binary or over-large versions, never silence.
 */
async function signatureGate(input) {
    const { library } = input;
    if (!library) {
        return (0,types/* notRun */.nE)('signature', input.unavailable ?? 'the signature library is not available');
    }
    const selection = signatureSelection(library, input.ignorePaths ?? [], input.ignoreTests);
    const sources = input.files.filter((f) => wantsSignature(library, f));
    if (sources.length === 0)
        return (0,types/* notRun */.nE)('signature', `no ${SOURCES} changed`);
    const excluded = [];
    const files = [];
    for (const f of sources) {
        const why = selection.excludedBy(f);
        if (why)
            excluded.push({ path: f.path, why });
        else
            files.push(f);
    }
    const note = excluded.length > 0 ? exclusionNote(excluded) : undefined;
    if (note && files.length === 0) {
        const reason = `${note.message}; no other ${SOURCES} changed`;
        return { ...(0,types/* notRun */.nE)('signature', reason), details: [note.details] };
    }
    const skipped = [];
    const pairs = [];
    for (const file of files) {
        if (file.baseContent === undefined || file.headContent === undefined) {
            skipped.push(skippedFinding(file));
            continue;
        }
        pairs.push({
            path: file.path,
            ...(file.previousPath ? { previousPath: file.previousPath } : {}),
            base: file.baseContent === null ? null : file.baseContent.toString('utf8'),
            head: file.headContent === null ? null : file.headContent.toString('utf8'),
        });
    }
    // Drift first, then what was not analysed, as the comment lists a gate's findings in order.
    const raw = [
        ...(await library.diffFileSet(pairs, { readModules: input.readModules })).flat(),
        ...skipped,
        ...(note ? [note.finding] : []),
    ];
    // One rule for both sources: a bundle's declaration matches exactly as a config entry does.
    const findings = library.applySignaturePolicy(raw, {
        strictAst: input.strictAst,
        allowed: [
            ...(input.declared ?? []).map((d) => ({ ...d, by: 'bundle' })),
            ...input.allowed.map((a) => ({ ...a, by: 'config' })),
        ],
    });
    const mode = input.strictAst ? 'strict' : 'report-only (`strict-ast: false`)';
    return {
        gate: 'signature',
        status: 'ran',
        summary: [`${(0,types/* plural */.LS)(pairs.length, 'file')} checked`, note?.message, mode]
            .filter(Boolean)
            .join('; '),
        findings,
        ...(note ? { details: [note.details] } : {}),
    };
}
/**
 * The catalogue's `file-skipped` for a file the loader left unloaded (binary content, over the size
 * cap, a submodule), as the library reports such versions. Without a reason nothing looked at
 * the file: a warning, so it never passes as checked.
 */
function skippedFinding(file) {
    const kind = (0,kinds/* signatureKind */.vA)('file-skipped');
    return {
        gate: 'signature',
        kind: kind.id,
        severity: file.skipped ? kind.severity : 'warning',
        file: file.path,
        message: file.skipped
            ? `\`${file.path}\` not analysed (${file.skipped}).`
            : `\`${file.path}\` was not checked: its contents were not loaded.`,
    };
}
/** How the note counts the files left out for each reason, beside others. */
const COUNTED = {
    'linguist-generated': (n) => `${n} generated (linguist-generated)`,
    'signature-ignore-paths': (n) => `${n} in \`signature-ignore-paths\``,
    test: (n) => `${(0,types/* plural */.LS)(n, 'test')} (\`signature-ignore-tests\`)`,
};
/** How the note says the files left out for one reason alone. */
const ALONE = {
    'linguist-generated': (n) => `${(0,types/* plural */.LS)(n, 'generated file')} not checked (linguist-generated)`,
    'signature-ignore-paths': (n) => `${(0,types/* plural */.LS)(n, 'file')} not checked (\`signature-ignore-paths\`)`,
    test: (n) => `${(0,types/* plural */.LS)(n, 'test file')} not checked (\`signature-ignore-tests\`)`,
};
/** One note for every file left out: the count by reason, the paths collapsed. */
function exclusionNote(excluded) {
    const reasons = Object.keys(COUNTED).flatMap((why) => {
        const n = excluded.filter((e) => e.why === why).length;
        return n > 0 ? [{ why, n }] : [];
    });
    const message = reasons.length === 1
        ? ALONE[reasons[0].why](reasons[0].n)
        : `${(0,types/* plural */.LS)(excluded.length, 'file')} not checked: ${reasons.map((r) => COUNTED[r.why](r.n)).join(', ')}`;
    const listed = excluded.slice(0, MAX_LISTED).map((e) => `${e.path}  (${e.why})`);
    if (excluded.length > MAX_LISTED)
        listed.push(`… and ${excluded.length - MAX_LISTED} more`);
    const finding = {
        gate: 'signature',
        kind: 'file-skipped',
        severity: (0,kinds/* signatureKind */.vA)('file-skipped').severity,
        message: `${message}.`,
    };
    return {
        message,
        finding,
        details: { title: 'Files not checked for API drift', text: listed.join('\n'), code: true },
    };
}

// EXTERNAL MODULE: ./src/findings.ts
var src_findings = __webpack_require__(81001);
;// CONCATENATED MODULE: ./src/gate/verdict.ts

const FAILING = {
    breaking: ['breaking'],
    warning: ['breaking', 'warning'],
    never: [],
};
/**
 * Combines the gates into one verdict. A finding that fails by the `fail-on` policy gives `fail`;
 * otherwise anything that stopped a check (an incomplete change set, a bundle without a key)
 * gives `could-not-verify`; only then `pass`. Accepted findings never fail.
 */
function decideVerdict({ gates, failOn, incomplete }) {
    const findings = gates.flatMap((g) => g.findings).sort(src_findings/* compareFindings */.E);
    const counts = { breaking: 0, warning: 0, info: 0, accepted: 0 };
    for (const f of findings) {
        if (f.accepted)
            counts.accepted++;
        else
            counts[f.severity]++;
    }
    const failing = findings.filter((f) => !f.accepted && FAILING[failOn].includes(f.severity));
    const blocked = [
        ...(incomplete ? [`the change set is incomplete: ${incomplete}`] : []),
        ...gates.flatMap((g) => (g.cannotVerify ? [g.cannotVerify] : [])),
    ];
    if (failing.length > 0) {
        const bySeverity = FAILING[failOn].filter((s) => counts[s] > 0).map((s) => `${counts[s]} ${s}`);
        return {
            verdict: 'fail',
            reasons: [
                `${bySeverity.join(' and ')} finding${failing.length === 1 ? '' : 's'} (fail-on: ${failOn})`,
                ...blocked,
            ],
            findings,
            counts,
        };
    }
    if (blocked.length > 0)
        return { verdict: 'could-not-verify', reasons: blocked, findings, counts };
    const notRun = gates.filter((g) => g.status === 'not-run').map((g) => g.gate);
    return {
        verdict: 'pass',
        reasons: [
            notRun.length ? `no failing findings; not run: ${notRun.join(', ')}` : 'no failing findings',
        ],
        findings,
        counts,
    };
}

;// CONCATENATED MODULE: ./src/pipeline/bundles.ts


/** Proof-bundle files the PR adds or changes: what `bundle-path` matches, deletions aside. */
function bundleFiles(changeSet, bundlePath) {
    const match = picomatch_default()(bundlePath, { dot: true });
    return changeSet.files.filter((f) => f.status !== 'removed' && match(f.path));
}
/**
 * Verifies every proof bundle in the PR (seal, journal replay, claims) and binds each valid one to
 * the change set. I/O (journal reads, ancestry) happens here; the gate judges the results.
 */
async function collectBundles(input) {
    const candidates = bundleFiles(input.changeSet, input.bundlePath);
    const base = {
        files: candidates.map((f) => f.path),
        required: input.required,
        keysAvailable: input.keys.length > 0,
    };
    if (candidates.length === 0 || !base.keysAvailable)
        return { evidence: base, statements: [] };
    if ('unavailable' in input.loaded)
        return { evidence: { ...base, unavailable: input.loaded.unavailable }, statements: [] };
    const lib = input.loaded.library;
    const verified = await Promise.all(candidates.map(async (file) => ({ file, result: await verifyOne(lib, file, input) })));
    // A journal beside an envelope matches bundle-path too: it is judged through its envelope.
    const journals = new Set(verified.flatMap(({ file, result }) => result.statement ? [lib.bundleJournalPath(file.path, result.statement)] : []));
    const envelopes = verified.filter(({ file }) => !journals.has(file.path));
    const bundlePaths = candidates.map((f) => f.path);
    const statements = [];
    const checks = [];
    for (const { file, result } of envelopes) {
        let binding = [];
        if (result.status === 'valid' && result.statement) {
            const statement = result.statement;
            const sealedOn = statement.predicate.base.commit;
            const ancestor = sealedOn === input.changeSet.base ||
                (await input.isAncestor(sealedOn, input.changeSet.base));
            binding = lib.bindToChangeSet(statement, input.changeSet, {
                bundlePaths,
                isAncestor: () => ancestor,
            });
            if (!binding.some((f) => f.severity === 'breaking'))
                statements.push(statement);
        }
        checks.push(toCheck(file.path, result, binding));
    }
    return { evidence: { ...base, files: envelopes.map((e) => e.file.path), checks }, statements };
}
async function verifyOne(lib, file, input) {
    if (!file.headContent) {
        const why = file.skipped ?? 'its contents were not loaded';
        return {
            status: 'cannot-verify',
            reasons: [{ code: 'unreadable', message: `${file.path}: ${why}` }],
        };
    }
    const folder = external_node_path_.posix.dirname(file.path);
    const journal = async (name, maxBytes) => {
        const path = external_node_path_.posix.join(folder, name);
        const changed = input.changeSet.files.find((f) => f.path === path && f.headContent);
        if (changed?.headContent)
            return changed.headContent;
        const [got] = await input.reader.read([{ commit: input.changeSet.head, path }], {
            maxBytes,
            concurrency: 1,
        });
        if (got?.kind === 'loaded')
            return got.content;
        throw new Error(got?.kind === 'too-large'
            ? `journal ${path} is over ${maxBytes} bytes`
            : `journal ${path} is not in the head commit`);
    };
    return lib.verifyBundle({
        envelopeBytes: file.headContent,
        journal,
        keys: input.keys,
        now: input.now,
    });
}
function toCheck(file, result, binding) {
    const run = result.replay?.run;
    const steps = [
        ...(run?.steps ?? []).map((s) => ({
            name: s.name,
            kind: 'step',
            status: s.status,
            ...(s.endedAt ? { at: s.endedAt } : {}),
            ...(s.durationMs !== undefined ? { durationMs: s.durationMs } : {}),
        })),
        ...(run?.markers ?? []).map((m) => ({
            name: m.name,
            kind: 'marker',
            status: m.status,
        })),
    ];
    return {
        file,
        status: result.status,
        keyIds: result.keyids ?? [],
        reasons: result.reasons,
        binding,
        steps,
    };
}

;// CONCATENATED MODULE: ./src/pipeline/policy.ts


const MAX_CONFIG_BYTES = 256 * 1024;
/** An explicit policy file; read before any other work, so a bad one stops the run at once. */
async function readExplicitPolicy(path) {
    let text;
    try {
        text = await (0,promises_.readFile)(path, 'utf8');
    }
    catch (error) {
        const code = error.code ?? 'error';
        throw new src_config/* ConfigError */.xL(`cannot read config file ${path} (${code})`);
    }
    return { file: (0,src_config/* parseConfigFile */.me)(text, path), origin: path, notes: [] };
}
/**
 * The repository's policy, read at the base commit, never from the PR's head: a pull request must
 * not be able to relax the gate that judges it. A PR that changes the file gets a note.
 */
async function readBasePolicy(configFile, changeSet, reader) {
    const [result] = await reader.read([{ commit: changeSet.base, path: configFile }], {
        maxBytes: MAX_CONFIG_BYTES,
        concurrency: 1,
    });
    const changed = changeSet.files.some((f) => f.path === configFile || f.previousPath === configFile);
    const notes = changed
        ? [
            `The PR changes \`${configFile}\`; the base branch's version was applied (the new one applies after merge).`,
        ]
        : [];
    const origin = `${configFile} at base ${changeSet.base.slice(0, 12)}`;
    if (!result || result.kind === 'absent') {
        return { file: {}, origin: `defaults (no ${origin})`, notes };
    }
    if (result.kind === 'too-large') {
        throw new src_config/* ConfigError */.xL(`${configFile}: ${result.size} bytes, over the ${MAX_CONFIG_BYTES}-byte limit`);
    }
    return { file: (0,src_config/* parseConfigFile */.me)(result.content.toString('utf8'), configFile), origin, notes };
}

;// CONCATENATED MODULE: ./src/gate/sbom.ts

/** The SBOM gate: a lockfile the library could not read is a warning; notes are information. */
function sbomGate(evidence) {
    if (evidence.state === 'disabled')
        return (0,types/* notRun */.nE)('sbom', 'disabled (`sbom: false`)');
    if (evidence.state === 'skipped')
        return (0,types/* notRun */.nE)('sbom', evidence.reason);
    const { outcome, format } = evidence;
    const findings = [
        ...outcome.errors.map((e) => ({
            gate: 'sbom',
            kind: 'sbom-error',
            severity: 'warning',
            file: e.file,
            ...(e.line !== undefined ? { line: e.line } : {}),
            message: `${e.file}: ${e.message}`,
        })),
        ...outcome.notes.map((note) => ({
            gate: 'sbom',
            kind: 'sbom-note',
            severity: 'info',
            message: note,
        })),
    ];
    const total = Object.values(outcome.componentCounts).reduce((a, b) => a + b, 0);
    const byKind = Object.entries(outcome.componentCounts)
        .filter(([, n]) => n > 0)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, n]) => `${kind} ${n}`)
        .join(', ');
    return {
        gate: 'sbom',
        status: 'ran',
        summary: `${format}: ${(0,types/* plural */.LS)(total, 'component')}${byKind ? ` (${byKind})` : ''} from ${(0,types/* plural */.LS)(outcome.lockfiles.length, 'lockfile')}; sha256 ${outcome.sha256.slice(0, 12)}`,
        findings,
    };
}

;// CONCATENATED MODULE: ./src/pipeline/sbom.ts


/**
 * The SBOM of the PR's head, from the checkout. Generated only when the checkout is the head (or
 * GitHub's merge commit of it): under `pull_request_target` the checkout is the base, and an SBOM
 * of the base would describe the wrong code.
 */
async function runSbomGate(deps, config, changeSet) {
    const evidence = await deps.journal.step('gate:sbom', () => sbomEvidence(deps, config, changeSet));
    return {
        result: sbomGate(evidence.evidence),
        ...(evidence.text !== undefined
            ? { file: { text: evidence.text, extension: extensionOf(config) } }
            : {}),
    };
}
function extensionOf(config) {
    return config.sbomFormat === 'cyclonedx-xml' ? 'xml' : 'json';
}
async function sbomEvidence(deps, config, changeSet) {
    if (!config.sbom)
        return { evidence: { state: 'disabled' } };
    const skip = (reason) => ({ evidence: { state: 'skipped', reason } });
    if (deps.repoDir === undefined)
        return skip('no checkout to read lockfiles from');
    if (!(await checkoutIsHead(deps.repoDir, changeSet.head))) {
        return skip(`the checkout is not the PR head ${changeSet.head.slice(0, 12)} (e.g. pull_request_target checks out the base)`);
    }
    const loaded = await deps.libraries.sbom();
    if ('unavailable' in loaded)
        return skip(loaded.unavailable);
    const outcome = await loaded.library.generateSbom({
        repoDir: deps.repoDir,
        format: config.sbomFormat,
        includeDev: false,
        env: deps.env,
    });
    return {
        evidence: { state: 'generated', outcome, format: config.sbomFormat },
        text: outcome.text,
    };
}
async function checkoutIsHead(repoDir, head) {
    if ((await (0,git/* resolveCommit */.WL)(repoDir, 'HEAD')) === head)
        return true;
    // actions/checkout on pull_request checks out refs/pull/N/merge, whose second parent is the head.
    return (await (0,git/* resolveCommit */.WL)(repoDir, 'HEAD^2')) === head;
}

;// CONCATENATED MODULE: ./src/gate/test-command.ts

/** The test-command gate: a non-zero exit, a signal or a timeout is a breaking finding. */
function testGate(evidence) {
    if (evidence.state === 'off')
        return (0,types/* notRun */.nE)('test', 'no `test-command` configured');
    if (evidence.state === 'refused')
        return (0,types/* notRun */.nE)('test', evidence.reason);
    const { run } = evidence;
    const seconds = (run.durationMs / 1000).toFixed(1);
    const findings = [];
    if (run.timedOut) {
        findings.push({
            gate: 'test',
            kind: 'test-timeout',
            severity: 'breaking',
            message: `\`${run.command}\` was stopped after the ${run.timeoutSeconds} s timeout.`,
        });
    }
    else if (run.exitCode !== 0) {
        const how = run.signal ? `was killed by ${run.signal}` : `exited with code ${run.exitCode}`;
        findings.push({
            gate: 'test',
            kind: 'test-failed',
            severity: 'breaking',
            message: `\`${run.command}\` ${how}.`,
        });
    }
    const ended = run.timedOut
        ? 'timed out'
        : run.signal
            ? `killed by ${run.signal}`
            : `exit ${run.exitCode}`;
    return {
        gate: 'test',
        status: 'ran',
        summary: `\`${run.command}\`: ${ended} in ${seconds} s`,
        findings,
        ...(run.outputTail
            ? { details: [{ title: 'Last lines of its output', text: run.outputTail, code: true }] }
            : {}),
    };
}

;// CONCATENATED MODULE: ./src/pipeline/test-gate.ts

/**
 * The test command, when configured. Under `pull_request_target` it is refused unless
 * `allow-untrusted-code` is true: it would run the PR's code with the base repository's secrets.
 */
async function runTestGate(deps, config) {
    const evidence = await deps.journal.step('gate:test', async () => {
        if (!config.testCommand)
            return { state: 'off' };
        if (deps.refs.eventName === 'pull_request_target' && !config.allowUntrustedCode) {
            return {
                state: 'refused',
                reason: 'refused under pull_request_target: it would run the PR’s code with this repository’s secrets (set allow-untrusted-code: true to allow)',
            };
        }
        if (deps.repoDir === undefined)
            return { state: 'refused', reason: 'no checkout to run it in' };
        deps.progress.info(`Running the test command (timeout ${config.testTimeoutSeconds} s)`);
        const run = await deps.runTest({
            command: config.testCommand,
            cwd: deps.repoDir,
            timeoutSeconds: config.testTimeoutSeconds,
            env: deps.env,
            redact: deps.redact,
        });
        return { state: 'ran', run };
    });
    return testGate(evidence);
}

;// CONCATENATED MODULE: ./src/pipeline/verify.ts














const MAX_BUNDLE_BYTES = 8 * 1024 * 1024;
/**
 * One verification: change set → policy → gates (each a journal step) → verdict. Everything that
 * reads or runs something is here; the gates judge what it gathered.
 */
async function verify(deps) {
    const { progress, journal, refs } = deps;
    const explicit = deps.policy.explicitPath
        ? await readExplicitPolicy(deps.policy.explicitPath)
        : undefined;
    const listed = await progress.group('Change set', async () => {
        const found = await journal.step('change-set', () => buildChangeSet({
            refs,
            repoDir: deps.repoDir,
            api: deps.api,
            onFallback: (m) => progress.info(m),
        }));
        progress.info(describeChangeSet(found));
        return found;
    });
    const reader = readerFor(listed, deps);
    const policy = explicit ??
        (await journal.step('policy', () => readBasePolicy(deps.policy.configFile, listed, reader)));
    const config = (0,src_config/* resolveConfig */.pE)({
        file: policy.file,
        overrides: deps.overrides,
        allowUntrustedCode: deps.allowUntrustedCode,
    });
    progress.info(`Policy: ${policy.origin}`);
    const signatureLib = await deps.libraries.signature();
    const isBundle = picomatch_default()(config.bundlePath, { dot: true });
    const changeSet = await progress.group('File contents', async () => {
        let loaded = listed;
        if ('library' in signatureLib)
            loaded = await (0,content/* loadContents */.TC)(loaded, reader, {
                wanted: signatureSelection(signatureLib.library, config.signatureIgnorePaths, config.signatureIgnoreTests).wanted,
            });
        return (0,content/* loadContents */.TC)(loaded, reader, {
            wanted: (f) => isBundle(f.path),
            maxBytes: MAX_BUNDLE_BYTES,
            loadBinary: true,
        });
    });
    const gate = (title, body) => progress.group(`Gate: ${title}`, async () => {
        const result = await body();
        progress.info(`${result.status === 'ran' ? '' : 'not run: '}${result.summary} (${result.findings.length} findings)`);
        return result;
    });
    // Bundles are verified first: the signature changes that valid ones declare are policy input
    // of the signature gate, matched by the same rule as `allow-signature-changes`.
    const bundleLib = await deps.libraries.bundle();
    const bundles = await progress.group('Proof bundles (verify and bind)', async () => {
        const collected = await collectBundles({
            changeSet,
            bundlePath: config.bundlePath,
            required: config.requireBundle,
            keys: deps.keys,
            loaded: bundleLib,
            reader,
            isAncestor: (commit, base) => isAncestor(deps, changeSet, commit, base),
            now: deps.now(),
        });
        return { evidence: collected.evidence, statements: collected.statements };
    });
    const declared = 'library' in bundleLib
        ? bundles.statements.flatMap((s) => bundleLib.library.declaredSignatureChanges(s))
        : [];
    const signature = await gate('API signatures', () => journal.step('gate:signature', () => signatureGate({
        files: changeSet.files.filter((f) => !isBundle(f.path)),
        strictAst: config.strictAst,
        allowed: config.allowedSignatureChanges,
        declared,
        ignorePaths: config.signatureIgnorePaths,
        ignoreTests: config.signatureIgnoreTests,
        readModules: (paths) => (0,content/* readHeadTexts */.v$)(changeSet, reader, paths),
        ...('library' in signatureLib
            ? { library: signatureLib.library }
            : { unavailable: signatureLib.unavailable }),
    })));
    const bundle = await gate('proof bundle', () => journal.step('gate:bundle', async () => bundleGate(bundles.evidence)));
    const scope = await gate('scope fence', () => journal.step('gate:scope', async () => scopeGate({ files: changeSet.files, scope: config.scope, exempt: isBundle })));
    let sbomFile;
    const sbom = await gate('SBOM', async () => {
        const run = await runSbomGate(deps, config, changeSet);
        sbomFile = run.file;
        return run.result;
    });
    const test = await gate('test command', () => runTestGate(deps, config));
    const gates = [signature, bundle, scope, sbom, test];
    const verdict = decideVerdict({
        gates,
        failOn: config.failOn,
        ...(changeSet.incomplete ? { incomplete: changeSet.incomplete } : {}),
    });
    return {
        config,
        changeSet,
        gates,
        verdict,
        notes: [...policy.notes, ...attributesNote(changeSet)],
        ...(sbomFile ? { sbom: sbomFile } : {}),
    };
}
function readerFor(changeSet, deps) {
    if (changeSet.source === 'git' && deps.repoDir !== undefined)
        return gitContentReader(deps.repoDir);
    const repo = changeSet.repository;
    if (!deps.api || !repo)
        throw new Error('an API change set without an API client');
    return apiContentReader(deps.api, { owner: repo.owner, repo: repo.name });
}
async function isAncestor(deps, changeSet, commit, base) {
    if (changeSet.source === 'git' && deps.repoDir !== undefined) {
        const { mergeBase } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 21547));
        return (await mergeBase(deps.repoDir, commit, base)) === commit;
    }
    const repo = changeSet.repository;
    if (!deps.api || !repo)
        return false;
    return ((await deps.api.mergeBase({ owner: repo.owner, repo: repo.name }, commit, base)) === commit);
}
function describeChangeSet(cs) {
    const from = cs.source === 'git' ? 'local git' : 'the GitHub API';
    const incomplete = cs.incomplete ? ` — INCOMPLETE: ${cs.incomplete}` : '';
    const generated = cs.files.filter((f) => f.generated).length;
    const marked = generated ? `; ${generated} linguist-generated at base` : '';
    return `${cs.files.length} changed files between ${cs.base.slice(0, 12)} and ${cs.head.slice(0, 12)} (from ${from}${marked})${incomplete}`;
}
/** Generated files are read from the base's `.gitattributes`; a PR that edits one is told so. */
function attributesNote(cs) {
    const edited = cs.files.some((f) => [f.path, f.previousPath].some((p) => p !== undefined && /(^|\/)\.gitattributes$/.test(p)));
    return edited
        ? [
            "The PR changes `.gitattributes`; generated files (`linguist-generated`) were read from the base branch's version.",
        ]
        : [];
}


/***/ }),

/***/ 54231:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ renderComment)
/* harmony export */ });
/* harmony import */ var _sections__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27616);
/* harmony import */ var _markdown__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54285);


const ROWS_PER_GATE = 25;
/**
 * The PR comment body (the sticky marker is added by src/github): verdict first, the overview, a
 * section per gate; redacted; cut to `maxBytes` with a note that points to the job summary.
 */
function renderComment(report, redactor, maxBytes) {
    const body = [
        (0,_sections__WEBPACK_IMPORTED_MODULE_0__/* .verdictSection */ .V6)(report),
        (0,_sections__WEBPACK_IMPORTED_MODULE_0__/* .overviewTable */ .Uc)(report.gates),
        // A gate that did not run and found nothing is said in the overview; no section of its own.
        ...report.gates
            .filter((g) => g.status === 'ran' || g.findings.length > 0)
            .map((g) => (0,_sections__WEBPACK_IMPORTED_MODULE_0__/* .gateSection */ .Tx)(g, ROWS_PER_GATE)),
    ].join('\n\n');
    const where = report.summaryUrl ? `[the job summary](${report.summaryUrl})` : 'the job summary';
    const note = `> ✂️ This comment was cut to fit GitHub's comment size limit. The full report is in ${where}.`;
    return (0,_markdown__WEBPACK_IMPORTED_MODULE_1__/* .truncateMarkdown */ .o4)(redactor.redact(body), maxBytes, note);
}


/***/ }),

/***/ 32794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ renderJsonReport)
/* harmony export */ });
/* unused harmony export REPORT_SCHEMA */
/* harmony import */ var _version__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(311);

/** Bumped when a field changes meaning or goes away (adding fields does not bump it). */
const REPORT_SCHEMA = 'https://letitloop.dev/schemas/verify-report/v1';
/** The machine-readable report (output `report-path`, `lil verify --json`): every string redacted. */
function renderJsonReport(report, redactor) {
    const { verdict } = report;
    const document = {
        schema: REPORT_SCHEMA,
        tool: { name: _version__WEBPACK_IMPORTED_MODULE_0__/* .TOOL_NAME */ .l, version: _version__WEBPACK_IMPORTED_MODULE_0__/* .TOOL_VERSION */ .w },
        verdict: verdict.verdict,
        reasons: verdict.reasons,
        failOn: report.failOn,
        counts: verdict.counts,
        changeSet: report.changeSet,
        gates: report.gates.map((g) => ({
            gate: g.gate,
            status: g.status,
            ...(g.reason ? { reason: g.reason } : {}),
            summary: g.summary,
            findings: g.findings.length,
            ...(g.cannotVerify ? { cannotVerify: g.cannotVerify } : {}),
            ...(g.details ? { details: g.details } : {}),
            ...(g.timeline ? { timeline: g.timeline } : {}),
        })),
        findings: verdict.findings,
        notes: report.notes,
        artifacts: report.artifacts,
    };
    return `${JSON.stringify(redactor.redactDeep(document), null, 2)}\n`;
}


/***/ }),

/***/ 54285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   mG: () => (/* binding */ inline),
/* harmony export */   o4: () => (/* binding */ truncateMarkdown),
/* harmony export */   tp: () => (/* binding */ table),
/* harmony export */   zH: () => (/* binding */ details)
/* harmony export */ });
/** Makes untrusted text (paths, messages from the PR) safe inside a markdown table cell. */
function cell(text) {
    return inline(text).replace(/\|/g, '\\|');
}
/**
 * Untrusted text on one line: no raw HTML, and no @mentions or #references that would notify
 * people or link issues from a bot comment.
 */
function inline(text) {
    return text
        .replace(/\r?\n/g, ' ')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/@(?=\w)/g, '@\u200b');
}
/** A fenced code block whose fence is longer than any backtick run inside. */
function codeBlock(text, lang = '') {
    const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((r) => r.length));
    const fence = '`'.repeat(longest + 1);
    return `${fence}${lang}\n${text.replace(/\n$/, '')}\n${fence}`;
}
function details(summary, body, open = false) {
    return `<details${open ? ' open' : ''}><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}
function table(header, rows) {
    return [
        `| ${header.join(' | ')} |`,
        `| ${header.map(() => '---').join(' | ')} |`,
        ...rows.map((r) => `| ${r.join(' | ')} |`),
    ].join('\n');
}
/**
 * Cuts markdown to at most `maxBytes` UTF-8 bytes on a line boundary, closes what the cut left
 * open (code fences, `<details>`), and appends `note`. Text that fits is returned unchanged.
 */
function truncateMarkdown(text, maxBytes, note) {
    if (Buffer.byteLength(text) <= maxBytes)
        return text;
    const reserve = Buffer.byteLength(note) + 64;
    const lines = text.split('\n');
    const kept = [];
    let bytes = 0;
    for (const line of lines) {
        const size = Buffer.byteLength(line) + 1;
        if (bytes + size + reserve > maxBytes)
            break;
        kept.push(line);
        bytes += size;
    }
    const closing = [];
    const fences = kept.filter((l) => /^`{3,}/.test(l));
    if (fences.length % 2 === 1)
        closing.push(fences[fences.length - 1].match(/^`+/)[0]);
    const body = kept.join('\n');
    const open = (body.match(/<details/g) ?? []).length - (body.match(/<\/details>/g) ?? []).length;
    for (let i = 0; i < open; i++)
        closing.push('</details>');
    return [...kept, ...closing, '', note].join('\n');
}


/***/ }),

/***/ 20649:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ Redactor)
/* harmony export */ });
/* unused harmony export REDACTED */
const REDACTED = '[REDACTED]';
/** Secret shapes recognised in any text, most specific first. */
const PATTERNS = [
    // PEM blocks, including one cut off before its END line.
    [/-----BEGIN [A-Z0-9 ]{1,64}-----[\s\S]*?(?:-----END [A-Z0-9 ]{1,64}-----|$)/g, REDACTED],
    // GitHub tokens: personal, OAuth, server-to-server, user-to-server, refresh; fine-grained PATs.
    [/\bgh[pousr]_[A-Za-z0-9]{20,255}/g, REDACTED],
    [/\bgithub_pat_[A-Za-z0-9_]{20,255}/g, REDACTED],
    // AWS access key ids.
    [/\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}\b/g, REDACTED],
    // Authorization headers.
    [
        /\b(Bearer|Basic|token)(\s+)[A-Za-z0-9\-._~+/]{8,}=*/g,
        (_m, scheme, space) => `${scheme}${space}${REDACTED}`,
    ],
    // key=secret and key: secret, for names that say they hold a secret (quotes and JSON spacing allowed).
    [
        /\b([A-Za-z0-9_.-]*(?:secret|token|passw(?:or)?d|pwd|api[_-]?key|access[_-]?key|private[_-]?key|credential|authorization)[A-Za-z0-9_.-]*)(["']?\s*[=:]\s*)(?!\[REDACTED\]|(?:Bearer|Basic|token)\s)("[^"\n]*"|'[^'\n]*'|[^\s"'`&;,|<>]+)/gi,
        (_m, name, sep, value) => {
            const quote = value[0] === '"' || value[0] === "'" ? value[0] : '';
            return `${name}${sep}${quote}${REDACTED}${quote}`;
        },
    ],
];
/**
 * Redacts every text the action renders (comment, summary, annotations, report, logs): known
 * secret values, exactly, and the common secret shapes above.
 */
class Redactor {
    secrets = [];
    constructor(secrets = []) {
        for (const s of secrets)
            this.addSecret(s);
    }
    /** A value to remove wherever it appears; short values are ignored (they would blank prose). */
    addSecret(secret) {
        const value = secret.trim();
        if (value.length < 6 || this.secrets.includes(value))
            return;
        this.secrets.push(value);
        this.secrets.sort((a, b) => b.length - a.length);
    }
    redact(text) {
        let out = text;
        for (const secret of this.secrets)
            out = out.split(secret).join(REDACTED);
        for (const [pattern, replacement] of PATTERNS) {
            out = out.replace(pattern, replacement);
        }
        return out;
    }
    /** A deep copy of a JSON-like value with every string redacted (keys included). */
    redactDeep(value) {
        if (typeof value === 'string')
            return this.redact(value);
        if (Array.isArray(value))
            return value.map((v) => this.redactDeep(v));
        if (value && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)) {
            return Object.fromEntries(Object.entries(value).map(([k, v]) => [this.redact(k), this.redactDeep(v)]));
        }
        return value;
    }
}


/***/ }),

/***/ 27616:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  R$: () => (/* binding */ artifactsSection),
  Tx: () => (/* binding */ gateSection),
  Uc: () => (/* binding */ overviewTable),
  V6: () => (/* binding */ verdictSection)
});

// EXTERNAL MODULE: ./src/gate/types.ts
var types = __webpack_require__(89014);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(54285);
;// CONCATENATED MODULE: ./src/report/timeline.ts

const MAX_STEPS = 60;
/** A mermaid timeline of the replayed run's steps, in journal order. */
function mermaidTimeline(steps, title = 'Replayed run') {
    const shown = steps.slice(0, MAX_STEPS);
    const lines = ['timeline', `    title ${label(title)}`];
    shown.forEach((step, i) => {
        const took = step.durationMs !== undefined ? ` ${formatMs(step.durationMs)}` : '';
        lines.push(`    ${i + 1}. ${label(step.name)} : ${step.kind} ${label(step.status)}${took}`);
    });
    if (steps.length > shown.length)
        lines.push(`    … : ${steps.length - shown.length} more steps`);
    return (0,markdown/* codeBlock */.DV)(lines.join('\n'), 'mermaid');
}
/** Mermaid timeline syntax reserves `:`, `#` and `;`; names come from the journal, so strip them. */
function label(text) {
    return (text
        .replace(/[:#;`\r\n<>]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 80) || '(unnamed)');
}
function formatMs(ms) {
    return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

;// CONCATENATED MODULE: ./src/report/sections.ts



const VERDICT_LINE = {
    pass: '✅ **Verdict: pass**',
    fail: '❌ **Verdict: fail**',
    'could-not-verify': '⚠️ **Verdict: could not verify**',
};
/** The verdict, first: one line, then why, then what was compared. */
function verdictSection(report) {
    const { verdict, changeSet: cs } = report;
    const what = [
        cs.repository && cs.pullNumber !== undefined
            ? `${cs.repository}#${cs.pullNumber}`
            : cs.repository,
        `base \`${cs.base.slice(0, 12)}\``,
        `head \`${cs.head.slice(0, 12)}\``,
        `${cs.files} changed file${cs.files === 1 ? '' : 's'} (from ${cs.source === 'git' ? 'local git' : 'the GitHub API'})`,
        `fail-on: ${report.failOn}`,
    ].filter(Boolean);
    return [
        `## ${VERDICT_LINE[verdict.verdict]}`,
        '',
        ...verdict.reasons.map((r) => `- ${(0,markdown/* inline */.mG)(r)}`),
        ...report.notes.map((n) => `- ${(0,markdown/* inline */.mG)(n)}`),
        '',
        `<sub>${what.join(' · ')}</sub>`,
    ].join('\n');
}
function gateStatus(gate) {
    if (gate.status === 'not-run')
        return gate.cannotVerify ? '⚠️ not verified' : '⏭️ not run';
    const open = gate.findings.filter((f) => !f.accepted);
    if (open.some((f) => f.severity === 'breaking'))
        return '❌ breaking';
    if (open.some((f) => f.severity === 'warning'))
        return '🟡 warnings';
    return gate.cannotVerify ? '⚠️ not verified' : '✅ ok';
}
/** One row per gate: status, facts, how many findings. */
function overviewTable(gates) {
    return (0,markdown/* table */.tp)(['Gate', 'Result', 'Details', 'Findings'], gates.map((g) => [
        types/* GATE_TITLES */.Wc[g.gate],
        gateStatus(g),
        (0,markdown/* cell */.Hn)(g.summary),
        String(g.findings.length),
    ]));
}
const SEVERITY = {
    breaking: '❌ breaking',
    warning: '🟡 warning',
    info: 'ℹ️ info',
};
function findingRow(f) {
    const where = f.file ? `\`${(0,markdown/* cell */.Hn)(f.file).replace(/`/g, "'")}\`${f.line ? `:${f.line}` : ''}` : '';
    const severity = f.accepted ? `☑️ accepted (${f.accepted.by})` : SEVERITY[f.severity];
    const message = f.accepted?.reason ? `${f.message} (${f.accepted.reason})` : f.message;
    return [severity, where, (0,markdown/* cell */.Hn)(f.kind), (0,markdown/* cell */.Hn)(f.symbol ?? ''), (0,markdown/* cell */.Hn)(message)];
}
/**
 * A gate's section: its findings as a table (the first `maxRows` shown, the rest collapsed),
 * then its longer details collapsed, then the replay timeline when it has one.
 */
function gateSection(gate, maxRows) {
    const parts = [`### ${types/* GATE_TITLES */.Wc[gate.gate]}`, ''];
    if (gate.status === 'not-run')
        parts.push(`Not run: ${(0,markdown/* inline */.mG)(gate.reason ?? 'no reason given')}`);
    if (gate.findings.length > 0) {
        const header = ['Severity', 'Where', 'Kind', 'Symbol', 'Finding'];
        const rows = gate.findings.map(findingRow);
        parts.push((0,markdown/* table */.tp)(header, rows.slice(0, maxRows)));
        if (rows.length > maxRows) {
            parts.push('', (0,markdown/* details */.zH)(`${rows.length - maxRows} more findings`, (0,markdown/* table */.tp)(header, rows.slice(maxRows))));
        }
    }
    else if (gate.status === 'ran') {
        parts.push(`No findings. ${(0,markdown/* inline */.mG)(gate.summary)}`);
    }
    for (const d of gate.details ?? []) {
        parts.push('', (0,markdown/* details */.zH)((0,markdown/* inline */.mG)(d.title), d.code ? (0,markdown/* codeBlock */.DV)(d.text) : (0,markdown/* inline */.mG)(d.text)));
    }
    if (gate.timeline && gate.timeline.length > 0)
        parts.push('', mermaidTimeline(gate.timeline));
    return parts.join('\n');
}
/** Where the run's files are (report, SBOM, receipt), when it wrote any. */
function artifactsSection(report) {
    const rows = Object.entries({
        'JSON report': report.artifacts.reportPath,
        SBOM: report.artifacts.sbomPath,
        'Sealed receipt': report.artifacts.receiptPath,
    }).filter((e) => Boolean(e[1]));
    return rows.length
        ? (0,markdown/* table */.tp)(['File', 'Path'], rows.map(([k, v]) => [k, `\`${(0,markdown/* cell */.Hn)(v)}\``]))
        : '';
}


/***/ })

};
;