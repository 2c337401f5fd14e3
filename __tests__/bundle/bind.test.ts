import { bindToChangeSet, bundleJournalPath } from '../../src/bundle/bind';
import {
  PREDICATE_TYPE,
  PREDICATE_VERSION,
  STATEMENT_TYPE,
  type Statement,
} from '../../src/bundle/statement';
import { workingTreeChanges } from '../../src/bundle/worktree';
import type { ChangeSet } from '../../src/diff/types';
import type { Finding } from '../../src/findings';
import { ancestryIn, gitFixture, prChangeSet } from './git-fixture';

const BUNDLE = '.letitloop/proof/run.bundle.json';
const JOURNAL = '.letitloop/proof/run.journal';
const repository = { owner: 'acme', name: 'widgets', id: 42 };

function statementFor(
  changes: Awaited<ReturnType<typeof workingTreeChanges>>,
  base: string,
): Statement {
  return {
    _type: STATEMENT_TYPE,
    subject: changes.subjects,
    predicateType: PREDICATE_TYPE,
    predicate: {
      version: PREDICATE_VERSION,
      tool: { name: 'letitloop-action', version: '2.0.0' },
      repository: { name: 'acme/widgets', id: 42 },
      base: { commit: base },
      deleted: changes.deleted,
      run: {
        goal: 'g',
        runId: 'r',
        status: 'completed',
        steps: 0,
        startedAt: '2026-01-01T00:00:00.000Z',
        endedAt: '2026-01-01T00:00:01.000Z',
      },
      journal: {
        path: 'run.journal',
        sha256: '0'.repeat(64),
        bytes: 0,
        frames: 0,
        chainHead: '0'.repeat(64),
      },
      gates: [],
      issuedAt: '2026-01-01T00:00:02.000Z',
      expiresAt: '2026-02-01T00:00:00.000Z',
      nonce: '0'.repeat(32),
    },
  };
}

/** A run on a branch: seal what it changed, commit it with the bundle files, and a PR change set. */
async function sealedBranch() {
  const repo = gitFixture();
  repo.write('a.txt', 'a\n');
  repo.write('b.txt', 'b\n');
  repo.write('old-name.txt', 'moved\n');
  const base = repo.commitAll('base');
  repo.git('checkout', '-q', '-b', 'agent');
  repo.write('a.txt', 'a2\n');
  repo.write('c.txt', 'c\n');
  repo.remove('b.txt');
  repo.remove('old-name.txt');
  repo.write('new-name.txt', 'moved\n');
  const changes = await workingTreeChanges(repo.dir, base, new Set([BUNDLE, JOURNAL]));
  const statement = statementFor(changes, base);
  repo.write(BUNDLE, '{}');
  repo.write(JOURNAL, 'j');
  repo.commitAll('agent run');
  return { repo, base, statement };
}

const kinds = (findings: Finding[]) =>
  findings.map((f) => `${f.kind} ${f.file ?? ''}`.trim()).sort();

describe('bindToChangeSet on real git history', () => {
  it('binds a bundle to exactly the files its run changed (renames as delete + add)', async () => {
    const { repo, base, statement } = await sealedBranch();
    const changeSet = await prChangeSet(repo, base);
    expect(changeSet.files.some((f) => f.status === 'renamed')).toBe(true);
    const findings = bindToChangeSet(statement, changeSet, {
      bundlePaths: [BUNDLE, bundleJournalPath(BUNDLE, statement)],
      isAncestor: ancestryIn(repo),
    });
    expect(findings).toEqual([]);
  });

  it('seals what git commits when its clean filters rewrite the bytes on disk (eol, autocrlf)', async () => {
    const repo = gitFixture();
    repo.write('.gitattributes', '*.txt text eol=crlf\n');
    repo.write('a.txt', 'a\r\n');
    const base = repo.commitAll('base');
    repo.git('config', 'core.autocrlf', 'true');
    repo.write('a.txt', 'a\r\nb\r\n'); // CRLF on disk, LF in the blob
    repo.write('script.sh', 'echo hi\r\n'); // autocrlf: stored with LF
    repo.write('raw.bin', Buffer.from([0, 13, 10, 255])); // binary: stored as is
    const changes = await workingTreeChanges(repo.dir, base, new Set([BUNDLE, JOURNAL]));
    const statement = statementFor(changes, base);
    repo.write(BUNDLE, '{}');
    repo.write(JOURNAL, 'j');
    repo.commitAll('agent run');
    const blobs = changes.subjects.map((s) => [s.name, s.digest.gitBlob]);
    expect(blobs).toEqual(
      ['a.txt', 'raw.bin', 'script.sh'].map((p) => [p, repo.git('rev-parse', `HEAD:${p}`)]),
    );
    const findings = bindToChangeSet(statement, await prChangeSet(repo, base), {
      bundlePaths: [BUNDLE, JOURNAL],
      isAncestor: ancestryIn(repo),
    });
    expect(findings).toEqual([]);
  });

  it('names each file edited after sealing, added, or deleted beyond the run', async () => {
    const { repo, base, statement } = await sealedBranch();
    repo.write('a.txt', 'edited after sealing\n');
    repo.write('sneaky.txt', 'extra\n');
    repo.remove('new-name.txt');
    repo.commitAll('after the seal');
    const findings = bindToChangeSet(statement, await prChangeSet(repo, base), {
      bundlePaths: [BUNDLE, JOURNAL],
      isAncestor: ancestryIn(repo),
    });
    expect(kinds(findings)).toEqual([
      'digest-mismatch a.txt',
      'extra-subject new-name.txt',
      'unattested-file sneaky.txt',
    ]);
    expect(findings.every((f) => f.gate === 'bundle' && f.severity === 'breaking')).toBe(true);
  });

  it('flags a file the PR deletes that the run did not, and a deletion the PR does not make', async () => {
    const { repo, base, statement } = await sealedBranch();
    repo.write('b.txt', 'b\n'); // restore: the PR no longer deletes b.txt
    repo.remove('a.txt'); // ...but deletes a.txt, which the run edited
    repo.commitAll('other deletions');
    const findings = bindToChangeSet(statement, await prChangeSet(repo, base), {
      bundlePaths: [BUNDLE, JOURNAL],
      isAncestor: ancestryIn(repo),
    });
    expect(kinds(findings)).toEqual([
      'extra-deletion b.txt',
      'extra-subject a.txt',
      'unattested-deletion a.txt',
    ]);
  });

  it('refuses another repository, by name or by id', async () => {
    const { repo, base, statement } = await sealedBranch();
    const options = { bundlePaths: [BUNDLE, JOURNAL], isAncestor: ancestryIn(repo) };
    const other = await prChangeSet(repo, base, { owner: 'acme', name: 'gadgets', id: 42 });
    expect(kinds(bindToChangeSet(statement, other, options))).toEqual(['repository-mismatch']);
    const sameNameOtherId = await prChangeSet(repo, base, { ...repository, id: 7 });
    expect(kinds(bindToChangeSet(statement, sameNameOtherId, options))).toEqual([
      'repository-mismatch',
    ]);
    const caseOnly = await prChangeSet(repo, base, { owner: 'ACME', name: 'Widgets', id: 42 });
    expect(bindToChangeSet(statement, caseOnly, options)).toEqual([]);
  });

  it('accepts a base that is an ancestor of the PR base, refuses one that is not', async () => {
    const { repo, base, statement } = await sealedBranch();
    repo.git('checkout', '-q', 'main');
    repo.write('unrelated.txt', 'main moved on\n');
    const newMain = repo.commitAll('main moves');
    repo.git('checkout', '-q', 'agent');
    const changeSet = { ...(await prChangeSet(repo, base)), base: newMain };
    const options = { bundlePaths: [BUNDLE, JOURNAL], isAncestor: ancestryIn(repo) };
    expect(bindToChangeSet(statement, changeSet, options)).toEqual([]);

    const elsewhere = {
      ...statement,
      predicate: { ...statement.predicate, base: { commit: newMain } },
    };
    const onOldBase = await prChangeSet(repo, base);
    expect(kinds(bindToChangeSet(elsewhere, onOldBase, options))).toEqual(['base-mismatch']);
  });

  it('fails closed on an incomplete change set and on content it could not check', async () => {
    const { repo, base, statement } = await sealedBranch();
    const changeSet = await prChangeSet(repo, base);
    const unloaded: ChangeSet = {
      ...changeSet,
      incomplete: 'past the 3000-file cap',
      files: changeSet.files.map((f) =>
        f.path === 'c.txt'
          ? { ...f, headContent: undefined, headBlob: undefined, skipped: 'too large' }
          : f,
      ),
    };
    const findings = bindToChangeSet(statement, unloaded, {
      bundlePaths: [BUNDLE, JOURNAL],
      isAncestor: () => true,
    });
    expect(kinds(findings)).toEqual(['change-set-incomplete', 'content-unavailable c.txt']);
  });

  it('checks the blob id alone when content was not loaded', async () => {
    const { repo, base, statement } = await sealedBranch();
    const changeSet = await prChangeSet(repo, base);
    const blobsOnly: ChangeSet = {
      ...changeSet,
      files: changeSet.files.map((f) => ({ ...f, headContent: undefined })),
    };
    const options = { bundlePaths: [BUNDLE, JOURNAL], isAncestor: () => true };
    expect(bindToChangeSet(statement, blobsOnly, options)).toEqual([]);
    const wrongBlob: ChangeSet = {
      ...blobsOnly,
      files: blobsOnly.files.map((f) =>
        f.path === 'c.txt' ? { ...f, headBlob: 'f'.repeat(40) } : f,
      ),
    };
    expect(kinds(bindToChangeSet(statement, wrongBlob, options))).toEqual([
      'digest-mismatch c.txt',
    ]);
  });

  it('does not flag subjects that are another bundle of the same PR', async () => {
    const { repo, base, statement } = await sealedBranch();
    const other = '.letitloop/proof/earlier.bundle.json';
    const attested = {
      ...statement,
      subject: [...statement.subject, { name: other, digest: statement.subject[0]!.digest }].sort(
        (a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)),
      ),
    };
    repo.write(other, '{}');
    repo.commitAll('an earlier bundle');
    const findings = bindToChangeSet(attested, await prChangeSet(repo, base), {
      bundlePaths: [BUNDLE, JOURNAL, other],
      isAncestor: () => true,
    });
    expect(findings).toEqual([]);
  });

  it('checks freshness when given a time', async () => {
    const { repo, base, statement } = await sealedBranch();
    const changeSet = await prChangeSet(repo, base);
    const at = (iso: string) =>
      kinds(
        bindToChangeSet(statement, changeSet, {
          bundlePaths: [BUNDLE, JOURNAL],
          isAncestor: () => true,
          now: new Date(iso),
        }),
      );
    expect(at('2026-01-15T00:00:00Z')).toEqual([]);
    expect(at('2026-03-01T00:00:00Z')).toEqual(['expired']);
    expect(at('2025-12-31T23:00:00Z')).toEqual(['not-yet-valid']);
    expect(at('2026-01-01T00:04:00Z')).toEqual([]); // within the 5-minute skew
  });
});

describe('what the run itself recorded', () => {
  it('flags a run that did not complete and each gate it recorded as failed', () => {
    const base = statementFor({ subjects: [], deleted: [] }, 'a'.repeat(40));
    const statement: Statement = {
      ...base,
      predicate: {
        ...base.predicate,
        run: { ...base.predicate.run, status: 'failed' },
        gates: [
          { name: 'unit-tests', passed: false, detail: '2 failed' },
          { name: 'lint', passed: true },
        ],
      },
    };
    const changeSet: ChangeSet = {
      source: 'git',
      repository,
      base: 'a'.repeat(40),
      head: 'b'.repeat(40),
      files: [],
    };
    const findings = bindToChangeSet(statement, changeSet, {
      bundlePaths: [],
      isAncestor: () => true,
    });
    expect(findings.map((f) => [f.kind, f.message])).toEqual([
      ['run-not-completed', 'the sealed run ended failed, not completed'],
      ['gate-failed', "the run recorded its gate 'unit-tests' as failed (2 failed)"],
    ]);
  });
});
