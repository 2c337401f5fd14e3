import { FileComments } from './file-comments';
import type { Surface, SurfaceResult } from './model';

/**
 * package.json as a surface: its entry points (`main`, `module`, `types`, `typings`, `bin`, every
 * `exports` subpath and condition), flattened to `exports["./x"].import` → target.
 */
export function packageJsonSurface(text: string): SurfaceResult {
  const p = packageObject(text);
  if (!p) {
    try {
      JSON.parse(text);
    } catch (error) {
      return { unparseable: true, line: 1, message: (error as Error).message.split('\n')[0]! };
    }
  }
  const entrypoints = new Map<string, string>();
  if (p) {
    // `typings` is `types` by another name.
    for (const key of ['main', 'module', 'types', 'typings', 'browser']) {
      if (typeof p[key] === 'string')
        entrypoints.set(key === 'typings' ? 'types' : key, p[key] as string);
    }
    // A `bin` string is the command named after the package (its scope aside).
    const command = typeof p.name === 'string' ? p.name.replace(/^@[^/]+\//, '') : 'bin';
    flatten('bin', typeof p.bin === 'string' ? { [command]: p.bin } : p.bin, entrypoints);
    // `exports` as a string, or as conditions without subpaths, is the `"."` entry.
    const exports = p.exports;
    const conditionsOnly =
      exports !== null &&
      typeof exports === 'object' &&
      !Array.isArray(exports) &&
      Object.keys(exports).every((k) => !k.startsWith('.'));
    if (typeof exports === 'string' || conditionsOnly)
      flatten('exports["."]', exports, entrypoints);
    else flatten('exports', exports, entrypoints);
  }
  const surface: Surface = {
    language: 'ts',
    symbols: new Map(),
    reexports: new Map(),
    hidden: new Map(),
    comments: new FileComments('ts', '', []),
    entrypoints,
  };
  return surface;
}

/** Parsed package.json texts, newest last: one run asks for each several times (a few hundred KB each). */
const parsedTexts = new Map<string, Record<string, unknown> | undefined>();
const PARSED_TEXTS_KEPT = 64;

/** A package.json's fields (shared: read only), or undefined for a text that is no JSON object. */
export function packageObject(text: string): Readonly<Record<string, unknown>> | undefined {
  if (parsedTexts.has(text)) return parsedTexts.get(text);
  let fields: Record<string, unknown> | undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value))
      fields = value as Record<string, unknown>;
  } catch {
    fields = undefined;
  }
  parsedTexts.set(text, fields);
  if (parsedTexts.size > PARSED_TEXTS_KEPT) parsedTexts.delete(parsedTexts.keys().next().value!);
  return fields;
}

function flatten(prefix: string, value: unknown, out: Map<string, string>): void {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value === null) out.set(prefix, 'null');
  else if (Array.isArray(value)) value.forEach((v, i) => flatten(`${prefix}[${i}]`, v, out));
  else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>))
      flatten(`${prefix}["${k}"]`, v, out);
  }
}
