import type { Finding } from '../findings';
import { notRun, plural, type GateResult, type ReplayedStep } from './types';

/** One proof bundle as the verifier (src/bundle) judged it, and its binding to the change set. */
export interface BundleCheck {
  file: string;
  /** The verifier's status (src/bundle/verification.ts). */
  status: 'valid' | 'invalid' | 'cannot-verify' | 'unsealed';
  keyIds: string[];
  /** Why it is not valid, in the order the checks ran. */
  reasons: { code: string; message: string }[];
  /** Binding findings (unattested files, digest mismatches, ...) of a valid bundle. */
  binding: Finding[];
  steps: ReplayedStep[];
}

export interface BundleEvidence {
  /** Proof-bundle envelopes the PR adds or changes (matched by `bundle-path`, journals excluded). */
  files: string[];
  required: boolean;
  keysAvailable: boolean;
  /** The verifier's results; absent when it could not run (`unavailable` says why). */
  checks?: BundleCheck[];
  unavailable?: string;
}

/**
 * Reasons that mean "no key was given": the bundle cannot be judged, not judged bad. A seal by a
 * key id we do not hold while keys are configured (`unknown-key`) is rejected, as `lil replay` does:
 * it is what a forged bundle looks like, and a rotation is fixed by adding the new key.
 */
const KEY_MISSING = new Set(['no-key']);

/**
 * The proof-bundle gate. A bundle without a key to check it is `could-not-verify`, never a pass;
 * a required bundle that is absent is a breaking finding; an invalid seal, replay or binding is
 * breaking; a bare unsealed journal is replayed but not trusted (warning).
 */
export function bundleGate(evidence: BundleEvidence): GateResult {
  const { files, required } = evidence;
  if (files.length === 0) {
    if (!required) return notRun('bundle', 'no proof bundle in this PR');
    const message = 'A proof bundle is required (`require-bundle`) but the PR adds none.';
    return {
      gate: 'bundle',
      status: 'ran',
      summary: 'required, none found',
      findings: [{ gate: 'bundle', kind: 'bundle-missing', severity: 'breaking', message }],
    };
  }
  if (!evidence.keysAvailable) {
    return {
      ...notRun(
        'bundle',
        `${plural(files.length, 'bundle')} present but no HMAC key (\`hmac-keys\`)`,
      ),
      cannotVerify:
        'a proof bundle is present but no HMAC key is available to check its seal (fork PRs get no secrets under `pull_request`)',
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
  const blocked: string[] = [];
  for (const check of evidence.checks) {
    if (check.status === 'cannot-verify' || check.reasons.some((r) => KEY_MISSING.has(r.code))) {
      blocked.push(`${check.file}: ${check.reasons.map((r) => r.message).join('; ')}`);
      continue;
    }
    if (check.status === 'unsealed') {
      findings.push({
        gate: 'bundle',
        kind: 'unsealed',
        severity: 'warning',
        file: check.file,
        message: `${check.file} is a journal without a seal: replayed, not trusted.`,
      });
    }
    for (const reason of check.reasons) {
      findings.push({
        gate: 'bundle',
        kind: reason.code,
        severity: 'breaking',
        file: check.file,
        message: reason.message,
      });
    }
    findings.push(...check.binding);
  }
  const valid = evidence.checks.filter((c) => c.status === 'valid').length;
  const keys = [...new Set(evidence.checks.flatMap((c) => c.keyIds))];
  return {
    gate: 'bundle',
    status: 'ran',
    summary: `${valid} of ${plural(evidence.checks.length, 'bundle')} valid${keys.length ? `; key ${keys.join(', ')}` : ''}`,
    findings,
    ...(blocked.length
      ? { cannotVerify: `a proof bundle could not be verified (${blocked.join('; ')})` }
      : {}),
    timeline: evidence.checks.flatMap((c) => c.steps),
  };
}
