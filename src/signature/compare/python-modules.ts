/** Python module names as imports spell them. */
import type { Reporter } from './reporter';

/**
 * Two Python import sources for one module: `.file_cache` in `pkg/caches/__init__.py` is
 * `pkg.caches.file_cache`, as is `..caches.file_cache`. The analysed path may start above or below
 * the import root, so an absolute name and a resolved one need only end alike (two names at least).
 */
export function samePythonModule(r: Reporter, a: string, b: string): boolean {
  if (r.language !== 'py') return false;
  const [x, y] = [absoluteModule(r.file, a), absoluteModule(r.file, b)];
  if (a.startsWith('.') && b.startsWith('.')) return x.join('.') === y.join('.');
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.length >= 2 && long.slice(-short.length).join('.') === short.join('.');
}

/** A module name as its parts, a relative one (`..m`) resolved against the importing file. */
export function absoluteModule(file: string, name: string): string[] {
  const dots = /^\.*/.exec(name)![0].length;
  const rest = name.slice(dots).split('.').filter(Boolean);
  if (dots === 0) return rest;
  const packageParts = file.replace(/\\/g, '/').split('/').slice(0, -1);
  return [...packageParts.slice(0, packageParts.length - (dots - 1)), ...rest];
}

/**
 * A package's `__init__` importing from the package itself (`from . import sub`, `from xml import
 * parsers` in `xml/__init__.py`): what it imports is a submodule, importable without it.
 */
export function importsOwnSubmodule(r: Reporter, from: string): boolean {
  if (r.language !== 'py' || !/(^|\/)__init__\.pyi?$/.test(r.file)) return false;
  const own = absoluteModule(r.file, '.');
  const named = absoluteModule(r.file, from);
  return named.length > 0 && own.slice(-named.length).join('.') === named.join('.');
}
