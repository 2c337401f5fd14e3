import { posix } from 'node:path';
import type { ChangedFile, ChangeSet } from '../diff/types';
import type { Finding } from '../findings';
import { gitBlobId, sha256Hex } from './digest';
import { checkFreshness } from './freshness';
import { BundleError } from './reasons';
import type { SignatureChange, Statement, Subject } from './statement';

export interface BindOptions {
  /** Repository-relative paths of the bundle and its journal: not part of the attested file set. */
  bundlePaths: string[];
  /** Whether `commit` is `prBase` or one of its ancestors (git I/O done by the caller). */
  isAncestor(commit: string, prBase: string): boolean;
  /** When given, freshness is checked again at this time (verifyBundle already did once). */
  now?: Date;
  clockSkewSeconds?: number;
}

/** Where the journal of a bundle at `bundlePath` sits in the repository. */
export function bundleJournalPath(bundlePath: string, statement: Statement): string {
  return posix.join(posix.dirname(bundlePath), statement.predicate.journal.path);
}

/**
 * Binds a verified statement to a pull request's change set. Pure: every I/O answer comes in
 * through `changeSet` and `options`. Each unattested, extra or mismatched file is its own
 * finding naming the file; a run that did not complete, or a gate it recorded as failed, is a
 * finding too. An empty list means the bundle covers exactly this change set.
 */
export function bindToChangeSet(
  statement: Statement,
  changeSet: ChangeSet,
  options: BindOptions,
): Finding[] {
  const findings: Finding[] = [];
  const fail = (kind: string, message: string, file?: string) =>
    findings.push({ gate: 'bundle', kind, severity: 'breaking', message, ...(file && { file }) });
  const { predicate } = statement;

  if (changeSet.incomplete) {
    fail('change-set-incomplete', `the change set is incomplete (${changeSet.incomplete})`);
  }
  bindRepository(statement, changeSet, fail, findings);
  const base = predicate.base.commit;
  if (base !== changeSet.base && !options.isAncestor(base, changeSet.base)) {
    fail(
      'base-mismatch',
      `bundle was sealed on base ${base.slice(0, 12)}, which is not the PR base ${changeSet.base.slice(0, 12)} or one of its ancestors`,
    );
  }
  if (options.now) {
    try {
      checkFreshness(predicate, options.now, options.clockSkewSeconds);
    } catch (error) {
      if (!(error instanceof BundleError)) throw error;
      fail(error.code, error.message);
    }
  }
  if (predicate.run.status !== 'completed') {
    fail('run-not-completed', `the sealed run ended ${predicate.run.status}, not completed`);
  }
  for (const gate of predicate.gates.filter((g) => !g.passed)) {
    const detail = gate.detail ? ` (${gate.detail})` : '';
    fail('gate-failed', `the run recorded its gate '${gate.name}' as failed${detail}`);
  }
  bindFiles(statement, changeSet, new Set(options.bundlePaths), fail);
  return findings;
}

type Fail = (kind: string, message: string, file?: string) => void;

function bindRepository(
  statement: Statement,
  changeSet: ChangeSet,
  fail: Fail,
  findings: Finding[],
): void {
  const claimed = statement.predicate.repository;
  const actual = changeSet.repository;
  if (!actual) {
    findings.push({
      gate: 'bundle',
      kind: 'repository-unchecked',
      severity: 'warning',
      message: `the change set names no repository; the bundle's ${claimed.name} was not checked`,
    });
    return;
  }
  const actualName = `${actual.owner}/${actual.name}`;
  const idsDiffer = claimed.id !== undefined && actual.id !== undefined && claimed.id !== actual.id;
  if (claimed.name.toLowerCase() !== actualName.toLowerCase() || idsDiffer) {
    const id = (n?: number) => (n === undefined ? '' : ` (id ${n})`);
    fail(
      'repository-mismatch',
      `bundle was sealed for ${claimed.name}${id(claimed.id)}, not ${actualName}${id(actual.id)}`,
    );
  }
}

function bindFiles(statement: Statement, changeSet: ChangeSet, excluded: Set<string>, fail: Fail) {
  const subjects = new Map(statement.subject.map((s) => [s.name, s.digest]));
  const deleted = new Set(statement.predicate.deleted);
  const present = new Set<string>();
  const removed = new Set<string>();

  for (const file of changeSet.files) {
    if (file.status === 'renamed' && file.previousPath && !excluded.has(file.previousPath)) {
      removed.add(file.previousPath);
    }
    if (excluded.has(file.path)) continue;
    if (file.status === 'removed') {
      removed.add(file.path);
      continue;
    }
    present.add(file.path);
    const digest = subjects.get(file.path);
    if (digest === undefined) {
      fail(
        'unattested-file',
        `${file.path} is changed by the PR but not attested by the bundle`,
        file.path,
      );
    } else {
      const verdict = compareContent(file, digest);
      if (verdict === 'unavailable') {
        const why = file.skipped ? ` (${file.skipped})` : '';
        fail(
          'content-unavailable',
          `${file.path}: neither head content${why} nor blob id known, digest not checked`,
          file.path,
        );
      } else if (verdict === 'mismatch') {
        fail('digest-mismatch', `${file.path} differs from the content the run sealed`, file.path);
      }
    }
  }
  for (const path of removed) {
    if (!deleted.has(path)) {
      fail(
        'unattested-deletion',
        `${path} is deleted by the PR but the bundle does not say so`,
        path,
      );
    }
  }
  for (const name of subjects.keys()) {
    // another bundle's files, sealed as ordinary changes by a later run in the same PR
    if (!present.has(name) && !excluded.has(name)) {
      fail('extra-subject', `the bundle attests ${name}, which the PR does not change`, name);
    }
  }
  for (const path of deleted) {
    if (!removed.has(path)) {
      fail(
        'extra-deletion',
        `the bundle says ${path} was deleted, but the PR does not delete it`,
        path,
      );
    }
  }
}

/** Checks head content by SHA-256 when loaded, otherwise by git blob id when the source gave one. */
function compareContent(
  file: ChangedFile,
  digest: Subject['digest'],
): 'match' | 'mismatch' | 'unavailable' {
  if (file.headBlob !== undefined && file.headBlob !== digest.gitBlob) return 'mismatch';
  if (file.headContent) {
    const format = digest.gitBlob.length === 64 ? 'sha256' : 'sha1';
    const same =
      sha256Hex(file.headContent) === digest.sha256 &&
      gitBlobId(file.headContent, format) === digest.gitBlob;
    return same ? 'match' : 'mismatch';
  }
  return file.headBlob !== undefined ? 'match' : 'unavailable';
}

/** The signature changes the bundle declares as intended (the signature gate accepts these). */
export function declaredSignatureChanges(statement: Statement): SignatureChange[] {
  return statement.predicate.signatureChanges ?? [];
}
