import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGitHubApi } from '../../src/github';
import { runAction } from '../../src/pipeline/action';
import { unjournaled } from '../../src/pipeline/journal';
import { builtInLibraries } from '../../src/pipeline/libraries';
import type { ActionToolkit } from '../../src/pipeline/toolkit';
import { writeEventFile } from '../support/github-server';
import { closeFixture, pullFixture, TOKEN, type PullFixture } from './fixtures';
import { actionYml } from './harness';

/** A toolkit that records every call, in order. */
function recordingToolkit(inputs: Record<string, string>) {
  const calls: [string, ...unknown[]][] = [];
  const summaries: string[] = [];
  const toolkit: ActionToolkit = {
    getInput: (name) => inputs[name] ?? '',
    setOutput: (...a) => void calls.push(['setOutput', ...a]),
    setSecret: (...a) => void calls.push(['setSecret', ...a]),
    info: (...a) => void calls.push(['info', ...a]),
    warning: (...a) => void calls.push(['warning', ...a]),
    error: (...a) => void calls.push(['error', ...a]),
    group: async (name, body) => {
      calls.push(['group', name]);
      return body();
    },
    appendSummary: async (markdown) => void summaries.push(markdown),
  };
  const outputs = () =>
    Object.fromEntries(calls.filter((c) => c[0] === 'setOutput').map((c) => [c[1], c[2]]));
  return { toolkit, calls, summaries, outputs };
}

describe('runAction through its injected toolkit (no module mocks)', () => {
  let f: PullFixture;
  let temp: string;
  beforeAll(async () => {
    const many = Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`out/f${i}.txt`, 'x\n']));
    f = await pullFixture(
      { 'src/a.ts': 'export const a = 1;\n' },
      { ...many, 'src/a.ts': 'export const a = 1;\n// x\n' },
    );
    temp = mkdtempSync(join(tmpdir(), 'lil-run-action-'));
  });
  afterAll(async () => {
    await closeFixture(f);
    rmSync(temp, { recursive: true, force: true });
  });

  const start = (inputs: Record<string, string>) => {
    const defaults = Object.fromEntries(
      Object.entries(actionYml().inputs).map(([k, v]) => [k, v.default ?? '']),
    );
    const recorder = recordingToolkit({ ...defaults, 'github-token': TOKEN, ...inputs });
    const env = {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: writeEventFile(temp, f.payload),
      GITHUB_WORKSPACE: f.repo.dir,
      GITHUB_API_URL: f.fake.url,
      RUNNER_TEMP: temp,
      PATH: process.env.PATH,
    };
    const code = runAction({
      toolkit: recorder.toolkit,
      env,
      createApi: async (options) =>
        createGitHubApi({ ...options, retryBaseMs: 5, writeSpacingMs: 0 }),
      libraries: builtInLibraries,
      durably: (goalId, _dir, _cwd, body) => body(unjournaled(goalId)),
      now: () => new Date(),
    });
    return { ...recorder, code };
  };

  it('masks the token and every form of every key before it logs anything', async () => {
    const key = Buffer.alloc(32, 3);
    const run = start({
      'hmac-keys': `k1:${key.toString('base64')}\nk0:${Buffer.alloc(32, 4).toString('base64')}`,
    });
    expect(await run.code).toBe(0);
    const firstOther = run.calls.findIndex((c) => c[0] !== 'setSecret');
    const masked = run.calls.slice(0, firstOther).map((c) => c[1]);
    expect(masked).toEqual(
      expect.arrayContaining([
        TOKEN,
        key.toString('base64'),
        key.toString('hex'),
        Buffer.alloc(32, 4).toString('hex'),
      ]),
    );
    expect(run.calls.slice(firstOther).some((c) => c[0] === 'setSecret')).toBe(false);
  });

  it('caps annotations at 10 errors, lists every finding in one summary, and sets every output', async () => {
    const run = start({ scope: 'src/**' });
    expect(await run.code).toBe(1);
    const errors = run.calls.filter(
      (c) => c[0] === 'error' && (c[2] as { file?: string } | undefined)?.file,
    );
    expect(errors).toHaveLength(10);
    expect(run.summaries).toHaveLength(1);
    for (let i = 0; i < 14; i++) expect(run.summaries[0]).toContain(`out/f${i}.txt`);
    expect(Object.keys(run.outputs()).sort()).toEqual(Object.keys(actionYml().outputs).sort());
    expect(run.outputs()).toMatchObject({ verdict: 'fail', findings: '14' });
  });

  it('an invalid input is exit 2 with one error naming it, and no verdict output', async () => {
    const run = start({ 'fail-on': 'often' });
    expect(await run.code).toBe(2);
    expect(run.calls.filter((c) => c[0] === 'error')).toEqual([
      [
        'error',
        'letitloop: configuration error: input fail-on: expected one of breaking|warning|never',
        { title: 'letitloop configuration' },
      ],
    ]);
    expect(run.outputs()).toEqual({});
  });
});
