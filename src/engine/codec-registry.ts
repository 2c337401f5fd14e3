import { EngineOptionError } from './errors';

/** How a registered class is turned into encodable data and back. */
export interface ClassCodec<T> {
  /** Name written to the journal (default: the class name). Must stay stable across versions. */
  name?: string;
  /** To encodable data (default: the instance's own enumerable properties). */
  encode?: (value: T) => unknown;
  /** From that data (default: an object with the class's prototype and those properties). */
  decode?: (data: unknown) => T;
}

export interface RegisteredClass {
  name: string;
  ctor: abstract new (...args: never[]) => unknown;
  encode(value: unknown): unknown;
  decode(data: unknown): unknown;
}

const byCtor = new Map<unknown, RegisteredClass>();
const byName = new Map<string, RegisteredClass>();

/**
 * Registers a user class with the codec so its instances round-trip through the journal with their
 * prototype. Registering the same class again with the same name is a no-op; a different class
 * under a name already taken is an error.
 */
export function registerClass<T extends object>(
  ctor: abstract new (...args: never[]) => T,
  codec: ClassCodec<T> = {},
): void {
  const name = codec.name ?? ctor.name;
  if (!name) throw new EngineOptionError('registerClass: the class has no name; pass { name }');
  const existing = byName.get(name);
  if (existing && existing.ctor !== ctor)
    throw new EngineOptionError(
      `registerClass: the name '${name}' is already registered for another class; pass a distinct { name }`,
    );
  const entry: RegisteredClass = {
    name,
    ctor,
    encode: (value) => (codec.encode ? codec.encode(value as T) : ownData(value as object)),
    decode: (data) => (codec.decode ? codec.decode(data) : withPrototype(ctor.prototype, data)),
  };
  byCtor.set(ctor, entry);
  byName.set(name, entry);
}

/** Removes a registration (tests, hot reload). */
export function unregisterClass(ctor: abstract new (...args: never[]) => unknown): void {
  const entry = byCtor.get(ctor);
  if (!entry) return;
  byCtor.delete(ctor);
  byName.delete(entry.name);
}

export function registeredFor(ctor: unknown): RegisteredClass | undefined {
  return byCtor.get(ctor);
}

export function registeredNamed(name: string): RegisteredClass | undefined {
  return byName.get(name);
}

function ownData(value: object): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const key of Object.keys(value)) data[key] = (value as Record<string, unknown>)[key];
  return data;
}

function withPrototype(prototype: object, data: unknown): object {
  const instance = Object.create(prototype) as object;
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
