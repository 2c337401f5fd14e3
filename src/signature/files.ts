/** Which files the signature gate reads, and which versions it skips. */

/** Files larger than this are skipped with a note (parsing them would dominate a run). */
export const MAX_SIGNATURE_FILE_BYTES = 1024 * 1024;

export type FileFlavour = 'ts' | 'js' | 'py' | 'package-json';

const TS = /\.(d\.)?([cm]?ts|tsx)$/;
const JS = /\.([cm]?js|jsx)$/;
const PY = /\.pyi?$/;

/** What kind of file a path is, for the gate; undefined when it is not analysed. */
export function fileFlavour(path: string): FileFlavour | undefined {
  const name = path.replace(/\\/g, '/').split('/').pop() ?? '';
  if (name === 'package.json') return 'package-json';
  if (TS.test(name)) return 'ts';
  if (JS.test(name)) return 'js';
  if (PY.test(name)) return 'py';
  return undefined;
}

/** True for the files whose API the gate analyses: TS/JS sources, Python modules, package.json. */
export function isSignatureFile(path: string): boolean {
  return fileFlavour(path) !== undefined;
}

/** Why a file version is not analysed (binary, too large, minified JS), or undefined. */
export function skipReason(text: string, flavour?: FileFlavour): string | undefined {
  if (text.slice(0, 8000).includes('\u0000')) return 'binary content';
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_SIGNATURE_FILE_BYTES)
    return `${(bytes / 1048576).toFixed(1)} MB is over the 1 MB limit`;
  // Only JavaScript is minified: a declaration file's long lines are generated types.
  const packed = flavour === 'js' ? minifiedShare(text) : 0;
  if (packed > MINIFIED_SHARE)
    return `minified: ${Math.round(packed * 100)}% of it is on lines over ${MINIFIED_LINE} characters`;
  return undefined;
}

/** A line this long is a minifier's, not a person's. */
const MINIFIED_LINE = 1000;
/** The share of a file on such lines that makes it minified code. */
const MINIFIED_SHARE = 0.5;

/**
 * The share of `text` on lines over MINIFIED_LINE characters, an inline source map aside: a
 * minifier renames parameters and locals at will (`(e, t, n)` → `(e, t, r)`), so comparing its
 * output reports drift that is not there.
 */
function minifiedShare(text: string): number {
  if (text.length < MINIFIED_LINE) return 0;
  let long = 0;
  for (let at = 0; at < text.length;) {
    const end = text.indexOf('\n', at);
    const stop = end === -1 ? text.length : end;
    if (stop - at > MINIFIED_LINE && !text.startsWith('//# source', at)) long += stop - at;
    at = stop + 1;
  }
  return long / text.length;
}
