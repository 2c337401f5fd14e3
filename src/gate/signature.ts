import type { ChangedFile } from '../diff/types';
import type { Finding } from '../findings';
import type {
  AllowedSignatureChange,
  DiffOptions,
  FileVersions,
  SignaturePolicy,
} from '../signature';
import { signatureKind } from '../signature/kinds';
import { scopeMatcher } from './scope';
import { notRun, plural, type GateResult } from './types';

/** The signature library (src/signature) as the gate calls it: pure functions of file contents. */
export interface SignatureLibrary {
  isSignatureFile(path: string): boolean;
  diffFileSet(inputs: FileVersions[], options?: DiffOptions): Promise<Finding[][]>;
  applySignaturePolicy(findings: Finding[], policy: SignaturePolicy): Finding[];
}

export interface SignatureInput {
  files: ChangedFile[];
  strictAst: boolean;
  /** Intended changes declared in `.letitloop.yml` (`allow-signature-changes`). */
  allowed: AllowedSignatureChange[];
  /** Intended changes declared by the PR's valid proof bundles (their `signatureChanges`). */
  declared?: AllowedSignatureChange[];
  /** `signature-ignore-paths`: globs (scope semantics) of files not judged. */
  ignorePaths?: string[];
  /** `signature-ignore-tests` (default true): test files are not judged (see isTestPath). */
  ignoreTests?: boolean;
  /**
   * Reads head versions of files the PR does not change: a class's base in such a file is then
   * in view (a subclass's override removed, its base declaring the same member).
   */
  readModules?: DiffOptions['readModules'];
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

/** Why a changed source file is left out of the signature gate. */
export type Exclusion = 'linguist-generated' | 'signature-ignore-paths' | 'test';

/**
 * Test code, whose exports no user imports: a file in a `__tests__`, `__mocks__`, `test` or
 * `tests` folder, a `*.test.*` or `*.spec.*` file, pytest's `test_*.py`, `*_test.py` and
 * `conftest.py`.
 */
export function isTestPath(path: string): boolean {
  const parts = path.replace(/\\/g, '/').split('/');
  const name = parts.pop() ?? '';
  return (
    parts.some((dir) => /^(__tests__|__mocks__|tests?)$/.test(dir)) ||
    /\.(test|spec)\.[cm]?[jt]sx?$/.test(name) ||
    /^(test_.*|.*_test|conftest)\.py$/.test(name)
  );
}

/**
 * The files the gate judges, and why the others are left out: generated code (the base's
 * `.gitattributes` say `linguist-generated`), `signature-ignore-paths` and, unless
 * `signature-ignore-tests` is off, test code. A bundled `dist/` would otherwise be noise or false
 * drift, a test helper's export removed a false breaking change. A rename is left out only when
 * both its paths are.
 */
export function signatureSelection(
  library: Pick<SignatureLibrary, 'isSignatureFile'>,
  ignorePaths: string[],
  ignoreTests = true,
) {
  const ignored = scopeMatcher(ignorePaths);
  const both = (file: ChangedFile, test: (path: string) => boolean) =>
    test(file.path) && (file.previousPath === undefined || test(file.previousPath));
  const excludedBy = (file: ChangedFile): Exclusion | undefined => {
    if (file.generated) return 'linguist-generated';
    if (both(file, ignored)) return 'signature-ignore-paths';
    if (ignoreTests && both(file, isTestPath)) return 'test';
    return undefined;
  };
  return {
    excludedBy,
    /** The files whose contents the gate needs. */
    wanted: (file: ChangedFile) => wantsSignature(library, file) && !excludedBy(file),
  };
}

const SOURCES = 'TypeScript, JavaScript, Python or package.json file';
/** Paths listed under the note; the count covers them all. */
const MAX_LISTED = 100;

/**
 * The signature gate: the API drift between base and head of each changed source file. Generated
 * and ignored files get one note that counts them. A source file whose contents were not loaded
 * gets `file-skipped`, as the library gives for binary or over-large versions, never silence.
 */
export async function signatureGate(input: SignatureInput): Promise<GateResult> {
  const { library } = input;
  if (!library) {
    return notRun('signature', input.unavailable ?? 'the signature library is not available');
  }
  const selection = signatureSelection(library, input.ignorePaths ?? [], input.ignoreTests);
  const sources = input.files.filter((f) => wantsSignature(library, f));
  if (sources.length === 0) return notRun('signature', `no ${SOURCES} changed`);
  const excluded: Array<{ path: string; why: Exclusion }> = [];
  const files: ChangedFile[] = [];
  for (const f of sources) {
    const why = selection.excludedBy(f);
    if (why) excluded.push({ path: f.path, why });
    else files.push(f);
  }
  const note = excluded.length > 0 ? exclusionNote(excluded) : undefined;
  if (note && files.length === 0) {
    const reason = `${note.message}; no other ${SOURCES} changed`;
    return { ...notRun('signature', reason), details: [note.details] };
  }
  const skipped: Finding[] = [];
  const pairs: FileVersions[] = [];
  for (const file of files) {
    if (file.baseContent === undefined || file.headContent === undefined) {
      skipped.push(skippedFinding(file));
      continue;
    }
    pairs.push({
      path: file.path,
      ...(file.previousPath ? { previousPath: file.previousPath } : {}),
      base: file.baseContent === null ? null : file.baseContent.toString('utf8'),
      head: file.headContent === null ? null : file.headContent.toString('utf8'),
    });
  }
  // Drift first, then what was not analysed, as the comment lists a gate's findings in order.
  const raw = [
    ...(await library.diffFileSet(pairs, { readModules: input.readModules })).flat(),
    ...skipped,
    ...(note ? [note.finding] : []),
  ];
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
    summary: [`${plural(pairs.length, 'file')} checked`, note?.message, mode]
      .filter(Boolean)
      .join('; '),
    findings,
    ...(note ? { details: [note.details] } : {}),
  };
}

/**
 * The catalogue's `file-skipped` for a file the loader left unloaded (binary content, over the size
 * cap, a submodule), as the library reports such versions. Without a reason nothing looked at
 * the file: a warning, so it never passes as checked.
 */
function skippedFinding(file: ChangedFile): Finding {
  const kind = signatureKind('file-skipped');
  return {
    gate: 'signature',
    kind: kind.id,
    severity: file.skipped ? kind.severity : 'warning',
    file: file.path,
    message: file.skipped
      ? `\`${file.path}\` not analysed (${file.skipped}).`
      : `\`${file.path}\` was not checked: its contents were not loaded.`,
  };
}

/** How the note counts the files left out for each reason, beside others. */
const COUNTED: Record<Exclusion, (n: number) => string> = {
  'linguist-generated': (n) => `${n} generated (linguist-generated)`,
  'signature-ignore-paths': (n) => `${n} in \`signature-ignore-paths\``,
  test: (n) => `${plural(n, 'test')} (\`signature-ignore-tests\`)`,
};

/** How the note says the files left out for one reason alone. */
const ALONE: Record<Exclusion, (n: number) => string> = {
  'linguist-generated': (n) => `${plural(n, 'generated file')} not checked (linguist-generated)`,
  'signature-ignore-paths': (n) => `${plural(n, 'file')} not checked (\`signature-ignore-paths\`)`,
  test: (n) => `${plural(n, 'test file')} not checked (\`signature-ignore-tests\`)`,
};

/** One note for every file left out: the count by reason, the paths collapsed. */
function exclusionNote(excluded: Array<{ path: string; why: Exclusion }>) {
  const reasons = (Object.keys(COUNTED) as Exclusion[]).flatMap((why) => {
    const n = excluded.filter((e) => e.why === why).length;
    return n > 0 ? [{ why, n }] : [];
  });
  const message =
    reasons.length === 1
      ? ALONE[reasons[0]!.why](reasons[0]!.n)
      : `${plural(excluded.length, 'file')} not checked: ${reasons.map((r) => COUNTED[r.why](r.n)).join(', ')}`;
  const listed = excluded.slice(0, MAX_LISTED).map((e) => `${e.path}  (${e.why})`);
  if (excluded.length > MAX_LISTED) listed.push(`… and ${excluded.length - MAX_LISTED} more`);
  const finding: Finding = {
    gate: 'signature',
    kind: 'file-skipped',
    severity: signatureKind('file-skipped').severity,
    message: `${message}.`,
  };
  return {
    message,
    finding,
    details: { title: 'Files not checked for API drift', text: listed.join('\n'), code: true },
  };
}
