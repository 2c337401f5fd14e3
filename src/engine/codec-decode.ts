import { ByteReader, ByteReadError } from './bytes';
import { registeredNamed } from './codec-registry';
import { BUILTIN_ERRORS, TAG, TYPED_ARRAYS } from './codec-tags';

const MAX_DEPTH = 2100;

/**
 * Decodes bytes written by encodeValue. Throws ByteReadError (with the offset inside `bytes`) on
 * malformed input, an unknown tag, or trailing bytes.
 */
export function decodeValue(bytes: Uint8Array, options: { shareBytes?: boolean } = {}): unknown {
  const reader = new ByteReader(bytes);
  reader.shareBytes = options.shareBytes ?? false;
  const value = readValue(reader, 0);
  if (reader.pos !== bytes.length)
    throw new ByteReadError(reader.pos, 'trailing bytes after value');
  return value;
}

export function readValue(r: ByteReader, depth: number): unknown {
  if (depth > MAX_DEPTH) throw new ByteReadError(r.pos, 'value nested too deeply');
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
      if (n === 0) throw new ByteReadError(at, 'negative zero written as an integer');
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
        text += String.fromCharCode(bytes[2 * i]! | (bytes[2 * i + 1]! << 8));
      return text;
    }
    case TAG.array:
      return readArray(r, depth);
    case TAG.object:
    case TAG.nullProtoObject: {
      const obj: Record<string, unknown> = tag === TAG.object ? {} : Object.create(null);
      const count = r.varint();
      for (let i = 0; i < count; i++) {
        const key = readValue(r, depth + 1);
        if (typeof key !== 'string') throw new ByteReadError(r.pos, 'object key is not a string');
        const value = readValue(r, depth + 1);
        // A key named __proto__ stays data: it never sets the prototype.
        if (key === '__proto__')
          Object.defineProperty(obj, key, {
            value,
            writable: true,
            enumerable: true,
            configurable: true,
          });
        else obj[key] = value;
      }
      return obj;
    }
    case TAG.date:
      return new Date(r.float64());
    case TAG.map: {
      const map = new Map<unknown, unknown>();
      const count = r.varint();
      for (let i = 0; i < count; i++) map.set(readValue(r, depth + 1), readValue(r, depth + 1));
      return map;
    }
    case TAG.set: {
      const set = new Set<unknown>();
      const count = r.varint();
      for (let i = 0; i < count; i++) set.add(readValue(r, depth + 1));
      return set;
    }
    case TAG.buffer: {
      const bytes = r.take(r.varint());
      // Internal records share the journal's memory (a plain view); user values get their own Buffer.
      return r.shareBytes ? bytes : Buffer.from(bytes);
    }
    case TAG.typedArray: {
      const kind = TYPED_ARRAYS[r.byte()];
      if (!kind) throw new ByteReadError(at, 'unknown typed-array kind');
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
        throw new ByteReadError(
          at,
          `class '${name}' is not registered with the codec in this process (call registerClass first)`,
        );
      return entry.decode(data);
    }
    default:
      throw new ByteReadError(at, `unknown value tag 0x${tag.toString(16).padStart(2, '0')}`);
  }
}

function readArray(r: ByteReader, depth: number): unknown[] {
  const length = r.varint();
  if (length > r.end - r.pos) throw new ByteReadError(r.pos, 'array longer than its bytes');
  const arr = new Array<unknown>(length);
  for (let i = 0; i < length; i++) {
    if (r.buf[r.pos] === TAG.hole) {
      r.pos++;
      continue;
    }
    arr[i] = readValue(r, depth + 1);
  }
  return arr;
}

function readError(r: ByteReader, depth: number): Error {
  const at = r.pos;
  const registered = r.byte() === 1;
  const className = readValue(r, depth + 1) as string;
  const name = readValue(r, depth + 1);
  const message = readValue(r, depth + 1);
  const stack = readValue(r, depth + 1);
  const props = readValue(r, depth + 1) as Record<string, unknown>;
  const cause = r.byte() === 1 ? { value: readValue(r, depth + 1) } : undefined;
  const errors = r.byte() === 1 ? (readValue(r, depth + 1) as unknown[]) : undefined;
  let target: new (...args: never[]) => unknown;
  if (registered) {
    const entry = registeredNamed(className);
    if (!entry)
      throw new ByteReadError(at, `error class '${className}' is not registered with the codec`);
    target = entry.ctor as unknown as typeof target;
  } else {
    target = BUILTIN_ERRORS[className] ?? Error;
  }
  // Reflect.construct makes a native error (with its internal slot, as util.types.isNativeError
  // and deep equality expect) carrying the class's prototype, without running a user constructor.
  const error = Reflect.construct(Error, message === undefined ? [] : [message], target) as Error;
  const define = (key: string, value: unknown, enumerable = false) =>
    Object.defineProperty(error, key, { value, writable: true, enumerable, configurable: true });
  if (stack === undefined) delete (error as { stack?: string }).stack;
  else define('stack', stack);
  if (name !== (target.prototype as Error).name) define('name', name);
  if (cause) define('cause', cause.value);
  if (errors) define('errors', errors);
  for (const [key, value] of Object.entries(props ?? {})) define(key, value, true);
  return error;
}
