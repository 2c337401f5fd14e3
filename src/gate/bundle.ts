import type { Finding } from '../findings';
import { notRun, plural, type GateResult, type ReplayedStep } from './types';

/** One proof bundle as the verifier (src/bundle) judged it: seal, replay and binding to the change set. */
export interface BundleCheck {
  file: string;
  /** Seal verified, journal replayed, subjects equal to the change set. */
  valid: boolean;
  keyId?: string;
  problems: { code: string; message: string; file?: string }[];
  steps: ReplayedStep[];
}

export interface BundleEvidence {
  /** Proof-bundle files the PR adds or changes (matched by `bundle-path`). */
  files: string[];
  required: boolean;
  keysAvailable: boolean;
  /** The verifier's results; absent when it could not run (`unavailable` says why). */
  checks?: BundleCheck[];
  unavailable?: string;
}

/** Problem codes that mean "no key to check this seal with", not "the seal is wrong". */
const KEY_MISSING = new Set(['unknown-key', 'key-missing', 'no-key']);

/**
 * The proof-bundle gate. A bundle without a key to check it is `could-not-verify`, never a pass;
 * a required bundle that is absent is a breaking finding.
 */
export function bundleGate(evidence: BundleEvidence): GateResult {
  const { files, required } = evidence;
  if (files.length === 0) {
    if (!required) return notRun('bundle', 'no proof bundle in this PR');
    return {
      gate: 'bundle',
      status: 'ran',
      summary: 'required, none found',
      findings: [
        {
          gate: 'bundle',
          kind: 'bundle-missing',
          severity: 'breaking',
          message: 'A proof bundle is required (`require-bundle`) but the PR adds none.',
        },
      ],
    };
  }
  if (!evidence.keysAvailable) {
    return {
      ...notRun(
        'bundle',
        `${plural(files.length, 'bundle')} present but no HMAC key (\`hmac-keys\`) to check the seal`,
      ),
      cannotVerify:
        'a proof bundle is present but no HMAC key is available (fork PRs get no secrets under `pull_request`)',
    };
  }
  if (!evidence.checks) {
    const reason = evidence.unavailable ?? 'the bundle verifier did not run';
    return {
      ...notRun('bundle', reason),
      cannotVerify: `a proof bundle is present but could not be verified: ${reason}`,
    };
  }
  const findings: Finding[] = [];
  let keyMissing: string | undefined;
  for (const check of evidence.checks) {
    for (const problem of check.problems) {
      if (KEY_MISSING.has(problem.code)) keyMissing ??= `${check.file}: ${problem.message}`;
      else
        findings.push({
          gate: 'bundle',
          kind: problem.code,
          severity: 'breaking',
          file: problem.file ?? check.file,
          message: problem.message,
        });
    }
  }
  const valid = evidence.checks.filter((c) => c.valid).length;
  return {
    gate: 'bundle',
    status: 'ran',
    summary: `${valid} of ${plural(evidence.checks.length, 'bundle')} valid${keyIds(evidence.checks)}`,
    findings,
    ...(keyMissing ? { cannotVerify: `no key for the bundle's seal (${keyMissing})` } : {}),
    timeline: evidence.checks.flatMap((c) => c.steps),
  };
}

function keyIds(checks: BundleCheck[]): string {
  const ids = [...new Set(checks.flatMap((c) => (c.keyId ? [c.keyId] : [])))];
  return ids.length ? `; key ${ids.join(', ')}` : '';
}
