import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GitHubApi, GitHubApiOptions } from '../github';
import { renderAnnotations } from '../report/annotations';
import { renderJsonReport } from '../report/json';
import { Redactor } from '../report/redact';
import { renderSummary } from '../report/summary';
import { postVerdictComment } from './action-comment';
import { setUpAction, type ActionSetup } from './action-setup';
import type { RunJournal } from './journal';
import type { GateLibraries } from './libraries';
import { errorOutcome, exitCodeOf } from './outcome';
import { sealReceipt } from './receipt';
import { toRunReport, withoutContents, writeSbom } from './run-report';
import { runTestCommand } from './test-runner';
import { actionProgress, type ActionToolkit } from './toolkit';
import { verify } from './verify';

export interface ActionDeps {
  toolkit: ActionToolkit;
  env: NodeJS.ProcessEnv;
  createApi(options: GitHubApiOptions): Promise<GitHubApi>;
  libraries: GateLibraries;
  /** Runs `body` as one goal, its journal in `dir` (the durable engine in main.ts). */
  durably<T>(
    goalId: string,
    dir: string,
    cwd: string,
    body: (journal: RunJournal) => Promise<T>,
  ): Promise<T>;
  now(): Date;
}

/** The GitHub Action: verify, comment, then the receipt, report, summary, annotations and outputs. */
export async function runAction(deps: ActionDeps): Promise<number> {
  const { toolkit } = deps;
  const redactor = new Redactor();
  try {
    const setup = await setUpAction(toolkit, deps.env, redactor);
    return await verifyAndReport(deps, setup);
  } catch (error) {
    const outcome = errorOutcome(error);
    const message = redactor.redact(outcome.message);
    if (outcome.configError) {
      toolkit.error(`letitloop: configuration error: ${message}`, {
        title: 'letitloop configuration',
      });
    } else {
      toolkit.setOutput('verdict', 'could-not-verify');
      toolkit.error(`letitloop: could not verify: ${message}`, { title: 'letitloop' });
    }
    return outcome.exitCode;
  }
}

async function verifyAndReport(deps: ActionDeps, setup: ActionSetup): Promise<number> {
  const { toolkit, env } = deps;
  const { inputs, redactor, refs, outDir } = setup;
  const progress = actionProgress(toolkit, redactor);
  const api = inputs.githubToken
    ? await deps.createApi({
        token: inputs.githubToken,
        baseUrl: env.GITHUB_API_URL || undefined,
        log: { debug: () => undefined, warning: (m) => progress.warning(m) },
      })
    : undefined;
  const repoDir = env.GITHUB_WORKSPACE || undefined;
  await mkdir(outDir, { recursive: true });
  // One goal per run attempt; a re-run is a new attempt and finds the sticky comment again.
  const goalId = `verify-${refs.pullNumber ?? refs.head.slice(0, 12)}-${env.GITHUB_RUN_ID ?? 'local'}-${env.GITHUB_RUN_ATTEMPT ?? '1'}`;
  const runsDir = join(outDir, 'runs');
  const run = await deps.durably(goalId, runsDir, repoDir ?? outDir, async (journal) => {
    const verification = await verify({
      refs,
      ...(repoDir ? { repoDir } : {}),
      ...(api ? { api } : {}),
      policy: { configFile: inputs.configFile },
      overrides: inputs.overrides,
      keys: setup.keys,
      allowUntrustedCode: inputs.allowUntrustedCode,
      progress,
      journal,
      libraries: deps.libraries,
      runTest: runTestCommand,
      redact: (t) => redactor.redact(t),
      env,
      now: deps.now,
    });
    const notes: string[] = [];
    const commentUrl = await postVerdictComment(toolkit, setup, verification, api, journal, notes);
    // The goal's result is journaled: file contents stay out of it.
    return { verification: withoutContents(verification), commentUrl, notes };
  });
  const { verification, commentUrl, notes } = run;
  const receipt = await sealReceipt({ goalId, runsDir, repoDir, keys: setup.keys, outDir, env });
  if ('skipped' in receipt) notes.push(`No sealed receipt of this run: ${receipt.skipped}.`);
  const reportPath = join(outDir, 'report.json');
  const sbomPath = await writeSbom(outDir, verification, redactor);
  const receiptPath = 'path' in receipt ? receipt.path : undefined;
  const report = toRunReport(verification, {
    ...(setup.runUrl ? { summaryUrl: setup.runUrl } : {}),
    artifacts: {
      reportPath,
      ...(sbomPath ? { sbomPath } : {}),
      ...(receiptPath ? { receiptPath } : {}),
    },
    notes,
  });
  await writeFile(reportPath, renderJsonReport(report, redactor));
  try {
    await toolkit.appendSummary(renderSummary(report, redactor));
  } catch (error) {
    toolkit.warning(
      `letitloop: could not write the job summary: ${redactor.redact((error as Error).message)}`,
    );
  }
  for (const a of renderAnnotations(verification.verdict.findings, redactor)) {
    toolkit[a.level](a.message, { title: a.title, file: a.file, startLine: a.startLine });
  }
  const { verdict } = verification.verdict;
  toolkit.setOutput('verdict', verdict);
  const { counts } = verification.verdict;
  toolkit.setOutput('findings', String(counts.breaking + counts.warning));
  toolkit.setOutput('report-path', reportPath);
  toolkit.setOutput('sbom-path', sbomPath ?? '');
  toolkit.setOutput('receipt-path', receiptPath ?? '');
  toolkit.setOutput('comment-url', commentUrl ?? '');
  const line = redactor.redact(
    `letitloop: ${verdict} — ${verification.verdict.reasons.join('; ')}`,
  );
  if (verdict === 'pass') toolkit.info(line);
  else toolkit.error(line, { title: `letitloop: ${verdict}` });
  return exitCodeOf(verdict);
}
