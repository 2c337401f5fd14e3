import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HmacKey } from '../bundle/keys';
import { parseHmacKeys, readActionInputs, secretForms, type ActionInputs } from '../config';
import { ConfigError } from '../config/errors';
import { refsFromEvent, type EventRefs } from '../diff/event';
import type { Redactor } from '../report/redact';
import type { ActionToolkit } from './toolkit';

export interface ActionSetup {
  inputs: ActionInputs;
  keys: HmacKey[];
  redactor: Redactor;
  refs: EventRefs;
  /** Where the report, SBOM and receipt go. */
  outDir: string;
  /** The run's page, where the job summary is shown. */
  runUrl?: string;
}

/**
 * Reads and checks everything the action is given before any work: inputs, keys (masked at once,
 * in every form they could be printed in), the event. A bad value is a ConfigError (exit 2).
 */
export async function setUpAction(
  toolkit: ActionToolkit,
  env: NodeJS.ProcessEnv,
  redactor: Redactor,
): Promise<ActionSetup> {
  const secret = (value: string) => {
    if (!value.trim()) return;
    toolkit.setSecret(value.trim());
    redactor.addSecret(value);
  };
  secret(toolkit.getInput('github-token'));
  for (const line of toolkit.getInput('hmac-keys').split(/\r?\n/))
    secret(line.slice(line.indexOf(':') + 1));
  const inputs = readActionInputs((name) => toolkit.getInput(name));
  const keys = parseHmacKeys(inputs.hmacKeys, "input 'hmac-keys'");
  for (const key of keys) secretForms(key).forEach(secret);

  const eventName = env.GITHUB_EVENT_NAME ?? '';
  const payload = await readEvent(env.GITHUB_EVENT_PATH);
  const refs = refsFromEvent(eventName, payload, {
    ...(toolkit.getInput('base-ref') ? { baseRef: toolkit.getInput('base-ref').trim() } : {}),
    ...(toolkit.getInput('head-ref') ? { headRef: toolkit.getInput('head-ref').trim() } : {}),
  });
  const run = `${env.GITHUB_RUN_ID ?? 'local'}-${env.GITHUB_RUN_ATTEMPT ?? '1'}`;
  const runUrl =
    env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}${env.GITHUB_RUN_ATTEMPT ? `/attempts/${env.GITHUB_RUN_ATTEMPT}` : ''}`
      : undefined;
  return {
    inputs,
    keys,
    redactor,
    refs,
    outDir: join(env.RUNNER_TEMP || tmpdir(), `letitloop-${run}`),
    ...(runUrl ? { runUrl } : {}),
  };
}

async function readEvent(path: string | undefined): Promise<unknown> {
  if (!path) return {};
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new ConfigError(
      `cannot read the event payload GITHUB_EVENT_PATH=${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ConfigError(`the event payload ${path} is not JSON`);
  }
}
