import type { Finding } from '../findings';
import { KIND_ALIASES } from './kinds';

/** An intended signature change, declared in a proof bundle or in `.letitloop.yml`. */
export interface AllowedSignatureChange {
  /** `Class.method`, a module path for `module-removed`, `Class.*` for every member, `*` for anything. */
  symbol: string;
  /** A kind id (or the alias `unparseable`); any kind when absent. */
  kind?: string;
  /** Repository-relative file; any file when absent. */
  file?: string;
  reason?: string;
  /** Where the entry was declared, shown on the findings it accepts; defaults to `allowedBy`. */
  by?: 'bundle' | 'config';
}

export interface SignaturePolicy {
  strictAst: boolean;
  /** Intended changes; the first entry that matches a finding accepts it. */
  allowed: AllowedSignatureChange[];
  /** Where entries without `by` came from. Defaults to `config`. */
  allowedBy?: 'bundle' | 'config';
}

/**
 * The verdict rule for signature findings:
 * - a finding matched by an allowed entry gets `accepted` and never fails the gate;
 * - with `strictAst` on, severities stay as reported: the gate fails on any `breaking` finding
 *   that is not accepted, and `warning` findings become annotations;
 * - with `strictAst` off, `breaking` findings are demoted to `warning` (shown and annotated, never
 *   failing); `warning` and `info` stay.
 * So the gate fails exactly when the returned list holds a `breaking` finding without `accepted`.
 * Findings of other gates pass through untouched.
 */
export function applySignaturePolicy(findings: Finding[], policy: SignaturePolicy): Finding[] {
  const by = policy.allowedBy ?? 'config';
  return findings.map((f) => {
    if (f.gate !== 'signature') return f;
    const out: Finding = { ...f };
    const entry = policy.allowed.find((a) => matches(a, f));
    if (entry)
      out.accepted = { by: entry.by ?? by, ...(entry.reason ? { reason: entry.reason } : {}) };
    if (!policy.strictAst && out.severity === 'breaking') out.severity = 'warning';
    return out;
  });
}

function matches(a: AllowedSignatureChange, f: Finding): boolean {
  if (a.kind !== undefined && (KIND_ALIASES[a.kind] ?? a.kind) !== f.kind) return false;
  if (a.file !== undefined && normalizePath(a.file) !== normalizePath(f.file ?? '')) return false;
  if (a.symbol === '*') return true;
  if (f.symbol === undefined) return false;
  if (a.symbol.endsWith('.*')) return f.symbol.startsWith(a.symbol.slice(0, -1));
  return a.symbol === f.symbol;
}

function normalizePath(p: string): string {
  return p.replace(/\\/g, '/').replace(/^\.\//, '');
}
