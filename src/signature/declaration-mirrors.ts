/**
 * Where a package keeps the declaration files of its JavaScript in another folder (`dist/x.js`
 * typed by `dist/types/x.d.ts`), as its package.json says: an entry point and its `types` beside
 * it (`main` and `types`; an `exports` condition object's `import`/`require`/`default` and its
 * `types`) with one file name pair a JS folder with a declaration folder, which the package's
 * other modules mirror; with two names, that JS file is typed by that declaration file.
 */
import { posix } from 'node:path';
import { packageObject } from './package-json';

/**
 * A JS folder and the declaration folder that mirrors it, both from the repository root; or (`file`)
 * a JS file and the declaration file that types it (a bundle: `fesm2022/common.mjs` typed by
 * `index.d.ts`).
 */
export interface Mirror {
  js: string;
  types: string;
  file?: true;
}

const JS = /\.([cm]?)jsx?$/;
const DECLARATION = /\.d\.([cm]?)ts$/;

/**
 * The declaration folders package.json texts (by path) declare for their JS folders, longest JS
 * folder first; a text that does not parse declares none.
 */
export function declarationMirrors(packageJsons: Map<string, string>): Mirror[] {
  const mirrors = new Map<string, Mirror>();
  for (const [path, text] of packageJsons) {
    const p = packageObject(text);
    if (!p) continue;
    const root = posix.dirname(path);
    const types = p.types ?? p.typings;
    const pairs: [unknown, unknown][] = [p.main, p.module].map((js) => [js, types]);
    conditionPairs(p.exports, undefined, pairs);
    for (const [js, dts] of pairs) {
      const mirror = mirrorOf(root, js, dts);
      if (mirror) mirrors.set(`${mirror.file ? 'file' : 'folder'} ${mirror.js}`, mirror);
    }
  }
  return [...mirrors.values()].sort((a, b) => b.js.length - a.js.length);
}

/** The declaration files that type a JS file beside it: `x.mjs` → `x.d.mts`, then `x.d.ts`. */
export function declarationsBeside(path: string): string[] {
  const js = JS.exec(path);
  if (!js) return [];
  const stem = path.slice(0, js.index);
  return [...new Set([`${stem}.d.${js[1]}ts`, `${stem}.d.ts`])];
}

/** The declaration file a mirror gives a JS path (`.mjs` → `.d.mts`), or undefined. */
export function mirroredDeclaration(mirrors: Mirror[], path: string): string | undefined {
  const js = JS.exec(path);
  if (!js) return undefined;
  const typed = mirrors.find((m) => m.file && m.js === path);
  if (typed) return typed.types;
  const mirror = mirrors.find((m) => !m.file && (path.startsWith(`${m.js}/`) || m.js === '.'));
  if (!mirror) return undefined;
  const rel = mirror.js === '.' ? path : path.slice(mirror.js.length + 1);
  return posix.join(mirror.types, rel.replace(JS, `.d.${js[1]}ts`));
}

/** Pairs of each condition object's JS targets with its `types` (or an enclosing one's). */
function conditionPairs(value: unknown, types: unknown, out: [unknown, unknown][]): void {
  if (!value || typeof value !== 'object') return;
  const entries = Array.isArray(value)
    ? value.map((v) => ['', v] as const)
    : Object.entries(value as Record<string, unknown>);
  const own = Array.isArray(value) ? undefined : (value as Record<string, unknown>).types;
  const typing = typeof own === 'string' ? own : types;
  for (const [key, target] of entries) {
    if (key === 'types') continue;
    if (typeof target === 'string') out.push([target, typing]);
    else conditionPairs(target, typing, out);
  }
}

/** `dist/x.js` and `dist/types/x.d.ts`: `dist` mirrored by `dist/types`; two names: one file. */
function mirrorOf(root: string, js: unknown, dts: unknown): Mirror | undefined {
  if (typeof js !== 'string' || typeof dts !== 'string' || js.includes('*')) return undefined;
  const [jsPath, dtsPath] = [js, dts].map((p) => posix.join(root, p));
  if (!JS.test(jsPath!) || !DECLARATION.test(dtsPath!)) return undefined;
  const stem = (p: string, ext: RegExp) => posix.basename(p).replace(ext, '');
  if (stem(jsPath!, JS) !== stem(dtsPath!, DECLARATION))
    return { js: jsPath!, types: dtsPath!, file: true };
  const [jsDir, typesDir] = [posix.dirname(jsPath!), posix.dirname(dtsPath!)];
  return jsDir === typesDir ? undefined : { js: jsDir, types: typesDir };
}
