import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import {
  pullRequestPayload,
  writeEventFile,
  type PullRequestPayloadOptions,
} from '../support/github-server';

/** The Node binary that runs it (LIL_ACTION_NODE: e.g. Node 24, as GitHub's runners force). */
export const NODE = process.env.LIL_ACTION_NODE ?? process.execPath;

/** The bundle under test: `dist/index.js` of this checkout (LIL_ACTION_DIST points elsewhere). */
export const DIST = resolve(
  process.env.LIL_ACTION_DIST ?? join(__dirname, '..', '..', 'dist', 'index.js'),
);

interface ActionYml {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, unknown>;
}

export function actionYml(): ActionYml {
  return parseYaml(readFileSync(join(__dirname, '..', '..', 'action.yml'), 'utf8')) as ActionYml;
}

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** The JSON report's text, when the run wrote one. */
  report?: string;
}

export interface RunOptions {
  payload: ReturnType<typeof pullRequestPayload>;
  eventName?: string;
  apiUrl: string;
  token: string;
  /**
   * The checkout; absent = no checkout (the change set is read through the API), and
   * GITHUB_WORKSPACE is an empty folder, as on a runner whose job has no actions/checkout.
   */
  workspace?: string;
  /** Inputs as a workflow's `with:` would give them; the rest get their action.yml defaults. */
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  /** RUNNER_TEMP (where the report, SBOM and receipt go); default a folder removed after the run. */
  runnerTemp?: string;
}

/**
 * Runs the bundled action as the runner does: a child `node dist/index.js` with every input as
 * `INPUT_<NAME>` (defaults from action.yml, `${{ github.token }}` resolved), the event payload in a
 * file, and GITHUB_OUTPUT / GITHUB_STEP_SUMMARY as temporary files.
 */
export async function runBundledAction(options: RunOptions): Promise<ActionRun> {
  const dir = mkdtempSync(join(tmpdir(), 'lil-action-'));
  try {
    const output = join(dir, 'output');
    const summary = join(dir, 'summary.md');
    writeFileSync(output, '');
    writeFileSync(summary, '');
    const inputs: Record<string, string> = {};
    for (const [name, spec] of Object.entries(actionYml().inputs)) {
      inputs[`INPUT_${name.toUpperCase()}`] = (spec.default ?? '').replace(
        '${{ github.token }}',
        options.token,
      );
    }
    for (const [name, value] of Object.entries(options.inputs ?? {}))
      inputs[`INPUT_${name.toUpperCase()}`] = value;
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_ACTIONS: 'true',
      CI: 'true',
      GITHUB_EVENT_NAME: options.eventName ?? 'pull_request',
      GITHUB_EVENT_PATH: writeEventFile(dir, options.payload),
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_API_URL: options.apiUrl,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: options.payload.repository.full_name,
      GITHUB_RUN_ID: '4242',
      GITHUB_RUN_ATTEMPT: '1',
      // What the runner sets even on pull_request_target: never to be used as the PR head.
      GITHUB_SHA: '0'.repeat(40),
      RUNNER_TEMP: options.runnerTemp ?? dir,
      GITHUB_WORKSPACE: options.workspace ?? emptyWorkspace(dir),
      ...inputs,
      ...options.env,
    };
    const { code, stdout, stderr } = await spawnNode([DIST], env, options.workspace ?? dir);
    const outputs = parseOutputs(readFileSync(output, 'utf8'));
    const reportPath = outputs['report-path'];
    return {
      code,
      stdout,
      stderr,
      outputs,
      summary: readFileSync(summary, 'utf8'),
      ...(reportPath && existsSync(reportPath) ? { report: readFileSync(reportPath, 'utf8') } : {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function spawnNode(
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
  node = NODE,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(node, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

function emptyWorkspace(dir: string): string {
  const workspace = join(dir, 'workspace');
  mkdirSync(workspace);
  return workspace;
}

/** Parses `$GITHUB_OUTPUT` as @actions/core writes it (`name<<delimiter` … `delimiter`). */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]!);
    outputs[m[1]!] = value.join('\n');
  }
  return outputs;
}

export type { PullRequestPayloadOptions };
export { pullRequestPayload };
