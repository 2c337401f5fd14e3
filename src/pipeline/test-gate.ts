import type { Config } from '../config';
import { testGate, type TestEvidence, type TestRun } from '../gate/test-command';
import type { GateResult } from '../gate/types';
import type { TestCommandOptions } from './test-runner';
import type { VerifyDeps } from './verify';

export type TestRunner = (options: TestCommandOptions) => Promise<TestRun>;

/**
 * The test command, when configured. Under `pull_request_target` it is refused unless
 * `allow-untrusted-code` is true: it would run the PR's code with the base repository's secrets.
 */
export async function runTestGate(deps: VerifyDeps, config: Config): Promise<GateResult> {
  const evidence = await deps.journal.step('gate:test', async (): Promise<TestEvidence> => {
    if (!config.testCommand) return { state: 'off' };
    if (deps.refs.eventName === 'pull_request_target' && !config.allowUntrustedCode) {
      return {
        state: 'refused',
        reason:
          'refused under pull_request_target: it would run the PR’s code with this repository’s secrets (set allow-untrusted-code: true to allow)',
      };
    }
    if (deps.repoDir === undefined) return { state: 'refused', reason: 'no checkout to run it in' };
    deps.progress.info(`Running the test command (timeout ${config.testTimeoutSeconds} s)`);
    const run = await deps.runTest({
      command: config.testCommand,
      cwd: deps.repoDir,
      timeoutSeconds: config.testTimeoutSeconds,
      env: deps.env,
      redact: deps.redact,
    });
    return { state: 'ran', run };
  });
  return testGate(evidence);
}
