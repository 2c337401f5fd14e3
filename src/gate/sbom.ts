import type { Finding } from '../findings';
import type { SbomResult } from '../sbom';
import { notRun, plural, type GateResult } from './types';

/** What the SBOM library produced (src/sbom `generateSbom`), as far as the gate reads it. */
export type SbomOutcome = Pick<
  SbomResult,
  'sha256' | 'componentCounts' | 'lockfiles' | 'notes' | 'errors'
>;

export type SbomEvidence =
  | { state: 'disabled' }
  | { state: 'skipped'; reason: string }
  | { state: 'generated'; outcome: SbomOutcome; format: string; path?: string };

/** The SBOM gate: a lockfile the library could not read is a warning; notes are information. */
export function sbomGate(evidence: SbomEvidence): GateResult {
  if (evidence.state === 'disabled') return notRun('sbom', 'disabled (`sbom: false`)');
  if (evidence.state === 'skipped') return notRun('sbom', evidence.reason);
  const { outcome, format } = evidence;
  const findings: Finding[] = [
    ...outcome.errors.map((e): Finding => ({
      gate: 'sbom',
      kind: 'sbom-error',
      severity: 'warning',
      file: e.file,
      ...(e.line !== undefined ? { line: e.line } : {}),
      message: `${e.file}: ${e.message}`,
    })),
    ...outcome.notes.map((note): Finding => ({
      gate: 'sbom',
      kind: 'sbom-note',
      severity: 'info',
      message: note,
    })),
  ];
  const total = Object.values(outcome.componentCounts).reduce((a, b) => a + b, 0);
  const byKind = Object.entries(outcome.componentCounts)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  return {
    gate: 'sbom',
    status: 'ran',
    summary: `${format}: ${plural(total, 'component')}${byKind ? ` (${byKind})` : ''} from ${plural(outcome.lockfiles.length, 'lockfile')}; sha256 ${outcome.sha256.slice(0, 12)}`,
    findings,
  };
}
