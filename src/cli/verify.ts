import { resolve } from 'node:path';
import { KeyConfigError, loadHmacKeys } from '../bundle/keys';
import { ConfigError, DEFAULT_CONFIG_FILE, secretForms } from '../config';
import { dryRunRefs } from '../diff/dryrun';
import type { EventRefs } from '../diff/event';
import { gitText } from '../diff/git';
import { commentBodyBudget } from '../github/comment-body';
import { unjournaled } from '../pipeline/journal';
import { builtInLibraries } from '../pipeline/libraries';
import { errorOutcome, exitCodeOf } from '../pipeline/outcome';
import { terminalProgress } from '../pipeline/progress';
import { toRunReport } from '../pipeline/run-report';
import { runTestCommand } from '../pipeline/test-runner';
import { verify } from '../pipeline/verify';
import { renderComment } from '../report/comment';
import { renderJsonReport } from '../report/json';
import { Redactor } from '../report/redact';
import { renderText } from '../report/text';
import { parseCommandArgs } from './args';
import { EXIT } from './errors';
import type { CliIO, CommandRun } from './io';

export const usage =
  'verify [--repo DIR] [--base REF] [--head REF] [--key-file F] [--config F] [--json] [--dry-run]';

/**
 * `lil verify`: the action's gate on a local repository. Posts nothing. `--dry-run` prints the PR
 * comment the action would post; `--json` the JSON report. Exit 0 pass, 1 fail, 2 configuration
 * error, 3 could not verify.
 */
const HELP = `Usage: lil verify [--repo DIR] [--base REF] [--head REF] [--key-file F] [--config F] [--json] [--dry-run]

Runs the action's gate (API signatures, proof bundles, scope fence, SBOM, test command) on a local
repository and posts nothing. Base: --base, else the merge-base with the default branch, else
HEAD~1; head: --head, else HEAD. Policy: --config F, else .letitloop.yml at the base commit.
Keys: --key-file F or LETITLOOP_HMAC_KEYS (keyid:base64 a line).
Output: a summary; --dry-run the PR comment the action would post; --json the JSON report.
Exit codes: 0 pass, 1 fail, 2 configuration error, 3 could not verify.
`;

export const run: CommandRun = async (args, io) => {
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout(HELP);
    return EXIT.ok;
  }
  const { values } = parseCommandArgs(
    'verify',
    args,
    {
      repo: { type: 'string' },
      base: { type: 'string' },
      head: { type: 'string' },
      'key-file': { type: 'string' },
      config: { type: 'string' },
      json: { type: 'boolean' },
      'dry-run': { type: 'boolean' },
    },
    false,
  );
  const redactor = new Redactor();
  try {
    return await verifyLocally(values, io, redactor);
  } catch (error) {
    const outcome = errorOutcome(error);
    io.stderr(
      `lil verify: ${outcome.configError ? 'configuration error: ' : 'could not verify: '}${redactor.redact(outcome.message)}\n`,
    );
    return outcome.exitCode;
  }
};

interface VerifyFlags {
  repo?: string;
  base?: string;
  head?: string;
  'key-file'?: string;
  config?: string;
  json?: boolean;
  'dry-run'?: boolean;
}

async function verifyLocally(flags: VerifyFlags, io: CliIO, redactor: Redactor): Promise<number> {
  const repoDir = resolve(io.cwd, flags.repo ?? '.');
  const keys = await loadKeys(flags['key-file'], io.env);
  for (const key of keys) secretForms(key).forEach((s) => redactor.addSecret(s));
  const { refs, notes } = await localRefs(repoDir, flags);
  const progress = terminalProgress(io.stderr, io.isTTY && !flags.json, (t) => redactor.redact(t));
  const verification = await verify({
    refs,
    repoDir,
    policy: {
      configFile: DEFAULT_CONFIG_FILE,
      ...(flags.config ? { explicitPath: resolve(io.cwd, flags.config) } : {}),
    },
    overrides: {},
    keys,
    allowUntrustedCode: true,
    progress,
    journal: unjournaled(`verify-local-${refs.head.slice(0, 12)}`),
    libraries: builtInLibraries,
    runTest: runTestCommand,
    redact: (t) => redactor.redact(t),
    env: io.env,
    now: () => new Date(),
  });
  const report = toRunReport(verification, { artifacts: {}, notes });
  if (flags.json) io.stdout(renderJsonReport(report, redactor));
  else if (flags['dry-run']) io.stdout(`${renderComment(report, redactor, commentBodyBudget())}\n`);
  else io.stdout(renderText(report, redactor));
  return exitCodeOf(verification.verdict.verdict);
}

async function loadKeys(keyFile: string | undefined, env: NodeJS.ProcessEnv) {
  try {
    return await loadHmacKeys({ ...(keyFile !== undefined ? { keyFile } : {}), env });
  } catch (error) {
    if (error instanceof KeyConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

/** Base and head as given, or the dry run's: HEAD against its merge-base with the default branch (else HEAD~1). */
async function localRefs(
  repoDir: string,
  flags: VerifyFlags,
): Promise<{ refs: EventRefs; notes: string[] }> {
  const repository = await originRepository(repoDir);
  const common = { eventName: 'local', ...(repository ? { repository } : {}) };
  if (flags.base !== undefined)
    return { refs: { ...common, base: flags.base, head: flags.head ?? 'HEAD' }, notes: [] };
  const dry = await dryRunRefs(repoDir);
  const notes = [`Base: ${dry.baseFrom}.`];
  if (dry.uncommitted.length > 0)
    notes.push(
      `${dry.uncommitted.length} uncommitted path(s) were left out: only commits are verified.`,
    );
  return { refs: { ...common, base: dry.base, head: flags.head ?? dry.head }, notes };
}

/** owner/name of the `origin` remote, when it looks like a GitHub-style URL. */
async function originRepository(repoDir: string): Promise<EventRefs['repository']> {
  try {
    const url = await gitText(repoDir, ['remote', 'get-url', 'origin']);
    const match = /[:/]([^/:]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url);
    return match ? { owner: match[1]!, name: match[2]! } : undefined;
  } catch {
    return undefined;
  }
}
