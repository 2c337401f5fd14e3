import type { Config } from '../config';
import { resolveCommit } from '../diff/git';
import type { ChangeSet } from '../diff/types';
import { sbomGate, type SbomEvidence } from '../gate/sbom';
import type { GateResult } from '../gate/types';
import type { VerifyDeps } from './verify';

export interface SbomGateRun {
  result: GateResult;
  file?: { text: string; extension: 'json' | 'xml' };
}

/**
 * The SBOM of the PR's head, from the checkout. Generated only when the checkout is the head (or
 * GitHub's merge commit of it): under `pull_request_target` the checkout is the base, and an SBOM
 * of the base would describe the wrong code.
 */
export async function runSbomGate(
  deps: VerifyDeps,
  config: Config,
  changeSet: ChangeSet,
): Promise<SbomGateRun> {
  const evidence = await deps.journal.step('gate:sbom', () =>
    sbomEvidence(deps, config, changeSet),
  );
  return {
    result: sbomGate(evidence.evidence),
    ...(evidence.text !== undefined
      ? { file: { text: evidence.text, extension: extensionOf(config) } }
      : {}),
  };
}

function extensionOf(config: Config): 'json' | 'xml' {
  return config.sbomFormat === 'cyclonedx-xml' ? 'xml' : 'json';
}

async function sbomEvidence(
  deps: VerifyDeps,
  config: Config,
  changeSet: ChangeSet,
): Promise<{ evidence: SbomEvidence; text?: string }> {
  if (!config.sbom) return { evidence: { state: 'disabled' } };
  const skip = (reason: string) => ({ evidence: { state: 'skipped' as const, reason } });
  if (deps.repoDir === undefined) return skip('no checkout to read lockfiles from');
  if (!(await checkoutIsHead(deps.repoDir, changeSet.head))) {
    return skip(
      `the checkout is not the PR head ${changeSet.head.slice(0, 12)} (e.g. pull_request_target checks out the base)`,
    );
  }
  const loaded = await deps.libraries.sbom();
  if ('unavailable' in loaded) return skip(loaded.unavailable);
  const outcome = await loaded.library.generateSbom({
    repoDir: deps.repoDir,
    format: config.sbomFormat,
    includeDev: false,
    env: deps.env,
  });
  return {
    evidence: { state: 'generated', outcome, format: config.sbomFormat },
    text: outcome.text,
  };
}

async function checkoutIsHead(repoDir: string, head: string): Promise<boolean> {
  if ((await resolveCommit(repoDir, 'HEAD')) === head) return true;
  // actions/checkout on pull_request checks out refs/pull/N/merge, whose second parent is the head.
  return (await resolveCommit(repoDir, 'HEAD^2')) === head;
}
