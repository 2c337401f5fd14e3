/**
 * Tag bytes of the value codec (docs/journal-format.md, "Value encoding"). Changing a tag changes
 * the journal format: add new tags, never renumber.
 */
export const TAG = {
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
} as const;

/** Typed-array kinds (the byte after TAG.typedArray). Element bytes are little-endian. */
export const TYPED_ARRAYS = [
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
] as const;

export type TypedArray = InstanceType<(typeof TYPED_ARRAYS)[number]>;

/** Built-in error classes restored by name; any other Error subclass decodes as the nearest of these. */
export const BUILTIN_ERRORS: Record<string, ErrorConstructor> = {
  Error,
  TypeError,
  RangeError,
  SyntaxError,
  ReferenceError,
  EvalError,
  URIError,
  AggregateError: AggregateError as unknown as ErrorConstructor,
};
