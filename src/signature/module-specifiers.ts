import { posix } from 'node:path';

/**
 * A relative TS/JS module specifier as the module it names, however it is spelled: `./api`,
 * `./api.js` and `./api.ts` are one module, and so are `./core` and `./core/index(.js)`. A package
 * specifier is itself.
 */
export function moduleOf(specifier: string): string {
  if (!/^\.{1,2}\//.test(specifier)) return specifier;
  return specifier.replace(/(?:\.d)?\.[cm]?[jt]sx?$/, '').replace(/\/index$/, '');
}

/**
 * An import source (`'./m'`, `'./m.js'.X`: see TsContext.importSources) with its module named as
 * one spelling (`'./NonEmptyArray'`, `'./NonEmptyArray.js'`: one module).
 */
export function moduleName(source: string): string {
  return source.replace(/^'([^']*)'/, (_, specifier: string) => `'${moduleOf(specifier)}'`);
}

/** What an import specifier may name, by the extension it is written with. */
const WRITTEN_AS: Record<string, string[]> = {
  '.js': ['.ts', '.tsx', '.d.ts', '.js'],
  '.jsx': ['.tsx', '.jsx'],
  '.mjs': ['.mts', '.d.mts', '.mjs'],
  '.cjs': ['.cts', '.d.cts', '.cjs'],
  // A declaration file imports `./x.ts` as its source did (`rewriteRelativeImportExtensions`).
  '.ts': ['.ts', '.d.ts'],
  '.tsx': ['.tsx', '.d.ts'],
  '.mts': ['.mts', '.d.mts'],
  '.cts': ['.cts', '.d.cts'],
};
/** The extensions tried for a specifier written without one, then for its folder's `index`. */
const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mts', '.cts', '.mjs', '.cjs'];

/** The paths a relative specifier may name from `importer`, in the order TypeScript tries them. */
export function specifierCandidates(importer: string, specifier: string): string[] {
  const target = posix.join(posix.dirname(importer), specifier);
  const written = /\.[cm]?[jt]sx?$/.exec(target)?.[0];
  const stem = written ? target.slice(0, -written.length) : target;
  return written
    ? (WRITTEN_AS[written] ?? []).map((e) => stem + e)
    : [...EXTENSIONS.map((e) => target + e), ...EXTENSIONS.map((e) => `${target}/index${e}`)];
}
