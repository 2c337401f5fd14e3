import { FileComments } from './file-comments';
import type { Surface, SurfaceResult } from './model';

/**
 * package.json as a surface: its entry points (`main`, `module`, `types`, `typings`, `bin`, every
 * `exports` subpath and condition), flattened to `exports["./x"].import` → target.
 */
export function packageJsonSurface(text: string): SurfaceResult {
  let pkg: unknown;
  try {
    pkg = JSON.parse(text);
  } catch (error) {
    return { unparseable: true, line: 1, message: (error as Error).message.split('\n')[0]! };
  }
  const entrypoints = new Map<string, string>();
  if (pkg && typeof pkg === 'object') {
    const p = pkg as Record<string, unknown>;
    for (const key of ['main', 'module', 'types', 'typings', 'browser']) {
      if (typeof p[key] === 'string') entrypoints.set(key, p[key] as string);
    }
    if (typeof p.bin === 'string') entrypoints.set('bin', p.bin);
    else flatten('bin', p.bin, entrypoints);
    if (typeof p.exports === 'string') entrypoints.set('exports["."]', p.exports);
    else flatten('exports', p.exports, entrypoints);
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

function flatten(prefix: string, value: unknown, out: Map<string, string>): void {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value === null) out.set(prefix, 'null');
  else if (Array.isArray(value)) value.forEach((v, i) => flatten(`${prefix}[${i}]`, v, out));
  else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>))
      flatten(`${prefix}["${k}"]`, v, out);
  }
}
