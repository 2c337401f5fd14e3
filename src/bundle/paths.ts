import { posix } from 'node:path';

/**
 * Why `path` is not a safe repository-relative path, or null when it is one. A path in a bundle
 * must name a file inside the repository in exactly one spelling: relative, forward slashes,
 * already normalized, no `..`, no NUL or other control characters.
 */
export function repoPathProblem(path: string): string | null {
  if (path.length === 0) return 'empty path';
  if (path.length > 4096) return 'path longer than 4096 characters';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return 'control character (NUL, newline, ...) in path';
  if (path.includes('\\')) return 'backslash in path';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'absolute path';
  const segments = path.split('/');
  if (segments.includes('..')) return "'..' segment in path";
  if (segments.includes('.') || segments.includes('')) return 'path is not normalized';
  if (posix.normalize(path) !== path) return 'path is not normalized';
  return null;
}

/** Whether `path` is a bare file name (no directory part): how a bundle names its journal. */
export function fileNameProblem(name: string): string | null {
  return repoPathProblem(name) ?? (name.includes('/') ? 'not a bare file name' : null);
}
