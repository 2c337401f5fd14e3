import * as core from '@actions/core';
import { runAction as runActionWith } from './pipeline/action';
import { durably } from './pipeline/durable-journal';
import { builtInLibraries } from './pipeline/libraries';
import type { ActionToolkit } from './pipeline/toolkit';

/** The template's entry convention (`run()`, used by @github/local-action): sets the exit code. */
export async function run(): Promise<void> {
  process.exitCode = await runAction();
}

/** The GitHub Action entry: the real toolkit, the real API client, this build's gate libraries. */
export async function runAction(): Promise<number> {
  return runActionWith({
    toolkit: coreToolkit(),
    env: process.env,
    // Octokit loads after the first log line, not at start-up.
    createApi: async (options) => (await import('./github')).createGitHubApi(options),
    libraries: builtInLibraries,
    durably,
    now: () => new Date(),
  });
}

function coreToolkit(): ActionToolkit {
  return {
    getInput: (name) => core.getInput(name),
    setOutput: (name, value) => core.setOutput(name, value),
    setSecret: (secret) => core.setSecret(secret),
    info: (message) => core.info(message),
    warning: (message, properties) => core.warning(message, properties),
    error: (message, properties) => core.error(message, properties),
    group: (name, body) => core.group(name, body),
    appendSummary: async (markdown) => {
      await core.summary.addRaw(markdown, true).write();
    },
  };
}
