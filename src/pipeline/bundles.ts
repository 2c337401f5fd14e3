import { posix } from 'node:path';
import picomatch from 'picomatch';
import type { HmacKey } from '../bundle/keys';
import type { Statement } from '../bundle/statement';
import type { BundleVerification } from '../bundle/verification';
import type { ContentReader } from '../diff/content';
import type { ChangeSet, ChangedFile } from '../diff/types';
import type { BundleCheck, BundleEvidence } from '../gate/bundle';
import type { ReplayedStep } from '../gate/types';
import type { BundleLibrary, Loaded } from './libraries';

/** Proof-bundle files the PR adds or changes: what `bundle-path` matches, deletions aside. */
export function bundleFiles(changeSet: ChangeSet, bundlePath: string): ChangedFile[] {
  const match = picomatch(bundlePath, { dot: true });
  return changeSet.files.filter((f) => f.status !== 'removed' && match(f.path));
}

export interface BundleInputs {
  changeSet: ChangeSet;
  bundlePath: string;
  required: boolean;
  keys: HmacKey[];
  loaded: Loaded<BundleLibrary>;
  /** Reads files at the head commit (a journal the PR did not change). */
  reader: ContentReader;
  /** Whether `commit` is `base` or an ancestor of it (git or the API). */
  isAncestor(commit: string, base: string): Promise<boolean>;
  now: Date;
}

export interface CollectedBundles {
  evidence: BundleEvidence;
  /** Statements of valid bundles: their declared signature changes are accepted. */
  statements: Statement[];
}

/**
 * Verifies every proof bundle in the PR (seal, journal replay, claims) and binds each valid one to
 * the change set. I/O (journal reads, ancestry) happens here; the gate judges the results.
 */
export async function collectBundles(input: BundleInputs): Promise<CollectedBundles> {
  const candidates = bundleFiles(input.changeSet, input.bundlePath);
  const base: BundleEvidence = {
    files: candidates.map((f) => f.path),
    required: input.required,
    keysAvailable: input.keys.length > 0,
  };
  if (candidates.length === 0 || !base.keysAvailable) return { evidence: base, statements: [] };
  if ('unavailable' in input.loaded)
    return { evidence: { ...base, unavailable: input.loaded.unavailable }, statements: [] };
  const lib = input.loaded.library;
  const verified = await Promise.all(
    candidates.map(async (file) => ({ file, result: await verifyOne(lib, file, input) })),
  );
  // A journal beside an envelope matches bundle-path too: it is judged through its envelope.
  const journals = new Set(
    verified.flatMap(({ file, result }) =>
      result.statement ? [lib.bundleJournalPath(file.path, result.statement)] : [],
    ),
  );
  const envelopes = verified.filter(({ file }) => !journals.has(file.path));
  const bundlePaths = candidates.map((f) => f.path);
  const statements: Statement[] = [];
  const checks: BundleCheck[] = [];
  for (const { file, result } of envelopes) {
    let binding: BundleCheck['binding'] = [];
    if (result.status === 'valid' && result.statement) {
      const statement = result.statement;
      const sealedOn = statement.predicate.base.commit;
      const ancestor =
        sealedOn === input.changeSet.base ||
        (await input.isAncestor(sealedOn, input.changeSet.base));
      binding = lib.bindToChangeSet(statement, input.changeSet, {
        bundlePaths,
        isAncestor: () => ancestor,
      });
      if (!binding.some((f) => f.severity === 'breaking')) statements.push(statement);
    }
    checks.push(toCheck(file.path, result, binding));
  }
  return { evidence: { ...base, files: envelopes.map((e) => e.file.path), checks }, statements };
}

async function verifyOne(
  lib: BundleLibrary,
  file: ChangedFile,
  input: BundleInputs,
): Promise<BundleVerification> {
  if (!file.headContent) {
    const why = file.skipped ?? 'its contents were not loaded';
    return {
      status: 'cannot-verify',
      reasons: [{ code: 'unreadable', message: `${file.path}: ${why}` }],
    };
  }
  const folder = posix.dirname(file.path);
  const journal = async (name: string, maxBytes: number): Promise<Uint8Array> => {
    const path = posix.join(folder, name);
    const changed = input.changeSet.files.find((f) => f.path === path && f.headContent);
    if (changed?.headContent) return changed.headContent;
    const [got] = await input.reader.read([{ commit: input.changeSet.head, path }], {
      maxBytes,
      concurrency: 1,
    });
    if (got?.kind === 'loaded') return got.content;
    throw new Error(
      got?.kind === 'too-large'
        ? `journal ${path} is over ${maxBytes} bytes`
        : `journal ${path} is not in the head commit`,
    );
  };
  return lib.verifyBundle({
    envelopeBytes: file.headContent,
    journal,
    keys: input.keys,
    now: input.now,
  });
}

function toCheck(
  file: string,
  result: BundleVerification,
  binding: BundleCheck['binding'],
): BundleCheck {
  const run = result.replay?.run;
  const steps: ReplayedStep[] = [
    ...(run?.steps ?? []).map((s) => ({
      name: s.name,
      kind: 'step' as const,
      status: s.status,
      ...(s.endedAt ? { at: s.endedAt } : {}),
      ...(s.durationMs !== undefined ? { durationMs: s.durationMs } : {}),
    })),
    ...(run?.markers ?? []).map((m) => ({
      name: m.name,
      kind: 'marker' as const,
      status: m.status,
    })),
  ];
  return {
    file,
    status: result.status,
    keyIds: result.keyids ?? [],
    reasons: result.reasons,
    binding,
    steps,
  };
}
