import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { postStickyComment } from '../github/sticky';
import { commentBodyBudget } from '../github/comment-body';
import type { GitHubApi, GitHubApiOptions } from '../github';
import { renderAnnotations } from '../report/annotations';
import { renderComment } from '../report/comment';
import { renderJsonReport } from '../report/json';
import { Redactor } from '../report/redact';
import { renderSummary } from '../report/summary';
import type { RunReport } from '../report/types';
import { setUpAction, type ActionSetup } from './action-setup';
import type { RunJournal } from './journal';
import type { GateLibraries } from './libraries';
import { errorOutcome, exitCodeOf } from './outcome';
import { toRunReport, writeSbom } from './run-report';
import { runTestCommand } from './test-runner';
import { actionProgress, type ActionToolkit } from './toolkit';
import { verify, type Verification } from './verify';

export interface ActionDeps {
  toolkit: ActionToolkit;
  env: NodeJS.ProcessEnv;
  createApi(options: GitHubApiOptions): GitHubApi;
  libraries: GateLibraries;
  /** Runs `body` as one goal with its journal in `dir` (durable when the engine is wired). */
  durably<T>(goalId: string, dir: string, body: (journal: RunJournal) => Promise<T>): Promise<T>;
  now(): Date;
}

/** The GitHub Action: verify, then write the report, summary, annotations, comment and outputs. */
export async function runAction(deps: ActionDeps): Promise<number> {
  const { toolkit } = deps;
  const redactor = new Redactor();
  try {
    const setup = await setUpAction(toolkit, deps.env, redactor);
    return await verifyAndReport(deps, setup);
  } catch (error) {
    const outcome = errorOutcome(error);
    const message = redactor.redact(outcome.message);
    if (outcome.configError)
      toolkit.error(`letitloop: configuration error: ${message}`, {
        title: 'letitloop configuration',
      });
    else {
      toolkit.setOutput('verdict', 'could-not-verify');
      toolkit.error(`letitloop: could not verify: ${message}`, { title: 'letitloop' });
    }
    return outcome.exitCode;
  }
}

async function verifyAndReport(deps: ActionDeps, setup: ActionSetup): Promise<number> {
  const { toolkit, env } = deps;
  const { inputs, redactor, refs } = setup;
  const progress = actionProgress(toolkit, redactor);
  const api = inputs.githubToken
    ? deps.createApi({
        token: inputs.githubToken,
        baseUrl: env.GITHUB_API_URL || undefined,
        log: { debug: () => undefined, warning: (m) => progress.warning(m) },
      })
    : undefined;
  // One goal per run attempt: a re-run is a new attempt, and the sticky comment is found again.
  const goalId = `verify-${refs.pullNumber ?? refs.head.slice(0, 12)}-${env.GITHUB_RUN_ID ?? 'local'}-${env.GITHUB_RUN_ATTEMPT ?? '1'}`;
  return deps.durably(goalId, join(setup.outDir, 'runs'), (journal) =>
    verifyInJournal(deps, setup, api, journal),
  );
}

async function verifyInJournal(
  deps: ActionDeps,
  setup: ActionSetup,
  api: GitHubApi | undefined,
  journal: RunJournal,
): Promise<number> {
  const { toolkit, env } = deps;
  const { inputs, redactor, refs } = setup;
  const progress = actionProgress(toolkit, redactor);
  const verification = await verify({
    refs,
    ...(env.GITHUB_WORKSPACE ? { repoDir: env.GITHUB_WORKSPACE } : {}),
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
  await mkdir(setup.outDir, { recursive: true });
  const reportPath = join(setup.outDir, 'report.json');
  const sbomPath = await writeSbom(setup.outDir, verification, redactor);
  const artifacts = { reportPath, ...(sbomPath ? { sbomPath } : {}) };
  const notes: string[] = [];
  const report = () =>
    toRunReport(verification, {
      ...(setup.runUrl ? { summaryUrl: setup.runUrl } : {}),
      artifacts,
      notes,
    });

  const commentUrl = await postComment(deps, setup, verification, api, journal, report(), notes);
  await writeFile(reportPath, renderJsonReport(report(), redactor));
  await writeSummary(toolkit, report(), redactor);
  for (const a of renderAnnotations(verification.verdict.findings, redactor)) {
    toolkit[a.level](a.message, { title: a.title, file: a.file, startLine: a.startLine });
  }
  const { verdict } = verification.verdict;
  toolkit.setOutput('verdict', verdict);
  toolkit.setOutput('findings', String(verification.verdict.findings.length));
  toolkit.setOutput('report-path', reportPath);
  toolkit.setOutput('sbom-path', sbomPath ?? '');
  toolkit.setOutput('receipt-path', '');
  toolkit.setOutput('comment-url', commentUrl ?? '');
  const line = `letitloop: ${verdict} — ${verification.verdict.reasons.join('; ')}`;
  if (verdict === 'pass') toolkit.info(redactor.redact(line));
  else toolkit.error(redactor.redact(line), { title: `letitloop: ${verdict}` });
  return exitCodeOf(verdict);
}

/** Posts (or updates) the sticky comment; a fork PR or a 403 is a warning and a note, never a failure. */
async function postComment(
  deps: ActionDeps,
  setup: ActionSetup,
  verification: Verification,
  api: GitHubApi | undefined,
  journal: RunJournal,
  report: RunReport,
  notes: string[],
): Promise<string | undefined> {
  const { toolkit } = deps;
  const { refs, redactor } = setup;
  const skip = (why: string) => {
    notes.push(`No PR comment: ${why}.`);
    return undefined;
  };
  if (!verification.config.postComment) return skip('`post-comment` is false');
  if (refs.pullNumber === undefined || !refs.repository)
    return skip(`the ${refs.eventName} event is not a pull request`);
  if (!api) return skip('no `github-token`');
  if (refs.fromFork && refs.eventName === 'pull_request') {
    const why =
      'this is a fork PR under `pull_request`, whose token cannot comment; the verdict is in this summary (see the README for the `pull_request_target` set-up)';
    toolkit.warning(`letitloop: ${why}`);
    return skip(why);
  }
  const body = renderComment(report, redactor, commentBodyBudget());
  const target = {
    repo: { owner: refs.repository.owner, repo: refs.repository.name },
    issueNumber: refs.pullNumber,
  };
  const result = await journal.marker('post-comment', () => postStickyComment(api, target, body));
  if (result.outcome === 'cannot-comment') {
    const why = `GitHub answered ${result.status} when commenting (${redactor.redact(result.message)}); grant \`pull-requests: write\``;
    toolkit.warning(`letitloop: ${why}`);
    return skip(why);
  }
  if (result.outcome === 'too-large') {
    toolkit.warning(`letitloop: the comment is ${result.bytes} bytes, over ${result.limit}`);
    return skip('the comment was too large');
  }
  for (const note of result.notes) toolkit.info(redactor.redact(note));
  toolkit.info(`PR comment ${result.outcome}: ${result.url}`);
  return result.url;
}

async function writeSummary(
  toolkit: ActionToolkit,
  report: RunReport,
  redactor: Redactor,
): Promise<void> {
  try {
    await toolkit.appendSummary(renderSummary(report, redactor));
  } catch (error) {
    toolkit.warning(
      `letitloop: could not write the job summary: ${redactor.redact((error as Error).message)}`,
    );
  }
}
