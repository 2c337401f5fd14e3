import type { ChangedFile } from '../diff/types';
import type { Finding } from '../findings';
import type { AllowedSignatureChange, FileVersions, SignaturePolicy } from '../signature';
import { notRun, plural, type GateResult } from './types';

/** The signature library (src/signature) as the gate calls it: pure functions of file contents. */
export interface SignatureLibrary {
  isSignatureFile(path: string): boolean;
  diffFileSet(inputs: FileVersions[]): Promise<Finding[][]>;
  applySignaturePolicy(findings: Finding[], policy: SignaturePolicy): Finding[];
}

export interface SignatureInput {
  files: ChangedFile[];
  strictAst: boolean;
  /** Intended changes declared in `.letitloop.yml` (`allow-signature-changes`). */
  allowed: AllowedSignatureChange[];
  /** Intended changes declared by the PR's valid proof bundles (their `signatureChanges`). */
  declared?: AllowedSignatureChange[];
  /** Absent when the library is not available; `unavailable` says why. */
  library?: SignatureLibrary;
  unavailable?: string;
}

/** Which changed files the signature gate reads (both sides of a rename count). */
export function wantsSignature(
  library: Pick<SignatureLibrary, 'isSignatureFile'>,
  file: ChangedFile,
): boolean {
  return (
    library.isSignatureFile(file.path) ||
    (file.previousPath !== undefined && library.isSignatureFile(file.previousPath))
  );
}

/**
 * The signature gate: the API drift between base and head of each changed source file. A source
 * file whose contents could not be loaded is reported as not checked, never as unchanged.
 */
export async function signatureGate(input: SignatureInput): Promise<GateResult> {
  const { library } = input;
  if (!library) {
    return notRun('signature', input.unavailable ?? 'the signature library is not available');
  }
  const files = input.files.filter((f) => wantsSignature(library, f));
  if (files.length === 0) {
    return notRun('signature', 'no TypeScript, JavaScript, Python or package.json file changed');
  }
  const raw: Finding[] = [];
  const pairs: FileVersions[] = [];
  for (const file of files) {
    if (file.baseContent === undefined || file.headContent === undefined) {
      raw.push({
        gate: 'signature',
        kind: 'not-checked',
        severity: 'warning',
        file: file.path,
        message: `\`${file.path}\` was not checked: ${file.skipped ?? 'its contents were not loaded'}.`,
      });
      continue;
    }
    pairs.push({
      path: file.path,
      ...(file.previousPath ? { previousPath: file.previousPath } : {}),
      base: file.baseContent === null ? null : file.baseContent.toString('utf8'),
      head: file.headContent === null ? null : file.headContent.toString('utf8'),
    });
  }
  raw.push(...(await library.diffFileSet(pairs)).flat());
  // One rule for both sources: a bundle's declaration matches exactly as a config entry does.
  const findings = library.applySignaturePolicy(raw, {
    strictAst: input.strictAst,
    allowed: [
      ...(input.declared ?? []).map((d) => ({ ...d, by: 'bundle' as const })),
      ...input.allowed.map((a) => ({ ...a, by: 'config' as const })),
    ],
  });
  const mode = input.strictAst ? 'strict' : 'report-only (`strict-ast: false`)';
  return {
    gate: 'signature',
    status: 'ran',
    summary: `${plural(pairs.length, 'file')} checked; ${mode}`,
    findings,
  };
}
