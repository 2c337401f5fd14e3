"use strict";
exports.id = 279;
exports.ids = [279];
exports.modules = {

/***/ 10005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QR: () => (/* binding */ crc32),
/* harmony export */   fr: () => (/* binding */ crc32Range)
/* harmony export */ });
/* unused harmony export crc32Portable */
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);

let table;
/** CRC-32 (IEEE 802.3, as zlib): for Node releases older than 20.15, which lack zlib.crc32. */
function crc32Portable(data, initial = 0) {
    return crc32Range(data, 0, data.length, initial);
}
/** CRC-32 of `data[start, end)` in JavaScript: no subarray, cheapest for a few bytes. */
function crc32Range(data, start, end, initial = 0) {
    if (!table) {
        table = new Uint32Array(256);
        for (let n = 0; n < 256; n++) {
            let c = n;
            for (let k = 0; k < 8; k++)
                c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
            table[n] = c >>> 0;
        }
    }
    let crc = (initial ^ 0xffffffff) >>> 0;
    for (let i = start; i < end; i++)
        crc = table[(crc ^ data[i]) & 0xff] ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
}
const native = node_zlib__WEBPACK_IMPORTED_MODULE_0__.crc32;
/** CRC-32 of `data`, unsigned. */
const crc32 = native ?? crc32Portable;



/***/ }),

/***/ 23755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bb: () => (/* binding */ frameHeaderCrc),
/* harmony export */   Bn: () => (/* binding */ FILE_HEADER_SIZE),
/* harmony export */   Dk: () => (/* binding */ segmentChain),
/* harmony export */   FJ: () => (/* binding */ batchNumbers),
/* harmony export */   FS: () => (/* binding */ sealFrame),
/* harmony export */   Hp: () => (/* binding */ FORMAT_VERSION),
/* harmony export */   IX: () => (/* binding */ nextLink),
/* harmony export */   KE: () => (/* binding */ TRAILER_COPY_SIZE),
/* harmony export */   Mq: () => (/* binding */ frameLength),
/* harmony export */   Nr: () => (/* binding */ JOINED_FLAG),
/* harmony export */   T7: () => (/* binding */ firstLink),
/* harmony export */   UU: () => (/* binding */ FRAME_TRAILER_SIZE),
/* harmony export */   WR: () => (/* binding */ FILE_KIND),
/* harmony export */   Yq: () => (/* binding */ FRAME_HEADER_SIZE),
/* harmony export */   Yt: () => (/* binding */ encodeFrame),
/* harmony export */   Zw: () => (/* binding */ ZERO_CHAIN),
/* harmony export */   _2: () => (/* binding */ MAX_PAYLOAD),
/* harmony export */   cR: () => (/* binding */ AT_CALL_FLAG),
/* harmony export */   mC: () => (/* binding */ encodeFileHeader),
/* harmony export */   rY: () => (/* binding */ FILE_MAGIC),
/* harmony export */   ww: () => (/* binding */ LENGTH_MASK),
/* harmony export */   z2: () => (/* binding */ COMMIT_TAG)
/* harmony export */ });
/* unused harmony exports FRAME_HEADER_SALT, paddedLength */
/* harmony import */ var _sha256__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69539);
/* harmony import */ var _crc32__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10005);


/**
 * Byte layout of journal files (docs/journal-format.md is the specification; keep them in step).
 *
 * File header (64 bytes): magic, version, kind, header size, first sequence number, chain value
 * before the first frame, reserved, CRC-32 of the header. Frames follow, each 16-byte aligned:
 * a 16-byte header (payload length, sequence number, link, header CRC-32), the payload, zero
 * padding to 16 bytes, and a 16-byte commit trailer (the header's first 12 bytes again + "COMT").
 * A frame counts as committed only when its trailer is present. The two top bits of the length
 * word say how the frame's result reached the code, so that replay hands it back the same way:
 * `joined`, committed by the same group commit as the frame before it (handed back together);
 * `atCall`, committed within the step() call that produced it (handed back at that call).
 */
const FILE_MAGIC = Buffer.from([0x89, 0x4c, 0x49, 0x4c, 0x4a, 0x0d, 0x0a, 0x1a]);
const FORMAT_VERSION = 3;
const FILE_HEADER_SIZE = 64;
const FRAME_HEADER_SIZE = 16;
const FRAME_TRAILER_SIZE = 16;
/** The trailer repeats the frame header's length, sequence number and link. */
const TRAILER_COPY_SIZE = 12;
const COMMIT_TAG = Buffer.from('COMT', 'latin1');
/** XORed into the frame-header CRC so that a header of zeros is never valid. */
const FRAME_HEADER_SALT = 0x4c494c46;
/** Length-word bits that hold the payload length. */
const LENGTH_MASK = 0x3fffffff;
/** The largest payload a frame may carry (2^30 − 1 bytes; the writer refuses larger records). */
const MAX_PAYLOAD = LENGTH_MASK;
/** Length-word bit: the frame was committed by the same group commit as the frame before it. */
const JOINED_FLAG = 0x80000000;
/** Length-word bit: the frame was committed, alone, within the step() call that produced it. */
const AT_CALL_FLAG = 0x40000000;
/** The group commit of each frame, numbered from 1, from the frames' flags. */
function batchNumbers(flags) {
    let batch = 0;
    return flags.map((f) => (f & JOINED_FLAG ? batch : ++batch));
}
const FILE_KIND = { segment: 1, snapshot: 2 };
const ZERO_CHAIN = Buffer.alloc(32);
function encodeFileHeader(kind, seq, chain) {
    const header = Buffer.alloc(FILE_HEADER_SIZE);
    FILE_MAGIC.copy(header, 0);
    header.writeUInt16LE(FORMAT_VERSION, 8);
    header.writeUInt16LE(FILE_KIND[kind], 10);
    header.writeUInt32LE(FILE_HEADER_SIZE, 12);
    header.writeBigUInt64LE(BigInt(seq), 16);
    chain.copy(header, 24, 0, 32);
    header.writeUInt32LE((0,_crc32__WEBPACK_IMPORTED_MODULE_1__/* .crc32 */ .QR)(header.subarray(0, 60)), 60);
    return header;
}
/** The link before a file's first frame: its header's CRC-32 (binds the frames to the header). */
function firstLink(kind, seq, chain) {
    return encodeFileHeader(kind, seq, chain).readUInt32LE(60);
}
function paddedLength(payloadLength) {
    return (payloadLength + 15) & ~15;
}
function frameLength(payloadLength) {
    return FRAME_HEADER_SIZE + paddedLength(payloadLength) + FRAME_TRAILER_SIZE;
}
/** CRC of a frame header's first 12 bytes (at `at` in `bytes`), salted. */
function frameHeaderCrc(bytes, at = 0) {
    return ((0,_crc32__WEBPACK_IMPORTED_MODULE_1__/* .crc32Range */ .fr)(bytes, at, at + 12) ^ FRAME_HEADER_SALT) >>> 0;
}
/**
 * A frame's link: CRC-32 of its payload continuing the previous link, i.e. the CRC-32 of the file
 * header's first 60 bytes followed by every payload of the file up to this one. One pass over the
 * payload checks it and ties it to its place (a frame from elsewhere breaks it).
 */
function nextLink(previous, payload) {
    return (0,_crc32__WEBPACK_IMPORTED_MODULE_1__/* .crc32 */ .QR)(payload, previous);
}
/**
 * The chain value of a segment after its last frame: SHA-256 of the file from its first byte to
 * the end of that frame (the header holds the value before it, so the chain runs through every
 * segment). A segment without frames stands for its header's value.
 */
function segmentChain(committed) {
    return (0,_sha256__WEBPACK_IMPORTED_MODULE_0__/* .sha256 */ .s)(committed);
}
/**
 * One whole frame for `payload` at sequence `seq`, and the link after it. `flags`: JOINED_FLAG
 * and/or AT_CALL_FLAG.
 */
function encodeFrame(seq, payload, previousLink, flags = 0) {
    const frame = Buffer.alloc(frameLength(payload.length));
    frame.set(payload, FRAME_HEADER_SIZE);
    return { frame, link: sealFrame(frame, payload.length, seq, previousLink, flags) };
}
/**
 * Completes a frame whose payload of `length` bytes is in place (at FRAME_HEADER_SIZE, padding
 * zero): writes its header and commit trailer. Returns the link after it.
 */
function sealFrame(frame, length, seq, previousLink, flags) {
    const link = nextLink(previousLink, frame.subarray(FRAME_HEADER_SIZE, FRAME_HEADER_SIZE + length));
    frame.writeUInt32LE((flags | length) >>> 0, 0);
    frame.writeUInt32LE(seq >>> 0, 4);
    frame.writeUInt32LE(link, 8);
    frame.writeUInt32LE(frameHeaderCrc(frame), 12);
    const trailer = frame.length - FRAME_TRAILER_SIZE;
    frame.copyWithin(trailer, 0, TRAILER_COPY_SIZE);
    frame.set(COMMIT_TAG, trailer + TRAILER_COPY_SIZE);
    return link;
}


/***/ }),

/***/ 99279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  NJ: () => (/* reexport */ EngineError),
  Zi: () => (/* reexport */ JournalCorruptError),
  Cd: () => (/* reexport */ atomicMarker),
  hB: () => (/* reexport */ collectStatus),
  V5: () => (/* reexport */ decodeGoalJournal),
  wz: () => (/* reexport */ decodeValue),
  W0: () => (/* reexport */ durable),
  Tl: () => (/* reexport */ encodeJournalPayloads),
  $Q: () => (/* reexport */ listJournalFiles),
  NS: () => (/* reexport */ rebuildRun),
  Ix: () => (/* reexport */ resolveRunsDir),
  PM: () => (/* reexport */ step)
});

// UNUSED EXPORTS: DEFAULT_RUNS_DIR, DirLock, EngineOptionError, FORMAT_VERSION, GoalLockedError, JournalReadError, JournalVersionError, JournalWriteError, LockTimeoutError, MarkerInDoubtError, NonDeterminismError, NotAJournalError, OutsideDurableError, UnencodableValueError, compactGoal, decodeGoalFolder, decodeJournal, encodeJournalFile, encodeValue, isSupervisedWorker, readGoalJournal, registerClass, selectJournalFiles, supervise, superviseCommand, unregisterClass

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/engine/bytes.ts
/** A growable little-endian byte buffer for the codec and the frame writer. */
class ByteWriter {
    buf;
    length = 0;
    constructor(initial = 256) {
        this.buf = Buffer.allocUnsafe(initial);
    }
    ensure(extra) {
        const need = this.length + extra;
        if (need <= this.buf.length)
            return;
        let size = this.buf.length * 2;
        while (size < need)
            size *= 2;
        const next = Buffer.allocUnsafe(size);
        this.buf.copy(next, 0, 0, this.length);
        this.buf = next;
    }
    /** Bytes allocated (not written). */
    get capacity() {
        return this.buf.length;
    }
    byte(value) {
        this.ensure(1);
        this.buf[this.length++] = value;
    }
    /** Unsigned LEB128 of a non-negative safe integer. */
    varint(value) {
        this.ensure(8);
        this.length = putVarint(this.buf, this.length, value);
    }
    float64(value) {
        this.ensure(8);
        this.buf.writeDoubleLE(value, this.length);
        this.length += 8;
    }
    bytes(data) {
        this.ensure(data.length);
        this.buf.set(data, this.length);
        this.length += data.length;
    }
    /** Varint byte length, then the UTF-8 bytes. */
    utf8(text) {
        const max = text.length * 3;
        this.ensure(max + 8);
        const buf = this.buf;
        const at = this.length;
        if (max < 128) {
            // Short strings: write in place after a one-byte length.
            const written = buf.write(text, at + 1, 'utf8');
            buf[at] = written;
            this.length += 1 + written;
            return;
        }
        if (max < 1 << 14) {
            // In place after a two-byte length, moved back one byte if the length fits in one.
            const written = buf.write(text, at + 2, 'utf8');
            if (written < 128) {
                buf.copyWithin(at + 1, at + 2, at + 2 + written);
                buf[at] = written;
                this.length += 1 + written;
            }
            else {
                buf[at] = (written & 0x7f) | 0x80;
                buf[at + 1] = written >>> 7;
                this.length += 2 + written;
            }
            return;
        }
        const encoded = Buffer.from(text, 'utf8');
        this.varint(encoded.length);
        this.bytes(encoded);
    }
    /**
     * Replaces the reserved bytes [at, from) with the varint of `length`, moving the `length` bytes
     * written from `from` back behind it; returns where they now start.
     */
    varintBefore(at, from, length) {
        // Written in place, not with varint(): growing the buffer keeps only the bytes before
        // `this.length`, and the bytes to move lie after it.
        const pos = putVarint(this.buf, at, length);
        if (pos > from)
            throw new RangeError('varint longer than the room reserved for it');
        if (pos !== from)
            this.buf.copyWithin(pos, from, from + length);
        this.length = pos + length;
        return pos;
    }
    /** `n` zero bytes. */
    zeros(n) {
        this.ensure(n);
        this.buf.fill(0, this.length, this.length + n);
        this.length += n;
    }
    /** The bytes written, without a copy (valid until the next write). */
    view() {
        return this.buf.subarray(0, this.length);
    }
}
/** Reads what ByteWriter wrote; every read is bounds-checked and throws ByteReadError past the end. */
class bytes_ByteReader {
    end;
    pos;
    /** Decoded Buffers may share memory with the input (internal records; never user values). */
    shareBytes = false;
    buf;
    constructor(bytes, start = 0, end = bytes.length) {
        this.end = end;
        // A plain Uint8Array view: its subarrays are cheaper to make than Buffer subarrays.
        this.buf =
            bytes.constructor === Uint8Array
                ? bytes
                : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
        this.pos = start;
    }
    /** Reads `[start, end)` of the same bytes next (one reader serves every frame of a file). */
    window(start, end) {
        this.pos = start;
        this.end = end;
        return this;
    }
    need(n) {
        if (this.pos + n > this.end)
            throw new ByteReadError(this.pos, 'value runs past its end');
    }
    byte() {
        this.need(1);
        return this.buf[this.pos++];
    }
    varint() {
        let result = 0;
        let scale = 1;
        for (let i = 0; i < 8; i++) {
            const b = this.byte();
            result += (b & 0x7f) * scale;
            if (b < 0x80) {
                if (i > 0 && b === 0)
                    throw new ByteReadError(this.pos - 1, 'non-minimal varint');
                if (!Number.isSafeInteger(result))
                    throw new ByteReadError(this.pos, 'varint too large');
                return result;
            }
            scale *= 0x80;
        }
        throw new ByteReadError(this.pos, 'varint too long');
    }
    float64() {
        this.need(8);
        const view = new DataView(this.buf.buffer, this.buf.byteOffset + this.pos, 8);
        this.pos += 8;
        return view.getFloat64(0, true);
    }
    take(n) {
        this.need(n);
        const out = this.buf.subarray(this.pos, this.pos + n);
        this.pos += n;
        return out;
    }
    utf8() {
        const n = this.varint();
        this.need(n);
        const start = this.pos;
        this.pos += n;
        // Short strings without a view of their bytes: names and keys are read once per record.
        if (n <= 24)
            return shortString(this.buf, start, n);
        return Buffer.from(this.buf.buffer, this.buf.byteOffset + start, n).toString('utf8');
    }
}
/**
 * Short ASCII strings (object keys, step names) recur: a small cache returns the same string for
 * the same bytes, saving an allocation and V8's key internalisation per field. A slot is checked
 * against the cached string's own characters, so a miss allocates nothing but the new string.
 */
const cacheText = new Array(512);
function shortString(bytes, start, n) {
    const end = start + n;
    let h = n;
    for (let i = start; i < end; i++)
        h = (Math.imul(h, 31) + bytes[i]) | 0;
    const slot = h & 511;
    const cached = cacheText[slot];
    if (cached !== undefined && cached.length === n) {
        let same = true;
        for (let i = 0; i < n; i++)
            if (cached.charCodeAt(i) !== bytes[start + i]) {
                same = false;
                break;
            }
        if (same)
            return cached;
    }
    let text = '';
    for (let i = start; i < end; i++) {
        const c = bytes[i];
        if (c >= 0x80)
            return Buffer.from(bytes.buffer, bytes.byteOffset + start, n).toString('utf8');
        text += String.fromCharCode(c);
    }
    cacheText[slot] = text;
    return text;
}
/** A codec read past the end or met a malformed number; `offset` is relative to the buffer. */
class ByteReadError extends Error {
    offset;
    reason;
    constructor(offset, reason) {
        super(`${reason} at byte ${offset}`);
        this.offset = offset;
        this.reason = reason;
    }
}
/** Writes the unsigned LEB128 of `value` into `buf` at `pos`; returns the position after it. */
function putVarint(buf, pos, value) {
    let v = value;
    while (v >= 0x80) {
        buf[pos++] = (v % 0x80) | 0x80;
        v = Math.floor(v / 0x80);
    }
    buf[pos++] = v;
    return pos;
}

;// CONCATENATED MODULE: ./src/engine/errors.ts
/**
 * Typed errors of the durable engine. Every one carries a stable `code` and a one-line message that
 * names the file or step concerned and says what to do.
 */
class EngineError extends Error {
    code;
    constructor(code, message, options) {
        super(message, options);
        this.code = code;
        this.name = new.target.name;
    }
}
/** A journal file whose bytes are damaged before its last frame, or whose frames do not chain. */
class JournalCorruptError extends EngineError {
    file;
    offset;
    reason;
    constructor(file, offset, reason) {
        super('LIL_JOURNAL_CORRUPT', `journal ${file} is damaged at byte offset ${offset}: ${reason}; nothing was changed — ` +
            `restore the file from a copy, or move the goal folder aside to start the goal afresh`);
        this.file = file;
        this.offset = offset;
        this.reason = reason;
    }
}
/** A file that does not start with the journal magic. */
class NotAJournalError extends EngineError {
    file;
    detail;
    constructor(file, detail) {
        super('LIL_NOT_A_JOURNAL', `${file} is not a letitloop journal (${detail}); move it out of the goal folder`);
        this.file = file;
        this.detail = detail;
    }
}
/** A journal written in another format version than this engine reads (newer, or a pre-release one). */
class JournalVersionError extends EngineError {
    file;
    version;
    supported;
    constructor(file, version, supported) {
        super('LIL_JOURNAL_VERSION', `journal ${file} uses format version ${version}; this engine reads version ${supported} — ` +
            (version > supported
                ? 'upgrade letitloop-action to open it'
                : 'it was written by a pre-release build: finish that run with the build that wrote it, or move the goal folder aside'));
        this.file = file;
        this.version = version;
        this.supported = supported;
    }
}
/** Writing or syncing the journal failed (disk full, read-only directory, I/O error). */
class JournalWriteError extends EngineError {
    file;
    errno;
    constructor(file, errno, action) {
        super('LIL_JOURNAL_WRITE', `cannot ${action} ${file} (${errno}): ${writeAdvice(errno)}`);
        this.file = file;
        this.errno = errno;
    }
}
function writeAdvice(errno) {
    if (errno === 'ENOSPC' || errno === 'EDQUOT')
        return 'the disk is full — free space and run again; every committed step is kept';
    if (errno === 'EROFS' || errno === 'EACCES' || errno === 'EPERM')
        return 'the directory is not writable — set the `dir` option or LETITLOOP_DIR to a writable folder';
    return 'the run stopped; every committed step is kept — run again once the disk is healthy';
}
/** A journal file that exists but cannot be read (permissions, I/O error). */
class JournalReadError extends EngineError {
    file;
    errno;
    constructor(file, errno) {
        super('LIL_JOURNAL_READ', `cannot read journal ${file} (${errno}): check its permissions and the disk; nothing was changed`);
        this.file = file;
        this.errno = errno;
    }
}
/** A second process (or a second call in this process) opened a goal that is running. */
class GoalLockedError extends EngineError {
    goalId;
    pid;
    host;
    since;
    sameProcess;
    constructor(goalId, pid, host, since, sameProcess) {
        super('LIL_GOAL_LOCKED', `goal '${goalId}' is locked by pid ${pid}${sameProcess ? ' (this process)' : ''} on ${host} ` +
            `since ${since}; wait for that run to finish, or stop it`);
        this.goalId = goalId;
        this.pid = pid;
        this.host = host;
        this.since = since;
        this.sameProcess = sameProcess;
    }
}
/** `step()` or a goal-scoped `atomicMarker()` called where it cannot be journaled. */
class OutsideDurableError extends EngineError {
    constructor(what, advice) {
        super('LIL_OUTSIDE_DURABLE', `${what}: ${advice}`);
    }
}
/** On resume the code did something different from what the journal recorded at that point. */
class NonDeterminismError extends EngineError {
    goalId;
    where;
    differences;
    constructor(goalId, 
    /** Where: "at step position 3", "in its arguments", "at the end of the run". */
    where, differences) {
        super('LIL_NONDETERMINISM', `goal '${goalId}' is not deterministic ${where}: ${differences.join('; ')}. ` +
            `Keep step names, order and arguments stable across runs, or start afresh under a new goalId`);
        this.goalId = goalId;
        this.where = where;
        this.differences = differences;
    }
}
/** A value (step result, argument, goal result) that the codec cannot journal. */
class UnencodableValueError extends EngineError {
    subject;
    typeName;
    path;
    constructor(subject, typeName, path, hint) {
        super('LIL_UNENCODABLE', `cannot journal ${subject}: ${typeName} at ${path} cannot be encoded — ${hint}`);
        this.subject = subject;
        this.typeName = typeName;
        this.path = path;
    }
}
/** A marker body was interrupted by a crash and the marker was opened with `onInDoubt: 'throw'`. */
class MarkerInDoubtError extends EngineError {
    marker;
    idempotencyKey;
    constructor(marker, idempotencyKey) {
        super('LIL_MARKER_IN_DOUBT', `marker '${marker}' is in doubt: a previous run started its body and stopped before recording ` +
            `completion (idempotency key ${idempotencyKey}); check the side effect, then run with ` +
            `onInDoubt 'rerun' or 'skip'`);
        this.marker = marker;
        this.idempotencyKey = idempotencyKey;
    }
}
/** Waiting for a lock took longer than the caller allowed. */
class LockTimeoutError extends EngineError {
    constructor(what, owner, ms) {
        super('LIL_LOCK_TIMEOUT', `${what} is still locked by ${owner} after ${ms} ms; try again later`);
    }
}
/** A bad option (goal id, retry policy...). */
class errors_EngineOptionError extends EngineError {
    constructor(message) {
        super('LIL_OPTION', message);
    }
}

;// CONCATENATED MODULE: ./src/engine/codec-registry.ts

const byCtor = new Map();
const byName = new Map();
/**
 * Registers a user class with the codec so its instances round-trip through the journal with their
 * prototype. Registering the same class again with the same name is a no-op; a different class
 * under a name already taken is an error.
 */
function registerClass(ctor, codec = {}) {
    const name = codec.name ?? ctor.name;
    if (!name)
        throw new EngineOptionError('registerClass: the class has no name; pass { name }');
    const existing = byName.get(name);
    if (existing && existing.ctor !== ctor)
        throw new EngineOptionError(`registerClass: the name '${name}' is already registered for another class; pass a distinct { name }`);
    const entry = {
        name,
        ctor,
        encode: (value) => (codec.encode ? codec.encode(value) : ownData(value)),
        decode: (data) => (codec.decode ? codec.decode(data) : withPrototype(ctor.prototype, data)),
    };
    byCtor.set(ctor, entry);
    byName.set(name, entry);
}
/** Removes a registration (tests, hot reload). */
function unregisterClass(ctor) {
    const entry = byCtor.get(ctor);
    if (!entry)
        return;
    byCtor.delete(ctor);
    byName.delete(entry.name);
}
function registeredFor(ctor) {
    return byCtor.get(ctor);
}
function registeredNamed(name) {
    return byName.get(name);
}
function ownData(value) {
    const data = {};
    for (const key of Object.keys(value))
        data[key] = value[key];
    return data;
}
function withPrototype(prototype, data) {
    const instance = Object.create(prototype);
    if (data && typeof data === 'object') {
        for (const [key, value] of Object.entries(data)) {
            Object.defineProperty(instance, key, {
                value,
                writable: true,
                enumerable: true,
                configurable: true,
            });
        }
    }
    return instance;
}

;// CONCATENATED MODULE: ./src/engine/codec-tags.ts
/**
 * Tag bytes of the value codec (docs/journal-format.md, "Value encoding"). Changing a tag changes
 * the journal format: add new tags, never renumber.
 */
const TAG = {
    undefined: 0x00,
    null: 0x01,
    false: 0x02,
    true: 0x03,
    uint: 0x04,
    negint: 0x05,
    float64: 0x06,
    bigint: 0x07,
    string: 0x08,
    stringUtf16: 0x09,
    array: 0x0a,
    hole: 0x0b,
    object: 0x0c,
    nullProtoObject: 0x0d,
    date: 0x10,
    map: 0x11,
    set: 0x12,
    buffer: 0x13,
    typedArray: 0x14,
    arrayBuffer: 0x15,
    dataView: 0x16,
    url: 0x17,
    regexp: 0x18,
    error: 0x19,
    registered: 0x1a,
};
/** Typed-array kinds (the byte after TAG.typedArray). Element bytes are little-endian. */
const TYPED_ARRAYS = [
    Uint8Array,
    Int8Array,
    Uint8ClampedArray,
    Int16Array,
    Uint16Array,
    Int32Array,
    Uint32Array,
    Float32Array,
    Float64Array,
    BigInt64Array,
    BigUint64Array,
];
/** Built-in error classes restored by name; any other Error subclass decodes as the nearest of these. */
const BUILTIN_ERRORS = {
    Error,
    TypeError,
    RangeError,
    SyntaxError,
    ReferenceError,
    EvalError,
    URIError,
    AggregateError: AggregateError,
};

;// CONCATENATED MODULE: ./src/engine/codec-decode.ts



const MAX_DEPTH = 2100;
/**
 * Decodes bytes written by encodeValue. Throws ByteReadError (with the offset inside `bytes`) on
 * malformed input, an unknown tag, or trailing bytes.
 */
function decodeValue(bytes, options = {}) {
    const reader = new bytes_ByteReader(bytes);
    reader.shareBytes = options.shareBytes ?? false;
    const value = readValue(reader, 0);
    if (reader.pos !== bytes.length)
        throw new ByteReadError(reader.pos, 'trailing bytes after value');
    return value;
}
function readValue(r, depth) {
    if (depth > MAX_DEPTH)
        throw new ByteReadError(r.pos, 'value nested too deeply');
    const at = r.pos;
    const tag = r.byte();
    switch (tag) {
        case TAG.undefined:
            return undefined;
        case TAG.null:
            return null;
        case TAG.false:
            return false;
        case TAG.true:
            return true;
        case TAG.uint:
            return r.varint();
        case TAG.negint: {
            const n = r.varint();
            if (n === 0)
                throw new ByteReadError(at, 'negative zero written as an integer');
            return -n;
        }
        case TAG.float64:
            return r.float64();
        case TAG.bigint: {
            const negative = r.byte() === 1;
            const magnitude = r.take(r.varint());
            const value = magnitude.length ? BigInt('0x' + Buffer.from(magnitude).toString('hex')) : 0n;
            return negative ? -value : value;
        }
        case TAG.string:
            return r.utf8();
        case TAG.stringUtf16: {
            const units = r.varint();
            const bytes = r.take(units * 2);
            let text = '';
            for (let i = 0; i < units; i++)
                text += String.fromCharCode(bytes[2 * i] | (bytes[2 * i + 1] << 8));
            return text;
        }
        case TAG.array:
            return readArray(r, depth);
        case TAG.object:
        case TAG.nullProtoObject: {
            const obj = tag === TAG.object ? {} : Object.create(null);
            const count = r.varint();
            for (let i = 0; i < count; i++) {
                const key = readValue(r, depth + 1);
                if (typeof key !== 'string')
                    throw new ByteReadError(r.pos, 'object key is not a string');
                const value = readValue(r, depth + 1);
                // A key named __proto__ stays data: it never sets the prototype.
                if (key === '__proto__')
                    Object.defineProperty(obj, key, {
                        value,
                        writable: true,
                        enumerable: true,
                        configurable: true,
                    });
                else
                    obj[key] = value;
            }
            return obj;
        }
        case TAG.date:
            return new Date(r.float64());
        case TAG.map: {
            const map = new Map();
            const count = r.varint();
            for (let i = 0; i < count; i++)
                map.set(readValue(r, depth + 1), readValue(r, depth + 1));
            return map;
        }
        case TAG.set: {
            const set = new Set();
            const count = r.varint();
            for (let i = 0; i < count; i++)
                set.add(readValue(r, depth + 1));
            return set;
        }
        case TAG.buffer: {
            const bytes = r.take(r.varint());
            // Internal records share the journal's memory (a plain view); user values get their own Buffer.
            return r.shareBytes ? bytes : Buffer.from(bytes);
        }
        case TAG.typedArray: {
            const kind = TYPED_ARRAYS[r.byte()];
            if (!kind)
                throw new ByteReadError(at, 'unknown typed-array kind');
            const bytes = r.take(r.varint());
            if (bytes.length % kind.BYTES_PER_ELEMENT)
                throw new ByteReadError(at, 'typed-array length is not a whole number of elements');
            const copy = new Uint8Array(bytes).buffer;
            return new kind(copy);
        }
        case TAG.arrayBuffer:
            return new Uint8Array(r.take(r.varint())).buffer;
        case TAG.dataView:
            return new DataView(new Uint8Array(r.take(r.varint())).buffer);
        case TAG.url:
            return new URL(r.utf8());
        case TAG.regexp: {
            const source = r.utf8();
            return new RegExp(source, r.utf8());
        }
        case TAG.error:
            return readError(r, depth);
        case TAG.registered: {
            const name = r.utf8();
            const entry = registeredNamed(name);
            const data = readValue(r, depth + 1);
            if (!entry)
                throw new ByteReadError(at, `class '${name}' is not registered with the codec in this process (call registerClass first)`);
            return entry.decode(data);
        }
        default:
            throw new ByteReadError(at, `unknown value tag 0x${tag.toString(16).padStart(2, '0')}`);
    }
}
function readArray(r, depth) {
    const length = r.varint();
    if (length > r.end - r.pos)
        throw new ByteReadError(r.pos, 'array longer than its bytes');
    const arr = new Array(length);
    for (let i = 0; i < length; i++) {
        if (r.buf[r.pos] === TAG.hole) {
            r.pos++;
            continue;
        }
        arr[i] = readValue(r, depth + 1);
    }
    return arr;
}
function readError(r, depth) {
    const at = r.pos;
    const registered = r.byte() === 1;
    const className = readValue(r, depth + 1);
    const name = readValue(r, depth + 1);
    const message = readValue(r, depth + 1);
    const stack = readValue(r, depth + 1);
    const props = readValue(r, depth + 1);
    const cause = r.byte() === 1 ? { value: readValue(r, depth + 1) } : undefined;
    const errors = r.byte() === 1 ? readValue(r, depth + 1) : undefined;
    let target;
    if (registered) {
        const entry = registeredNamed(className);
        if (!entry)
            throw new ByteReadError(at, `error class '${className}' is not registered with the codec`);
        target = entry.ctor;
    }
    else {
        target = BUILTIN_ERRORS[className] ?? Error;
    }
    // Reflect.construct makes a native error (with its internal slot, as util.types.isNativeError
    // and deep equality expect) carrying the class's prototype, without running a user constructor.
    const error = Reflect.construct(Error, message === undefined ? [] : [message], target);
    const define = (key, value, enumerable = false) => Object.defineProperty(error, key, { value, writable: true, enumerable, configurable: true });
    if (stack === undefined)
        delete error.stack;
    else
        define('stack', stack);
    if (name !== target.prototype.name)
        define('name', name);
    if (cause)
        define('cause', cause.value);
    if (errors)
        define('errors', errors);
    for (const [key, value] of Object.entries(props ?? {}))
        define(key, value, true);
    return error;
}

;// CONCATENATED MODULE: ./src/engine/codec-encode.ts




const codec_encode_MAX_DEPTH = 2000;
const NAN_BITS = Buffer.from([0, 0, 0, 0, 0, 0, 0xf8, 0x7f]);
/**
 * Encodes a value to its canonical bytes: one value, one byte string. Types survive the round trip
 * (docs/journal-format.md lists them). `subject` names what is encoded, for the error message
 * ("the result of step 'fetch_user'").
 */
function encodeValue(value, subject = 'a value') {
    return withEncoded(value, subject, copy);
}
const copy = (bytes) => Buffer.from(bytes);
/**
 * Encodes `value` and hands its bytes to `use` without copying them (they are only valid during
 * the call): hashing arguments needs no copy of their encoding.
 */
function withEncoded(value, subject, use) {
    // One scratch writer serves every call (encoding is synchronous); a nested call — a registered
    // class's encode() encoding something itself — gets its own.
    const own = !sharedBusy;
    const out = own ? shared : new ByteWriter();
    if (own) {
        sharedBusy = true;
        shared.length = 0;
    }
    try {
        (own ? sharedEncoder.reset(out, subject) : new Encoder(out, subject)).value(value, '$', 0);
        return use(out.view());
    }
    finally {
        if (own) {
            sharedBusy = false;
            // Do not keep a large buffer alive because one value was large.
            if (shared.capacity > 1 << 20)
                shared = new ByteWriter(4096);
        }
    }
}
/**
 * Appends `value`'s encoding to `out` as a record's bytes field (varint length, then the bytes),
 * encoding it in place; returns where the bytes start. Throws UnencodableValueError.
 */
function appendEncoded(out, value, subject) {
    // Room for the longest length varint; the bytes move back if the length takes fewer.
    const lengthAt = out.length;
    out.zeros(MAX_LENGTH_VARINT);
    const own = !intoBusy;
    intoBusy = true;
    try {
        (own ? intoEncoder.reset(out, subject) : new Encoder(out, subject)).value(value, '$', 0);
    }
    finally {
        if (own)
            intoBusy = false;
    }
    const start = lengthAt + MAX_LENGTH_VARINT;
    return out.varintBefore(lengthAt, start, out.length - start);
}
/** Bytes of the longest varint appendEncoded() writes (lengths below 2^35). */
const MAX_LENGTH_VARINT = 5;
let intoBusy = false;
let shared = new ByteWriter(4096);
let sharedBusy = false;
class Encoder {
    out;
    subject;
    /** Objects being encoded (cycle check); made on the first object, so primitives cost none. */
    ancestors;
    constructor(out, subject) {
        this.out = out;
        this.subject = subject;
    }
    /** Reuses this encoder (the shared one) for another value; the ancestor set is empty again. */
    reset(out, subject) {
        this.out = out;
        this.subject = subject;
        this.ancestors?.clear();
        return this;
    }
    value(v, path, depth) {
        const out = this.out;
        switch (typeof v) {
            case 'undefined':
                return out.byte(TAG.undefined);
            case 'boolean':
                return out.byte(v ? TAG.true : TAG.false);
            case 'number':
                return this.number(v);
            case 'bigint':
                return this.bigint(v);
            case 'string':
                return this.string(v);
            case 'object':
                if (v === null)
                    return out.byte(TAG.null);
                return this.object(v, path, depth);
            case 'symbol':
                return this.fail('a symbol', path, 'use a string instead');
            case 'function':
                return this.fail(`a function (${v.name || 'anonymous'})`, path, 'return data, not code');
        }
    }
    number(v) {
        const out = this.out;
        if (Number.isSafeInteger(v) && !Object.is(v, -0)) {
            if (v >= 0) {
                out.byte(TAG.uint);
                out.varint(v);
            }
            else {
                out.byte(TAG.negint);
                out.varint(-v);
            }
            return;
        }
        out.byte(TAG.float64);
        this.float(v);
    }
    /** A float64, with one bit pattern for NaN (canonical). */
    float(v) {
        if (Number.isNaN(v))
            this.out.bytes(NAN_BITS);
        else
            this.out.float64(v);
    }
    bigint(v) {
        const out = this.out;
        out.byte(TAG.bigint);
        const negative = v < 0n;
        out.byte(negative ? 1 : 0);
        let hex = (negative ? -v : v).toString(16);
        if (hex === '0')
            hex = '';
        if (hex.length % 2)
            hex = '0' + hex;
        const magnitude = Buffer.from(hex, 'hex');
        out.varint(magnitude.length);
        out.bytes(magnitude);
    }
    string(v) {
        const out = this.out;
        if (v.isWellFormed()) {
            out.byte(TAG.string);
            out.utf8(v);
            return;
        }
        // Lone surrogates do not survive UTF-8: keep the UTF-16 code units.
        out.byte(TAG.stringUtf16);
        out.varint(v.length);
        const units = Buffer.allocUnsafe(v.length * 2);
        for (let i = 0; i < v.length; i++)
            units.writeUInt16LE(v.charCodeAt(i), i * 2);
        out.bytes(units);
    }
    object(v, path, depth) {
        if (depth > codec_encode_MAX_DEPTH)
            this.fail(`a structure nested deeper than ${codec_encode_MAX_DEPTH} levels`, path, 'flatten it');
        const ancestors = (this.ancestors ??= new Set());
        if (ancestors.has(v))
            this.fail('a circular reference', path, 'remove the cycle');
        ancestors.add(v);
        try {
            this.objectBody(v, path, depth + 1);
        }
        finally {
            ancestors.delete(v);
        }
    }
    objectBody(v, path, depth) {
        const out = this.out;
        const proto = Object.getPrototypeOf(v);
        // Plain objects first: they are most values, and no registered class has their prototype.
        if (proto === Object.prototype || proto === null)
            return this.plainObject(v, proto, path, depth);
        const ctor = proto && proto.constructor;
        const registered = ctor ? registeredFor(ctor) : undefined;
        if (registered && v instanceof Error)
            return this.error(v, path, depth, registered.name);
        if (registered) {
            out.byte(TAG.registered);
            out.utf8(registered.name);
            this.value(registered.encode(v), `${path}<${registered.name}>`, depth);
            return;
        }
        if (Array.isArray(v) && proto === Array.prototype)
            return this.array(v, path, depth);
        if (proto === Date.prototype) {
            out.byte(TAG.date);
            this.float(v.getTime());
            return;
        }
        if (proto === Map.prototype) {
            const map = v;
            out.byte(TAG.map);
            out.varint(map.size);
            let i = 0;
            for (const [key, value] of map) {
                this.value(key, `${path}.<key ${i}>`, depth);
                this.value(value, `${path}.<value ${i++}>`, depth);
            }
            return;
        }
        if (proto === Set.prototype) {
            const set = v;
            out.byte(TAG.set);
            out.varint(set.size);
            let i = 0;
            for (const item of set)
                this.value(item, `${path}.<item ${i++}>`, depth);
            return;
        }
        if (Buffer.isBuffer(v)) {
            out.byte(TAG.buffer);
            out.varint(v.length);
            out.bytes(v);
            return;
        }
        const kind = TYPED_ARRAYS.findIndex((t) => proto === t.prototype);
        if (kind >= 0) {
            const view = v;
            out.byte(TAG.typedArray);
            out.byte(kind);
            out.varint(view.byteLength);
            out.bytes(new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
            return;
        }
        if (proto === ArrayBuffer.prototype) {
            const bytes = new Uint8Array(v);
            out.byte(TAG.arrayBuffer);
            out.varint(bytes.length);
            out.bytes(bytes);
            return;
        }
        if (proto === DataView.prototype) {
            const view = v;
            out.byte(TAG.dataView);
            out.varint(view.byteLength);
            out.bytes(new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
            return;
        }
        if (proto === URL.prototype) {
            out.byte(TAG.url);
            out.utf8(v.href);
            return;
        }
        if (proto === RegExp.prototype) {
            const re = v;
            out.byte(TAG.regexp);
            out.utf8(re.source);
            out.utf8(re.flags);
            return;
        }
        if (v instanceof Error)
            return this.error(v, path, depth);
        const name = typeof ctor === 'function' && ctor.name ? ctor.name : 'an object';
        if (typeof v.then === 'function')
            this.fail('a Promise', path, 'await it before returning');
        this.fail(`a ${name} (a class instance not registered with the codec)`, path, `register the class with registerClass(${name}) or return plain data`);
    }
    plainObject(v, proto, path, depth) {
        const out = this.out;
        for (const s of Object.getOwnPropertySymbols(v))
            if (Object.prototype.propertyIsEnumerable.call(v, s))
                this.fail('an object with symbol keys', path, 'use string keys');
        out.byte(proto === null ? TAG.nullProtoObject : TAG.object);
        const keys = Object.keys(v);
        out.varint(keys.length);
        for (const key of keys) {
            this.string(key);
            const item = v[key];
            // The path is only needed if encoding fails, which primitives (but symbols) never do.
            const primitive = item === null ||
                (typeof item !== 'object' && typeof item !== 'function' && typeof item !== 'symbol');
            this.value(item, primitive ? path : childPath(path, key), depth);
        }
    }
    array(v, path, depth) {
        const out = this.out;
        out.byte(TAG.array);
        out.varint(v.length);
        for (let i = 0; i < v.length; i++) {
            if (!(i in v))
                out.byte(TAG.hole);
            else
                this.value(v[i], `${path}[${i}]`, depth);
        }
    }
    /**
     * Error: class (registered, or the nearest built-in), name, message, stack, own enumerable
     * properties, cause, errors.
     */
    error(e, path, depth, registeredName) {
        const out = this.out;
        out.byte(TAG.error);
        out.byte(registeredName === undefined ? 0 : 1);
        this.string(registeredName ?? builtinErrorName(e));
        this.value(e.name, `${path}.name`, depth);
        // undefined when the message is inherited (new Error()), so the decoded error matches.
        const ownMessage = Object.prototype.hasOwnProperty.call(e, 'message') ? e.message : undefined;
        this.value(ownMessage, `${path}.message`, depth);
        this.value(e.stack, `${path}.stack`, depth);
        const props = {};
        for (const key of Object.keys(e)) {
            if (key !== 'stack' && key !== 'message' && key !== 'name')
                props[key] = e[key];
        }
        this.value(props, `${path}`, depth);
        const hasCause = Object.prototype.hasOwnProperty.call(e, 'cause');
        out.byte(hasCause ? 1 : 0);
        if (hasCause)
            this.value(e.cause, `${path}.cause`, depth);
        const errors = e instanceof AggregateError ? e.errors : undefined;
        out.byte(errors ? 1 : 0);
        if (errors)
            this.value(errors, `${path}.errors`, depth);
    }
    fail(typeName, path, hint) {
        throw new UnencodableValueError(this.subject, typeName, path, hint);
    }
}
/** The encoders withEncoded() and appendEncoded() reuse. */
const sharedEncoder = new Encoder(shared, 'a value');
const intoEncoder = new Encoder(shared, 'a value');
/** The nearest built-in error class on the prototype chain (custom subclasses decode as it). */
function builtinErrorName(e) {
    let proto = Object.getPrototypeOf(e);
    while (proto) {
        const ctor = proto.constructor;
        for (const [name, builtin] of Object.entries(BUILTIN_ERRORS))
            if (ctor === builtin)
                return name;
        proto = Object.getPrototypeOf(proto);
    }
    return 'Error';
}
function childPath(path, key) {
    return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

// EXTERNAL MODULE: external "node:async_hooks"
var external_node_async_hooks_ = __webpack_require__(16698);
;// CONCATENATED MODULE: ./src/engine/context.ts

const scopes = new external_node_async_hooks_.AsyncLocalStorage();
/** Counts calls in flight; `idle()` resolves when none is left. */
class Inflight {
    size = 0;
    waiters = [];
    start() {
        this.size++;
    }
    end() {
        if (--this.size === 0 && this.waiters.length)
            for (const wake of this.waiters.splice(0))
                wake();
    }
    idle() {
        return this.size === 0
            ? Promise.resolve()
            : new Promise((resolve) => this.waiters.push(resolve));
    }
    /** Counts `promise` until it settles. */
    track(promise) {
        this.start();
        const end = () => this.end();
        promise.then(end, end);
        return promise;
    }
}

// EXTERNAL MODULE: ./src/engine/format.ts
var format = __webpack_require__(23755);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/engine/git-head.ts



/**
 * The git repository containing `cwd` and its HEAD commit, read from `.git` directly (loose refs,
 * packed-refs, worktrees, detached HEAD), falling back to `git rev-parse` for anything else
 * (reftable, unusual layouts). Null outside a repository. `commit` is null on an unborn branch.
 */
function readGitBase(cwd) {
    const found = findGitDir((0,external_node_path_.resolve)(cwd));
    if (!found)
        return null;
    try {
        const direct = readHead(found.gitDir);
        if (direct)
            return { root: found.root, ...direct };
    }
    catch {
        // fall through to git itself
    }
    return { root: found.root, ...revParse(found.root) };
}
function findGitDir(start) {
    for (let dir = start;; dir = (0,external_node_path_.dirname)(dir)) {
        const dotGit = (0,external_node_path_.join)(dir, '.git');
        if ((0,external_node_fs_.existsSync)(dotGit)) {
            if ((0,external_node_fs_.statSync)(dotGit).isDirectory())
                return { root: dir, gitDir: dotGit };
            const link = /^gitdir:\s*(.+)$/m.exec((0,external_node_fs_.readFileSync)(dotGit, 'utf8'));
            if (link) {
                const target = link[1].trim();
                return { root: dir, gitDir: (0,external_node_path_.isAbsolute)(target) ? target : (0,external_node_path_.resolve)(dir, target) };
            }
        }
        if ((0,external_node_path_.dirname)(dir) === dir)
            return null;
    }
}
function readHead(gitDir) {
    const head = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(gitDir, 'HEAD'), 'utf8').trim();
    if (/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(head))
        return { commit: head, branch: null };
    const ref = /^ref:\s*(refs\/\S+)$/.exec(head)?.[1];
    if (!ref || ref === 'refs/heads/.invalid')
        return null; // reftable or unknown: ask git
    const branch = ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : null;
    const commonFile = (0,external_node_path_.join)(gitDir, 'commondir');
    const commonDir = (0,external_node_fs_.existsSync)(commonFile)
        ? (0,external_node_path_.resolve)(gitDir, (0,external_node_fs_.readFileSync)(commonFile, 'utf8').trim())
        : gitDir;
    for (const dir of [gitDir, commonDir]) {
        const loose = (0,external_node_path_.join)(dir, ref);
        if ((0,external_node_fs_.existsSync)(loose))
            return { commit: (0,external_node_fs_.readFileSync)(loose, 'utf8').trim(), branch };
    }
    const packed = (0,external_node_path_.join)(commonDir, 'packed-refs');
    if ((0,external_node_fs_.existsSync)(packed)) {
        for (const line of (0,external_node_fs_.readFileSync)(packed, 'utf8').split('\n')) {
            const [sha, name] = line.trim().split(' ');
            if (name === ref && sha)
                return { commit: sha, branch };
        }
    }
    return { commit: null, branch }; // unborn branch: no commit yet
}
function revParse(root) {
    const run = (args) => {
        try {
            return (0,external_node_child_process_.execFileSync)('git', args, {
                cwd: root,
                encoding: 'utf8',
                stdio: ['ignore', 'pipe', 'ignore'],
                timeout: 10000,
            }).trim();
        }
        catch {
            return null;
        }
    };
    const branch = run(['symbolic-ref', '--short', '-q', 'HEAD']);
    return { commit: run(['rev-parse', '--verify', '-q', 'HEAD']), branch: branch || null };
}

// EXTERNAL MODULE: ./src/engine/sha256.ts
var sha256 = __webpack_require__(69539);
;// CONCATENATED MODULE: ./src/engine/hash.ts


/**
 * First 16 bytes of SHA-256 over the canonical encoding of an argument list. The result is shared
 * for an empty list (a step without arguments hashes nothing): never modify it.
 */
function hashArgs(args, subject) {
    if (args.length === 0)
        return (noArgs ??= withEncoded(args, subject, sha256/* sha256 */.s).subarray(0, 16));
    return withEncoded(args, subject, sha256/* sha256 */.s).subarray(0, 16);
}
let noArgs;
/** An Error (or any thrown value) as journal bytes; falls back to name and message if needed. */
function encodeThrown(error) {
    try {
        return encodeValue(error);
    }
    catch {
        const e = error;
        const summary = new Error(typeof e?.message === 'string' ? e.message : String(error));
        if (typeof e?.name === 'string')
            summary.name = e.name;
        if (typeof e?.stack === 'string')
            summary.stack = e.stack;
        return encodeValue(summary);
    }
}

;// CONCATENATED MODULE: ./src/engine/record-fields.ts

/**
 * Field encodings of journal records (docs/journal-format.md, "Records"): each has exactly one
 * encoding, so a record's bytes are canonical. Readers throw BadField; records.ts names the record.
 */
class BadField extends Error {
    field;
    constructor(field) {
        super(`bad field '${field}'`);
        this.field = field;
    }
}
/** Writes fields, checking each value's type (a record the reader would refuse is never written). */
class FieldWriter {
    out;
    constructor(out) {
        this.out = out;
    }
    /** Unsigned LEB128 varint, minimal: a non-negative safe integer. */
    int(v, field) {
        if (!Number.isSafeInteger(v) || v < 0)
            throw new BadField(field);
        this.out.varint(v);
    }
    /** A value-codec string: tag 0x08 + UTF-8, or 0x09 + UTF-16 units for lone surrogates. */
    string(v, field) {
        if (typeof v !== 'string')
            throw new BadField(field);
        if (v.isWellFormed()) {
            this.out.byte(TAG.string);
            this.out.utf8(v);
            return;
        }
        this.out.byte(TAG.stringUtf16);
        this.out.varint(v.length);
        const units = Buffer.allocUnsafe(v.length * 2);
        for (let i = 0; i < v.length; i++)
            units.writeUInt16LE(v.charCodeAt(i), i * 2);
        this.out.bytes(units);
    }
    /** A string, or the null tag 0x01. */
    nullableString(v, field) {
        if (v === null)
            this.out.byte(TAG.null);
        else
            this.string(v, field);
    }
    /** Varint length, then the bytes. */
    bytes(v, field) {
        if (!(v instanceof Uint8Array))
            throw new BadField(field);
        this.out.varint(v.length);
        this.out.bytes(v);
    }
    /** One byte, 0 or 1. */
    bool(v, field) {
        if (typeof v !== 'boolean')
            throw new BadField(field);
        this.out.byte(v ? 1 : 0);
    }
}
function readInt(r) {
    return r.varint();
}
/** Bytes as a view of the reader's bytes (no copy). */
function readBytes(r) {
    return r.take(r.varint());
}
function readBool(r, field) {
    const b = r.byte();
    if (b > 1)
        throw new BadField(field);
    return b === 1;
}
function readString(r, field) {
    return stringWithTag(r, r.byte(), field);
}
function readNullableString(r, field) {
    const tag = r.byte();
    return tag === TAG.null ? null : stringWithTag(r, tag, field);
}
function stringWithTag(r, tag, field) {
    if (tag === TAG.string)
        return r.utf8();
    if (tag !== TAG.stringUtf16)
        throw new BadField(field);
    const units = r.varint();
    const bytes = r.take(units * 2);
    let text = '';
    for (let i = 0; i < units; i++)
        text += String.fromCharCode(bytes[2 * i] | (bytes[2 * i + 1] << 8));
    // Canonical: a well-formed string is always written as UTF-8.
    if (text.isWellFormed())
        throw new BadField(field);
    return text;
}

;// CONCATENATED MODULE: ./src/engine/records.ts


/**
 * Payload layout: the type byte, then the fields in this order, without names (record-fields.ts
 * has the field encodings). A value's bytes come last, so a reader can take its digest without
 * decoding it.
 */
const CODECS = {
    goal: {
        code: 1,
        write(w, r) {
            w.string(r.goal, 'goal');
            w.string(r.run, 'run');
            w.int(r.at, 'at');
            if (r.git === null)
                w.out.byte(0);
            else if (typeof r.git !== 'object')
                throw new BadField('git');
            else {
                w.out.byte(1);
                w.nullableString(r.git.commit, 'git');
                w.string(r.git.root, 'git');
                w.nullableString(r.git.branch, 'git');
            }
            w.bytes(r.input, 'input');
            w.string(r.engine, 'engine');
        },
        read: (r) => ({
            t: 'goal',
            goal: readString(r, 'goal'),
            run: readString(r, 'run'),
            at: readInt(r),
            git: readGit(r),
            input: readBytes(r),
            engine: readString(r, 'engine'),
        }),
    },
    open: {
        code: 2,
        write(w, r) {
            w.int(r.at, 'at');
            w.int(r.pid, 'pid');
            w.string(r.host, 'host');
            w.int(r.n, 'n');
        },
        read: (r) => ({
            t: 'open',
            at: readInt(r),
            pid: readInt(r),
            host: readString(r, 'host'),
            n: readInt(r),
        }),
    },
    step: {
        code: 3,
        write(w, r) {
            w.int(r.pos, 'pos');
            w.string(r.name, 'name');
            w.bytes(r.args, 'args');
            w.int(r.at, 'at');
            w.int(r.us, 'us');
            w.int(r.n, 'n');
            w.bytes(r.v, 'v');
        },
        read: (r) => ({
            t: 'step',
            pos: readInt(r),
            name: readString(r, 'name'),
            args: readBytes(r),
            at: readInt(r),
            us: readInt(r),
            n: readInt(r),
            v: readBytes(r),
        }),
    },
    fail: {
        code: 4,
        write(w, r) {
            w.int(r.pos, 'pos');
            w.string(r.name, 'name');
            w.bytes(r.args, 'args');
            w.int(r.at, 'at');
            w.int(r.us, 'us');
            w.int(r.n, 'n');
            w.bool(r.last, 'last');
            w.bytes(r.err, 'err');
        },
        read: (r) => ({
            t: 'fail',
            pos: readInt(r),
            name: readString(r, 'name'),
            args: readBytes(r),
            at: readInt(r),
            us: readInt(r),
            n: readInt(r),
            last: readBool(r, 'last'),
            err: readBytes(r),
        }),
    },
    mark: {
        code: 5,
        write(w, r) {
            w.string(r.name, 'name');
            w.string(r.key, 'key');
            w.int(r.at, 'at');
            w.int(r.n, 'n');
            w.int(r.pid, 'pid');
        },
        read: (r) => ({
            t: 'mark',
            name: readString(r, 'name'),
            key: readString(r, 'key'),
            at: readInt(r),
            n: readInt(r),
            pid: readInt(r),
        }),
    },
    mfail: {
        code: 6,
        write(w, r) {
            w.string(r.name, 'name');
            w.int(r.at, 'at');
            w.int(r.n, 'n');
            w.bytes(r.err, 'err');
        },
        read: (r) => ({
            t: 'mfail',
            name: readString(r, 'name'),
            at: readInt(r),
            n: readInt(r),
            err: readBytes(r),
        }),
    },
    done: {
        code: 7,
        write(w, r) {
            w.string(r.name, 'name');
            w.int(r.at, 'at');
            w.int(r.n, 'n');
            w.bool(r.skipped, 'skipped');
            w.bytes(r.v, 'v');
        },
        read: (r) => ({
            t: 'done',
            name: readString(r, 'name'),
            at: readInt(r),
            n: readInt(r),
            skipped: readBool(r, 'skipped'),
            v: readBytes(r),
        }),
    },
    end: {
        code: 8,
        write(w, r) {
            w.int(r.at, 'at');
            w.bool(r.ok, 'ok');
            w.bytes(r.v, 'v');
        },
        read: (r) => ({ t: 'end', at: readInt(r), ok: readBool(r, 'ok'), v: readBytes(r) }),
    },
    snap: {
        code: 9,
        write(w, r) {
            w.int(r.seq, 'seq');
            w.int(r.at, 'at');
            w.int(r.opens, 'opens');
        },
        read: (r) => ({ t: 'snap', seq: readInt(r), at: readInt(r), opens: readInt(r) }),
    },
};
/** git: 0 (none), or 1 then commit (string or null), root, branch (string or null). */
function readGit(r) {
    const present = r.byte();
    if (present === 0)
        return null;
    if (present !== 1)
        throw new BadField('git');
    return {
        commit: readNullableString(r, 'git'),
        root: readString(r, 'git'),
        branch: readNullableString(r, 'git'),
    };
}
const BY_CODE = [];
for (const codec of Object.values(CODECS))
    BY_CODE[codec.code] = codec;
let scratch = new FieldWriter(new ByteWriter(1024));
/** A record's payload bytes (a copy the caller owns). Throws TypeError for a malformed record. */
function encodeRecord(record) {
    return withRecordBytes(record, 0, (out) => Buffer.from(out.view()));
}
/**
 * Encodes a record into the shared scratch writer, after `headroom` zero bytes, and hands the
 * writer to `use`, which may write more (its bytes are valid during the call only).
 */
function withRecordBytes(record, headroom, use) {
    const codec = CODECS[record.t];
    if (!codec || !Object.prototype.hasOwnProperty.call(CODECS, record.t))
        throw new TypeError(`cannot encode a journal record of type '${String(record.t)}'`);
    const w = scratch;
    w.out.length = 0;
    w.out.zeros(headroom);
    w.out.byte(codec.code);
    try {
        codec.write(w, record);
    }
    catch (error) {
        if (!(error instanceof BadField))
            throw error;
        throw new TypeError(`cannot encode a ${record.t} record: ${error.message}`, { cause: error });
    }
    const result = use(w.out);
    // Do not keep a large buffer alive because one value was large.
    if (w.out.capacity > 1 << 20)
        scratch = new FieldWriter(new ByteWriter(1024));
    return result;
}
/**
 * Decodes one payload; throws Error(reason) when it is not a valid record. Bytes fields are views
 * of `payload` (no copies).
 */
function decodeRecord(payload) {
    return readRecord(new ByteReader(payload));
}
/** Decodes the record between the reader's position and its end (see decodeRecord). */
function readRecord(r) {
    const code = r.byte();
    const codec = BY_CODE[code];
    if (!codec)
        throw new Error(`unknown record type ${code}`);
    let record;
    try {
        record = codec.read(r);
    }
    catch (error) {
        if (!(error instanceof BadField))
            throw error;
        throw new Error(`record '${codecName(code)}' has a ${error.message}`, { cause: error });
    }
    if (r.pos !== r.end)
        throw new Error(`record '${record.t}' has ${r.end - r.pos} bytes after its fields`);
    return record;
}
function codecName(code) {
    return Object.keys(CODECS).find((t) => CODECS[t].code === code);
}

;// CONCATENATED MODULE: ./src/engine/encode-file.ts


/**
 * A whole journal file from records: the header, then one frame per record. A segment's frames
 * follow the journal from sequence `seq`, whose chain value before them is `chain`; a snapshot
 * covers the journal up to `seq`, whose chain head is `chain`, and numbers its own frames from 1.
 * `flags[i]`: the frame flags of record i (JOINED_FLAG, AT_CALL_FLAG; default none), as the
 * writer committed it.
 */
function encodeJournalFile(kind, seq, chain, records, flags) {
    return encodeJournalPayloads(kind, seq, chain, records.map(encodeRecord), flags);
}
/** The same from record payloads as they were committed (e.g. frames of other segments). */
function encodeJournalPayloads(kind, seq, chain, payloads, flags) {
    const header = (0,format/* encodeFileHeader */.mC)(kind, seq, chain);
    const parts = [header];
    let link = header.readUInt32LE(60);
    let frameSeq = kind === 'snapshot' ? 1 : seq;
    for (const [i, payload] of payloads.entries()) {
        const encoded = (0,format/* encodeFrame */.Yt)(frameSeq++, payload, link, flags?.[i] ?? 0);
        parts.push(encoded.frame);
        link = encoded.link;
    }
    const bytes = Buffer.concat(parts);
    const chainHead = kind === 'segment' && payloads.length ? (0,format/* segmentChain */.Dk)(bytes) : chain;
    return { bytes, chainHead, nextSeq: frameSeq };
}

// EXTERNAL MODULE: ./src/engine/crc32.ts
var crc32 = __webpack_require__(10005);
;// CONCATENATED MODULE: ./src/engine/reader.ts





/** One committed frame. */
class DecodedFrame {
    file;
    seq;
    offset;
    length;
    record;
    fileBytes;
    flags;
    constructor(
    /** The file it was read from (the `file` option). */
    file, seq, 
    /** Byte offset of the frame in its file. */
    offset, 
    /** Whole frame length in bytes (header, payload, padding, trailer). */
    length, record, fileBytes, 
    /** The flag bits of its length word (JOINED_FLAG, AT_CALL_FLAG). */
    flags) {
        this.file = file;
        this.seq = seq;
        this.offset = offset;
        this.length = length;
        this.record = record;
        this.fileBytes = fileBytes;
        this.flags = flags;
    }
    /** Committed by the same group commit as the frame before it. */
    get joined() {
        return (this.flags & format/* JOINED_FLAG */.Nr) !== 0;
    }
    /** A step result committed, alone, within the step() call that produced it. */
    get atCall() {
        return (this.flags & format/* AT_CALL_FLAG */.cR) !== 0;
    }
    /**
     * The record's bytes as committed: a view of the file's bytes, made on demand (few readers need
     * it, and a view per frame kept alive through a replay made its garbage collection a third
     * slower).
     */
    get payload() {
        const bytes = this.fileBytes;
        const start = bytes.byteOffset + this.offset + format/* FRAME_HEADER_SIZE */.Yq;
        return new Uint8Array(bytes.buffer, start, bytes.readUInt32LE(this.offset) & format/* LENGTH_MASK */.ww);
    }
}
/**
 * Decodes one journal file (segment or snapshot) from its bytes.
 *
 * - A torn tail (the last frame has no commit trailer, or the file ends inside it, and nothing but
 *   zeros follows) is reported in `torn`, not thrown: the frame was never acknowledged.
 * - Anything else that does not check out — a bad header, payload checksum or trailer, a frame
 *   out of sequence, bytes after the end — throws JournalCorruptError with the byte offset.
 *
 * Per frame this costs a few header reads, one CRC-32 pass over the payload (the link) and the
 * record's decoding; the chain value is one SHA-256 pass over the whole file at the end.
 */
function decodeJournal(bytes, options = {}) {
    const file = options.file ?? 'journal';
    const header = decodeFileHeader(bytes, file);
    const damage = (offset, reason) => new JournalCorruptError(file, offset, reason);
    const frames = [];
    let link = header.crc;
    let seq = header.kind === 'snapshot' ? 1 : header.seq;
    let pos = format/* FILE_HEADER_SIZE */.Bn;
    let torn = null;
    const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    const records = new bytes_ByteReader(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
    for (;;) {
        if (pos + format/* FRAME_HEADER_SIZE */.Yq > view.length) {
            if (pos < view.length && firstNonZero(view, pos) >= 0)
                torn = { offset: pos, reason: 'the file ends inside a frame header' };
            break;
        }
        if (zeroRange(view, pos, pos + format/* FRAME_HEADER_SIZE */.Yq)) {
            const stray = firstNonZero(view, pos);
            if (stray >= 0)
                throw damage(stray, 'unexpected bytes after the last frame (garbage or a lost frame header)');
            break;
        }
        if (view.readUInt32LE(pos + 12) !== (0,format/* frameHeaderCrc */.Bb)(view, pos)) {
            // A header cut short by a crash, with nothing after it, is a torn write; with data after
            // it, it is damage.
            if (firstNonZero(view, pos + format/* FRAME_HEADER_SIZE */.Yq) < 0) {
                torn = { offset: pos, reason: 'the last frame header is incomplete (torn write)' };
                break;
            }
            throw damage(pos, 'frame header checksum mismatch');
        }
        const lengthWord = view.readUInt32LE(pos);
        const payloadLength = lengthWord & format/* LENGTH_MASK */.ww;
        const flags = (lengthWord & ~format/* LENGTH_MASK */.ww) >>> 0;
        // A group commit is one write into one file: the first frame of a file starts one, and a
        // commit made at a step's call holds that step alone.
        if (flags & format/* JOINED_FLAG */.Nr && frames.length === 0)
            throw damage(pos, 'the first frame of a file is marked as continuing a group commit');
        if (flags & format/* JOINED_FLAG */.Nr && flags & format/* AT_CALL_FLAG */.cR)
            throw damage(pos, 'a frame committed at its step call is marked as continuing a group commit');
        const frameSeq = view.readUInt32LE(pos + 4);
        if (frameSeq !== seq >>> 0)
            throw damage(pos, `frame has sequence number ${frameSeq} where ${seq >>> 0} was expected ` +
                `(a frame is missing, duplicated or out of order)`);
        const length = (0,format/* frameLength */.Mq)(payloadLength);
        const end = pos + length;
        if (end > view.length) {
            torn = { offset: pos, reason: 'the file ends inside the last frame' };
            break;
        }
        const padEnd = end - format/* FRAME_TRAILER_SIZE */.UU;
        if (zeroRange(view, padEnd, end)) {
            if (firstNonZero(view, end) >= 0)
                throw damage(pos, 'frame has no commit trailer but data follows it (damaged frame)');
            torn = { offset: pos, reason: 'the last frame has no commit trailer (torn write)' };
            break;
        }
        const payloadStart = pos + format/* FRAME_HEADER_SIZE */.Yq;
        const padStart = payloadStart + payloadLength;
        const payload = new Uint8Array(view.buffer, view.byteOffset + payloadStart, payloadLength);
        const frameLink = (0,format/* nextLink */.IX)(link, payload);
        const payloadOk = frameLink === view.readUInt32LE(pos + 8);
        const padOk = zeroRange(view, padStart, padEnd);
        if (!trailerMatches(view, padEnd, pos)) {
            // A trailer cut short (its written part right, zeros after it and nothing beyond) is torn.
            // The commit tag ends the trailer, so a bit flip can never make a trailer look cut short.
            const expected = Buffer.concat([view.subarray(pos, pos + format/* TRAILER_COPY_SIZE */.KE), format/* COMMIT_TAG */.z2]);
            const trailer = view.subarray(padEnd, end);
            if (payloadOk && padOk && firstNonZero(view, end) < 0 && isCutShort(trailer, expected)) {
                torn = { offset: pos, reason: 'the last frame commit trailer is incomplete (torn write)' };
                break;
            }
            if (trailer.subarray(format/* TRAILER_COPY_SIZE */.KE).equals(format/* COMMIT_TAG */.z2))
                throw damage(padEnd, 'frame commit trailer does not repeat the frame header');
            throw damage(padEnd + format/* TRAILER_COPY_SIZE */.KE, 'frame commit tag mismatch');
        }
        // The link is the payload's checksum continuing the previous frame's: a damaged payload and a
        // frame from another journal or position both break it.
        if (!payloadOk)
            throw damage(payloadStart, 'frame payload checksum mismatch');
        if (!padOk)
            throw damage(padStart, 'frame padding is not zero');
        let record;
        try {
            record = readRecord(records.window(payloadStart, padStart));
        }
        catch (error) {
            throw damage(payloadStart, `undecodable record: ${error.message}`);
        }
        if (flags & format/* AT_CALL_FLAG */.cR && record.t !== 'step')
            throw damage(pos, `a '${record.t}' record is marked as committed at a step call`);
        frames.push(new DecodedFrame(file, seq, pos, length, record, view, flags));
        link = frameLink;
        seq++;
        pos = end;
    }
    if (torn && options.tornIsDamage)
        throw damage(torn.offset, torn.reason);
    const dataEnd = torn ? torn.offset : pos;
    const chainHead = header.kind === 'segment' && frames.length > 0
        ? (0,format/* segmentChain */.Dk)(view.subarray(0, dataEnd))
        : header.chain;
    return {
        file,
        header,
        frames,
        chainHead,
        link,
        nextSeq: seq,
        dataEnd,
        torn,
        size: bytes.length,
    };
}
function decodeFileHeader(bytes, file) {
    const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    const magicLength = Math.min(view.length, format/* FILE_MAGIC */.rY.length);
    if (view.length === 0)
        throw new NotAJournalError(file, 'the file is empty');
    if (!view.subarray(0, magicLength).equals(format/* FILE_MAGIC */.rY.subarray(0, magicLength)))
        throw new NotAJournalError(file, 'it does not start with the journal magic bytes');
    if (view.length < format/* FILE_HEADER_SIZE */.Bn)
        throw new JournalCorruptError(file, view.length, 'the file header is incomplete');
    const version = view.readUInt16LE(8);
    // Every format version keeps magic, version and this CRC where they are, so the CRC is checked
    // first: a flipped version byte is damage, a valid header with a higher version is the future.
    if (view.readUInt32LE(60) !== (0,crc32/* crc32 */.QR)(view.subarray(0, 60)))
        throw new JournalCorruptError(file, 60, 'file header checksum mismatch');
    if (version < 1)
        throw new JournalCorruptError(file, 8, `format version ${version} is invalid`);
    if (version !== format/* FORMAT_VERSION */.Hp)
        throw new JournalVersionError(file, version, format/* FORMAT_VERSION */.Hp);
    const kindCode = view.readUInt16LE(10);
    const kind = Object.keys(format/* FILE_KIND */.WR).find((k) => format/* FILE_KIND */.WR[k] === kindCode);
    if (!kind)
        throw new JournalCorruptError(file, 10, `unknown file kind ${kindCode}`);
    if (view.readUInt32LE(12) !== format/* FILE_HEADER_SIZE */.Bn)
        throw new JournalCorruptError(file, 12, 'unexpected file header size');
    const seq = Number(view.readBigUInt64LE(16));
    if (!Number.isSafeInteger(seq))
        throw new JournalCorruptError(file, 16, 'sequence out of range');
    return {
        version,
        kind,
        seq,
        chain: Buffer.from(view.subarray(24, 56)),
        crc: view.readUInt32LE(60),
    };
}
const ZEROS = Buffer.alloc(1 << 16);
function zeroRange(bytes, from, to) {
    for (let i = from; i < to; i++)
        if (bytes[i] !== 0)
            return false;
    return true;
}
/** The trailer at `at` repeats the first bytes of the frame header at `header`, then the tag. */
function trailerMatches(bytes, at, header) {
    for (let i = 0; i < format/* TRAILER_COPY_SIZE */.KE; i++)
        if (bytes[at + i] !== bytes[header + i])
            return false;
    for (let i = 0; i < format/* COMMIT_TAG */.z2.length; i++)
        if (bytes[at + format/* TRAILER_COPY_SIZE */.KE + i] !== format/* COMMIT_TAG */.z2[i])
            return false;
    return true;
}
/** `trailer` is a strict prefix of `expected` followed by zeros. */
function isCutShort(trailer, expected) {
    let written = trailer.length;
    while (written > 0 && trailer[written - 1] === 0)
        written--;
    return (written < trailer.length && trailer.subarray(0, written).equals(expected.subarray(0, written)));
}
/** Offset of the first non-zero byte at or after `from`, or -1. */
function firstNonZero(bytes, from) {
    for (let at = from; at < bytes.length; at += ZEROS.length) {
        const chunk = bytes.subarray(at, Math.min(bytes.length, at + ZEROS.length));
        if (chunk.equals(ZEROS.subarray(0, chunk.length)))
            continue;
        for (let i = 0; i < chunk.length; i++)
            if (chunk[i] !== 0)
                return at + i;
    }
    return -1;
}

;// CONCATENATED MODULE: ./src/engine/run-view.ts

/** Rebuilds a run from its journal records (pure). Throws Error when the first record is not `goal`. */
function rebuildRun(records) {
    const builder = new RunBuilder();
    for (const record of records)
        builder.apply(record);
    return builder.view();
}
/** Applies records one by one; the engine keeps one while it appends. */
class RunBuilder {
    goal;
    compactedOpens = 0;
    opens = [];
    steps = new Map();
    stepOrder = [];
    failures = [];
    markers = new Map();
    end;
    apply(record) {
        const markerRecord = record.t === 'mark' || record.t === 'mfail' || record.t === 'done';
        // Dir-scoped marker journals hold marker records only; a goal journal starts with `goal`.
        if (!this.goal && record.t !== 'goal' && record.t !== 'snap' && !markerRecord)
            throw new Error(`the journal does not start with a goal record (found '${record.t}')`);
        switch (record.t) {
            case 'snap':
                this.compactedOpens = record.opens;
                return;
            case 'goal':
                if (this.goal)
                    throw new Error('a second goal record');
                this.goal = record;
                return;
            case 'open':
                this.opens.push({ at: record.at, pid: record.pid, host: record.host, n: record.n });
                this.end = undefined;
                return;
            case 'step':
                if (this.steps.has(record.pos))
                    throw new Error(`step position ${record.pos} committed twice`);
                this.steps.set(record.pos, record);
                this.stepOrder.push(record);
                return;
            case 'fail':
                this.failures.push(record);
                return;
            case 'mark': {
                const m = this.markers.get(record.name);
                this.markers.set(record.name, {
                    key: record.key,
                    runs: (m?.runs ?? 0) + 1,
                    mark: record,
                    last: record,
                });
                return;
            }
            case 'mfail':
            case 'done': {
                const m = this.markers.get(record.name);
                if (!m)
                    throw new Error(`marker '${record.name}' has an outcome but no start`);
                m.last = record;
                return;
            }
            case 'end':
                this.end = record;
                return;
        }
    }
    view() {
        const goal = this.goal;
        if (!goal)
            throw new Error('the journal has no goal record');
        const markers = [...this.markers].map(([name, m]) => markerView(name, m));
        const status = this.end ? (this.end.ok ? 'completed' : 'failed') : 'incomplete';
        return {
            goalId: goal.goal,
            runId: goal.run,
            createdAt: goal.at,
            git: goal.git,
            engine: goal.engine,
            inputHash: hex(goal.input),
            opens: this.opens,
            steps: this.stepOrder.map(stepView),
            failedAttempts: this.failures.map((f) => ({
                pos: f.pos,
                name: f.name,
                argsHash: hex(f.args),
                startedAt: f.at,
                durationUs: f.us,
                attempt: f.n,
                error: f.err,
            })),
            markers,
            status,
            ...(this.end ? { endedAt: this.end.at, outcome: this.end.v } : {}),
            compactedOpens: this.compactedOpens,
        };
    }
}
/** A marker's state as reported: complete, skipped, failed or in-doubt. */
function markerView(name, m) {
    const last = m.last;
    const base = { name, idempotencyKey: m.key, executions: m.runs };
    if (last.t === 'done')
        return {
            ...base,
            state: last.skipped ? 'skipped' : 'complete',
            completedAt: last.at,
            output: last.v,
        };
    if (last.t === 'mfail')
        return { ...base, state: 'failed' };
    return { ...base, state: 'in-doubt' };
}
function stepView(s) {
    return {
        pos: s.pos,
        name: s.name,
        argsHash: hex(s.args),
        startedAt: s.at,
        endedAt: s.at + Math.round(s.us / 1000),
        durationUs: s.us,
        attempt: s.n,
        outputDigest: (0,sha256/* sha256Hex */.f)(s.v),
        output: s.v,
    };
}
function hex(bytes) {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('hex');
}

;// CONCATENATED MODULE: ./src/engine/goal-journal.ts






const SEGMENT = /^seg-(\d{12})\.lil$/;
const SNAPSHOT = /^snap-(\d{12})\.lil$/;
function segmentName(firstSeq) {
    return `seg-${String(firstSeq).padStart(12, '0')}.lil`;
}
function snapshotName(seq) {
    return `snap-${String(seq).padStart(12, '0')}.lil`;
}
/**
 * The files that make up a goal's journal, in reading order: the newest snapshot (if any), then
 * the segments after it. `superseded` lists older files a compaction left behind (safe to delete).
 */
function listJournalFiles(goalDir) {
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(goalDir);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return { files: [], superseded: [] };
        throw error;
    }
    return selectJournalFiles(names.map((name) => ({ name, path: (0,external_node_path_.join)(goalDir, name) })));
}
/** The same selection over names alone (e.g. the entries of a proof bundle). */
function selectJournalFiles(entries) {
    const refs = [];
    for (const { name, path } of entries) {
        const seg = SEGMENT.exec(name);
        const snap = SNAPSHOT.exec(name);
        if (seg)
            refs.push({ name, path: path ?? name, kind: 'segment', seq: Number(seg[1]) });
        else if (snap)
            refs.push({ name, path: path ?? name, kind: 'snapshot', seq: Number(snap[1]) });
    }
    const snapshots = refs.filter((r) => r.kind === 'snapshot').sort((a, b) => b.seq - a.seq);
    const segments = refs.filter((r) => r.kind === 'segment').sort((a, b) => a.seq - b.seq);
    const snapshot = snapshots[0];
    const covered = snapshot?.seq ?? 0;
    const live = segments.filter((s) => s.seq > covered);
    return {
        files: [...(snapshot ? [snapshot] : []), ...live],
        superseded: [...snapshots.slice(1), ...segments.filter((s) => s.seq <= covered)],
    };
}
/**
 * Decodes a goal's files (in the order listJournalFiles returns them) and checks that each file
 * continues the previous one: sequence numbers and chain values. Pure: bytes in, records out.
 */
function decodeGoalJournal(files) {
    const decoded = [];
    const frames = [];
    let nextSeq = 1;
    let chain = format/* ZERO_CHAIN */.Zw;
    let segmentFrames = 0;
    let torn = null;
    files.forEach(({ name, bytes }, index) => {
        const last = index === files.length - 1;
        const file = decodeJournal(bytes, { file: name });
        if (file.header.kind === 'snapshot') {
            if (index !== 0)
                throw new JournalCorruptError(name, 0, 'a snapshot must come first');
            if (file.torn)
                throw new JournalCorruptError(name, file.torn.offset, file.torn.reason);
            nextSeq = file.header.seq + 1;
            chain = file.header.chain;
        }
        else {
            if (file.header.seq !== nextSeq)
                throw new JournalCorruptError(name, 16, `segment starts at sequence ${file.header.seq} where ${nextSeq} was expected (a segment is missing)`);
            if (!file.header.chain.equals(chain))
                throw new JournalCorruptError(name, 24, 'segment does not continue the previous hash chain');
            if (file.torn && !last)
                throw new JournalCorruptError(name, file.torn.offset, `${file.torn.reason}, in a segment that is not the last`);
            if (file.torn)
                torn = { file: name, ...file.torn };
            nextSeq = file.nextSeq;
            chain = file.chainHead;
            segmentFrames += file.frames.length;
        }
        decoded.push(file);
        for (const frame of file.frames)
            frames.push(frame);
    });
    return { files: decoded, frames, nextSeq, chainHead: chain.toString('hex'), segmentFrames, torn };
}
/** Lists, reads and decodes the journal files in a folder; changes nothing. */
function decodeGoalFolder(dir) {
    const { files, superseded } = listJournalFiles(dir);
    const journal = decodeGoalJournal(files.map((f) => ({ name: f.path, bytes: readJournalFile(f.path) })));
    return { files, superseded, journal };
}
function readJournalFile(path) {
    try {
        return (0,external_node_fs_.readFileSync)(path);
    }
    catch (error) {
        throw new JournalReadError(path, error.code ?? 'error');
    }
}
/**
 * Reads a goal's journal from disk without changing it (a torn tail is reported, not repaired).
 * `run` is null when the goal folder holds no journal yet.
 */
function readGoalJournal(goalDir) {
    const { files, journal } = decodeGoalFolder(goalDir);
    const run = journal.frames.length ? rebuildRunChecked(journal) : null;
    return { files, journal, run };
}
/** rebuildRun, with a structural problem reported as damage at the offending frame. */
function rebuildRunChecked(journal) {
    const builder = new RunBuilder();
    applyFrames(builder, journal);
    try {
        return builder.view();
    }
    catch (error) {
        throw new JournalCorruptError(journal.files[0]?.file ?? 'journal', 0, error.message);
    }
}
/** Feeds a journal's records to a builder; a record that does not fit is damage at its frame. */
function applyFrames(builder, journal) {
    for (const frame of journal.frames) {
        try {
            builder.apply(frame.record);
        }
        catch (error) {
            throw new JournalCorruptError(frame.file, frame.offset, error.message);
        }
    }
}

;// CONCATENATED MODULE: ./src/engine/record-frame.ts



/**
 * A record's frame (format.ts), payload in place and zero elsewhere, for sealFrame() to complete:
 * the writer's one copy of the payload. Throws TypeError for a malformed record, RangeError for
 * a payload larger than a frame can hold.
 */
function encodeRecordFrame(record) {
    return withRecordBytes(record, format/* FRAME_HEADER_SIZE */.Yq, (out) => frameOf(record, out));
}
const NO_BYTES = new Uint8Array(0);
/**
 * A step record's frame with `value` encoded in place as its `v` — a value's bytes are the last
 * field of its record —, and the record, whose `v` is a view of the frame: the value is encoded
 * once and copied once. Throws UnencodableValueError (naming `subject`), RangeError.
 */
function encodeStepFrame(pos, name, args, at, us, n, value, subject) {
    const record = { t: 'step', pos, name, args, at, us, n, v: NO_BYTES };
    return withRecordBytes(record, format/* FRAME_HEADER_SIZE */.Yq, (out) => {
        out.length -= 1; // the empty v's length: the value's encoding goes there
        const start = appendEncoded(out, value, subject);
        const framed = frameOf(record, out);
        record.v = framed.frame.subarray(start, format/* FRAME_HEADER_SIZE */.Yq + framed.length);
        return framed;
    });
}
/** The frame of the payload written to `out` after FRAME_HEADER_SIZE bytes: a copy. */
function frameOf(record, out) {
    const length = out.length - format/* FRAME_HEADER_SIZE */.Yq;
    if (length > format/* MAX_PAYLOAD */._2)
        throw new RangeError(`a ${record.t} record of ${length} bytes does not fit in a journal frame (at most ${format/* MAX_PAYLOAD */._2}): keep large data outside the journal`);
    out.zeros((0,format/* frameLength */.Mq)(length) - out.length);
    return { record, frame: Buffer.from(out.view()), length };
}

;// CONCATENATED MODULE: ./src/engine/resolution-events.ts
/**
 * Indexes of the records where the code received results (the resolution events), in journal
 * order:
 * - a step's first outcome: its `step` record, or its first `fail` with `last` when that came
 *   first (a later run that ran the step again handed its result back there);
 * - a goal marker's first outcome (`done` or `mfail`), for the same reason: a call in a later
 *   run that ran the body again (after a failure, or in doubt) received its outcome at that
 *   place. Only another outcome of the same marker in the same run replaces it: the code called
 *   the marker again (a retry after a failure), and that call received its outcome at its own
 *   commit, the earlier place having been passed (Replay.release).
 *
 * Runs are told apart by their `open` records. A snapshot keeps no `open` records but holds
 * resolved history (liveRecordIndexes: a marker's event and its last outcome only), so each of
 * its `snapshotRecords` records counts as a run of its own, and the records after it start a new
 * one.
 */
function resolutionEvents(records, snapshotRecords = 0) {
    const event = new Uint8Array(records.length);
    const stepSeen = [];
    const markers = new Map();
    let run = 0;
    let count = 0;
    for (let i = 0; i < records.length; i++) {
        const r = records[i];
        if (r.t === 'open' || i <= snapshotRecords)
            run++;
        if (r.t === 'step' || (r.t === 'fail' && r.last)) {
            if (stepSeen[r.pos])
                continue;
            stepSeen[r.pos] = true;
        }
        else if (r.t === 'done' || r.t === 'mfail') {
            const marker = markers.get(r.name);
            if (marker && marker.run < run) {
                marker.run = run; // handed back at the marker's event, which stays
                continue;
            }
            if (marker) {
                event[marker.index] = 0;
                count--;
            }
            markers.set(r.name, { index: i, run });
        }
        else
            continue;
        event[i] = 1;
        count++;
    }
    const indexes = new Array(count);
    for (let i = 0, k = 0; k < count; i++)
        if (event[i])
            indexes[k++] = i;
    return indexes;
}

;// CONCATENATED MODULE: ./src/engine/segment-file.ts





const MIN_CHUNK = 64 * 1024;
const MAX_CHUNK = 16 * 1024 * 1024;
const segment_file_ZEROS = Buffer.alloc(1024 * 1024);
/** Runs an fs call; an error becomes JournalWriteError naming the file and the errno. */
function fsCall(file, action, call) {
    try {
        return call();
    }
    catch (error) {
        throw writeError(file, action, error);
    }
}
/** An fs error as JournalWriteError naming the file and the errno (others as they are). */
function writeError(file, action, error) {
    const code = error.code;
    return code ? new JournalWriteError(file, code, action) : error;
}
/**
 * mkdir -p with the real errno: a recursive mkdir reports ENOENT where the actual problem is a
 * read-only or unwritable parent.
 */
function ensureDir(dir, action) {
    try {
        (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    }
    catch (error) {
        if (error.code === 'ENOENT') {
            fsCall(dir, action, () => (0,external_node_fs_.mkdirSync)(dir));
        }
        fsCall(dir, action, () => {
            throw error;
        });
    }
}
/** fsync a folder so a created, renamed or deleted entry in it survives a power loss. */
function syncDir(dir) {
    const fd = fsCall(dir, 'open the folder', () => (0,external_node_fs_.openSync)(dir, 'r'));
    try {
        fsCall(dir, 'sync the folder', () => (0,external_node_fs_.fsyncSync)(fd));
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * Writes a whole file atomically: to `<path>.tmp`, fsync, rename, fsync the folder. Readers see
 * either no file or all of it.
 */
function writeFileAtomic(path, parts, preallocate = 0) {
    const tmp = `${path}.tmp`;
    const fd = fsCall(tmp, 'create', () => (0,external_node_fs_.openSync)(tmp, 'w'));
    try {
        let at = 0;
        for (const part of parts)
            at += writeAll(fd, tmp, part, at);
        if (preallocate > at)
            writeZeros(fd, tmp, at, preallocate);
        fsCall(tmp, 'sync', () => (0,external_node_fs_.fsyncSync)(fd));
    }
    catch (error) {
        (0,external_node_fs_.closeSync)(fd);
        try {
            (0,external_node_fs_.unlinkSync)(tmp);
        }
        catch {
            // nothing to clean up
        }
        throw error;
    }
    (0,external_node_fs_.closeSync)(fd);
    fsCall(path, 'rename into place', () => (0,external_node_fs_.renameSync)(tmp, path));
    syncDir((0,external_node_path_.dirname)(path));
}
function writeAll(fd, file, data, position) {
    let done = 0;
    try {
        while (done < data.length)
            done += (0,external_node_fs_.writeSync)(fd, data, done, data.length - done, position + done);
    }
    catch (error) {
        throw writeError(file, 'write', error);
    }
    return data.length;
}
function writeZeros(fd, file, from, to) {
    for (let at = from; at < to;) {
        const n = Math.min(segment_file_ZEROS.length, to - at);
        writeAll(fd, file, segment_file_ZEROS.subarray(0, n), at);
        at += n;
    }
}
/**
 * An open journal segment: frames are written over preallocated zeros at `dataEnd`, so a commit
 * changes neither the file size nor its block map and `fdatasync` flushes data only.
 */
class SegmentFile {
    path;
    fd;
    dataEnd;
    allocated;
    syncs;
    closed = false;
    constructor(path, fd, dataEnd, allocated, syncs) {
        this.path = path;
        this.fd = fd;
        this.dataEnd = dataEnd;
        this.allocated = allocated;
        this.syncs = syncs;
    }
    get name() {
        return (0,external_node_path_.basename)(this.path);
    }
    /** Creates a segment (or snapshot-less marker journal) atomically, preallocated. */
    static create(dir, name, kind, seq, chain, syncs) {
        const path = (0,external_node_path_.join)(dir, name);
        writeFileAtomic(path, [(0,format/* encodeFileHeader */.mC)(kind, seq, chain)], format/* FILE_HEADER_SIZE */.Bn + MIN_CHUNK);
        const fd = fsCall(path, 'open', () => (0,external_node_fs_.openSync)(path, 'r+'));
        return new SegmentFile(path, fd, format/* FILE_HEADER_SIZE */.Bn, format/* FILE_HEADER_SIZE */.Bn + MIN_CHUNK, syncs);
    }
    /**
     * Opens an existing segment for appending after its last committed frame. Whatever lies beyond
     * `dataEnd` (a torn frame) is cut off and replaced by zeros, durably, before anything is written.
     */
    static openForAppend(path, dataEnd, hasTornTail, syncs) {
        const fd = fsCall(path, 'open for writing', () => (0,external_node_fs_.openSync)(path, 'r+'));
        try {
            let size = fsCall(path, 'stat', () => (0,external_node_fs_.fstatSync)(fd).size);
            if (hasTornTail) {
                fsCall(path, 'truncate the torn tail of', () => (0,external_node_fs_.ftruncateSync)(fd, dataEnd));
                size = dataEnd;
            }
            const segment = new SegmentFile(path, fd, dataEnd, size, syncs);
            if (hasTornTail || size - dataEnd < MIN_CHUNK / 4)
                segment.extend(MIN_CHUNK);
            return segment;
        }
        catch (error) {
            (0,external_node_fs_.closeSync)(fd);
            throw error;
        }
    }
    /** Writes `data` at the end of the committed frames; `sync` makes it durable before returning. */
    write(data, sync) {
        if (this.dataEnd + data.length > this.allocated)
            this.extend(data.length);
        writeAll(this.fd, this.path, data, this.dataEnd);
        if (sync) {
            try {
                (0,external_node_fs_.fdatasyncSync)(this.fd);
            }
            catch (error) {
                throw writeError(this.path, 'sync', error);
            }
        }
        this.dataEnd += data.length;
    }
    /**
     * The goal's chain value after this segment's last frame (docs/journal-format.md): SHA-256 of
     * the file up to `dataEnd`, read back in chunks, or the header's value while it has no frame.
     * Needed only when a segment rolls over or is compacted, so commits never hash.
     */
    chainHead() {
        const chunk = Buffer.allocUnsafe(Math.min(1 << 20, this.dataEnd));
        const readAt = (at, n) => {
            let done = 0;
            while (done < n) {
                const got = fsCall(this.path, 'read back', () => (0,external_node_fs_.readSync)(this.fd, chunk, done, n - done, at + done));
                if (got === 0)
                    throw new JournalWriteError(this.path, 'EIO', 'read back');
                done += got;
            }
            return chunk.subarray(0, n);
        };
        if (this.dataEnd <= format/* FILE_HEADER_SIZE */.Bn)
            return Buffer.from(readAt(0, format/* FILE_HEADER_SIZE */.Bn).subarray(24, 56));
        const hash = (0,external_node_crypto_.createHash)('sha256');
        for (let at = 0; at < this.dataEnd; at += chunk.length)
            hash.update(readAt(at, Math.min(chunk.length, this.dataEnd - at)));
        return hash.digest();
    }
    /** Preallocates at least `need` more bytes (zeros), in chunks of half the file size. */
    extend(need) {
        const chunk = Math.min(MAX_CHUNK, Math.max(MIN_CHUNK, Math.floor(this.allocated / 2)));
        const target = Math.max(this.dataEnd + need, this.allocated) + chunk;
        writeZeros(this.fd, this.path, this.allocated, target);
        if (this.syncs)
            fsCall(this.path, 'sync', () => (0,external_node_fs_.fsyncSync)(this.fd));
        this.allocated = target;
    }
    close() {
        if (this.closed)
            return;
        this.closed = true;
        (0,external_node_fs_.closeSync)(this.fd);
    }
}

;// CONCATENATED MODULE: ./src/engine/journal.ts









/** Commits made at their call in a row before one waits for an event-loop turn instead. */
const AT_CALL_RUN = 1024;
/**
 * A goal's journal opened for appending (the caller holds the goal lock). Appends are group
 * committed: every record queued while the event loop runs is written by one pwrite and made
 * durable by one fdatasync, and their appenders are resolved together, in order, in one turn.
 */
class journal_GoalJournal {
    goalDir;
    options;
    builder = new RunBuilder();
    /** Every record of the journal, in order (what replay and compaction work from). */
    records = [];
    /** The frame flags of each record (JOINED_FLAG, AT_CALL_FLAG): how it reached the code. */
    flags = [];
    /** Group commits so far (append() resolves with the number of the one that wrote the record). */
    batchCount = 0;
    atCallRun = 0;
    segment;
    seq;
    /** The link after the last frame written (format.ts): the next frame continues it. */
    link = 0;
    queue = [];
    flushScheduled = false;
    failure;
    liveFrames;
    constructor(goalDir, options, journal) {
        this.goalDir = goalDir;
        this.options = options;
        this.seq = journal.nextSeq;
        this.liveFrames = journal.segmentFrames;
    }
    /**
     * Reads the goal's files (refusing damage), cuts off a torn tail, deletes files a compaction
     * left behind, and opens the last segment (or a new one) for appending.
     */
    static open(goalDir, options) {
        const { files, superseded, journal: decoded } = decodeGoalFolder(goalDir);
        const journal = new journal_GoalJournal(goalDir, options, decoded);
        applyFrames(journal.builder, decoded);
        for (const frame of decoded.frames)
            journal.push(frame.record, frame.flags);
        for (const old of superseded)
            fsCall(old.path, 'delete', () => (0,external_node_fs_.unlinkSync)(old.path));
        if (superseded.length)
            syncDir(goalDir);
        const last = decoded.files.at(-1);
        const lastRef = files.at(-1);
        if (last && lastRef && last.header.kind === 'segment') {
            journal.segment = SegmentFile.openForAppend(lastRef.path, last.dataEnd, last.torn !== null, options.durability === 'fsync');
            journal.link = last.link;
        }
        else {
            journal.newSegment(Buffer.from(decoded.chainHead, 'hex'));
        }
        return journal;
    }
    /** Frames in segments (not folded into a snapshot): what a compaction would shrink. */
    get segmentFrames() {
        return this.liveFrames;
    }
    /** Records at the start of `records` that come from a snapshot (its `snap` record included). */
    get snapshotRecords() {
        return this.records.length - this.liveFrames;
    }
    push(record, flags) {
        if (!(flags & format/* JOINED_FLAG */.Nr))
            this.batchCount++;
        this.records.push(record);
        this.flags.push(flags);
    }
    /**
     * Queues a record; resolves, with the number of its group commit, once it is committed (on disk
     * for 'fsync', or `forceSync`; written to the OS for 'process'), at `timing` (CommitTiming).
     * Never before the code's pending promise continuations have run, unless at its call: that is
     * when a replay hands back the next recorded commit. Throws synchronously if the record cannot
     * be encoded.
     */
    append(entry, forceSync = false, timing = 'turn') {
        if (this.failure)
            return Promise.reject(this.failure);
        const { record, frame, length } = 'frame' in entry ? entry : encodeRecordFrame(entry);
        const pending = {
            frame,
            length,
            record,
            sync: forceSync || this.options.durability === 'fsync',
        };
        // After AT_CALL_RUN commits at their calls, one waits for a turn: timers and I/O run, and a
        // replay, which hands these back the same way, yields there too.
        const turn = timing === 'turn' || (timing === 'atCall' && this.atCallRun >= AT_CALL_RUN);
        this.atCallRun = 0;
        return new Promise((resolve, reject) => {
            pending.resolve = resolve;
            pending.reject = reject;
            this.queue.push(pending);
            if (this.flushScheduled)
                return;
            this.flushScheduled = true;
            if (turn)
                setImmediate(this.flush);
            else
                queueMicrotask(this.flushWhenIdle);
        });
    }
    /**
     * Commits a step result produced within its step() call, with nothing else in flight, before
     * the call returns (flagged AT_CALL: replay hands it back at the call, as the code received
     * it). Returns the group commit's number, or undefined when it cannot — a commit is queued, or
     * a turn is due (append it with 'atCall' then). Throws if it cannot be written.
     */
    commitAtCall({ record, frame, length }) {
        if (this.failure)
            throw this.failure;
        if (this.flushScheduled || this.atCallRun >= AT_CALL_RUN)
            return undefined;
        const sync = this.options.durability === 'fsync';
        this.write([{ frame, length, record, sync }], format/* AT_CALL_FLAG */.cR);
        this.atCallRun++;
        return this.batchCount;
    }
    /** A process.nextTick queued from a microtask runs once the microtask queue is empty. */
    flushWhenIdle = () => process.nextTick(this.flush);
    /** Resolves when everything queued so far is committed. */
    async drain() {
        while (this.queue.length || this.flushScheduled) {
            await new Promise((resolve) => setImmediate(resolve));
        }
        if (this.failure)
            throw this.failure;
    }
    flush = () => {
        this.flushScheduled = false;
        const batch = this.queue;
        this.queue = [];
        if (!batch.length)
            return;
        try {
            this.write(batch, 0);
        }
        catch (error) {
            for (const pending of batch)
                pending.reject(error);
            return;
        }
        const number = this.batchCount;
        for (const pending of batch)
            pending.resolve(number);
    };
    /**
     * One group commit: seals the frames (the first with `firstFlags`, the others JOINED), writes
     * them with one pwrite and syncs once, then applies the records. After a failed write or sync
     * nothing more is written (the page cache state is unknown): every later append fails too.
     */
    write(batch, firstFlags) {
        try {
            if (this.failure)
                throw this.failure;
            let bytes = 0;
            for (const pending of batch)
                bytes += pending.frame.length;
            const segment = this.segment;
            if (segment.dataEnd + bytes > this.options.segmentBytes && segment.dataEnd > 64)
                this.roll();
            let sync = false;
            for (let i = 0; i < batch.length; i++) {
                const { frame, length } = batch[i];
                const flags = i === 0 ? firstFlags : format/* JOINED_FLAG */.Nr;
                this.link = (0,format/* sealFrame */.FS)(frame, length, this.seq++, this.link, flags);
                sync ||= batch[i].sync;
            }
            const data = batch.length === 1 ? batch[0].frame : Buffer.concat(batch.map((p) => p.frame));
            this.segment.write(data, sync);
            this.liveFrames += batch.length;
        }
        catch (error) {
            this.failure = error;
            throw error;
        }
        for (let i = 0; i < batch.length; i++) {
            const { record } = batch[i];
            this.builder.apply(record);
            this.push(record, i === 0 ? firstFlags : format/* JOINED_FLAG */.Nr);
        }
    }
    /** Starts a segment at the next sequence number; `chain` is the goal's chain value there. */
    newSegment(chain) {
        this.segment = SegmentFile.create(this.goalDir, segmentName(this.seq), 'segment', this.seq, chain, this.options.durability === 'fsync');
        this.link = (0,format/* firstLink */.T7)('segment', this.seq, chain);
    }
    /** Closes the current segment and starts the next one, which continues its chain. */
    roll(chain = this.segment.chainHead()) {
        this.segment.close();
        this.newSegment(chain);
    }
    /**
     * Compaction: writes a snapshot of the live state (goal, committed steps, markers, outcome) as of
     * the last frame, starts a new segment after it, and deletes the files it replaces.
     */
    async compact() {
        await this.drain();
        const covered = this.seq - 1;
        const chain = this.segment.chainHead();
        const b = this.builder;
        const live = liveRecordIndexes(this.records, this.snapshotRecords);
        const records = [
            { t: 'snap', seq: covered, at: Date.now(), opens: b.compactedOpens + b.opens.length },
            ...live.map((i) => this.records[i]),
        ];
        // Kept records keep how they reached the code: those of one group commit stay joined.
        const batches = (0,format/* batchNumbers */.FJ)(this.flags);
        const flags = [
            0,
            ...live.map((i, k) => k > 0 && batches[i] === batches[live[k - 1]] ? format/* JOINED_FLAG */.Nr : this.flags[i] & format/* AT_CALL_FLAG */.cR),
        ];
        const { bytes } = encodeJournalFile('snapshot', covered, chain, records, flags);
        writeFileAtomic((0,external_node_path_.join)(this.goalDir, snapshotName(covered)), [bytes]);
        this.roll(chain);
        this.liveFrames = 0;
        this.records.length = 0;
        this.flags.length = 0;
        records.forEach((record, i) => this.push(record, flags[i]));
        const { superseded } = listJournalFiles(this.goalDir);
        for (const old of superseded)
            fsCall(old.path, 'delete', () => (0,external_node_fs_.unlinkSync)(old.path));
        syncDir(this.goalDir);
    }
    /** Waits for queued records, then closes. A write failure was already reported to its appender. */
    async close() {
        try {
            await this.drain();
        }
        catch {
            // reported where it happened
        }
        finally {
            this.segment?.close();
        }
    }
}
/**
 * Indexes of the records a snapshot keeps, in their original order (replay hands results back in
 * that order): the goal, committed steps, the resolution events (resolution-events.ts: a
 * step's first outcome when that was a last-attempt failure, a marker's event), each marker's
 * starts and last outcome, and the end. Opens, retried attempts and other marker outcomes are
 * folded away, so that each marker keeps at most its event and, from a later run, its last
 * outcome: read back, the snapshot gives the same events with each record counted as a run.
 */
function liveRecordIndexes(records, snapshotRecords) {
    const kept = new Set(resolutionEvents(records, snapshotRecords));
    const lastOutcome = new Map();
    let end = -1;
    records.forEach((r, i) => {
        if (r.t === 'goal' || r.t === 'step' || r.t === 'mark')
            kept.add(i);
        else if (r.t === 'done' || r.t === 'mfail')
            lastOutcome.set(r.name, i);
        else if (r.t === 'end')
            end = i;
        else if (r.t === 'open')
            end = -1; // an end followed by a new open is no longer the outcome
    });
    for (const i of lastOutcome.values())
        kept.add(i);
    if (end >= 0)
        kept.add(end);
    return [...kept].sort((a, b) => a - b);
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./src/engine/process-info.ts


let process_info_self;
let bootId;
function currentProcess() {
    if (process_info_self && process_info_self.pid === process.pid)
        return process_info_self;
    process_info_self = {
        pid: process.pid,
        host: (0,external_node_os_.hostname)(),
        start: processStartTime(process.pid),
        boot: currentBootId(),
    };
    return process_info_self;
}
function currentBootId() {
    if (bootId === undefined) {
        try {
            bootId = (0,external_node_fs_.readFileSync)('/proc/sys/kernel/random/boot_id', 'utf8').trim();
        }
        catch {
            bootId = null;
        }
    }
    return bootId;
}
/** Field 22 of /proc/<pid>/stat, or null (no /proc, or no such process). A zombie counts as gone. */
function processStartTime(pid) {
    const fields = procStat(pid);
    if (!fields || fields.state === 'Z' || fields.state === 'X')
        return null;
    return fields.start;
}
function procStat(pid) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, 'utf8');
    }
    catch {
        return null;
    }
    // The command name (field 2) may contain spaces and parentheses: parse after the last ')'.
    const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const start = Number(rest[19]);
    return { state: rest[0] ?? '', start: Number.isFinite(start) ? start : NaN };
}
/**
 * Whether the process a lock names is still running. Same host only: a pid and start time from
 * another host (a shared network folder) cannot be checked, so that owner counts as alive.
 */
function isAlive(owner) {
    const me = currentProcess();
    if (owner.host !== me.host)
        return true;
    if (owner.boot && me.boot && owner.boot !== me.boot)
        return false;
    if (owner.pid === me.pid)
        return owner.start === me.start;
    try {
        process.kill(owner.pid, 0);
    }
    catch (error) {
        if (error.code === 'ESRCH')
            return false;
    }
    const stat = procStat(owner.pid);
    if (stat === null)
        return me.start === null; // no /proc here: trust kill(0)
    if (stat.state === 'Z' || stat.state === 'X')
        return false;
    return owner.start === null || stat.start === owner.start;
}

;// CONCATENATED MODULE: ./src/engine/lock.ts






const ENTRY = /^(lock|free)\.(\d+)$/;
const TMP = /^lock-tmp\.(\d+)\./;
/**
 * An exclusive lock on a folder, shared by processes on one host, that survives its owner's crash:
 * a lock whose owner is dead (pid gone, or reused — start time differs — or from before a reboot)
 * is taken over.
 *
 * Locks are numbered generations: `lock.<n>` is held, `free.<n>` released. Taking the lock means
 * creating `lock.<n+1>` over the newest entry, atomically (link(2) fails if it exists), so of two
 * processes that both find the owner dead exactly one wins, and nothing is ever deleted that a
 * competitor might still be judging: the newest entry always stays. After creating its entry the
 * taker checks that no newer one exists (a competitor working from an older listing backs off).
 */
class DirLock {
    dir;
    gen;
    owner;
    released = false;
    constructor(dir, gen, owner) {
        this.dir = dir;
        this.gen = gen;
        this.owner = owner;
    }
    /** Takes the lock now, or reports the live owner. */
    static tryAcquire(dir, what) {
        for (let round = 0; round < 50; round++) {
            const top = newest(dir);
            if (top?.kind === 'lock') {
                const owner = readOwner((0,external_node_path_.join)(dir, `lock.${top.gen}`));
                if (owner === 'gone')
                    continue;
                if (owner && isAlive(owner))
                    return { owner };
            }
            const gen = (top?.gen ?? 0) + 1;
            const me = { ...currentProcess(), at: new Date().toISOString(), what };
            if (!createExclusive(dir, `lock.${gen}`, JSON.stringify(me)))
                continue;
            if ((newest(dir)?.gen ?? 0) !== gen) {
                unlinkQuiet((0,external_node_path_.join)(dir, `lock.${gen}`));
                continue;
            }
            collect(dir, gen);
            return { lock: new DirLock(dir, gen, me) };
        }
        throw new Error(`could not take the lock in ${dir}: it changed hands 50 times in a row`);
    }
    /** Waits for the lock, polling with backoff; `timeoutMs` bounds the wait. */
    static async acquire(dir, what, timeoutMs = Infinity) {
        const started = Date.now();
        let delay = 1;
        for (;;) {
            const result = DirLock.tryAcquire(dir, what);
            if ('lock' in result)
                return result.lock;
            if (Date.now() - started >= timeoutMs)
                throw new LockTimeoutError(what, describeOwner(result.owner), timeoutMs);
            await (0,promises_.setTimeout)(delay);
            delay = Math.min(delay * 2, 50);
        }
    }
    /** The current owner, if the lock is held (alive or not). */
    static inspect(dir) {
        const top = newest(dir);
        if (top?.kind !== 'lock')
            return null;
        const owner = readOwner((0,external_node_path_.join)(dir, `lock.${top.gen}`));
        if (!owner || owner === 'gone')
            return null;
        return { owner, alive: isAlive(owner) };
    }
    release() {
        if (this.released)
            return;
        this.released = true;
        try {
            (0,external_node_fs_.renameSync)((0,external_node_path_.join)(this.dir, `lock.${this.gen}`), (0,external_node_path_.join)(this.dir, `free.${this.gen}`));
        }
        catch (error) {
            if (error.code !== 'ENOENT')
                throw error;
        }
    }
}
function describeOwner(owner) {
    return `pid ${owner.pid} on ${owner.host} (since ${owner.at})`;
}
function newest(dir) {
    let best;
    for (const name of (0,external_node_fs_.readdirSync)(dir)) {
        const m = ENTRY.exec(name);
        if (!m)
            continue;
        const gen = Number(m[2]);
        if (!best || gen > best.gen)
            best = { kind: m[1], gen };
    }
    return best;
}
function readOwner(path) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return 'gone';
        throw error;
    }
    try {
        const owner = JSON.parse(text);
        return Number.isInteger(owner.pid) && typeof owner.host === 'string' ? owner : null;
    }
    catch {
        return null; // unreadable owner: it cannot be alive as far as we can tell
    }
}
/** Creates `name` with `content`, atomically and only if it does not exist. */
function createExclusive(dir, name, content) {
    const tmp = (0,external_node_path_.join)(dir, `lock-tmp.${process.pid}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}`);
    (0,external_node_fs_.writeFileSync)(tmp, content);
    try {
        (0,external_node_fs_.linkSync)(tmp, (0,external_node_path_.join)(dir, name));
        return true;
    }
    catch (error) {
        if (error.code === 'EEXIST')
            return false;
        throw error;
    }
    finally {
        unlinkQuiet(tmp);
    }
}
/** Deletes entries older than `gen`, and temp files of dead processes. */
function collect(dir, gen) {
    const me = currentProcess();
    for (const name of (0,external_node_fs_.readdirSync)(dir)) {
        const m = ENTRY.exec(name);
        if (m && Number(m[2]) < gen)
            unlinkQuiet((0,external_node_path_.join)(dir, name));
        const tmp = TMP.exec(name);
        if (tmp && !isAlive({ pid: Number(tmp[1]), host: me.host, start: null, boot: null }))
            unlinkQuiet((0,external_node_path_.join)(dir, name));
    }
}
function unlinkQuiet(path) {
    try {
        (0,external_node_fs_.unlinkSync)(path);
    }
    catch {
        // already gone
    }
}

;// CONCATENATED MODULE: ./src/engine/replay.ts



function markerKey(name) {
    return `m:${name}`;
}
/** How long a resumed run may wait for the code to call the next recorded step before giving up. */
const DEFAULT_STALL_MS = 30_000;
/** Releases between two whole event-loop turns during a replay. */
const YIELD_EVERY = 1024;
/**
 * Hands results back to a resumed run the way the original run received them, so that its
 * concurrent branches interleave as before and call order (a step's position) stays the same.
 *
 * The original run received the results of one group commit together, in their order in the
 * commit, in one turn, once its pending promise continuations had run to awaits still pending —
 * or, for a step that produced its result synchronously with nothing else in flight, within its
 * step() call (journal.ts, CommitTiming). Replay keeps that rule: the journal's resolution events
 * (a step's or a marker's first outcome, with one exception: resolution-events.ts) are grouped by
 * the commit that wrote them; a group is released when every call in it is waiting and the
 * microtask queue is empty, all at once and in the recorded order — the way Temporal replays its
 * event history — and a step committed at its call is handed back at its call.
 *
 * A result with no event in the journal (a step that was in flight at the crash, a marker body
 * rerun in doubt with no earlier outcome, a marker's second outcome in this run, or a new one) is
 * committed as usual and then joins the order as a group of its own commit, behind the recorded
 * ones: nothing recorded can depend on it, and the next resume, reading that commit from the
 * journal, hands it back at the same point.
 */
class Replay {
    goalId;
    stallMs;
    /** Committed steps by position (positions are dense: call order). */
    steps = [];
    order = [];
    /** At the index in `order` where a group starts: the index just past its last event. */
    groupEnd = [];
    /** Where the last group of `order` starts. */
    lastGroup = -1;
    /** At the index in `order` of a step committed at its call (a group of one): true. */
    atCall = [];
    /** Index in `order` of a step's event, by position, and of a marker's, by key. */
    stepEvent = [];
    markerEvent = new Map();
    waiting = new Map();
    /** Events not yet released whose step or marker has been called in this run (running). */
    called = new Set();
    cursor = 0;
    /** The commit of the last group added for a result with no recorded event. */
    heldBatch = -1;
    /** A pump is due (once the microtask queue is empty, or after a whole turn). */
    scheduled = false;
    released = 0;
    yieldedAt = 0;
    failure;
    stallTimer;
    /**
     * `flags[i]`: the frame flags of `records[i]` (how the original run received it); the first
     * `snapshotRecords` records come from a snapshot (resolutionEvents).
     */
    constructor(goalId, records, flags, stallMs = DEFAULT_STALL_MS, snapshotRecords = 0) {
        this.goalId = goalId;
        this.stallMs = stallMs;
        const batches = (0,format/* batchNumbers */.FJ)(flags);
        for (const r of records)
            if (r.t === 'step')
                this.steps[r.pos] = r;
        let batch = -1;
        for (const i of resolutionEvents(records, snapshotRecords)) {
            const r = records[i];
            const index = this.order.length;
            if (r.t === 'step' || r.t === 'fail') {
                this.stepEvent[r.pos] = index;
                this.order.push(r.pos);
            }
            else if (r.t === 'done' || r.t === 'mfail') {
                const key = markerKey(r.name);
                this.markerEvent.set(key, index);
                this.order.push(key);
            }
            this.addToGroup(index, index > 0 && batches[i] === batch);
            this.atCall[index] = (flags[i] & format/* AT_CALL_FLAG */.cR) !== 0;
            batch = batches[i];
        }
        if (this.order.length)
            this.watchForStall();
    }
    /** Event `index` (the last of `order`) starts a group, or joins the last group. */
    addToGroup(index, joins) {
        this.atCall.push(false);
        if (joins) {
            this.groupEnd[this.lastGroup] = index + 1;
            this.groupEnd.push(0);
        }
        else {
            this.lastGroup = index;
            this.groupEnd.push(index + 1);
        }
    }
    recorded(pos) {
        return this.steps[pos];
    }
    /** The first recorded position of a step called `name`, if any. */
    positionOf(name) {
        return this.steps.find((r) => r?.name === name)?.pos;
    }
    eventIndex(key) {
        return typeof key === 'number' ? this.stepEvent[key] : this.markerEvent.get(key);
    }
    /** Events of the journal this run has not reached (yet). */
    get unconsumed() {
        return this.order.slice(this.cursor);
    }
    /** Calls waiting for their turn (0 while a release is due). */
    get blocked() {
        return this.scheduled ? 0 : this.waiting.size;
    }
    get caughtUp() {
        return this.cursor >= this.order.length;
    }
    /** Name for messages: "step 'x' at position 3" or "marker 'y'". */
    describe(key) {
        if (typeof key === 'string')
            return `marker '${key.slice(2)}'`;
        const pos = key;
        const name = this.steps[pos]?.name;
        return name ? `step '${name}' at position ${pos}` : `the step at position ${pos}`;
    }
    /** A step (its position) or a marker (`markerKey(name)`) was called: running, not stalled. */
    noteCall(key) {
        if (this.order.length)
            this.called.add(key);
    }
    /** The replay is over: results with no recorded event go to the code as they are committed. */
    get live() {
        return this.caughtUp && !this.scheduled;
    }
    /**
     * Resolves when the result for `key` may be handed to the code: with its group if the journal
     * has an event for it not yet released — now if it was committed at its call and every earlier
     * group is out —; now if that was released and nothing was committed (a second call of a
     * completed marker), or if there is neither an event nor a commit (a marker in doubt that
     * throws). A result with no event (or a marker's later outcome in this run, its event passed),
     * committed by group commit `batch`, goes out at once when the replay is over, else with the
     * other results of that commit once the order reaches them. Undefined means "now" (no promise
     * to await: the common case).
     */
    release(key, batch) {
        if (this.failure)
            return Promise.reject(this.failure);
        let at = this.eventIndex(key);
        if (at !== undefined && at < this.cursor) {
            // Released already: a completed marker called again gets its recorded value now; an
            // outcome committed by a later call of a marker in this run is a new result.
            if (batch === undefined)
                return undefined;
            at = undefined;
        }
        if (at === this.cursor && this.atCall[at]) {
            // As the original run received it: within its call.
            this.called.delete(key);
            this.cursor++;
            this.released++;
            if (this.caughtUp)
                clearInterval(this.stallTimer);
            else if (!this.atCall[this.cursor])
                this.schedule();
            return undefined;
        }
        if (at === undefined) {
            // Nothing recorded and nothing committed (a marker in doubt that throws): now.
            if (batch === undefined || (this.caughtUp && !this.scheduled))
                return undefined;
            at = this.order.length;
            if (typeof key === 'number')
                this.stepEvent[key] = at;
            else
                this.markerEvent.set(key, at);
            this.order.push(key);
            // Results of one commit call here within microtasks of each other, before any release.
            const joins = batch !== undefined && batch === this.heldBatch && this.lastGroup >= this.cursor;
            this.addToGroup(at, joins);
            this.heldBatch = batch ?? -1;
        }
        return new Promise((resolve, reject) => {
            this.waiting.set(key, { resolve, reject });
            this.schedule();
        });
    }
    /** The run cannot continue (non-determinism): release every waiter with the error. */
    abort(error) {
        if (this.failure)
            return;
        this.failure = error;
        clearInterval(this.stallTimer);
        for (const waiter of this.waiting.values())
            waiter.reject(error);
        this.waiting.clear();
    }
    /**
     * Pumps once the microtask queue is empty: a process.nextTick queued from a microtask runs
     * only then — when the continuations of the last release (or of the code that just called),
     * however many promise hops they take, wait on something still pending. No event-loop turn.
     */
    schedule() {
        if (this.scheduled || this.failure)
            return;
        this.scheduled = true;
        queueMicrotask(this.afterMicrotasks);
    }
    afterMicrotasks = () => process.nextTick(this.next);
    next = () => {
        this.scheduled = false;
        this.pump();
    };
    /**
     * Releases the next group if every call in it is waiting (else a later release() comes back
     * here), then schedules the next. Callbacks, not promises: this runs once per commit replayed.
     */
    pump() {
        if (this.failure)
            return;
        if (this.caughtUp) {
            clearInterval(this.stallTimer);
            return;
        }
        const end = this.groupEnd[this.cursor];
        for (let i = this.cursor; i < end; i++)
            if (!this.waiting.has(this.order[i]))
                return;
        if (this.released - this.yieldedAt >= YIELD_EVERY) {
            // A whole event-loop turn before this group, every YIELD_EVERY releases, so that timers,
            // I/O and signals are not starved by a long replay (the writer waits for a turn at least
            // that often too: journal.ts, AT_CALL_RUN).
            this.yieldedAt = this.released;
            this.scheduled = true;
            setImmediate(this.next);
            return;
        }
        for (; this.cursor < end; this.cursor++) {
            const key = this.order[this.cursor];
            const waiter = this.waiting.get(key);
            this.waiting.delete(key);
            this.called.delete(key);
            this.released++;
            waiter.resolve();
        }
        this.schedule();
    }
    /** A resumed run whose code no longer reaches the journal's next group would wait forever. */
    watchForStall() {
        let seen = -1;
        this.stallTimer = setInterval(() => {
            if (this.caughtUp || this.failure)
                return clearInterval(this.stallTimer);
            if (this.cursor !== seen) {
                seen = this.cursor;
                return;
            }
            const group = this.order.slice(this.cursor, this.groupEnd[this.cursor]);
            const missing = group.find((key) => !this.waiting.has(key) && !this.called.has(key));
            if (missing === undefined)
                return; // all called, some still running (long steps)
            this.abort(new NonDeterminismError(this.goalId, 'while resuming', [
                `the code has not reached ${this.describe(missing)}, the journal's next result, for ` +
                    `${this.stallMs / 1000} s: the order of its steps changed`,
            ]));
        }, this.stallMs);
        this.stallTimer.unref();
    }
    /** Stops the stall watch (the run ended). */
    close() {
        clearInterval(this.stallTimer);
    }
}

;// CONCATENATED MODULE: ./src/engine/retry.ts

function checkRetry(policy, where) {
    if (!policy)
        return;
    const { attempts, backoffMs = 100, factor = 2, maxBackoffMs = 30000 } = policy;
    if (!Number.isInteger(attempts) || attempts < 1)
        throw new errors_EngineOptionError(`${where}: retry.attempts must be an integer ≥ 1 (got ${attempts})`);
    for (const [name, v] of Object.entries({ backoffMs, factor, maxBackoffMs }))
        if (typeof v !== 'number' || !(v >= 0) || !Number.isFinite(v))
            throw new errors_EngineOptionError(`${where}: retry.${name} must be a finite number ≥ 0 (got ${v})`);
}
/** Wait before try number `next` (2, 3, …). */
function backoffDelay(policy, next) {
    const { backoffMs = 100, factor = 2, maxBackoffMs = 30000 } = policy;
    return Math.min(maxBackoffMs, backoffMs * factor ** (next - 2));
}

;// CONCATENATED MODULE: ./src/engine/durable.ts
















const DEFAULT_RUNS_DIR = '.letitloop/runs';
const GOAL_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** Compact on open once this many frames sit in segments and most of them are dead. */
const COMPACT_AFTER_FRAMES = 4096;
/** The folder holding goal folders: `dir`, else $LETITLOOP_DIR, else `.letitloop/runs`. */
function resolveRunsDir(dir, env = process.env, cwd = process.cwd()) {
    const chosen = dir ?? (env.LETITLOOP_DIR || DEFAULT_RUNS_DIR);
    return (0,external_node_path_.isAbsolute)(chosen) ? chosen : (0,external_node_path_.resolve)(cwd, chosen);
}
function checkGoalId(goalId) {
    if (typeof goalId !== 'string' || !GOAL_ID.test(goalId))
        throw new errors_EngineOptionError(`goalId ${JSON.stringify(goalId)} is not valid: use 1–128 letters, digits, '.', '_' or '-', ` +
            `starting with a letter or digit (it names a folder)`);
    return goalId;
}
/**
 * Makes `fn` durable: calling the returned function runs the goal, or resumes it from its journal.
 * Steps (`step()`) already committed return their recorded values without running; a goal that
 * completed returns its recorded result without running anything.
 */
function durable(options, fn) {
    const goalId = checkGoalId(options.goalId);
    checkRetry(options.retry, `goal '${goalId}'`);
    const durability = options.durability ?? 'fsync';
    if (durability !== 'fsync' && durability !== 'process')
        throw new errors_EngineOptionError(`durability must be 'fsync' or 'process' (got ${JSON.stringify(durability)})`);
    return async (...args) => {
        const cwd = options.cwd ?? process.cwd();
        const goalDir = (0,external_node_path_.join)(resolveRunsDir(options.dir, process.env, cwd), goalId);
        const lock = lockGoal(goalDir, goalId);
        let journal;
        try {
            journal = journal_GoalJournal.open(goalDir, {
                durability,
                segmentBytes: options.segmentBytes ?? 64 * 1024 * 1024,
            });
            return await runGoal(journal, goalId, goalDir, options, cwd, fn, args);
        }
        finally {
            try {
                await journal?.close();
            }
            finally {
                lock.release();
            }
        }
    };
}
function lockGoal(goalDir, goalId) {
    ensureDir(goalDir, 'create the goal folder');
    const taken = fsCall(goalDir, 'lock the goal folder', () => DirLock.tryAcquire(goalDir, goalId));
    if ('lock' in taken)
        return taken.lock;
    const { owner } = taken;
    const me = currentProcess();
    throw new GoalLockedError(goalId, owner.pid, owner.host, owner.at, owner.pid === me.pid && owner.host === me.host);
}
async function runGoal(journal, goalId, goalDir, options, cwd, fn, args) {
    const b = journal.builder;
    const input = hashArgs(args, `the arguments of goal '${goalId}'`);
    const starting = [];
    if (!b.goal) {
        starting.push(journal.append({
            t: 'goal',
            goal: goalId,
            run: (0,external_node_crypto_.randomUUID)(),
            at: Date.now(),
            git: options.git === false ? null : readGitBase(cwd),
            input,
            engine: `letitloop-action journal v${format/* FORMAT_VERSION */.Hp}`,
        }));
    }
    else {
        if (b.goal.goal !== goalId)
            throw new errors_EngineOptionError(`the journal in ${goalDir} belongs to goal '${b.goal.goal}', not '${goalId}'; use another dir`);
        if (!Buffer.from(b.goal.input).equals(input))
            throw new NonDeterminismError(goalId, 'in its arguments', [
                'the goal was started with different arguments; pass the same ones, or use a new goalId',
            ]);
        if (b.end?.ok)
            return decodeValue(b.end.v);
    }
    const me = currentProcess();
    const n = b.compactedOpens + b.opens.length + 1;
    starting.push(journal.append({ t: 'open', at: Date.now(), pid: me.pid, host: me.host, n }));
    // One group commit for both records; allSettled first so no rejection goes unobserved.
    await Promise.allSettled(starting);
    await Promise.all(starting);
    const live = 1 + b.steps.size + 2 * b.markers.size;
    if (journal.segmentFrames > COMPACT_AFTER_FRAMES && live < journal.segmentFrames / 2)
        await journal.compact();
    const run = {
        goalId,
        goalDir,
        journal,
        replay: new Replay(goalId, journal.records, journal.flags, options.replayStallMs, journal.snapshotRecords),
        nextPos: 0,
        inflight: new Inflight(),
        retry: options.retry,
        closed: false,
        markerLocks: new Map(),
    };
    let encoded;
    try {
        const result = await scopes.run({ run }, async () => fn(...args));
        await settle(run, () => notReached(goalId, run));
        if (!run.replay.caughtUp)
            throw notReached(goalId, run);
        encoded = encodeValue(result, `the result of goal '${goalId}'`);
    }
    catch (error) {
        run.replay.abort(error);
        await settle(run);
        run.closed = true;
        run.replay.close();
        if (!(error instanceof JournalWriteError))
            await journal
                .append({ t: 'end', at: Date.now(), ok: false, v: encodeThrown(error) })
                .catch(() => undefined);
        throw error;
    }
    run.closed = true;
    run.replay.close();
    await journal.append({ t: 'end', at: Date.now(), ok: true, v: encoded });
    return decodeValue(encoded);
}
function notReached(goalId, run) {
    const left = run.replay.unconsumed;
    return new NonDeterminismError(goalId, 'at the end of the run', [
        `the journal has ${left.length} result(s) this run never reached, the first ${run.replay.describe(left[0])}`,
    ]);
}
/**
 * Waits for every step and marker the run started, including ones started while waiting. Once the
 * code has returned, steps that only wait for journal results nobody will reach again would wait
 * forever: `stuck` then aborts the replay.
 */
async function settle(run, stuck) {
    while (run.inflight.size) {
        if (stuck && !run.replay.caughtUp && run.replay.blocked >= run.inflight.size)
            run.replay.abort(stuck());
        await Promise.race([run.inflight.idle(), (0,promises_.setTimeout)(10)]);
    }
}
/** Compacts a goal's journal now (snapshot + new segment), taking the goal lock. */
async function compactGoal(options) {
    const goalId = checkGoalId(options.goalId);
    const goalDir = join(resolveRunsDir(options.dir, process.env, options.cwd), goalId);
    const lock = lockGoal(goalDir, goalId);
    try {
        const journal = GoalJournal.open(goalDir, {
            durability: 'fsync',
            segmentBytes: 64 * 1024 * 1024,
        });
        try {
            await journal.compact();
        }
        finally {
            await journal.close();
        }
    }
    finally {
        lock.release();
    }
}

;// CONCATENATED MODULE: ./src/engine/step.ts







/**
 * Runs `fn(...args)` as a durable step of the enclosing durable function: its result is committed
 * to the journal before the returned promise resolves, and on resume a committed step returns its
 * recorded value (types kept) without running again. A throwing attempt is journaled as a failed
 * attempt and retried per the retry policy; the last error is rethrown.
 */
function step(spec, fn, ...args) {
    const name = typeof spec === 'string' ? spec : spec.name;
    const retry = typeof spec === 'string' ? undefined : spec.retry;
    const scope = scopes.getStore();
    if (!scope)
        return Promise.reject(new OutsideDurableError(`step('${name}') was called outside a durable function`, 'call it from inside the function given to durable()'));
    if (scope.inside)
        return Promise.reject(new OutsideDurableError(`step('${name}') was called inside ${scope.inside.kind} '${scope.inside.name}'`, 'steps cannot be nested; call it from the durable function itself'));
    if (scope.run.closed)
        return Promise.reject(new OutsideDurableError(`step('${name}') was called after goal '${scope.run.goalId}' ended`, 'await every step before the durable function returns'));
    return journaledCall(scope.run, name, retry ?? scope.run.retry, fn, args);
}
/**
 * Takes the next position (synchronously: call order is the identity) and runs `fn` as a step
 * there: replayed from the journal if committed, else run, committed, and handed back in order.
 */
function journaledCall(run, name, retry, fn, args) {
    const pos = run.nextPos++;
    run.replay.noteCall(pos);
    run.inflight.start();
    return runStep(new StepCall(run, pos, name, retry, fn, args));
}
/** One call of a step: what it was called with, and the attempt in progress. */
class StepCall {
    run;
    pos;
    name;
    retry;
    fn;
    args;
    /** What a body runs inside (Scope.inside): steps and goal markers refuse to nest in it. */
    kind = 'step';
    argsHash;
    attempt = 1;
    at = 0;
    t0 = 0;
    constructor(run, pos, name, retry, fn, args) {
        this.run = run;
        this.pos = pos;
        this.name = name;
        this.retry = retry;
        this.fn = fn;
        this.args = args;
    }
    /** Microseconds since the attempt's body started. */
    elapsedUs() {
        return Math.round((performance.now() - this.t0) * 1000);
    }
    /** Runs the body once, in the step's scope: its result or a thenable for it (or throws). */
    runBody() {
        this.at = Date.now();
        this.t0 = performance.now();
        return scopes.run({ run: this.run, inside: this }, this.fn, ...this.args);
    }
    /** The record of a successful attempt, framed; throws UnencodableValueError. */
    stepRecord(value) {
        const { pos, name, argsHash, at, attempt } = this;
        const subject = `the result of step '${name}'`;
        return encodeStepFrame(pos, name, argsHash, at, this.elapsedUs(), attempt, value, subject);
    }
    /** Journals a failed attempt; the last one (thrown to the code) waits for its turn as a result. */
    async recordFailure(error, last) {
        const us = this.elapsedUs();
        const err = encodeThrown(error);
        const { run, pos, name, argsHash: args, at, attempt: n } = this;
        const batch = await run.journal.append({ t: 'fail', pos, name, args, at, us, n, err, last });
        const turn = last ? run.replay.release(pos, batch) : undefined;
        if (turn)
            await turn;
    }
}
/**
 * A step call: replays its recorded result in turn, or runs (and retries) the body, commits the
 * result and hands it back in order. Ends the call's count in `run.inflight` when it settles.
 *
 * Timing (docs/journal-format.md, "Replay order"): a body that returns synchronously ran within
 * the call; one promise hop later — the caller's synchronous code, e.g. the other calls of a
 * Promise.all, has run — a result alone in flight is committed at once (AT_CALL), and a replay
 * hands it back at that same hop. Any other result goes through a group commit. The path from a
 * commit (or release) to the code takes the same promise hops whether the result is new or
 * replayed, so continuations interleave the same way.
 */
async function runStep(call) {
    const { run, pos, name, retry } = call;
    try {
        const recorded = run.replay.recorded(pos);
        try {
            if (retry)
                checkRetry(retry, `step '${name}'`);
            call.argsHash = hashArgs(call.args, `the arguments of step '${name}'`);
            if (recorded)
                checkSameStep(run, pos, name, call.argsHash);
        }
        catch (error) {
            if (recorded)
                run.replay.abort(error);
            throw error;
        }
        if (recorded) {
            await null;
            const turn = run.replay.release(pos);
            if (turn)
                await turn;
            return decodeValue(recorded.v);
        }
        const attempts = retry?.attempts ?? 1;
        for (;; call.attempt++) {
            let value;
            let atCall = false;
            try {
                const result = call.runBody();
                if (isThenable(result))
                    value = await result;
                else {
                    await null;
                    value = result;
                    atCall = call.attempt === 1;
                }
            }
            catch (error) {
                const last = call.attempt >= attempts || (retry?.retryIf !== undefined && !retry.retryIf(error));
                await call.recordFailure(error, last);
                if (last)
                    throw error;
                await (0,promises_.setTimeout)(backoffDelay(retry, call.attempt + 1));
                continue;
            }
            let record;
            try {
                record = call.stepRecord(value);
            }
            catch (error) {
                if (error instanceof UnencodableValueError)
                    await call.recordFailure(error, true);
                throw error;
            }
            const alone = run.inflight.size === 1;
            if (atCall && alone && run.replay.live) {
                const batch = run.journal.commitAtCall(record);
                if (batch !== undefined) {
                    run.replay.release(pos, batch);
                    return handBack(value, record);
                }
            }
            // Alone in flight, a result waits for the microtask queue to drain; with company, for its
            // group commit.
            const timing = !alone ? 'turn' : atCall ? 'atCall' : 'idle';
            const batch = await run.journal.append(record, false, timing);
            // Awaited only when there is something to wait for (see above).
            const turn = run.replay.release(pos, batch);
            if (turn)
                await turn;
            return handBack(value, record);
        }
    }
    finally {
        run.inflight.end();
    }
}
/** What the code receives for a committed value: a primitive is itself; objects decode anew. */
function handBack(value, { record }) {
    return typeof value === 'object' && value !== null
        ? decodeValue(record.v)
        : value;
}
/** A thenable, as `await` sees one. */
function isThenable(value) {
    return ((typeof value === 'object' || typeof value === 'function') &&
        value !== null &&
        typeof value.then === 'function');
}
function checkSameStep(run, pos, name, argsHash) {
    const recorded = run.replay.recorded(pos);
    const differences = [];
    if (recorded.name !== name) {
        const elsewhere = run.replay.positionOf(name);
        const hint = elsewhere === undefined ? '' : ` (a step '${name}' is recorded at position ${elsewhere})`;
        differences.push(`the journal has step '${recorded.name}' there, the code called '${name}'${hint}`);
    }
    else if (!argsHash.equals(recorded.args)) {
        differences.push(`step '${name}' was called with different arguments (hash ${argsHash.toString('hex')}, ` +
            `journal ${Buffer.from(recorded.args).toString('hex')})`);
    }
    if (differences.length)
        throw new NonDeterminismError(run.goalId, `at step position ${pos}`, differences);
}

;// CONCATENATED MODULE: ./src/engine/marker-dir.ts








/** Folder, inside a shared `dir`, that holds dir-scoped markers (`_` cannot start a goal id). */
const MARKERS_FOLDER = '_markers';
/** Bounded file name for a marker: 32 hex digits of SHA-256 of its name. */
function markerFolderName(name) {
    return (0,external_node_crypto_.createHash)('sha256').update(name, 'utf8').digest('hex').slice(0, 32);
}
/**
 * The id of a shared marker folder, created once (atomically) by whichever process gets there
 * first: dir-scoped idempotency keys derive from it, so every worker computes the same key.
 */
function markerScopeId(markersRoot) {
    const path = (0,external_node_path_.join)(markersRoot, 'scope-id');
    try {
        return (0,external_node_fs_.readFileSync)(path, 'utf8').trim();
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            throw error;
    }
    const tmp = `${path}.${process.pid}.${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.tmp`;
    (0,external_node_fs_.writeFileSync)(tmp, (0,external_node_crypto_.randomBytes)(16).toString('hex') + '\n');
    try {
        (0,external_node_fs_.linkSync)(tmp, path);
    }
    catch (error) {
        if (error.code !== 'EEXIST')
            throw error;
    }
    finally {
        (0,external_node_fs_.unlinkSync)(tmp);
    }
    return (0,external_node_fs_.readFileSync)(path, 'utf8').trim();
}
/**
 * One dir-scoped marker's journal, opened while its folder lock is held: reads the state, then
 * appends `mark` / `mfail` / `done` records, each fsynced before the call returns.
 */
class DirMarkerJournal {
    segment;
    seq;
    link;
    state;
    constructor(segment, seq, 
    /** The link after the last frame (format.ts): the next frame continues it. */
    link, state) {
        this.segment = segment;
        this.seq = seq;
        this.link = link;
        this.state = state;
    }
    static open(folder, name) {
        ensureDir(folder, 'create the marker folder');
        const { files, journal: decoded } = decodeGoalFolder(folder);
        const builder = new RunBuilder();
        applyFrames(builder, decoded);
        const state = builder.markers.get(name);
        const stray = [...builder.markers.keys()].find((other) => other !== name);
        if (stray !== undefined)
            throw new Error(`marker folder ${folder} holds marker '${stray}', not '${name}'`);
        const last = decoded.files.at(-1);
        const ref = files.at(-1);
        if (last && ref) {
            const segment = SegmentFile.openForAppend(ref.path, last.dataEnd, last.torn !== null, true);
            return new DirMarkerJournal(segment, decoded.nextSeq, last.link, state);
        }
        const segment = SegmentFile.create(folder, segmentName(1), 'segment', 1, format/* ZERO_CHAIN */.Zw, true);
        return new DirMarkerJournal(segment, 1, (0,format/* firstLink */.T7)('segment', 1, format/* ZERO_CHAIN */.Zw), state);
    }
    append(record) {
        const { frame, link } = (0,format/* encodeFrame */.Yt)(this.seq, encodeRecord(record), this.link);
        this.segment.write(frame, true);
        this.seq++;
        this.link = link;
    }
    close() {
        this.segment.close();
    }
}

;// CONCATENATED MODULE: ./src/engine/marker.ts













/** In-process mutex for dir-scoped markers, by marker folder. */
const dirMutex = new Map();
/**
 * Runs `body` at most once to completion for this marker, across threads, processes and restarts.
 * Resolves to the body's result (the recorded one if it completed earlier), or undefined when an
 * in-doubt execution was skipped (`onInDoubt: 'skip'`).
 */
function atomicMarker(name, body, options = {}) {
    const onInDoubt = options.onInDoubt ?? 'rerun';
    if (!['rerun', 'skip', 'throw'].includes(onInDoubt))
        return Promise.reject(new errors_EngineOptionError(`onInDoubt must be 'rerun', 'skip' or 'throw' (got ${JSON.stringify(onInDoubt)})`));
    if (typeof name !== 'string' || !name)
        return Promise.reject(new errors_EngineOptionError('atomicMarker: the name must be a non-empty string'));
    const scope = scopes.getStore();
    if (scope?.inside?.kind === 'marker' && scope.inside.name === name)
        return Promise.reject(new OutsideDurableError(`atomicMarker('${name}') was called inside its own body`, 'it would wait for itself forever'));
    if (options.dir === undefined && scope?.inside)
        // A body is not re-run on resume, so a goal marker inside it would never be reached again.
        return Promise.reject(new OutsideDurableError(`atomicMarker('${name}') was called inside ${scope.inside.kind} '${scope.inside.name}'`, 'call it from the durable function itself, or pass { dir } for a shared marker'));
    let promise;
    if (options.dir !== undefined && scope && !scope.inside && !scope.run.closed) {
        // Inside a goal, a shared marker's outcome is also a step of the goal: a resumed run gets it
        // from its own journal, in order, without touching the shared folder.
        return journaledCall(scope.run, `atomicMarker:${name}`, undefined, () => dirMarker(name, body, options, onInDoubt, scope), []);
    }
    else if (options.dir !== undefined) {
        promise = dirMarker(name, body, options, onInDoubt, scope);
    }
    else if (scope && !scope.run.closed) {
        promise = goalMarker(scope.run, name, body, onInDoubt, scope);
    }
    else {
        return Promise.reject(new OutsideDurableError(`atomicMarker('${name}') was called outside a durable function${scope ? ' (after it ended)' : ''}`, 'call it inside one, or pass { dir } to share markers between processes'));
    }
    if (scope) {
        // The goal waits for its markers before it ends.
        scope.run.inflight.track(promise);
    }
    return promise;
}
async function goalMarker(run, name, body, onInDoubt, scope) {
    const key = idempotencyKey('goal', run.goalId, name);
    run.replay.noteCall(markerKey(name));
    return withMutex(run.markerLocks, name, () => {
        const store = {
            state: run.journal.builder.markers.get(name),
            write: (record) => run.journal.append(record, true),
            release: (batch) => run.replay.release(markerKey(name), batch),
        };
        return execute(store, name, key, body, onInDoubt, scope);
    });
}
async function dirMarker(name, body, options, onInDoubt, scope) {
    const root = (0,external_node_path_.join)((0,external_node_path_.resolve)(options.dir), MARKERS_FOLDER);
    ensureDir(root, 'create the markers folder');
    const key = idempotencyKey('dir', fsCall(root, 'read the scope id in', () => markerScopeId(root)), name);
    const folder = (0,external_node_path_.join)(root, markerFolderName(name));
    ensureDir(folder, 'create the marker folder');
    return withMutex(dirMutex, folder, async () => {
        const lock = await DirLock.acquire(folder, `marker '${name}'`, options.lockTimeoutMs);
        let journal;
        try {
            journal = DirMarkerJournal.open(folder, name);
            const open = journal;
            const store = {
                state: open.state,
                write: async (record) => (open.append(record), undefined),
                release: () => undefined,
            };
            return await execute(store, name, key, body, onInDoubt, scope);
        }
        finally {
            journal?.close();
            lock.release();
        }
    });
}
async function execute(store, name, key, body, onInDoubt, scope) {
    // Outcomes are awaited only when release() returns a promise: a recorded outcome then reaches
    // the code in as many promise hops as a new one, so continuations interleave the same way.
    const state = store.state;
    const last = state?.last;
    if (last?.t === 'done') {
        const turn = store.release();
        if (turn)
            await turn;
        return last.skipped ? undefined : decodeValue(last.v);
    }
    const inDoubt = last?.t === 'mark';
    const executions = state?.runs ?? 0;
    if (inDoubt && onInDoubt === 'throw') {
        // Where an earlier failure of the body was received, if one was (Replay.release).
        const turn = store.release();
        if (turn)
            await turn;
        throw new MarkerInDoubtError(name, key);
    }
    if (inDoubt && onInDoubt === 'skip') {
        const batch = await store.write({
            t: 'done',
            name,
            at: Date.now(),
            n: executions,
            v: encodeValue(undefined),
            skipped: true,
        });
        const turn = store.release(batch);
        if (turn)
            await turn;
        return undefined;
    }
    const n = executions + 1;
    await store.write({ t: 'mark', name, key, at: Date.now(), n, pid: currentProcess().pid });
    const ctx = Object.freeze({ name, idempotencyKey: key, inDoubt, execution: n });
    let value;
    try {
        value = scope
            ? await scopes.run({ run: scope.run, inside: { kind: 'marker', name } }, async () => body(ctx))
            : await body(ctx);
    }
    catch (error) {
        const batch = await store.write({
            t: 'mfail',
            name,
            at: Date.now(),
            n,
            err: encodeThrown(error),
        });
        const turn = store.release(batch);
        if (turn)
            await turn;
        throw error;
    }
    let v;
    let unencodable;
    try {
        v = encodeValue(value, `the result of marker '${name}'`);
    }
    catch (error) {
        if (!(error instanceof UnencodableValueError))
            throw error;
        // The side effect happened: record completion anyway, so the body never runs again.
        unencodable = error;
        v = encodeValue(undefined);
    }
    const batch = await store.write({ t: 'done', name, at: Date.now(), n, v, skipped: false });
    const turn = store.release(batch);
    if (turn)
        await turn;
    if (unencodable)
        throw unencodable;
    return decodeValue(v);
}
/** `lil-` + 32 hex digits of SHA-256 over scope kind, scope id and marker name. */
function idempotencyKey(kind, scopeId, name) {
    const hash = (0,external_node_crypto_.createHash)('sha256').update(`letitloop marker v1\0${kind}\0${scopeId}\0${name}`, 'utf8');
    return `lil-${hash.digest('hex').slice(0, 32)}`;
}
async function withMutex(locks, key, fn) {
    const previous = locks.get(key) ?? Promise.resolve();
    const current = previous.then(fn, fn);
    const tail = current.then(() => undefined, () => undefined);
    locks.set(key, tail);
    try {
        return await current;
    }
    finally {
        if (locks.get(key) === tail)
            locks.delete(key);
    }
}

// EXTERNAL MODULE: ./src/engine/supervise.ts + 3 modules
var supervise = __webpack_require__(2932);
;// CONCATENATED MODULE: ./src/engine/status.ts






/** Reads every goal (and shared marker) under `root` without changing anything. */
function collectStatus(root) {
    const goals = [];
    for (const name of subfolders(root)) {
        if (name === MARKERS_FOLDER)
            continue;
        goals.push(goalStatus(name, (0,external_node_path_.join)(root, name)));
    }
    const markersRoot = (0,external_node_path_.join)(root, MARKERS_FOLDER);
    const markers = [];
    for (const folder of subfolders(markersRoot)) {
        const dir = (0,external_node_path_.join)(markersRoot, folder);
        const builder = new RunBuilder();
        try {
            applyFrames(builder, decodeGoalFolder(dir).journal);
        }
        catch (error) {
            const message = error.message;
            markers.push({
                name: `(folder ${folder})`,
                state: 'unreadable',
                executions: 0,
                idempotencyKey: '',
                lock: lockStatus(dir),
                error: message,
            });
            continue;
        }
        for (const [name, state] of builder.markers)
            markers.push({ ...markerStatus(markerView(name, state)), lock: lockStatus(dir) });
    }
    return { root, goals, markers };
}
function goalStatus(goalId, dir) {
    const base = {
        goalId,
        dir,
        status: 'empty',
        committedSteps: 0,
        failedAttempts: 0,
        markers: [],
        inDoubtMarkers: [],
        lock: lockStatus(dir),
        frames: 0,
        tornTail: false,
    };
    try {
        const { journal, run } = readGoalJournal(dir);
        if (!run)
            return { ...base, tornTail: journal.torn !== null };
        const markers = run.markers.map(markerStatus);
        return {
            ...base,
            status: run.status,
            runId: run.runId,
            baseCommit: run.git?.commit ?? null,
            createdAt: new Date(run.createdAt).toISOString(),
            ...(run.endedAt !== undefined ? { endedAt: new Date(run.endedAt).toISOString() } : {}),
            committedSteps: run.steps.length,
            failedAttempts: run.failedAttempts.length,
            markers,
            inDoubtMarkers: markers.filter((m) => m.state === 'in-doubt').map((m) => m.name),
            frames: journal.frames.length,
            chainHead: journal.chainHead,
            tornTail: journal.torn !== null,
        };
    }
    catch (error) {
        return { ...base, status: 'unreadable', error: error.message };
    }
}
function markerStatus(m) {
    return {
        name: m.name,
        state: m.state,
        executions: m.executions,
        idempotencyKey: m.idempotencyKey,
    };
}
function lockStatus(dir) {
    try {
        const held = DirLock.inspect(dir);
        if (!held)
            return null;
        const { owner, alive } = held;
        return { pid: owner.pid, host: owner.host, since: owner.at, alive };
    }
    catch {
        return null;
    }
}
function subfolders(dir) {
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(dir);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return [];
        throw error;
    }
    return names.filter((n) => (0,external_node_fs_.statSync)((0,external_node_path_.join)(dir, n)).isDirectory()).sort();
}

;// CONCATENATED MODULE: ./src/engine/index.ts
/** The durable engine's public API (re-exported by src/lib.ts). */

















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


/***/ }),

/***/ 2932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ck: () => (/* reexport */ supervise_process_superviseCommand)
});

// UNUSED EXPORTS: BREAKER_EXIT_CODE, DEFAULT_RESTART_POLICY, FailureWindow, RESTARTS_ENV, SUPERVISED_ENV, backoffDelayMs, classifyExit, exitStatus, isSupervisedWorker, restartPolicy, supervise

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/engine/supervise-group.ts
/**
 * Process groups: the supervised child runs in its own session and group, so a signal to the
 * group reaches every process it started (grandchildren included), and nothing of it is left
 * behind.
 */


/** Sends a signal to every process of a group; false when the group no longer exists. */
function signalGroup(pgid, signal) {
    try {
        process.kill(-pgid, signal);
        return true;
    }
    catch (error) {
        if (error.code === 'ESRCH')
            return false;
        throw error;
    }
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Whether a group still has a live process. kill(-pgid, 0) also counts zombies: orphans that
 * already died but wait for init to reap them, which can take a while (a container's init may
 * reap lazily). On Linux, /proc tells them apart.
 */
function groupAlive(pgid) {
    if (!signalGroup(pgid, 0))
        return false;
    let pids;
    try {
        pids = (0,external_node_fs_.readdirSync)('/proc').filter((name) => /^\d+$/.test(name));
    }
    catch {
        return true; // no /proc (macOS): trust kill()
    }
    return pids.some((pid) => {
        try {
            const stat = (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, 'latin1');
            // Fields after "(comm) ": state, ppid, pgrp.
            const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
            return Number(pgrp) === pgid && state !== 'Z' && state !== 'X';
        }
        catch {
            return false;
        }
    });
}
/** Waits until the group has no live process left; false if it still has one after `timeoutMs`. */
async function waitGroupGone(pgid, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    while (groupAlive(pgid)) {
        if (Date.now() >= deadline)
            return false;
        await sleep(20);
    }
    return true;
}
/**
 * Ends what is left of a group: `signal` first (none when it was already sent), SIGKILL for
 * whatever survives `graceMs`.
 */
async function terminateGroup(pgid, graceMs, signal = 'SIGTERM') {
    if (signal && !signalGroup(pgid, signal))
        return;
    if (await waitGroupGone(pgid, graceMs))
        return;
    signalGroup(pgid, 'SIGKILL');
    await waitGroupGone(pgid, 1000);
}
// The orphan guard's program. It runs detached (its own session), reads "+pgid" / "-pgid" lines
// from the supervisor through a pipe, and when the pipe closes (the supervisor ended, even by
// SIGKILL, which no handler can catch) it terminates every group still registered.
const GUARD_SOURCE = `
const grace = Number(process.argv[1]);
const groups = new Set();
let buffered = '';
const kill = (signal) => { for (const g of groups) { try { process.kill(-g, signal); } catch {} } };
const reap = () => {
  kill('SIGTERM');
  setTimeout(() => { kill('SIGKILL'); process.exit(0); }, groups.size > 0 ? grace : 0);
};
process.on('SIGINT', () => {});
process.on('SIGHUP', () => {});
process.on('SIGTERM', reap);
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffered += chunk;
  let nl;
  while ((nl = buffered.indexOf('\\n')) >= 0) {
    const line = buffered.slice(0, nl);
    buffered = buffered.slice(nl + 1);
    const pgid = Number(line.slice(1));
    if (line[0] === '+') groups.add(pgid); else groups.delete(pgid);
  }
});
process.stdin.on('end', reap);
process.stdin.on('error', reap);
`;
/**
 * Terminates the supervised groups when the supervisor dies without cleaning up (SIGKILL, OOM
 * kill, a crash in native code). Node has no prctl(PR_SET_PDEATHSIG), so a small watchdog process
 * holds the read end of a pipe whose only writer is the supervisor: the kernel closes it when the
 * supervisor dies, however it dies.
 */
class OrphanGuard {
    write;
    end;
    constructor(write, end) {
        this.write = write;
        this.end = end;
    }
    /** Starts the watchdog; null (and nothing to clean up) when it cannot be started. */
    static start(graceMs) {
        try {
            const guard = (0,external_node_child_process_.spawn)(process.execPath, ['-e', GUARD_SOURCE, String(graceMs)], {
                detached: true,
                stdio: ['pipe', 'ignore', 'ignore'],
                env: { PATH: process.env.PATH ?? '' },
            });
            const stdin = guard.stdin;
            stdin.on('error', () => { });
            guard.on('error', () => { });
            guard.unref();
            stdin.unref?.();
            return new OrphanGuard((line) => stdin.write(line), () => stdin.end());
        }
        catch {
            return null;
        }
    }
    track(pgid) {
        this.write(`+${pgid}\n`);
    }
    untrack(pgid) {
        this.write(`-${pgid}\n`);
    }
    close() {
        this.end();
    }
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./src/engine/supervise-policy.ts
/**
 * The decisions of the supervisor, as pure functions: which exits are restarted, how long to wait
 * before a restart, and when repeated failure trips the circuit breaker.
 */

const DEFAULT_RESTART_POLICY = {
    restartOn: 'failure',
    stopExitCodes: [130, 143],
    maxRestarts: 10,
    backoff: { initialMs: 1000, maxMs: 30_000, multiplier: 2, jitter: 0.2 },
    breaker: { failures: 5, windowMs: 60_000 },
};
/** `lil watch` exits with this when the circuit breaker trips (sysexits EX_TEMPFAIL). */
const BREAKER_EXIT_CODE = 75;
/** Signals that mean "stop", not "crashed": what Ctrl+C and `kill` send. */
const DELIBERATE_SIGNALS = new Set(['SIGINT', 'SIGTERM']);
/** How one exit of the child is treated. */
function classifyExit(code, signal, policy) {
    if (signal) {
        return DELIBERATE_SIGNALS.has(signal)
            ? { restart: false, reason: 'deliberate' }
            : { restart: true, reason: 'signal' };
    }
    if (code === 0)
        return { restart: false, reason: 'success' };
    if (code !== null && policy.stopExitCodes.includes(code)) {
        return { restart: false, reason: 'deliberate' };
    }
    if (code !== null && code >= 128)
        return { restart: true, reason: 'crash-exit' };
    return policy.restartOn === 'failure'
        ? { restart: true, reason: 'failure' }
        : { restart: false, reason: 'failure' };
}
/** The shell's exit status for a process: its code, or 128 + the signal number. */
function exitStatus(code, signal) {
    if (signal)
        return 128 + (external_node_os_.constants.signals[signal] ?? 0);
    return code ?? 1;
}
function describeExit(code, signal) {
    return signal ? `killed by ${signal} (${exitStatus(code, signal)})` : `exit code ${code}`;
}
/**
 * Delay before the next restart, given how many failures happened recently (1 for the first):
 * exponential, capped, then spread by ±jitter so that many supervised processes do not restart
 * in lockstep. `random` returns a number in [0, 1).
 */
function backoffDelayMs(recentFailures, policy, random = Math.random) {
    const exponent = Math.max(0, recentFailures - 1);
    const base = Math.min(policy.initialMs * policy.multiplier ** exponent, policy.maxMs);
    const spread = base * policy.jitter * (2 * random() - 1);
    return Math.max(0, Math.round(base + spread));
}
/** Failure times within a sliding window: the circuit breaker's memory. */
class FailureWindow {
    windowMs;
    times = [];
    constructor(windowMs) {
        this.windowMs = windowMs;
    }
    /** Records a failure at `now`; returns how many failures fall within the window. */
    record(now) {
        this.times.push(now);
        while (this.times.length > 0 && this.times[0] <= now - this.windowMs)
            this.times.shift();
        return this.times.length;
    }
}

;// CONCATENATED MODULE: ./src/engine/supervise-process.ts



/** Set in the environment of every supervised process (the upstream engine uses the same name). */
const supervise_process_SUPERVISED_ENV = 'LETITLOOP_SUPERVISED';
/** How many times the supervised process was restarted before this run (0 for the first). */
const RESTARTS_ENV = 'LETITLOOP_RESTARTS';
const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** Resolved options with the defaults filled in. */
function restartPolicy(options) {
    const d = DEFAULT_RESTART_POLICY;
    return {
        restartOn: options.restartOn ?? d.restartOn,
        stopExitCodes: options.stopExitCodes ?? d.stopExitCodes,
        maxRestarts: options.maxRestarts ?? d.maxRestarts,
        backoff: { ...d.backoff, ...options.backoff },
        breaker: { ...d.breaker, ...options.breaker },
    };
}
/**
 * Runs a command in its own process group and restarts it when it crashes, with exponential
 * backoff and jitter, until it succeeds, exits deliberately, exhausts its restarts or trips the
 * circuit breaker. Ctrl+C, SIGTERM and SIGHUP are forwarded to the whole group, and the group
 * never outlives the supervisor.
 */
async function supervise_process_superviseCommand(spec, options = {}) {
    const policy = restartPolicy(options);
    const killTimeoutMs = options.killTimeoutMs ?? 5000;
    const log = options.log ?? ((m) => process.stderr.write(`[letitloop supervise] ${m}\n`));
    const failures = new FailureWindow(policy.breaker.windowMs);
    const guard = options.orphanGuard === false ? null : OrphanGuard.start(killTimeoutMs);
    let child = null;
    let stopSignal = null;
    let killTimer;
    let wake = null;
    const forward = (pgid, signal) => {
        log(`${signal}: forwarding to process group ${pgid}; SIGKILL in ${killTimeoutMs} ms`);
        signalGroup(pgid, signal);
        killTimer = setTimeout(() => signalGroup(pgid, 'SIGKILL'), killTimeoutMs);
    };
    const onSignal = (signal) => {
        const pgid = child?.pid;
        if (stopSignal && pgid) {
            log(`${signal} again: killing process group ${pgid}`);
            signalGroup(pgid, 'SIGKILL');
            return;
        }
        stopSignal = signal;
        wake?.();
        if (pgid)
            forward(pgid, signal);
    };
    // A supervisor that exits (process.exit, an uncaught error) takes the child's group with it.
    const onExit = () => {
        if (child?.pid && child.exitCode === null && child.signalCode === null)
            signalGroup(child.pid, 'SIGKILL');
    };
    for (const s of FORWARDED)
        process.on(s, onSignal);
    process.on('exit', onExit);
    let runs = 0;
    let restarts = 0;
    let lastExit = null;
    const finish = (reason, exitCode, message) => {
        log(message);
        return { exitCode, reason, runs, restarts, lastExit, message };
    };
    try {
        for (;;) {
            if (stopSignal) {
                return finish('interrupted', exitStatus(null, stopSignal), `stopped by ${stopSignal} before a restart`);
            }
            runs += 1;
            const started = await startChild(spec, restarts);
            if ('error' in started) {
                const code = started.error.code === 'ENOENT' ? 127 : 126;
                return finish('spawn-failed', code, `cannot start '${spec.command}': ${started.error.message}`);
            }
            child = started.child;
            const pgid = child.pid;
            guard?.track(pgid);
            // A signal that came while the child was starting still reaches it.
            if (stopSignal)
                forward(pgid, stopSignal);
            const { code, signal } = await exited(child);
            lastExit = { code, signal };
            clearTimeout(killTimer);
            // Leftovers of the group (a grandchild the child did not wait for) end with it.
            await terminateGroup(pgid, killTimeoutMs, stopSignal ?? 'SIGTERM');
            guard?.untrack(pgid);
            child = null;
            const status = exitStatus(code, signal);
            const how = describeExit(code, signal);
            if (stopSignal)
                return finish('interrupted', status, `stopped by ${stopSignal}; the child ended with ${how}`);
            const verdict = classifyExit(code, signal, policy);
            if (!verdict.restart) {
                const what = {
                    success: 'succeeded',
                    deliberate: 'stopped deliberately',
                    failure: 'failed (not restarted: restart on crash only)',
                }[verdict.reason];
                return finish(verdict.reason, status, `the child ${what} with ${how}`);
            }
            const recent = failures.record(Date.now());
            if (recent >= policy.breaker.failures) {
                return finish('breaker', BREAKER_EXIT_CODE, `circuit breaker tripped: ${recent} failures within ${policy.breaker.windowMs / 1000} s (last: ${how}); not restarting`);
            }
            if (restarts >= policy.maxRestarts) {
                return finish('max-restarts', status, `giving up after ${restarts} restarts; the child ended with ${how}`);
            }
            const delay = backoffDelayMs(recent, policy.backoff, options.random);
            log(`the child ended with ${how}; restart ${restarts + 1} of ${policy.maxRestarts} in ${delay} ms`);
            await new Promise((resolve) => {
                const timer = setTimeout(resolve, delay);
                wake = () => {
                    clearTimeout(timer);
                    resolve();
                };
            });
            wake = null;
            restarts += 1;
        }
    }
    finally {
        for (const s of FORWARDED)
            process.off(s, onSignal);
        process.off('exit', onExit);
        clearTimeout(killTimer);
        guard?.close();
    }
}
function startChild(spec, restarts) {
    return new Promise((resolve) => {
        const child = (0,external_node_child_process_.spawn)(spec.command, [...(spec.args ?? [])], {
            cwd: spec.cwd,
            env: {
                ...(spec.env ?? process.env),
                [supervise_process_SUPERVISED_ENV]: '1',
                [RESTARTS_ENV]: String(restarts),
            },
            // Its own session and process group: a signal to -pid reaches everything it started.
            detached: true,
            stdio: 'inherit',
        });
        child.once('spawn', () => resolve({ child }));
        child.once('error', (error) => resolve({ error }));
    });
}
function exited(child) {
    if (child.exitCode !== null || child.signalCode !== null) {
        return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
    }
    return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

;// CONCATENATED MODULE: ./src/engine/supervise.ts
/**
 * `supervise(options, fn)`: run `fn` in a worker process that is restarted when it crashes,
 * including when it is SIGKILLed or OOM-killed (which no in-process handler survives).
 *
 * A function cannot be sent to another process, so the worker is this same program run again
 * (like Node's cluster module): the supervisor re-executes the entry script with the same Node
 * flags and arguments, and in that worker (LETITLOOP_SUPERVISED=1) `supervise` runs `fn` and
 * exits: 0 when it resolves, 1 when it throws. Code after `await supervise(...)` therefore runs
 * once, in the supervisor; call `supervise` before other side effects of the entry script.
 */



/** True inside a process started by `supervise` or `lil watch`. */
function isSupervisedWorker(env = process.env) {
    return env[SUPERVISED_ENV] === '1';
}
async function supervise(options, fn) {
    if (isSupervisedWorker())
        return runWorker(fn);
    const entry = process.argv[1];
    if (!entry) {
        throw new Error('supervise(fn) re-runs the entry script as its worker, and this process has none (REPL or -e); use superviseCommand() instead');
    }
    return superviseCommand({ command: process.execPath, args: [...process.execArgv, entry, ...process.argv.slice(2)] }, options);
}
/** The worker side: run `fn`, then end the process with its outcome once output is flushed. */
async function runWorker(fn) {
    let code = 0;
    try {
        await fn();
    }
    catch (error) {
        process.stderr.write(`${error?.stack ?? String(error)}\n`);
        code = 1;
    }
    await new Promise((resolve) => process.stdout.write('', () => process.stderr.write('', () => resolve())));
    process.exit(code);
}


/***/ })

};
;