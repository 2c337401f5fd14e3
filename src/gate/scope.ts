import picomatch from 'picomatch';
import type { ChangedFile } from '../diff/types';
import type { Finding } from '../findings';
import { notRun, plural, type GateResult } from './types';

export interface ScopeInput {
  files: ChangedFile[];
  /** Allowed path globs; `!glob` excludes. Empty = the fence is not configured. */
  scope: string[];
  /** Paths judged by another gate (the proof bundles themselves). */
  exempt?: (path: string) => boolean;
}

/**
 * Compiles scope globs with path-component semantics: `*` never crosses `/`, `**` spans whole
 * components, and a pattern that matches a folder covers everything below it (`src` allows
 * `src/a/b.ts` but not `src2/x`). `!glob` takes paths back out.
 */
export function scopeMatcher(scope: string[]): (path: string) => boolean {
  const compile = (glob: string) =>
    picomatch(glob.replace(/\/+$/, ''), { dot: true, noextglob: true });
  const allow = scope.filter((g) => !g.startsWith('!')).map(compile);
  const deny = scope.filter((g) => g.startsWith('!')).map((g) => compile(g.slice(1)));
  return (path) => {
    const prefixes = componentPrefixes(path);
    const hit = (m: (p: string) => boolean) => prefixes.some((p) => m(p));
    return allow.some(hit) && !deny.some(hit);
  };
}

/** `a/b/c` → `a`, `a/b`, `a/b/c`. */
function componentPrefixes(path: string): string[] {
  const parts = path.split('/');
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}

/** The scope fence: every path the PR touches must be allowed; deletions and both sides of a rename count. */
export function scopeGate({ files, scope, exempt = () => false }: ScopeInput): GateResult {
  if (scope.length === 0)
    return notRun('scope', 'no scope configured (input `scope` or `.letitloop.yml`)');
  const inScope = scopeMatcher(scope);
  const findings: Finding[] = [];
  let checked = 0;
  for (const file of files) {
    const sides = [
      {
        path: file.path,
        what:
          file.status === 'removed'
            ? 'deletes'
            : file.status === 'renamed'
              ? 'renames to'
              : file.status === 'added'
                ? 'adds'
                : 'modifies',
      },
      ...(file.previousPath ? [{ path: file.previousPath, what: 'renames away' }] : []),
    ];
    for (const side of sides) {
      if (exempt(side.path)) continue;
      checked++;
      if (inScope(side.path)) continue;
      findings.push({
        gate: 'scope',
        kind: 'out-of-scope',
        severity: 'breaking',
        file: side.path,
        message: `The PR ${side.what} \`${side.path}\`, outside the allowed scope.`,
      });
    }
  }
  return {
    gate: 'scope',
    status: 'ran',
    summary: `${plural(checked, 'path')} checked against ${plural(scope.length, 'glob')}`,
    findings,
  };
}
