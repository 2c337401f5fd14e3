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

/** Why a file version is not analysed (binary, too large), or undefined. */
export function skipReason(text: string): string | undefined {
  if (text.slice(0, 8000).includes('\u0000')) return 'binary content';
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_SIGNATURE_FILE_BYTES)
    return `${(bytes / 1048576).toFixed(1)} MB is over the 1 MB limit`;
  return undefined;
}
