import picomatch from 'picomatch';
import type { HmacKey } from '../bundle/keys';
import { resolveConfig, type Config, type ConfigFile } from '../config';
import { apiContentReader } from '../diff/api-content';
import { buildChangeSet } from '../diff/build';
import { loadContents, readHeadTexts, type ContentReader } from '../diff/content';
import type { EventRefs } from '../diff/event';
import { gitContentReader } from '../diff/git-content';
import type { ChangeSet } from '../diff/types';
import type { GitHubApi } from '../github/types';
import { bundleGate } from '../gate/bundle';
import { scopeGate } from '../gate/scope';
import { signatureGate, signatureSelection } from '../gate/signature';
import type { GateResult } from '../gate/types';
import { decideVerdict, type Verdict } from '../gate/verdict';
import { collectBundles } from './bundles';
import type { RunJournal } from './journal';
import type { GateLibraries } from './libraries';
import { readBasePolicy, readExplicitPolicy, type PolicySource } from './policy';
import type { Progress } from './progress';
import { runSbomGate } from './sbom';
import { runTestGate, type TestRunner } from './test-gate';

export interface VerifyDeps {
  refs: EventRefs;
  /** The checkout, when there is one. */
  repoDir?: string;
  api?: GitHubApi;
  policy: PolicySource;
  /** Inputs or flags that override the repository's policy. */
  overrides: ConfigFile;
  keys: HmacKey[];
  allowUntrustedCode: boolean;
  progress: Progress;
  journal: RunJournal;
  libraries: GateLibraries;
  runTest: TestRunner;
  /** Redacts text the run captures (the test command's output). */
  redact(text: string): string;
  env: NodeJS.ProcessEnv;
  now(): Date;
}

export interface Verification {
  config: Config;
  changeSet: ChangeSet;
  gates: GateResult[];
  verdict: Verdict;
  notes: string[];
  sbom?: { text: string; extension: 'json' | 'xml' };
}

const MAX_BUNDLE_BYTES = 8 * 1024 * 1024;

/**
 * One verification: change set → policy → gates (each a journal step) → verdict. Everything that
 * reads or runs something is here; the gates judge what it gathered.
 */
export async function verify(deps: VerifyDeps): Promise<Verification> {
  const { progress, journal, refs } = deps;
  const explicit = deps.policy.explicitPath
    ? await readExplicitPolicy(deps.policy.explicitPath)
    : undefined;
  const listed = await progress.group('Change set', async () => {
    const found = await journal.step('change-set', () =>
      buildChangeSet({
        refs,
        repoDir: deps.repoDir,
        api: deps.api,
        onFallback: (m) => progress.info(m),
      }),
    );
    progress.info(describeChangeSet(found));
    return found;
  });
  const reader = readerFor(listed, deps);
  const policy =
    explicit ??
    (await journal.step('policy', () => readBasePolicy(deps.policy.configFile, listed, reader)));
  const config = resolveConfig({
    file: policy.file,
    overrides: deps.overrides,
    allowUntrustedCode: deps.allowUntrustedCode,
  });
  progress.info(`Policy: ${policy.origin}`);

  const signatureLib = await deps.libraries.signature();
  const isBundle = picomatch(config.bundlePath, { dot: true });
  const changeSet = await progress.group('File contents', async () => {
    let loaded = listed;
    if ('library' in signatureLib)
      loaded = await loadContents(loaded, reader, {
        wanted: signatureSelection(
          signatureLib.library,
          config.signatureIgnorePaths,
          config.signatureIgnoreTests,
        ).wanted,
      });
    return loadContents(loaded, reader, {
      wanted: (f) => isBundle(f.path),
      maxBytes: MAX_BUNDLE_BYTES,
      loadBinary: true,
    });
  });

  const gate = (title: string, body: () => Promise<GateResult>) =>
    progress.group(`Gate: ${title}`, async () => {
      const result = await body();
      progress.info(
        `${result.status === 'ran' ? '' : 'not run: '}${result.summary} (${result.findings.length} findings)`,
      );
      return result;
    });
  // Bundles are verified first: the signature changes that valid ones declare are policy input
  // of the signature gate, matched by the same rule as `allow-signature-changes`.
  const bundleLib = await deps.libraries.bundle();
  const bundles = await progress.group('Proof bundles (verify and bind)', async () => {
    const collected = await collectBundles({
      changeSet,
      bundlePath: config.bundlePath,
      required: config.requireBundle,
      keys: deps.keys,
      loaded: bundleLib,
      reader,
      isAncestor: (commit, base) => isAncestor(deps, changeSet, commit, base),
      now: deps.now(),
    });
    return { evidence: collected.evidence, statements: collected.statements };
  });
  const declared =
    'library' in bundleLib
      ? bundles.statements.flatMap((s) => bundleLib.library.declaredSignatureChanges(s))
      : [];
  const signature = await gate('API signatures', () =>
    journal.step('gate:signature', () =>
      signatureGate({
        files: changeSet.files.filter((f) => !isBundle(f.path)),
        strictAst: config.strictAst,
        allowed: config.allowedSignatureChanges,
        declared,
        ignorePaths: config.signatureIgnorePaths,
        ignoreTests: config.signatureIgnoreTests,
        readModules: (paths) => readHeadTexts(changeSet, reader, paths),
        ...('library' in signatureLib
          ? { library: signatureLib.library }
          : { unavailable: signatureLib.unavailable }),
      }),
    ),
  );
  const bundle = await gate('proof bundle', () =>
    journal.step('gate:bundle', async () => bundleGate(bundles.evidence)),
  );
  const scope = await gate('scope fence', () =>
    journal.step('gate:scope', async () =>
      scopeGate({ files: changeSet.files, scope: config.scope, exempt: isBundle }),
    ),
  );
  let sbomFile: Verification['sbom'];
  const sbom = await gate('SBOM', async () => {
    const run = await runSbomGate(deps, config, changeSet);
    sbomFile = run.file;
    return run.result;
  });
  const test = await gate('test command', () => runTestGate(deps, config));
  const gates = [signature, bundle, scope, sbom, test];
  const verdict = decideVerdict({
    gates,
    failOn: config.failOn,
    ...(changeSet.incomplete ? { incomplete: changeSet.incomplete } : {}),
  });
  return {
    config,
    changeSet,
    gates,
    verdict,
    notes: [...policy.notes, ...attributesNote(changeSet)],
    ...(sbomFile ? { sbom: sbomFile } : {}),
  };
}

function readerFor(changeSet: ChangeSet, deps: VerifyDeps): ContentReader {
  if (changeSet.source === 'git' && deps.repoDir !== undefined)
    return gitContentReader(deps.repoDir);
  const repo = changeSet.repository;
  if (!deps.api || !repo) throw new Error('an API change set without an API client');
  return apiContentReader(deps.api, { owner: repo.owner, repo: repo.name });
}

async function isAncestor(
  deps: VerifyDeps,
  changeSet: ChangeSet,
  commit: string,
  base: string,
): Promise<boolean> {
  if (changeSet.source === 'git' && deps.repoDir !== undefined) {
    const { mergeBase } = await import('../diff/git');
    return (await mergeBase(deps.repoDir, commit, base)) === commit;
  }
  const repo = changeSet.repository;
  if (!deps.api || !repo) return false;
  return (
    (await deps.api.mergeBase({ owner: repo.owner, repo: repo.name }, commit, base)) === commit
  );
}

function describeChangeSet(cs: ChangeSet): string {
  const from = cs.source === 'git' ? 'local git' : 'the GitHub API';
  const incomplete = cs.incomplete ? ` — INCOMPLETE: ${cs.incomplete}` : '';
  const generated = cs.files.filter((f) => f.generated).length;
  const marked = generated ? `; ${generated} linguist-generated at base` : '';
  return `${cs.files.length} changed files between ${cs.base.slice(0, 12)} and ${cs.head.slice(0, 12)} (from ${from}${marked})${incomplete}`;
}

/** Generated files are read from the base's `.gitattributes`; a PR that edits one is told so. */
function attributesNote(cs: ChangeSet): string[] {
  const edited = cs.files.some((f) =>
    [f.path, f.previousPath].some((p) => p !== undefined && /(^|\/)\.gitattributes$/.test(p)),
  );
  return edited
    ? [
        "The PR changes `.gitattributes`; generated files (`linguist-generated`) were read from the base branch's version.",
      ]
    : [];
}
