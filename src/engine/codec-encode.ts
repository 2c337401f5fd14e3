import { ByteWriter } from './bytes';
import { registeredFor } from './codec-registry';
import { BUILTIN_ERRORS, TAG, TYPED_ARRAYS } from './codec-tags';
import { UnencodableValueError } from './errors';

const MAX_DEPTH = 2000;
/** String.prototype.isWellFormed (ES2024, present in Node 20; the TS lib here is ES2023). */
type WellFormed = { isWellFormed(): boolean };
const NAN_BITS = Buffer.from([0, 0, 0, 0, 0, 0, 0xf8, 0x7f]);

/**
 * Encodes a value to its canonical bytes: one value, one byte string. Types survive the round trip
 * (docs/journal-format.md lists them). `subject` names what is encoded, for the error message
 * ("the result of step 'fetch_user'").
 */
export function encodeValue(value: unknown, subject = 'a value'): Buffer {
  return withEncoded(value, subject, copy);
}

const copy = (bytes: Buffer): Buffer => Buffer.from(bytes);

/**
 * Encodes `value` and hands its bytes to `use` without copying them (they are only valid during
 * the call): hashing arguments needs no copy of their encoding.
 */
export function withEncoded<T>(value: unknown, subject: string, use: (bytes: Buffer) => T): T {
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
  } finally {
    if (own) {
      sharedBusy = false;
      // Do not keep a large buffer alive because one value was large.
      if (shared.capacity > 1 << 20) shared = new ByteWriter(4096);
    }
  }
}

/**
 * Appends `value`'s encoding to `out` as a record's bytes field (varint length, then the bytes),
 * encoding it in place; returns where the bytes start. Throws UnencodableValueError.
 */
export function appendEncoded(out: ByteWriter, value: unknown, subject: string): number {
  // Room for the longest length varint; the bytes move back if the length takes fewer.
  const lengthAt = out.length;
  out.zeros(MAX_LENGTH_VARINT);
  const own = !intoBusy;
  intoBusy = true;
  try {
    (own ? intoEncoder.reset(out, subject) : new Encoder(out, subject)).value(value, '$', 0);
  } finally {
    if (own) intoBusy = false;
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
  /** Objects being encoded (cycle check); made on the first object, so primitives cost none. */
  private ancestors: Set<object> | undefined;
  constructor(
    private out: ByteWriter,
    private subject: string,
  ) {}

  /** Reuses this encoder (the shared one) for another value; the ancestor set is empty again. */
  reset(out: ByteWriter, subject: string): this {
    this.out = out;
    this.subject = subject;
    this.ancestors?.clear();
    return this;
  }

  value(v: unknown, path: string, depth: number): void {
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
        if (v === null) return out.byte(TAG.null);
        return this.object(v, path, depth);
      case 'symbol':
        return this.fail('a symbol', path, 'use a string instead');
      case 'function':
        return this.fail(
          `a function (${(v as { name?: string }).name || 'anonymous'})`,
          path,
          'return data, not code',
        );
    }
  }

  private number(v: number): void {
    const out = this.out;
    if (Number.isSafeInteger(v) && !Object.is(v, -0)) {
      if (v >= 0) {
        out.byte(TAG.uint);
        out.varint(v);
      } else {
        out.byte(TAG.negint);
        out.varint(-v);
      }
      return;
    }
    out.byte(TAG.float64);
    this.float(v);
  }

  /** A float64, with one bit pattern for NaN (canonical). */
  private float(v: number): void {
    if (Number.isNaN(v)) this.out.bytes(NAN_BITS);
    else this.out.float64(v);
  }

  private bigint(v: bigint): void {
    const out = this.out;
    out.byte(TAG.bigint);
    const negative = v < 0n;
    out.byte(negative ? 1 : 0);
    let hex = (negative ? -v : v).toString(16);
    if (hex === '0') hex = '';
    if (hex.length % 2) hex = '0' + hex;
    const magnitude = Buffer.from(hex, 'hex');
    out.varint(magnitude.length);
    out.bytes(magnitude);
  }

  private string(v: string): void {
    const out = this.out;
    if ((v as unknown as WellFormed).isWellFormed()) {
      out.byte(TAG.string);
      out.utf8(v);
      return;
    }
    // Lone surrogates do not survive UTF-8: keep the UTF-16 code units.
    out.byte(TAG.stringUtf16);
    out.varint(v.length);
    const units = Buffer.allocUnsafe(v.length * 2);
    for (let i = 0; i < v.length; i++) units.writeUInt16LE(v.charCodeAt(i), i * 2);
    out.bytes(units);
  }

  private object(v: object, path: string, depth: number): void {
    if (depth > MAX_DEPTH)
      this.fail(`a structure nested deeper than ${MAX_DEPTH} levels`, path, 'flatten it');
    const ancestors = (this.ancestors ??= new Set());
    if (ancestors.has(v)) this.fail('a circular reference', path, 'remove the cycle');
    ancestors.add(v);
    try {
      this.objectBody(v, path, depth + 1);
    } finally {
      ancestors.delete(v);
    }
  }

  private objectBody(v: object, path: string, depth: number): void {
    const out = this.out;
    const proto = Object.getPrototypeOf(v) as object | null;
    // Plain objects first: they are most values, and no registered class has their prototype.
    if (proto === Object.prototype || proto === null)
      return this.plainObject(v, proto, path, depth);
    const ctor = proto && (proto as { constructor?: unknown }).constructor;
    const registered = ctor ? registeredFor(ctor) : undefined;
    if (registered && v instanceof Error) return this.error(v, path, depth, registered.name);
    if (registered) {
      out.byte(TAG.registered);
      out.utf8(registered.name);
      this.value(registered.encode(v), `${path}<${registered.name}>`, depth);
      return;
    }
    if (Array.isArray(v) && proto === Array.prototype) return this.array(v, path, depth);
    if (proto === Date.prototype) {
      out.byte(TAG.date);
      this.float((v as Date).getTime());
      return;
    }
    if (proto === Map.prototype) {
      const map = v as Map<unknown, unknown>;
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
      const set = v as Set<unknown>;
      out.byte(TAG.set);
      out.varint(set.size);
      let i = 0;
      for (const item of set) this.value(item, `${path}.<item ${i++}>`, depth);
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
      const view = v as ArrayBufferView;
      out.byte(TAG.typedArray);
      out.byte(kind);
      out.varint(view.byteLength);
      out.bytes(new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
      return;
    }
    if (proto === ArrayBuffer.prototype) {
      const bytes = new Uint8Array(v as ArrayBuffer);
      out.byte(TAG.arrayBuffer);
      out.varint(bytes.length);
      out.bytes(bytes);
      return;
    }
    if (proto === DataView.prototype) {
      const view = v as DataView;
      out.byte(TAG.dataView);
      out.varint(view.byteLength);
      out.bytes(new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
      return;
    }
    if (proto === URL.prototype) {
      out.byte(TAG.url);
      out.utf8((v as URL).href);
      return;
    }
    if (proto === RegExp.prototype) {
      const re = v as RegExp;
      out.byte(TAG.regexp);
      out.utf8(re.source);
      out.utf8(re.flags);
      return;
    }
    if (v instanceof Error) return this.error(v, path, depth);
    const name = typeof ctor === 'function' && ctor.name ? ctor.name : 'an object';
    if (typeof (v as { then?: unknown }).then === 'function')
      this.fail('a Promise', path, 'await it before returning');
    this.fail(
      `a ${name} (a class instance not registered with the codec)`,
      path,
      `register the class with registerClass(${name}) or return plain data`,
    );
  }

  private plainObject(v: object, proto: object | null, path: string, depth: number): void {
    const out = this.out;
    for (const s of Object.getOwnPropertySymbols(v))
      if (Object.prototype.propertyIsEnumerable.call(v, s))
        this.fail('an object with symbol keys', path, 'use string keys');
    out.byte(proto === null ? TAG.nullProtoObject : TAG.object);
    const keys = Object.keys(v);
    out.varint(keys.length);
    for (const key of keys) {
      this.string(key);
      const item = (v as Record<string, unknown>)[key];
      // The path is only needed if encoding fails, which primitives (but symbols) never do.
      const primitive =
        item === null ||
        (typeof item !== 'object' && typeof item !== 'function' && typeof item !== 'symbol');
      this.value(item, primitive ? path : childPath(path, key), depth);
    }
  }

  private array(v: unknown[], path: string, depth: number): void {
    const out = this.out;
    out.byte(TAG.array);
    out.varint(v.length);
    for (let i = 0; i < v.length; i++) {
      if (!(i in v)) out.byte(TAG.hole);
      else this.value(v[i], `${path}[${i}]`, depth);
    }
  }

  /**
   * Error: class (registered, or the nearest built-in), name, message, stack, own enumerable
   * properties, cause, errors.
   */
  private error(e: Error, path: string, depth: number, registeredName?: string): void {
    const out = this.out;
    out.byte(TAG.error);
    out.byte(registeredName === undefined ? 0 : 1);
    this.string(registeredName ?? builtinErrorName(e));
    this.value(e.name, `${path}.name`, depth);
    // undefined when the message is inherited (new Error()), so the decoded error matches.
    const ownMessage = Object.prototype.hasOwnProperty.call(e, 'message') ? e.message : undefined;
    this.value(ownMessage, `${path}.message`, depth);
    this.value(e.stack, `${path}.stack`, depth);
    const props: Record<string, unknown> = {};
    for (const key of Object.keys(e)) {
      if (key !== 'stack' && key !== 'message' && key !== 'name')
        props[key] = (e as unknown as Record<string, unknown>)[key];
    }
    this.value(props, `${path}`, depth);
    const hasCause = Object.prototype.hasOwnProperty.call(e, 'cause');
    out.byte(hasCause ? 1 : 0);
    if (hasCause) this.value(e.cause, `${path}.cause`, depth);
    const errors = e instanceof AggregateError ? e.errors : undefined;
    out.byte(errors ? 1 : 0);
    if (errors) this.value(errors, `${path}.errors`, depth);
  }

  private fail(typeName: string, path: string, hint: string): never {
    throw new UnencodableValueError(this.subject, typeName, path, hint);
  }
}

/** The encoders withEncoded() and appendEncoded() reuse. */
const sharedEncoder = new Encoder(shared, 'a value');
const intoEncoder = new Encoder(shared, 'a value');

/** The nearest built-in error class on the prototype chain (custom subclasses decode as it). */
function builtinErrorName(e: Error): string {
  let proto = Object.getPrototypeOf(e) as object | null;
  while (proto) {
    const ctor = (proto as { constructor?: unknown }).constructor;
    for (const [name, builtin] of Object.entries(BUILTIN_ERRORS)) if (ctor === builtin) return name;
    proto = Object.getPrototypeOf(proto) as object | null;
  }
  return 'Error';
}

function childPath(path: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}
