"use strict";
exports.id = 127;
exports.ids = [127];
exports.modules = {

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

/***/ 28487:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TS: () => (/* binding */ hmacSign),
/* harmony export */   vM: () => (/* binding */ hmacVerify)
/* harmony export */ });
/* unused harmony export pae */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** DSSE v1 pre-authentication encoding: `DSSEv1 SP len(type) SP type SP len(body) SP body`. */
function pae(payloadType, payload) {
    const type = Buffer.from(payloadType, 'utf8');
    const head = Buffer.from(`DSSEv1 ${type.length} ${payloadType} ${payload.length} `, 'utf8');
    return Buffer.concat([head, payload]);
}
/** HMAC-SHA256 over the PAE of the payload: the DSSE `Sign()` this project uses. */
function hmacSign(key, payloadType, payload) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key.secret).update(pae(payloadType, payload)).digest();
}
/** Constant-time check of one signature; a wrong length is rejected before the comparison. */
function hmacVerify(key, payloadType, payload, signature) {
    const expected = hmacSign(key, payloadType, payload);
    if (signature.length !== expected.length)
        return false;
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(expected, signature);
}


/***/ }),

/***/ 42234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uc: () => (/* binding */ PAYLOAD_TYPE),
/* harmony export */   bN: () => (/* binding */ serializeEnvelope),
/* harmony export */   mE: () => (/* binding */ parseEnvelope)
/* harmony export */ });
/* harmony import */ var _base64__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18233);
/* harmony import */ var _reasons__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28457);


/** The in-toto statement media type: the only `payloadType` a proof bundle may carry. */
const PAYLOAD_TYPE = 'application/vnd.in-toto+json';
const MAX_SIGNATURES = 16;
const KEYID = /^[A-Za-z0-9._-]{1,64}$/;
const SIG_BYTES = 32;
/**
 * The one byte form of an envelope: fixed key order, two-space indent, final newline. The parser
 * accepts only this form, so every byte of a bundle file is meaningful and no second spelling of
 * the same bundle exists.
 */
function serializeEnvelope(envelope) {
    const ordered = {
        payloadType: envelope.payloadType,
        payload: envelope.payload,
        signatures: envelope.signatures.map((s) => ({ keyid: s.keyid, sig: s.sig })),
    };
    return JSON.stringify(ordered, null, 2) + '\n';
}
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** Strict parse of the envelope bytes: exact fields and types, canonical base64 and layout. */
function parseEnvelope(bytes) {
    let text;
    let value;
    try {
        text = utf8.decode(bytes);
        value = JSON.parse(text);
    }
    catch {
        throw new _reasons__WEBPACK_IMPORTED_MODULE_0__/* .BundleError */ .r('malformed', 'envelope is not UTF-8 JSON');
    }
    const envelope = exactObject(value, ['payloadType', 'payload', 'signatures'], 'envelope');
    const { payloadType, payload, signatures } = envelope;
    if (typeof payloadType !== 'string')
        throw malformed('payloadType is not a string');
    if (typeof payload !== 'string')
        throw malformed('payload is not a string');
    const payloadBytes = (0,_base64__WEBPACK_IMPORTED_MODULE_1__/* .decodeCanonicalBase64 */ .u)(payload);
    if (!payloadBytes)
        throw malformed('payload is not canonical standard base64');
    if (!Array.isArray(signatures) || signatures.length === 0) {
        throw malformed('signatures must be a non-empty array');
    }
    if (signatures.length > MAX_SIGNATURES) {
        throw malformed(`more than ${MAX_SIGNATURES} signatures`);
    }
    const parsed = signatures.map((entry, i) => {
        const { keyid, sig } = exactObject(entry, ['keyid', 'sig'], `signature ${i + 1}`);
        if (typeof keyid !== 'string' || !KEYID.test(keyid)) {
            throw malformed(`signature ${i + 1}: keyid must be 1-64 characters of A-Z a-z 0-9 . _ -`);
        }
        const sigBytes = typeof sig === 'string' ? (0,_base64__WEBPACK_IMPORTED_MODULE_1__/* .decodeCanonicalBase64 */ .u)(sig) : null;
        if (!sigBytes || sigBytes.length !== SIG_BYTES) {
            throw malformed(`signature ${i + 1}: sig is not ${SIG_BYTES} bytes of canonical base64`);
        }
        return { keyid, sig: sigBytes };
    });
    const keyids = new Set(parsed.map((s) => s.keyid));
    if (keyids.size !== parsed.length)
        throw malformed('two signatures share a keyid');
    if (serializeEnvelope(envelope) !== text) {
        throw malformed('envelope is not in canonical form (as written by lil seal)');
    }
    return { payloadType, payloadBytes, signatures: parsed };
}
function exactObject(value, keys, what) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw malformed(`${what} is not a JSON object`);
    }
    const actual = Object.keys(value);
    const extra = actual.filter((k) => !keys.includes(k));
    if (extra.length > 0)
        throw malformed(`${what} has unexpected field '${extra[0]}'`);
    const missing = keys.filter((k) => !actual.includes(k));
    if (missing.length > 0)
        throw malformed(`${what} lacks field '${missing[0]}'`);
    return value;
}
function malformed(message) {
    return new _reasons__WEBPACK_IMPORTED_MODULE_0__/* .BundleError */ .r('malformed', message);
}


/***/ }),

/***/ 34792:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ repoPathProblem),
/* harmony export */   X: () => (/* binding */ fileNameProblem)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/**
 * Why `path` is not a safe repository-relative path, or null when it is one. A path in a bundle
 * must name a file inside the repository in exactly one spelling: relative, forward slashes,
 * already normalized, no `..`, no NUL or other control characters.
 */
function repoPathProblem(path) {
    if (path.length === 0)
        return 'empty path';
    if (path.length > 4096)
        return 'path longer than 4096 characters';
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(path))
        return 'control character (NUL, newline, ...) in path';
    if (path.includes('\\'))
        return 'backslash in path';
    if (path.startsWith('/') || /^[A-Za-z]:/.test(path))
        return 'absolute path';
    const segments = path.split('/');
    if (segments.includes('..'))
        return "'..' segment in path";
    if (segments.includes('.') || segments.includes(''))
        return 'path is not normalized';
    if (node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(path) !== path)
        return 'path is not normalized';
    return null;
}
/** Whether `path` is a bare file name (no directory part): how a bundle names its journal. */
function fileNameProblem(name) {
    return repoPathProblem(name) ?? (name.includes('/') ? 'not a bare file name' : null);
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

/***/ 95130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pt: () => (/* binding */ looksLikeJournal),
  LF: () => (/* binding */ replayGoalFolder),
  Nu: () => (/* binding */ replayJournal),
  xG: () => (/* binding */ replayUnsealed)
});

// UNUSED EXPORTS: GATE_STEP_PREFIX

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/engine/index.ts + 28 modules
var engine = __webpack_require__(99279);
// EXTERNAL MODULE: ./src/engine/format.ts
var format = __webpack_require__(23755);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/engine/upstream/pyjson.ts
/**
 * JSON values as Python's `json` module sees them. JavaScript's JSON.parse loses what the
 * upstream hash chain depends on: `1.0` and `1` are different values in Python (float vs int)
 * and serialize differently, integers are unbounded, and NaN/Infinity/-Infinity are accepted.
 */
/** A Python `int`: unbounded. */
class PyInt {
    value;
    constructor(value) {
        this.value = value;
    }
}
/** A Python `float`: an IEEE double, serialized with `repr` (1.0, 1e-05, 1e+16, NaN, Infinity). */
class PyFloat {
    value;
    constructor(value) {
        this.value = value;
    }
}
class PyJsonSyntaxError extends Error {
    position;
    truncated;
    name = 'PyJsonSyntaxError';
    constructor(message, 
    /** Character index in the decoded text. */
    position, 
    /** The text ends where a valid document could have gone on: a cut-short prefix. */
    truncated = false) {
        super(`${message} at character ${position}`);
        this.position = position;
        this.truncated = truncated;
    }
}
function isPyDict(value) {
    return value instanceof Map;
}
// Python's json grammar: whitespace is only these four characters; numbers follow the JSON
// grammar exactly (no leading '+', no leading zeros, digits required after '.' and 'e').
const WHITESPACE = /[ \t\n\r]*/y;
const NUMBER = /(-?(?:0|[1-9][0-9]*))(\.[0-9]+)?([eE][-+]?[0-9]+)?/y;
const SHORT_ESCAPES = {
    '"': '"',
    '\\': '\\',
    '/': '/',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
};
/**
 * Parses text like Python's `json.loads(text)` (strict mode): control characters inside strings
 * are refused, `\uD83D\uDE00` pairs combine, lone surrogates are kept, and trailing data is an error.
 */
function parsePyJson(text) {
    const parser = new Parser(text);
    parser.skipWhitespace();
    const value = parser.value();
    parser.skipWhitespace();
    if (parser.pos !== text.length)
        throw new PyJsonSyntaxError('Extra data', parser.pos);
    return value;
}
class Parser {
    text;
    pos = 0;
    constructor(text) {
        this.text = text;
    }
    skipWhitespace() {
        WHITESPACE.lastIndex = this.pos;
        WHITESPACE.exec(this.text);
        this.pos = WHITESPACE.lastIndex;
    }
    value() {
        const ch = this.text[this.pos];
        if (ch === '{')
            return this.object();
        if (ch === '[')
            return this.array();
        if (ch === '"')
            return this.string();
        for (const [word, value] of KEYWORDS) {
            if (this.text.startsWith(word, this.pos)) {
                this.pos += word.length;
                return value;
            }
        }
        if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9'))
            return this.number();
        const rest = this.text.slice(this.pos);
        const cutShort = rest === '' || rest === '-' || KEYWORDS.some(([word]) => word.startsWith(rest));
        throw new PyJsonSyntaxError('Expecting value', this.pos, cutShort);
    }
    number() {
        NUMBER.lastIndex = this.pos;
        const match = NUMBER.exec(this.text);
        if (!match) {
            const cutShort = '-Infinity'.startsWith(this.text.slice(this.pos));
            throw new PyJsonSyntaxError('Expecting value', this.pos, cutShort);
        }
        this.pos = NUMBER.lastIndex;
        // "1." or "1e-" at the very end would have gone on as "1.5" or "1e-7".
        if (/^(\.|[eE][-+]?)$/.test(this.text.slice(this.pos))) {
            throw new PyJsonSyntaxError('Expecting value', this.pos, true);
        }
        const [text, integer, fraction, exponent] = match;
        if (fraction === undefined && exponent === undefined)
            return new PyInt(BigInt(integer));
        // Number() rounds decimal text to the nearest double exactly like Python's float().
        return new PyFloat(Number(text));
    }
    string() {
        const text = this.text;
        const start = this.pos;
        let out = '';
        let i = this.pos + 1;
        for (;;) {
            const ch = text[i];
            if (ch === undefined)
                throw new PyJsonSyntaxError('Unterminated string', start, true);
            if (ch === '"')
                break;
            if (ch < ' ')
                throw new PyJsonSyntaxError('Invalid control character', i);
            if (ch !== '\\') {
                out += ch;
                i += 1;
                continue;
            }
            const esc = text[i + 1];
            if (esc === 'u') {
                let unit = this.hex4(i + 2);
                i += 6;
                // A high surrogate followed by an escaped low surrogate is one astral character.
                if (unit >= 0xd800 && unit <= 0xdbff && text.startsWith('\\u', i)) {
                    const low = this.hex4(i + 2);
                    if (low >= 0xdc00 && low <= 0xdfff) {
                        out += String.fromCharCode(unit);
                        unit = low;
                        i += 6;
                    }
                }
                out += String.fromCharCode(unit);
                continue;
            }
            const decoded = esc === undefined ? undefined : SHORT_ESCAPES[esc];
            if (decoded === undefined)
                throw new PyJsonSyntaxError('Invalid \\escape', i, esc === undefined);
            out += decoded;
            i += 2;
        }
        this.pos = i + 1;
        return out;
    }
    hex4(at) {
        const digits = this.text.slice(at, at + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(digits)) {
            const cutShort = /^[0-9a-fA-F]*$/.test(digits) && at + 4 > this.text.length;
            throw new PyJsonSyntaxError('Invalid \\uXXXX escape', at, cutShort);
        }
        return parseInt(digits, 16);
    }
    array() {
        const items = [];
        this.pos += 1;
        this.skipWhitespace();
        if (this.text[this.pos] === ']') {
            this.pos += 1;
            return items;
        }
        for (;;) {
            this.skipWhitespace();
            items.push(this.value());
            this.skipWhitespace();
            const ch = this.text[this.pos];
            this.pos += 1;
            if (ch === ']')
                return items;
            if (ch !== ',')
                throw this.delimiterError(',', this.pos - 1);
        }
    }
    delimiterError(expected, at) {
        return new PyJsonSyntaxError(`Expecting '${expected}' delimiter`, at, at >= this.text.length);
    }
    object() {
        const dict = new Map();
        this.pos += 1;
        this.skipWhitespace();
        if (this.text[this.pos] === '}') {
            this.pos += 1;
            return dict;
        }
        for (;;) {
            this.skipWhitespace();
            if (this.text[this.pos] !== '"') {
                const at = this.pos;
                throw new PyJsonSyntaxError('Expecting property name enclosed in double quotes', at, at >= this.text.length);
            }
            const key = this.string();
            this.skipWhitespace();
            if (this.text[this.pos] !== ':')
                throw this.delimiterError(':', this.pos);
            this.pos += 1;
            this.skipWhitespace();
            dict.set(key, this.value());
            this.skipWhitespace();
            const ch = this.text[this.pos];
            this.pos += 1;
            if (ch === '}')
                return dict;
            if (ch !== ',')
                throw this.delimiterError(',', this.pos - 1);
        }
    }
}
const KEYWORDS = [
    ['null', null],
    ['true', true],
    ['false', false],
    ['NaN', new PyFloat(NaN)],
    ['Infinity', new PyFloat(Infinity)],
    ['-Infinity', new PyFloat(-Infinity)],
];

;// CONCATENATED MODULE: ./src/engine/upstream/pycanonical.ts

/**
 * Python's `json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)`, byte
 * for byte: the upstream engine hashes exactly this text, so one differing character breaks the
 * chain.
 */
function pyCanonicalJson(value) {
    if (value === null)
        return 'null';
    if (value === true)
        return 'true';
    if (value === false)
        return 'false';
    if (typeof value === 'string')
        return pyJsonString(value);
    if (value instanceof PyInt)
        return value.value.toString();
    if (value instanceof PyFloat)
        return pyFloatRepr(value.value);
    if (Array.isArray(value))
        return `[${value.map(pyCanonicalJson).join(',')}]`;
    const keys = [...value.keys()].sort(compareCodePoints);
    return `{${keys.map((k) => `${pyJsonString(k)}:${pyCanonicalJson(value.get(k))}`).join(',')}}`;
}
/** Python sorts str by code point; JS sorts by UTF-16 unit, which differs for astral characters. */
function compareCodePoints(a, b) {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        const x = a.charCodeAt(i);
        const y = b.charCodeAt(i);
        if (x === y)
            continue;
        // A surrogate (0xD800-0xDFFF) starts a code point above 0xFFFF, so it sorts after every
        // BMP unit from 0xE000 up, although its unit value is smaller.
        const xs = x >= 0xd800 && x <= 0xdfff;
        const ys = y >= 0xd800 && y <= 0xdfff;
        if (xs !== ys)
            return xs ? (y >= 0xe000 ? 1 : x - y) : x >= 0xe000 ? -1 : x - y;
        return x - y;
    }
    return a.length - b.length;
}
// ensure_ascii=False escapes only '"', '\\' and control characters below 0x20; everything else
// (DEL, U+2028, U+0085, astral characters) stays raw.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NEEDS_ESCAPE = /["\\\u0000-\u001f]/g;
const ESCAPES = {
    '"': '\\"',
    '\\': '\\\\',
    '\b': '\\b',
    '\f': '\\f',
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
};
function pyJsonString(text) {
    const body = text.replace(NEEDS_ESCAPE, (ch) => ESCAPES[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
    return `"${body}"`;
}
/**
 * Python's `float.__repr__`: the shortest digits that round-trip (the same digits JavaScript
 * picks), laid out by Python's rule: scientific when the decimal exponent is below -4 or at least
 * 16 (`1e-05`, `1e+16`, two-digit exponent with a sign), otherwise positional with at least one
 * fractional digit (`1.0`, `1000000000000000.0`).
 */
function pyFloatRepr(x) {
    if (Number.isNaN(x))
        return 'NaN';
    if (x === Infinity)
        return 'Infinity';
    if (x === -Infinity)
        return '-Infinity';
    const sign = x < 0 || Object.is(x, -0) ? '-' : '';
    if (x === 0)
        return `${sign}0.0`;
    const [mantissa, exp] = Math.abs(x).toExponential().split('e');
    const digits = mantissa.replace('.', '');
    const exponent = Number(exp);
    const decimalPoint = exponent + 1; // position of the point relative to the digit string
    if (decimalPoint <= -4 || decimalPoint > 16) {
        const fraction = digits.length > 1 ? `.${digits.slice(1)}` : '';
        const expSign = exponent < 0 ? '-' : '+';
        return `${sign}${digits[0]}${fraction}e${expSign}${String(Math.abs(exponent)).padStart(2, '0')}`;
    }
    if (decimalPoint <= 0)
        return `${sign}0.${'0'.repeat(-decimalPoint)}${digits}`;
    if (decimalPoint >= digits.length) {
        return `${sign}${digits}${'0'.repeat(decimalPoint - digits.length)}.0`;
    }
    return `${sign}${digits.slice(0, decimalPoint)}.${digits.slice(decimalPoint)}`;
}
/** Finds a lone surrogate, which Python cannot encode as UTF-8 (its hashing would fail). */
function hasLoneSurrogate(text) {
    return /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
}
/**
 * A plain JavaScript value for callers: int → number (bigint beyond 2^53), float → number,
 * dict → object. The Python-exact form stays available through the PyJson tree.
 */
function pyToPlain(value) {
    if (value === null || typeof value === 'boolean' || typeof value === 'string')
        return value;
    if (value instanceof PyInt) {
        const n = Number(value.value);
        return Number.isSafeInteger(n) ? n : value.value;
    }
    if (value instanceof PyFloat)
        return value.value;
    if (Array.isArray(value))
        return value.map(pyToPlain);
    const out = {};
    for (const [k, v] of value) {
        Object.defineProperty(out, k, {
            value: pyToPlain(v),
            enumerable: true,
            writable: true,
            configurable: true,
        });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/engine/upstream/chain.ts



const REQUIRED = [
    'seq',
    'timestamp',
    'event_type',
    'task_id',
    'prev_hash',
    'payload',
    'event_hash',
];
const STRING_FIELDS = ['timestamp', 'event_type', 'task_id', 'prev_hash', 'event_hash'];
/** The event hash upstream computes: SHA-256 of the canonical JSON of the record without `event_hash`. */
function upstreamEventHash(record) {
    const core = new Map(record);
    core.delete('event_hash');
    const text = pyCanonicalJson(core);
    if (hasLoneSurrogate(text))
        throw new Error('the event holds a lone surrogate, which Python cannot encode as UTF-8');
    return (0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest('hex');
}
function toEvent(record, at, encoding) {
    const missing = REQUIRED.filter((k) => !record.has(k));
    if (missing.length > 0)
        return `event missing fields: ${missing.join(', ')}`;
    const seq = record.get('seq');
    if (!(seq instanceof PyInt))
        return 'event seq is not an integer';
    const wrong = STRING_FIELDS.filter((k) => typeof record.get(k) !== 'string');
    if (wrong.length > 0)
        return `event fields are not strings: ${wrong.join(', ')}`;
    const payload = record.get('payload');
    if (!isPyDict(payload))
        return 'event payload is not a JSON object';
    const reason = record.get('reason');
    const str = (key) => record.get(key);
    return {
        seq: Number(seq.value),
        timestamp: str('timestamp'),
        eventType: str('event_type'),
        taskId: str('task_id'),
        prevHash: str('prev_hash'),
        eventHash: str('event_hash'),
        ...(reason === undefined
            ? {}
            : { reason: typeof reason === 'string' ? reason : String(pyToPlain(reason)) }),
        payload: pyToPlain(payload),
        ...at,
        encoding,
        record,
    };
}
function chainProblems(event, previous, first) {
    const at = { offset: event.offset, line: event.line, seq: event.seq };
    const out = [];
    if (!first && event.eventType !== 'INIT')
        out.push({
            kind: 'no-init',
            ...at,
            message: `the journal starts with ${event.eventType}, not INIT`,
        });
    const expectedSeq = previous ? previous.seq + 1 : 1;
    if (event.seq !== expectedSeq)
        out.push({
            kind: 'sequence',
            ...at,
            message: `sequence mismatch: expected ${expectedSeq}, found ${event.seq}`,
        });
    const expectedPrev = previous ? previous.eventHash : '';
    if (event.prevHash !== expectedPrev)
        out.push({
            kind: 'prev-hash',
            ...at,
            message: `prev_hash ${chain_short(event.prevHash)} does not match the previous event_hash ${chain_short(expectedPrev)}`,
        });
    if (first && event.taskId !== first.taskId)
        out.push({
            kind: 'task-id',
            ...at,
            message: `task_id '${event.taskId}' differs from the journal's '${first.taskId}'`,
        });
    try {
        const actual = upstreamEventHash(event.record);
        if (actual !== event.eventHash)
            out.push({
                kind: 'event-hash',
                ...at,
                message: `event_hash ${chain_short(event.eventHash)} does not match the content (${chain_short(actual)}): the event was altered`,
            });
    }
    catch (error) {
        out.push({
            kind: 'event-hash',
            ...at,
            message: `event_hash cannot be checked: ${error.message}`,
        });
    }
    return out;
}
const chain_short = (hash) => (hash === '' ? "''" : hash.slice(0, 12));

// EXTERNAL MODULE: ./src/engine/crc32.ts
var crc32 = __webpack_require__(10005);
;// CONCATENATED MODULE: ./src/engine/upstream/frame.ts


const FRAME_PREFIX = 'LILWAL02:';
const utf8 = new TextDecoder('utf-8', { fatal: true });
/**
 * Whether an unterminated last line is what an interrupted append leaves behind: a cut-short
 * prefix of a frame (header incomplete, or fewer payload bytes than the header announces), a
 * legacy JSON line that simply runs out, or the zero bytes a crash can leave where data was
 * never written. A line that is "complete but wrong" (too long, CRC mismatch at full length,
 * a flipped newline) is damage, not a torn write.
 */
function isTornPrefix(line) {
    if (line.every((b) => b === 0))
        return true;
    const magic = FRAME_PREFIX.length;
    if (line.length < magic)
        return startsWithAscii(asciiBytes(FRAME_PREFIX), ascii(line)) || endsEarly(line);
    if (!startsWithAscii(line, FRAME_PREFIX))
        return endsEarly(line);
    const second = line.indexOf(0x3a, magic);
    const third = second < 0 ? -1 : line.indexOf(0x3a, second + 1);
    if (third < 0)
        return true;
    const length = parsePythonHex(ascii(line.subarray(magic, second)));
    return length !== null && BigInt(line.length - third - 1) < length;
}
/** A legacy line whose JSON is cut short: the parser ran out of input rather than meeting a wrong byte. */
function endsEarly(line) {
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(line, { stream: true });
    }
    catch {
        return false;
    }
    try {
        parsePyJson(text);
        return false;
    }
    catch (error) {
        return error instanceof PyJsonSyntaxError && error.truncated;
    }
}
/**
 * Decodes one physical line, already stripped of surrounding whitespace, as the upstream engine
 * does: a `LILWAL02:<len_hex>:<crc_hex>:<payload>` frame whose length and CRC-32 cover the payload
 * bytes, or else a legacy plain-JSON line.
 */
function decodeLine(line) {
    if (!startsWithAscii(line, FRAME_PREFIX)) {
        const parsed = parseUtf8Json(line);
        return 'error' in parsed
            ? { ok: false, damage: 'line-not-json', detail: parsed.error }
            : { ok: true, encoding: 'legacy', value: parsed.value };
    }
    // Split on the first three ':' only: the payload itself may contain ':'.
    const first = line.indexOf(0x3a, FRAME_PREFIX.length - 1);
    const second = line.indexOf(0x3a, first + 1);
    const third = second < 0 ? -1 : line.indexOf(0x3a, second + 1);
    if (third < 0)
        return { ok: false, damage: 'malformed-frame-header', detail: 'fewer than 4 fields' };
    const length = parsePythonHex(ascii(line.subarray(first + 1, second)));
    const crc = parsePythonHex(ascii(line.subarray(second + 1, third)));
    if (length === null || crc === null) {
        return {
            ok: false,
            damage: 'malformed-frame-header',
            detail: 'length or CRC is not hexadecimal',
        };
    }
    const payload = line.subarray(third + 1);
    if (BigInt(payload.length) !== length || BigInt((0,crc32/* crc32 */.QR)(payload)) !== crc) {
        return {
            ok: false,
            damage: 'frame-length-crc-mismatch',
            detail: `header says ${length} bytes, CRC ${crc.toString(16)}; payload has ${payload.length} bytes, CRC ${(0,crc32/* crc32 */.QR)(payload).toString(16)}`,
        };
    }
    const parsed = parseUtf8Json(payload);
    return 'error' in parsed
        ? { ok: false, damage: 'frame-payload-not-json', detail: parsed.error }
        : { ok: true, encoding: 'frame', value: parsed.value };
}
function parseUtf8Json(bytes) {
    let text;
    try {
        text = utf8.decode(bytes);
    }
    catch {
        return { error: 'not valid UTF-8' };
    }
    try {
        return { value: parsePyJson(text) };
    }
    catch (error) {
        return { error: error.message };
    }
}
// Python's int(text, 16): surrounding ASCII whitespace, an optional sign, an optional 0x prefix,
// either case, and single underscores between digits (also right after the prefix).
const PYTHON_HEX = /^[ \t\n\r\v\f]*([+-]?)(?:0[xX]_?)?([0-9a-fA-F]+(?:_[0-9a-fA-F]+)*)[ \t\n\r\v\f]*$/;
/** Parses a header field as upstream's lenient `int(field, 16)`; null where Python raises. */
function parsePythonHex(text) {
    const match = PYTHON_HEX.exec(text);
    if (!match)
        return null;
    const magnitude = BigInt(`0x${match[2].replaceAll('_', '')}`);
    return match[1] === '-' ? -magnitude : magnitude;
}
const asciiBytes = (text) => Uint8Array.from(text, (c) => c.charCodeAt(0));
function startsWithAscii(bytes, prefix) {
    if (bytes.length < prefix.length)
        return false;
    for (let i = 0; i < prefix.length; i++)
        if (bytes[i] !== prefix.charCodeAt(i))
            return false;
    return true;
}
/** Header fields are compared as Python would after failing on any non-ASCII byte. */
function ascii(bytes) {
    let out = '';
    for (const b of bytes)
        out += b < 0x80 ? String.fromCharCode(b) : '\u0000';
    return out;
}

;// CONCATENATED MODULE: ./src/engine/upstream/lines.ts
/** Non-blank lines split on LF bytes only (never on U+2028 or U+0085), stripped like Python's bytes.strip(). */
function physicalLines(bytes, limit = Infinity) {
    const out = [];
    let start = 0;
    let number = 0;
    while (start < bytes.length && out.length < limit) {
        const newline = bytes.indexOf(0x0a, start);
        const end = newline < 0 ? bytes.length : newline;
        number += 1;
        let from = start;
        let to = end;
        while (from < to && isSpace(bytes[from]))
            from += 1;
        while (to > from && isSpace(bytes[to - 1]))
            to -= 1;
        if (to > from)
            out.push({ bytes: bytes.subarray(from, to), offset: from, number, terminated: newline >= 0 });
        start = end + 1;
    }
    return out;
}
// bytes.strip(): space, \t, \n, \r, \v, \f.
const isSpace = (b) => b === 0x20 || (b >= 0x09 && b <= 0x0d);
function lineEndings(bytes) {
    let lf = 0;
    let crlf = 0;
    for (let i = bytes.indexOf(0x0a); i >= 0; i = bytes.indexOf(0x0a, i + 1)) {
        if (i > 0 && bytes[i - 1] === 0x0d)
            crlf += 1;
        else
            lf += 1;
    }
    if (lf + crlf === 0)
        return 'none';
    return lf === 0 ? 'crlf' : crlf === 0 ? 'lf' : 'mixed';
}

;// CONCATENATED MODULE: ./src/engine/upstream/projection.ts


/** The upstream engine's 22 task states (reference §1.4). */
const UPSTREAM_STATES = [
    'DRAFTED',
    'PREFLIGHT_RUNNING',
    'PREFLIGHT_FAILED',
    'BLOCKED',
    'READY',
    'WORKING',
    'VERIFYING',
    'VERIFICATION_FAILED',
    'RETRY_PENDING',
    'CRASHED',
    'ESCALATED',
    'VERIFIED',
    'QC_RUNNING',
    'QC_REJECTED',
    'QC_INSUFFICIENT_EVIDENCE',
    'QC_CONDITIONAL_PASS',
    'QC_PASSED',
    'COMPLETE',
    'FORCE_COMPLETE',
    'DEGRADED_PASS',
    'PAUSED',
    'CANCELLED',
];
const TERMINAL = new Set([
    'COMPLETE',
    'FORCE_COMPLETE',
    'DEGRADED_PASS',
    'ESCALATED',
    'BLOCKED',
    'CANCELLED',
]);
const COMPLETED = new Set(['COMPLETE', 'FORCE_COMPLETE', 'DEGRADED_PASS']);
const QC_FAILED = ['RETRY_PENDING', 'FORCE_COMPLETE', 'ESCALATED', 'CANCELLED'];
const LEGAL = {
    DRAFTED: ['PREFLIGHT_RUNNING', 'RETRY_PENDING', 'CANCELLED'],
    PREFLIGHT_RUNNING: ['PREFLIGHT_FAILED', 'READY', 'PAUSED', 'CANCELLED'],
    PREFLIGHT_FAILED: ['BLOCKED', 'PREFLIGHT_RUNNING', 'CANCELLED'],
    BLOCKED: ['PREFLIGHT_RUNNING', 'DRAFTED', 'CANCELLED'],
    READY: ['WORKING', 'PAUSED', 'CANCELLED'],
    WORKING: ['VERIFYING', 'CRASHED', 'PAUSED', 'CANCELLED'],
    VERIFYING: ['VERIFICATION_FAILED', 'VERIFIED', 'PAUSED', 'CANCELLED'],
    VERIFICATION_FAILED: QC_FAILED,
    RETRY_PENDING: ['WORKING', 'ESCALATED', 'QC_REJECTED', 'PAUSED', 'CANCELLED'],
    CRASHED: ['RETRY_PENDING', 'DRAFTED', 'CANCELLED'],
    VERIFIED: ['QC_RUNNING', 'COMPLETE', 'CANCELLED'],
    QC_RUNNING: [
        'QC_REJECTED',
        'QC_INSUFFICIENT_EVIDENCE',
        'QC_CONDITIONAL_PASS',
        'QC_PASSED',
        'PAUSED',
        'CANCELLED',
    ],
    QC_REJECTED: QC_FAILED,
    QC_INSUFFICIENT_EVIDENCE: QC_FAILED,
    QC_CONDITIONAL_PASS: QC_FAILED,
    QC_PASSED: ['COMPLETE', 'DEGRADED_PASS', 'CANCELLED'],
    PAUSED: ['READY', 'DRAFTED', 'CANCELLED'],
};
/** Mirrors upstream's replay rules; an event it would refuse leaves the projection unchanged. */
function newProjection() {
    const p = {
        taskId: null,
        status: 'DRAFTED',
        terminal: false,
        attempt: 1,
        transitions: [],
        evidence: {},
        approaches: [],
        workerResults: [],
        data: {},
    };
    let initialized = false;
    const setStatus = (seq, to, reason) => {
        p.transitions.push({ seq, from: p.status, to, reason });
        p.status = to;
        p.terminal = TERMINAL.has(to);
    };
    const checkTransition = (to) => {
        if ((LEGAL[p.status] ?? []).includes(to))
            return null;
        return TERMINAL.has(p.status)
            ? `cannot transition from terminal state ${p.status}`
            : `illegal transition: ${p.status} -> ${to}`;
    };
    const apply = (type, payload, seq, reason) => {
        switch (type) {
            case 'INIT': {
                if (initialized)
                    return 'duplicate INIT';
                const status = payload.has('status') ? payload.get('status') : 'DRAFTED';
                if (typeof status !== 'string' || !UPSTREAM_STATES.includes(status))
                    return 'invalid INIT status';
                const attempt = pyInt(payload.get('attempt') ?? new PyInt(1n));
                if (attempt === null)
                    return 'INIT attempt invalid';
                initialized = true;
                p.attempt = attempt;
                p.approaches = plainList(payload.get('changed_approaches')).map(String);
                p.evidence = plainRecord(payload.get('evidence'));
                p.workerResults = plainList(payload.get('worker_results'));
                p.data = plainRecord(payload.get('data'));
                p.status = status;
                p.terminal = TERMINAL.has(status);
                p.transitions.push({ seq, from: '', to: status, reason: reason || 'state initialized' });
                return null;
            }
            case 'TRANSITION': {
                const to = payload.get('to');
                if (to === undefined)
                    return "TRANSITION payload missing 'to'";
                if (typeof to !== 'string' || !UPSTREAM_STATES.includes(to))
                    return `unknown target state: ${String(pyToPlain(to))}`;
                const refused = checkTransition(to);
                if (refused)
                    return refused;
                const why = payload.get('reason');
                setStatus(seq, to, typeof why === 'string' ? why : reason);
                return null;
            }
            case 'PAUSE':
            case 'CANCEL': {
                const to = type === 'PAUSE' ? 'PAUSED' : 'CANCELLED';
                const refused = checkTransition(to);
                if (refused)
                    return refused;
                setStatus(seq, to, reason);
                return null;
            }
            case 'ESCALATE':
            case 'FORCE_BLOCK': {
                const verb = type === 'ESCALATE' ? 'force-escalate' : 'force-block';
                if (COMPLETED.has(p.status))
                    return `cannot ${verb} a ${p.status} task`;
                p.data[type === 'ESCALATE' ? 'escalation_reason' : 'block_reason'] = reason;
                setStatus(seq, type === 'ESCALATE' ? 'ESCALATED' : 'BLOCKED', reason);
                return null;
            }
            case 'FORCE_COMPLETE':
                p.data.force_complete = pyToPlain(payload);
                setStatus(seq, 'FORCE_COMPLETE', reason);
                return null;
            case 'ATTEMPT_INCREMENT': {
                const delta = pyInt(payload.get('delta') ?? new PyInt(1n));
                if (delta === null)
                    return 'ATTEMPT_INCREMENT delta invalid';
                if (p.attempt + delta < 1)
                    return 'attempt invalid after increment';
                p.attempt += delta;
                return null;
            }
            case 'APPROACH_RECORDED': {
                const description = payload.get('description');
                p.approaches.push(typeof description === 'string' ? description : String(pyToPlain(description ?? '')));
                return null;
            }
            case 'EVIDENCE_ADD': {
                const key = payload.get('key');
                const path = payload.get('path');
                if (key === undefined || path === undefined)
                    return "EVIDENCE_ADD payload missing 'key' or 'path'";
                p.evidence[String(pyToPlain(key))] = String(pyToPlain(path));
                return null;
            }
            case 'WORKER_RESULT_ADD':
            case 'RETRY_METADATA_ADD': {
                const field = type === 'WORKER_RESULT_ADD' ? 'result' : 'metadata';
                if (!payload.has(field))
                    return `${type} payload missing '${field}'`;
                const value = pyToPlain(payload.get(field));
                if (type === 'WORKER_RESULT_ADD')
                    p.workerResults.push(value);
                else
                    (p.data.retry_metadata ??= []).push(value);
                return null;
            }
            case 'WORKER_RESULT_PATCH': {
                const index = pyInt(payload.get('index') ?? null);
                if (index === null || !payload.has('result'))
                    return "WORKER_RESULT_PATCH payload missing or invalid 'index' or 'result'";
                if (index < 0 || index >= p.workerResults.length)
                    return `WORKER_RESULT_PATCH index ${index} out of range`;
                p.workerResults[index] = pyToPlain(payload.get('result'));
                return null;
            }
            case 'DATA_PATCH': {
                const patch = payload.get('patch') ?? new Map();
                if (!isPyDict(patch))
                    return 'DATA_PATCH patch must be dict';
                for (const [key, value] of patch) {
                    // The writer's deletion sentinel. Upstream's own replay stores it as a value (a known
                    // upstream bug); the projection follows what the writer meant and what it held live.
                    if (isDeleteSentinel(value))
                        delete p.data[key];
                    else
                        Object.defineProperty(p.data, key, {
                            value: pyToPlain(value),
                            enumerable: true,
                            writable: true,
                            configurable: true,
                        });
                }
                return null;
            }
            default:
                return `unknown event_type: ${type}`;
        }
    };
    return { projection: p, apply };
}
function isDeleteSentinel(value) {
    return isPyDict(value) && value.size === 1 && value.get('__delete__') === true;
}
/** Python's int(x) for the values upstream feeds it: ints, floats (truncated), numeric strings. */
function pyInt(value) {
    if (value instanceof PyInt)
        return Number(value.value);
    if (value instanceof PyFloat)
        return Number.isFinite(value.value) ? Math.trunc(value.value) : null;
    if (typeof value === 'boolean')
        return value ? 1 : 0;
    if (typeof value === 'string' && /^\s*[+-]?\d+(_\d+)*\s*$/.test(value))
        return Number(value.replaceAll('_', ''));
    return null;
}
function plainList(value) {
    const plain = value === undefined ? [] : pyToPlain(value);
    return Array.isArray(plain) ? plain : [];
}
function plainRecord(value) {
    return isPyDict(value) ? pyToPlain(value) : {};
}

;// CONCATENATED MODULE: ./src/engine/upstream/journal.ts







/**
 * Reads an upstream Python engine journal (LILWAL02 frames and legacy JSON lines) without
 * modifying anything, verifies its SHA-256 event chain with Python's canonical JSON, and reports
 * every problem with its byte offset. Unlike upstream, a damaged last frame that was completely
 * written (its newline is there) is reported, never dropped as a torn tail.
 */
function readUpstreamJournal(bytes) {
    const lines = physicalLines(bytes);
    const lastIndex = lines.length - 1;
    const { projection, apply } = newProjection();
    const report = {
        format: 'LILWAL02',
        bytes: bytes.length,
        lineEndings: lineEndings(bytes),
        frames: 0,
        legacyLines: 0,
        events: [],
        chain: { valid: false, verifiedEvents: 0, head: '' },
        tornTail: null,
        problems: [],
        projection,
        ok: false,
    };
    let previous = null;
    let firstProblemSeen = false;
    const problem = (p) => {
        report.problems.push(p);
        firstProblemSeen = true;
    };
    lines.forEach((line, index) => {
        const decoded = decodeLine(line.bytes);
        const at = { offset: line.offset, line: line.number };
        if (!decoded.ok) {
            const where = `${decoded.damage}: ${decoded.detail}`;
            if (index === lastIndex && !line.terminated && isTornPrefix(line.bytes)) {
                report.tornTail = {
                    ...at,
                    length: bytes.length - line.offset,
                    damage: decoded.damage,
                    message: `incomplete last line (no newline), an interrupted append: ${where}`,
                };
            }
            else if (index === lastIndex) {
                problem({
                    kind: 'damaged-last-line',
                    ...at,
                    damage: decoded.damage,
                    message: `the last line is damaged but complete (${line.terminated ? 'its newline was written' : 'not a cut-short prefix'}), so it is corruption, not a torn write; upstream would silently drop it: ${where}`,
                });
            }
            else {
                problem({
                    kind: 'damaged-line',
                    ...at,
                    damage: decoded.damage,
                    message: `damaged line before the end of the journal: ${where}`,
                });
            }
            return;
        }
        if (decoded.encoding === 'frame')
            report.frames += 1;
        else
            report.legacyLines += 1;
        const value = decoded.value;
        const event = isPyDict(value)
            ? toEvent(value, at, decoded.encoding)
            : 'the record is not a JSON object';
        if (typeof event === 'string') {
            problem({ kind: 'malformed-event', ...at, message: event });
            return;
        }
        for (const p of chainProblems(event, previous, report.events[0] ?? null))
            problem(p);
        const refused = apply(event.eventType, event.record.get('payload'), event.seq, event.reason ?? '');
        if (refused)
            problem({ kind: 'projection', ...at, seq: event.seq, message: refused });
        if (!firstProblemSeen) {
            report.chain.verifiedEvents += 1;
            report.chain.head = event.eventHash;
        }
        projection.taskId ??= event.taskId;
        report.events.push(event);
        previous = event;
    });
    report.chain.valid = !report.problems.some((p) => p.kind !== 'projection');
    report.ok = report.problems.length === 0;
    return report;
}
/** True when the bytes look like an upstream journal: a LILWAL02 frame or a chained legacy event first. */
function isUpstreamJournal(bytes) {
    const first = physicalLines(bytes, 1)[0];
    if (!first)
        return false;
    if (Buffer.from(first.bytes.subarray(0, FRAME_PREFIX.length)).toString('latin1') === FRAME_PREFIX)
        return true;
    const decoded = decodeLine(first.bytes);
    return (decoded.ok &&
        isPyDict(decoded.value) &&
        decoded.value.has('event_hash') &&
        decoded.value.has('event_type'));
}
/** Reads a journal file (opened read-only; the file is never truncated or rewritten). */
function readUpstreamJournalFile(path) {
    return readUpstreamJournal(readFileSync(path, { flag: 'r' }));
}

;// CONCATENATED MODULE: ./src/engine/upstream/index.ts
/** Read-only decoder for the upstream Python engine's LILWAL02 journals (docs/upstream-journal.md). */




// EXTERNAL MODULE: ./src/bundle/digest.ts
var digest = __webpack_require__(68630);
;// CONCATENATED MODULE: ./src/bundle/iso-time.ts
const DAY_MS = 86_400_000;
const PAD2 = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const PAD3 = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
/** The largest time a Date holds (±8.64e15 ms). */
const MAX_TIME = 8.64e15;
let dayStart = NaN;
let dayEnd = NaN;
let dayPrefix = '';
/**
 * `new Date(ms).toISOString()` for journal times (epoch milliseconds), without a Date per call:
 * a replay formats two times per step, and a run's steps share a day, so the date part is cached.
 * Throws RangeError for a time outside the Date range, as toISOString does.
 */
function isoTime(ms) {
    if (!Number.isSafeInteger(ms))
        return new Date(ms).toISOString();
    if (!(ms >= dayStart && ms < dayEnd)) {
        if (Math.abs(ms) > MAX_TIME)
            return new Date(ms).toISOString();
        const start = ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
        const text = new Date(start).toISOString();
        dayPrefix = text.slice(0, text.indexOf('T') + 1);
        dayStart = start;
        dayEnd = Math.min(start + DAY_MS, MAX_TIME + 1);
    }
    let rest = ms - dayStart;
    const milli = rest % 1000;
    rest = (rest - milli) / 1000;
    const second = rest % 60;
    rest = (rest - second) / 60;
    const minute = rest % 60;
    const hour = (rest - minute) / 60;
    return `${dayPrefix}${PAD2[hour]}:${PAD2[minute]}:${PAD2[second]}.${PAD3[milli]}Z`;
}

// EXTERNAL MODULE: ./src/bundle/reasons.ts
var reasons = __webpack_require__(28457);
;// CONCATENATED MODULE: ./src/bundle/replay.ts







/** Steps named `gate:<name>` record a check the run made about itself. */
const GATE_STEP_PREFIX = 'gate:';
/** Whether the bytes are a journal (ours or upstream LILWAL02) rather than an envelope. */
function looksLikeJournal(bytes) {
    const magic = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 8));
    return magic.equals(format/* FILE_MAGIC */.rY) || isUpstreamJournal(bytes);
}
/**
 * Replays a sealed bundle's journal: one segment holding the whole history from the first frame.
 * Any damage, a torn tail, or a frame out of sequence throws a BundleError with its own code.
 */
function replayJournal(bytes, name = 'journal') {
    const journal = decode([{ name, bytes }]);
    const first = journal.files[0];
    if (first.header.kind !== 'segment') {
        throw new reasons/* BundleError */.r('journal-corrupt', `${name} is a compacted snapshot, not a whole history`);
    }
    if (journal.torn) {
        throw new reasons/* BundleError */.r('journal-truncated', `${name} ends inside a frame at byte offset ${journal.torn.offset} (${journal.torn.reason})`);
    }
    // A sealed journal ends with its last frame, so its chain head (SHA-256 of the file up to the
    // end of that frame) is the file's digest: one pass serves both claims.
    const whole = first.dataEnd === bytes.length && first.frames.length > 0;
    return {
        format: 'letitloop',
        bytes: bytes.length,
        sha256: whole ? journal.chainHead : (0,digest/* sha256Hex */.f)(bytes),
        frames: journal.frames.length,
        chainHead: journal.chainHead,
        chainValid: true,
        run: replayedRun(rebuild(journal, name)),
    };
}
/**
 * Replays a journal that carries no seal (ours, or an upstream LILWAL02 file): reported with its
 * chain validity, never trusted. Damage is reported, not thrown.
 */
function replayUnsealed(bytes, name = 'journal') {
    if (isUpstreamJournal(bytes))
        return replayUpstream(bytes);
    return replayFiles([{ name, bytes }], bytes);
}
/** Replays a goal folder of the durable engine (`.letitloop/runs/<goal>/`), unsealed. */
function replayGoalFolder(goalDir) {
    const { files } = (0,engine/* listJournalFiles */.$Q)(goalDir);
    if (files.length === 0)
        throw new reasons/* BundleError */.r('journal-missing', `${goalDir} holds no journal`);
    const parts = files.map((f) => ({ name: f.name, bytes: (0,external_node_fs_.readFileSync)(f.path) }));
    return replayFiles(parts, Buffer.concat(parts.map((p) => p.bytes)));
}
function replayFiles(parts, all) {
    const summary = { format: 'letitloop', bytes: all.length, sha256: (0,digest/* sha256Hex */.f)(all) };
    try {
        const journal = decode(parts);
        return {
            ...summary,
            frames: journal.frames.length,
            chainHead: journal.chainHead,
            chainValid: true,
            ...(journal.torn
                ? { tornTail: { offset: journal.torn.offset, reason: journal.torn.reason } }
                : {}),
            run: replayedRun(rebuild(journal, parts[0].name)),
        };
    }
    catch (error) {
        if (!(error instanceof reasons/* BundleError */.r))
            throw error;
        return { ...summary, frames: 0, chainHead: '', chainValid: false, problem: error.toReason() };
    }
}
function replayUpstream(bytes) {
    const journal = readUpstreamJournal(bytes);
    const problem = journal.problems[0];
    return {
        format: 'LILWAL02',
        bytes: journal.bytes,
        sha256: (0,digest/* sha256Hex */.f)(bytes),
        frames: journal.events.length,
        chainHead: journal.chain.head,
        chainValid: journal.chain.valid,
        ...(problem
            ? {
                problem: {
                    code: 'journal-corrupt',
                    message: `line ${problem.line} (byte offset ${problem.offset}): ${problem.message}`,
                },
            }
            : {}),
        ...(journal.tornTail
            ? { tornTail: { offset: journal.tornTail.offset, reason: journal.tornTail.message } }
            : {}),
        upstream: {
            status: journal.projection.status,
            events: journal.events.map((e) => ({
                seq: e.seq,
                timestamp: e.timestamp,
                eventType: e.eventType,
                taskId: e.taskId,
                eventHash: e.eventHash,
                ...(e.reason !== undefined ? { reason: e.reason } : {}),
                payload: e.payload,
                offset: e.offset,
            })),
        },
    };
}
function decode(parts) {
    try {
        return (0,engine/* decodeGoalJournal */.V5)(parts);
    }
    catch (error) {
        throw journalError(error, parts[0].name);
    }
}
function rebuild(journal, name) {
    try {
        return (0,engine/* rebuildRun */.NS)(journal.frames.map((f) => f.record));
    }
    catch (error) {
        throw new reasons/* BundleError */.r('journal-corrupt', `${name}: ${error.message}`);
    }
}
const SEQUENCE = /sequence number (\d+) where (\d+) was expected/;
/** Maps the engine's typed journal errors to reason codes, keeping the byte offset. */
function journalError(error, name) {
    if (error instanceof engine/* JournalCorruptError */.Zi) {
        const where = `${name} is damaged at byte offset ${error.offset}: ${error.reason}`;
        const sequence = SEQUENCE.exec(error.reason);
        let code = 'journal-corrupt';
        if (sequence)
            code = Number(sequence[1]) < Number(sequence[2]) ? 'journal-duplicated' : 'journal-reordered';
        return new reasons/* BundleError */.r(code, where);
    }
    if (error instanceof engine/* EngineError */.NJ) {
        return new reasons/* BundleError */.r('journal-corrupt', `${name}: ${error.message.split(';')[0]}`);
    }
    return new reasons/* BundleError */.r('journal-corrupt', `${name}: ${error?.message ?? error}`);
}
function replayedRun(view) {
    return {
        goal: view.goalId,
        runId: view.runId,
        status: view.status,
        ...(view.git?.commit ? { baseCommit: view.git.commit } : {}),
        startedAt: isoTime(view.createdAt),
        ...(view.endedAt !== undefined ? { endedAt: isoTime(view.endedAt) } : {}),
        steps: replayedSteps(view),
        committedSteps: view.steps.length,
        markers: view.markers.map((m) => ({
            name: m.name,
            status: m.state,
            executions: m.executions,
            ...(m.completedAt !== undefined ? { completedAt: isoTime(m.completedAt) } : {}),
        })),
        gates: view.steps
            .filter((s) => s.name.startsWith(GATE_STEP_PREFIX))
            .map((s) => gateResult(s.name.slice(GATE_STEP_PREFIX.length), s.output)),
    };
}
function replayedSteps(view) {
    const ok = view.steps.map(committedStep);
    if (view.failedAttempts.length === 0)
        return ok;
    const all = [
        ...view.steps.map((s, i) => ({ at: s.startedAt, step: ok[i] })),
        ...view.failedAttempts.map((f) => ({ at: f.startedAt, step: failedStep(f) })),
    ];
    // stable: committed steps keep their commit order among equal start times
    return all.sort((a, b) => a.at - b.at).map((s) => s.step);
}
function committedStep(s) {
    return {
        pos: s.pos,
        name: s.name,
        status: 'ok',
        startedAt: isoTime(s.startedAt),
        endedAt: isoTime(s.endedAt),
        durationMs: s.durationUs / 1000,
        attempt: s.attempt,
        outputSha256: s.outputDigest,
    };
}
function failedStep(f) {
    return {
        pos: f.pos,
        name: f.name,
        status: 'failed',
        startedAt: isoTime(f.startedAt),
        endedAt: isoTime(f.startedAt + Math.round(f.durationUs / 1000)),
        durationMs: f.durationUs / 1000,
        attempt: f.attempt,
        error: errorMessage(f.error),
    };
}
function errorMessage(encoded) {
    try {
        const value = (0,engine/* decodeValue */.wz)(encoded);
        const message = typeof value?.message === 'string' ? value.message : String(value);
        return message.split('\n')[0].slice(0, 500);
    }
    catch {
        return 'error could not be decoded';
    }
}
/** A gate step returns `true`/`false` or `{ passed: boolean, detail?: string }`. */
function gateResult(name, output) {
    let value;
    try {
        value = (0,engine/* decodeValue */.wz)(output);
    }
    catch {
        return { name, passed: false, detail: 'result could not be decoded' };
    }
    if (typeof value === 'boolean')
        return { name, passed: value };
    const record = value;
    if (record && typeof record === 'object' && typeof record.passed === 'boolean') {
        const detail = typeof record.detail === 'string' ? record.detail.slice(0, 2000) : undefined;
        return { name, passed: record.passed, ...(detail !== undefined ? { detail } : {}) };
    }
    return { name, passed: false, detail: 'result is not true/false or { passed, detail }' };
}


/***/ }),

/***/ 16799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  To: () => (/* binding */ PREDICATE_TYPE),
  n3: () => (/* binding */ PREDICATE_VERSION),
  zG: () => (/* binding */ STATEMENT_TYPE),
  cD: () => (/* binding */ comparePaths),
  By: () => (/* binding */ parseStatement),
  SP: () => (/* binding */ signatureChangeSchema)
});

// UNUSED EXPORTS: gateResultSchema, predicateSchema, statementJsonSchema, statementSchema, subjectSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(43759);
;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/iso.js



function datetime(params) {
    return api/* _isoDateTime */.G1(schemas/* ZodISODateTime */.You, params);
}
function date(params) {
    return core._isoDate(ZodISODate, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}

// EXTERNAL MODULE: ./src/bundle/reasons.ts
var reasons = __webpack_require__(28457);
// EXTERNAL MODULE: ./src/bundle/paths.ts
var bundle_paths = __webpack_require__(34792);
;// CONCATENATED MODULE: ./src/bundle/statement.ts



const STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
/** Identifies the predicate; an identifier, versioned in its last segment. */
const PREDICATE_TYPE = 'https://letitloop.dev/proof-bundle/v1';
/** Bumped on any change to the predicate's shape; verifiers reject versions they do not know. */
const PREDICATE_VERSION = 1;
const sha256Hex = schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/, 'lowercase hex SHA-256');
const commitHex = schemas/* string */.YjP().regex(/^([0-9a-f]{40}|[0-9a-f]{64})$/, 'full lowercase git object id');
const timestamp = datetime({ offset: false, precision: 3 });
const statement_text = (max) => schemas/* string */.YjP().min(1).max(max);
const path = schemas/* string */.YjP().min(1).max(4096);
const count = schemas/* number */.aig().int().min(0).max(Number.MAX_SAFE_INTEGER);
const subjectSchema = schemas/* strictObject */.rej({
    name: path.describe('repository-relative path of a file the run changed'),
    digest: schemas/* strictObject */.rej({
        sha256: sha256Hex,
        gitBlob: commitHex.describe('git blob id of the content (SHA-1 or SHA-256 repository)'),
    }),
});
const signatureChangeSchema = schemas/* strictObject */.rej({
    symbol: statement_text(512).describe('full symbol name, e.g. `Class.method`'),
    kind: statement_text(128).optional().describe('the drift kind the signature gate reports'),
    file: path.optional(),
    reason: statement_text(2000),
});
const gateResultSchema = schemas/* strictObject */.rej({
    name: statement_text(128),
    passed: schemas/* boolean */.zMY(),
    detail: schemas/* string */.YjP().max(2000).optional(),
});
const predicateSchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(PREDICATE_VERSION),
    tool: schemas/* strictObject */.rej({ name: statement_text(128), version: statement_text(64) }),
    repository: schemas/* strictObject */.rej({
        name: schemas/* string */.YjP().regex(/^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/, 'owner/name'),
        id: count.optional(),
    }),
    base: schemas/* strictObject */.rej({ commit: commitHex }),
    deleted: schemas/* array */.YOg(path).max(100_000).describe('files the run deleted, sorted'),
    run: schemas/* strictObject */.rej({
        goal: statement_text(256),
        runId: statement_text(256),
        status: statement_text(64),
        steps: count,
        startedAt: timestamp,
        endedAt: timestamp,
    }),
    journal: schemas/* strictObject */.rej({
        path: path.describe('file name of the journal, in the same folder as the bundle'),
        sha256: sha256Hex,
        bytes: count,
        frames: count,
        chainHead: sha256Hex,
    }),
    gates: schemas/* array */.YOg(gateResultSchema).max(1000),
    signatureChanges: schemas/* array */.YOg(signatureChangeSchema).max(10_000).optional(),
    issuedAt: timestamp,
    expiresAt: timestamp,
    nonce: schemas/* string */.YjP().regex(/^[0-9a-f]{32}$/, '16 random bytes, lowercase hex'),
});
const statementSchema = schemas/* strictObject */.rej({
    _type: schemas/* literal */.euz(STATEMENT_TYPE),
    subject: schemas/* array */.YOg(subjectSchema).max(100_000).describe('files the run changed, sorted by name'),
    predicateType: schemas/* literal */.euz(PREDICATE_TYPE),
    predicate: predicateSchema,
});
/** The JSON Schema of the statement (docs/proof-bundle.schema.json is this, written out). */
function statementJsonSchema() {
    return {
        ...z.toJSONSchema(statementSchema, { target: 'draft-2020-12' }),
        $id: `${PREDICATE_TYPE}/statement.schema.json`,
        title: 'letitloop proof bundle: in-toto Statement v1 with the proof-bundle predicate',
    };
}
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/**
 * Parses the verified payload bytes (never a re-serialization) and checks the schema, the
 * version, and every path. The caller passes only bytes whose signature already verified.
 */
function parseStatement(payload) {
    let value;
    try {
        value = JSON.parse(utf8.decode(payload));
    }
    catch {
        throw new reasons/* BundleError */.r('bad-statement', 'payload is not UTF-8 JSON');
    }
    const version = value?.predicate?.version;
    if (version !== undefined && version !== PREDICATE_VERSION) {
        throw new reasons/* BundleError */.r('unsupported-version', `predicate version ${JSON.stringify(version)?.slice(0, 20)} is not supported (this verifier reads ${PREDICATE_VERSION})`);
    }
    const result = statementSchema.safeParse(value);
    if (!result.success) {
        const issue = result.error.issues[0];
        const where = issue.path.join('.') || 'statement';
        throw new reasons/* BundleError */.r('bad-statement', `${where}: ${issue.message}`);
    }
    checkPaths(result.data);
    checkOrder(result.data);
    return result.data;
}
function checkPaths(statement) {
    const { predicate } = statement;
    const paths = [
        ...statement.subject.map((s) => s.name),
        ...predicate.deleted,
        ...(predicate.signatureChanges ?? []).flatMap((c) => (c.file === undefined ? [] : [c.file])),
    ];
    for (const p of paths) {
        const problem = (0,bundle_paths/* repoPathProblem */.J)(p);
        if (problem)
            throw new reasons/* BundleError */.r('hostile-path', `${JSON.stringify(p)}: ${problem}`);
    }
    const journalProblem = (0,bundle_paths/* fileNameProblem */.X)(predicate.journal.path);
    if (journalProblem) {
        throw new reasons/* BundleError */.r('hostile-path', `journal ${JSON.stringify(predicate.journal.path)}: ${journalProblem}`);
    }
}
/** Subjects and deletions are sorted and disjoint, so a statement has one form per file set. */
function checkOrder(statement) {
    const names = statement.subject.map((s) => s.name);
    assertSortedUnique(names, 'subject');
    assertSortedUnique(statement.predicate.deleted, 'predicate.deleted');
    const changed = new Set(names);
    const both = statement.predicate.deleted.find((p) => changed.has(p));
    if (both !== undefined) {
        throw new reasons/* BundleError */.r('bad-statement', `${both} is both a subject and deleted`);
    }
}
function assertSortedUnique(list, where) {
    for (let i = 1; i < list.length; i++) {
        if (comparePaths(list[i - 1], list[i]) >= 0) {
            throw new reasons/* BundleError */.r('bad-statement', `${where} is not sorted and unique at ${list[i]}`);
        }
    }
}
/** Byte order of paths (what git uses), independent of locale. */
function comparePaths(a, b) {
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}


/***/ })

};
;