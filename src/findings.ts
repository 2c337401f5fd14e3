/**
 * The one finding record (DESIGN.md): every gate produces these, and the PR comment, the
 * annotations, the JSON report and the CLI all render the same list.
 */
export type Severity = 'breaking' | 'warning' | 'info';

export type GateName = 'signature' | 'bundle' | 'scope' | 'sbom' | 'test';

export interface Finding {
  gate: GateName;
  /** A stable id, e.g. `export-removed`, `bad-signature`, `out-of-scope`. */
  kind: string;
  severity: Severity;
  /** Repository-relative path (head path; the base path when the file is gone). */
  file?: string;
  /** 1-based line in the head version (or in the base version when the thing is gone). */
  line?: number;
  /** 1-based line in the base version. */
  oldLine?: number;
  /** Full symbol name, e.g. `Class.method`. */
  symbol?: string;
  /** One line that says what changed, from what to what. */
  message: string;
  /** An intended change declared in a valid proof bundle or in .letitloop.yml: shown, not failed. */
  accepted?: { by: 'bundle' | 'config'; reason?: string };
}

const rank: Record<Severity, number> = { breaking: 0, warning: 1, info: 2 };

/** Orders findings most severe first, then by file and line, so every renderer lists them alike. */
export function compareFindings(a: Finding, b: Finding): number {
  return (
    rank[a.severity] - rank[b.severity] ||
    (a.file ?? '').localeCompare(b.file ?? '') ||
    (a.line ?? 0) - (b.line ?? 0) ||
    a.kind.localeCompare(b.kind)
  );
}
